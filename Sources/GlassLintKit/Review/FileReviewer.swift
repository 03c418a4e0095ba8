import Foundation
import SwiftParser
import SwiftSyntax

/// Reviews one file's text with every configured rule over one syntax tree.
public struct FileReviewer: Sendable {
    public let rules: [ConfiguredRule]
    public let project: ProjectContext
    private let prefilter: Prefilter
    /// Parse every file, even those without trigger words (to prove the prefilter exact).
    private let parseAll: Bool

    public init(rules: [ConfiguredRule], project: ProjectContext = .unknown, parseAll: Bool = false) {
        self.rules = rules
        self.project = project
        self.prefilter = Prefilter(rules: rules)
        self.parseAll = parseAll
    }

    /// What reviewing one file produced, before project-wide resolution.
    public struct Outcome: Sendable {
        var findings: [PendingFinding] = []
        var notices: [Notice] = []
        var declarations: Set<String> = []
        var parsed = false
    }

    /// A finding that may still be voided by a declaration elsewhere in the project.
    struct PendingFinding: Sendable {
        var finding: Finding
        var voidIfProjectDeclares: [String]
    }

    public func review(source: String, path: String) -> Outcome {
        guard parseAll || prefilter.needsSyntaxTree(Data(source.utf8)) else { return Outcome() }
        return review(tree: Parser.parse(source: source), source: source, path: path)
    }

    func review(bytes: Data, source: String, path: String) -> Outcome {
        guard parseAll || prefilter.needsSyntaxTree(bytes) else { return Outcome() }
        return review(tree: Parser.parse(source: source), source: source, path: path)
    }

    private func review(tree: SourceFileSyntax, source: String, path: String) -> Outcome {
        let file = SyntaxFile(path: path, source: source, tree: tree, project: project)
        var outcome = Outcome(parsed: true)
        if tree.hasError {
            outcome.notices.append(Notice(file: path, message: "has syntax errors; the parts that parse were reviewed"))
        }
        let suppressions = SuppressionComments(file)
        for configured in rules {
            for violation in configured.rule.check(file) {
                let start = file.location(of: violation.start)
                guard !suppressions.suppresses(rule: configured.id, line: start.line) else { continue }
                let end = file.location(of: violation.end)
                let severity = configured.severity ?? violation.severity ?? configured.rule.description.severity
                let finding = Finding(
                    rule: configured.id, severity: severity, file: path,
                    line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                    message: violation.message, fix: violation.fix, edits: violation.edits
                )
                outcome.findings.append(PendingFinding(finding: finding, voidIfProjectDeclares: violation.voidIfProjectDeclares))
            }
        }
        outcome.declarations = ProjectDeclarations.names(in: tree)
        return outcome
    }
}
