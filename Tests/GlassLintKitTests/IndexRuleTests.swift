@testable import GlassLintKit
import Testing

/// Every placement rule, and every upgraded API rule, on projects of several files: the
/// glass, its container, its list or its helper live in different files, as they do in
/// shipped apps. Each case is reviewed twice, with the prefilter and parsing every file,
/// and both reviews must agree.
struct IndexRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let note: String
        let files: [String: String]
        var testDescription: String { "\(rule): \(note)" }
    }

    /// The ids of the specification's rules 13–23 and 29–32, as users write them.
    @Test func everyPlacementAndShapeRuleExistsUnderItsSpecifiedID() {
        let ids = [
            "glass-on-glass", "glass-on-content", "glass-overuse", "imitated-glass", "material-under-glass",
            "opaque-bar-background", "sheet-background", "bar-item-backdrop", "toolbar-grouping", "fixed-color-on-glass",
            "section-header-case", "glass-shape-mismatch", "opaque-under-glass", "glass-modifier-order", "glass-shape-consistency",
        ]
        #expect(ids.filter { RuleCatalog.rule(withID: $0) == nil } == [])
        let removals = RuleCatalog.all.filter { $0.description.fixKind == .removal }.map { $0.description.id }
        #expect(Set(removals) == ["material-under-glass", "opaque-bar-background", "sheet-background"])
    }

    @Test(arguments: placementCases + shapeCases + apiCases + trapCases)
    func findsExactlyTheMarkedPlaces(_ test: Case) throws {
        let fixture = TreeFixture(test.files)
        let filtered = try fixture.review()
        #expect(TreeFixture.positions(of: test.rule, in: filtered) == fixture.expected)
        let everything = try fixture.review(parseAll: true)
        #expect(filtered.findings == everything.findings, "the prefilter must not change the review")
    }

    /// A project helper that applies glass in a rounded rectangle.
    static let cardGlass = """
        extension View {
            func cardGlass() -> some View {
                glassEffect(.regular, in: .rect(cornerRadius: 20))
            }
        }
        """

    static let placementCases: [Case] = [
        Case(rule: "glass-on-glass", note: "a helper in another file draws a glass view behind the bar: the bar's buttons are on glass", files: [
            "Surface.swift": """
                struct Surface: View {
                    var cornerRadius: CGFloat = 20

                    var body: some View {
                        RoundedRectangle(cornerRadius: cornerRadius).fill(.clear).glassEffect(in: .rect(cornerRadius: cornerRadius))
                    }
                }

                extension View {
                    func surface(cornerRadius: CGFloat = 20) -> some View {
                        background(Surface(cornerRadius: cornerRadius))
                    }
                }
                """,
            "ActionBar.swift": """
                struct ActionBar: View {
                    var body: some View {
                        HStack {
                            Button("Organize", action: organize).↓buttonStyle(.glass)
                            Text("3 files")
                        }
                        .padding()
                        .surface()
                    }
                }

                struct ModeButton: View {
                    var isActive: Bool

                    var body: some View {
                        Text("All Files")
                            .padding(8)
                            .background { if isActive { Highlight() } }
                    }
                }

                struct Highlight: View {
                    var body: some View {
                        Capsule().fill(.clear).↓glassEffect()
                    }
                }

                struct ModePicker: View {
                    var body: some View {
                        HStack { ModeButton(isActive: true); ModeButton(isActive: false) }
                            .padding(4)
                            .background(Surface())
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-glass", note: "a project sheet modifier in its own file sets the sheet's background", files: [
            "View+Sheet.swift": """
                extension View {
                    func sheetStyle() -> some View {
                        presentationBackground(Color.black).presentationDragIndicator(.visible)
                    }
                }
                """,
            "CloseButton.swift": """
                struct CloseButton: View {
                    var body: some View {
                        Button("Close", systemImage: "xmark") { close() }.buttonStyle(.glass)
                    }
                }
                """,
            "BackupSheet.swift": """
                struct BackupSheet: View {
                    var body: some View {
                        VStack { CloseButton() }
                            .sheetStyle()
                            .presentationDetents([.height(325)])
                    }
                }
                """,
        ]),
        Case(rule: "sheet-background", note: "a project helper in its own file sets the partial detents", files: [
            "View+Detents.swift": """
                extension View {
                    func compactDetents() -> some View {
                        presentationDetents([.height(250), .medium])
                    }
                }
                """,
            "ReactionPicker.swift": """
                struct Reactions: View {
                    @State private var picking = false
                    var body: some View {
                        Button("React") { picking = true }
                            .sheet(isPresented: $picking) {
                                ReactionPicker()
                                    .compactDetents()
                                    .↓presentationBackground(Color(.systemBackground))
                            }
                    }
                }
                """,
        ]),
        Case(rule: "sheet-background", note: "the detents are set in the file that presents the sheet", files: [
            "VoteSheet.swift": """
                struct VoteSheet: View {
                    var body: some View {
                        Form { Text("Weight") }.↓presentationBackground(.regularMaterial)
                    }
                }
                struct InfoSheet: View {
                    var body: some View {
                        Form { Text("Resources") }.presentationBackground(Color.black)
                    }
                }
                """,
            "Proposal.swift": """
                struct Proposal: View {
                    @State private var votes = false
                    @State private var info = false
                    var body: some View {
                        List { Text("Proposal") }
                            .sheet(isPresented: $votes) { VoteSheet().presentationDetents([.medium]) }
                            .sheet(isPresented: $info) { InfoSheet().presentationDetents([.large]) }
                    }
                }
                """,
        ]),
        Case(rule: "interactive-on-static", note: "a project gesture helper in its own file makes the view tappable", files: [
            "View+Gestures.swift": """
                extension View {
                    func createGestures(tap: @escaping () -> Void, longPress: @escaping () -> Void) -> some View {
                        onTapGesture(perform: tap).onLongPressGesture(perform: longPress)
                    }
                }
                """,
            "Home.swift": """
                struct Home: View {
                    var body: some View {
                        VStack {
                            Image(systemName: "square.and.pencil")
                                .padding(9)
                                .glassEffect(.regular.interactive(), in: Circle())
                                .createGestures(tap: { create() }, longPress: { pick() })
                            Text("Notes").padding().↓glassEffect(.regular.interactive())
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-glass", note: "a glass panel component in its own file receives glass buttons", files: [
            "GlassPanel.swift": """
                struct GlassPanel<Content: View>: View {
                    @ViewBuilder var content: Content
                    var body: some View {
                        VStack(alignment: .leading) { content }
                            .padding(20)
                            .glassEffect(.regular, in: .rect(cornerRadius: 28))
                    }
                }
                """,
            "StopEditor.swift": """
                struct StopEditor: View {
                    var body: some View {
                        GlassPanel {
                            Text("Alfama")
                            Button("Remove") { remove() }.↓buttonStyle(.glass)
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-glass", note: "a glass chip in its own file shown inside glass", files: [
            "Chip.swift": """
                struct Chip: View {
                    var body: some View {
                        Text("Walk").padding(8).↓glassEffect()
                    }
                }
                """,
            "Bar.swift": """
                struct Bar: View {
                    var body: some View {
                        HStack { Chip() }.padding().glassEffect()
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-glass", note: "a helper applies the outer glass", files: [
            "Surface.swift": cardGlass,
            "Card.swift": """
                struct Card: View {
                    var body: some View {
                        VStack {
                            Text("Lisbon")
                            Button("Open") { open() }.↓buttonStyle(.glass)
                        }
                        .cardGlass()
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-glass", note: "a badge in its own file placed in a toolbar item", files: [
            "Badge.swift": """
                struct ProgressBadge: View {
                    var body: some View {
                        Text("Day 2").padding(6).↓glassEffect()
                    }
                }
                """,
            "Planner.swift": """
                struct Planner: View {
                    var body: some View {
                        List { Text("Stop") }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { ProgressBadge() }
                            }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-content", note: "a card view in its own file used in a List", files: [
            "TripCard.swift": """
                struct TripCard: View {
                    let trip: Trip
                    var body: some View {
                        Text(trip.name).padding().↓glassEffect(.regular, in: .rect(cornerRadius: 18))
                    }
                }
                """,
            "Trips.swift": """
                struct Trips: View {
                    let trips: [Trip]
                    var body: some View {
                        List(trips) { trip in TripCard(trip: trip) }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-content", note: "a row shown through a view without any glass word", files: [
            "Row.swift": """
                struct Row: View {
                    var body: some View {
                        Text("Lisbon").padding().↓glassEffect()
                    }
                }
                """,
            "Section.swift": """
                struct RowGroup: View {
                    var body: some View {
                        VStack { Row(); Row() }
                    }
                }
                """,
            "Screen.swift": """
                struct Screen: View {
                    var body: some View {
                        ScrollView {
                            LazyVStack {
                                ForEach(0..<20) { _ in RowGroup() }
                            }
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-content", note: "a card put in a list by a project container declared in a third file", files: [
            "Poster.swift": """
                struct Poster: View {
                    var body: some View {
                        Text("Dune").padding().↓glassEffect(.regular, in: .rect(cornerRadius: 12))
                    }
                }
                """,
            "Shelf.swift": """
                struct Shelf: View {
                    var body: some View {
                        Rows { Poster(); Poster() }
                    }
                }
                """,
            "Rows.swift": """
                struct Rows<Content: View>: View {
                    @ViewBuilder let content: Content
                    var body: some View {
                        List { content }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-content", note: "glass put in a list by a project container declared in another file", files: [
            "Shelf.swift": """
                struct Shelf: View {
                    var body: some View {
                        Rows { Text("Dune").padding().↓glassEffect() }
                    }
                }
                """,
            "Rows.swift": """
                struct Rows<Content: View>: View {
                    @ViewBuilder let content: Content
                    var body: some View {
                        List { content }
                    }
                }
                """,
        ]),
        Case(rule: "glass-overuse", note: "tiles from another file fill one screen", files: [
            "Tile.swift": """
                struct StatTile: View {
                    let title: String
                    var body: some View {
                        Text(title).padding().glassEffect()
                    }
                }
                """,
            "Stats.swift": """
                struct ↓Stats: View {
                    var body: some View {
                        Grid {
                            GridRow { StatTile(title: "a"); StatTile(title: "b"); StatTile(title: "c"); StatTile(title: "d") }
                            GridRow { StatTile(title: "e"); StatTile(title: "f"); StatTile(title: "g"); StatTile(title: "h") }
                            GridRow { StatTile(title: "i"); StatTile(title: "j"); StatTile(title: "k"); StatTile(title: "l") }
                        }
                    }
                }
                """,
        ]),
        Case(rule: "imitated-glass", note: "a deployment target of 26 has real glass everywhere", files: [
            "Package.swift": #"let package = Package(name: "App", platforms: [.iOS(.v26)], targets: [.target(name: "App")])"#,
            "Sources/App/Player.swift": """
                struct Player: View {
                    var body: some View {
                        Text("Now Playing")
                            .padding()
                            .↓background(.ultraThinMaterial, in: .capsule)
                            .overlay(Capsule().stroke(.white.opacity(0.4)))
                    }
                }
                """,
        ]),
        Case(rule: "material-under-glass", note: "a material helper from another file under glass", files: [
            "Frosted.swift": """
                extension View {
                    func frosted() -> some View {
                        background(.ultraThinMaterial, in: .capsule)
                    }
                }
                """,
            "Player.swift": """
                struct Player: View {
                    var body: some View {
                        Text("Now Playing").padding().↓frosted().glassEffect()
                    }
                }
                """,
        ]),
        Case(rule: "opaque-bar-background", note: "a bar colour on a list; the pre-26 helper elsewhere is left alone", files: [
            "Legacy.swift": """
                extension View {
                    @ViewBuilder
                    func legacyBar() -> some View {
                        if #available(iOS 26.0, *) {
                            self
                        } else {
                            toolbarBackground(.visible, for: .navigationBar)
                        }
                    }
                }
                """,
            "Trips.swift": """
                struct Trips: View {
                    var body: some View {
                        List { Text("Lisbon") }
                            .↓toolbarBackground(Color.indigo, for: .navigationBar)
                            .legacyBar()
                    }
                }
                """,
        ]),
        Case(rule: "sheet-background", note: "the sheet's own background, not the fallback", files: [
            "Details.swift": """
                struct Details: View {
                    var body: some View {
                        if #available(iOS 26.0, *) {
                            Text("Lisbon").presentationDetents([.medium]).↓presentationBackground(.thinMaterial)
                        } else {
                            Text("Lisbon").presentationBackground(.thinMaterial)
                        }
                    }
                }
                """,
        ]),
        Case(rule: "bar-item-backdrop", note: "a darkened item in the toolbar's own code; a view from another file keeps its look", files: [
            "ShareButton.swift": """
                struct ShareButton: View {
                    var body: some View {
                        Button("Share", systemImage: "square.and.arrow.up") { share() }
                            .shadow(color: .black.opacity(0.5), radius: 6)
                    }
                }
                """,
            "Photo.swift": """
                struct Photo: View {
                    var body: some View {
                        Image("coast").toolbar {
                            ToolbarItem { ShareButton() }
                            ToolbarItem(placement: .topBarLeading) {
                                Button("Close", systemImage: "xmark") { close() }
                                    .↓background(.black.opacity(0.4), in: .circle)
                            }
                        }
                    }
                }
                """,
        ]),
        Case(rule: "toolbar-grouping", note: "symbols and text at one placement", files: [
            "Editor.swift": """
                struct Editor: View {
                    var body: some View {
                        TextEditor(text: .constant("")).toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Share", systemImage: "square.and.arrow.up") { share() }
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                ↓Button("Done") { done() }
                            }
                        }
                    }
                }
                """,
        ]),
        Case(rule: "fixed-color-on-glass", note: "a label in its own file shown inside glass", files: [
            "Distance.swift": """
                struct Distance: View {
                    var body: some View {
                        Text("12 km").↓foregroundStyle(.white)
                    }
                }
                """,
            "RouteBar.swift": """
                struct RouteBar: View {
                    var body: some View {
                        HStack { Distance() }.padding().glassEffect()
                    }
                }
                """,
        ]),
        Case(rule: "section-header-case", note: "a header in capitals", files: [
            "Settings.swift": #"struct Settings: View { var body: some View { Form { Section(↓"NOTIFICATIONS") { Text("On") } } } }"#,
        ]),
    ]

    static let shapeCases: [Case] = [
        Case(rule: "glass-shape-mismatch", note: "a clip after a helper's glass", files: [
            "Surface.swift": cardGlass,
            "Card.swift": """
                struct Card: View {
                    var body: some View {
                        Text("Lisbon").padding().cardGlass().↓clipShape(.rect(cornerRadius: 12))
                    }
                }
                """,
        ]),
        Case(rule: "opaque-under-glass", note: "a colour before a helper's glass", files: [
            "Surface.swift": cardGlass,
            "Card.swift": """
                struct Card: View {
                    var body: some View {
                        Text("Lisbon").padding().↓background(Color.blue).cardGlass()
                    }
                }
                """,
        ]),
        Case(rule: "glass-modifier-order", note: "View.tint after a helper's glass", files: [
            "Surface.swift": cardGlass,
            "Card.swift": """
                struct Card: View {
                    var body: some View {
                        Text("Lisbon").padding().cardGlass().↓tint(.orange)
                    }
                }
                """,
        ]),
        Case(rule: "glass-shape-consistency", note: "two helpers with different radii side by side", files: [
            "Surfaces.swift": """
                extension View {
                    func smallGlass() -> some View { glassEffect(.regular, in: .rect(cornerRadius: 8)) }
                    func largeGlass() -> some View { glassEffect(.regular, in: .rect(cornerRadius: 20)) }
                }
                """,
            "Controls.swift": """
                struct Controls: View {
                    var body: some View {
                        ↓HStack {
                            Image(systemName: "minus").padding().smallGlass()
                            Image(systemName: "plus").padding().largeGlass()
                        }
                    }
                }
                """,
        ]),
    ]

    static let apiCases: [Case] = [
        Case(rule: "glass-before-layout", note: "padding after a helper from another file", files: [
            "Pill.swift": """
                extension View {
                    func pill() -> some View { glassEffect(.regular, in: .capsule) }
                }
                """,
            "Title.swift": #"struct Title: View { var body: some View { Text("Lisbon").↓pill().padding() } }"#,
        ]),
        Case(rule: "glass-needs-container", note: "two custom glass chips from another file", files: [
            "Chip.swift": #"struct Chip: View { let title: String; var body: some View { Text(title).padding().glassEffect() } }"#,
            "Modes.swift": """
                struct Modes: View {
                    var body: some View {
                        ↓HStack {
                            Chip(title: "Walk")
                            Chip(title: "Drive")
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-needs-container", note: "the parent in another file supplies the container", files: [
            "Modes.swift": """
                struct Modes: View {
                    var body: some View {
                        HStack {
                            Button("Walk") { walk() }.buttonStyle(.glass)
                            Button("Drive") { drive() }.buttonStyle(.glass)
                        }
                    }
                }
                """,
            "ModeBar.swift": #"struct ModeBar: View { var body: some View { GlassEffectContainer(spacing: 8) { Modes() } } }"#,
        ]),
        Case(rule: "interactive-on-static", note: "a helper's interactive glass on text", files: [
            "Pressable.swift": """
                extension View {
                    func pressable() -> some View { glassEffect(.regular.interactive(), in: .capsule) }
                }
                """,
            "Distance.swift": #"struct Distance: View { var body: some View { Text("12 km").padding().↓pressable() } }"#,
        ]),
        Case(rule: "tint-overuse", note: "a prominent-style helper used twice on one screen", files: [
            "Styles.swift": """
                extension View {
                    func primaryAction() -> some View { buttonStyle(.glassProminent) }
                }
                """,
            "Checkout.swift": """
                struct Checkout: View {
                    var body: some View {
                        VStack {
                            Button("Pay") { pay() }.primaryAction()
                            Button("Save") { save() }.↓primaryAction()
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-button-style", note: "a plain-glass helper on a button", files: [
            "Surface.swift": #"extension View { func surface() -> some View { glassEffect(.regular, in: .rect(cornerRadius: 12)) } }"#,
            "Add.swift": #"struct Add: View { var body: some View { Button("Add") { add() }.↓surface() } }"#,
        ]),
        Case(rule: "morph-incomplete", note: "container in the parent and withAnimation at the closure's call site", files: [
            "ExpandButton.swift": """
                struct ExpandButton: View {
                    let action: () -> Void
                    var body: some View {
                        Button("More") { withAnimation(.bouncy) { action() } }
                    }
                }
                """,
            "Actions.swift": """
                struct Actions: View {
                    @State private var isExpanded = false
                    @Namespace private var glass
                    var body: some View {
                        HStack {
                            if isExpanded {
                                Button("Share") { share() }.glassEffect(.regular.interactive()).glassEffectID("share", in: glass)
                            }
                            ExpandButton { isExpanded.toggle() }
                        }
                    }
                }
                """,
            "Menu.swift": #"struct ActionMenu: View { var body: some View { GlassEffectContainer { Actions() } } }"#,
        ]),
        Case(rule: "clear-glass-legibility", note: "clear glass through a helper", files: [
            "OverMedia.swift": #"extension View { func overMedia() -> some View { glassEffect(.clear, in: .circle) } }"#,
            "Header.swift": #"struct Header: View { var body: some View { ZStack { Image("coast"); Image(systemName: "heart").padding().↓overMedia() } } }"#,
        ]),
        Case(rule: "glass-variant-mix", note: "a clear chip from another file beside regular glass", files: [
            "ClearChip.swift": #"struct ClearChip: View { var body: some View { Image(systemName: "sun.max").padding().glassEffect(.clear) } }"#,
            "Controls.swift": #"struct Controls: View { var body: some View { ↓HStack { ClearChip(); Image(systemName: "moon").padding().glassEffect() } } }"#,
        ]),
        Case(rule: "glass-default-shape", note: "a helper without a shape on a square", files: [
            "Round.swift": #"extension View { func floatingGlass() -> some View { glassEffect() } }"#,
            "Add.swift": #"struct Add: View { var body: some View { Image(systemName: "plus").frame(width: 44, height: 44).↓floatingGlass() } }"#,
        ]),
    ]

    /// The false-positive traps of the specification, section 6, each across files.
    static let trapCases: [Case] = [
        Case(rule: "glass-on-glass", note: "the presenter sets the sheet background through a helper; the presented view gives itself partial detents: the sheet is not glass", files: [
            "Paper.swift": """
                extension View {
                    func paperPresentation() -> some View {
                        presentationBackground { PaperBackground() }
                    }
                }
                """,
            "Settings.swift": """
                struct Settings: View {
                    @State private var editing = false
                    var body: some View {
                        List { Text("Subjects") }
                            .sheet(isPresented: $editing) { SubjectEditor().paperPresentation() }
                    }
                }
                """,
            "SubjectEditor.swift": """
                struct SubjectEditor: View {
                    var body: some View {
                        VStack {
                            Text("Maths")
                            Button("Pick a symbol") { pick() }.buttonStyle(.glass)
                        }
                        .presentationDetents([.height(750), .large])
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-glass", note: "the presented view sets its own sheet background through a helper; the presenter gives the partial detents: the sheet is not glass", files: [
            "Paper.swift": """
                extension View {
                    func paperPresentation() -> some View {
                        presentationBackground { PaperBackground() }
                    }
                }
                """,
            "FriendsList.swift": """
                struct FriendsList: View {
                    @State private var showsRequests = false
                    var body: some View {
                        List { Text("Friends") }
                            .sheet(isPresented: $showsRequests) {
                                FriendRequestsSheet().presentationDetents([.fraction(0.6), .large])
                            }
                    }
                }
                """,
            "FriendRequestsSheet.swift": """
                struct FriendRequestsSheet: View {
                    var body: some View {
                        VStack {
                            Text("Requests")
                            Button("Accept all") { acceptAll() }.buttonStyle(.glass)
                        }
                        .paperPresentation()
                    }
                }
                """,
        ]),
        Case(rule: "opaque-bar-background", note: "a capability made from an availability check in one file, read through a policy function in a modifier of another: the else is the pre-26 fallback", files: [
            "Capabilities.swift": """
                struct Capabilities {
                    let supportsGlass: Bool

                    static var current: Capabilities {
                        var supported: Bool
                        if #available(iOS 26.0, *) { supported = true } else { supported = false }
                        return Capabilities(supportsGlass: supported)
                    }
                }

                enum ChromePolicy {
                    static func usesSystemChrome(capabilities: Capabilities) -> Bool {
                        capabilities.supportsGlass
                    }
                }
                """,
            "ChromeBackground.swift": """
                struct ChromeBackground: ViewModifier {
                    @Environment(\\.capabilities) private var capabilities

                    @ViewBuilder
                    func body(content: Content) -> some View {
                        if ChromePolicy.usesSystemChrome(capabilities: capabilities) {
                            content
                        } else {
                            content.toolbarBackground(.visible, for: .tabBar).toolbarBackground(Color.black, for: .tabBar)
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-glass", note: "toolbar content declared in another file puts its bar in the title area, which has no item glass", files: [
            "Home.swift": """
                struct Home: View {
                    var body: some View {
                        NavigationStack {
                            List(items) { Text($0.name) }
                                .toolbar { redesignItems }
                        }
                    }
                }
                """,
            "Home+Toolbar.swift": """
                extension Home {
                    @ToolbarContentBuilder
                    var redesignItems: some ToolbarContent {
                        ToolbarItem(placement: .principal) { SectionBar() }
                        ToolbarItem(placement: .topBarTrailing) {
                            Text("3").padding(6).↓glassEffect()
                        }
                    }
                }

                struct SectionBar: View {
                    var body: some View {
                        HStack { Text("Today"); Text("Feeds") }.padding(6).glassEffect(in: .capsule)
                    }
                }
                """,
        ]),
        Case(rule: "opaque-bar-background", note: "a Boolean declared in another file that answers #available(iOS 26) gates the colour", files: [
            "SharedUI.swift": """
                public var isLiquidGlass: Bool {
                    if #available(iOS 26.0, *) {
                        return true
                    } else {
                        return false
                    }
                }
                """,
            "Articles.swift": """
                struct Articles: View {
                    var body: some View {
                        NavigationStack {
                            List(articles) { Text($0.title) }
                                .toolbarBackground(isLiquidGlass ? Color(.clear) : Color(.systemBackground), for: .navigationBar)
                        }
                    }
                }
                """,
        ]),
        Case(rule: "opaque-bar-background", note: "a constant set by an if expression on #available(iOS 26) gates the colour", files: [
            "AppState.swift": """
                let hasGlassBars = if #available(iOS 26.0, *) { true } else { false }
                """,
            "Articles.swift": """
                struct Articles: View {
                    var body: some View {
                        NavigationStack {
                            List(articles) { Text($0.title) }
                                .toolbarBackground(hasGlassBars ? Color(.clear) : Color(.systemBackground), for: .navigationBar)
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-glass", note: "a view shown in a toolbar only where a project flag says there is no glass draws its glass elsewhere", files: [
            "AppState.swift": """
                let hasGlass = if #available(iOS 26.0, *) { true } else { false }
                """,
            "Profile.swift": """
                struct ProfileBar: View {
                    var body: some View {
                        HStack { Text(name); Spacer() }
                            .modifier {
                                if #available(iOS 26.0, *) {
                                    $0.padding(8).glassEffect(.regular)
                                } else {
                                    $0
                                }
                            }
                    }
                }

                struct Profile: View {
                    var body: some View {
                        ScrollView { Bio() }
                            .modifier {
                                if hasGlass {
                                    $0.overlay(alignment: .top) { ProfileBar() }
                                } else {
                                    $0.toolbar { ToolbarItem(placement: .topBarTrailing) { ProfileBar() } }
                                }
                            }
                    }
                }
                """,
        ]),
        Case(rule: "fixed-color-on-glass", note: "the app's scene is held in the dark appearance: glass is always dark", files: [
            "TipsApp.swift": """
                @main
                struct TipsApp: App {
                    var body: some Scene {
                        WindowGroup { RootView().preferredColorScheme(.dark) }
                    }
                }
                """,
            "Banner.swift": """
                struct Banner: View {
                    var body: some View {
                        Label("Payment sent", systemImage: "checkmark").foregroundStyle(.white).padding().glassEffect()
                    }
                }
                """,
        ]),
        Case(rule: "fixed-color-on-glass", note: "the root view of the window, in another file, holds itself dark", files: [
            "PlayerApp.swift": """
                @main
                struct PlayerApp: App {
                    var body: some Scene {
                        WindowGroup { ZStack { if ready { RootTabs() } } }
                    }
                }
                """,
            "RootTabs.swift": """
                struct RootTabs: View {
                    var body: some View { GeometryReader { _ in shell } }
                    private var shell: some View {
                        TabView { Library() }.preferredColorScheme(.dark)
                    }
                }
                """,
            "Library.swift": """
                struct Library: View {
                    @State private var timerShown = false
                    var body: some View {
                        List { Text("Albums") }.sheet(isPresented: $timerShown) { SleepTimer() }
                    }
                }
                """,
            "SleepTimer.swift": """
                struct SleepTimer: View {
                    var body: some View {
                        Text("Stop in 15 minutes").foregroundStyle(.white).padding().glassEffect().presentationDetents([.medium])
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-content", note: "glass in overlays, toolbars, safe-area bars, accessories and top ZStack layers floats", files: [
            "Pill.swift": #"struct Pill: View { var body: some View { Text("3 selected").padding().glassEffect() } }"#,
            "Screens.swift": """
                struct Screens: View {
                    var body: some View {
                        TabView {
                            List { Text("a") }.overlay { Pill() }
                            List { Text("b") }.toolbar { ToolbarItem { Pill() }.sharedBackgroundVisibility(.hidden) }
                            ScrollView { Text("c") }.safeAreaInset(edge: .bottom) { Pill() }
                            ScrollView { Text("d") }.safeAreaBar(edge: .top) { Pill() }
                            ZStack { ScrollView { Text("e") }; Pill() }
                        }
                        .tabViewBottomAccessory { Text("Now Playing") }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-content", note: "a menu beside other views of a scrolling cell is a control; a button that is the whole cell is content", files: [
            "Visibility.swift": """
                struct VisibilityMenu: View {
                    var body: some View {
                        Menu { Button("Public") { pick() } } label: { Label("Public", systemImage: "globe").padding(8).glassEffect() }
                    }
                }
                """,
            "Editor.swift": #"struct Editor: View { var body: some View { VStack { HStack { Image(systemName: "person"); VisibilityMenu() }; Text("Draft") } } }"#,
            "Chip.swift": #"struct Chip: View { var body: some View { Button { open() } label: { Text("Tag").padding(6).↓glassEffect() } } }"#,
            "Composer.swift": """
                struct Composer: View {
                    var body: some View {
                        ScrollView {
                            ForEach(drafts) { _ in Editor() }
                            LazyVGrid(columns: columns) { ForEach(tags) { _ in Chip() } }
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-content", note: "glass controls in a list row or a bar are not content", files: [
            "Follow.swift": #"struct Follow: View { var body: some View { Button("Follow") { follow() }.buttonStyle(.glass) } }"#,
            "People.swift": #"struct People: View { var body: some View { List(0..<9) { _ in HStack { Text("Ana"); Follow() } } } }"#,
        ]),
        Case(rule: "glass-on-glass", note: "a screen drawn as a still preview inside a glass card is not used there", files: [
            "Tuner.swift": """
                struct Tuner: View {
                    var body: some View {
                        ZStack { Canvas { _, _ in }; Button("Lock") { lock() }.buttonStyle(.glass) }
                    }
                }
                """,
            "AppearanceSettings.swift": """
                struct AppearanceSettings: View {
                    var body: some View {
                        Form {
                            Tuner()
                                .allowsHitTesting(false)
                                .disabled(true)
                                .frame(height: 180)
                                .glassEffect(.regular, in: .rect(cornerRadius: 12))
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-content", note: "a badge that lets taps through is still shown in its cell", files: [
            "AnalyzingBadge.swift": #"struct AnalyzingBadge: View { var body: some View { Text("Analyzing").padding(6).↓glassEffect() } }"#,
            "Gallery.swift": """
                struct Gallery: View {
                    var body: some View {
                        ScrollView {
                            LazyVGrid(columns: columns) {
                                ForEach(shots) { shot in
                                    VStack { Thumbnail(shot: shot); AnalyzingBadge().allowsHitTesting(false) }
                                }
                            }
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-on-glass", note: "identity glass is no glass, and a constant argument picks the plain branch", files: [
            "Banner.swift": """
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
                """,
            "Sheet.swift": #"struct Sheet: View { var body: some View { List { Banner(isFloating: false) }.presentationDetents([.medium]) } }"#,
            "Panel.swift": #"struct Panel: View { var body: some View { VStack { Banner(isFloating: true) }.glassEffect(.identity) } }"#,
        ]),
        Case(rule: "glass-needs-container", note: "glass in the if and the else, or in two functions, is not side by side", files: [
            "Mode.swift": """
                struct Mode: View {
                    @State private var isEditing = false
                    var body: some View {
                        HStack {
                            if isEditing { Text("Done").padding().glassEffect() } else { Text("Edit").padding().glassEffect() }
                        }
                    }
                    func other() -> some View { Text("Other").padding().glassEffect() }
                }
                """,
        ]),
        Case(rule: "glass-toggle-identity", note: "a constant condition does not toggle", files: [
            "Badge.swift": """
                struct Badge: View {
                    let showsGlass: Bool
                    var body: some View {
                        if showsGlass { Text("New").padding(8).glassEffect() } else { Text("New").padding(8) }
                    }
                }
                """,
            "List.swift": #"struct Items: View { var body: some View { VStack { Badge(showsGlass: true) } } }"#,
        ]),
        Case(rule: "glass-button-style", note: "on macOS a click target without .interactive() is normal", files: [
            "Package.swift": #"let package = Package(name: "App", platforms: [.macOS(.v26)], targets: [.target(name: "App")])"#,
            "Sources/App/Add.swift": #"struct Add: View { var body: some View { Button("Add") { add() }.glassEffect() } }"#,
        ]),
        Case(rule: "interactive-on-static", note: "tappable is more than Button", files: [
            "Chip.swift": """
                struct Chip: View {
                    var body: some View {
                        VStack {
                            Text("a").padding().glassEffect(.regular.interactive()).onTapGesture { tap() }
                            Image(systemName: "map").padding().glassEffect(.regular.interactive()).accessibilityAddTraits(.isButton)
                            Toggle("On", isOn: .constant(true)).padding().glassEffect(.regular.interactive())
                        }
                    }
                }
                """,
        ]),
        Case(rule: "imitated-glass", note: "materials in the pre-26 branch are the fallback", files: [
            "Player.swift": """
                struct Player: View {
                    var body: some View {
                        if #available(iOS 26.0, *) {
                            Text("Now").padding().glassEffect()
                        } else {
                            Text("Now").padding().background(.ultraThinMaterial).overlay(Capsule().stroke(.white))
                        }
                        if #unavailable(iOS 26.0) {
                            Text("Now").padding().background(.ultraThinMaterial).blur(radius: 1)
                        }
                    }
                }
                """,
        ]),
        Case(rule: "sheet-background", note: "presentationBackground behind #unavailable is the fallback", files: [
            "Details.swift": """
                struct Details: View {
                    var body: some View {
                        if #unavailable(iOS 26.0) {
                            Text("Lisbon").presentationBackground(.thinMaterial)
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-before-layout", note: "padding can be elsewhere, and a greedy view takes its frame", files: [
            "Title.swift": """
                struct Title: View {
                    var body: some View {
                        let base = Text("Lisbon").padding(8)
                        VStack {
                            base.glassEffect()
                            Color.clear.glassEffect(in: .capsule).frame(width: 180, height: 36)
                            Text("Go").padding().glassEffect().onTapGesture { go() }.accessibilityLabel("Go")
                        }
                    }
                }
                """,
        ]),
        Case(rule: "glass-overuse", note: "watchOS lists of glass buttons are that platform's idiom", files: [
            "Package.swift": #"let package = Package(name: "Watch", platforms: [.watchOS(.v26)], targets: [.target(name: "Watch")])"#,
            "Sources/Watch/Actions.swift": """
                struct Actions: View {
                    var body: some View {
                        List {
                            ForEach(0..<8) { _ in Button("Start") { start() }.buttonStyle(.glass) }
                            ForEach(0..<8) { _ in Button("Pause") { pause() }.buttonStyle(.glass) }
                            ForEach(0..<8) { _ in Button("Stop") { stop() }.buttonStyle(.glass) }
                            ForEach(0..<8) { _ in Button("Lap") { lap() }.buttonStyle(.glass) }
                        }
                    }
                }
                """,
        ]),
    ]
}
