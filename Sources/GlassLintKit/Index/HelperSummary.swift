/// What a project helper applies to the view it is called on.
public struct HelperSummary: Codable, Sendable {
    public enum Kind: Hashable, Codable, Sendable {
        /// A `View` extension member: `.floatingSurface(cornerRadius:)`.
        case modifier
        /// A `ViewModifier` type, applied with `.modifier(…)`.
        case viewModifier
        /// A `ButtonStyle` or `PrimitiveButtonStyle` type.
        case buttonStyle
    }

    public var kind: Kind
    public var name: String
    public var file: String
    public var line: Int
    public var effect = HelperEffect()
}

/// The styling a helper applies, outside its pre-26 fallback branch.
public struct HelperEffect: Hashable, Codable, Sendable {
    public var glass: [GlassFacts] = []
    public var appliesContainer = false
    public var appliesMaterial = false
    /// A background or fill that is not a material.
    public var appliesBackground = false
    public var appliesTint = false
    /// The helper pads or frames the view itself, so what follows a call is a margin.
    public var sizesContent = false
    /// The helper checks `#available` for the 26 releases itself.
    public var isGated = false
    /// Other project helpers it applies in turn.
    public var helpers: [Enclosure] = []
    /// It adds a gesture or wraps the view in a control: people can tap the view.
    public var makesTappable = false
    /// It sets a `presentationBackground`: a sheet it styles is not drawn as glass.
    public var setsSheetBackground = false
    /// Whether it gives a sheet a detent below full height (`presentationDetents([.medium])`
    /// in a project's `presentationDetents250medium()`).
    public var setsPartialDetents = false
    /// The platforms whose builds draw its glass, when `#if os(…)` keeps it from some
    /// (a tvOS branch with a material instead); `nil` for all.
    public var glassPlatforms: Set<ApplePlatform>?

    /// This effect with another helper's added, as when one helper calls another.
    func adding(_ other: HelperEffect) -> HelperEffect {
        var sum = self
        sum.glass += other.glass.filter { !glass.contains($0) }
        sum.appliesContainer = appliesContainer || other.appliesContainer
        sum.appliesMaterial = appliesMaterial || other.appliesMaterial
        sum.appliesBackground = appliesBackground || other.appliesBackground
        sum.appliesTint = appliesTint || other.appliesTint
        sum.sizesContent = sizesContent || other.sizesContent
        sum.isGated = isGated || other.isGated
        sum.makesTappable = makesTappable || other.makesTappable
        sum.setsSheetBackground = setsSheetBackground || other.setsSheetBackground
        sum.setsPartialDetents = setsPartialDetents || other.setsPartialDetents
        if glass.isEmpty {
            sum.glassPlatforms = other.glassPlatforms
        } else if !other.glass.isEmpty {
            sum.glassPlatforms = glassPlatforms.flatMap { mine in other.glassPlatforms.map { mine.union($0) } }
        }
        return sum
    }
}
