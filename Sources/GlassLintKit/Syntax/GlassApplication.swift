import SwiftSyntax

/// A modifier that puts glass on a view: `glassEffect(…)`, or a glass button style.
public struct GlassApplication {
    public enum Kind {
        case effect
        case buttonStyle
        case prominentButtonStyle
    }

    public let modifier: Modifier
    public let kind: Kind
    public let glass: GlassValue
    /// The type a button style is written as (`GlassButtonStyle` in `GlassButtonStyle()`):
    /// a project that declares a type of that name applies its own style.
    public private(set) var styleType: String?

    /// Words that every glass application contains, for rules' trigger lists. Plain
    /// `glass` would also match the common `magnifyingglass` symbol name.
    public static let triggers = ["glassEffect", ".glass", "GlassButtonStyle", "GlassProminentButtonStyle"]

    /// Reads `modifier` as a glass application, or `nil` when it applies no glass.
    public init?(_ modifier: Modifier) {
        switch modifier.name {
        case "glassEffect":
            // `glassEffect(size:)` is no call of SwiftUI's `glassEffect(_:in:)`: the project's
            // own method (or an invented one, which `unknown-glass-api` reports).
            guard modifier.arguments.allSatisfy({ ["in", "isEnabled", nil].contains($0.label?.text) }) else { return nil }
            self.modifier = modifier
            kind = .effect
            glass = GlassValue(modifier.firstUnlabeledArgument)
        case "buttonStyle":
            guard let style = modifier.firstUnlabeledArgument, let read = Self.readButtonStyle(style) else { return nil }
            self.modifier = modifier
            (kind, glass) = read
            styleType = style.as(FunctionCallExprSyntax.self).flatMap(CallNames.name(ofCall:))
                .flatMap { ["GlassButtonStyle", "GlassProminentButtonStyle"].contains($0) ? $0 : nil }
        default:
            return nil
        }
    }

    /// `.glass`, `.glass(.clear)`, `.glassProminent`, `GlassButtonStyle(…)`,
    /// `GlassProminentButtonStyle()`.
    private static func readButtonStyle(_ style: ExprSyntax) -> (Kind, GlassValue)? {
        if let member = style.as(MemberAccessExprSyntax.self), member.base == nil {
            switch member.declName.baseName.text {
            case "glass": return (.buttonStyle, GlassValue(nil))
            case "glassProminent": return (.prominentButtonStyle, GlassValue(nil))
            default: return nil
            }
        }
        guard let call = style.as(FunctionCallExprSyntax.self) else { return nil }
        let argument = call.arguments.first?.expression
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            switch member.declName.baseName.text {
            case "glass": return (.buttonStyle, GlassValue(argument))
            case "glassProminent": return (.prominentButtonStyle, GlassValue(nil))
            default: return nil
            }
        }
        switch CallNames.name(ofCall: call) {
        case "GlassButtonStyle": return (.buttonStyle, GlassValue(argument))
        case "GlassProminentButtonStyle": return (.prominentButtonStyle, GlassValue(nil))
        default: return nil
        }
    }

    /// The glass applications of a chain that draw glass, innermost first.
    public static func drawn(in chain: ModifierChain) -> [GlassApplication] {
        chain.modifiers.compactMap(GlassApplication.init).filter { $0.glass.drawsGlass }
    }
}
