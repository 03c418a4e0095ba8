/// Glass that a view is drawn inside or on top of.
public struct GlassAncestor: Hashable, Codable, Sendable {
    public enum Kind: Hashable, Codable, Sendable {
        /// Glass the project applies: a `glassEffect`, a glass button style, a helper.
        case glass
        /// The glass background the system gives toolbar items.
        case toolbarItem
        /// A partial-height sheet, drawn as inset glass.
        case partialSheet
        /// The tab view's bottom accessory, drawn on glass.
        case accessory
    }

    public var kind: Kind
    /// What the project's glass is; `nil` for the system's.
    public var facts: GlassFacts?
    /// Where the glass is applied.
    public var file: String
    public var line: Int
    /// The project helper or container the glass comes through, if any.
    public var via: String?

    /// `the glass panel at PlannerView.swift:154`, for messages.
    public var summary: String {
        let place = "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
        switch kind {
        case .glass:
            if let via { return "glass from \(via) (\(place))" }
            return "\(facts?.spelling ?? "glass") at \(place)"
        case .toolbarItem: return "a toolbar item's glass (\(place))"
        case .partialSheet: return "a partial sheet (\(place))"
        case .accessory: return "the tab bar accessory (\(place))"
        }
    }

    /// Whether the glass is plain regular glass, which flips the default foreground
    /// itself; tinted, prominent and clear glass want their own content colours.
    public var isPlainRegularGlass: Bool {
        guard let facts else { return kind != .partialSheet }
        return facts.variant == .regular && !facts.isTinted
    }
}
