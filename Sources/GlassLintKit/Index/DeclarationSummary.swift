/// One member that builds views (or a type's `body`).
public struct DeclarationSummary: Codable, Sendable {
    public var key: DeclarationKey
    /// Custom views and members it shows.
    public var uses: [ViewUse] = []
    /// The glass it applies itself.
    public var glass: [GlassFacts] = []
    /// The project helpers it applies (`.floatingSurface()`, `.modifier(Card())`).
    public var helperApplications: [Enclosure] = []
    /// Where it shows its content slots, for a container view, or for a function that
    /// takes content as parameters.
    public var slotPlacements: [SlotPlacement] = []
    /// The parameters that take content, for a function (`@ViewBuilder content: () -> C`),
    /// in order: its callers show what they pass where its slot placements say.
    public var parameterSlots: [ParameterSlot] = []
    /// The views it returns, each with the glass applied to it as a whole.
    public var roots: [RootView] = []
    /// How many glass shapes it shows at once.
    public var tally = ShapeTally.nothing
    /// Whether it gives glass a `glassEffectID` to morph with.
    public var morphs = false
    /// Whether it sets a sheet's background: where it is presented decides whether that
    /// background replaces glass.
    public var setsSheetBackground = false
    /// Whether its own code names a control or a gesture: what it shows can be tapped.
    public var showsControl = false
    /// Whether every view it returns is padded or framed as a whole: glass applied around
    /// it where it is used already has its bounds.
    public var framesItself = false
    /// The project containers its own glass, or a project helper it applies, sits in
    /// (`Rows { Text("a").glassEffect() }`): where they show their content decides where
    /// that glass is.
    public var containersAroundGlass: Set<String> = []
}

/// A custom view (`TripRow(trip: trip)`) or a member (`quickActions`) shown by a declaration.
public struct ViewUse: Codable, Sendable {
    public enum Target: Hashable, Codable, Sendable {
        case type(String)
        case member(String)
    }

    public var target: Target
    public var local: LocalPlacement
    /// The constant Boolean arguments it is created with (`isFloating: false`).
    public var arguments: [String: String]
    /// The arguments given no constant: the name of the user's own value each passes on
    /// (`isFloating: isFloating`), known where the user is shown, or empty when computed.
    /// Either way the parameter's default is not what the view gets.
    public var forwarded: [String: String] = [:]

    public init(target: Target, local: LocalPlacement, arguments: [String: String], forwarded: [String: String] = [:]) {
        self.target = target
        self.local = local
        self.arguments = arguments
        self.forwarded = forwarded
    }

    private enum CodingKeys: String, CodingKey { case target, local, arguments, forwarded }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        target = try container.decode(Target.self, forKey: .target)
        local = try container.decode(LocalPlacement.self, forKey: .local)
        arguments = try container.decode([String: String].self, forKey: .arguments)
        forwarded = try container.decodeIfPresent([String: String].self, forKey: .forwarded) ?? [:]
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(target, forKey: .target)
        try container.encode(local, forKey: .local)
        try container.encode(arguments, forKey: .arguments)
        if !forwarded.isEmpty { try container.encode(forwarded, forKey: .forwarded) }
    }
}

/// Where a container view shows one of its content slots.
public struct SlotPlacement: Codable, Sendable {
    public var slot: String
    public var local: LocalPlacement
}

/// A parameter of a function that takes views: `label` is what callers write before the
/// argument (`nil` for `_`), `name` what the function's code calls it.
public struct ParameterSlot: Codable, Sendable, Equatable {
    public var label: String?
    public var name: String

    /// The parameter an argument with `label` fills; a trailing closure (no label) fills
    /// the first.
    static func filled(by label: String?, in slots: [ParameterSlot]) -> ParameterSlot? {
        guard let label else { return slots.first }
        return slots.first { $0.label == label }
    }
}

/// One view a declaration returns, under the conditions that select it.
public struct RootView: Codable, Sendable {
    public var conditions: [ParameterCondition]
    public var availability: AvailabilityBranch
    public var glass: [GlassFacts]
    public var helpers: [Enclosure]
    /// The custom view or member the root view is, if any.
    public var target: ViewUse.Target?
    public var arguments: [String: String]
}
