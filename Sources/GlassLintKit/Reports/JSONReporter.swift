import Foundation

/// The machine contract, version 1. Fields may be added, never removed or renamed.
/// Keys are sorted so that the output is byte-for-byte stable.
public enum JSONReporter {
    public static func render(_ result: ReviewResult) -> String {
        let document = Document(
            version: 1,
            tool: Tool(name: GlassLint.name, version: GlassLint.version),
            root: result.root,
            facts: JSONFacts(result.facts),
            findings: result.findings.map(JSONFinding.init),
            skippedFiles: result.skipped,
            notices: result.notices,
            summary: Summary(
                files: result.reviewedFiles, parsed: result.parsedFiles, skipped: result.skipped.count,
                findings: result.findings.count, errors: result.count(of: .error),
                warnings: result.count(of: .warning), infos: result.count(of: .info),
                suppressedByBaseline: result.suppressedByBaseline
            )
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain value types cannot fail.
        let data = try! encoder.encode(document)
        return ReportEscaping.json(data) + "\n"
    }

    struct Document: Encodable {
        let version: Int
        let tool: Tool
        let root: String
        let facts: JSONFacts
        let findings: [JSONFinding]
        let skippedFiles: [SkippedFile]
        let notices: [Notice]
        let summary: Summary
    }

    struct Tool: Encodable {
        let name: String
        let version: String
    }

    struct JSONFinding: Encodable {
        let rule: String
        let severity: Severity
        let file: String
        let line: Int
        let column: Int
        let endLine: Int
        let endColumn: Int
        let message: String
        let fix: String
        let fixable: Bool
        let edits: [TextEdit]
        let fingerprint: String

        init(_ finding: Finding) {
            rule = finding.rule
            severity = finding.severity
            file = finding.file
            line = finding.line
            column = finding.column
            endLine = finding.endLine
            endColumn = finding.endColumn
            message = finding.message
            fix = finding.fix
            fixable = finding.isFixable
            edits = finding.edits
            fingerprint = finding.fingerprint
        }
    }

    struct Summary: Encodable {
        let files: Int
        let parsed: Int
        let skipped: Int
        let findings: Int
        let errors: Int
        let warnings: Int
        let infos: Int
        /// Only when a baseline was given.
        let suppressedByBaseline: Int?
    }
}
