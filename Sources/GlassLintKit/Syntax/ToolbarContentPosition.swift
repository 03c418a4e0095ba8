import SwiftSyntax

/// Whether an expression is one of a toolbar's items: a statement of a `.toolbar { }` or
/// `ToolbarItemGroup { }` closure, or of a declaration that builds `ToolbarContent`. The
/// closure of a `ToolbarItem` holds a view, not toolbar content.
enum ToolbarContentPosition {
    private static let toolbarContentCalls: Set<String> = ["toolbar", "ToolbarItemGroup"]

    static func isToolbarContent(_ node: some SyntaxProtocol) -> Bool {
        for ancestor in node.ancestors {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                guard let call = CallNames.call(passing: closure),
                      let name = CallNames.name(ofCall: call)
                else { return false }
                return toolbarContentCalls.contains(name)
            }
            if let variable = ancestor.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { $0.typeAnnotation?.type.trimmedText.hasSuffix("ToolbarContent") == true }
                    || hasToolbarBuilder(variable.attributes)
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause?.type.trimmedText.hasSuffix("ToolbarContent") == true
                    || hasToolbarBuilder(function.attributes)
            }
        }
        return false
    }

    private static func hasToolbarBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "ToolbarContentBuilder" }
    }
}
