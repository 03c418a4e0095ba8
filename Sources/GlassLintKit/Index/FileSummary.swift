/// What one file declares and uses that the project index needs, with no syntax inside:
/// the first pass of a review reads every file that can matter into one of these, and
/// the trees are dropped.
public struct FileSummary: Codable, Sendable {
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
    /// Whether a scene here holds the whole app in the dark appearance
    /// (`WindowGroup { Root().preferredColorScheme(.dark) }`).
    public var forcesDarkAppearance = false
    /// The view types a scene here shows in its window (`WindowGroup { Root() }`).
    public var sceneViews: Set<String> = []
    /// View types here whose body holds all it shows in the dark appearance
    /// (`var body: some View { TabView { … }.preferredColorScheme(.dark) }`).
    public var darkViews: Set<String> = []
    /// Values declared here that answer an availability check for the glass releases, each
    /// with the value it has on them (`AvailabilityFlag`).
    public var availabilityFlags: [String: String] = [:]
    /// Functions here that return a test of a value, a flag if the value is one.
    public var availabilityFlagAliases: [String: ParameterCondition] = [:]
    /// The project's shapes declared here (`struct FlameShape: Shape`): they draw a path,
    /// and nobody taps a path.
    public var shapeTypes: Set<String> = []

    public init(path: String) {
        self.path = path
    }
}

/// A view type, or a type whose stored properties a view conformance elsewhere may use.
public struct ViewTypeSummary: Codable, Sendable {
    public var key: DeclarationKey
    /// Properties that hold view-builder content (`let content: Content`), in order.
    public var slots: [String]
    /// Boolean properties with a default value (`var isCompact = false`).
    public var defaults: [String: String]
    /// Whether the view calls one of its closure properties inside `withAnimation`.
    public var animatesItsActions: Bool
    /// A `UIViewRepresentable` or one of its kin: the content it is given is hosted by UIKit
    /// or AppKit (an input accessory above the keyboard), where its code puts it, not inside
    /// the SwiftUI views around the representable. A table or collection it hosts shows
    /// that content in its cells, inside those views.
    public var hostsContentOutside = false
    /// Whether its body fills its space with an opaque colour, gradient or picture (a
    /// screen's backdrop, a remote image), or it hosts media in a UIKit or AppKit view (a
    /// map, a zoomable page): what is layered over it sits on it, not on glass further out.
    public var isOpaqueBackdrop = false

    /// What the type's declaration and its extensions say together.
    func merged(with other: ViewTypeSummary) -> ViewTypeSummary {
        ViewTypeSummary(
            key: key, slots: slots.isEmpty ? other.slots : slots,
            defaults: defaults.merging(other.defaults) { first, _ in first },
            animatesItsActions: animatesItsActions || other.animatesItsActions,
            hostsContentOutside: hostsContentOutside || other.hostsContentOutside,
            isOpaqueBackdrop: isOpaqueBackdrop || other.isOpaqueBackdrop
        )
    }
}
