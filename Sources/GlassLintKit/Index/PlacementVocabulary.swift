/// The SwiftUI names that decide where a view is shown.
enum PlacementVocabulary {
    /// Modifiers whose content floats above the content layer.
    static let floatingModifiers: [String: Placement.FloatingKind] = [
        "overlay": .overlay, "overlayPreferenceValue": .overlay, "safeAreaInset": .safeArea, "safeAreaBar": .safeArea,
        "toolbar": .toolbar, "tabViewBottomAccessory": .accessory,
    ]

    /// Modifiers that show their content on a surface of its own: nothing of the
    /// presenting view's placement reaches it.
    static let presentations: Set<String> = [
        "sheet", "popover", "fullScreenCover", "inspector", "navigationDestination", "alert",
        "confirmationDialog", "contextMenu", "swipeActions", "searchSuggestions",
    ]

    /// Presentations drawn on the system's own sheet background.
    static let sheets: Set<String> = ["sheet", "popover", "inspector"]

    /// Containers whose children are rows.
    static let lists: Set<String> = ["List", "Form", "Section"]

    /// Lazy stacks and grids: a `Section` in one is no list row.
    static let lazyStacks: Set<String> = ["LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]
    /// Views whose children repeat per element.
    static let repeaters: Set<String> = lazyStacks.union(["ForEach"])

    static let toolbarItems: Set<String> = ["ToolbarItem", "ToolbarItemGroup"]

    /// SwiftUI views that hold content without changing where it is shown.
    static let systemContainers: Set<String> = ModifierNames.stacks.union([
        "Group", "NavigationStack", "NavigationSplitView", "NavigationView", "TabView", "Tab",
        "GeometryReader", "ViewThatFits", "LabeledContent", "DisclosureGroup", "ContentUnavailableView",
        "AnyView", "Map", "Label", "ControlGroup", "GroupBox", "WindowGroup", "Settings", "TimelineView",
        "ScrollViewReader", "Canvas", "Chart",
    ])

    /// Views that scroll content under what a `ZStack` layers above them.
    static let scrollingViews: Set<String> = ["ScrollView", "List", "Form", "Map"]

    /// Views SwiftUI ships: never a project view, so never worth looking for in other files.
    static let systemViews: Set<String> = systemContainers
        .union(ModifierNames.controls).union(ModifierNames.staticViews).union(ModifierNames.greedyViews)
        .union(lists).union(repeaters).union(toolbarItems)
        .union(["Spacer", "ScrollView", "GlassEffectContainer", "ToolbarSpacer", "ContentUnavailableView", "ForEach"])

    /// Button styles SwiftUI ships (the glass ones are read as glass).
    static let systemButtonStyles: Set<String> = [
        "plain", "bordered", "borderedProminent", "borderless", "automatic", "link", "glass", "glassProminent",
        "PlainButtonStyle", "BorderedButtonStyle", "BorderedProminentButtonStyle", "BorderlessButtonStyle",
        "DefaultButtonStyle", "LinkButtonStyle", "GlassButtonStyle", "GlassProminentButtonStyle",
    ]

    /// Modifiers SwiftUI ships that cannot be a project helper, so no enclosure is noted
    /// for them. Names outside this list are looked up among the project's helpers.
    static let systemModifiers: Set<String> = ModifierNames.layout.union([
        "accessibilityAddTraits", "accessibilityElement", "accessibilityHidden", "accessibilityHint",
        "accessibilityIdentifier", "accessibilityLabel", "accessibilityValue", "alert", "allowsHitTesting",
        "animation", "background", "backgroundExtensionEffect", "badge", "blur", "border", "brightness",
        "buttonStyle", "clipShape", "clipped", "colorMultiply", "compositingGroup", "confirmationDialog",
        "containerShape", "contentShape", "contentTransition", "contextMenu", "cornerRadius", "disabled",
        "environment", "environmentObject", "fill", "focused", "foregroundColor", "fullScreenCover",
        "gesture", "glassEffect", "glassEffectID", "glassEffectTransition", "glassEffectUnion", "grayscale",
        "hidden", "id", "ignoresSafeArea", "inspector", "keyboardShortcut", "labelsHidden", "layoutPriority",
        "listRowBackground", "listRowInsets", "listRowSeparator", "listStyle", "mask", "matchedGeometryEffect",
        "navigationBarTitleDisplayMode", "navigationDestination", "navigationTitle", "offset", "onAppear",
        "onChange", "onDisappear", "onLongPressGesture", "onSubmit", "onTapGesture", "opacity", "overlay",
        "pickerStyle", "popover", "position", "presentationBackground", "presentationDetents",
        "presentationDragIndicator", "redacted", "refreshable", "rotationEffect", "safeAreaBar",
        "safeAreaInset", "scaleEffect", "scrollContentBackground", "scrollEdgeEffectStyle",
        "scrollIndicators", "scrollTargetBehavior", "searchable", "searchToolbarBehavior", "shadow",
        "sheet", "simultaneousGesture", "stroke", "strokeBorder", "swipeActions", "symbolEffect",
        "tabBarMinimizeBehavior", "tabItem", "tabViewBottomAccessory", "tabViewStyle", "tag", "task",
        "textFieldStyle", "tint", "toggleStyle", "toolbar", "toolbarBackground",
        "toolbarBackgroundVisibility", "transition", "zIndex", "modifier", "sharedBackgroundVisibility",
        "environment", "preferredColorScheme", "highPriorityGesture", "draggable", "dropDestination",
        "onHover", "help", "menuStyle", "buttonBorderShape", "presentationCornerRadius",
    ])
}
