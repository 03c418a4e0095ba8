import Foundation

/// SARIF 2.1.0, which GitHub code scanning, Azure DevOps and SARIF viewers read: the
/// rule catalogue as `tool.driver.rules`, one result per finding with its region, and
/// the finding's edits as a fix. The engine counts UTF-8 bytes; SARIF readers count
/// UTF-16 units, so columns are converted with the file's text, and left out when the
/// text is unknown.
public enum SARIFReporter {
    /// The key of the finding's fingerprint in each result's `partialFingerprints`.
    static let fingerprintKey = "glasslintFingerprint/v1"

    public static func render(_ result: ReviewResult, sources: SourceTexts) -> String {
        let ruleIndices = Dictionary(RuleCatalog.ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let run = SARIFLog.Run(
            tool: SARIFLog.Tool(driver: SARIFLog.Driver(
                name: GlassLint.name, version: GlassLint.version, semanticVersion: GlassLint.version,
                rules: RuleCatalog.all.map { descriptor($0.description) }
            )),
            invocations: [SARIFLog.Invocation(executionSuccessful: true, toolExecutionNotifications: notifications(result))],
            results: zip(result.findings, occurrenceFingerprints(result.findings)).map { finding, fingerprint in
                sarifResult(finding, in: result, ruleIndex: ruleIndices[finding.rule], fingerprint: fingerprint, sources: sources)
            },
            properties: result.suppressedByBaseline.map { ["suppressedByBaseline": $0] }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain value types cannot fail.
        return ReportEscaping.json(try! encoder.encode(SARIFLog.Log(runs: [run]))) + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private static func descriptor(_ rule: RuleDescription) -> SARIFLog.ReportingDescriptor {
        var markdown = "\(rule.rationale)\n\nSource: \(rule.source)\n"
        if let example = rule.triggeringExamples.first {
            markdown += "\nTriggers (↓ marks the finding, ⓘ one reported as info):\n\n```swift\n\(example.code)\n```\n"
        }
        if let correction = rule.corrections.first {
            markdown += "\nFixed by `glasslint fix`:\n\n```swift\n\(correction.after)\n```\n"
        }
        return SARIFLog.ReportingDescriptor(
            id: rule.id,
            shortDescription: SARIFLog.Message(text: rule.title),
            fullDescription: SARIFLog.Message(text: rule.rationale),
            help: SARIFLog.MultiformatMessage(
                text: "\(rule.rationale)\n\nSource: \(rule.source)\n\nExamples: glasslint explain \(rule.id)", markdown: markdown
            ),
            defaultConfiguration: SARIFLog.Configuration(level: level(rule.severity))
        )
    }

    /// Readers such as GitHub code scanning take results with one fingerprint for one
    /// alert, so a second finding on the same code in the same file gets `:2`, and so on.
    static func occurrenceFingerprints(_ findings: [Finding]) -> [String?] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            guard !finding.fingerprint.isEmpty else { return nil }
            seen[finding.fingerprint, default: 0] += 1
            let count = seen[finding.fingerprint]!
            return count == 1 ? finding.fingerprint : "\(finding.fingerprint):\(count)"
        }
    }

    private static func sarifResult(
        _ finding: Finding, in result: ReviewResult, ruleIndex: Int?, fingerprint: String?, sources: SourceTexts
    ) -> SARIFLog.Result {
        let artifact = artifactLocation(result.displayPath(finding.file))
        let columns = sources.utf16Columns(of: finding)
        let region = SARIFLog.Region(
            startLine: finding.line, startColumn: columns?.start, endLine: finding.endLine, endColumn: columns?.end
        )
        let fix = finding.edits.isEmpty ? nil : [SARIFLog.Fix(
            description: SARIFLog.Message(text: finding.fix),
            artifactChanges: [SARIFLog.ArtifactChange(
                artifactLocation: artifact,
                replacements: finding.edits.map { replacement($0, in: sources[finding.file]) }
            )]
        )]
        return SARIFLog.Result(
            ruleId: finding.rule, ruleIndex: ruleIndex, level: level(finding.severity),
            message: SARIFLog.Message(text: "\(finding.message); \(finding.fix)"),
            locations: [SARIFLog.Location(physicalLocation: SARIFLog.PhysicalLocation(artifactLocation: artifact, region: region))],
            partialFingerprints: fingerprint.map { [fingerprintKey: $0] },
            fixes: fix
        )
    }

    /// The edit's bytes, and its lines and UTF-16 columns when the file's text is known.
    private static func replacement(_ edit: TextEdit, in text: SourceText?) -> SARIFLog.Replacement {
        var region = SARIFLog.Region(byteOffset: edit.start, byteLength: edit.end - edit.start)
        if let start = text?.utf16Location(ofOffset: edit.start), let end = text?.utf16Location(ofOffset: edit.end) {
            (region.startLine, region.startColumn, region.endLine, region.endColumn) = (start.line, start.column, end.line, end.column)
        }
        return SARIFLog.Replacement(deletedRegion: region, insertedContent: SARIFLog.ArtifactContent(text: edit.replacement))
    }

    /// Skipped files and notices, as notes about the run rather than results.
    private static func notifications(_ result: ReviewResult) -> [SARIFLog.Notification] {
        let skipped = result.skipped.map { file in
            SARIFLog.Notification(
                level: "note", message: SARIFLog.Message(text: "skipped: \(file.reason)"),
                locations: [location(result.displayPath(file.file))]
            )
        }
        let notices = result.notices.map { notice in
            SARIFLog.Notification(
                level: "note", message: SARIFLog.Message(text: notice.message),
                locations: notice.file.isEmpty ? nil : [location(result.displayPath(notice.file))]
            )
        }
        return skipped + notices
    }

    private static func location(_ path: String) -> SARIFLog.Location {
        SARIFLog.Location(physicalLocation: SARIFLog.PhysicalLocation(artifactLocation: artifactLocation(path), region: nil))
    }

    /// A relative path becomes a URI reference against `%SRCROOT%` (the folder the
    /// command ran in); an absolute one a `file` URI. Both are percent-encoded.
    static func artifactLocation(_ path: String) -> SARIFLog.ArtifactLocation {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path
        return path.hasPrefix("/")
            ? SARIFLog.ArtifactLocation(uri: "file://" + encoded, uriBaseId: nil)
            : SARIFLog.ArtifactLocation(uri: encoded, uriBaseId: "%SRCROOT%")
    }

    /// RFC 3986 unreserved characters and the `/` between segments.
    private static let uriPathCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
}
