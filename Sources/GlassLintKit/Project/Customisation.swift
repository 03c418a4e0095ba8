/// Existing customisation of bars and sheets (specification section 3): what adopting the
/// system glass takes out, or keeps for the pre-26 branch. Counted, with every site.
public struct Customisation: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case toolbarBackground
        case toolbarBackgroundVisibility
        case presentationBackground
        case navigationBarAppearance = "UINavigationBarAppearance"
        case tabBarAppearance = "UITabBarAppearance"
        case toolbarAppearance = "UIToolbarAppearance"
        /// `UINavigationBar.appearance()`, `UITabBar.appearance()`, `UIToolbar.appearance()`.
        case appearanceProxy = "bar appearance()"
        /// A material or visual-effect view inside a sheet's or popover's content.
        case materialInSheet = "material in a sheet"
    }

    public var kind: Kind
    /// `path:line` of each use, in file order.
    public var sites: [String]

    public init(kind: Kind, sites: [String]) {
        self.kind = kind
        self.sites = sites
    }
}
