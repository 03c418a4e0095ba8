/// Every symbol of API-FACTS.md with its availability per platform, in one place. The
/// facts come from the iOS 26.0, 26.1 and 26.2 SDK interfaces; a test reads API-FACTS.md
/// and checks this table against it.
public enum APITable {
    // The availability shapes the SDKs use again and again.
    private static let glass = APIAvailability.since(OSVersion(26), on: [.iOS, .macOS, .tvOS, .watchOS], unavailableOn: [.visionOS])
    private static let glassPointOne = APIAvailability.since(OSVersion(26, 1), on: [.iOS, .macOS, .tvOS, .watchOS], unavailableOn: [.visionOS])
    private static let allPlatforms = APIAvailability.since(OSVersion(26), on: [.iOS, .macOS, .tvOS, .watchOS, .visionOS])
    private static let iOSOnly = APIAvailability.since(OSVersion(26), on: [.iOS], unavailableOn: [.macOS, .tvOS, .watchOS, .visionOS])
    private static let iOSOnlyPointOne = APIAvailability.since(OSVersion(26, 1), on: [.iOS], unavailableOn: [.macOS, .tvOS, .watchOS, .visionOS])
    private static let iOSAndMac = APIAvailability.since(OSVersion(26), on: [.iOS, .macOS], unavailableOn: [.tvOS, .watchOS, .visionOS])
    private static let withoutTVAndWatch = APIAvailability.since(OSVersion(26), on: [.iOS, .macOS, .visionOS], unavailableOn: [.tvOS, .watchOS])
    private static let iOSAndVision = APIAvailability.since(OSVersion(26), on: [.iOS, .visionOS], unavailableOn: [.macOS, .tvOS, .watchOS])
    private static let eighteen = APIAvailability([
        .iOS: .introduced(OSVersion(18)), .macOS: .introduced(OSVersion(15)), .tvOS: .introduced(OSVersion(18)),
        .watchOS: .introduced(OSVersion(11)), .visionOS: .introduced(OSVersion(2)),
    ])
    private static let zoom = APIAvailability([
        .iOS: .introduced(OSVersion(18)), .tvOS: .introduced(OSVersion(18)), .watchOS: .introduced(OSVersion(11)),
        .visionOS: .introduced(OSVersion(2)), .macOS: .unavailable,
    ])
    private static let toolbarBackground = APIAvailability([
        .iOS: .introduced(OSVersion(16)), .macOS: .introduced(OSVersion(13)), .tvOS: .introduced(OSVersion(16)),
        .watchOS: .introduced(OSVersion(9)),
    ])
    private static let presentationBackground = APIAvailability([
        .iOS: .introduced(OSVersion(16, 4)), .macOS: .introduced(OSVersion(13, 3)), .tvOS: .introduced(OSVersion(16, 4)),
        .watchOS: .introduced(OSVersion(9, 4)),
    ])
    private static let navigationSubtitle = APIAvailability([
        .iOS: .introduced(OSVersion(26)), .macCatalyst: .introduced(OSVersion(14)), .macOS: .introduced(OSVersion(11)),
        .tvOS: .unavailable, .watchOS: .unavailable, .visionOS: .unavailable,
    ])
    private static let visionOnly = APIAvailability([
        .visionOS: .introduced(OSVersion(1)), .iOS: .unavailable, .macOS: .unavailable, .tvOS: .unavailable, .watchOS: .unavailable,
    ])
    private static let visionOnlyTwoFour = APIAvailability([
        .visionOS: .introduced(OSVersion(2, 4)), .iOS: .unavailable, .macOS: .unavailable, .tvOS: .unavailable, .watchOS: .unavailable,
    ])
    private static let uiKitGlass = APIAvailability.since(OSVersion(26), on: [.iOS], unavailableOn: [.visionOS, .watchOS])
    private static let uiKitButtonGlass = APIAvailability.since(OSVersion(26), on: [.iOS, .tvOS], unavailableOn: [.watchOS, .visionOS])
    private static let uiKitEverywhereButWatch = APIAvailability.since(OSVersion(26), on: [.iOS, .tvOS, .visionOS], unavailableOn: [.watchOS])
    private static let uiKitIOSOnly = APIAvailability.since(OSVersion(26), on: [.iOS], unavailableOn: [.visionOS, .tvOS, .watchOS])
    private static let compatibilityKey = APIAvailability.since(OSVersion(26), on: [.iOS, .macOS, .tvOS])

    public static let symbols: [APISymbol] = [
        // SwiftUI: glass.
        APISymbol(.modifier("glassEffect"), glass, facts: "glassEffect(_:in:)"),
        APISymbol(.type("DefaultGlassEffectShape"), glass, facts: "DefaultGlassEffectShape"),
        APISymbol(.type("Glass"), glass, facts: "Glass"),
        APISymbol(.member("regular", of: "Glass"), glass, facts: "Glass.regular"),
        APISymbol(.member("clear", of: "Glass"), glass, facts: "Glass.clear"),
        APISymbol(.member("identity", of: "Glass"), glass, facts: "Glass.identity"),
        APISymbol(.member("tint", of: "Glass"), glass, facts: "Glass.tint(_:)"),
        APISymbol(.member("interactive", of: "Glass"), glass, facts: "Glass.interactive(_:)"),
        APISymbol(.type("GlassEffectContainer"), glass, facts: "GlassEffectContainer"),
        APISymbol(.initializer(of: "GlassEffectContainer", labels: ["spacing", "content"]), glass,
                  facts: "GlassEffectContainer.init(spacing:content:)"),
        APISymbol(.modifier("glassEffectID"), glass, facts: "glassEffectID(_:in:)"),
        APISymbol(.modifier("glassEffectUnion"), glass, facts: "glassEffectUnion(id:namespace:)"),
        APISymbol(.modifier("glassEffectTransition"), glass, facts: "glassEffectTransition(_:)"),
        APISymbol(.type("GlassEffectTransition"), glass, facts: "GlassEffectTransition"),
        APISymbol(.member("matchedGeometry", of: "GlassEffectTransition"), glass, facts: "GlassEffectTransition"),
        APISymbol(.member("materialize", of: "GlassEffectTransition"), glass, facts: "GlassEffectTransition"),
        APISymbol(.member("identity", of: "GlassEffectTransition"), glass, facts: "GlassEffectTransition"),
        // Button styles.
        APISymbol(.member("glass", of: "PrimitiveButtonStyle"), glass, facts: "PrimitiveButtonStyle.glass"),
        APISymbol(.member("glass", of: "PrimitiveButtonStyle", labels: ["_"]), glass, facts: "PrimitiveButtonStyle.glass(_:)"),
        APISymbol(.type("GlassButtonStyle"), glass, facts: "GlassButtonStyle"),
        APISymbol(.initializer(of: "GlassButtonStyle", labels: ["_"]), glassPointOne, facts: "GlassButtonStyle.init(_:)"),
        APISymbol(.member("glassProminent", of: "PrimitiveButtonStyle"), glass, facts: "PrimitiveButtonStyle.glassProminent"),
        APISymbol(.type("GlassProminentButtonStyle"), glass, facts: "GlassProminentButtonStyle"),
        // Tab bar.
        APISymbol(.modifier("tabBarMinimizeBehavior"), allPlatforms, facts: "tabBarMinimizeBehavior(_:)"),
        APISymbol(.type("TabBarMinimizeBehavior"), allPlatforms, facts: "TabBarMinimizeBehavior"),
        APISymbol(.member("automatic", of: "TabBarMinimizeBehavior"), allPlatforms, facts: ".automatic"),
        APISymbol(.member("onScrollDown", of: "TabBarMinimizeBehavior"), iOSOnly, facts: ".onScrollDown"),
        APISymbol(.member("onScrollUp", of: "TabBarMinimizeBehavior"), iOSOnly, facts: ".onScrollDown"),
        APISymbol(.member("never", of: "TabBarMinimizeBehavior"), iOSOnly, facts: ".onScrollDown"),
        APISymbol(.modifier("tabViewBottomAccessory"), iOSOnly, facts: "tabViewBottomAccessory(content:)"),
        APISymbol(.modifier("tabViewBottomAccessory", labels: ["isEnabled"]), iOSOnlyPointOne,
                  facts: "tabViewBottomAccessory(isEnabled:content:)"),
        APISymbol(.type("TabViewBottomAccessoryPlacement"), allPlatforms, facts: "TabViewBottomAccessoryPlacement"),
        APISymbol(.member("inline", of: "TabViewBottomAccessoryPlacement"), allPlatforms, facts: "TabViewBottomAccessoryPlacement"),
        APISymbol(.member("expanded", of: "TabViewBottomAccessoryPlacement"), allPlatforms, facts: "TabViewBottomAccessoryPlacement"),
        APISymbol(.keyPath("tabViewBottomAccessoryPlacement"), allPlatforms, facts: "EnvironmentValues.tabViewBottomAccessoryPlacement"),
        // Toolbars.
        APISymbol(.type("ToolbarSpacer"), iOSAndMac, facts: "ToolbarSpacer"),
        APISymbol(.type("SpacerSizing"), iOSAndMac, facts: "SpacerSizing"),
        APISymbol(.member("fixed", of: "SpacerSizing"), iOSAndMac, facts: "SpacerSizing"),
        APISymbol(.member("flexible", of: "SpacerSizing"), iOSAndMac, facts: "SpacerSizing"),
        APISymbol(.toolbarModifier("sharedBackgroundVisibility"), iOSAndMac, facts: "sharedBackgroundVisibility(_:)"),
        APISymbol(.type("DefaultToolbarItem"), allPlatforms, facts: "DefaultToolbarItem"),
        APISymbol(.member("search", of: "ToolbarDefaultItemKind"), withoutTVAndWatch, facts: "ToolbarDefaultItemKind.search"),
        APISymbol(.member("largeTitle", of: "ToolbarItemPlacement"), iOSOnly, facts: "ToolbarItemPlacement.largeTitle"),
        APISymbol(.member("subtitle", of: "ToolbarItemPlacement"), iOSOnly, facts: "ToolbarItemPlacement.largeTitle"),
        APISymbol(.member("largeSubtitle", of: "ToolbarItemPlacement"), iOSOnly, facts: "ToolbarItemPlacement.largeTitle"),
        APISymbol(.modifier("navigationSubtitle"), navigationSubtitle, facts: "navigationSubtitle(_:)"),
        APISymbol(.toolbarModifier("matchedTransitionSource"), iOSOnly, facts: "matchedTransitionSource", subject: "ToolbarContent"),
        // Search.
        APISymbol(.modifier("searchToolbarBehavior"), allPlatforms, facts: "searchToolbarBehavior(_:)"),
        APISymbol(.type("SearchToolbarBehavior"), allPlatforms, facts: "SearchToolbarBehavior", subject: "type"),
        APISymbol(.member("automatic", of: "SearchToolbarBehavior"), allPlatforms, facts: "SearchToolbarBehavior", subject: "type"),
        APISymbol(.member("minimize", of: "SearchToolbarBehavior"), iOSAndVision, facts: "SearchToolbarBehavior", subject: ".minimize"),
        APISymbol(.modifier("tabViewSearchActivation"), iOSAndMac, facts: "tabViewSearchActivation(_:)"),
        APISymbol(.type("TabRole"), eighteen, facts: "Tab(role:)"),
        APISymbol(.member("search", of: "TabRole"), eighteen, facts: "Tab(role:)"),
        // Scroll edges, backgrounds, bars.
        APISymbol(.modifier("scrollEdgeEffectStyle"), glass, facts: "scrollEdgeEffectStyle(_:for:)"),
        APISymbol(.type("ScrollEdgeEffectStyle"), allPlatforms, facts: "ScrollEdgeEffectStyle"),
        APISymbol(.member("automatic", of: "ScrollEdgeEffectStyle"), allPlatforms, facts: "ScrollEdgeEffectStyle"),
        APISymbol(.member("hard", of: "ScrollEdgeEffectStyle"), allPlatforms, facts: "ScrollEdgeEffectStyle"),
        APISymbol(.member("soft", of: "ScrollEdgeEffectStyle"), allPlatforms, facts: "ScrollEdgeEffectStyle"),
        APISymbol(.modifier("scrollEdgeEffectHidden"), glass, facts: "scrollEdgeEffectHidden(_:for:)"),
        APISymbol(.modifier("backgroundExtensionEffect"), allPlatforms, facts: "backgroundExtensionEffect()"),
        APISymbol(.modifier("backgroundExtensionEffect", labels: ["isEnabled"]), allPlatforms, facts: "backgroundExtensionEffect(isEnabled:)"),
        APISymbol(.modifier("safeAreaBar"), allPlatforms, facts: "safeAreaBar(edge:alignment:spacing:content:)"),
        APISymbol(.modifier("presentationBackground"), presentationBackground, facts: "presentationBackground"),
        APISymbol(.modifier("toolbarBackground"), toolbarBackground, facts: "toolbarBackground(_ style:for:)"),
        APISymbol(.overload(of: "toolbarBackground"), toolbarBackground, facts: "toolbarBackground(_ visibility:for:)"),
        APISymbol(.modifier("toolbarBackgroundVisibility"), eighteen, facts: "toolbarBackgroundVisibility(_:for:)"),
        // Shapes.
        APISymbol(.type("ConcentricRectangle"), allPlatforms, facts: "ConcentricRectangle"),
        APISymbol(.member("rect", of: "Shape", labels: [
            "corners", "topLeadingCorner", "topTrailingCorner", "bottomLeadingCorner", "bottomTrailingCorner",
            "uniformTopCorners", "uniformBottomCorners", "uniformLeadingCorners", "uniformTrailingCorners",
        ]), allPlatforms, facts: "Shape.rect(corners:isUniform:)"),
        APISymbol(.type("Edge.Corner.Style"), allPlatforms, facts: "Edge.Corner.Style"),
        APISymbol(.type("RoundedRectangularShape"), allPlatforms, facts: "RoundedRectangularShape"),
        APISymbol(.type("RoundedRectangularShapeCorners"), allPlatforms, facts: "RoundedRectangularShape"),
        APISymbol(.overload(of: "containerShape"), allPlatforms, facts: "containerShape(_:)"),
        APISymbol(.modifier("containerCornerOffset"), allPlatforms, facts: "containerCornerOffset(_:sizeToFit:)"),
        APISymbol(.distinctive("containerCornerInsets"), allPlatforms, facts: "containerCornerOffset(_:sizeToFit:)"),
        // Buttons, navigation and transitions.
        APISymbol(.member("confirm", of: "ButtonRole"), allPlatforms, facts: "ButtonRole.confirm"),
        APISymbol(.member("close", of: "ButtonRole"), allPlatforms, facts: "ButtonRole.confirm"),
        APISymbol(.modifier("buttonSizing"), allPlatforms, facts: "buttonSizing(_:)"),
        APISymbol(.type("ButtonSizing"), allPlatforms, facts: "buttonSizing(_:)"),
        APISymbol(.member("automatic", of: "ButtonSizing"), allPlatforms, facts: "buttonSizing(_:)"),
        APISymbol(.member("flexible", of: "ButtonSizing"), allPlatforms, facts: "buttonSizing(_:)"),
        APISymbol(.member("fitted", of: "ButtonSizing"), allPlatforms, facts: "buttonSizing(_:)"),
        APISymbol(.modifier("navigationTransition"), eighteen, facts: "navigationTransition(_:)"),
        APISymbol(.member("zoom", of: "NavigationTransition", labels: ["sourceID"]), zoom, facts: ".zoom(sourceID:in:)"),
        APISymbol(.type("ZoomNavigationTransition"), zoom, facts: ".zoom(sourceID:in:)"),
        APISymbol(.modifier("matchedTransitionSource"), eighteen, facts: "matchedTransitionSource", subject: "View"),
        // visionOS.
        APISymbol(.modifier("glassBackgroundEffect"), visionOnly, facts: "glassBackgroundEffect",
                  subject: "glassBackgroundEffect(displayMode:)"),
        APISymbol(.modifier("glassBackgroundEffect", labels: ["_"]), visionOnlyTwoFour, facts: "glassBackgroundEffect",
                  subject: "glassBackgroundEffect(_:displayMode:)"),
        // UIKit.
        APISymbol(.type("UIGlassEffect"), uiKitGlass, facts: "UIGlassEffect"),
        APISymbol(.type("UIGlassEffect.Style"), uiKitGlass, facts: "UIGlassEffect.Style"),
        APISymbol(.type("UIGlassContainerEffect"), uiKitGlass, facts: "UIGlassContainerEffect"),
        APISymbol(.member("glass", of: "UIButton.Configuration"), uiKitButtonGlass, facts: "UIButton.Configuration.glass()"),
        APISymbol(.member("prominentGlass", of: "UIButton.Configuration"), uiKitButtonGlass, facts: "UIButton.Configuration.glass()"),
        APISymbol(.member("clearGlass", of: "UIButton.Configuration"), uiKitButtonGlass, facts: "UIButton.Configuration.glass()"),
        APISymbol(.member("prominentClearGlass", of: "UIButton.Configuration"), uiKitButtonGlass, facts: "UIButton.Configuration.glass()"),
        APISymbol(.member("containerConcentric", of: "UICornerRadius", labels: ["minimum"]), uiKitEverywhereButWatch,
                  facts: "UICornerRadius.containerConcentric(minimum:)"),
        APISymbol(.distinctive("hidesSharedBackground"), uiKitIOSOnly, facts: "UIBarButtonItem.hidesSharedBackground"),
        APISymbol(.distinctive("sharesBackground"), uiKitIOSOnly, facts: "UIBarButtonItem.hidesSharedBackground"),
        APISymbol(.member("tabBarMinimizeBehavior", of: "UITabBarController"), uiKitEverywhereButWatch,
                  facts: "UITabBarController.tabBarMinimizeBehavior", subject: "tabBarMinimizeBehavior"),
        APISymbol(.member("bottomAccessory", of: "UITabBarController"), uiKitIOSOnly,
                  facts: "UITabBarController.tabBarMinimizeBehavior", subject: "bottomAccessory"),
        APISymbol(.distinctive("topEdgeEffect"), uiKitEverywhereButWatch, facts: "UIScrollView.topEdgeEffect"),
        APISymbol(.distinctive("bottomEdgeEffect"), uiKitEverywhereButWatch, facts: "UIScrollView.topEdgeEffect"),
        APISymbol(.distinctive("leftEdgeEffect"), uiKitEverywhereButWatch, facts: "UIScrollView.topEdgeEffect"),
        APISymbol(.distinctive("rightEdgeEffect"), uiKitEverywhereButWatch, facts: "UIScrollView.topEdgeEffect"),
        APISymbol(.type("UIScrollEdgeEffect.Style"), uiKitEverywhereButWatch, facts: "UIScrollView.topEdgeEffect"),
        APISymbol(.infoPlistKey(CompatibilitySwitch.key), compatibilityKey, facts: "UIDesignRequiresCompatibility"),
    ]

    /// Spellings no SDK declares that guides and AI reviewers teach, each with the real one.
    /// S262 is the iOS 26.2 SDK's SwiftUI interface (API-FACTS.md, "Sources").
    public static let inventions: [InventedAPI] = [
        InventedAPI(spelling: .member("minimized", of: "SearchToolbarBehavior"), real: ".minimize",
                    source: "S262 L19988-20004: SearchToolbarBehavior has .automatic and .minimize only"),
        InventedAPI(spelling: .member("minimizable", of: "SearchToolbarBehavior"), real: ".minimize",
                    source: "S262 L19988-20004: SearchToolbarBehavior has .automatic and .minimize only"),
        InventedAPI(spelling: .modifier("navigationZoomTransition"), real: ".navigationTransition(.zoom(sourceID:in:))",
                    source: "S262: navigationTransition(_:) with ZoomNavigationTransition (iOS 18); no navigationZoomTransition"),
        InventedAPI(spelling: .modifier("navigationTransitionSource"), real: ".matchedTransitionSource(id:in:)",
                    source: "S262: matchedTransitionSource(id:in:) (iOS 18); no navigationTransitionSource"),
        InventedAPI(spelling: .modifier("navigationTransitionDestination"), real: ".navigationTransition(.zoom(sourceID:in:))",
                    source: "S262: navigationTransition(_:) (iOS 18); no navigationTransitionDestination"),
        InventedAPI(spelling: .member("concentric", of: "RoundedCornerStyle"), real: ".rect(corners: .concentric) or ConcentricRectangle()",
                    source: "S262: RoundedCornerStyle has .circular and .continuous; .concentric is Edge.Corner.Style's (26.0)"),
        InventedAPI(spelling: .initializer(of: "Spacer", argumentType: "SpacerSizing"), real: "ToolbarSpacer(_:)",
                    source: "S262 L22898-22911: SpacerSizing is taken by ToolbarSpacer; Spacer has init(minLength:) only"),
    ]

    /// The invented API spelled so, if it is one.
    public static func invention(_ spelling: InventedAPI.Spelling) -> InventedAPI? {
        inventions.first { $0.spelling == spelling }
    }

    /// Words one of which any use of a table symbol contains, for the rules' trigger words.
    /// Implicit members are caught with the label that gives their type (`role: .close`,
    /// `placement: .subtitle`, never a bare `.subtitle`, which names many properties); a
    /// test checks that every symbol is covered.
    public static let triggerWords = [
        "glassEffect", "Glass", ".glass", "glassBackgroundEffect", "MinimizeBehavior", "ViewBottomAccessory",
        "ToolbarSpacer", "SpacerSizing", "sharedBackgroundVisibility", "DefaultToolbarItem", "ToolbarDefaultItemKind",
        "ToolbarItemPlacement", "placement: .largeTitle", "placement: .subtitle", "placement: .largeSubtitle",
        "earchToolbarBehavior", "EdgeEffect", "backgroundExtensionEffect", "safeAreaBar", "ConcentricRectangle", "RoundedRectangularShape", "Corner.Style",
        "corners:", "Corner:", "Corners:", "containerCorner", "containerConcentric", "navigationSubtitle",
        "tabViewSearchActivation", "uttonSizing", "avigationTransition", "matchedTransitionSource", "toolbarBackground",
        "presentationBackground", "TabRole", "role: .search", "ButtonRole", "role: .close", "role: .confirm",
        "hidesSharedBackground", "sharesBackground", "bottomAccessory",
    ]

    /// Types whose every member is in the table: a member not listed does not exist.
    public static let closedTypes: Set<String> = [
        "Glass", "GlassEffectTransition", "TabBarMinimizeBehavior", "SearchToolbarBehavior", "ScrollEdgeEffectStyle",
        "SpacerSizing", "TabViewBottomAccessoryPlacement", "ButtonSizing",
    ]

    /// The type an argument of a call expects, for the calls whose arguments are written
    /// as implicit members: `.glassEffect(.clear)`, `ToolbarSpacer(.fixed)`. The key `_` is
    /// the first unlabeled argument.
    public static let argumentTypes: [String: [String: String]] = [
        "glassEffect": ["_": "Glass"],
        "GlassButtonStyle": ["_": "Glass"],
        "buttonStyle": ["_": "PrimitiveButtonStyle"],
        "glassEffectTransition": ["_": "GlassEffectTransition"],
        "tabBarMinimizeBehavior": ["_": "TabBarMinimizeBehavior"],
        "searchToolbarBehavior": ["_": "SearchToolbarBehavior"],
        "scrollEdgeEffectStyle": ["_": "ScrollEdgeEffectStyle"],
        "buttonSizing": ["_": "ButtonSizing"],
        "navigationTransition": ["_": "NavigationTransition"],
        "ToolbarSpacer": ["_": "SpacerSizing", "placement": "ToolbarItemPlacement"],
        "DefaultToolbarItem": ["kind": "ToolbarDefaultItemKind", "placement": "ToolbarItemPlacement"],
        "ToolbarItem": ["placement": "ToolbarItemPlacement"],
        "ToolbarItemGroup": ["placement": "ToolbarItemPlacement"],
        "Button": ["role": "ButtonRole"],
        "Tab": ["role": "TabRole"],
    ]

    /// The members of a type the table lists: `regular`, `clear`, … of `Glass`.
    public static func members(of type: String) -> [String] {
        symbols.compactMap { symbol in
            guard case .member(let name, of: type, _) = symbol.spelling else { return nil }
            return name
        }
    }

    /// The symbol named `name` whose spelling `matches` accepts, preferring an overload
    /// whose labels the call has. `matches` gives the labels a spelling requires, or `nil`.
    static func lookup(_ name: String, labels: Set<String> = [], matching matches: (APISymbol.Spelling) -> Set<String>?) -> APISymbol? {
        var plain: APISymbol?
        for symbol in byName[name] ?? [] {
            guard let required = matches(symbol.spelling) else { continue }
            if required.isEmpty {
                plain = plain ?? symbol
            } else if !required.isDisjoint(with: labels) {
                return symbol
            }
        }
        return plain
    }

    /// Whether some symbol of the table is written `name`: most names of a file are not,
    /// and need no closer look.
    static func knows(_ name: String) -> Bool {
        byName[name] != nil
    }

    /// The symbols by the name code writes: a modifier's, a type's, a member's.
    private static let byName: [String: [APISymbol]] = Dictionary(grouping: symbols) { symbol in
        switch symbol.spelling {
        case .modifier(let name, _), .toolbarModifier(let name), .type(let name), .initializer(of: let name, _),
             .member(let name, _, _), .distinctive(let name), .keyPath(let name), .overload(of: let name), .infoPlistKey(let name):
            name
        }
    }
}
