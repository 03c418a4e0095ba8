/// One Apple API the review knows: how code spells it, where it exists, and the row of
/// API-FACTS.md that states it.
public struct APISymbol: Hashable, Sendable {
    public enum Spelling: Hashable, Sendable {
        /// A view modifier, `.glassEffect(…)`; with `labels`, the overload that has one of them.
        case modifier(String, labels: Set<String> = [])
        /// A modifier of toolbar content, called on `ToolbarItem(…)` and its kin.
        case toolbarModifier(String)
        /// A type used by name: `GlassEffectContainer { … }`, `Glass.regular`, `let g: Glass`.
        case type(String)
        /// An initializer that takes one of `labels` (`_` for an unlabeled first argument).
        case initializer(of: String, labels: Set<String>)
        /// A static member, written `Type.name` or `.name` where the type is expected; with
        /// `labels`, the overload that has one of them.
        case member(String, of: String, labels: Set<String> = [])
        /// A member name no other API uses, recognised wherever it is written.
        case distinctive(String)
        /// An environment value read with a key path: `\.tabViewBottomAccessoryPlacement`.
        case keyPath(String)
        /// An overload that code does not tell apart from an older one by its spelling. It is
        /// in the table for the facts; a use is judged by the older overload or its arguments.
        case overload(of: String)
        /// A key of Info.plist.
        case infoPlistKey(String)
    }

    public let spelling: Spelling
    public let availability: APIAvailability
    /// The first code span of the API-FACTS.md row that states it.
    public let factsRow: String
    /// The words that pick this symbol's statement out of its row: among rows that share
    /// the first code span, or among the subjects of one availability cell.
    public let factsSubject: String?

    init(_ spelling: Spelling, _ availability: APIAvailability, facts row: String, subject: String? = nil) {
        self.spelling = spelling
        self.availability = availability
        factsRow = row
        factsSubject = subject
    }

    /// Whether it is glass API whose availability the review judges: what the 26 releases
    /// brought on some platform, and visionOS's own glass (`glassBackgroundEffect`), which
    /// code for the other platforms reaches for by mistake. Older API the table knows for
    /// other rules (`toolbarBackground`, `presentationBackground`, `matchedTransitionSource`
    /// on views, the zoom transition) is left to the compiler.
    public var isFromThe26Releases: Bool {
        name == "glassBackgroundEffect" || availability.platforms.values.contains { support in
            guard case .introduced(let version) = support else { return false }
            return version.major >= 26
        }
    }

    /// The name a finding uses: `glassEffect`, `GlassButtonStyle(_:)`, `TabBarMinimizeBehavior.onScrollDown`.
    public var name: String {
        switch spelling {
        case .modifier(let name, _), .toolbarModifier(let name), .type(let name), .distinctive(let name),
             .overload(of: let name), .infoPlistKey(let name):
            name
        case .initializer(of: let type, labels: let labels):
            "\(type)(\(labels.sorted().map { "\($0):" }.joined()))"
        case .member(let name, of: let type, _):
            "\(type).\(name)"
        case .keyPath(let name):
            "\\.\(name)"
        }
    }
}
