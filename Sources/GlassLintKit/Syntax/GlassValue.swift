import SwiftSyntax

/// What a `Glass` expression says: `.regular.tint(.blue).interactive()` is regular, tinted
/// and interactive. Expressions the syntax cannot decide (a variable, a ternary) are
/// `dynamic`, and rules stay quiet about them.
public struct GlassValue {
    public enum Variant: Equatable {
        case regular
        case clear
        case identity
        /// A member that `Glass` does not have (`.prominent`, `.thin`).
        case unknown(String)
        case dynamic
    }

    public var variant: Variant
    public var isTinted: Bool
    /// `nil` when the expression does not say.
    public var isInteractive: Bool?
    /// The token that names the variant, for positions.
    public var variantToken: TokenSyntax?

    /// Glass is drawn: any variant but `.identity`.
    public var drawsGlass: Bool { variant != .identity }

    /// The most opaque a tint colour (`.blue.opacity(0.3)`) can be and still be a wash
    /// that the glass shows through, rather than a colour that marks the element.
    static let washOpacity = 0.3

    /// `.red.opacity(0.2)`: a faint wash of colour, not a tint that makes an element stand out;
    /// or a colour only while hovered or pressed, clear at rest.
    static func isWash(_ colour: ExprSyntax?) -> Bool {
        // Tinted in one state only (`isHovering ? .accentColor.opacity(0.3) : .clear`): at rest it is plain.
        if let colour, Ternary(colour) != nil {
            return Ternary.alternatives(colour).contains { $0.trimmedText == ".clear" || $0.trimmedText == "Color.clear" || isWash($0) }
        }
        // A colour a computed property of the view gives: a wash when every value it gives is one.
        if let colour, case let values = PropertyValues.of(colour), !values.isEmpty {
            return values.allSatisfy { isWash($0) }
        }
        guard let colour, let opacity = ModifierChain(colour).modifiers.last(where: { $0.name == "opacity" }),
              let literal = opacity.firstUnlabeledArgument?.as(FloatLiteralExprSyntax.self), let value = Double(literal.literal.text)
        else { return false }
        return value <= washOpacity
    }

    /// Reads a `Glass` argument; `nil` is the default argument, `.regular`.
    public init(_ expression: ExprSyntax?) {
        variant = .regular
        isTinted = false
        isInteractive = false
        variantToken = nil
        guard let expression else { return }
        let chain = ModifierChain(expression)
        for modifier in chain.modifiers {
            switch modifier.name {
            case "tint": isTinted = !Self.isWash(modifier.firstUnlabeledArgument)
            case "interactive":
                if let value = modifier.firstUnlabeledArgument {
                    isInteractive = value.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
                } else {
                    isInteractive = true
                }
            default: break
            }
        }
        guard let base = chain.base, let member = base.as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Glass"
        else {
            variant = .dynamic
            isInteractive = isInteractive == true ? true : nil
            return
        }
        let name = member.declName.baseName.text
        variantToken = member.declName.baseName
        switch name {
        case "regular": variant = .regular
        case "clear": variant = .clear
        case "identity": variant = .identity
        default: variant = .unknown(name)
        }
    }
}
