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
}
