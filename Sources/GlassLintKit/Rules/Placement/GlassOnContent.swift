import SwiftSyntax

/// Glass on the content layer: list and form rows, cells repeated in scrolling content,
/// cards. Custom views are followed to where they are shown, across files.
public struct GlassOnContent: Rule {
    public static let description = RuleDescription(
        id: "glass-on-content",
        title: "Glass in the content layer",
        severity: .warning,
        rationale: """
            Glass is the functional layer that floats above content: bars, toolbars, \
            overlays, accessories. Content (rows, cards, cells, text blocks, badges) scrolls \
            underneath it and stays solid. Glass on content competes with the real \
            navigation layer, loses its meaning and costs scrolling performance. Keep rows \
            and cards on plain or grouped backgrounds. Glass controls over content (an action \
            bar, pills in a safe-area bar, a floating button) are the floating layer and \
            fine. A control in a row or cell (a button, a menu's label, a row of glass \
            buttons and what sits among them) is a control, not content; a view beside \
            others in a control's label (a tag over the title of a row that is one big \
            button) is a part of what the control shows, content, unless its glass is \
            interactive, drawn to be pressed; a control that is \
            the whole repeated cell, as in a grid of tappable cards, is still content; a \
            capsule or a disc that is all of a control's label in such a cell may be a chip \
            that selects or filters, and is said at info.
            """,
        source: "WWDC25 session 219 \"Meet Liquid Glass\"; Human Interface Guidelines, Materials (Liquid Glass)",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                struct TripRow: View {
                    let trip: Trip
                    var body: some View {
                        Text(trip.name)
                            .padding()
                            .↓glassEffect(.regular, in: .rect(cornerRadius: 18))
                    }
                }

                struct TripsList: View {
                    let trips: [Trip]
                    var body: some View {
                        List(trips) { trip in
                            NavigationLink(value: trip) {
                                TripRow(trip: trip)
                            }
                        }
                    }
                }
                """, note: "a row view is followed to the List that shows it"),
            RuleExample("""
                struct DaySection: View {
                    let events: [Event]
                    var body: some View {
                        Section(header: header) {
                            ForEach(events) { Text($0.title) }
                        }
                    }

                    private var header: some View {
                        HStack {
                            Text("Monday")
                            Spacer()
                            Text("\\(events.count)").padding(6).↓glassEffect(in: .circle)
                        }
                    }
                }

                struct EventsScreen: View {
                    var body: some View {
                        List(days) { day in DaySection(events: day.events) }
                    }
                }
                """, note: "a section header passed as an argument is shown in the list"),
            RuleExample("""
                ScrollView {
                    LazyVStack(spacing: 12) {
                        ForEach(stops) { stop in
                            Text(stop.name)
                                .padding()
                                .↓glassEffect(.regular, in: .rect(cornerRadius: 16))
                        }
                    }
                }
                """),
            RuleExample("""
                Form {
                    Section("Reminders") {
                        Label("9:00", systemImage: "bell").padding(8).↓glassEffect()
                    }
                }
                """),
            RuleExample("""
                struct ChatScreen: View {
                    var body: some View {
                        Button { listen() } label: {
                            ZStack { micIcon; chat }
                        }
                    }

                    private var chat: some View {
                        ScrollView {
                            LazyVStack {
                                ForEach(messages) { message in
                                    Text(message.text).padding(4).↓glassEffect(.regular.tint(.blue))
                                }
                            }
                        }
                    }
                }
                """, note: "scrolling content inside a screen that is one big button is still content"),
            RuleExample("""
                ScrollView {
                    LazyVGrid(columns: columns) {
                        ForEach(places) { place in
                            Button { open(place) } label: {
                                Text(place.name)
                                    .padding()
                                    .↓glassEffect(.regular, in: .rect(cornerRadius: 16))
                            }
                        }
                    }
                }
                """, note: "a control that is itself the repeated cell (a grid of tappable cards) is content"),
            RuleExample("""
                ScrollView(.horizontal) {
                    GlassEffectContainer {
                        LazyHStack {
                            ForEach(presets) { preset in
                                Button { select(preset) } label: {
                                    VStack { Text(preset.name); Text(preset.detail) }
                                        .frame(width: 150, height: 100)
                                        .padding(12)
                                        .↓glassEffect(in: .rect(cornerRadius: 12))
                                }
                                .buttonStyle(.plain)
                            }
                        }
                    }
                }
                """, note: "cards that are buttons are still the scrolling content, grouped or not"),
            RuleExample("""
            struct ScheduleStrip: View {
                let days: [Day]
                @Binding var selected: String

                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(days) { day in
                                DayChip(day: day, isSelected: day == selected) { selected = day }
                            }
                        }
                    }
                }
            }

            struct DayChip: View {
                let day: String
                let isSelected: Bool
                let action: () -> Void

                var body: some View {
                    Button(action: action) {
                        Text(day)
                            .padding(.horizontal, 16)
                            .padding(.vertical, 8)
                            .ⓘglassEffect(isSelected ? .regular.tint(.accentColor) : .regular, in: .capsule)
                    }
                    .buttonStyle(.plain)
                }
            }
            """, note: "a capsule button that is itself the scrolling cell may be a chip that selects: said at info, not warned"),
            RuleExample("""
                ScrollView {
                    LazyVGrid(columns: columns) {
                        ForEach(sponsors) { sponsor in
                            Link(destination: sponsor.url) {
                                SponsorLogo(sponsor: sponsor).padding()
                            }
                            #if os(macOS)
                            .buttonStyle(.plain)
                            #else
                            .buttonStyle(.plain)
                            .↓glassEffect(.regular.interactive())
                            #endif
                        }
                    }
                }
                """, note: "one clause of a #if with an #else is read as that build's modifiers"),
            RuleExample("""
                enum KeyState { case normal, dragging }

                extension View {
                    func keyBackground(state: KeyState) -> some View {
                        modifier(KeyBackground(state: state))
                    }
                }

                struct KeyBackground: ViewModifier {
                    let state: KeyState
                    func body(content: Content) -> some View {
                        if state == .dragging {
                            content.background(Color.accentColor, in: RoundedRectangle(cornerRadius: 15))
                        } else {
                            content.glassEffect(in: RoundedRectangle(cornerRadius: 15))
                        }
                    }
                }

                struct KeyList: View {
                    let keys: [String]
                    var body: some View {
                        List(keys, id: \\.self) { key in
                            Text(key).↓keyBackground(state: .normal)
                        }
                    }
                }
                """, note: "the helper passes the state on to a modifier that draws glass for every state but `.dragging`"),
            RuleExample("""
                struct Conversation: View {
                    var body: some View {
                        ScrollView {
                            LazyVStack {
                                ForEach(messages) { message in
                                    VStack(alignment: .leading) {
                                        Text(message.text)
                                        BadgeRow(badges: message.badges)
                                    }
                                }
                            }
                        }
                    }
                }

                struct BadgeRow: View {
                    let badges: [Badge]
                    var body: some View {
                        HStack {
                            ForEach(badges) { badge in
                                Image(systemName: badge.icon)
                                    .padding(6)
                                    .↓glassEffect(in: .capsule)
                            }
                        }
                    }
                }
                """, note: "badges repeated along a row of their own view, in each cell of a scrolling list"),
            RuleExample("""
                struct Favorites: View {
                    var body: some View {
                        ScrollView {
                            LazyVGrid(columns: columns) {
                                ForEach(items) { item in
                                    Text(item.name)
                                        .padding()
                                        .↓glassEffect(in: .rect(cornerRadius: 16))
                                        .contextMenu { Button("Remove") { remove(item) } }
                                }
                            }
                        }
                    }
                }
                """, note: "a context menu does not make a card a control: a grid of photos has one too"),
            RuleExample("""
                struct HighlightCard: View {
                    let highlight: Highlight
                    var body: some View {
                        Text(highlight.text)
                            .padding()
                            .↓glassEffect(.regular.interactive(), in: RoundedRectangle(cornerRadius: 24))
                            .onTapGesture { open(highlight) }
                    }
                }

                struct Library: View {
                    var body: some View {
                        List(highlights) { HighlightCard(highlight: $0) }
                    }
                }
                """, note: "a card people tap is still a card of the list"),
            RuleExample("""
                struct ShoppingList: View {
                    var body: some View {
                        List(items) { item in
                            HStack {
                                Button(action: { toggle(item) }) { Image(systemName: "circle") }
                                Button(item.name) { edit(item) }
                            }
                            .padding()
                            .↓glassEffect(.regular.interactive(), in: RoundedRectangle(cornerRadius: 16))
                        }
                    }
                }
                """, note: "a card around a row's checkbox and title is the row's card, not a pill of controls"),
            RuleExample("""
                struct DashboardCarousel: View {
                    @State private var page = 0
                    var body: some View {
                        ScrollView(.horizontal) {
                            HStack(spacing: 16) {
                                ActivityCard()
                                    .padding()
                                    .↓glassEffect(in: RoundedRectangle(cornerRadius: 24))
                                    .onTapGesture { page = 0 }
                                GlucoseCard()
                                    .padding()
                                    .↓glassEffect(in: RoundedRectangle(cornerRadius: 24))
                                    .onTapGesture { page = 1 }
                            }
                        }
                    }
                }
                """, note: "data cards of a paging carousel, which a tap brings to the front"),
            RuleExample("""
                struct SendForm: View {
                    @State private var recipient = ""
                    var body: some View {
                        ScrollView {
                            VStack(alignment: .leading, spacing: 12) {
                                Text("To").font(.caption).foregroundStyle(.secondary)
                                TextField("Recipient address", text: $recipient)
                                Text("Check the address before you send.").font(.caption)
                            }
                            .padding(18)
                            .↓glassEffect(.regular, in: .rect(cornerRadius: 24))
                        }
                    }
                }
                """, note: "a card of titled rows holding a field is a form card of the content, not a field's chrome"),
            RuleExample("""
                struct WalletSetup: View {
                    var body: some View {
                        ScrollView {
                            LazyVStack(spacing: 14) {
                                Button(action: createWallet) {
                                    HStack {
                                        Image(systemName: "plus.circle.fill")
                                        VStack(alignment: .leading) {
                                            Text("Create New Wallet").font(.headline)
                                            Text("Generate a new seed phrase.").font(.subheadline)
                                        }
                                        Spacer()
                                    }
                                    .padding(16)
                                }
                                .buttonStyle(.plain)
                                .↓glassEffect(.regular.interactive(), in: .rect(cornerRadius: 22))
                            }
                        }
                    }
                }
                """, note: "a button laid out as a card, a title over a line of detail, is a card people tap"),
            RuleExample("""
                struct PostRow: View {
                    let post: Post
                    let open: () -> Void

                    var body: some View {
                        Button(action: open) {
                            VStack(alignment: .leading) {
                                header
                                Text(post.title)
                            }
                        }
                        .buttonStyle(.plain)
                    }

                    private var header: some View {
                        HStack {
                            Text(post.category).padding(6).↓glassEffect(.clear.tint(post.tint))
                            Spacer()
                            Text(post.date)
                        }
                    }
                }

                struct Feed: View {
                    var body: some View {
                        List {
                            ForEach(posts) { post in PostRow(post: post) { open(post) } }
                        }
                    }
                }
                """, note: "a tag beside a row's other views is content, though the whole row is a button"),
            RuleExample("""
                extension View {
                    func cardGlass<S: Shape>(in shape: S) -> some View {
                        glassEffect(.regular, in: shape)
                    }
                }

                struct FileRow: View {
                    let file: FileInfo
                    var body: some View {
                        HStack {
                            Button { open(file) } label: {
                                HStack {
                                    Image(systemName: "photo")
                                    Text(file.name)
                                    Spacer()
                                }
                            }
                            .buttonStyle(.plain)
                            Button { showInfo(file) } label: { Image(systemName: "ellipsis") }
                                .buttonStyle(.plain)
                        }
                        .padding(12)
                        .↓cardGlass(in: RoundedRectangle(cornerRadius: 12))
                    }
                }

                struct Gallery: View {
                    var body: some View {
                        ScrollView {
                            LazyVStack {
                                ForEach(files) { file in FileRow(file: file) }
                            }
                        }
                    }
                }
                """, note: "a row of buttons in a card is a tapped card: the card is the shape its helper is given"),
            RuleExample("""
                struct RowList: View {
                    let items: [Item]
                    let rowBuilder: (Item) -> AnyView

                    init(items: [Item], @ViewBuilder rowBuilder: @escaping (Item) -> some View) {
                        self.items = items
                        self.rowBuilder = { item in AnyView(rowBuilder(item)) }
                    }

                    var body: some View {
                        List {
                            ForEach(items) { item in
                                Button { open(item) } label: { rowBuilder(item) }
                                    .buttonStyle(.plain)
                            }
                        }
                    }
                }

                struct SessionsScreen: View {
                    var body: some View {
                        RowList(items: sessions) { session in
                            SessionRow(session: session)
                        }
                    }
                }

                struct SessionRow: View {
                    let session: Session
                    var body: some View {
                        HStack {
                            Circle().fill(session.color).frame(width: 44, height: 44)
                            VStack(alignment: .leading) {
                                Text(session.title).font(.headline)
                                HStack {
                                    Image(systemName: "person.2.fill")
                                    Text("\\(session.people.count) people")
                                }
                            }
                            Spacer()
                        }
                        .padding()
                        .↓glassEffect(.regular.interactive(), in: .rect(cornerRadius: 12))
                    }
                }
                """, note: "a row a list shows through its container's row builder, a card of a title over lines of detail, is content though the row is a button"),
            RuleExample("""
                List {
                    Button { createFolder() } label: {
                        Label("New Folder", systemImage: "folder.badge.plus")
                    }
                    .listRowBackground(
                        RoundedRectangle(cornerRadius: 20)
                            .↓glassEffect(.clear.interactive(), in: .rect(cornerRadius: 20))
                    )
                }
                """, note: "the background of a row that is a button is still the row's, content of the list"),
            RuleExample("""
                ScrollView {
                    ForEach(comments) { comment in
                        VStack {
                            Text(comment.text)
                            VStack {
                                ForEach(comment.replies) { reply in
                                    Button { open(reply) } label: {
                                        HStack { Text(reply.text).lineLimit(1); Spacer() }
                                    }
                                    .buttonStyle(.plain)
                                }
                            }
                            .padding()
                            .wrapIf(isModern) { content in
                                if #available(iOS 26.0, *) {
                                    content.↓glassEffect(in: RoundedRectangle(cornerRadius: 7))
                                }
                            } else: { content in
                                content.background(.white.opacity(0.5), in: RoundedRectangle(cornerRadius: 7))
                            }
                        }
                    }
                }
                """, note: "a panel of reply rows that a project's transform closure makes glass is a card of the feed"),
            RuleExample("""
                ScrollView {
                    LazyVStack {
                        ForEach(streams) { stream in
                            NavigationLink(destination: { LiveRoom(stream: stream) }, label: {
                                VStack {
                                    HStack { Image(stream.cover); Text(stream.title).lineLimit(2); Spacer() }
                                    HStack { Text(stream.viewers); Spacer() }
                                }
                            })
                            .↓buttonStyle(.glass)
                        }
                    }
                }
                """, note: "a glass button style on a link whose label is a card of the feed draws a glass card"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct DraftEditor: View {
                    var body: some View {
                        VStack {
                            HStack {
                                Image(systemName: "person.circle")
                                Menu {
                                    Button("Public") { choose(.public) }
                                    Button("Followers") { choose(.followers) }
                                } label: {
                                    Label("Public", systemImage: "globe").padding(8).glassEffect()
                                }
                            }
                            Text(draft.text)
                        }
                    }
                }

                struct Composer: View {
                    var body: some View {
                        ScrollView {
                            ForEach(drafts) { draft in
                                DraftEditor(draft: draft)
                            }
                        }
                    }
                }
                """, note: "a menu's label is a control; the cell is the editor around it"),
            RuleExample("""
                ScrollView {
                    ForEach(settings) { setting in
                        VStack {
                            Text(setting.title)
                            Toggle(isOn: $isOn) { Text("On").padding(6).glassEffect() }
                            Link(destination: setting.help) { Text("Help").padding(6).glassEffect() }
                            Picker(selection: $choice) {
                                Text("A").tag(0)
                            } label: {
                                Text("Choice").padding(6).glassEffect()
                            }
                        }
                    }
                }
                """, note: "the labels of toggles, links and pickers in a cell are controls too"),
            RuleExample("""
                struct DraftEditor: View {
                    var body: some View {
                        VStack {
                            Text(draft.text)
                            HStack {
                                LanguageButton().glassEffect(.regular.interactive())
                                pollButton.glassEffect(.regular.interactive())
                                Spacer()
                                remaining.padding(8).glassEffect()
                            }
                        }
                    }

                    private var pollButton: some View {
                        Button { addPoll() } label: { Image(systemName: "chart.bar") }
                    }

                    private var remaining: some View {
                        Text("\\(draft.remaining)")
                    }
                }

                struct Composer: View {
                    var body: some View {
                        ScrollView {
                            ForEach(drafts) { draft in
                                DraftEditor(draft: draft)
                            }
                        }
                    }
                }
                """, note: "a view in a row of glass controls is part of that control bar"),
            RuleExample("""
                List(accounts) { account in
                    HStack {
                        Text(account.name)
                        AsyncButton { try await follow(account) } label: { Text("Follow") }
                            .glassEffect(.regular.interactive())
                    }
                }
                """, note: "a project's button in a row is a control, not content"),
            RuleExample("""
                List(areas) { area in
                    Button { open(area) } label: { Text(area.name) }
                        .modify { view in
                            view.glassEffect(.regular.tint(.blue))
                        }
                }
                """, note: "the view a style closure receives is the button"),
            RuleExample("""
                List(items) { item in
                    Group {
                        if item.opensScreen {
                            Button { open(item) } label: { Text(item.name) }
                        } else {
                            Button { run(item) } label: { Text(item.name) }
                        }
                    }
                    .modify { view in
                        view.glassEffect(.regular.tint(.blue))
                    }
                }
                """, note: "the view a style closure receives is a group of the row's buttons"),
            RuleExample("""
                List(feeds) { feed in
                    HStack {
                        Image(systemName: "magnifyingglass")
                        TextField("Search", text: $query)
                    }
                    .padding()
                    .glassEffect(in: Capsule())
                }
                """, note: "a search field is a control"),
            RuleExample("""
                struct FeedHeader: View {
                    var body: some View {
                        List(feeds) { feed in
                            Button { open(feed) } label: { badge }
                        }
                    }

                    private var badge: some View {
                        Text("New").padding(6).glassEffect()
                    }
                }
                """, note: "a member shown as a button's label is part of the control"),
            RuleExample("""
                struct MonthButton: View {
                    let month: String
                    var body: some View {
                        button.glassEffect(.regular.interactive(), in: .rect(cornerRadius: 8))
                    }
                }

                private extension MonthButton {
                    var button: some View {
                        Button(month, action: toggle)
                    }
                }

                struct RepeatForm: View {
                    var body: some View {
                        Form {
                            LazyVGrid(columns: columns) {
                                ForEach(months, id: \\.self) { MonthButton(month: $0) }
                            }
                        }
                    }
                }
                """, note: "a view property that is a button is a control, in an extension of the type too"),
            RuleExample("""
                struct FilterChips: View {
                    var body: some View {
                        ScrollView(.horizontal) {
                            HStack {
                                ForEach(filters) { filter in
                                    Text(filter.name).padding(8).glassEffect(in: .capsule)
                                }
                            }
                        }
                    }
                }

                struct IncidentsScreen: View {
                    var body: some View {
                        VStack {
                            Map().overlay(alignment: .top) {
                                if #available(iOS 26.0, *) { FilterChips() }
                            }
                            List {
                                if #unavailable(iOS 26.0) { FilterChips() }
                                ForEach(incidents) { Text($0.title) }
                            }
                        }
                    }
                }
                """, note: "in the list only before 26, where there is no glass; on 26 the chips float over the map"),
            RuleExample("""
                List(trips) { trip in
                    Text(trip.name)
                }
                .overlay(alignment: .bottom) {
                    Text("\\(trips.count) trips").padding().glassEffect()
                }
                """, note: "an overlay is the floating layer"),
            RuleExample("""
                ScrollView {
                    ForEach(stops) { stop in Text(stop.name) }
                }
                .safeAreaInset(edge: .bottom) {
                    HStack {
                        Button("Add Stop") { add() }.buttonStyle(.glass)
                        Label("12 km", systemImage: "point.topleft.down.to.point.bottomright.curvepath")
                            .padding(8)
                            .glassEffect()
                    }
                }
                """, note: "a safe-area bar over content is the floating layer"),
            RuleExample("""
                List(people) { person in
                    HStack {
                        Text(person.name)
                        Spacer()
                        Button("Follow") { follow(person) }.buttonStyle(.glass)
                    }
                }
                """, note: "glass controls are not content; only non-control views are"),
            RuleExample("""
                ZStack(alignment: .bottom) {
                    ScrollView {
                        ForEach(tracks) { track in Text(track.title) }
                    }
                    Text("Now Playing").padding().glassEffect()
                }
                """, note: "a top ZStack layer over scrolling content floats"),
            RuleExample("""
                List(trips) { trip in
                    Text(trip.name)
                }
                .toolbar {
                    ToolbarItem {
                        Text("3 trips").padding(6).glassEffect()
                    }
                    .sharedBackgroundVisibility(.hidden)
                }
                """, note: "toolbar items are the navigation layer"),
            RuleExample("""
                struct Citations: View {
                    var body: some View {
                        ScrollView(.horizontal) {
                            if #available(iOS 26, *) {
                                GlassEffectContainer(spacing: 6) { pillRow }
                            } else {
                                pillRow
                            }
                        }
                    }

                    private var pillRow: some View {
                        HStack(spacing: 6) {
                            ForEach(citations) { citation in
                                Button { open(citation) } label: {
                                    Text(citation.title).padding(8).glassEffect(.regular.tint(.indigo))
                                }
                                .buttonStyle(.plain)
                            }
                        }
                    }
                }
                """, note: "capsule buttons a glass container groups into one bar are controls, not cells"),
            RuleExample("""
                struct Guide: View {
                    var body: some View {
                        ScrollView {
                            ZStack(alignment: .bottomLeading) {
                                Map(position: $position)
                                #if os(macOS)
                                    .frame(maxWidth: .infinity)
                                #else
                                    .frame(height: 240)
                                #endif

                                LookAroundPreview(scene: $scene)
                                    .frame(width: 120, height: 80)
                                    .glassEffect(.regular, in: .rect(cornerRadius: 12))
                                    .padding()
                            }
                        }
                    }
                }
                """, note: "a layer over a map floats, whatever the map's platform modifiers"),
            RuleExample("""
                struct Home: View {
                    var body: some View {
                        ScrollView {
                            HStack {
                                Image(systemName: "magnifyingglass")
                                Text("Search")
                            }
                            .padding(10)
                            .onTapGesture { isSearching = true }
                            .background {
                                RoundedRectangle(cornerRadius: 16).glassEffect(.regular, in: .rect(cornerRadius: 16))
                            }
                        }
                    }
                }
                """, note: "the plate behind a view that opens search when tapped is part of that control"),
            RuleExample("""
                struct Home: View {
                    var body: some View {
                        ScrollView {
                            VStack {
                                Text("Recent")
                                    .anchorPreference(key: SearchFieldAnchor.self, value: .bounds) { $0 }
                                Text("Files")
                            }
                            .overlayPreferenceValue(SearchFieldAnchor.self) { anchor in
                                if anchor != nil {
                                    VStack { Text("Results") }
                                        .padding()
                                        .glassEffect(.regular, in: .rect(cornerRadius: 16))
                                }
                            }
                        }
                    }
                }
                """, note: "a panel drawn by overlayPreferenceValue floats like any overlay"),
            RuleExample("""
                struct Sessions: View {
                    @State private var query = ""
                    var body: some View {
                        List {
                            searchBar
                            ForEach(sessions) { session in Text(session.title) }
                        }
                    }
                    private var searchBar: some View {
                        HStack {
                            Button { query = "" } label: { Image(systemName: "magnifyingglass") }
                            searchField
                        }
                        .padding(.horizontal, 12)
                        .glassEffect(.regular.interactive(), in: .capsule)
                    }
                    private var searchField: some View {
                        TextField("Search", text: $query)
                    }
                }
                """, note: "a search field is a control as a whole, also when a property of the view builds its text field"),
            RuleExample("""
                extension View {
                    func chromeGlass<S: InsettableShape>(isInteractive: Bool = false, in shape: S) -> some View {
                        glassEffect(isInteractive ? .regular.interactive() : .regular, in: shape)
                    }
                }
                struct Sessions: View {
                    @State private var query = ""
                    var body: some View {
                        List {
                            searchBar
                            ForEach(sessions) { session in Text(session.title) }
                        }
                    }
                    private var searchBar: some View {
                        HStack {
                            Button { query = "" } label: { Image(systemName: "magnifyingglass") }
                            searchField
                        }
                        .chromeGlass(isInteractive: true, in: Capsule())
                    }
                    private var searchField: some View {
                        TextField("Search", text: $query)
                    }
                }
                """, note: "the same search bar, drawn in the capsule a project helper is given"),
            RuleExample("""
                struct UnitsStep: View {
                    let units = ["kg", "lb"]
                    @State private var selection = "kg"

                    var body: some View {
                        ScrollView {
                            VStack(alignment: .leading) {
                                Text("Units")
                                HStack {
                                    ForEach(units, id: \\.self) { unit in
                                        Button { selection = unit } label: {
                                            Text(unit)
                                                .frame(maxWidth: .infinity)
                                                .padding(8)
                                                .glassEffect(in: .rect(cornerRadius: 12))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                """, note: "buttons repeated along a row of vertical scrolling content are one segmented control, not cells"),
            RuleExample("""
                struct PostRow: View {
                    let post: Post
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(post.title)
                            HStack {
                                Button("\\(post.votes)", systemImage: "arrow.up") { upvote() }
                                Divider()
                                Button("Down", systemImage: "arrow.down") { downvote() }.labelStyle(.iconOnly)
                            }
                            .padding(8)
                            .glassEffect(.regular.interactive())
                        }
                    }
                }

                struct Feed: View {
                    let posts: [Post]
                    var body: some View {
                        ScrollView { LazyVStack { ForEach(posts) { PostRow(post: $0) } } }
                    }
                }
                """, note: "a stack of buttons with a divider between them is one control, a vote pill"),
            RuleExample("""
                struct Rides: View {
                    let days: [Day]
                    var body: some View {
                        ScrollView {
                            LazyVStack(pinnedViews: .sectionHeaders) {
                                Section {
                                    ForEach(days) { day in RideRow(day: day) }
                                } header: {
                                    HStack { Text("This week"); Spacer() }
                                        .padding()
                                        .glassEffect(in: .rect(cornerRadius: 16))
                                }
                            }
                        }
                    }
                }
                """, note: "a pinned section header floats over the rows scrolling under it"),
            RuleExample("""
                struct EditorField<Accessory: View>: UIViewRepresentable {
                    let accessory: Accessory

                    init(@ViewBuilder accessory: () -> Accessory) {
                        self.accessory = accessory()
                    }

                    func makeUIView(context: Context) -> UITextView {
                        let view = UITextView()
                        view.inputAccessoryView = UIHostingController(rootView: accessory).view
                        return view
                    }

                    func updateUIView(_ view: UITextView, context: Context) {}
                }

                struct WordCount: View {
                    let count: Int
                    var body: some View {
                        Text("\\(count) words")
                            .padding(8)
                            .glassEffect()
                    }
                }

                struct ProfileForm: View {
                    var body: some View {
                        Form {
                            Section("Biography") {
                                EditorField { WordCount(count: 12) }
                            }
                        }
                    }
                }
                """, note: "what a representable hosts sits above the keyboard, not in the form row the representable is in"),
            RuleExample("""
                enum KeyState { case normal, dragging }

                extension View {
                    func keyBackground(state: KeyState) -> some View {
                        modifier(KeyBackground(state: state))
                    }
                }

                struct KeyBackground: ViewModifier {
                    let state: KeyState
                    func body(content: Content) -> some View {
                        if state == .dragging {
                            content.background(Color.accentColor, in: RoundedRectangle(cornerRadius: 15))
                        } else {
                            content.glassEffect(in: RoundedRectangle(cornerRadius: 15))
                        }
                    }
                }

                struct KeyList: View {
                    let keys: [String]
                    var body: some View {
                        List(keys, id: \\.self) { key in
                            Text(key).keyBackground(state: .dragging)
                        }
                    }
                }
                """, note: "the helper passes `.dragging` on to a modifier that draws a plain background for it (`if state == .dragging`)"),
            RuleExample("""
                struct RecipeDetail: View {
                    var body: some View {
                        ScrollView {
                            VStack {
                                Text("Recipe")
                                ActionRow(actions: actions)
                            }
                        }
                    }
                }

                struct ActionRow: View {
                    let actions: [RecipeAction]
                    var body: some View {
                        HStack(spacing: 12) {
                            ForEach(actions) { action in
                                ActionButton(action: action)
                            }
                        }
                    }
                }

                struct ActionButton: View {
                    let action: RecipeAction
                    var body: some View {
                        Button(action: {}) {
                            VStack {
                                Image(systemName: action.icon)
                                Text(action.label)
                            }
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 14)
                            .glassEffect(.regular.interactive(), in: RoundedRectangle(cornerRadius: 25))
                        }
                        .buttonStyle(.plain)
                    }
                }
                """, note: "buttons repeated along a row of their own view are one row of actions in the scrolling content, not its cells"),
            RuleExample("""
                struct ControlsPreview: View {
                    let buttons: [PreviewButton]
                    var body: some View {
                        List {
                            HStack(spacing: 8) {
                                ForEach(buttons) { button in
                                    Image(systemName: button.icon)
                                        .frame(width: 36, height: 36)
                                        .glassEffect(in: .rect(cornerRadius: 8))
                                }
                            }
                            .padding(.horizontal, 12)
                            .background(Image("PreviewBackground").resizable().scaledToFill())
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                            .listRowBackground(Color.clear)
                        }
                    }
                }
                """, note: "a preview of the player's controls over a still of a video: glass over media, not a row's card"),
            RuleExample("""
                struct AgentBuilder: View {
                    @State private var draft = ""
                    @FocusState private var focused: Bool
                    var body: some View {
                        ScrollView {
                            VStack {
                                Text("New agent")
                                composer
                            }
                        }
                    }

                    private var composer: some View {
                        standardLayout
                            .padding()
                            .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 24))
                            .onTapGesture { focused = true }
                    }

                    private var standardLayout: some View {
                        VStack { textField; attachments }
                    }

                    private var textField: some View {
                        TextField("Describe the agent", text: $draft).focused($focused)
                    }
                }
                """, note: "a composer card that a tap focuses holds a text field two properties down: a control"),
            RuleExample("""
                struct RoutePicker: View {
                    @State private var route = Route.bus
                    var body: some View {
                        ScrollView {
                            HStack {
                                ForEach(Route.allCases) { option in
                                    Button { route = option } label: {
                                        VStack(spacing: 6) {
                                            Image(systemName: option.symbol)
                                            Text(option.name).font(.subheadline.bold())
                                            Text(option.duration).font(.caption)
                                        }
                                        .frame(maxWidth: .infinity, minHeight: 90)
                                    }
                                    .buttonStyle(.plain)
                                    .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 16))
                                }
                            }
                        }
                    }
                }
                """, note: "a tile of a row of options is a control that chooses, not a card of the content"),
            RuleExample("""
                struct QuickAction: View {
                    let title: String
                    let systemImage: String
                    let action: () -> Void

                    var body: some View {
                        Button(action: action) {
                            VStack(spacing: 6) {
                                Image(systemName: systemImage)
                                    .frame(width: 56, height: 56)
                                    .glassEffect(.regular.interactive(), in: .circle)
                                Text(title).font(.caption)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                }

                struct ConversationDetails: View {
                    var body: some View {
                        List {
                            HStack {
                                QuickAction(title: "Mute", systemImage: "bell.slash") { mute() }
                                QuickAction(title: "Search", systemImage: "magnifyingglass") { search() }
                            }
                        }
                    }
                }
                """, note: "interactive glass beside its caption in a button's label is the button's face, drawn to be pressed"),
            RuleExample("""
                ScrollView {
                    LazyVStack {
                        if !query.isEmpty {
                            HStack(spacing: 12) {
                                Text("\\(current + 1) of \\(matches.count)")
                                Divider().frame(height: 20)
                                Button(action: previous) { Image(systemName: "chevron.up") }
                                Button(action: next) { Image(systemName: "chevron.down") }
                            }
                            .padding(.horizontal, 16)
                            .glassEffect(.regular, in: .capsule)
                        }
                        ForEach(sentences) { SentenceRow(sentence: $0) }
                    }
                }
                """, note: "a capsule of controls with the count they step through is a control"),
            RuleExample("""
                ScrollView {
                    VStack(spacing: 24) {
                        Text("Import your library").font(.largeTitle)
                        Button(action: pickFile) {
                            ZStack {
                                RoundedRectangle(cornerRadius: 30)
                                    .fill(.clear)
                                    .glassEffect(in: RoundedRectangle(cornerRadius: 30))
                                Label("Select Export File", systemImage: "doc")
                            }
                            .frame(height: 60)
                        }
                        .buttonStyle(ScaleButtonStyle())
                    }
                }
                """, note: "a shape laid first under a button's title is the button's glass face"),
            RuleExample("""
                ScrollView {
                    VStack {
                        ForEach(sets) { SetRow(set: $0) }
                        Button(action: addSet) {
                            Text("Add Set").frame(maxWidth: .infinity).padding()
                        }
                        .modify {
                            if #available(iOS 26, *) {
                                $0.glassEffect(.regular.interactive(), in: .rect(cornerRadius: 12))
                            } else {
                                $0.background(.thinMaterial)
                            }
                        }
                    }
                }
                """, note: "glass a transform closure puts on a button is the button's"),
            RuleExample("""
                ScrollView {
                    LazyVStack {
                        ForEach(streams) { stream in
                            HStack {
                                Text(stream.title)
                                Spacer()
                                Button("Follow") { follow(stream) }.buttonStyle(.glass)
                            }
                        }
                    }
                }
                """, note: "a glass-styled button in a cell is a control of the cell"),
            RuleExample("""
                ScrollView {
                    VStack {
                        Button { pick(.mediation) } label: {
                            VStack(spacing: 4) {
                                Image(systemName: "person.2").font(.largeTitle)
                                Text("Mediation fee")
                                Text("Fees of a mediator")
                            }
                        }
                        .buttonStyle(.glass)
                        CategoryGrid(categories: categories)
                    }
                }
                """, note: "a glass-styled option tile drawn once on a menu screen is a control"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let isWatchOnly = file.deployment.platforms == [.watchOS]
        return file.chains.compactMap { chain -> Violation? in
            // Glass a view draws only in configurations its creators choose (`if style.hasGlassEffect`)
            // is not known to be drawn where they show it.
            guard let site = file.appliedGlass(in: chain).last, !Self.isFieldChrome(chain),
                  !ConfigurationChoice.encloses(site.modifier.call)
            else {
                return nil
            }
            // A card people tap (`.onTapGesture { open(note) }`), or a card around a row's
            // controls (a checkbox beside a title button), is still a card of the content;
            // a tapped capsule, a pill of controls, or a composer a tap focuses is a control.
            // Glass a transform closure applies (`button.modify { $0.glassEffect() }`,
            // `.wrapIf(isNew) { $0.glassEffect() } else: { … }`) is on the view the closure is
            // handed, judged as glass applied to it directly.
            let receiver = TransformClosure.receiver(of: chain)
            let subject = receiver ?? chain
            // A glass button style draws a control; on a link whose label is a card of the
            // content (a title over lines of detail), it draws that card.
            let isStyledCard = site.facts.kind != .effect && Self.labelsACard(subject)
            guard site.facts.kind == .effect || isStyledCard else { return nil }
            let isPressed = Tappability.isPressedForAction(subject) || Tappability.isEitherControl(receiver?.base)
            // A button whose label is a card (a title over a line of detail) is a card people tap.
            let showsCard = isStyledCard || Self.showsCardLayout(subject)
            let isControl = isPressed && !subject.modifiers.contains(where: Tappability.makesTappable) && !showsCard
            let isTapped = isPressed || Tappability.isControlGroup(subject.base)
            // A helper that takes its shape (`.chrome(in: Capsule())`) draws the one given.
            let givenShape = site.helper == nil ? nil
                : site.modifier.call.arguments.lazy.map { GlassShape($0.expression) }.first { $0 != .unknown }
            let isTappedCard = isTapped && !isControl && (isStyledCard || Self.isCard(givenShape ?? site.facts.shape))
                && !Tappability.holdsTextEntry(subject.base, followingMembers: true)
            guard !isTapped || isTappedCard else { return nil }
            let isPill = [.capsule, .circle].contains(givenShape ?? site.facts.shape ?? .capsule)
            // A capsule around a text field that a property of the view builds is a search bar too.
            if isPill, Tappability.holdsTextEntry(subject.base, followingMembers: true) { return nil }
            // watchOS rows sit on the black watch face: a clear glass disc behind a row's icon
            // is the platform's own look, not a content card.
            if isWatchOnly && site.facts.variant == .clear { return nil }
            // A view in a row of glass controls (a counter in an accessory bar) is part of the bar.
            if Self.sitsAmongGlassControls(chain, in: file) { return nil }
            // A control in a row or cell is not content; a control that is itself the
            // repeated scrolling cell (a grid of tappable cards or chips) still is, unless a
            // glass container groups capsules into one bar of controls (citation pills).
            let placements = file.placements(of: chain.expression)
            let kinds = placements.compactMap { placement -> Placement.ContentKind? in
                // Shown there only before 26 (`if #unavailable(iOS 26)`), where there is no glass.
                guard !placement.isFloating, placement.availability != .fallback else { return nil }
                // Over a picture of its own (a preview of player controls over a still), glass
                // is a control over media.
                if placement.isOverMedia { return nil }
                // A watchOS list's rows are glass platters of the platform's own.
                if isWatchOnly, placement.contentKind == .listRow { return nil }
                // A glass-styled link drawn once in a scroll view (a menu's option tile) is a
                // control; repeated as the feed's cells, it draws the feed's cards.
                if isStyledCard, placement.contentKind == .scrolling { return nil }
                // A tapped card among other views of a row or cell is one of its controls.
                if isTappedCard, !showsCard, placement.sharesItsCell, placement.contentKind != .scrolling { return nil }
                // Glass beside other views in a control's label (a tag in a row that is one big
                // button) is what the control shows, unless it is drawn to be pressed.
                let isControlFace = placement.isInControl && !(placement.isPartOfLabel && site.facts.isInteractive != true)
                if isControlFace, !showsCard,
                   placement.contentKind != .scrollCell || placement.sharesItsCell || (placement.isGrouped && isPill) {
                    return nil
                }
                return placement.contentKind
            }
            // A capsule or disc that is itself a tappable cell may be a chip that selects or
            // filters, a control: said, not warned. So is glass on a bare shape or colour drawn
            // behind a control's label (its background or selected state), wherever the label is built.
            let isBacking = subject.base.map(Backdrop.isShape) ?? false
            let isChip = (isPill && Tappability.control(labelledWholeBy: chain) != nil || isBacking)
                && placements.contains { $0.isInControl && $0.contentKind == .scrollCell }
            guard let kind = Self.mostCertain(kinds) else { return nil }
            // A card (a rectangle of text or data) in scrolling content is content; a lone
            // capsule, disc or shape chosen elsewhere may be a header's control or badge:
            // said, not warned.
            let isCard = isStyledCard || Self.isCard(site.facts.shape)
                || (site.helper != nil && site.modifier.call.arguments.contains { Self.isCard(GlassShape($0.expression)) })
            let (message, fix) = Self.advice(kind, isCard: isCard)
            return Violation(
                at: site.modifier.nameToken, through: site.modifier.call, message: message, fix: fix,
                severity: (kind == .scrolling && !isCard) || isChip ? .info : nil
            )
        }
    }

    /// Whether the view is built beside two glass controls or more: a bar of controls.
    static func sitsAmongGlassControls(_ chain: ModifierChain, in file: SyntaxFile) -> Bool {
        var node = Syntax(chain.expression)
        while let parent = node.parent, parent.is(ExpressionStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) {
            node = parent
        }
        guard let statements = node.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        let neighbours = ViewBuilderContent.allViews(in: ViewBuilderContent.of(statements)).filter { neighbour in
            neighbour.expression.id != chain.expression.id && Tappability.isTappable(neighbour) && !file.appliedGlass(in: neighbour).isEmpty
        }
        return neighbours.count >= 2
    }

    /// Glass around a text field: a search or entry field is a control as a whole. A
    /// card of rows that holds a field among its titled rows (`VStack { Text("To");
    /// TextField(…); Text(warning) }`) is a form card of the content.
    static func isFieldChrome(_ chain: ModifierChain) -> Bool {
        guard Tappability.holdsTextEntry(chain.base) else { return false }
        guard let base = chain.base, let call = base.as(FunctionCallExprSyntax.self),
              ["VStack", "LazyVStack"].contains(CallNames.name(ofCall: call) ?? ""),
              let closure = CallNames.contentClosure(of: call)
        else { return true }
        let rows = ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure))
        return !rows.contains { ["Text", "Label"].contains($0.baseName ?? "") }
    }

    /// Whether the glassed view, or the label of the control it is, lays out a card row: a
    /// title over a line of detail beside an icon or a chevron (`HStack { icon; VStack {
    /// Text(title); Text(subtitle) } }`), not a button's caption or an option's tile.
    static func showsCardLayout(_ chain: ModifierChain) -> Bool {
        guard let base = chain.base else { return false }
        let laidOut: Syntax
        if let call = base.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call),
           ["Button", "NavigationLink", "Toggle", "Link"].contains(name) {
            guard let label = CallNames.labelClosure(of: call, named: name) else { return false }
            laidOut = Syntax(label)
        } else {
            laidOut = Syntax(base)
        }
        return laidOut.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "VStack", let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id,
                  let content = CallNames.contentClosure(of: call)
            else { return false }
            // The title, then lines of detail: texts, or rows of a symbol and a text.
            let lines = ViewBuilderContent.of(content)
            guard ViewBuilderContent.simultaneousCount(of: lines, where: { $0.baseName == "Text" }) >= 1,
                  ViewBuilderContent.simultaneousCount(of: lines, where: Self.isLineOfText) >= 2
            else { return false }
            return call.enclosingCalls.first.flatMap(CallNames.name(ofCall:)) == "HStack"
        }
    }

    /// Whether the chain is a button or link whose label is one stack of a title and more
    /// lines of detail (`VStack { HStack { cover; Text(title) }; Text(views) }`).
    static func labelsACard(_ chain: ModifierChain) -> Bool {
        guard let call = chain.base?.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call),
              ["Button", "NavigationLink"].contains(name),
              let label = CallNames.labelClosure(of: call, named: name),
              case let views = ViewBuilderContent.of(label), views.count == 1, case .view(let stack) = views[0],
              let stackCall = stack.base?.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: stackCall) == "VStack",
              let content = CallNames.contentClosure(of: stackCall)
        else { return false }
        let lines = ViewBuilderContent.of(content)
        return ViewBuilderContent.simultaneousCount(of: lines, where: Self.isLineOfText) >= 2
    }

    /// A text, or a row that holds one (`HStack { Image(systemName: "person"); Text(count) }`).
    private static func isLineOfText(_ view: ModifierChain) -> Bool {
        if view.baseName == "Text" { return true }
        guard view.baseName == "HStack", let base = view.base else { return false }
        return ViewBuilderContent.laidOutViews(of: base).contains { $0.baseName == "Text" }
    }

    /// Glass drawn in a rectangle, rounded or not, as a card is.
    static func isCard(_ shape: GlassShape?) -> Bool {
        switch shape {
        case .rectangle?, .roundedRectangle?: true
        default: false
        }
    }

    /// Rows and cells are surely content; other scrolling content might be a header.
    static func mostCertain(_ kinds: [Placement.ContentKind]) -> Placement.ContentKind? {
        [.listRow, .scrollCell, .scrolling].first(where: kinds.contains)
    }

    static func advice(_ kind: Placement.ContentKind, isCard: Bool) -> (message: String, fix: String) {
        switch kind {
        case .listRow: ("glass on list rows (content layer)", "remove; plain row background")
        case .scrollCell: ("glass on cells of scrolling content (content layer)", "remove; keep cells solid")
        case .scrolling where isCard: ("glass on a card in scrolling content (content layer)", "remove; keep the card solid")
        case .scrolling: ("glass in scrolling content (content layer)", "remove, or float it in an overlay or bar")
        }
    }
}
