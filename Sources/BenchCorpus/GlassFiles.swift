/// The files that touch Liquid Glass, bars or materials: a mix of correct adoption and
/// the mistakes glasslint is meant to find (glass before padding, siblings without a
/// container, glass on list rows, clear glass without dimming, opaque bars, custom sheet
/// backgrounds, imitation glass, toggling glass with if/else, ungated 26.0 API).
/// Spellings follow API-FACTS.md.
extension FileBuilder {
    mutating func buildGlass(_ role: GlassRole) {
        if role == .appearance {
            fileHeader(imports: ["UIKit"])
            uikitAppearance()
            return
        }
        fileHeader(imports: ["SwiftUI"])
        switch role {
        case .floatingControls: floatingControls(spec.typeName)
        case .card: floatingCard(spec.typeName)
        case .toolbar: browserView(spec.typeName)
        case .sheet: quickActionsSheet(spec.typeName)
        case .tabs: tabsView(spec.typeName)
        case .surface: surfaceExtension()
        case .morph: actionMenu(spec.typeName)
        case .overlay: playerOverlay(spec.typeName)
        case .appearance: break
        }
        fill(viewSections + [{ $0.glassBadge() }, { $0.glassRows() }])
    }

    /// How a file guards 26.0 API: the deployment target of the corpus is iOS 17.
    enum Gate { case ifAvailable, annotated, ungated }

    mutating func pickGate() -> Gate {
        rng.weighted([(.ifAvailable, 60), (.annotated, 22), (.ungated, 18)])
    }

    func availabilityAttribute(_ gate: Gate) -> String {
        gate == .annotated ? "@available(iOS 26.0, *)\n" : ""
    }

    // MARK: - Floating controls

    mutating func floatingControls(_ name: String) {
        let gate = pickGate()
        let spacing = rng.pick([8, 10, 12, 16])
        let containerSpacing = rng.chance(75) ? spacing : spacing * 2
        let variant = rng.below(3)  // 0: correct container, 1: siblings without container, 2: glass before padding
        w.lines("""
        /// \(docSentence("the floating controls over the \(label(f.plural).lowercased()) map"))
        \(availabilityAttribute(gate))struct \(name): View {
            let items: [\(f.entity)]
            @State private var isFollowingUser = true
            @State private var isShowingFilters = false
            @State private var selection: \(f.entity).ID?

            var body: some View {
                ZStack(alignment: .bottomTrailing) {
                    List(items, selection: $selection) { item in
                        \(f.entity)Row(item: item)
                    }
                    .listStyle(.plain)
                    controls
                        .padding(\(rng.pick(["20", "16", ".horizontal, 20"])))
                }
                .sheet(isPresented: $isShowingFilters) {
                    Text("Filters")
                        .presentationDetents([.medium])
                }
            }

        """)
        let buttons = """
        Button {
            isFollowingUser.toggle()
        } label: {
            Image(systemName: isFollowingUser ? "location.fill" : "location")
                .frame(width: 44, height: 44)
        }
        \(variant == 2 ? ".glassEffect(.regular.interactive())\n.padding(4)" : ".glassEffect(.regular.interactive())")
        Button {
            isShowingFilters = true
        } label: {
            Image(systemName: "line.3.horizontal.decrease")
                .frame(width: 44, height: 44)
        }
        .glassEffect(.regular.tint(.\(f.tint)).interactive())
        """
        var controls = variant == 1
            ? "VStack(spacing: \(spacing)) {\n" + indent(buttons) + "\n}"
            : "GlassEffectContainer(spacing: \(containerSpacing)) {\n    VStack(spacing: \(spacing)) {\n" + indent(indent(buttons)) + "\n    }\n}"
        if gate == .ifAvailable {
            controls = """
            if #available(iOS 26.0, *) {
            \(indent(controls))
            } else {
                VStack(spacing: \(spacing)) {
                    Button { isFollowingUser.toggle() } label: {
                        Image(systemName: "location")
                            .frame(width: 44, height: 44)
                    }
                    Button { isShowingFilters = true } label: {
                        Image(systemName: "line.3.horizontal.decrease")
                            .frame(width: 44, height: 44)
                    }
                }
                .background(.ultraThinMaterial, in: Capsule())
            }
            """
        }
        let property = (gate == .ifAvailable ? "@ViewBuilder\n" : "") + "private var controls: some View {\n" + indent(controls) + "\n}"
        w.lines(indent(property))
        w.line("}")
    }

    func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    // MARK: - Floating card

    mutating func floatingCard(_ name: String) {
        let gate = pickGate()
        let radius = rng.pick([16, 20, 24, 28])
        let variant = rng.below(4)  // 0: correct, 1: glass before padding, 2: clipped after glass, 3: imitation with material
        let usesGlass = variant != 3
        let gatedChain = usesGlass && gate == .ifAvailable
        // Inside the gated modifier the radius is the modifier's parameter.
        let r = gatedChain ? "cornerRadius" : String(radius)
        let chain: String
        switch variant {
        case 0:
            chain = ".padding(\(rng.pick(["16", "20"])))\n.glassEffect(.regular, in: .rect(cornerRadius: \(r)))"
        case 1:
            chain = ".glassEffect()\n.padding(\(rng.pick(["16", "20"])))\n.frame(maxWidth: .infinity)"
        case 2:
            chain = ".padding()\n.glassEffect(.regular.tint(.\(f.tint).opacity(0.3)))\n.clipShape(RoundedRectangle(cornerRadius: \(r)))"
        default:
            chain = ".padding()\n.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: \(r), style: .continuous))\n.overlay {\n    RoundedRectangle(cornerRadius: \(r), style: .continuous)\n        .stroke(.white.opacity(0.35), lineWidth: 1)\n}\n.shadow(color: .black.opacity(0.15), radius: 12, y: 6)"
        }
        w.lines("""
        /// \(docSentence("a floating summary of one \(label(f.entity).lowercased())"))
        \(usesGlass ? availabilityAttribute(gate) : "")struct \(name): View {
            let item: \(f.entity)
            var onOpen: () -> Void = {}

            var body: some View {
        """)
        w.lines("""
                VStack(alignment: .leading, spacing: 8) {
                    Label(item.status.displayName, systemImage: item.status.systemImage)
                        .font(.caption.weight(.semibold))
                    Text(item.\(f.titleProperty))
                        .font(.title3.bold())
                        .lineLimit(2)
                    Button("Open", action: onOpen)
                        .buttonStyle(\(usesGlass ? rng.pick([".glass", ".glassProminent", ".borderless"]) : ".borderedProminent"))
                }
        """)
        if gatedChain {
            // Gate at the call site: glass on 26, a material before.
            w.lines("""
                    .modifier(\(name)Surface(cornerRadius: \(radius)))
                }
            }

            private struct \(name)Surface: ViewModifier {
                let cornerRadius: CGFloat

                func body(content: Content) -> some View {
                    if #available(iOS 26.0, *) {
                        content
            \(indent(indent(indent(indent(chain)))))
                    } else {
                        content
                            .padding()
                            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
                    }
                }
            }
            """)
        } else {
            w.lines(indent(indent(chain)))
            w.lines("""
                }
            }
            """)
        }
    }

    // MARK: - Browser with bars

    mutating func browserView(_ name: String) {
        let gate = pickGate()
        let barStyle = rng.below(3)  // 0: visible bar, 1: coloured bar, 2: both
        var bar = ""
        if barStyle != 1 { bar += ".toolbarBackground(.visible, for: .navigationBar)\n" }
        if barStyle != 0 { bar += ".toolbarBackground(Color.\(f.tint), for: .navigationBar)\n.toolbarColorScheme(.dark, for: .navigationBar)\n" }
        if rng.chance(40) { bar += ".toolbarBackground(.ultraThinMaterial, for: .tabBar)\n" }
        let search = gate == .ungated
            ? ".searchToolbarBehavior(.\(rng.chance(70) ? "minimize" : "minimized"))\n"
            : ""
        w.lines("""
        /// \(docSentence("the \(label(f.plural).lowercased()) browser with search and a custom bar"))
        struct \(name): View {
            @State private var query = ""
            @State private var isShowingFilters = false
            let items: [\(f.entity)]

            private var matches: [\(f.entity)] {
                query.isEmpty ? items : items.filter { $0.\(f.titleProperty).localizedCaseInsensitiveContains(query) }
            }

            var body: some View {
                NavigationStack {
                    List(matches) { item in
                        NavigationLink(value: item.id) {
                            \(f.entity)Row(item: item)
                        }
                    }
                    .navigationTitle("\(label(f.plural))")
                    .searchable(text: $query)
        \(indent(indent(indent(bar + search))).trimmingTrailingNewlines())
                    .toolbar { toolbarItems }
                }
            }

            @ToolbarContentBuilder
            private var toolbarItems: some ToolbarContent {
        """)
        if gate == .ifAvailable || gate == .annotated {
            w.lines("""
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Filters", systemImage: "line.3.horizontal.decrease") {
                            isShowingFilters = true
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                            \(rng.chance(50) ? ".buttonStyle(.glass)" : ".tint(.\(f.tint))")
                    }
            """)
        } else {
            w.lines("""
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Filters", systemImage: "line.3.horizontal.decrease") {
                            isShowingFilters = true
                        }
                    }
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add", systemImage: "plus") {}
                    }
                    .sharedBackgroundVisibility(.hidden)
            """)
        }
        w.lines("""
            }
        }
        """)
    }

    // MARK: - Sheet

    mutating func quickActionsSheet(_ name: String) {
        let gate = pickGate()
        let background = rng.pick([".presentationBackground(.ultraThinMaterial)", ".presentationBackground(.regularMaterial)", ".presentationBackground(Color(.systemBackground))", ".presentationBackground {\n    Color.\(f.tint).opacity(0.2)\n}"])
        let prominent = gate == .ungated || rng.chance(50)
        w.lines("""
        /// \(docSentence("quick actions for a \(label(f.entity).lowercased()) in a half-height sheet"))
        \(availabilityAttribute(gate == .ifAvailable ? .annotated : gate))struct \(name): View {
            let item: \(f.entity)
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                VStack(spacing: 16) {
                    Capsule()
                        .fill(.secondary)
                        .frame(width: 36, height: 5)
                    Text(item.\(f.titleProperty))
                        .font(.headline)
                    HStack(spacing: 12) {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                            .buttonStyle(.glass)
                        Button("Duplicate", systemImage: "plus.square.on.square") {}
                            .buttonStyle(.glass)
                        Button("Done") { dismiss() }
                            .buttonStyle(\(prominent ? ".glassProminent" : ".borderedProminent"))
                    }
                }
                .padding()
                .presentationDetents([.medium\(rng.chance(50) ? ", .large" : "")])
        \(indent(indent(background)))
            }
        }
        """)
    }

    // MARK: - Tabs

    mutating func tabsView(_ name: String) {
        let gate = pickGate()
        let minimize = rng.pick(["onScrollDown", "onScrollUp", "automatic", "never"])
        let customBar = rng.chance(35)
        // Every variant touches glass: a glass button in the accessory (glass on glass),
        // the minimised search field, or both.
        let accessoryGlass = rng.chance(50)
        let minimizedSearch = !accessoryGlass || rng.chance(40)
        w.lines("""
        /// \(docSentence("the root tabs with a mini player above the tab bar"))
        \(availabilityAttribute(gate == .ifAvailable ? .annotated : gate))struct \(name): View {
            @State private var selection = 0
            @State private var searchText = ""
            let items: [\(f.entity)]

            var body: some View {
                TabView(selection: $selection) {
                    Tab("\(label(f.plural))", systemImage: "\(f.symbol)", value: 0) {
                        NavigationStack {
                            List(items) { item in
                                \(f.entity)Row(item: item)
                            }
                            .navigationTitle("\(label(f.plural))")
                        }
                    }
                    Tab("Activity", systemImage: "clock", value: 1) {
                        Text("Activity")
                    }
                    Tab(value: 2, role: .search) {
                        NavigationStack {
                            List(items.filter { $0.\(f.titleProperty).localizedCaseInsensitiveContains(searchText) }) { item in
                                \(f.entity)Row(item: item)
                            }
                            .searchable(text: $searchText)\(minimizedSearch ? "\n                    .searchToolbarBehavior(.minimize)" : "")
                        }
                    }
                }
                .tabBarMinimizeBehavior(.\(minimize))
                .tabViewBottomAccessory {
                    HStack {
                        Image(systemName: "\(f.symbol)")
                        Text(items.first?.\(f.titleProperty) ?? "Nothing playing")
                            .lineLimit(1)
                        Spacer()
                        Button("Play", systemImage: "play.fill") {}
                            .labelStyle(.iconOnly)\(accessoryGlass ? "\n                    .buttonStyle(.glass)" : "")
                    }
                    .padding(.horizontal)
                }
        """)
        if customBar {
            w.lines("""
                    .safeAreaInset(edge: .bottom) {
                        Color.clear
                            .frame(height: 0)
                            .background(.ultraThinMaterial)
                    }
            """)
        }
        w.lines("""
            }
        }
        """)
    }

    // MARK: - Gate-once surface helpers

    mutating func surfaceExtension() {
        let method = unique(f.lower + "Surface")
        let action = unique(f.lower + "PrimaryActionStyle")
        w.lines("""
        extension View {
            /// Real glass on 26, a material before it; call sites stay free of availability checks.
            @ViewBuilder
            func \(method)(cornerRadius: CGFloat = \(rng.pick([12, 16, 20])), interactive: Bool = false) -> some View {
                if #available(iOS 26.0, *) {
                    glassEffect(interactive ? .regular.interactive() : .regular, in: .rect(cornerRadius: cornerRadius))
                } else {
                    background(.regularMaterial, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
                }
            }

            /// The one prominent action of a screen.
            @ViewBuilder
            func \(action)() -> some View {
                if #available(iOS 26.0, *) {
                    buttonStyle(.glassProminent)
                } else {
                    buttonStyle(.borderedProminent)
                }
            }
        }

        struct \(f.entity)SurfaceDemo: View {
            let item: \(f.entity)

            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    Text(item.\(f.titleProperty))
                        .font(.headline)
                        .padding()
                        .\(method)()
                    Button("Continue") {}
                        .\(action)()
                }
            }
        }
        """)
    }

    // MARK: - Morphing menu

    mutating func actionMenu(_ name: String) {
        let gate = pickGate()
        let spacing = rng.pick([8, 12, 16])
        let animated = rng.chance(70)
        let contained = rng.chance(75)
        let toggle = animated ? "withAnimation(.bouncy) {\n    isExpanded.toggle()\n}" : "isExpanded.toggle()"
        var stack = """
        HStack(spacing: \(spacing)) {
            if isExpanded {
                ForEach(actions) { action in
                    Button {
                        perform(action)
                    } label: {
                        Image(systemName: action.systemImage)
                            .frame(width: 48, height: 48)
                    }
                    .glassEffect(.regular.interactive())
                    .glassEffectID(action.id, in: namespace)
        \(rng.chance(40) ? "            .glassEffectTransition(.materialize)\n" : "")        }
            }
            Button {
        \(indent(indent(toggle)))
            } label: {
                Image(systemName: isExpanded ? "xmark" : "ellipsis")
                    .frame(width: 48, height: 48)
            }
            .glassEffect(.regular.tint(.\(f.tint)).interactive(), in: .rect(cornerRadius: 16))
            .glassEffectID("toggle", in: namespace)
        }
        """
        if contained {
            stack = "GlassEffectContainer(spacing: \(spacing)) {\n" + indent(stack) + "\n}"
        }
        w.lines("""
        /// \(docSentence("an expanding menu of quick actions that morph out of one button"))
        \(availabilityAttribute(gate == .ifAvailable ? .annotated : gate))struct \(name): View {
            struct Action: Identifiable {
                let id: String
                let systemImage: String
            }

            var actions: [Action] = [
                Action(id: "share", systemImage: "square.and.arrow.up"),
                Action(id: "pin", systemImage: "pin"),
                Action(id: "archive", systemImage: "archivebox"),
            ]
            var perform: (Action) -> Void = { _ in }
            @State private var isExpanded = false
            @Namespace private var namespace

            var body: some View {
        \(indent(indent(stack)))
            }
        }
        """)
        if rng.chance(40) {
            w.blank()
            w.lines("""
            \(availabilityAttribute(.annotated))private struct \(name)Pair: View {
                @Namespace private var union

                var body: some View {
                    GlassEffectContainer(spacing: 20) {
                        HStack(spacing: 20) {
                            Image(systemName: "heart")
                                .frame(width: 44, height: 44)
                                .glassEffect()
                                .glassEffectUnion(id: "reactions", namespace: union)
                            Image(systemName: "bubble.left")
                                .frame(width: 44, height: 44)
                                .glassEffect()
                                .glassEffectUnion(id: "reactions", namespace: union)
                        }
                    }
                }
            }
            """)
        }
    }

    // MARK: - Media overlay

    mutating func playerOverlay(_ name: String) {
        let gate = pickGate()
        let dimmed = rng.chance(40)
        let toggled = rng.below(3)  // 0: if/else (loses identity), 1: .identity, 2: always on
        let controls = """
        HStack(spacing: 24) {
            Button("Back", systemImage: "gobackward.15") {}
            Button(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill") {
                isPlaying.toggle()
            }
            .font(.title)
            Button("Forward", systemImage: "goforward.15") {}
        }
        .labelStyle(.iconOnly)
        .padding(.horizontal, 24)
        .padding(.vertical, 12)
        """
        var glassed: String
        switch toggled {
        case 0:
            glassed = "if showsControlsOnGlass {\n    controls\n        .glassEffect(.clear)\n} else {\n    controls\n}"
        case 1:
            glassed = "controls\n    .glassEffect(showsControlsOnGlass ? .clear : .identity)"
        default:
            glassed = "controls\n    .glassEffect(.clear, in: .capsule)"
        }
        w.lines("""
        /// \(docSentence("playback controls floating over artwork"))
        \(availabilityAttribute(gate == .ifAvailable ? .annotated : gate))struct \(name): View {
            let artworkURL: URL?
            @State private var isPlaying = false
            @State private var showsControlsOnGlass = true

            var body: some View {
                ZStack(alignment: .bottom) {
                    AsyncImage(url: artworkURL) { image in
                        image
                            .resizable()
                            .scaledToFill()
                    } placeholder: {
                        Color.\(f.tint).opacity(0.3)
                    }
                    .ignoresSafeArea()
        \(dimmed ? "            LinearGradient(colors: [.clear, .black.opacity(0.35)], startPoint: .center, endPoint: .bottom)\n                .ignoresSafeArea()\n" : "")            \(glassedIndented(glassed))
                        .padding(.bottom, 32)
                }
            }

            private var controls: some View {
        \(indent(indent(controls)))
            }
        }
        """)
    }

    private func glassedIndented(_ text: String) -> String {
        // The first line sits after the template's own indentation.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line in index == 0 ? String(line) : "            " + line }.joined(separator: "\n")
    }

    // MARK: - UIKit bar appearance

    mutating func uikitAppearance() {
        let name = spec.typeName
        let opaque = rng.chance(65)
        w.lines("""
        /// \(docSentence("the navigation and tab bar appearance of the \(label(f.plural).lowercased()) screens"))
        enum \(name) {
            @MainActor
            static func apply() {
                let navigation = UINavigationBarAppearance()
                \(opaque ? "navigation.configureWithOpaqueBackground()\n        navigation.backgroundColor = UIColor.system\(f.tint.prefix(1).uppercased() + f.tint.dropFirst())" : "navigation.configureWithDefaultBackground()")
                navigation.titleTextAttributes = [.foregroundColor: UIColor.label]
                navigation.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
                UINavigationBar.appearance().standardAppearance = navigation
                UINavigationBar.appearance().scrollEdgeAppearance = navigation
                UINavigationBar.appearance().compactAppearance = navigation

                let tabBar = UITabBarAppearance()
                \(opaque ? "tabBar.configureWithOpaqueBackground()" : "tabBar.configureWithTransparentBackground()")
                tabBar.stackedLayoutAppearance.selected.iconColor = .tintColor
                UITabBar.appearance().standardAppearance = tabBar
                UITabBar.appearance().scrollEdgeAppearance = tabBar
            }
        }
        """)
        if rng.chance(60) {
            w.blank()
            w.lines("""
            final class \(f.entity)FloatingButtonView: UIView {
                private let button = UIButton(type: .system)
                private let effectView = UIVisualEffectView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(effectView)
                    effectView.contentView.addSubview(button)
                    if #available(iOS 26.0, *) {
                        let effect = UIGlassEffect(style: .regular)
                        effect.isInteractive = true
                        effect.tintColor = .system\(f.tint.prefix(1).uppercased() + f.tint.dropFirst())
                        effectView.effect = effect
                        button.configuration = .glass()
                        effectView.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 12))
                    } else {
                        effectView.effect = UIBlurEffect(style: .systemThinMaterial)
                        effectView.layer.cornerRadius = 12
                        effectView.clipsToBounds = true
                    }
                }

                @available(*, unavailable)
                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    effectView.frame = bounds
                    button.frame = effectView.contentView.bounds
                }
            }
            """)
        }
        // UIKit files grow with more appearance helpers rather than SwiftUI sections.
        var round = 0
        while w.byteCount < spec.targetBytes && round < 40 {
            round += 1
            let helper = unique("apply\(rng.pick(["Compact", "Modal", "Reader", "Settings", "Onboarding", "Search"]))Appearance")
            w.blank()
            w.lines("""
            extension \(name) {
                /// A variant for screens pushed modally; keeps the bar \(opaque ? "solid" : "clear") as the design asks.
                @MainActor
                static func \(helper)(to controller: UINavigationController, tint: UIColor = .system\(rng.pick(["Blue", "Indigo", "Teal", "Orange"]))) {
                    let appearance = UINavigationBarAppearance()
                    appearance.\(opaque ? "configureWithOpaqueBackground()" : "configureWithTransparentBackground()")
                    appearance.shadowColor = .clear
                    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: tint]
                    controller.navigationBar.standardAppearance = appearance
                    controller.navigationBar.scrollEdgeAppearance = appearance
                    controller.navigationBar.tintColor = tint
                }
            }
            """)
        }
    }

    // MARK: - Extra glass sections

    mutating func glassBadge() {
        let name = unique(f.entity + "GlassBadge", prefix: f.entity)
        w.lines("""
        /// A small floating count; glass so it reads over any content.
        @available(iOS 26.0, *)
        struct \(name): View {
            let count: Int

            var body: some View {
                Text(count, format: .number)
                    .font(.caption.bold().monospacedDigit())
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .glassEffect(.regular.tint(.\(f.tint)), in: .capsule)
            }
        }
        """)
    }

    /// Glass on every list row: content-layer glass, one of the mistakes to find.
    mutating func glassRows() {
        let name = unique(f.entity + "GlassList", prefix: f.entity)
        w.lines("""
        @available(iOS 26.0, *)
        struct \(name): View {
            let items: [\(f.entity)]

            var body: some View {
                List(items) { item in
                    \(f.entity)Row(item: item)
                        .padding(.vertical, 6)
                        .glassEffect(.regular, in: .rect(cornerRadius: \(rng.pick([10, 12, 14]))))
                        .listRowBackground(Color.clear)
                }
                .scrollContentBackground(.hidden)
            }
        }
        """)
    }
}

fileprivate extension String {
    func trimmingTrailingNewlines() -> String {
        var copy = self
        while copy.hasSuffix("\n") { copy.removeLast() }
        return copy
    }
}
