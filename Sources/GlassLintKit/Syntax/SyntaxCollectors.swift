import SwiftSyntax

/// Every type and extension of a tree, nested ones included.
class DeclGroupCollector: SyntaxVisitor {
    private(set) var declGroups: [any DeclGroupSyntax] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { collect(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { collect(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { collect(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { collect(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { collect(node) }

    private func collect(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        declGroups.append(node)
        return .visitChildren
    }
}

/// Every call to a function of one name, or every call when no name is given.
final class CallCollector: SyntaxVisitor {
    let name: String?
    var found: [FunctionCallExprSyntax] = []

    init(named name: String?) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if name == nil || CallNames.name(ofCall: node) == name { found.append(node) }
        return .visitChildren
    }
}

/// Every node of one kind in a tree, in source order. It visits every node: for the few
/// trees a rare question is asked of.
final class DescendantCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    private(set) var found: [Node] = []

    init(in tree: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) { found.append(match) }
        return .visitChildren
    }
}
