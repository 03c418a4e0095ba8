import SwiftSyntax

/// Whether people can press, click or drag a view: a control by itself, or any view made
/// tappable by a gesture or the button trait.
public enum Tappability {
    /// A gesture modifier, or `.accessibilityAddTraits(.isButton)`.
    public static func makesTappable(_ modifier: Modifier) -> Bool {
        if ModifierNames.gestures.contains(modifier.name) { return true }
        return modifier.name == "accessibilityAddTraits" && modifier.call.arguments.description.contains("isButton")
    }

    /// A control at the chain's base, or a gesture on the chain.
    public static func isTappable(_ chain: ModifierChain) -> Bool {
        chain.baseName.map(ModifierNames.controls.contains) == true || chain.modifiers.contains(where: makesTappable)
    }

    /// A view whose content holds a control or a gesture somewhere inside it.
    public static func containsControl(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        return expression.tokens(viewMode: .sourceAccurate).contains { token in
            ModifierNames.controls.contains(token.text) || ModifierNames.gestures.contains(token.text)
        }
    }
}
