import SwiftSyntax

/// Glass inside other glass: a glass button on a glass panel, glass in a toolbar item or
/// in a partial sheet, glass applied twice to one view. Custom views, containers and
/// helpers are followed across files.
public struct GlassOnGlass: Rule {
    public static let description = RuleDescription(
        id: "glass-on-glass",
        title: "Glass on glass",
        severity: .warning,
        rationale: """
            Glass cannot sample other glass. A glass element inside another one (a `.glass` \
            button on a panel with `glassEffect`, glass inside a toolbar item, which the \
            system already puts on glass, glass inside a partial-height sheet, which is \
            drawn as glass) has nothing to bend but more glass and turns into a pale pill \
            with no contrast. On glass, use plain or bordered controls, fills or vibrancy.
            """,
        source: "WWDC25 session 219 \"Meet Liquid Glass\"; Human Interface Guidelines, Materials (Liquid Glass)",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                VStack(alignment: .leading) {
                    Text(stop.name).font(.headline)
                    Button("Remove Stop") { remove(stop) }
                        .↓buttonStyle(.glass)
                }
                .padding(20)
                .glassEffect(.regular, in: .rect(cornerRadius: 28))
                """),
            RuleExample("""
                content.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Text("Day 2 of 5").padding(8).↓glassEffect()
                    }
                }
                """, note: "toolbar items already share the bar's glass"),
            RuleExample("""
                struct GlassPanel<Content: View>: View {
                    @ViewBuilder var content: Content
                    var body: some View {
                        VStack { content }.padding().glassEffect(in: .rect(cornerRadius: 24))
                    }
                }

                struct StopActions: View {
                    var body: some View {
                        GlassPanel {
                            Button("Share") { share() }.↓buttonStyle(.glass)
                        }
                    }
                }
                """, note: "a container view that wraps its content in glass, followed from its use"),
            RuleExample("""
                trips.sheet(item: $selection) { trip in
                    VStack {
                        Text(trip.name)
                        Button("Book") { book(trip) }.↓buttonStyle(.glassProminent)
                    }
                    .presentationDetents([.medium, .large])
                }
                """, note: "a partial sheet is drawn as glass"),
            RuleExample("""
                HStack {
                    HStack(spacing: 4) {
                        Button("J", action: reverse).↓glassEffect(.regular.interactive())
                        Button("K", action: stop).glassEffect(.regular.interactive())
                        Button("L", action: forward).glassEffect(.regular.interactive())
                    }
                    Slider(value: $position)
                }
                .padding()
                .glassEffect(in: .rect(cornerRadius: 16))
                """, note: "buttons side by side in the same glass are one finding, at the first"),
            RuleExample("""
                struct Avatar: View {
                    var body: some View {
                        Image("me").clipShape(Circle()).↓glassEffect(.regular, in: Circle())
                    }
                }

                struct Timeline: View {
                    @AppStorage("isSignedIn") var isSignedIn = false
                    var body: some View {
                        List(posts) { Text($0.title) }
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    if isSignedIn {
                                        NavigationLink(value: Route.profile) { Avatar() }
                                    }
                                }
                            }
                    }
                }
                """, note: "a stored setting that starts false changes while the view is shown"),
            RuleExample("""
                struct Surface: View {
                    var body: some View {
                        RoundedRectangle(cornerRadius: 20).fill(.clear).glassEffect(in: .rect(cornerRadius: 20))
                    }
                }

                struct Highlight: View {
                    var tint: Color?

                    var body: some View {
                        let shape = RoundedRectangle(cornerRadius: 12)
                        if let tint {
                            shape.↓glassEffect(.regular.tint(tint))
                        } else {
                            shape.glassEffect(.regular)
                        }
                    }
                }

                struct PeriodPicker: View {
                    var body: some View {
                        HStack { Text("Week").padding(6).background(Highlight()); Text("Month") }
                            .padding(4)
                            .background(Surface())
                    }
                }
                """, note: "a glass view drawn behind another glass view's background; the branches of one if are one finding"),
            RuleExample("""
            struct LibraryScreen: View {
                var body: some View {
                    ZStack {
                        Rectangle()
                            .glassEffect(.regular, in: .rect)
                            .ignoresSafeArea()
                        VStack {
                            Button("Sort") { sort() }
                                .↓buttonStyle(.glass)
                            Text("Scales")
                        }
                    }
                }
            }
            """, note: "a glass control on a panel of glass laid first in the same ZStack"),
            RuleExample("""
                struct MiniPlayer: View {
                    var body: some View {
                        self.commandPill
                    }

                    private var commandPill: some View {
                        HStack(spacing: 11) {
                            self.iconButton(systemName: "pip.exit", label: "Return") { self.returnToWindow() }
                            self.iconButton(systemName: "list.bullet", label: "Queue") { self.showQueue() }
                        }
                        .padding(.horizontal, 10)
                        .glassEffect(.regular.interactive(), in: .capsule)
                    }

                    private func iconButton(systemName: String, label: String, action: @escaping () -> Void) -> some View {
                        Button(action: action) { Image(systemName: systemName) }
                            .buttonStyle(.plain)
                            .↓glassEffect(.regular.interactive(), in: .circle)
                            .accessibilityLabel(label)
                    }
                }
                """, note: "a member called through `self.` is shown where it is called, inside the pill's glass"),
            RuleExample("""
                struct GlassEffectContainer<Content: View>: View {
                    var spacing: CGFloat = 20
                    @ViewBuilder var content: () -> Content
                    var body: some View {
                        SwiftUI.GlassEffectContainer(spacing: spacing) {
                            content().padding(8).glassEffect(.regular, in: .rect(cornerRadius: 12))
                        }
                    }
                }

                struct ShuttleControls: View {
                    var body: some View {
                        GlassEffectContainer {
                            HStack(spacing: 4) {
                                Button("J") { reverse() }.↓buttonStyle(.glass)
                                Button("K") { stop() }.buttonStyle(.glass)
                            }
                        }
                    }
                }
                """, note: "a project type named GlassEffectContainer that glasses what it holds; the buttons beside each other are one finding"),
            RuleExample("""
                struct ChatScreen: View {
                    var body: some View {
                        Messages()
                            .toolbar {
                                #if os(macOS)
                                ToolbarItem(placement: .primaryAction) { moreMenu }
                                #else
                                ToolbarItem(placement: .topBarTrailing) { moreMenu }
                                #endif
                            }
                    }

                    private var moreMenu: some View {
                        Menu {
                            Button("New chat", action: newChat)
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                        .frame(width: 36, height: 36)
                        #if os(iOS)
                        .↓glassEffect(.regular.interactive(), in: .circle)
                        #endif
                    }
                }
                """, note: "the glass is drawn by the iOS build, in the item the toolbar of the other builds shows"),
            RuleExample("""
                struct GlassIconButton: View {
                    let icon: String
                    var isToolbarItem = false
                    let action: () -> Void
                    var body: some View {
                        Button(action: action) {
                            Image(systemName: icon).frame(width: 44, height: 44)
                        }
                        .↓modifier(GlassIconModifier(isToolbarItem: isToolbarItem))
                    }
                }

                struct GlassIconModifier: ViewModifier {
                    let isToolbarItem: Bool
                    func body(content: Content) -> some View {
                        if isToolbarItem {
                            content
                        } else {
                            content.glassEffect(.regular, in: .circle)
                        }
                    }
                }

                struct Detail: View {
                    var body: some View {
                        NavigationStack {
                            Text("Detail")
                                .toolbar {
                                    ToolbarItem(placement: .topBarLeading) {
                                        GlassIconButton(icon: "chevron.left", isToolbarItem: false) { }
                                    }
                                }
                        }
                    }
                }
                """, note: "the toolbar passes `false`, for which the modifier draws glass in the item's glass"),
            RuleExample("""
                struct SyncSettings: View {
                    var body: some View {
                        ScrollView {
                            VStack(spacing: 16) {
                                settingsCard(title: "Health") {
                                    Text("Heart rate")
                                    Button("Request access") { requestAccess() }
                                        .↓buttonStyle(.glass)
                                }
                                settingsCard(title: "Data") { Text("Export") }
                            }
                            .padding()
                        }
                    }

                    private func settingsCard<Content: View>(title: String, @ViewBuilder content: () -> Content) -> some View {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(title).font(.subheadline)
                            content()
                        }
                        .padding(16)
                        .glassEffect(.regular, in: .rect(cornerRadius: 20))
                    }
                }
                """, note: "a function of the view that wraps the content it is given in glass, followed from its call"),
            RuleExample("""
                struct PlanGlass: ViewModifier {
                    func body(content: Content) -> some View {
                        content.glassEffect(.regular, in: .rect(cornerRadius: 18))
                    }
                }

                struct SegmentedTabs: View {
                    @Binding var selection: Int
                    var body: some View {
                        HStack {
                            Button("Monthly") { selection = 0 }
                            Button("Yearly") { selection = 1 }
                        }
                        .padding(4)
                        .↓glassEffect(.regular, in: .capsule)
                    }
                }

                struct PlansSheet: View {
                    @State private var billing = 0
                    var body: some View {
                        HStack {
                            planCard(title: "Pro") { SegmentedTabs(selection: $billing) }
                            planCard(title: "Lifetime")
                        }
                    }

                    func planCard(title: String) -> some View {
                        planCard(title: title) { EmptyView() }
                    }

                    func planCard<Top: View>(title: String, @ViewBuilder top: () -> Top) -> some View {
                        VStack(alignment: .leading) {
                            Text(title)
                            top()
                        }
                        .padding(18)
                        .background(
                            RoundedRectangle(cornerRadius: 18).fill(Color.white.opacity(0.04)).modifier(PlanGlass())
                        )
                    }
                }
                """, note: "glass a background draws, through a modifier on its shape, is under the card's content; the overload that takes content shows it"),
            RuleExample("""
                private struct RowGlass: View {
                    var body: some View {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(.clear)
                            .background {
                                RoundedRectangle(cornerRadius: 12).fill(.clear).glassEffect(.regular, in: .rect(cornerRadius: 12))
                            }
                    }
                }

                struct FeatureRow: View {
                    var body: some View {
                        HStack {
                            Image(systemName: "sparkles")
                                .frame(width: 28, height: 28)
                                .↓glassEffect(.regular, in: .circle)
                            Text("Live updates")
                        }
                        .padding(12)
                        .background(RowGlass())
                    }
                }
                """, note: "a project view drawn as a background whose glass is drawn behind its own shape"),
            RuleExample("""
                struct VoiceSettings: View {
                    @State private var selected = "alloy"
                    var body: some View {
                        ZStack {
                            Color.black.ignoresSafeArea()
                            ScrollView {
                                section(title: "Voice") {
                                    HStack {
                                        ForEach(voices, id: \\.self) { voice in
                                            Button(voice) { selected = voice }
                                                .padding(8)
                                                .↓glassEffect(.regular.interactive(), in: .rect(cornerRadius: 12))
                                        }
                                    }
                                }
                            }
                        }
                    }

                    private func section(title: String, @ViewBuilder content: () -> some View) -> some View {
                        VStack(alignment: .leading) {
                            Text(title)
                            content()
                                .padding()
                                .glassEffect(.regular, in: .rect(cornerRadius: 20))
                        }
                    }
                }
                """, note: "the black backdrop behind the screen is further out than the section's glass the buttons sit on"),
            RuleExample("""
                struct PlayerPanel: View {
                    var compactSize = false
                    var body: some View {
                        VStack {
                            Text("Now playing")
                            if compactSize {
                                Button("Info") { showInfo() }.↓buttonStyle(.glass)
                            }
                        }
                        .padding()
                        .glassEffect(in: .rect(cornerRadius: 20))
                    }
                }

                struct Player: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    var body: some View {
                        PlayerPanel(compactSize: sizeClass == .regular)
                    }
                }
                """, note: "a default holds only where the argument is left out: a computed one may be true"),
            RuleExample("""
                struct NoticeEditor: View {
                    @State private var picking: PickerKind?

                    var body: some View {
                        Form { Text("Notice") }
                            .sheet(item: $picking) { kind in
                                TargetPicker(kind: kind)
                                    .presentationDetents(detents(for: kind))
                            }
                    }

                    private func detents(for kind: PickerKind) -> Set<PresentationDetent> {
                        switch kind {
                        case .part: return [.fraction(0.38)]
                        case .school: return [.large]
                        }
                    }
                }

                struct TargetPicker: View {
                    let kind: PickerKind
                    var body: some View {
                        VStack {
                            Text(kind.title)
                            Button("Choose") { choose() }.↓buttonStyle(.glass)
                        }
                    }
                }
                """, note: "detents a function of the view gives, read in its body: partial for some kinds"),
            RuleExample("""
                struct Root: View {
                    var body: some View {
                        TabView { Text("Home") }
                            .tabViewBottomAccessory {
                                MiniPlayer("Now playing")
                            }
                    }

                    @ViewBuilder
                    func MiniPlayer(_ title: String) -> some View {
                        HStack { Text(title); ElapsedTime() }
                    }
                }

                struct ElapsedTime: View {
                    var body: some View {
                        Text("00:01").padding(.horizontal, 6).↓glassEffect(.regular, in: .capsule)
                    }
                }
                """, note: "a function of the type named like a type (MiniPlayer) is followed"),
            RuleExample("""
                ScrollView {
                    ForEach(posts) { post in
                        NavigationLink(destination: { PostDetail(post: post) }, label: {
                            VStack {
                                Text(post.title)
                                NavigationLink(destination: { LiveRoom(post: post) }, label: { Text(post.liveTitle) })
                                    .↓buttonStyle(.glass)
                            }
                        })
                        .buttonStyle(.glass)
                    }
                }
                """, note: "a glass button in the label of a glass-styled link: the link draws its glass around the label"),
            RuleExample("""
                ScrollView {
                    ForEach(posts) { post in
                        NavigationLink(destination: { PostDetail(post: post) }, label: {
                            VStack {
                                Text(post.title)
                                Text(post.summary).padding().↓glassEffect(in: .rect(cornerRadius: 8))
                            }
                        })
                        .wrapIf(isModern) { content in
                            if #available(iOS 26.0, *) { content.buttonStyle(.glass) }
                        } else: { content in
                            content.buttonStyle(.bordered)
                        }
                    }
                }
                """, note: "glass a project's transform closure gives the link is around its label"),
            RuleExample("""
                struct CommentList {
                    let comments: [Comment]
                    let row: (Comment) -> AnyView
                }

                extension CommentList: UIViewRepresentable {
                    func makeUIView(context: Context) -> UITableView { CommentTable(rows: comments.map(row)) }
                    func updateUIView(_ view: UITableView, context: Context) {}
                }

                extension CommentList: NSViewRepresentable {
                    func makeNSView(context: Context) -> NSScrollView { CommentTable.scrolling(rows: comments.map(row)) }
                    func updateNSView(_ view: NSScrollView, context: Context) {}
                }

                struct CommentsPanel: View {
                    var body: some View {
                        VStack {
                            CommentList(comments: comments) { comment in
                                AnyView(Button("Reply") { reply(to: comment) }.↓buttonStyle(.glass))
                            }
                        }
                        .padding()
                        .glassEffect(in: .rect(cornerRadius: 20))
                    }
                }
                """, note: "a table or scroll view a representable hosts shows its rows inside the panel around it"),
            RuleExample("""
                struct ShakeDetector: UIViewControllerRepresentable {
                    let onShake: () -> Void
                    func makeUIViewController(context: Context) -> ShakeViewController { ShakeViewController(onShake: onShake) }
                    func updateUIViewController(_ controller: ShakeViewController, context: Context) {}
                }

                struct Timers: View {
                    @State private var adding = false
                    var body: some View {
                        List { Text("Timers") }
                            .sheet(isPresented: $adding) {
                                VStack {
                                    Button("Start") { start() }.↓buttonStyle(.glass)
                                }
                                .background(ShakeDetector { reset() })
                                .presentationDetents([.medium])
                            }
                    }
                }
                """, note: "a representable that shows no media (a shake detector) hides nothing behind the sheet's content"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                List(users) { Text($0.name) }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            if #available(iOS 26.0, *) {
                                Button("Edit", action: edit)
                            } else {
                                Button("Edit", action: edit).backport.buttonStyle(.glass)
                            }
                        }
                    }
                """, note: "the backport's glass is drawn only before 26, where bars have none"),
            RuleExample("""
                content.toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        TitlePill(title: title, isGlass: isNewDesign)
                    }
                    .sharedBackgroundVisibility(isNewDesign ? .hidden : .automatic)
                }
                """, note: "the shared background is hidden exactly when the item draws its own glass"),
            RuleExample("""
                struct ComposeButton: View {
                    var body: some View {
                        Button("New post", systemImage: "plus") { compose() }.buttonStyle(.glass)
                    }
                }

                struct Feed: View {
                    var body: some View {
                        List(posts) { PostRow(post: $0) }
                            .overlay(alignment: .bottomTrailing) { ComposeButton().buttonStyle(.glassProminent) }
                    }
                }
                """, note: "button styles do not nest: the button's own style replaces the one set around it"),
            RuleExample("""
                struct Feed: View {
                    var body: some View {
                        List(posts) { PostRow(post: $0) }
                            .toolbar {
                                ToolbarItem {
                                    NavigationLink {
                                        Notifications()
                                    } label: {
                                        Image(systemName: "bell").accessibilityLabel("Notifications")
                                    }
                                }
                            }
                    }
                }

                struct Notifications: View {
                    var body: some View {
                        List(items) { Text($0.title) }
                            .overlay(alignment: .bottom) { Button("Mark all read") { markAll() }.buttonStyle(.glass) }
                    }
                }
                """, note: "a navigation link's destination is pushed as a screen of its own, outside the toolbar item"),
            RuleExample("""
                HStack {
                    ForEach(categories) { category in
                        Button(category.name) { pick(category) }.buttonStyle(.glassProminent)
                    }
                    Button("All") { pickAll() }
                }
                .buttonStyle(.glass)
                """, note: "a button style on a stack styles the buttons in it; it draws no glass around them"),
            RuleExample("""
                extension View {
                    func barButtonStyle() -> some View {
                        #if os(tvOS)
                        buttonStyle(.glass)
                        #else
                        self
                        #endif
                    }
                }

                struct Details: View {
                    var body: some View {
                        content
                        #if os(iOS) || os(macOS)
                            .toolbar { ToolbarItem { moreMenu } }
                        #endif
                    }

                    var moreMenu: some View {
                        Menu("More") { Button("Delete") { delete() } }.barButtonStyle()
                    }
                }
                """, note: "the helper draws glass on tvOS only; the toolbar is there on iOS and macOS only"),
            RuleExample("""
                content.toolbar {
                    ToolbarItem(placement: .principal) {
                        Label("Design review", systemImage: "person.2").padding(8).glassEffect()
                    }
                }
                """, note: "the title area has no shared glass: the header's own glass is the only glass"),
            RuleExample("""
                content.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Text("Day 2 of 5").padding(8).glassEffect()
                    }
                    .sharedBackgroundVisibility(.hidden)
                }
                """, note: "an item detached from the shared background has no glass of its own"),
            RuleExample("""
                VStack {
                    Button("Remove Stop") { remove(stop) }.buttonStyle(.glass)
                }
                .padding(20)
                .glassEffect(.identity)
                """, note: "identity glass is no glass"),
            RuleExample("""
                struct Banner: View {
                    let isFloating: Bool
                    var body: some View {
                        if isFloating {
                            Text("Lisbon").padding().glassEffect()
                        } else {
                            Text("Lisbon").padding()
                        }
                    }
                }

                struct Details: View {
                    var body: some View {
                        List {
                            Banner(isFloating: false)
                        }
                        .presentationDetents([.medium])
                    }
                }
                """, note: "the constant argument selects the plain branch inside the partial sheet"),
            RuleExample("""
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 12) {
                        Button("Walk") { pick(.walking) }.buttonStyle(.glass)
                        Button("Drive") { pick(.driving) }.buttonStyle(.glass)
                    }
                }
                """, note: "neighbours in a container are siblings, not nested"),
            RuleExample("""
                details.sheet(isPresented: $showsMap) {
                    MapControls().buttonStyle(.glass).presentationDetents([.large])
                }
                """, note: "a full-height sheet is solid, not glass"),
            RuleExample("""
                struct StopPicker: View {
                    @State private var query = ""
                    var body: some View { content }

                    private var content: some View {
                        List { searchField }
                    }

                    private var searchField: some View {
                        capsule(TextField("Search", text: $query))
                    }

                    private func capsule(_ content: some View) -> some View {
                        content.glassEffect(in: .capsule)
                    }
                }
                """, note: "a helper's content parameter is the caller's view, not the type's content"),
            RuleExample("""
                extension View {
                    func sheetStyle() -> some View {
                        presentationBackground(Color.black).presentationDragIndicator(.visible)
                    }
                }

                struct BackupSheet: View {
                    var body: some View {
                        VStack {
                            Button("Close") { close() }.buttonStyle(.glass)
                        }
                        .sheetStyle()
                        .presentationDetents([.height(325)])
                    }
                }
                """, note: "a project sheet modifier sets an opaque background: the sheet is not glass"),
            RuleExample("""
                VStack {
                    Button("Done") { done() }.buttonStyle(.glass)
                }
                .presentationDetents([.medium])
                .presentationBackground(Color.black)
                """, note: "a sheet with its own background is not glass"),
            RuleExample("""
                struct GlassCircle: ViewModifier {
                    let tint: Color?
                    func body(content: Content) -> some View {
                        if let tint {
                            content.glassEffect(.regular.tint(tint), in: Circle())
                        } else {
                            content.glassEffect(.regular, in: Circle())
                        }
                    }
                }

                let help = Image(systemName: "info").padding().modifier(GlassCircle(tint: nil))
                """, note: "the branches of one helper apply one glass"),
            RuleExample("""
                content.toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Join") { join() }.buttonStyle(.glassProminent)
                    }
                }
                """, note: "a prominent button in a toolbar item is the bar's primary action"),
            RuleExample("""
                VStack {
                    Button("Close", systemImage: "xmark") { close() }.buttonStyle(.glass)
                    Editor()
                }
                .presentationDetents([.large, .height(230)], selection: $detent)
                """, note: "detents chosen through a binding: what shows at the small height is the app's choice"),
            RuleExample("""
                struct PlayerSheet: View {
                    var body: some View {
                        ZStack {
                            artwork
                            VStack {
                                Button("Share", systemImage: "square.and.arrow.up") { share() }
                                    .glassEffect(.regular.interactive(), in: .capsule)
                                Spacer()
                            }
                        }
                        .presentationDetents([.medium])
                    }

                    private var artwork: some View {
                        GeometryReader { _ in
                            if let cover {
                                Image(uiImage: cover).resizable().scaledToFill()
                            } else {
                                Color.black
                            }
                        }
                        .ignoresSafeArea()
                    }
                }
                """, note: "the sheet's glass is covered by full-bleed artwork drawn first: the control sits on the artwork"),
            RuleExample("""
                struct NowPlayingAccessory: ViewModifier {
                    func body(content: Content) -> some View {
                        content.overlay(alignment: .bottom) {
                            NowPlayingBar().padding().glassEffect(.regular.interactive(), in: .capsule)
                        }
                    }
                }

                struct Library: View {
                    var body: some View {
                        NavigationStack {
                            Button("Shuffle", systemImage: "shuffle") { shuffle() }.buttonStyle(.glass)
                        }
                        .modifier(NowPlayingAccessory())
                    }
                }
                """, note: "a helper that lays a glass bar over the content puts no glass under it"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func circleSurface() -> some View {
                        if #available(iOS 26, *) {
                            glassEffect(.regular.interactive(), in: .circle)
                        } else {
                            background(.thinMaterial, in: .circle)
                        }
                    }
                }

                struct Editor: View {
                    var body: some View {
                        TextEditor(text: $text)
                            .toolbar {
                                if #available(iOS 26.0, *) {
                                    ToolbarItem(placement: .topBarTrailing) { moreButton }
                                        .sharedBackgroundVisibility(.hidden)
                                } else {
                                    ToolbarItem(placement: .topBarTrailing) { moreButton }
                                }
                            }
                    }

                    private var moreButton: some View {
                        Menu { editorMenu } label: {
                            Image(systemName: "ellipsis").frame(width: 44, height: 44).circleSurface()
                        }
                        .accessibilityLabel("More")
                    }
                }
                """, note: "the plain item is the pre-26 branch, where bars have no glass; on 26 the item hides its shared background"),
            RuleExample("""
                struct JoinChannel: View {
                    var body: some View {
                        VStack(spacing: 16) {
                            Text("Join #general")
                            Button("Join", action: join).buttonStyle(.glassProminent)
                        }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color(.systemGroupedBackground))
                    }
                }

                struct Messages: View {
                    var body: some View {
                        List(messages) { Text($0.text) }
                            .sheet(isPresented: $joining) {
                                JoinChannel().presentationDetents([.medium])
                            }
                    }
                }
                """, note: "the sheet's content fills it with an opaque background: the button is not on the sheet's glass"),
            RuleExample("""
                struct FloatingInspector: ViewModifier {
                    var isShown: Bool

                    func body(content: Content) -> some View {
                        ZStack {
                            content
                            if isShown {
                                InspectorPanel()
                                    .frame(width: 280)
                                    .background {
                                        RoundedRectangle(cornerRadius: 20).glassEffect(in: .rect(cornerRadius: 20))
                                    }
                            }
                        }
                    }
                }

                struct Home: View {
                    var body: some View {
                        SearchField().padding().glassEffect()
                            .modifier(FloatingInspector(isShown: true))
                    }
                }
                """, note: "the helper's glass is behind a panel it lays beside the content, not around it"),
            RuleExample("""
                struct ContactsPicker: View {
                    var body: some View {
                        List(contacts) { Text($0.name) }
                            .toolbar { toolbarItems }
                    }

                    @ToolbarContentBuilder
                    private var toolbarItems: some ToolbarContent {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel", action: cancel)
                        }
                        ToolbarItem(placement: .principal) {
                            HStack { Text("To"); Text(recipient) }.padding(8).glassEffect(in: .capsule)
                        }
                    }
                }
                """, note: "toolbar content of the project's own says where each item goes; the title area has no shared glass"),
            RuleExample("""
                struct PlayerBar: View {
                    var body: some View {
                        HStack {
                            Button("Play", action: play)
                            Button { toggleVolume() } label: { Image(systemName: "speaker.wave.2") }
                                .overlay(alignment: .top) {
                                    if showsVolume { volumeSlider.offset(y: -176) }
                                }
                        }
                        .padding()
                        .glassEffect(in: .capsule)
                    }

                    private var volumeSlider: some View {
                        Slider(value: $volume).frame(width: 46, height: 168).glassEffect(.regular.interactive(), in: .capsule)
                    }
                }
                """, note: "an overlay moved far above its button hangs over the content, outside the bar's glass"),
            RuleExample("""
            struct GlassButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .scaleEffect(configuration.isPressed ? 0.95 : 1.0)
                }
            }

            struct Lyrics: View {
                var body: some View {
                    Button {
                        toggle()
                    } label: {
                        Image(systemName: "arrow.up.left")
                            .frame(width: 36, height: 36)
                            .glassEffect(.regular.interactive(), in: .circle)
                    }
                    .buttonStyle(GlassButtonStyle())
                }
            }
            """, note: "a project's own GlassButtonStyle, which draws no glass, is not SwiftUI's"),
            RuleExample("""
                ZStack {
                    Color.clear
                        .glassEffect(.regular.tint(.white), in: .rect(cornerRadius: 12))
                        .opacity(isActive ? 0 : 1)
                    Color.clear
                        .glassEffect(.regular.tint(.black), in: .rect(cornerRadius: 12))
                        .opacity(isActive ? 1 : 0)
                }
                """, note: "a layer that cross-fades with the one below it is not drawn on it"),
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

                struct FormatBar: View {
                    var body: some View {
                        HStack { Button("Bold") { bold() } }
                            .padding()
                            .glassEffect(.regular.interactive(), in: .capsule)
                    }

                    func bold() {}
                }

                struct Composer: View {
                    var body: some View {
                        field
                            .padding()
                            .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 24))
                    }

                    private var field: some View {
                        EditorField { FormatBar() }
                            .frame(minHeight: 44)
                    }
                }
                """, note: "a representable hosts its content in UIKit (above the keyboard): it is not inside the glass around the representable"),
            RuleExample("""
                struct SourcesSheet: View {
                    @Environment(\\.colorScheme) private var colorScheme
                    var body: some View {
                        ScrollView {
                            LazyVStack {
                                ForEach(sources) { source in
                                    Text(source.title).padding().glassEffect(in: .rect(cornerRadius: 12))
                                }
                            }
                        }
                        .background(Color.appBackground(for: colorScheme).ignoresSafeArea())
                    }
                }

                struct Answer: View {
                    var body: some View {
                        Text(answer)
                            .sheet(isPresented: $showsSources) {
                                SourcesSheet().presentationDetents([.medium, .large])
                            }
                    }
                }
                """, note: "a colour the project's own function makes fills the sheet: its rows are not on the sheet's glass"),
            RuleExample("""
                struct InputMenu: View {
                    var body: some View {
                        Menu {
                            Button("Photo", action: pickPhoto)
                        } label: {
                            Image(systemName: "plus")
                                #if os(macOS)
                                .glassEffect()
                                #endif
                        }
                    }
                }

                struct ChatDetail: View {
                    var body: some View {
                        #if os(macOS)
                        MessagesMac()
                        #else
                        NavigationStack {
                            Messages()
                                .toolbar {
                                    ToolbarItem(placement: .bottomBar) { InputMenu() }
                                }
                        }
                        #endif
                    }
                }
                """, note: "the glass is drawn by the macOS build, the toolbar shown by the others"),
            RuleExample("""
                struct Inspector: View {
                    var body: some View {
                        Form { Text("Tokens") }
                        #if os(macOS)
                        .overlay(alignment: .topTrailing) {
                            Button("Close", systemImage: "xmark") { dismiss() }.buttonStyle(.glass)
                        }
                        #endif
                    }
                }

                struct ChatMobile: View {
                    var body: some View {
                        Messages()
                            .sheet(isPresented: $showsInspector) {
                                Inspector().presentationDetents([.medium, .large])
                            }
                    }
                }

                struct ChatDetail: View {
                    var body: some View {
                        #if os(macOS)
                        ChatMac()
                        #else
                        ChatMobile()
                        #endif
                    }
                }
                """, note: "the partial sheet is presented by a view only the other platforms show"),
            RuleExample("""
                struct AttachMenu: View {
                    var body: some View {
                        Menu {
                            Button("Photo", action: pickPhoto)
                        } label: {
                            #if os(macOS)
                            Image(systemName: "plus.circle.fill").glassEffect()
                            #else
                            Image(systemName: "plus")
                            #endif
                        }
                    }
                }

                struct ChatDetail: View {
                    var body: some View {
                        #if os(macOS)
                        MessagesMac()
                        #else
                        Messages()
                            .toolbar {
                                ToolbarItem(placement: .bottomBar) { AttachMenu() }
                            }
                        #endif
                    }
                }
                """, note: "nested #if clauses keep the platforms both keep: none here"),
            RuleExample("""
                struct GlassIconButton: View {
                    let icon: String
                    var isToolbarItem = false
                    let action: () -> Void
                    var body: some View {
                        Button(action: action) {
                            Image(systemName: icon).frame(width: 44, height: 44)
                        }
                        .modifier(GlassIconModifier(isToolbarItem: isToolbarItem))
                    }
                }

                struct GlassIconModifier: ViewModifier {
                    let isToolbarItem: Bool
                    func body(content: Content) -> some View {
                        if isToolbarItem {
                            content
                        } else {
                            content.glassEffect(.regular, in: .circle)
                        }
                    }
                }

                struct Detail: View {
                    var body: some View {
                        NavigationStack {
                            Text("Detail")
                                .toolbar {
                                    ToolbarItem(placement: .topBarLeading) {
                                        GlassIconButton(icon: "chevron.left", isToolbarItem: true) { }
                                    }
                                }
                        }
                    }
                }
                """, note: "every use passes `isToolbarItem: true`, for which the modifier draws no glass"),
            RuleExample("""
                struct CanvasScreen: View {
                    var body: some View {
                        ZStack(alignment: .top) {
                            Canvas { context, size in draw(context, size) }
                            Button("Reset") { reset() }
                                .padding()
                                .glassEffect(.regular.interactive(), in: .capsule)
                        }
                    }
                }

                struct WhatsNew: View {
                    var body: some View {
                        featureCard(title: "New canvas", preview: AnyView(CanvasScreen().allowsHitTesting(false)))
                    }

                    private func featureCard(title: String, preview: AnyView) -> some View {
                        HStack {
                            Text(title)
                            preview.frame(width: 148, height: 96)
                        }
                        .padding(12)
                        .glassEffect(.regular, in: .rect(cornerRadius: 16))
                    }
                }
                """, note: "a screen drawn with hit testing off is a picture of it in the card, not a use of its controls"),
            RuleExample("""
                struct DayBackground: View {
                    var body: some View {
                        TimelineView(.periodic(from: .now, by: 900)) { context in
                            let hour = Calendar.current.component(.hour, from: context.date)
                            LinearGradient(colors: colors(for: hour), startPoint: .top, endPoint: .bottom)
                                .ignoresSafeArea()
                        }
                    }
                }

                struct EntryEditor: View {
                    var body: some View {
                        ZStack {
                            DayBackground()
                            VStack {
                                Text("250 ml")
                                Button("Save") { save() }.glassEffect(.regular.interactive(), in: .capsule)
                            }
                        }
                    }
                }

                struct History: View {
                    @State private var editing = false
                    var body: some View {
                        List { Text("Today") }
                            .sheet(isPresented: $editing) {
                                EntryEditor().presentationDetents([.height(500)])
                            }
                    }
                }
                """, note: "a project view that fills the sheet with an opaque gradient is what the button sits on"),
            RuleExample("""
                struct FocusWarning: View {
                    var body: some View {
                        ZStack {
                            Label("Face not visible", systemImage: "exclamationmark.triangle")
                            Rectangle()
                                .foregroundStyle(Color.red)
                                .opacity(0.65)
                                .mask {
                                    Capsule().glassEffect(.regular)
                                }
                        }
                        .padding()
                        .glassEffect(.regular, in: .capsule)
                    }
                }
                """, note: "glass in a mask lends only its shape: it is never drawn"),
            RuleExample("""
                struct AssetView: View {
                    var body: some View {
                        ScrollView { AssetSummary() }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    NavigationLink("Details") {
                                        ContractsView()
                                    }
                                }
                            }
                    }
                }

                struct ContractsView: View {
                    var body: some View {
                        VStack {
                            Text("Contracts")
                            Button("Copy") { copy() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "a link titled in the toolbar pushes its destination: a screen of its own, not the toolbar's glass"),
            RuleExample("""
                struct SyncIndicator: View {
                    enum Presentation { case toolbar, canvas }
                    var presentation: Presentation = .canvas

                    var body: some View {
                        switch presentation {
                        case .toolbar:
                            Image(systemName: "icloud")
                        case .canvas:
                            Label("Synced", systemImage: "icloud")
                                .padding(8)
                                .glassEffect(.regular, in: Capsule())
                        }
                    }
                }

                struct Editor: View {
                    var body: some View {
                        DrawingCanvas()
                            .toolbar {
                                ToolbarItem {
                                    SyncIndicator(presentation: .toolbar)
                                }
                            }
                    }
                }
                """, note: "every place the view is shown in the toolbar passes the case that draws no glass"),
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

                struct AccountCard: View {
                    var body: some View {
                        HStack {
                            IconView(symbol: "creditcard", style: .plain)
                            Text("Checking")
                        }
                        .padding()
                        .glassEffect(in: .rect(cornerRadius: 20))
                    }
                }
                """, note: "glass a view draws only in configurations its creators choose is not known to be drawn where they show it"),
            RuleExample("""
                struct ChapterDetail: View {
                    var body: some View {
                        VStack { Text("Chapter") }
                            .toolbar {
                                ToolbarItem(placement: .bottomBar) {
                                    detailButton("play.fill", withBackground: false) { play() }
                                }
                            }
                    }

                    @ViewBuilder private func detailButton(_ symbol: String, withBackground: Bool = true, action: @escaping () -> Void) -> some View {
                        if withBackground {
                            Button(action: action) { Image(systemName: symbol).frame(width: 44, height: 44) }
                                .glassEffect(.regular.interactive(), in: .circle)
                        } else {
                            Button(action: action) { Image(systemName: symbol).frame(width: 44, height: 44) }
                        }
                    }
                }
                """, note: "the constant a member function is called with chooses its plain branch in the toolbar"),
            RuleExample("""
                extension View {
                    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                        if condition { transform(self) } else { self }
                    }
                }

                struct EpisodeDetail: View {
                    var body: some View {
                        ScrollView { EpisodeNotes() }
                            .toolbar {
                                ToolbarItem(placement: .secondaryAction) { actionButton("forward.fill", showsGlass: false) { skip() } }
                            }
                    }

                    private func actionButton(_ symbol: String, showsGlass: Bool = true, action: @escaping () -> Void) -> some View {
                        Button(action: action) {
                            Image(systemName: symbol)
                                .frame(width: 44, height: 44)
                                .if(showsGlass) { $0.glassEffect(.regular.interactive(), in: .circle) }
                        }
                        .accessibilityLabel("Skip")
                    }
                }
                """, note: "the project's conditional modifier draws the glass only when its condition holds"),
            RuleExample("""
                extension View {
                    @ViewBuilder func menuChrome(usesSystemChrome: Bool) -> some View {
                        if usesSystemChrome {
                            frame(width: 38, height: 34)
                        } else {
                            frame(width: 38, height: 34).glassEffect(.regular.interactive(), in: Capsule())
                        }
                    }
                }

                struct TagActionsMenu: View {
                    let usesSystemChrome: Bool
                    var body: some View {
                        Menu { Button("Copy") { copy() } } label: { Image(systemName: "ellipsis") }
                            .menuChrome(usesSystemChrome: usesSystemChrome)
                            .accessibilityLabel("Actions")
                    }
                }

                struct BookmarkTags: View {
                    var body: some View {
                        List { Text("Tags") }
                            .toolbar {
                                ToolbarItem(placement: .secondaryAction) {
                                    actionsMenu(usesSystemChrome: true)
                                }
                            }
                    }

                    private func actionsMenu(usesSystemChrome: Bool = false) -> some View {
                        TagActionsMenu(usesSystemChrome: usesSystemChrome)
                    }
                }
                """, note: "a value passed on from a member function to the view it builds and on to a helper switches the glass off in the toolbar"),
            RuleExample("""
                struct SourcePicker: View {
                    @State private var picking = false
                    var body: some View {
                        Button("Choose a source") { picking = true }
                            .sheet(isPresented: $picking) {
                                SourceList().presentationDetents([.medium, .large])
                            }
                    }
                }

                struct SourceList: View {
                    var body: some View {
                        List { Text("Server A") }
                            .scrollContentBackground(.hidden)
                            .presentationBackground { Color.clear.glassEffect(in: .rect) }
                    }
                }
                """, note: "the glass of a sheet's presentationBackground is the sheet's layer, not glass on it"),
            RuleExample("""
                GlassEffectContainer {
                    ZStack {
                        Circle().fill(Color.clear).glassEffect(.regular.tint(.teal.opacity(0.2)), in: Arc(end: 1))
                        Circle().fill(Color.clear).glassEffect(.regular.tint(.teal), in: Arc(end: progress))
                    }
                }
                """, note: "glass in a project's shape covers that shape, not the layers over it: two arcs of a gauge"),
            RuleExample("""
                struct Globe: View {
                    @State private var detailsShown = false
                    var body: some View {
                        Map()
                            .sheet(isPresented: $detailsShown) {
                                CityDetails().presentationDetents([.medium, .large])
                            }
                    }
                }

                struct CityDetails: View {
                    @State private var detent: PresentationDetent = .medium
                    var body: some View {
                        ScrollView { forecast }
                            .safeAreaInset(edge: .top) {
                                if detent == .large {
                                    Text("12:40").padding().glassEffect()
                                }
                            }
                            .presentationDetents([.medium, .large], selection: $detent)
                    }
                }
                """, note: "the sheet picks its detents through a binding: what it shows at each height is its choice"),
            RuleExample("""
                struct HealthHub: View {
                    var body: some View {
                        ScrollView {
                            VStack {
                                healthLink("Sleep") { SleepScreen() }
                            }
                            .padding()
                            .glassEffect(.regular, in: .rect(cornerRadius: 20))
                        }
                    }

                    private func healthLink<Destination: View>(_ title: String, @ViewBuilder destination: @escaping () -> Destination) -> some View {
                        NavigationLink {
                            destination()
                        } label: {
                            Text(title)
                        }
                    }
                }

                struct SleepScreen: View {
                    var body: some View {
                        ScrollView {
                            Text("8 h").padding().glassEffect(.regular, in: .rect(cornerRadius: 16))
                        }
                    }
                }
                """, note: "a function of the view that shows what it is given as a navigation link's destination: a pushed screen is not inside the card around the link"),
            RuleExample("""
                struct AppBackdrop: View {
                    var body: some View {
                        LinearGradient(colors: [.black, .indigo], startPoint: .top, endPoint: .bottom)
                            .ignoresSafeArea()
                    }
                }

                extension View {
                    func appBackdrop() -> some View {
                        self.background { AppBackdrop() }
                    }
                }

                struct InjectionsScreen: View {
                    @State private var adding = false
                    var body: some View {
                        List { Text("Log") }
                            .sheet(isPresented: $adding) {
                                AddInjectionSheet().presentationDetents([.medium])
                            }
                    }
                }

                struct AddInjectionSheet: View {
                    var body: some View {
                        NavigationStack {
                            ScrollView {
                                Button("Save") { save() }.buttonStyle(.glass)
                            }
                            .appBackdrop()
                        }
                    }
                }
                """, note: "a modifier of the project draws an opaque view behind the sheet's content: the glass sits on it, not on the sheet"),
            RuleExample("""
                struct PageThumbnail: View {
                    let cover: Image
                    let index: Int
                    var body: some View {
                        ZStack(alignment: .topTrailing) {
                            cover.resizable().frame(height: 72)
                            Text("\\(index + 1)").padding(4).glassEffect(in: .capsule)
                        }
                    }
                }

                struct Filmstrip: View {
                    var body: some View {
                        HStack { ForEach(pages) { PageThumbnail(cover: $0.cover, index: $0.index) } }
                            .padding()
                            .glassEffect(in: .rect(cornerRadius: 20))
                    }
                }
                """, note: "a number laid over a thumbnail samples the picture, not the rail's glass around it"),
            RuleExample("""
                struct AttachmentPreview: View {
                    let photo: UIImage
                    var body: some View {
                        VStack {
                            Image(uiImage: photo)
                                .resizable()
                                .scaledToFit()
                                .overlay(alignment: .topTrailing) {
                                    Button("Remove", systemImage: "xmark") { remove() }
                                        .labelStyle(.iconOnly)
                                        .glassEffect(.regular.interactive(), in: .circle)
                                }
                        }
                        .padding()
                        .glassEffect(in: .rect(cornerRadius: 24))
                    }
                }
                """, note: "a button overlaid on a photo sits on the photo"),
            RuleExample("""
                struct RemoteImage: View {
                    let url: URL?
                    @State private var image: Image?
                    var body: some View {
                        Rectangle()
                            .fill(.quaternary)
                            .overlay {
                                if let image { image.resizable().scaledToFill() }
                            }
                            .task { image = await load(url) }
                    }
                }

                struct RecipeRow: View {
                    let recipe: Recipe
                    var body: some View {
                        HStack {
                            RemoteImage(url: recipe.thumbnail)
                                .frame(width: 60, height: 60)
                                .overlay(alignment: .topLeading) {
                                    Image(systemName: "bookmark.fill").padding(6).glassEffect(in: .circle)
                                }
                            Text(recipe.name)
                        }
                        .padding()
                        .glassEffect(in: .rect(cornerRadius: 16))
                    }
                }
                """, note: "a project's remote image is a picture: a badge overlaid on it sits on the picture"),
            RuleExample("""
                struct ZoomableImage: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> UIScrollView { PagingImageScrollView(url: url) }
                    func updateUIView(_ view: UIScrollView, context: Context) {}
                }

                struct ReaderCanvas: View {
                    var body: some View {
                        ZStack {
                            ZoomableImage(url: page.url).frame(maxWidth: .infinity, maxHeight: .infinity)
                            HStack {
                                Button("Previous", systemImage: "chevron.left") { turn(-1) }.buttonStyle(.glass)
                                Spacer()
                                Button("Next", systemImage: "chevron.right") { turn(1) }.buttonStyle(.glass)
                            }
                        }
                        .glassEffect(in: .rect(cornerRadius: 28))
                    }
                }
                """, note: "controls over a zoomable page a UIKit view draws float over the page, not over the canvas's glass"),
            RuleExample("""
                struct TrackedTextView: UIViewRepresentable {
                    let accessory: UIView
                    func makeUIView(context: Context) -> UITextView {
                        let view = UITextView()
                        view.inputAccessoryView = accessory
                        return view
                    }
                    func updateUIView(_ view: UITextView, context: Context) {}
                }

                struct FormattingBar: View {
                    var body: some View {
                        HStack { Button("Bold") { bold() }; Button("Italic") { italic() } }
                            .padding()
                            .glassEffect(in: .capsule)
                    }
                }

                struct NoteEditor: View {
                    var body: some View {
                        TrackedTextView(accessory: formattingBar())
                    }

                    private func formattingBar() -> UIView {
                        UIHostingController(rootView: FormattingBar()).view
                    }
                }

                struct Notes: View {
                    @State private var editing = false
                    var body: some View {
                        List { Text("Note") }
                            .sheet(isPresented: $editing) {
                                NoteEditor().presentationDetents([.medium])
                            }
                    }
                }
                """, note: "a bar a text view hosts above the keyboard is not in the sheet's content"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        // Sibling views in one stack inside the same glass are one comment, at the first;
        // so are the branches of one `if` (a tinted and a plain variant of the same view).
        var groups: [String: Int] = [:]
        var violations: [Violation] = []
        var siblings: [Int: Int] = [:]
        for chain in file.chains {
            let found = check(chain, in: file)
            violations += found.own
            guard let nested = found.nested else { continue }
            if let list = chain.expression.parent?.parent?.as(CodeBlockItemListSyntax.self) {
                let branches = list.branchedIf
                let key = "\(branches?.id ?? list.id)|\(found.ancestor)"
                if let first = groups[key] {
                    if branches == nil { siblings[first, default: 0] += 1 }
                    continue
                }
                groups[key] = violations.count
            }
            violations.append(nested)
        }
        for (index, more) in siblings {
            violations[index].message += " (and \(more) more beside it)"
        }
        return violations
    }

    /// The glass applied twice to one view, and the glass of the view inside the glass of
    /// something around it, with that glass's summary.
    private func check(_ chain: ModifierChain, in file: SyntaxFile) -> (own: [Violation], nested: Violation?, ancestor: String) {
        let applied = file.appliedGlass(in: chain)
        guard !applied.isEmpty else { return ([], nil, "") }
        var violations: [Violation] = []
        // Glass applied twice to one view: the later one wraps the earlier. The glass of
        // one helper's branches (tinted or not) is one glass, not two.
        for (inner, outer) in zip(applied, applied.dropFirst()) where inner.modifier.call.id != outer.modifier.call.id {
            violations.append(Violation(
                at: inner.modifier.nameToken, through: inner.modifier.call,
                message: "\(inner.spelling) inside \(outer.spelling) on the same view",
                fix: "keep one glass; use a plain control on glass"
            ))
        }
        guard let site = applied.last else { return (violations, nil, "") }
        // Where a view is shown only before 26 (a toolbar item in the else of `#available`),
        // nothing is glass; nor where no build draws the glass: a helper that draws it on tvOS
        // only, in a view shown under `#if os(iOS)`, or glass under `#if os(macOS)` in the
        // chain, in a view shown in the `#else` of `#if os(macOS)`.
        let drawn = site.platforms ?? file.availability.platformsKept(at: site.modifier.call)
        guard let placement = file.placements(of: chain.expression).first(where: { placement in
                  !placement.glassAncestors.isEmpty && placement.availability != .fallback
                      && !placement.keepsNone(of: drawn)
                      && file.drawsGlass(site, shownWith: placement.arguments)
              }),
              let ancestor = placement.glassAncestors.first,
              // A prominent button in a toolbar item is how a bar shows its primary action.
              !(ancestor.kind == .toolbarItem && site.facts.kind == .prominentButtonStyle),
              // Button styles do not nest: a button's own style replaces the one set around it,
              // unless that one is drawn by a control whose label holds the button.
              !(Self.isButtonStyle(ancestor.facts) && Self.isButtonStyle(site.facts) && !Self.isInGlassStyledLabel(chain, in: file)),
              // Glass written for the releases before 26 (a backport's stand-in) is no glass.
              file.releaseSide(of: site.modifier.call, in: file.availability) != .fallback,
              // Glass a view draws only in some configurations its creators choose (`if
              // style.hasGlassEffect`) is not known to be drawn where others show the view.
              !(ConfigurationChoice.encloses(site.modifier.call) && !Self.isDrawnBySameType(ancestor, as: site.modifier.call, in: file))
        else { return (violations, nil, "") }
        let nested = Violation(
            at: site.modifier.nameToken, through: site.modifier.call,
            message: "glass inside glass: \(ancestor.summary)",
            fix: "use a plain or bordered control, a fill or vibrancy on glass",
            // `GlassButtonStyle()` of the project's own is not SwiftUI's glass.
            voidIfProjectDeclares: [ancestor.facts?.styleType, site.facts.styleType].compactMap { $0 }
        )
        return (violations, nested, ancestor.summary)
    }

    /// Whether the glass around is drawn by the type that draws the node: there whatever the
    /// type's creators choose.
    private static func isDrawnBySameType(_ ancestor: GlassAncestor, as node: some SyntaxProtocol, in file: SyntaxFile) -> Bool {
        guard ancestor.file == file.path, let type = node.enclosingTypeDeclaration else { return false }
        let first = file.location(of: type.positionAfterSkippingLeadingTrivia).line
        let last = file.location(of: type.endPositionBeforeTrailingTrivia).line
        return (first...last).contains(ancestor.line)
    }

    /// `NavigationLink { … } label: { …; Button(…).buttonStyle(.glass) }.buttonStyle(.glass)`:
    /// the outer control draws its glass around its label, the button in the label its own on it.
    private static func isInGlassStyledLabel(_ chain: ModifierChain, in file: SyntaxFile) -> Bool {
        for node in chain.expression.ancestors {
            guard let closure = node.as(ClosureExprSyntax.self), let call = CallNames.call(passing: closure),
                  let name = CallNames.name(ofCall: call), ["Button", "NavigationLink", "Link", "Menu"].contains(name)
            else { continue }
            guard CallNames.labelClosure(of: call, named: name)?.id == closure.id,
                  let outer = ModifierChain.enclosing(call)
            else { return false }
            let transformed = outer.modifiers.flatMap(TransformClosure.chains(of:)).flatMap(GlassFacts.drawn(in:))
            return file.appliedGlass(in: outer).contains { isButtonStyle($0.facts) } || transformed.contains { isButtonStyle($0) }
        }
        return false
    }

    private static func isButtonStyle(_ facts: GlassFacts?) -> Bool {
        facts.map { $0.kind != .effect } ?? false
    }
}
