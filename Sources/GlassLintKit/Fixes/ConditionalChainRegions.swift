import SwiftSyntax

/// The `#if` blocks written inside modifier chains of a file
/// (`label.padding() #if os(iOS) .glassEffect() #endif`). An edit that reaches into one
/// would move a modifier into or out of some builds, or leave an empty block: a finding
/// whose edits touch one is reported without them, for the reader to fix.
struct ConditionalChainRegions {
    private let ranges: [Range<Int>]

    init(_ tree: SourceFileSyntax, source: String) {
        guard source.utf8.firstRange(of: Array("#if".utf8)) != nil else {
            ranges = []
            return
        }
        let collector = PostfixConditionalCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        ranges = collector.found.map { $0.config.position.utf8Offset..<$0.config.endPosition.utf8Offset }
    }

    /// Whether none of the edits reaches into a block.
    func allows(_ edits: [TextEdit]) -> Bool {
        guard !ranges.isEmpty else { return true }
        return edits.allSatisfy { edit in
            !ranges.contains { $0.lowerBound <= edit.end && edit.start < $0.upperBound }
        }
    }
}

private final class PostfixConditionalCollector: SyntaxVisitor {
    var found: [PostfixIfConfigExprSyntax] = []

    override func visit(_ node: PostfixIfConfigExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
