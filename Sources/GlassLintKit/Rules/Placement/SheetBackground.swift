import Foundation
import SwiftSyntax

/// A custom sheet or popover background: `presentationBackground(…)`, or a material
/// behind a sheet's content.
public struct SheetBackground: Rule {
    public static let description = RuleDescription(
        id: "sheet-background",
        title: "Custom sheet background",
        severity: .warning,
        rationale: """
            On the 26 releases a partial-height sheet is drawn as inset glass and becomes \
            solid as it grows to full height; the system decides. A custom background \
            (`presentationBackground`, a material or an opaque colour behind the whole of the \
            sheet's content) replaces that \
            with a fixed look that neither lenses nor morphs. Remove it unless the design \
            truly needs one; keep it in the pre-26 branch. The removal changes the look on \
            purpose, so `glasslint fix` applies it only when asked to include removals. \
            Only sheets known to rest below full height are reported: a partial detent \
            (`.medium`, `.fraction`, `.height`) on the same view or where the sheet is \
            presented, or a popover. A `.large`-only sheet, or one with no detents, is full \
            height and opaque, so its background replaces no glass.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\"; SwiftUI documentation of presentationBackground(_:)",
        triggers: ["presentationBackground", "Material", "presentationDetents"],
        triggeringExamples: [
            RuleExample("""
                TripDetails(trip: trip)
                    .presentationDetents([.medium, .large])
                    .↓presentationBackground(.ultraThinMaterial)
                """),
            RuleExample("""
                list.sheet(isPresented: $showsFilters) {
                    FilterForm()
                        .padding()
                        .↓background(.regularMaterial)
                        .presentationDetents([.medium])
                }
                """, note: "a material behind the whole content of a partial sheet"),
            RuleExample("""
                extension View {
                    func compactDetents() -> some View {
                        presentationDetents([.height(250), .medium])
                    }
                }

                let picker = ReactionPicker()
                    .compactDetents()
                    .↓presentationBackground(Color(.systemBackground))
                """, note: "a project helper sets the partial detents"),
            RuleExample("""
                extension View {
                    func presentationDetents(dynamic: Set<PresentationDetent>) -> some View {
                        modifier(AdaptiveDetents(detents: dynamic))
                    }
                }

                let sheet = EventSheet(event: event)
                    .presentationDetents(dynamic: isPhone ? [.medium] : [.large])
                    .↓presentationBackground(.sheetBackground)
                """, note: "the project's own detents modifier, named after SwiftUI's, passes its detents on"),
            RuleExample("""
                struct FilterSheet: View {
                    var body: some View {
                        FilterForm().↓presentationBackground(.thinMaterial)
                    }
                }

                struct Trips: View {
                    @State private var showsFilters = false
                    var body: some View {
                        List { Text("Lisbon") }
                            .sheet(isPresented: $showsFilters) {
                                FilterSheet().presentationDetents([.fraction(0.4)])
                            }
                    }
                }
                """, note: "the detents are set where the sheet is presented"),
            RuleExample("""
                struct TimerSheet: View {
                    var body: some View {
                        VStack { TimerOptions() }
                            .↓background(Color(white: 0.06).ignoresSafeArea())
                            .presentationDetents([.height(360)])
                    }
                }
                """, note: "an opaque colour behind the whole content of a partial sheet"),
            RuleExample("""
                struct PlaylistPicker: View {
                    var body: some View {
                        NavigationStack {
                            List(playlists) { PlaylistRow(playlist: $0) }
                                .↓background(Color.black.ignoresSafeArea())
                                .navigationTitle("Add to Playlist")
                        }
                        .presentationDetents([.medium, .large])
                    }
                }
                """, note: "the one content of the sheet's navigation stack fills the sheet"),
            RuleExample("""
                ProfileSetup()
                    .background(Color.raisedBackground)
                    .presentationDetents([.medium])
                    .↓presentationBackground(Color.raisedBackground)
                """, note: "the sheet's root fill and its presentation background are one construct: one finding"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func presentationBackgroundCompat(_ style: some ShapeStyle) -> some View {
                        if #available(iOS 16.4, *) {
                            presentationBackground(style)
                        } else {
                            self
                        }
                    }
                }

                struct RepostChoice: View {
                    var body: some View {
                        ChoiceList()
                            .presentationDetents([.height(200)])
                            .↓presentationBackgroundCompat(Color.listBackground)
                    }
                }
                """, note: "a project helper that sets the presentation background, on a partial sheet"),
            RuleExample("""
                extension View {
                    func presentationDetents200() -> some View { presentationDetents([.height(200)]) }
                    func presentationBackgroundCompat(_ style: some ShapeStyle) -> some View { presentationBackground(style) }
                }

                struct Sheets: View {
                    @State private var choice: Choice?
                    var body: some View {
                        Feed()
                            .sheet(item: $choice) { choice in
                                RouterStack {
                                    ChoiceSheet(choice: choice)
                                        .presentationDetents200()
                                        .↓presentationBackgroundCompat(Color.listBackground)
                                }
                            }
                    }
                }
                """, note: "helpers that set the detents and the background, inside the project's own navigation stack"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                if #available(iOS 26.0, *) {
                    details.presentationDetents([.medium])
                } else {
                    details.presentationDetents([.medium]).presentationBackground(.thinMaterial)
                }
                """, note: "the pre-26 branch keeps its own background"),
            RuleExample("""
                list.sheet(isPresented: $showsFilters) {
                    VStack {
                        Text("Filters")
                        Label("Nearby", systemImage: "location").background(.thinMaterial, in: .capsule)
                    }
                }
                """, note: "a material on one element inside the sheet is not the sheet's background"),
            RuleExample("""
                TripDetails(trip: trip)
                    .presentationDetents([.large])
                    .presentationBackground(Color.black)
                """, note: "a full-height sheet is opaque on 26: the background replaces no glass"),
            RuleExample("""
                list.sheet(isPresented: $showsVote) {
                    VoteForm().presentationBackground(.regularMaterial)
                }
                """, note: "no detents: the sheet is full height"),
            RuleExample("""
                list.fullScreenCover(isPresented: $showsPlayer) {
                    Player().background(.regularMaterial)
                }
                """, note: "a full-screen cover is not a sheet"),
            RuleExample("""
                ChatStarter()
                    .presentationBackground { Color.clear.glassEffect() }
                """, note: "glass as the background is glass-sheet-background's finding"),
            RuleExample("""
                struct TimerSheet: View {
                    var body: some View {
                        TimerOptions()
                            .background(Color.black)
                            .clipShape(.rect(cornerRadius: 16))
                            .padding()
                            .presentationDetents([.medium])
                    }
                }
                """, note: "a colour that a clip and a padding make a card inside the sheet leaves the sheet's glass around it"),
            RuleExample("""
                extension View {
                    func withComposerSheet(isPresented: Binding<Bool>) -> some View {
                        sheet(isPresented: isPresented) {
                            Composer()
                                .presentationBackground(Color.composerBackground)
                        }
                    }
                }

                struct Feed: View {
                    @State private var composing = false
                    var body: some View {
                        Timeline()
                            .presentationDetents([.medium])
                            .withComposerSheet(isPresented: $composing)
                    }
                }
                """, note: "the helper presents a sheet of its own: the background it sets is that full-height sheet's, not the view's it is called on"),
        ],
        corrections: [
            RuleCorrection("""
                ProfileSetup()
                    .background(Color.raisedBackground)
                    .presentationDetents([.medium])
                    .presentationBackground(Color.raisedBackground)
                """, """
                ProfileSetup()
                    .presentationDetents([.medium])
                """),
            RuleCorrection("""
                TripDetails(trip: trip)
                    .presentationDetents([.medium, .large])
                    .presentationBackground(.ultraThinMaterial)
                """, """
                TripDetails(trip: trip)
                    .presentationDetents([.medium, .large])
                """),
        ]
    ).fixed(as: .removal)

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let availability = file.availability
        return file.chains.flatMap { chain -> [Violation] in
            let presentation = Self.presentation(of: chain)
            let isSheetRoot = Self.isSheetRoot(chain, presentedBy: presentation)
            let replaces = { (index: Int, modifier: Modifier) -> Bool in
                // `.presentationBackgroundCompat(theme.background)`: a project helper that sets it,
                // on the view it is called on, not on a sheet it presents itself.
                if modifier.name == "presentationBackground" { return true }
                if let helper = file.helperEffect(of: modifier), helper.setsSheetBackground, !helper.presents {
                    // The root of a sheet, or a view given its detents by a helper (`presentationDetents200()`).
                    return isSheetRoot || chain.modifiers.contains { file.helperEffect(of: $0)?.setsPartialDetents == true }
                }
                guard isSheetRoot, modifier.name == "background" else { return false }
                return ShapeStyles.namesMaterial(modifier) || Self.fillsTheSheet(chain, background: index)
            }
            guard chain.modifiers.enumerated().contains(where: replaces), Self.isOnGlass(chain, presentedBy: presentation, in: file) else {
                return []
            }
            let custom = chain.modifiers.enumerated().filter { index, modifier in
                replaces(index, modifier)
                    && !(modifier.name == "presentationBackground" && GlassSheetBackground.glass(in: modifier, of: file) != nil)
                    && file.releaseSide(of: modifier.call, in: availability) != .fallback
            }.map(\.element)
            // A root fill and a `presentationBackground` of one sheet are one construct: one
            // finding, at the presentation background, that removes both.
            guard let shown = custom.last(where: { $0.name == "presentationBackground" }) ?? custom.first else { return [] }
            return [Violation(
                at: shown.nameToken, through: shown.call,
                message: "custom sheet background replaces the system's glass",
                fix: custom.count > 1 ? "remove them unless the design needs one" : "remove it unless the design needs one",
                edits: custom.flatMap(ModifierRemoval.edits(removing:))
            )]
        }
    }

    /// Whether the chain is the sheet's whole content: the presented view, the view that
    /// sets the detents, or the one content of a navigation stack that is either.
    static func isSheetRoot(_ chain: ModifierChain, presentedBy presentation: String?) -> Bool {
        if presentation != nil || chain.modifiers.contains(where: { $0.name == "presentationDetents" }) { return true }
        guard let items = chain.expression.parent?.parent?.as(CodeBlockItemListSyntax.self), items.count == 1,
              let stack = items.parent?.as(ClosureExprSyntax.self).flatMap(CallNames.call(passing:)),
              ["NavigationStack", "NavigationView"].contains(CallNames.name(ofCall: stack) ?? ""),
              let outer = ModifierChain.enclosing(stack)
        else { return false }
        return isSheetRoot(outer, presentedBy: Self.presentation(of: outer))
    }

    /// Whether the chain's background at `index` is an opaque colour behind the whole of the
    /// sheet's content (`.background(Color(white: 0.06).ignoresSafeArea())`): not one that
    /// a later padding, frame or clip makes a card inside the sheet.
    static func fillsTheSheet(_ chain: ModifierChain, background index: Int) -> Bool {
        guard let fill = chain.modifiers[index].firstUnlabeledArgument, ShapeStyles.isOpaqueFill(fill) else { return false }
        return !chain.modifiers[(index + 1)...].contains { ["padding", "frame", "clipShape", "cornerRadius", "mask"].contains($0.name) }
    }

    /// Whether the sheet the chain sets the background of is drawn as glass: a popover,
    /// or a sheet with a partial detent on the chain (directly or through a project helper)
    /// or where the view is presented.
    static func isOnGlass(_ chain: ModifierChain, presentedBy presentation: String?, in file: SyntaxFile) -> Bool {
        if presentation == "popover" || SheetDetents.isPartial(chain) { return true }
        if chain.modifiers.contains(where: { file.helperEffect(of: $0)?.setsPartialDetents == true }) { return true }
        return file.placements(of: chain.expression).contains { placement in
            placement.presentation == "popover" || placement.glassAncestors.contains { $0.kind == .partialSheet }
        }
    }

    /// The presentation whose whole content the chain is (a statement of the closure of a
    /// `sheet`, `popover` or `inspector`), if any.
    static func presentation(of chain: ModifierChain) -> String? {
        guard let statements = chain.expression.parent?.parent?.as(CodeBlockItemListSyntax.self),
              let closure = statements.parent?.as(ClosureExprSyntax.self),
              let call = CallNames.call(passing: closure),
              let name = CallNames.name(ofCall: call)
        else { return nil }
        return PlacementVocabulary.sheets.contains(name) ? name : nil
    }
}

extension SheetBackground: TextualPrecondition {
    private static let sheetBackground = WordMatcher(words: ["presentationBackground"], wholeWords: false)
    private static let presentations = WordMatcher(words: PlacementVocabulary.sheets, wholeWords: false)
    private static let background = WordMatcher(words: ["background"], wholeWords: false)
    private static let detents = WordMatcher(words: ["presentationDetents"], wholeWords: false)

    /// A custom sheet background is a `presentationBackground`, or a `background` on the
    /// whole content of a sheet, popover or inspector written in the same file, or of a
    /// view that sets its sheet's detents.
    public static func mayHaveFindings(in bytes: Data) -> Bool {
        sheetBackground.matches(bytes) || ((presentations.matches(bytes) || detents.matches(bytes)) && background.matches(bytes))
    }
}
