/// Where a view expression sits as far as its own declaration shows. Besides the
/// placement the file itself decides, it names what only the index can explain: the
/// project helpers and containers around the view, and the conditions on the view's
/// own parameters that decide whether it is shown at all.
public struct LocalPlacement: Hashable, Codable, Sendable {
    public var placement = Placement()
    /// Project names wrapped around the view, nearest first.
    public var enclosures: [Enclosure] = []
    /// Conditions of enclosing `if`s on the declaring view's own properties.
    public var conditions: [ParameterCondition] = []
    /// Shown by a presentation (`sheet`, `navigationDestination`): nothing around the
    /// presenting view reaches it.
    public var isPresentationRoot = false
    /// Drawn as a still picture of itself (`.disabled(true)`, a screen's live preview in a
    /// settings card): nothing it shows is used there.
    public var isInert = false
    /// Drawn with hit testing off (`.allowsHitTesting(false)`): a view with controls shown
    /// so is a picture of itself (a screen's preview in a card); a decorative one is shown
    /// for real.
    public var ignoresTouches = false
}

// Kept for every use of every view, and written by the review cache: only what differs
// from the defaults is written.
extension LocalPlacement {
    private enum CodingKeys: String, CodingKey {
        case placement, enclosures, conditions, isPresentationRoot, isInert, ignoresTouches
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        placement = try container.decodeIfPresent(Placement.self, forKey: .placement) ?? Placement()
        enclosures = try container.decodeIfPresent([Enclosure].self, forKey: .enclosures) ?? []
        conditions = try container.decodeIfPresent([ParameterCondition].self, forKey: .conditions) ?? []
        isPresentationRoot = try container.decodeIfPresent(Bool.self, forKey: .isPresentationRoot) ?? false
        isInert = try container.decodeIfPresent(Bool.self, forKey: .isInert) ?? false
        ignoresTouches = try container.decodeIfPresent(Bool.self, forKey: .ignoresTouches) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if placement != Placement() { try container.encode(placement, forKey: .placement) }
        if !enclosures.isEmpty { try container.encode(enclosures, forKey: .enclosures) }
        if !conditions.isEmpty { try container.encode(conditions, forKey: .conditions) }
        if isPresentationRoot { try container.encode(isPresentationRoot, forKey: .isPresentationRoot) }
        if isInert { try container.encode(isInert, forKey: .isInert) }
        if ignoresTouches { try container.encode(ignoresTouches, forKey: .ignoresTouches) }
    }
}
