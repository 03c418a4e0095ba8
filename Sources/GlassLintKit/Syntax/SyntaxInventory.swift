import SwiftSyntax

/// The kinds of node that the rules look for, each in source order, collected in one walk
/// of a file's tree: a rule reads these lists instead of walking the tree again. Types and
/// extensions, nested ones included, are the `declGroups` it collects as a `DeclGroupCollector`.
final class SyntaxInventory: DeclGroupCollector {
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var memberAccesses: [MemberAccessExprSyntax] = []
    private(set) var ifExpressions: [IfExprSyntax] = []
    private(set) var availabilityConditions: [AvailabilityConditionSyntax] = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        memberAccesses.append(node)
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        ifExpressions.append(node)
        return .visitChildren
    }

    override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
        availabilityConditions.append(node)
        return .visitChildren
    }
}
