import SwiftParser
import SwiftSyntax

/// Applies the automatic fixes of a set of rules to one file's text, pass after pass
/// until nothing fixable is left. The file is left as it was, and the reason given,
/// when a pass parses worse than the original or the fixes do not settle within
/// `maxPasses`: a fix can never add a syntax error or leave a half-fixed file.
public struct Fixer: Sendable {
    public let reviewer: FileReviewer
    public let selection: FixSelection
    /// What the other files of the project hold; `nil` fixes the file as if it were alone.
    public let index: ProjectIndex?
    /// Names the rest of the project declares, which void findings about those names.
    public let projectDeclarations: Set<String>
    public var maxPasses = 10
    private let fixKinds: [String: FixKind]

    public init(
        rules: [ConfiguredRule], project: ProjectContext = .unknown, index: ProjectIndex? = nil,
        selection: FixSelection = .everything, projectDeclarations: Set<String> = [], includesUnshipped: Bool = false
    ) {
        reviewer = FileReviewer(rules: rules, project: project, parseAll: true, includesUnshipped: includesUnshipped)
        self.index = index
        self.selection = selection
        self.projectDeclarations = projectDeclarations
        fixKinds = Dictionary(rules.map { ($0.id, $0.rule.description.fixKind) }, uniquingKeysWith: { first, _ in first })
    }

    public struct Outcome: Sendable {
        public var text: String
        /// The findings whose fixes were applied, at their place in the original text.
        public var applied: [Finding]
        /// Every finding of the resulting text, fixable or not.
        public var remaining: [Finding]
        /// Set when the file was left as it was, with the reason.
        public var refusal: String?
        /// The edits of every pass, to place later changes in the original text.
        var trail = OffsetTrail()

        public var changed: Bool { !applied.isEmpty }
    }

    public func fix(source: String, path: String) -> Outcome {
        resume(Outcome(text: source, applied: [], remaining: review(source, path: path)), from: source, path: path)
    }

    /// Goes on fixing a file from where `start` left it: its text, the fixes applied to
    /// the `original` so far, and the findings of that text.
    func resume(_ start: Outcome, from original: String, path: String) -> Outcome {
        let baseline = Self.syntaxErrorCount(Parser.parse(source: original))
        let originalLines = SourceLines(original.utf8)
        var outcome = start
        for _ in 0..<maxPasses {
            let lines = SourceLines(outcome.text.utf8)
            let fixable = outcome.remaining.filter { selection.selects($0, kind: fixKinds[$0.rule] ?? .safe) }
            guard !fixable.isEmpty else { return outcome }
            // A finding fixed once and found again at the same place would be fixed on top
            // of its fix: a second wrap around the first.
            let again = fixable.filter { finding in
                let located = outcome.trail.locate(finding, from: lines, to: originalLines)
                return outcome.applied.contains { $0.rule == located.rule && $0.line == located.line && $0.column == located.column }
            }
            guard again.isEmpty else {
                let rules = Set(again.map(\.rule)).sorted().joined(separator: ", ")
                return refusal("a fix by \(rules) would apply again on top of itself; left as it was", original: original, path: path)
            }
            let (candidate, indices) = EditApplier.apply(fixable.map(\.edits), to: outcome.text)
            guard Self.syntaxErrorCount(Parser.parse(source: candidate)) <= baseline else {
                let rules = Set(indices.map { fixable[$0].rule }).sorted().joined(separator: ", ")
                return refusal("a fix by \(rules) would not parse; left as it was", original: original, path: path)
            }
            outcome.applied += indices.map { outcome.trail.locate(fixable[$0], from: lines, to: originalLines) }
            outcome.trail.record(indices.flatMap { fixable[$0].edits })
            outcome.text = candidate
            outcome.remaining = review(candidate, path: path)
        }
        return refusal("the fixes did not settle after \(maxPasses) passes; left as it was", original: original, path: path)
    }

    private func refusal(_ reason: String, original: String, path: String) -> Outcome {
        Outcome(text: original, applied: [], remaining: review(original, path: path), refusal: reason)
    }

    /// The file's findings, less those a declaration of the project makes void.
    func review(_ text: String, path: String) -> [Finding] {
        findings(of: index.map { reviewer.review(source: text, path: path, index: $0) } ?? reviewer.review(source: text, path: path))
    }

    /// The findings of a review by `reviewer`, less those a declaration of the project makes void.
    func findings(of outcome: FileReviewer.Outcome) -> [Finding] {
        let declared = projectDeclarations.union(outcome.declarations)
        return outcome.findings.standing(given: declared).sorted(by: Finding.reportOrder)
    }

    /// Missing and unexpected pieces the parser had to invent or skip: the measure by which
    /// a fix may never make a file worse (public for the fuzz target, which checks it).
    public static func syntaxErrorCount(_ tree: SourceFileSyntax) -> Int {
        guard tree.hasError else { return 0 }
        final class Counter: SyntaxVisitor {
            var count = 0
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if token.presence == .missing { count += 1 }
                return .visitChildren
            }
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                count += 1
                return .skipChildren
            }
        }
        let counter = Counter(viewMode: .all)
        counter.walk(tree)
        return counter.count
    }
}
