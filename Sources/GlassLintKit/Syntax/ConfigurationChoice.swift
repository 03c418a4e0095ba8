import SwiftSyntax

/// `if style.hasGlassEffect { … }`: a branch a view takes in some configurations only, chosen
/// by a member of a constant its creator gives (`let style: IconStyle`, set by `init`). The
/// syntax cannot tell which configurations take it.
enum ConfigurationChoice {
    /// Whether the `if` chooses by such a member.
    static func chooses(_ ifExpression: IfExprSyntax) -> Bool {
        guard ifExpression.conditions.count == 1,
              let condition = ifExpression.conditions.first?.condition.as(MemberAccessExprSyntax.self),
              let owner = condition.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = ifExpression.enclosingTypeDeclaration
        else { return false }
        return type.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                  variable.attributes.isEmpty
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == owner && $0.initializer == nil }
        }
    }

    /// Whether the node is inside the body of such a branch.
    static func encloses(_ node: some SyntaxProtocol) -> Bool {
        node.ancestors.contains { ancestor in
            guard let ifExpression = ancestor.as(IfExprSyntax.self) else { return false }
            return ifExpression.body.isAncestorOrSelf(of: Syntax(node)) && chooses(ifExpression)
        }
    }
}
