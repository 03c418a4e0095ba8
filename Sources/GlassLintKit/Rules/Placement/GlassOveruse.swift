import SwiftSyntax

/// Too many glass shapes on one screen, counted through the view's members and the
/// custom views it shows, in any file.
public struct GlassOveruse: Rule {
    public static let description = RuleDescription(
        id: "glass-overuse",
        title: "Too much glass on one screen",
        severity: .warning,
        rationale: """
            Glass is for the few controls that float above content. A screen covered in \
            glass shapes has no hierarchy left: everything floats, nothing stands out, and \
            every shape is another lens the system renders while content scrolls beneath \
            it. Keep glass for the bars and a few floating controls; put the rest on the \
            content layer. The count follows members and custom views across files; a \
            `ForEach` counts as several shapes, `if`/`else` as its larger branch, and a \
            project's screen laid over the others in a `ZStack` on a condition as covering them.
            """,
        source: "Human Interface Guidelines, Materials (Liquid Glass): use sparingly; WWDC25 session 219",
        triggers: GlassApplication.triggers,
        options: [
            RuleOption("maxGlassShapes", default: .int(10), summary: "how many glass shapes one view may show at once"),
        ],
        triggeringExamples: [
            RuleExample("""
                struct ↓Library: View {
                    let columns = [GridItem(.adaptive(minimum: 160))]
                    var body: some View {
                        ScrollView {
                            LazyVGrid(columns: columns) {
                                ForEach(papers) { paper in
                                    Text(paper.title).padding().glassEffect(.regular, in: .rect(cornerRadius: 16))
                                }
                            }
                        }
                    }
                }
                """, note: "a grid shows its repeated cards in rows and columns", options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct ↓Dashboard: View {
                    var body: some View {
                        VStack {
                            ForEach(widgets) { widget in
                                Text(widget.title).padding().glassEffect()
                            }
                            HStack {
                                Button("Share") { share() }.buttonStyle(.glass)
                                Button("Edit") { edit() }.buttonStyle(.glass)
                            }
                        }
                    }
                }
                """, options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct ↓TagsPage: View {
                    var body: some View {
                        VStack {
                            ChipSection(items: genres) { genre in
                                Button(genre.name) { open(genre) }.buttonStyle(.glass)
                            }
                            ChipSection(items: tags) { tag in
                                Button(tag.name) { open(tag) }.buttonStyle(.glass)
                            }
                        }
                    }
                }
                """, note: "a project's container handed the elements builds a chip for each", options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct StatTile: View {
                    let title: String
                    var body: some View {
                        Text(title).padding().glassEffect()
                    }
                }

                struct ↓Stats: View {
                    var body: some View {
                        Grid {
                            GridRow { StatTile(title: "Distance"); StatTile(title: "Time"); StatTile(title: "Stops") }
                            GridRow { StatTile(title: "Cost"); StatTile(title: "Nights"); StatTile(title: "Days") }
                        }
                    }
                }
                """, note: "custom views count with the glass they show", options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct ↓Gallery: View {
                    var body: some View {
                        VStack {
                            ForEach(photos) { photo in
                                Image(photo.name).padding().glassEffect()
                            }
                            Button("Upload") { upload() }.buttonStyle(.glass)
                            Button("Share") { share() }.buttonStyle(.glass)
                        }
                    }
                }

                struct Album: View {
                    var body: some View {
                        Gallery()
                    }
                }
                """, note: "reported once, at the view that holds the glass, not again at each parent",
                options: ["maxGlassShapes": .int(4)]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct ArtistRow: View {
                    var body: some View {
                        HStack {
                            NavigationLink {
                                ArtistProfile()
                            } label: {
                                Text(artist.name)
                            }
                            Button("Follow") { follow() }.buttonStyle(.glass)
                            Button("Share") { share() }.buttonStyle(.glass)
                        }
                    }
                }

                struct ArtistProfile: View {
                    var body: some View {
                        ForEach(links) { link in Button(link.title) { open(link) }.buttonStyle(.glass) }
                    }
                }
                """, note: "a navigation link's destination is another screen: the row shows only its label",
                options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct Wallet: View {
                    var body: some View {
                        ScrollView {
                            LazyVStack(spacing: 20) {
                                actions
                                LazyVStack {
                                    ForEach(accounts) { account in Text(account.name) }
                                }
                            }
                        }
                    }

                    private var actions: some View {
                        HStack {
                            Button("Send") { send() }.buttonStyle(.glass)
                            Button("Receive") { receive() }.buttonStyle(.glass)
                            Button("Swap") { swap() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "a lazy stack shows its own children once; only a ForEach repeats", options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct Controls: View {
                    @State private var isPlaying = false
                    var body: some View {
                        HStack {
                            if isPlaying {
                                Button("Pause") { pause() }.buttonStyle(.glass)
                            } else {
                                Button("Play") { play() }.buttonStyle(.glass)
                            }
                            Button("Next") { next() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "an if and its else are never on screen together", options: ["maxGlassShapes": .int(2)]),
            RuleExample("""
                struct Filters: View {
                    var body: some View {
                        HStack {
                            ForEach(filters) { filter in
                                Text(filter.name).padding(8).glassEffect(.identity)
                            }
                            Button("Clear") { clear() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "identity glass is no glass", options: ["maxGlassShapes": .int(2)]),
            RuleExample("""
                struct Player: View {
                    var body: some View {
                        Text("Now Playing").padding().glassEffect()
                            .sheet(isPresented: .constant(false)) {
                                VStack {
                                    Button("A") {}.buttonStyle(.glass)
                                    Button("B") {}.buttonStyle(.glass)
                                }
                            }
                    }
                }
                """, note: "a sheet is another screen", options: ["maxGlassShapes": .int(2)]),
            RuleExample("""
                #if os(watchOS)
                struct Workouts: View {
                    var body: some View {
                        List {
                            ForEach(workouts) { workout in
                                Button(workout.name) { start(workout) }.buttonStyle(.glass)
                            }
                        }
                    }
                }
                #endif
                """, note: "watchOS lists of glass buttons are that platform's idiom", options: ["maxGlassShapes": .int(2)]),
            RuleExample("""
                struct RootTabs: View {
                    var body: some View {
                        TabView {
                            ForEach(sections) { section in
                                TabSection(section.title) {
                                    ForEach(section.tabs) { tab in
                                        Tab(tab.title, systemImage: tab.symbol) { TimelineScreen(tab: tab) }
                                    }
                                }
                            }
                        }
                    }
                }

                struct TimelineScreen: View {
                    let tab: AppTab
                    var body: some View {
                        HStack {
                            Button("New") { compose() }.buttonStyle(.glass)
                            Button("Filter") { filter() }.buttonStyle(.glass)
                            Button("Search") { search() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "tabs built by a ForEach are shown one at a time, however many there are",
                options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct WaterHome: View {
                    @Environment(\\.verticalSizeClass) private var sizeClass
                    private var isLandscape: Bool { sizeClass == .compact }

                    var body: some View {
                        ProgressRing()
                            .padding()
                            .glassEffect()
                            .safeAreaInset(edge: .bottom) {
                                if !isLandscape {
                                    quickAddBar
                                }
                            }
                            .overlay(alignment: .bottom) {
                                if isLandscape {
                                    quickAddBar.padding(.bottom, 4)
                                }
                            }
                    }

                    private var quickAddBar: some View {
                        HStack {
                            Button("250 ml") { add(250) }.buttonStyle(.glass)
                            Button("500 ml") { add(500) }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "one bar, in an inset when upright and in an overlay in landscape: never both",
                options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct Discover: View {
                    let hasHistory: Bool
                    var body: some View {
                        VStack {
                            if !hasHistory {
                                charts
                            }
                            Text("For you").font(.headline)
                            if hasHistory {
                                charts
                            }
                        }
                    }

                    private var charts: some View {
                        HStack {
                            Button("Top 50") { open(.top) }.buttonStyle(.glass)
                            Button("Viral") { open(.viral) }.buttonStyle(.glass)
                            Button("New") { open(.new) }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "the same section placed first or last by one condition is shown once",
                options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct IconView: View {
                    let symbol: String
                    let style: IconStyle

                    var body: some View {
                        if style.hasGlass {
                            Image(systemName: symbol).padding(8).glassEffect(in: .circle)
                        } else {
                            Image(systemName: symbol).padding(8)
                        }
                    }
                }

                struct CategoryGrid: View {
                    let columns = [GridItem(.adaptive(minimum: 60))]
                    var body: some View {
                        ScrollView {
                            LazyVGrid(columns: columns) {
                                ForEach(categories) { category in
                                    IconView(symbol: category.symbol, style: .plain)
                                }
                            }
                        }
                    }
                }
                """, note: "glass chosen by a member of a style its creator gives cannot be counted: too few rather than too many",
                options: ["maxGlassShapes": .int(4)]),
            RuleExample("""
                struct Root: View {
                    @State private var showsPaywall = false
                    var body: some View {
                        ZStack {
                            HomeScreen()
                            if showsPaywall {
                                PaywallScreen()
                            }
                        }
                    }
                }

                struct HomeScreen: View {
                    var body: some View {
                        HStack {
                            Button("Notes") { openNotes() }.buttonStyle(.glass)
                            Button("Tasks") { openTasks() }.buttonStyle(.glass)
                            Button("Search") { search() }.buttonStyle(.glass)
                        }
                    }
                }

                struct PaywallScreen: View {
                    var body: some View {
                        VStack {
                            Text("Monthly").padding().glassEffect()
                            Text("Yearly").padding().glassEffect()
                            Button("Subscribe") { subscribe() }.buttonStyle(.glassProminent)
                        }
                    }
                }
                """, note: "a screen laid over the others on a condition covers them: one or the other is shown",
                options: ["maxGlassShapes": .int(4)]),
        ]
    )

    private let maximum: Int

    public init(options: RuleOptions) {
        maximum = options.int("maxGlassShapes")
    }

    public func check(_ file: SyntaxFile) -> [Violation] {
        let availability = file.availability
        return file.inventory.declGroups.compactMap { group -> Violation? in
            guard let named = group.asProtocol(NamedDeclSyntax.self), let type = TypeNames.name(of: group) else { return nil }
            let key = DeclarationKey(type: type, member: nil, file: DeclarationKey.privateFile(of: group, path: file.path))
            // Counted again for the platforms that build the view only when there are too many.
            guard file.index.glassShapes(ofView: key).total > maximum else { return nil }
            let shapes = file.index.glassShapes(ofView: key, on: file.compiledPlatforms(of: group))
            // On watchOS a list of glass buttons is the platform's idiom, not overuse.
            guard shapes.total > maximum, shapes.largestPart <= maximum, !file.runsOnly(on: .watchOS, group, availability) else {
                return nil
            }
            return Violation(
                at: named.name,
                message: "about \(shapes.total) glass shapes on one screen",
                fix: "keep glass for bars and a few floating controls"
            )
        }
    }
}
