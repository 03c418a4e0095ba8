import SwiftParser
import SwiftSyntax

/// Applies the automatic fixes of a set of rules to one file's text, pass after pass
/// until nothing fixable is left. A pass whose result parses worse than the original is
/// thrown away, so a fix can never add a syntax error.
public struct Fixer: Sendable {
    public let reviewer: FileReviewer
    public var maxPasses = 10

    public init(rules: [ConfiguredRule], project: ProjectContext = .unknown) {
        reviewer = FileReviewer(rules: rules, project: project, parseAll: true)
    }

    public struct Outcome: Sendable {
        public var text: String
        /// The findings whose fixes were applied, in the coordinates of the pass that fixed them.
        public var applied: [Finding]
        /// Set when a pass was refused because its result did not parse as well as the original.
        public var refusal: String?

        public var changed: Bool { !applied.isEmpty }
    }

    public func fix(source: String, path: String) -> Outcome {
        let baseline = Self.syntaxErrorCount(Parser.parse(source: source))
        var text = source
        var applied: [Finding] = []
        for _ in 0..<maxPasses {
            let fixable = reviewer.review(source: text, path: path).findings.map(\.finding).filter(\.isFixable)
            guard !fixable.isEmpty else { break }
            let (candidate, indices) = EditApplier.apply(fixable.map(\.edits), to: text)
            guard !indices.isEmpty, candidate != text else { break }
            guard Self.syntaxErrorCount(Parser.parse(source: candidate)) <= baseline else {
                let rules = Set(indices.map { fixable[$0].rule }).sorted().joined(separator: ", ")
                return Outcome(text: text, applied: applied, refusal: "a fix by \(rules) would not parse; left as it was")
            }
            applied += indices.map { fixable[$0] }
            text = candidate
        }
        return Outcome(text: text, applied: applied, refusal: nil)
    }

    /// Missing and unexpected pieces the parser had to invent or skip.
    static func syntaxErrorCount(_ tree: SourceFileSyntax) -> Int {
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
