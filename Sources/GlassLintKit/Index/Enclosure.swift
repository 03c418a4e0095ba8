/// A project name wrapped around a view, resolved by the index: a modifier such as
/// `.floatingSurface()`, `.modifier(CardSurface())`, `.buttonStyle(.pill)`, or a
/// container view such as `GlassPanel { … }`.
public struct Enclosure: Hashable, Codable, Sendable {
    public enum Kind: Hashable, Codable, Sendable {
        /// A `View` extension member applied as a modifier.
        case modifier
        /// A `ViewModifier` type applied with `.modifier(…)`.
        case viewModifier
        /// A project button style: a type, or a static member (`.pill`).
        case buttonStyle
        /// A view that takes view-builder content; `slot` names the closure's label.
        case container(slot: String?)
    }

    public var kind: Kind
    public var name: String
    /// The line where the name is applied, for messages.
    public var line: Int
}
