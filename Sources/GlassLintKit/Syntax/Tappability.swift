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
        chain.baseName.map(namesControl) == true || chain.modifiers.contains(where: makesTappable)
    }

    /// Endings of the names of a project's own controls: `AsyncButton`, `FollowToggle`.
    static let controlNameEndings = ["Button", "Toggle", "Menu", "Link", "Picker"]

    /// SwiftUI's controls, and project views named as one.
    public static func namesControl(_ name: String) -> Bool {
        ModifierNames.controls.contains(name) || controlNameEndings.contains { name.hasSuffix($0) }
    }

    /// A view that holds a text field: a search or entry field is a control as a whole.
    public static func holdsTextEntry(_ expression: ExprSyntax?) -> Bool {
        expression?.tokens(viewMode: .sourceAccurate).contains { ["TextField", "SecureField", "TextEditor"].contains($0.text) } ?? false
    }

    /// A view whose content holds a control or a gesture somewhere inside it.
    public static func containsControl(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        return expression.tokens(viewMode: .sourceAccurate).contains { token in
            ModifierNames.controls.contains(token.text) || ModifierNames.gestures.contains(token.text)
        }
    }
}
