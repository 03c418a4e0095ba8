import Foundation
import SwiftParser
import SwiftSyntax

/// Reviews one file's text with every configured rule over one syntax tree, with the
/// project index for what other files declare.
public struct FileReviewer: Sendable {
    public let rules: [ConfiguredRule]
    public let project: ProjectContext
    private let prefilter: Prefilter
    /// Parse every file, even those without trigger words (to prove the prefilter exact).
    private let parseAll: Bool
    /// Review tests, previews and debug-only code too (`includeTestsAndPreviews`).
    public let includesUnshipped: Bool

    public init(rules: [ConfiguredRule], project: ProjectContext = .unknown, parseAll: Bool = false, includesUnshipped: Bool = false) {
        self.rules = rules
        self.project = project
        self.prefilter = Prefilter(rules: rules)
        self.parseAll = parseAll
        self.includesUnshipped = includesUnshipped
    }

    /// What reviewing one file produced, before project-wide resolution.
    public struct Outcome: Codable, Sendable {
        var findings: [PendingFinding] = []
        var notices: [Notice] = []
        var declarations: Set<String> = []
        /// The file's bar and sheet customisation, when asked for.
        var customisations: [CustomisationScanner.Site] = []
        var parsed = false
    }

    /// A finding that may still be voided by a declaration elsewhere in the project.
    struct PendingFinding: Codable, Sendable {
        var finding: Finding
        var voidIfProjectDeclares: [String]
        /// The view types and helpers it sits in, outermost first: when no shipped code
        /// names one of them, nothing shows the finding's code (`UnusedDeclarations`).
        var shownBy: [String] = []
    }

    /// Reviews one file on its own, as if it were the whole project: custom views and
    /// helpers of other files are unknown. For examples, tests and single-file fixes.
    public func review(source: String, path: String) -> Outcome {
        guard parseAll || prefilter.needsSyntaxTree(Data(source.utf8)) else { return Outcome() }
        return reviewAlone(tree: Parser.parse(source: source), source: source, path: path)
    }

    /// The second pass of a project review: one file, with the index of the whole project.
    public func review(source: String, path: String, index: ProjectIndex) -> Outcome {
        review(tree: Parser.parse(source: source), source: source, path: path, index: index)
    }

    /// The second pass of a project review for a file whose tree is at hand; with
    /// `countingCustomisation`, the outcome has the file's bar and sheet customisation too.
    func review(tree: SourceFileSyntax, source: String, path: String, index: ProjectIndex, countingCustomisation: Bool) -> Outcome {
        var outcome = review(tree: tree, source: source, path: path, index: index)
        if countingCustomisation {
            outcome.customisations = CustomisationScanner.sites(in: SyntaxFile(path: path, source: source, tree: tree, project: project))
        }
        return outcome
    }

    private func reviewAlone(tree: SourceFileSyntax, source: String, path: String) -> Outcome {
        let index = ProjectIndex(summaries: [FileSummarizer.summarize(tree, path: path, text: source, includesUnshipped: includesUnshipped)])
        return review(tree: tree, source: source, path: path, index: index)
    }

    /// The second pass for a file whose tree the first pass kept.
    func review(tree: SourceFileSyntax, source: String, path: String, index: ProjectIndex) -> Outcome {
        let file = SyntaxFile(path: path, source: source, tree: tree, project: project, index: index)
        var outcome = Outcome(parsed: true)
        if tree.hasError {
            outcome.notices.append(Notice(file: path, message: "has syntax errors; the parts that parse were reviewed"))
        }
        outcome.declarations = ProjectDeclarations.names(in: tree)
        let shipped = includesUnshipped ? ShippedCode.everything : ShippedCode(path: path, tree: tree, text: source)
        guard !shipped.isTestFile else { return outcome }
        let suppressions = file.suppressions
        lazy var entryPoints = NamedEntryPoints(tree)
        lazy var conditionalRegions = ConditionalChainRegions(tree, source: source)
        let exportsPublicAPI = project.exportsPublicAPI(path)
        for configured in rules {
            for violation in configured.rule.check(file)
            where shipped.ships(violation.start) && file.availability.isCompiledForApple(at: violation.start) {
                let start = file.location(of: violation.start)
                guard !suppressions.suppresses(rule: configured.id, line: start.line) else { continue }
                let end = file.location(of: violation.end)
                let severity = configured.severity ?? violation.severity ?? configured.rule.description.severity
                let finding = Finding(
                    rule: configured.id, severity: severity, file: path,
                    line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                    message: violation.message, fix: violation.fix,
                    edits: violation.edits.isEmpty || conditionalRegions.allows(violation.edits) ? violation.edits : [],
                    fingerprint: FindingFingerprint.of(rule: configured.id, in: file, from: violation.start, to: violation.end),
                    projectWide: violation.projectWide
                )
                // Code that will not build (the error rules) fails the build used or not.
                let isErrorRule = configured.rule.description.severity == .error
                let shownBy = isErrorRule ? [] : entryPoints.around(violation.start.utf8Offset)
                    .filter { !($0.isPublic && exportsPublicAPI) }.map(\.name)
                let pending = PendingFinding(finding: finding, voidIfProjectDeclares: violation.voidIfProjectDeclares, shownBy: shownBy)
                let unusedMember = isErrorRule ? nil : file.unusedPrivateMembers.around(violation.start.utf8Offset)
                outcome.findings.append(unusedMember.map(pending.demoted(unused:)) ?? pending)
            }
        }
        outcome.findings = ConstructFolding.fold(outcome.findings)
        return outcome
    }
}

extension FileReviewer.PendingFinding {
    /// A warning in code that nothing uses is info: no user sees it until something does.
    func demoted(ifUnused unused: Set<String>) -> Self {
        shownBy.first(where: unused.contains).map(demoted(unused:)) ?? self
    }

    /// The same, naming `name` as the declaration nothing uses.
    func demoted(unused name: String) -> Self {
        guard finding.severity == .warning else { return self }
        var demoted = self
        demoted.finding.severity = .info
        demoted.finding.message += " (unused: no shipped code uses \(name))"
        return demoted
    }
}

extension Sequence<FileReviewer.PendingFinding> {
    /// The findings that stand, given the names the project declares.
    func standing(given declarations: Set<String>) -> [Finding] {
        filter { !$0.voidIfProjectDeclares.contains(where: declarations.contains) }.map(\.finding)
    }
}
