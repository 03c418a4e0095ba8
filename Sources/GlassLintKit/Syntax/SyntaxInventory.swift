import SwiftSyntax

/// The kinds of node that the rules look for, each in source order, collected in one walk
/// of a file's tree: a rule reads these lists instead of walking the tree again.
final class SyntaxInventory: SyntaxVisitor {
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var memberAccesses: [MemberAccessExprSyntax] = []
    private(set) var ifExpressions: [IfExprSyntax] = []
    /// Types and extensions, nested ones included.
    private(set) var declGroups: [any DeclGroupSyntax] = []
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

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }

    private func group(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        declGroups.append(node)
        return .visitChildren
    }
}
