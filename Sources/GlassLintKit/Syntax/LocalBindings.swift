import SwiftSyntax

/// Follows a name to the local constant it names: `pill` in `pill.padding()` after
/// `let pill = Text("Go").glassEffect()` in the same or an enclosing block.
public enum LocalBindings {
    /// The initial value of the local `let` (or `var`) a reference names, if it is declared
    /// before the reference in a block around it.
    public static func value(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        var child = Syntax(reference)
        for ancestor in reference.ancestors {
            defer { child = ancestor }
            guard let items = ancestor.as(CodeBlockItemListSyntax.self) else {
                if ancestor.is(MemberBlockItemSyntax.self) { return nil }
                continue
            }
            for item in items {
                if item.id == child.id { break }
                guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let value = binding.initializer?.value { return value }
                }
            }
        }
        return nil
    }

    /// Whether a name is bound inside its member: a parameter of an enclosing function or
    /// closure (`content` in `func card(_ content: some View)`, `view` in `{ view in … }`),
    /// or a local constant. Such a name never refers to a property of the type.
    public static func isBoundLocally(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        for ancestor in reference.ancestors {
            if ancestor.is(MemberBlockItemSyntax.self) { break }
            if let closure = ancestor.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self),
                   shorthand.contains(where: { $0.name.text == name }) {
                    return true
                }
                if let clause = parameters.as(ClosureParameterClauseSyntax.self),
                   clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return true
                }
            } else if let function = ancestor.as(FunctionDeclSyntax.self),
                      function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return true
            }
        }
        return value(of: reference) != nil
    }
}
