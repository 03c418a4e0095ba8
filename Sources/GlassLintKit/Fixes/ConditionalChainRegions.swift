import SwiftSyntax

/// The `#if` blocks written inside modifier chains of a file
/// (`label.padding() #if os(iOS) .glassEffect() #endif`). An edit that reaches into one
/// would move a modifier into or out of some builds, or leave an empty block: a finding
/// whose edits touch one is reported without them, for the reader to fix.
struct ConditionalChainRegions {
    let tree: SourceFileSyntax
    let hasConditions: Bool

    init(_ tree: SourceFileSyntax, source: String) {
        self.tree = tree
        hasConditions = source.utf8.firstRange(of: Array("#if".utf8)) != nil
    }

    /// Whether none of the edits starts or ends inside such a block.
    func allows(_ edits: [TextEdit]) -> Bool {
        guard hasConditions else { return true }
        return edits.allSatisfy { edit in
            [edit.start, max(edit.start, edit.end - 1)].allSatisfy { !isInChainConditional(AbsolutePosition(utf8Offset: $0)) }
        }
    }

    private func isInChainConditional(_ position: AbsolutePosition) -> Bool {
        guard let token = tree.token(at: position) else { return false }
        return token.ancestors.contains { ancestor in
            guard let conditional = ancestor.as(PostfixIfConfigExprSyntax.self) else { return false }
            return conditional.config.range.contains(position)
        }
    }
}
