import SwiftSyntax

/// Two or more glass views side by side with no `GlassEffectContainer` around them.
public struct GlassNeedsContainer: Rule {
    public static let description = RuleDescription(
        id: "glass-needs-container",
        title: "Glass siblings without a container",
        severity: .warning,
        rationale: """
            Glass cannot sample other glass. Glass shapes that sit near each other must be \
            rendered together by one `GlassEffectContainer`, which lets them blend when they \
            come closer than its spacing, lets them morph, and costs less than separate \
            effects. Wrap the stack in a container with the stack's spacing. Glass cards in a \
            grid or a lazy stack, or in a stack repeated in list rows or scrolling cells, are \
            content: the question there is whether they should be glass at all \
            (`glass-on-content`), and a container would only make them blend, so this rule \
            leaves them to that one. Glass controls there are still reported, and left \
            unwrapped by the automatic fix. In a lazy vertical stack, a list's rows, only \
            glass buttons count as controls: a row drawn in glass is a row, tapped or not. \
            Where a comment in the view speaks of the container (not as a TODO), the author \
            has chosen: the stack is left alone.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\"; SwiftUI documentation of GlassEffectContainer",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                struct TrendingChips: View {
                    var body: some View {
                        ScrollView(.horizontal) {
                            ↓HStack(spacing: 12) {
                                ForEach(sections) { section in
                                    chip(for: section)
                                }
                            }
                        }
                    }

                    private func chip(for section: Section) -> some View {
                        Button(section.title) { select(section) }.buttonStyle(.glass)
                    }
                }
                """, note: "a member of the same view draws the glass of each chip"),
            RuleExample("""
                ↓HStack(spacing: 12) {
                    Image(systemName: "pencil").frame(width: 44, height: 44).glassEffect()
                    Image(systemName: "eraser").frame(width: 44, height: 44).glassEffect()
                }
                """),
            RuleExample("""
                ↓VStack {
                    ForEach(tools) { tool in
                        Button(tool.name) { select(tool) }
                            .buttonStyle(.glass)
                    }
                }
                """, note: "a ForEach of glass views is many glass views"),
            RuleExample("""
                ↓HStack {
                    Label("Map", systemImage: "map").padding().glassEffect()
                    if showsFilter {
                        Label("Filter", systemImage: "line.3.horizontal.decrease").padding().glassEffect()
                    }
                }
                """),
            RuleExample("""
                ↓VStack {
                    HStack {
                        Image(systemName: "pencil").frame(width: 44, height: 44).glassEffect()
                        Image(systemName: "eraser").frame(width: 44, height: 44).glassEffect()
                    }
                    Text("Draw").padding().glassEffect()
                    Text("Erase").padding().glassEffect()
                }
                """, note: "one finding for the outer stack: its container holds the inner stack's glass too"),
            RuleExample("""
                struct Chip: View {
                    let title: String
                    var body: some View {
                        Text(title).padding().glassEffect()
                    }
                }

                struct Modes: View {
                    var body: some View {
                        ↓HStack {
                            Chip(title: "Walk")
                            Chip(title: "Drive")
                        }
                    }
                }
                """, note: "a custom view whose body is glass is a glass view"),
            RuleExample("""
                ↓HStack(spacing: 8) {
                    Menu("Filter") { filterOptions }
                    Menu("Sort") { sortOptions }
                    Button("Reply", action: reply)
                }
                .buttonStyle(.glass)
                """, note: "a glass button style set on the stack makes each button in it glass"),
            RuleExample("""
                struct SeriesDetail: View {
                    var body: some View {
                        VStack {
                            #if os(tvOS)
                                actions
                            #endif
                            Text("Series")
                        }
                        #if os(iOS)
                            .toolbar { ToolbarItem { actions } }
                        #endif
                    }

                    private var actions: some View {
                        ↓HStack {
                            Button("Filter") { filter() }.buttonStyle(.glass)
                            Button("Sort") { sort() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "grouped by a toolbar on iOS, bare on tvOS"),
            RuleExample("""
                struct Transport: View {
                    var body: some View {
                        ↓HStack(spacing: 24) {
                            Button { seekBack() } label: { roundButton(systemImage: "gobackward.10") }
                            Button { playPause() } label: { roundButton(systemImage: "play.fill") }
                        }
                    }

                    private func roundButton(systemImage: String) -> some View {
                        Image(systemName: systemImage)
                            .frame(width: 44, height: 44)
                            .glassEffect(.regular.interactive(), in: .circle)
                    }
                }
                """, note: "each button's label is a member that draws glass around itself"),
            RuleExample("""
                extension View {
                    func modify(@ViewBuilder _ transform: (Self) -> some View) -> some View { transform(self) }
                }

                struct EventCapsule: View {
                    let event: LiveEvent
                    var body: some View {
                        Text(event.title)
                            .padding(.horizontal, 10)
                            .modify {
                                if #available(iOS 26.0, *) {
                                    $0.glassEffect(.regular.interactive())
                                } else {
                                    $0.background(.thinMaterial, in: .capsule)
                                }
                            }
                    }
                }

                struct EventsBanner: View {
                    let events: [LiveEvent]
                    var body: some View {
                        ScrollView(.horizontal) {
                            ↓HStack {
                                ForEach(events) { EventCapsule(event: $0) }
                            }
                        }
                    }
                }
                """, note: "glass applied in a closure that a project method hands the view to is the view's glass"),
            RuleExample("""
                struct CategoryChips: View {
                    let categories: [Category]
                    var body: some View {
                        ScrollView(.horizontal) {
                            ↓HStack(spacing: 12) {
                                ForEach(categories) { category in
                                    Button(category.name) { select(category) }
                                        .buttonStyle(.glass)
                                }
                            }
                        }
                    }
                }
                """, note: "glass controls in scrolling content are still a group"),
            RuleExample("""
                struct RoutePicker: View {
                    var body: some View {
                        ScrollView(.horizontal) {
                            ↓HStack(spacing: 12) {
                                ForEach(Line.allCases) { line in
                                    routeCard(for: line)
                                }
                            }
                        }
                    }

                    private func routeCard(for line: Line) -> some View {
                        Button { select(line) } label: { Text(line.name).padding() }
                            .glassEffect(.regular, in: .rect(cornerRadius: 16))
                    }
                }
                """, note: "a member function that returns a glass button draws a control, in scrolling content too"),
            RuleExample("""
                struct PlaylistHeader: View {
                    var body: some View {
                        ↓HStack(spacing: 8) {
                            Group {
                                PlayButton(isPrimary: true)
                                PlayButton(isPrimary: false)
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                }

                struct PlayButton: View {
                    var isPrimary = false
                    var body: some View {
                        if isPrimary {
                            Button("Play", action: play).buttonStyle(.glassProminent)
                        } else {
                            Button("Shuffle", action: shuffle).buttonStyle(.glass)
                        }
                    }
                }
                """, note: "a group's frame applies to each of its views, which stand side by side"),
            RuleExample("""
                struct SetupFlow: View {
                    var body: some View {
                        ScrollView { steps }
                            .safeAreaInset(edge: .bottom) {
                                VStack(spacing: 0) {
                                    Divider()
                                    ↓HStack(spacing: 12) {
                                        Button("Back") { back() }.buttonStyle(.glass)
                                        Button("Continue") { next() }.buttonStyle(.glassProminent)
                                    }
                                    .padding()
                                }
                                .glassEffect(in: .rect)
                            }
                    }
                }
                """, note: "a row of controls side by side on a glass bar is still a cluster"),
            RuleExample("""
                struct OrganizersList: View {
                    let organizers: [Organizer]
                    var body: some View {
                        ScrollView {
                            ↓LazyVStack(spacing: 12) {
                                ForEach(organizers) { organizer in
                                    Button { open(organizer) } label: {
                                        Text(organizer.name).frame(maxWidth: .infinity, alignment: .leading).padding()
                                    }
                                    .buttonStyle(.glass)
                                }
                            }
                        }
                    }
                }
                """, note: "glass buttons stacked in a lazy list are still a group of controls"),
            RuleExample("""
                struct ComposerBar: View {
                    var body: some View {
                        // TODO: GlassEffectContainer
                        ↓HStack(spacing: 10) {
                            Button("Attach", systemImage: "paperclip") { attach() }.buttonStyle(.glass)
                            Button("Send", systemImage: "paperplane") { send() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "a container left to do is still missing"),
            RuleExample("""
                struct SignInScreen: View {
                    var body: some View {
                        ScrollView { intro }
                            .safeAreaInset(edge: .bottom) {
                                ↓VStack(spacing: 12) {
                                    Button { signIn() } label: { Text("Sign In").frame(maxWidth: .infinity) }
                                        .buttonStyle(.glassProminent)
                                    Button { browse() } label: { Text("Browse Offline").frame(maxWidth: .infinity) }
                                        .buttonStyle(.glass)
                                }
                                .padding()
                            }
                    }
                }
                """, note: "full-width buttons packed 12 points apart in a bar are still a group"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                HStack {
                    Button("Cancel", systemImage: "xmark") { cancel() }.buttonStyle(.glass)
                    Spacer()
                    Text("3 selected").padding().glassEffect()
                }
                """, note: "a Spacer holds the two apart: they can never blend"),
            RuleExample("""
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 12) {
                        Image(systemName: "pencil").frame(width: 44, height: 44).glassEffect()
                        Image(systemName: "eraser").frame(width: 44, height: 44).glassEffect()
                    }
                }
                """),
            RuleExample("""
                HStack {
                    Text("Route").font(.headline)
                    Spacer()
                    Image(systemName: "location").padding().glassEffect()
                }
                """, note: "a single glass view alone in its stack needs no container"),
            RuleExample("""
                HStack {
                    if isEditing {
                        Label("Done", systemImage: "checkmark").padding().glassEffect()
                    } else {
                        Label("Edit", systemImage: "pencil").padding().glassEffect()
                    }
                }
                """, note: "the if and the else are never on screen together"),
            RuleExample("""
                HStack {
                    Label("Map", systemImage: "map").padding().glassEffect()
                    Label("List", systemImage: "list.bullet").padding().glassEffect(.identity)
                    Label("Off", systemImage: "xmark").padding().glassEffect(.identity)
                }
                """, note: "identity glass is no glass"),
            RuleExample("""
                content.toolbar {
                    ToolbarItem {
                        HStack {
                            Button("A") {}.buttonStyle(.glass)
                            Button("B") {}.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "toolbar items are grouped on glass by the system"),
            RuleExample("""
                struct ModeButtons: View {
                    var body: some View {
                        HStack {
                            Button("Walk") { pick(.walking) }.buttonStyle(.glass)
                            Button("Drive") { pick(.driving) }.buttonStyle(.glass)
                        }
                    }
                }

                struct ModeBar: View {
                    var body: some View {
                        GlassEffectContainer { ModeButtons() }
                    }
                }
                """, note: "the container can live in the parent view"),
            RuleExample("""
                extension View {
                    func glassCluster() -> some View {
                        GlassEffectContainer { self }
                    }
                }

                let modes = HStack {
                    Text("Walk").padding().glassEffect()
                    Text("Drive").padding().glassEffect()
                }
                .glassCluster()
                """, note: "a project helper that applies a container"),
            RuleExample("""
                HStack(spacing: 8) {
                    Button("Reply", action: reply).buttonStyle(.plain)
                    Button("Share", action: share).buttonStyle(.plain)
                }
                .buttonStyle(.glass)
                """, note: "buttons with a style of their own do not take the one set around them"),
            RuleExample("""
                struct SuggestionButtons<T: Tag>: View {
                    var body: some View {
                        ScrollView(.horizontal) {
                            if #available(iOS 26.0, *) {
                                GlassEffectContainer(spacing: 8) { suggestionRow }
                            } else {
                                suggestionRow
                            }
                        }
                    }
                }

                private extension SuggestionButtons {
                    var suggestionRow: some View {
                        HStack(spacing: 8) {
                            ForEach(suggestions) { suggestion in
                                Button(suggestion.value) { pick(suggestion) }
                                    .padding(8)
                                    .glassEffect(.regular.interactive(), in: Capsule())
                            }
                        }
                    }
                }
                """, note: "a member declared in a private extension is the type's: its container is in the body"),
            RuleExample("""
                struct Dashboard: View {
                    let isScreenshotRun: Bool

                    var body: some View {
                        ScrollView { statsSection }
                    }

                    @ViewBuilder
                    private var statsSection: some View {
                        if isScreenshotRun {
                            stats
                        } else if #available(iOS 26, *) {
                            GlassEffectContainer(spacing: 12) { stats }
                        } else {
                            stats
                        }
                    }

                    private var stats: some View {
                        HStack(spacing: 12) {
                            Button("Distance") { showDistance() }.buttonStyle(.glass)
                            Button("Floors") { showFloors() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "grouped where the author draws glass; another branch shows it bare"),
            RuleExample("""
                ZStack {
                    Color.clear
                        .glassEffect(.regular.tint(.white), in: .rect(cornerRadius: 12))
                        .opacity(isActive ? 0 : 1)
                    Color.clear
                        .glassEffect(.regular.tint(.black), in: .rect(cornerRadius: 12))
                        .opacity(isActive ? 1 : 0)
                }
                """, note: "two glass layers that cross-fade on one condition are never seen together"),
            RuleExample("""
                @main
                struct Bridge: App {
                    var body: some Scene {
                        WindowGroup {
                            GlassEffectContainer {
                                ContentView()
                            }
                        }
                    }
                }
                struct ContentView: View {
                    var body: some View {
                        HStack {
                            Button("Scan", action: scan).buttonStyle(.glass)
                            Button("Connect", action: connect).buttonStyle(.glass)
                        }
                    }
                }
                """, note: "the app's scene puts its whole window in one container"),
            RuleExample("""
                struct PaperGallery: View {
                    let papers: [Paper]
                    var body: some View {
                        ScrollView {
                            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 16) {
                                ForEach(papers) { paper in
                                    PaperCard(paper: paper)
                                }
                            }
                        }
                    }
                }

                struct PaperCard: View {
                    let paper: Paper
                    var body: some View {
                        Text(paper.title).padding().glassEffect(in: .rect(cornerRadius: 12))
                    }
                }
                """, note: "glass cards in a grid are content: glass-on-content asks whether they should be glass; a container would only make them blend"),
            RuleExample("""
                struct MealDetail: View {
                    var body: some View {
                        ScrollView {
                            VStack(spacing: 16) {
                                summary.padding().glassEffect(in: .rect(cornerRadius: 16))
                                nutrition.padding().glassEffect(in: .rect(cornerRadius: 16))
                            }
                        }
                    }
                }
                """, note: "cards in scrolling content, left to glass-on-content"),
            RuleExample("""
                struct StatsCard: View {
                    var body: some View {
                        LazyVGrid(columns: columns) {
                            StatCell(title: "Fixes", value: fixes)
                            StatCell(title: "Battery", value: battery)
                        }
                        .padding()
                        .glassEffect(in: .rect(cornerRadius: 20))
                    }
                }

                struct StatCell: View {
                    let title: String
                    let value: String
                    var body: some View {
                        VStack { Text(value); Text(title) }.padding().glassEffect(in: .rect(cornerRadius: 12))
                    }
                }
                """, note: "glass tiles on a glass card: glass-on-glass is the question, not a container"),
            RuleExample("""
                struct APIKeyForm: View {
                    @Binding var key: String
                    var body: some View {
                        VStack(spacing: 10) {
                            Button("Paste from clipboard") { paste() }
                                .padding()
                                .glassEffect(.regular.interactive())
                            TextField("API Key", text: $key)
                            if let url = keyURL {
                                Link("Get an API key", destination: url)
                            }
                            Button("Delete API Key", role: .destructive) { delete() }
                                .padding()
                                .glassEffect(.regular.tint(.red).interactive())
                        }
                    }
                }
                """, note: "glass rows of a form with a field and a link between them never sit side by side"),
            RuleExample("""
                struct ProductCard: View {
                    let name: String
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(name).font(.headline)
                            Text("12 g carbs").font(.caption)
                        }
                        .padding()
                        .glassEffect(.regular, in: .rect(cornerRadius: 20))
                    }
                }

                struct Favorites: View {
                    let items: [Item]
                    @State private var selected: Item?
                    var body: some View {
                        ScrollView {
                            LazyVGrid(columns: columns, spacing: 16) {
                                ForEach(items) { item in
                                    Button(action: { selected = item }) {
                                        ProductCard(name: item.name)
                                    }
                                    .buttonStyle(.plain)
                                }
                            }
                        }
                    }
                }
                """, note: "buttons whose labels are glass cards are cards people tap: glass-on-content asks whether they should be glass"),
            RuleExample("""
                struct ShareSheet: View {
                    @State private var tint = Color.blue
                    var body: some View {
                        VStack(spacing: 20) {
                            Button("Edit lyrics") { editLyrics() }
                                .glassEffect(.regular.interactive(), in: .capsule)
                            ShareColorPicker(selection: $tint)
                            Button("Share") { share() }
                                .glassEffect(.regular.interactive(), in: .capsule)
                        }
                    }
                }
                """, note: "a section of the project's own between the two buttons holds them apart"),
            RuleExample("""
                struct TransferCard: View {
                    @State private var recipient = ""
                    @State private var amount = ""
                    var body: some View {
                        VStack(alignment: .leading, spacing: 12) {
                            Text("Send").font(.headline)
                            VStack(spacing: 12) {
                                TextField("Recipient", text: $recipient)
                                    .padding(12)
                                    .glassEffect(in: .rect(cornerRadius: 14))
                                TextField("Amount", text: $amount)
                                    .padding(12)
                                    .glassEffect(in: .rect(cornerRadius: 14))
                            }
                            HStack {
                                TextField("Memo", text: $memo)
                                    .padding(12)
                                    .glassEffect(in: .rect(cornerRadius: 14))
                                Button { scan() } label: { Image(systemName: "qrcode") }
                                    .buttonStyle(.glass)
                            }
                        }
                        .padding(20)
                        .glassEffect(in: .rect(cornerRadius: 24))
                    }
                }
                """, note: "fields and rows stacked on a glass card are the card's content: glass on glass is the problem (glass-on-glass)"),
            RuleExample("""
                struct SourcesList: View {
                    let sources: [Source]
                    var body: some View {
                        ScrollView {
                            LazyVStack(spacing: 12) {
                                ForEach(sources) { source in
                                    HStack {
                                        Text(source.title)
                                        Spacer()
                                        Image(systemName: "chevron.right")
                                    }
                                    .padding()
                                    .glassEffect(.regular, in: .rect(cornerRadius: 12))
                                    .onTapGesture { open(source) }
                                }
                            }
                        }
                    }
                }
                """, note: "rows of a lazy vertical stack are a list's rows, tapped or not: whether they should be glass is glass-on-content's question"),
            RuleExample("""
                extension View {
                    @ViewBuilder func frosted() -> some View {
                        #if os(visionOS)
                        background(.ultraThinMaterial, in: Capsule())
                        #else
                        glassEffect(.regular, in: .capsule)
                        #endif
                    }
                }

                struct ScrubberOverlay: View {
                    let chapter: String
                    let time: String
                    var body: some View { pillStack }

                    @ViewBuilder private var pillStack: some View {
                        #if os(visionOS)
                        pills
                        #else
                        GlassEffectContainer(spacing: 0) { pills }
                        #endif
                    }

                    private var pills: some View {
                        VStack(alignment: .leading, spacing: 3) {
                            Text(chapter).padding(6).frosted()
                            Text(time).padding(6).frosted()
                        }
                    }
                }
                """, note: "shown bare only on the platform where the helper draws a material, not glass"),
            RuleExample("""
                struct ComposerBar: View {
                    @State private var text = ""
                    var body: some View {
                        // No shared GlassEffectContainer: a container draws its glass over the typed text.
                        HStack(spacing: 10) {
                            Button("Attach", systemImage: "paperclip") { attach() }.buttonStyle(.glass)
                            Button("Send", systemImage: "paperplane") { send() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "the author says why the glass stands without a container"),
            RuleExample("""
                struct ActionMenu: View {
                    var body: some View {
                        VStack(spacing: 10) {
                            ActionButton(title: "Pause")
                            ActionButton(title: "End")
                        }
                    }
                }

                struct ActionButton: View {
                    let title: String
                    var body: some View {
                        Button(action: {}) { Text(title).padding() }
                            .buttonStyle(GlassButtonStyle())
                    }
                }

                private struct GlassButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.scaleEffect(configuration.isPressed ? 0.97 : 1)
                    }
                }
                """, note: "a project's own GlassButtonStyle, used in a view, draws no glass"),
            RuleExample("""
                struct AvatarActions: View {
                    let hasAvatar: Bool
                    var body: some View {
                        VStack(spacing: 24) {
                            Button("Choose Picture", systemImage: "photo") { choose() }
                                .buttonStyle(.glass)
                                .buttonSizing(.flexible)
                            if hasAvatar {
                                Button("Remove Picture", systemImage: "trash", role: .destructive) { remove() }
                                    .buttonStyle(.glass)
                                    .buttonSizing(.flexible)
                            }
                        }
                    }
                }
                """, note: "full-width buttons stacked one under another are rows: they never blend"),
            RuleExample("""
                struct NewEntryForm: View {
                    var body: some View {
                        VStack(spacing: 24) {
                            VStack(spacing: 12) {
                                HStack {
                                    Text("Start")
                                    Spacer()
                                    TextField("Page", text: $start)
                                }
                            }
                            .padding()
                            .glassEffect(.regular, in: .rect(cornerRadius: 16))
                            VStack {
                                Text("Notes").frame(maxWidth: .infinity, alignment: .leading)
                                TextEditor(text: $notes)
                            }
                            .padding()
                            .glassEffect(.regular, in: .rect(cornerRadius: 16))
                        }
                    }
                }
                """, note: "panels as wide as the form, one under the other"),
        ],
        corrections: [
            RuleCorrection("""
                var body: some View {
                    HStack(spacing: 12) {
                        Image(systemName: "pencil").glassEffect()
                        Image(systemName: "eraser").glassEffect()
                    }
                    .padding()
                }
                """, """
                var body: some View {
                    GlassEffectContainer(spacing: 12) {
                        HStack(spacing: 12) {
                            Image(systemName: "pencil").glassEffect()
                            Image(systemName: "eraser").glassEffect()
                        }
                    }
                    .padding()
                }
                """),
            RuleCorrection("""
                VStack {
                    Text("A").padding().glassEffect()
                    Text("B").padding().glassEffect()
                }
                """, """
                GlassEffectContainer {
                    VStack {
                        Text("A").padding().glassEffect()
                        Text("B").padding().glassEffect()
                    }
                }
                """),
            RuleCorrection("""
                HStack(spacing: 8) {
                    Button("Reply", action: reply)
                    Button("Share", action: share)
                }
                .buttonStyle(.glass)
                """, """
                GlassEffectContainer(spacing: 8) {
                    HStack(spacing: 8) {
                        Button("Reply", action: reply)
                        Button("Share", action: share)
                    }
                }
                .buttonStyle(.glass)
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let ungrouped = file.chains.compactMap { chain -> (stack: FunctionCallExprSyntax, glassCount: Int)? in
            guard let name = chain.baseName, ModifierNames.stacks.contains(name),
                  let stack = chain.base?.as(FunctionCallExprSyntax.self),
                  let closure = CallNames.contentClosure(of: stack)
            else { return nil }
            // A glass button style set on the stack (`HStack { … }.buttonStyle(.glass)`) makes each button in it glass.
            let stylesButtons = file.appliedGlass(in: chain).contains { $0.facts.kind != .effect }
            let isGlass = { (view: ModifierChain) in file.showsGlass(view) || (stylesButtons && Self.takesButtonStyle(view)) }
            // A `Spacer`, or a view that takes all the width (or height) it is given, holds
            // the glass on either side of it too far apart to blend; so does a row of text, a
            // field, a plain control or a project's view with no glass between glass rows of a
            // vertical stack (a form, a section of a sheet). Glass as wide as a vertical stack
            // that spaces its rows 20 points or more (a full-width button, a form's panel) is
            // a slab of its own: slabs laid that far apart never blend. A `ForEach` of them,
            // or slabs packed closer (a bar's pair of buttons), are still a group.
            let isVertical = ["VStack", "LazyVStack"].contains(name)
            let spacesRows = isVertical && Self.spacing(of: stack).map { $0 >= 20 } == true
            let runs = ViewBuilderContent.runs(of: ViewBuilderContent.of(closure)) { view in
                Self.holdsApart(view, in: file) || (isVertical && (Self.isPlainRow(view) || Self.isProjectView(view)) && !isGlass(view))
                    || (spacesRows && Self.fillsWidth(view))
            }
            let glassCount = runs.map { ViewBuilderContent.simultaneousCount(of: $0, where: isGlass) }.max() ?? 0
            // Grouped only where the views draw glass: a helper's `#if os` fallback draws none.
            // On watchOS glass buttons stacked in a list are the platform's own look.
            guard glassCount >= 2, !Self.isGrouped(chain, in: file, drawnOn: Self.glassPlatforms(in: closure, in: file)),
                  !file.runsOnly(on: .watchOS, stack, file.availability)
            else { return nil }
            // Glass cards in scrolling content, a grid, a list row, or on glass: whether they
            // should be glass at all is the question (glass-on-content, glass-on-glass), and a
            // container would only make them blend. Glass controls there are still a group;
            // in a lazy vertical stack, a list's rows, only glass buttons are: a row drawn in
            // glass is a row, tapped or not.
            let isControl = name == "LazyVStack" ? Self.isGlassButton : Self.isControl
            let controls = runs.map { run in
                ViewBuilderContent.simultaneousCount(of: run) { isGlass($0) && (isControl($0, file) || (stylesButtons && Self.takesButtonStyle($0))) }
            }.max() ?? 0
            // On a glass card, fields and rows stacked one under another are the card's
            // content, glass on glass (glass-on-glass): grouping them would not help. A row
            // of controls side by side on a glass bar is still a cluster.
            if isVertical || Self.holdsGlassField(closure, isGlass: isGlass), Self.isOnGlass(stack, in: file) { return nil }
            if controls < 2, Self.holdsContent(stack, in: file) || Self.isContent(stack, in: file) { return nil }
            // The author says why the glass stands without a container (`// No shared
            // GlassEffectContainer: it would draw the glass over the typed text`).
            if Self.explainsNoContainer(around: stack) { return nil }
            return (stack, glassCount)
        }
        // The container of an outer stack holds the glass of the stacks inside it too.
        return ungrouped.filter { inner in
            !ungrouped.contains { $0.stack.id != inner.stack.id && $0.stack.isAncestorOrSelf(of: inner.stack) }
        }.map { stack, glassCount in
            Violation(
                at: stack, message: glassCount == 2 ? "two glass views, no container" : "several glass views, no container",
                fix: "wrap in GlassEffectContainer",
                edits: Self.holdsContent(stack, in: file) ? [] : Self.wrap(stack, in: file)
            )
        }
    }

    /// A button, a menu, a link, or a project's view named as a button, that sets no
    /// button style of its own: the style set around it draws it.
    static func takesButtonStyle(_ view: ModifierChain) -> Bool {
        guard let name = view.baseName, ["Button", "Menu", "Link", "ShareLink", "NavigationLink"].contains(name) || name.hasSuffix("Button")
        else { return false }
        return !view.modifiers.contains { $0.name == "buttonStyle" }
    }

    /// `Spacer()`, or a view with no glass framed to `maxWidth: .infinity` (or height), or
    /// only along the bounds `filling` names.
    static func holdsApart(_ view: ModifierChain, in file: SyntaxFile, filling bounds: Set<String> = ["maxWidth", "maxHeight"]) -> Bool {
        if view.baseName == "Spacer" { return true }
        return !file.showsGlass(view) && view.modifiers(named: "frame").contains { frame in
            frame.call.arguments.contains { bounds.contains($0.label?.text ?? "") && $0.expression.trimmedText == ".infinity" }
        }
    }

    /// The spacing a stack gives as a number (`VStack(spacing: 24)`).
    private static func spacing(of stack: FunctionCallExprSyntax) -> Double? {
        stack.arguments.first { $0.label?.text == "spacing" }.flatMap { SyntaxQueries.signedNumber($0.expression) }
    }

    /// Whether the view fills the width it is offered: a button sized `.flexible`, a view
    /// framed to `maxWidth: .infinity` before its glass, or one whose label or content is
    /// (a row held open by a `Spacer` or framed to the full width).
    static func fillsWidth(_ view: ModifierChain, depth: Int = 0) -> Bool {
        if view.modifiers.contains(where: { $0.name == "buttonSizing" && $0.firstUnlabeledArgument?.trimmedText == ".flexible" }) {
            return true
        }
        let glass = view.modifiers.firstIndex { ["glassEffect", "buttonStyle", "background"].contains($0.name) } ?? view.modifiers.count
        if view.modifiers[..<glass].contains(where: isFullWidthFrame) { return true }
        guard depth < 3, let base = view.base else { return false }
        let inner = ViewBuilderContent.laidOutViews(of: base)
        if view.baseName == "HStack", inner.contains(where: { $0.baseName == "Spacer" }) { return true }
        return inner.contains { !$0.modifiers.contains(where: { $0.name == "frame" && !isFullWidthFrame($0) }) && fillsWidth($0, depth: depth + 1) }
    }

    private static func isFullWidthFrame(_ modifier: Modifier) -> Bool {
        modifier.name == "frame" && modifier.argument(labeled: "maxWidth")?.trimmedText == ".infinity"
    }

    /// Stacks whose glass views are content (a grid or lazy stack of cards, or a stack
    /// shown as a list row or a scrolling cell) are reported but not wrapped: whether
    /// content should be glass at all is the question there, not how to group it.
    static func holdsContent(_ stack: FunctionCallExprSyntax, in file: SyntaxFile) -> Bool {
        guard let name = CallNames.name(ofCall: stack), !lazyLayouts.contains(name) else { return true }
        return file.placements(of: stack).contains { placement in
            placement.layer == .content(.listRow) || placement.layer == .content(.scrollCell) || placement.isRepeated
        }
    }

    private static let lazyLayouts: Set<String> = ["LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid", "GridRow"]

    /// A view people tap: a control, or one whose glass is a button style or an interactive
    /// capsule or disc (a chip), drawn by the chain, the custom view or the member it is.
    /// A control whose label is a card (`Button { ProductCard() }`, glass drawn as a
    /// rectangle by the label's view), or that lays out a card's title and detail in a
    /// glass rectangle, is a card people tap.
    private static func isControl(_ view: ModifierChain, in file: SyntaxFile) -> Bool {
        let drawn = { (view: ModifierChain) in file.glassDrawn(by: view) }
        let glass = drawn(view)
        // A button laid out as a card (a title over a line of detail) is a card people tap.
        if GlassOnContent.showsCardLayout(view), glass.contains(where: { $0.kind == .effect && GlassOnContent.isCard($0.shape) }) { return false }
        if glass.isEmpty, let call = view.base?.as(FunctionCallExprSyntax.self), let label = CallNames.labelClosure(of: call) {
            let labelGlass = ViewBuilderContent.allViews(in: ViewBuilderContent.of(label)).flatMap(drawn)
            if !labelGlass.isEmpty, labelGlass.allSatisfy({ $0.kind == .effect && GlassOnContent.isCard($0.shape) }) { return false }
        }
        if Tappability.isTappable(view) { return true }
        return glass.contains { facts in
            facts.kind != .effect || (facts.isInteractive == true && [.capsule, .circle].contains(facts.shape ?? .capsule))
        }
    }

    /// A button drawn by a glass button style, set by the chain, the custom view or the member it is.
    private static func isGlassButton(_ view: ModifierChain, in file: SyntaxFile) -> Bool {
        file.glassDrawn(by: view).contains { $0.kind != .effect }
    }

    /// Whether every place the stack is shown is scrolling content.
    private static func isContent(_ stack: FunctionCallExprSyntax, in file: SyntaxFile) -> Bool {
        everyPlacement(of: stack, in: file) { $0.contentKind != nil }
    }

    /// Whether the stack holds a text field drawn with glass.
    private static func holdsGlassField(_ closure: ClosureExprSyntax, isGlass: (ModifierChain) -> Bool) -> Bool {
        ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure)).contains { view in
            ["TextField", "SecureField", "TextEditor"].contains(view.baseName ?? "") && isGlass(view)
        }
    }

    /// Whether every place the stack is shown is on other glass.
    private static func isOnGlass(_ stack: FunctionCallExprSyntax, in file: SyntaxFile) -> Bool {
        everyPlacement(of: stack, in: file) { placement in placement.glassAncestors.contains { $0.kind == .glass } }
    }

    private static func everyPlacement(of stack: FunctionCallExprSyntax, in file: SyntaxFile, _ predicate: (Placement) -> Bool) -> Bool {
        let shown = file.placements(of: stack).filter { $0.availability != .fallback }
        return !shown.isEmpty && shown.allSatisfy(predicate)
    }

    /// A view of the project's own (`ShareColorPicker(selection: $tint)`): built elsewhere.
    private static func isProjectView(_ view: ModifierChain) -> Bool {
        guard let name = view.baseName, view.base?.is(FunctionCallExprSyntax.self) == true else { return false }
        return name.first?.isUppercase == true && !PlacementVocabulary.systemViews.contains(name)
    }

    /// A text, a field, an image or a control: one row of a form.
    static func isPlainRow(_ view: ModifierChain) -> Bool {
        view.baseName.map(rowViews.contains) ?? false
    }

    private static let rowViews: Set<String> = [
        "Text", "TextField", "SecureField", "TextEditor", "Label", "Image", "Link", "Button", "Toggle", "Picker",
        "ProgressView", "Divider",
    ]

    /// Glass in a container or a toolbar is already rendered together: one around the
    /// stack here, a container helper applied to it, or a container or toolbar around
    /// every place the view is shown with glass, in whatever file. A view its author
    /// groups in one place for the same platforms (`if #available(iOS 26, *) {
    /// GlassEffectContainer { grid } } else if … { grid }`) is grouped where it matters;
    /// shown bare on another platform (`#if os(tvOS)`), it is not.
    static func isGrouped(_ chain: ModifierChain, in file: SyntaxFile, drawnOn platforms: Set<ApplePlatform>?) -> Bool {
        guard !chain.modifiers.contains(where: { file.helperEffect(of: $0)?.appliesContainer == true }) else { return true }
        // Where it is shown only before the 26 releases, or only on platforms where none of
        // its views draws glass, there is no glass to group.
        let shown = file.placements(of: chain.expression).filter { $0.availability != .fallback && !$0.keepsNone(of: platforms) }
        let grouped = shown.filter(\.isGrouped)
        return shown.allSatisfy { placement in
            placement.isGrouped || grouped.contains { $0.platformConditions == placement.platformConditions }
        }
    }

    /// Whether a comment in the member that builds the stack speaks of a container, other
    /// than as work left to do (`TODO`, `FIXME`).
    private static func explainsNoContainer(around stack: FunctionCallExprSyntax) -> Bool {
        guard let member = stack.ancestors.first(where: { $0.parent?.is(MemberBlockItemSyntax.self) == true }) else { return false }
        return member.tokens(viewMode: .sourceAccurate).contains { token in
            (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains { piece in
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                    return text.contains("GlassEffectContainer") && !text.contains("TODO") && !text.contains("FIXME")
                default:
                    return false
                }
            }
        }
    }

    /// The platforms the glass of a stack's views is drawn on, when every view's glass comes
    /// from a helper that draws it on some only; `nil` for all.
    private static func glassPlatforms(in closure: ClosureExprSyntax, in file: SyntaxFile) -> Set<ApplePlatform>? {
        let applied = ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure)).flatMap(file.appliedGlass(in:))
        guard !applied.isEmpty, applied.allSatisfy({ $0.platforms != nil }) else { return nil }
        return applied.reduce(into: Set<ApplePlatform>()) { $0.formUnion($1.platforms ?? []) }
    }

    /// Wraps the stack in `GlassEffectContainer(spacing: <the stack's spacing>) { … }`,
    /// indenting it one step in the file's own style. The edits only insert, so every
    /// byte of the stack stays where a later fix expects it.
    static func wrap(_ stack: FunctionCallExprSyntax, in file: SyntaxFile) -> [TextEdit] {
        guard FixText.canReindent(stack) else { return [] }
        let start = stack.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = stack.endPositionBeforeTrailingTrivia.utf8Offset
        let indentation = file.indentation(ofLineAt: stack.positionAfterSkippingLeadingTrivia)
        let unit = file.indentUnit
        let spacing = stack.arguments.first { $0.label?.text == "spacing" }.map { "(spacing: \(file.text(of: $0.expression)))" } ?? ""
        return [.insert("GlassEffectContainer\(spacing) {\n\(indentation)\(unit)", at: start)]
            + Indentation.followingLineStarts(in: file.utf8, from: start, to: end).map { .insert(unit, at: $0) }
            + [.insert("\n\(indentation)}", at: end)]
    }
}
