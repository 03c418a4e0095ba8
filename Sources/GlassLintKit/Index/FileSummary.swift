/// What one file declares and uses that the project index needs, with no syntax inside:
/// the first pass of a review reads every file that can matter into one of these, and
/// the trees are dropped.
public struct FileSummary: Sendable {
    public var path: String
    /// Every member that builds views, with what it shows and where.
    public var declarations: [DeclarationSummary] = []
    public var viewTypes: [ViewTypeSummary] = []
    /// `View` extension members, `ViewModifier`s and button styles.
    public var helpers: [HelperSummary] = []
    /// Static members that name a project button style: `pill` for
    /// `extension PrimitiveButtonStyle where Self == PillStyle { static var pill … }`.
    public var styleMembers: [String: String] = [:]
    /// Types with `withAnimation`, `.animation` or a transaction in one of their declarations here.
    public var animatingTypes: Set<String> = []

    public init(path: String) {
        self.path = path
    }
}

/// A view type, or a type whose stored properties a view conformance elsewhere may use.
public struct ViewTypeSummary: Sendable {
    public var key: DeclarationKey
    /// Properties that hold view-builder content (`let content: Content`), in order.
    public var slots: [String]
    /// Boolean properties with a default value (`var isCompact = false`).
    public var defaults: [String: Bool]
    /// Whether the view calls one of its closure properties inside `withAnimation`.
    public var animatesItsActions: Bool

    /// What the type's declaration and its extensions say together.
    func merged(with other: ViewTypeSummary) -> ViewTypeSummary {
        ViewTypeSummary(
            key: key, slots: slots.isEmpty ? other.slots : slots,
            defaults: defaults.merging(other.defaults) { first, _ in first },
            animatesItsActions: animatesItsActions || other.animatesItsActions
        )
    }
}

/// One member that builds views (or a type's `body`).
public struct DeclarationSummary: Sendable {
    public var key: DeclarationKey
    /// Custom views and members it shows.
    public var uses: [ViewUse] = []
    /// The glass it applies itself.
    public var glass: [GlassFacts] = []
    /// The project helpers it applies (`.floatingSurface()`, `.modifier(Card())`).
    public var helperApplications: [Enclosure] = []
    /// Where it shows its content slots, for a container view.
    public var slotPlacements: [SlotPlacement] = []
    /// The views it returns, each with the glass applied to it as a whole.
    public var roots: [RootView] = []
    /// How many glass shapes it shows at once.
    public var tally = ShapeTally.nothing
    /// Whether it gives glass a `glassEffectID` to morph with.
    public var morphs = false
}

/// A custom view (`TripRow(trip: trip)`) or a member (`quickActions`) shown by a declaration.
public struct ViewUse: Sendable {
    public enum Target: Hashable, Sendable {
        case type(String)
        case member(String)
    }

    public var target: Target
    public var local: LocalPlacement
    /// The constant Boolean arguments it is created with (`isFloating: false`).
    public var arguments: [String: Bool]
}

/// Where a container view shows one of its content slots.
public struct SlotPlacement: Sendable {
    public var slot: String
    public var local: LocalPlacement
}

/// One view a declaration returns, under the conditions that select it.
public struct RootView: Sendable {
    public var conditions: [ParameterCondition]
    public var availability: AvailabilityBranch
    public var glass: [GlassFacts]
    public var helpers: [Enclosure]
    /// The custom view or member the root view is, if any.
    public var target: ViewUse.Target?
    public var arguments: [String: Bool]
}

/// What a project helper applies to the view it is called on.
public struct HelperSummary: Sendable {
    public enum Kind: Hashable, Sendable {
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
public struct HelperEffect: Hashable, Sendable {
    public var glass: [GlassFacts] = []
    public var appliesContainer = false
    public var appliesMaterial = false
    /// A background or fill that is not a material.
    public var appliesBackground = false
    public var appliesTint = false
    /// The helper checks `#available` for the 26 releases itself.
    public var isGated = false
    /// Other project helpers it applies in turn.
    public var helpers: [Enclosure] = []

    /// This effect with another helper's added, as when one helper calls another.
    func adding(_ other: HelperEffect) -> HelperEffect {
        var sum = self
        sum.glass += other.glass.filter { !glass.contains($0) }
        sum.appliesContainer = appliesContainer || other.appliesContainer
        sum.appliesMaterial = appliesMaterial || other.appliesMaterial
        sum.appliesBackground = appliesBackground || other.appliesBackground
        sum.appliesTint = appliesTint || other.appliesTint
        sum.isGated = isGated || other.isGated
        return sum
    }
}
