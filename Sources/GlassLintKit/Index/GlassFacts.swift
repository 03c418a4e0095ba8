import SwiftSyntax

/// What one piece of glass is, with no syntax inside, so that the index can keep it after
/// the tree is gone: the variant, tint, interactivity and shape of a `glassEffect`, or
/// which glass button style.
public struct GlassFacts: Hashable, Codable, Sendable {
    public enum Kind: Hashable, Codable, Sendable {
        case effect
        case buttonStyle
        case prominentButtonStyle
    }

    public enum Variant: Hashable, Codable, Sendable {
        case regular
        case clear
        /// Decided at run time (`on ? .regular : .identity`, a variable).
        case dynamic
        /// A member `Glass` does not have.
        case unknown
    }

    public var kind: Kind
    public var variant: Variant
    /// Tinted glass, or a prominent button style (tinted with the accent colour).
    public var isTinted: Bool
    /// `nil` when the expression does not say.
    public var isInteractive: Bool?
    /// The `in:` shape of a glass effect; `nil` for button styles.
    public var shape: GlassShape?
    /// A glass effect with no `in:`: the default capsule.
    public var usesDefaultShape: Bool
    /// The type a glass button style is written as (`GlassButtonStyle()`), which a project
    /// may declare itself; `nil` for `.glass` and glass effects.
    public var styleType: String?

    /// The facts of a glass application that draws glass; `nil` for `.identity`.
    public init?(_ application: GlassApplication) {
        guard application.glass.drawsGlass else { return nil }
        switch application.kind {
        case .effect: kind = .effect
        case .buttonStyle: kind = .buttonStyle
        case .prominentButtonStyle: kind = .prominentButtonStyle
        }
        switch application.glass.variant {
        case .regular: variant = .regular
        case .clear: variant = .clear
        case .dynamic: variant = .dynamic
        case .identity, .unknown: variant = .unknown
        }
        isTinted = application.glass.isTinted || application.kind == .prominentButtonStyle
        isInteractive = application.glass.isInteractive
        let explicitShape = application.modifier.argument(labeled: "in")
        usesDefaultShape = application.kind == .effect && explicitShape == nil
        styleType = application.styleType
        shape = application.kind == .effect ? explicitShape.map { GlassShape($0) } ?? .glassDefault : nil
    }

    /// One of several glass effects, picked at run time: what they all share, and what
    /// they do not as undecided (a `.dynamic` variant, an unknown shape).
    init(oneOf alternatives: [GlassFacts]) {
        let first = alternatives[0]
        func shared<Value: Equatable>(_ value: (GlassFacts) -> Value) -> Value? {
            alternatives.allSatisfy { value($0) == value(first) } ? value(first) : nil
        }
        kind = .effect
        variant = shared(\.variant) ?? .dynamic
        isTinted = alternatives.allSatisfy(\.isTinted)
        isInteractive = shared(\.isInteractive) ?? nil
        shape = shared(\.shape) ?? .unknown
        usesDefaultShape = alternatives.allSatisfy(\.usesDefaultShape)
        styleType = nil
    }

    /// The facts of every drawn glass application of a chain, innermost first.
    static func drawn(in chain: ModifierChain) -> [GlassFacts] {
        chain.modifiers.compactMap(GlassApplication.init).compactMap(GlassFacts.init)
    }

    /// How the glass is named in messages: `glassEffect`, `.glass`, `.glassProminent`.
    public var spelling: String {
        switch kind {
        case .effect: "glassEffect"
        case .buttonStyle: ".glass"
        case .prominentButtonStyle: ".glassProminent"
        }
    }
}
