import SwiftSyntax

/// A fixed foreground colour (`.white`, `.black`, a literal colour) on content that sits
/// on the project's regular glass, here or in a view shown inside glass from another file.
public struct FixedColorOnGlass: Rule {
    public static let description = RuleDescription(
        id: "fixed-color-on-glass",
        title: "Fixed colour on glass",
        severity: .warning,
        rationale: """
            Regular glass adapts to what is behind it and to the appearance, and flips the \
            default foreground between light and dark so that text and symbols stay \
            legible. A fixed colour (`.white`, `.black`, `Color(red:green:blue:)`) does not \
            flip: white text disappears on light glass, and Increase Contrast cannot help. \
            Use the default foreground, or `.primary` and `.secondary`. Tinted, prominent and \
            clear glass are exceptions: there a fixed light foreground is the intended look. \
            The review warns where the glass is drawn by the colour's own chain, or by a \
            stack or a button whose direct content the coloured view is. For a view shown on \
            glass from another body, or in a layer, an overlay or a mask, what lies between \
            (a button style's fill, a picture, a scrim) is not known to it, and the finding \
            is info.
            """,
        source: "WWDC25 session 219 \"Meet Liquid Glass\" (legibility); Human Interface Guidelines, Materials",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                Label("12 km", systemImage: "figure.walk")
                    .↓foregroundStyle(.white)
                    .padding()
                    .glassEffect()
                """),
            RuleExample("""
                HStack {
                    Image(systemName: "bolt.fill")
                    Text("Charging").↓foregroundColor(Color(red: 0.1, green: 0.1, blue: 0.1))
                }
                .padding()
                .glassEffect(.regular, in: .capsule)
                """),
            RuleExample("""
                struct Distance: View {
                    var body: some View {
                        Text("12 km").ⓘforegroundStyle(.black.opacity(0.8))
                    }
                }

                struct RouteBar: View {
                    var body: some View {
                        HStack { Distance() }.padding().glassEffect()
                    }
                }
                """, note: "a view shown inside glass is followed from its use"),
            RuleExample("""
                @main
                struct ReaderApp: App {
                    var body: some Scene {
                        WindowGroup { RootTabs().preferredColorScheme(.dark) }
                    }
                }

                final class PlanController: UIHostingController<PlanCard> {}

                struct PlanCard: View {
                    var body: some View {
                        Text("Chapter 3")
                            .↓foregroundStyle(Color(red: 0.1, green: 0.1, blue: 0.12))
                            .padding()
                            .glassEffect()
                    }
                }
                """, note: "a dark colour on the dark glass of an app held dark"),
            RuleExample("""
                HStack {
                    Button(action: switchZoom) {
                        Text(zoom.label).↓foregroundColor(.white)
                    }
                    .glassEffect(.regular.interactive(), in: .circle)
                    Spacer()
                }
                """, note: "a button's label is the direct content of the glass drawn around the button"),
            RuleExample("""
                struct HallPicker: View {
                    let hall: Hall
                    var body: some View {
                        Text(hall.name).ⓘforegroundStyle(.white).padding(8)
                    }
                }

                struct HallControl: View {
                    var body: some View {
                        HStack {
                            HallPicker(hall: hall).background(hall.color).clipShape(.capsule)
                            Text("Hall")
                        }
                        .padding()
                        .glassEffect()
                    }
                }
                """, note: "a view drawn on glass from another body may have a fill of its own where it is used: said as info"),
            RuleExample("""
                ZStack {
                    Color.black.opacity(0.6).ignoresSafeArea()
                    VStack {
                        ProgressView()
                        Text("Reindexing").↓foregroundStyle(.white)
                    }
                    .padding(32)
                    .glassEffect(.regular, in: .rect(cornerRadius: 24))
                }
                """, note: "a 60 % dim leaves a large panel's glass light in the light appearance"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct PlanButton: View {
                    let price: String
                    var body: some View {
                        Text(price).foregroundStyle(.white).padding().glassEffect()
                    }
                }

                struct Paywall: View {
                    var body: some View {
                        VStack { PlanButton(price: "$9.99") }
                            .preferredColorScheme(.dark)
                    }
                }
                """, note: "a screen held dark has dark glass: a light foreground is its right one"),
            RuleExample("""
                Button(action: addStop) {
                    HStack {
                        Circle()
                            .fill(.purple)
                            .frame(width: 24, height: 24)
                            .overlay { Text("R").foregroundStyle(.white) }
                        Text("Add stop")
                    }
                    .padding(.vertical, 8)
                }
                .buttonStyle(.glass)
                """, note: "the letter is drawn over its own filled badge, not over the glass"),
            RuleExample("""
                Label("Book", systemImage: "airplane")
                    .foregroundStyle(.white)
                    .padding()
                    .glassEffect(.regular.tint(.blue))
                """, note: "tinted glass wants a light foreground"),
            RuleExample("""
                Image(systemName: "heart.fill")
                    .foregroundStyle(.white)
                    .padding()
                    .glassEffect(.clear, in: .circle)
                """, note: "bold white content is the intended look on clear glass over media"),
            RuleExample("""
                ZStack {
                    LinearGradient(colors: [.indigo, .blue], startPoint: .top, endPoint: .bottom)
                    Text("Lisbon").foregroundStyle(.white)
                }
                .overlay(alignment: .topTrailing) {
                    Button("Open", systemImage: "arrow.up.right") { open() }.buttonStyle(.glass)
                }
                """, note: "white text on artwork, not on the glass beside it"),
            RuleExample("""
                HStack {
                    Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .green)
                    Text("Synced")
                }
                .padding()
                .glassEffect()
                """, note: "a palette paints the filled symbol's own backing"),
            RuleExample("""
                HStack {
                    Image(systemName: "camera")
                        .foregroundStyle(.white)
                        .frame(width: 56, height: 56)
                        .background(brandGradient)
                        .clipShape(.rect(cornerRadius: 12))
                    Text("Share")
                }
                .padding()
                .glassEffect()
                """, note: "white on the view's own gradient, not on the glass"),
            RuleExample("""
                Label("12 km", systemImage: "figure.walk")
                    .foregroundStyle(.secondary)
                    .padding()
                    .glassEffect()
                """),
            RuleExample("""
                VStack {
                    Text("Import")
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(Color.indigo)
                        .foregroundStyle(.white)
                        .clipShape(.rect(cornerRadius: 12))
                }
                .padding()
                .glassEffect(in: .rect(cornerRadius: 24))
                """, note: "the fill comes before the colour in the chain: the text still sits on it"),
            RuleExample("""
                struct Badge: View {
                    var body: some View {
                        ZStack {
                            Circle().fill(Color.black.opacity(0.5)).frame(width: 28, height: 28)
                            Image(systemName: "play.fill").foregroundColor(.white)
                        }
                    }
                }

                struct Composer: View {
                    var body: some View {
                        HStack { Badge(); Text("Clip") }.padding().glassEffect()
                    }
                }
                """, note: "a ZStack's dark base layer backs the symbol drawn over it"),
            RuleExample("""
                Text("0:42")
                    .foregroundColor(.white)
                    .padding(4)
                    .background(Color.black.opacity(0.6))
                    .padding()
                    .glassEffect()
                """, note: "a dark scrim behind a badge is its backing"),
            RuleExample("""
                Image(systemName: "pause.fill")
                    .foregroundStyle(.white)
                    .padding()
                    .glassEffect(in: .circle)
                    .environment(\\.colorScheme, .dark)
                """, note: "glass held in the dark appearance wants a light foreground"),
            RuleExample("""
                Button(action: replay) {
                    Image(systemName: "arrow.clockwise").foregroundStyle(.white).frame(width: 64, height: 64)
                }
                .buttonStyle(.plain)
                .glassEffect(.regular.interactive(), in: .circle)
                .environment(\\.colorScheme, .dark)
                """, note: "the same, for a label inside the glass's button"),
            RuleExample("""
                HStack {
                    ZStack {
                        LinearGradient(colors: [Color.accentColor.opacity(0.8), Color.accentColor.opacity(0.6)], startPoint: .top, endPoint: .bottom)
                        Image(systemName: "clock").foregroundColor(.white)
                    }
                    .frame(width: 44, height: 44)
                    Text("Timeline")
                }
                .padding()
                .glassEffect(in: .rect(cornerRadius: 16))
                """, note: "the glyph sits on its own dense gradient tile, not on the glass"),
            RuleExample("""
                HStack {
                    Image(uiImage: thumbnail)
                        .resizable()
                        .frame(width: 64, height: 64)
                        .overlay(alignment: .bottomLeading) {
                            Image(systemName: "video.fill").foregroundStyle(.white).padding(4)
                        }
                    TextField("Message", text: $text)
                }
                .padding()
                .glassEffect(in: .rect(cornerRadius: 24))
                """, note: "a glyph overlaid on a photo sits on the picture, not on the glass"),
            RuleExample("""
            @main
            struct PlayerApp: App {
                var body: some Scene {
                    WindowGroup {
                        ZStack {
                            if ready { RootTabs() }
                        }
                    }
                }
            }

            struct RootTabs: View {
                var body: some View {
                    GeometryReader { _ in shell }
                }

                private var shell: some View {
                    TabView {
                        LibraryScreen()
                    }
                    .preferredColorScheme(.dark)
                }
            }

            struct LibraryScreen: View {
                @State private var timerShown = false

                var body: some View {
                    List { Text("Albums") }
                        .sheet(isPresented: $timerShown) { SleepTimerSheet() }
                }
            }

            struct SleepTimerSheet: View {
                var body: some View {
                    Text("Stop in 15 minutes")
                        .foregroundStyle(.white)
                        .padding()
                        .glassEffect()
                        .presentationDetents([.medium])
                }
            }
            """, note: "the window's root view holds itself dark (from a member of its body): its sheets' glass is dark too"),
            RuleExample("""
            struct AddPill: View {
                var body: some View {
                    HStack {
                        Image(systemName: "plus")
                        Text("Add")
                            .foregroundStyle(.black)
                    }
                    .padding(.horizontal, 12)
                    .background(Color.clear.modifier(WhiteGlass()))
                }
            }

            struct WhiteGlass: ViewModifier {
                func body(content: Content) -> some View {
                    content.glassEffect(.regular.tint(.white), in: .rect(cornerRadius: 12))
                }
            }

            struct Palette: View {
                var body: some View {
                    VStack { AddPill() }
                        .padding()
                        .glassEffect(in: .rect(cornerRadius: 24))
                }
            }
            """, note: "a foreground on a background of white-tinted glass is chosen for the tint, which the appearance does not change"),
            RuleExample("""
                @main
                struct ReaderApp: App {
                    @State private var store: Store?

                    var body: some Scene {
                        WindowGroup {
                            if let store {
                                RootTabs().preferredColorScheme(.dark).environment(store)
                            } else {
                                ProgressView()
                            }
                        }
                    }
                }

                final class ShelfController: UIHostingController<ShelfScreen> {}

                struct ShelfScreen: View {
                    var body: some View {
                        Text("Currently reading")
                            .foregroundStyle(Color(red: 0.98, green: 0.97, blue: 0.95).opacity(0.8))
                            .padding()
                            .glassEffect()
                    }
                }
                """, note: "an app held dark has dark glass, wherever a view is shown: a near-white foreground is its right one"),
            RuleExample("""
                VStack(alignment: .leading) {
                    Text(quote).foregroundStyle(.black.opacity(0.8))
                    Text(author).foregroundStyle(.black.opacity(0.5))
                }
                .padding()
                .background(
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color(hex: "FAF8F5"))
                        .shadow(color: .black.opacity(0.1), radius: 4, y: 2)
                )
                .padding()
                .glassEffect(in: .rect(cornerRadius: 20))
                """, note: "the text sits on the card's own fill; the faint shadow does not make the fill see-through"),
            RuleExample("""
                struct RecordBackground: ViewModifier {
                    let color: Color?
                    func body(content: Content) -> some View {
                        if let color {
                            content.glassEffect(.regular.tint(color).interactive(), in: .circle)
                        } else {
                            content.glassEffect(.regular.interactive(), in: .circle)
                        }
                    }
                }

                extension View {
                    func recordBackground(color: Color?) -> some View { modifier(RecordBackground(color: color)) }
                }

                struct StopButton: View {
                    var body: some View {
                        Button(action: stop) {
                            Image(systemName: "stop.fill").foregroundStyle(.white).frame(width: 56, height: 56).recordBackground(color: .red)
                        }
                    }
                }
                """, note: "a helper that tints its glass when given a colour: white on the red glass"),
            RuleExample("""
                @main
                struct ReaderApp: App {
                    var body: some Scene {
                        WindowGroup { RootTabs().preferredColorScheme(.dark) }
                    }
                }

                final class PlanController: UIHostingController<PlanCard> {}

                struct PlanCard: View {
                    var body: some View {
                        Image(systemName: "flame.fill")
                            .foregroundStyle(Color(red: 1.0, green: 0.55, blue: 0.26))
                            .padding()
                            .glassEffect()
                    }
                }
                """, note: "an accent colour light enough for the dark glass of an app held dark"),
            RuleExample("""
                struct ShoppingRow: View {
                    let item: Item
                    var body: some View {
                        HStack {
                            Button(action: toggle) {
                                Circle()
                                    .strokeBorder(.gray, lineWidth: 1.5)
                                    .background(Circle().fill(item.isDone ? Color.purple : Color.clear))
                                    .frame(width: 24, height: 24)
                                    .overlay(
                                        Image(systemName: "checkmark")
                                            .foregroundColor(.white)
                                            .opacity(item.isDone ? 1 : 0)
                                    )
                            }
                            Text(item.name)
                        }
                        .padding()
                        .glassEffect(in: .rect(cornerRadius: 16))
                    }
                }
                """, note: "the check mark shows on the checkbox's own fill, there only when it is checked"),
            RuleExample("""
                struct HoldStyle: PrimitiveButtonStyle {
                    var fill: Color
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding()
                            .background(RoundedRectangle(cornerRadius: 12).fill(fill))
                            .onLongPressGesture { configuration.trigger() }
                    }
                }

                struct ExplodeButton: View {
                    var body: some View {
                        Button { explode() } label: {
                            Text("Hold to explode").foregroundStyle(.white)
                        }
                        .buttonStyle(HoldStyle(fill: .orange))
                    }
                }

                struct Editor: View {
                    var body: some View {
                        VStack {
                            Text("Settings")
                            ExplodeButton()
                        }
                        .padding()
                        .glassEffect(.regular, in: .rect(cornerRadius: 20))
                    }
                }
                """, note: "the project's button style fills behind the label: white sits on that fill, not on the panel's glass"),
            RuleExample("""
                ZStack {
                    Circle()
                        .foregroundStyle(.white)
                        .frame(width: 60, height: 60)
                        .glassEffect()
                    ColorPicker("Colour", selection: $color).labelsHidden()
                }
                """, note: "a shape's foreground style is its fill, not a colour on the glass: the fill hides the glass (opaque-under-glass)"),
            RuleExample("""
                Chart(decks) { deck in
                    SectorMark(angle: .value("Cards", deck.count), innerRadius: .ratio(0.5))
                        .foregroundStyle(deck.color)
                        .annotation(position: .overlay) {
                            Text("\\(deck.count)").font(.caption2).foregroundStyle(.white)
                        }
                }
                .frame(height: 200)
                .padding()
                .glassEffect(in: .rect(cornerRadius: 20))
                """, note: "a chart annotation drawn over its mark sits on the mark's colour"),
            RuleExample("""
                struct TrendingTagChip: View {
                    let tag: TrendingTag
                    var body: some View {
                        ZStack(alignment: .bottomLeading) {
                            RemoteImage(url: tag.thumbnailURL, contentMode: .fill)
                            Text("#\\(tag.name)").foregroundStyle(.white).padding(8)
                        }
                        .frame(width: 174, height: 116)
                        .clipShape(.rect(cornerRadius: 18))
                        .glassEffect(.regular, in: .rect(cornerRadius: 18))
                    }
                }
                """, note: "text over a picture that fills the layer below it sits on the picture"),
            RuleExample("""
                Image(systemName: "photo")
                    .foregroundStyle(.black)
                    .padding()
                    .glassEffect()
                """, note: "an app held light (UIUserInterfaceStyle) has light glass: a dark foreground is its right one", project: ExampleProjects.iOS26HeldLight),
            RuleExample("""
                ZStack {
                    Color.black.opacity(0.85).ignoresSafeArea()
                    VStack(spacing: 20) {
                        Text("Playback failed").font(.headline)
                        Button("Try again", action: retry)
                            .foregroundStyle(.white)
                            .padding()
                            .glassEffect(.regular.interactive(), in: .capsule)
                    }
                }
                """, note: "glass laid right over a black layer is drawn dark"),
            RuleExample("""
            @main
            struct ClockApp: App {
                var body: some Scene {
                    WindowGroup {
                        CitiesScreen()
                            .environment(\\.colorScheme, .dark)
                    }
                }
            }

            struct CitiesScreen: View {
                @State private var globeShown = false

                var body: some View {
                    List { Text("Lisbon") }
                        .sheet(isPresented: $globeShown) { GlobeSheet() }
                }
            }

            struct GlobeSheet: View {
                var body: some View {
                    Image(systemName: "location.fill")
                        .foregroundStyle(.white)
                        .frame(width: 44, height: 44)
                        .glassEffect(in: .circle)
                }
            }
            """, note: "the dark scheme set in the environment of the window's root view holds the app dark, its sheets too"),
        ]
    )

    public init(options: RuleOptions) {}

    /// Whether the first glass the node's enclosing chains apply, in the same type, is held
    /// in the dark appearance by a modifier after it.
    private static func isUnderGlassHeldDark(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        var glassSeen = false
        for ancestor in node.ancestors {
            defer { child = ancestor }
            if ancestor.isProtocol(DeclGroupSyntax.self) { return false }
            guard let member = ancestor.as(MemberAccessExprSyntax.self), member.base?.id == child.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self)
            else {
                // The glass's chain ended without a dark appearance.
                if glassSeen, !(ancestor.is(FunctionCallExprSyntax.self) && child.is(MemberAccessExprSyntax.self)) { return false }
                continue
            }
            let modifier = Modifier(call: call, nameToken: member.declName.baseName, period: member.period)
            if glassSeen, ColorSchemes.holdsDark(modifier) { return true }
            if GlassApplication(modifier) != nil { glassSeen = true }
        }
        return false
    }


    /// Whether an enclosing chain of the same type draws tinted glass behind the node
    /// (`.background(Color.clear.modifier(WhiteGlass()))` with `.regular.tint(.white)`):
    /// a fixed foreground there is chosen for the tint, which does not change with the
    /// appearance.
    private static func isOnTintedGlassBackground(_ node: some SyntaxProtocol, in file: SyntaxFile) -> Bool {
        var child = Syntax(node)
        for ancestor in node.ancestors {
            defer { child = ancestor }
            if ancestor.isProtocol(DeclGroupSyntax.self) { return false }
            guard let member = ancestor.as(MemberAccessExprSyntax.self), member.base?.id == child.id,
                  member.declName.baseName.text == "background", let call = member.parent?.as(FunctionCallExprSyntax.self)
            else { continue }
            let drawn = ModifierChain.all(in: call.arguments) + (call.trailingClosure.map { ModifierChain.all(in: $0) } ?? [])
            if drawn.flatMap(file.appliedGlass(in:)).contains(where: \.facts.isTinted) { return true }
        }
        return false
    }

    /// A chart mark's annotation drawn over the mark (`.annotation(position: .overlay)`):
    /// it sits on the mark's own colour, not on the glass around the chart.
    static func isOnChartMark(_ node: some SyntaxProtocol) -> Bool {
        node.enclosingCalls.contains { call in
            CallNames.name(ofCall: call) == "annotation"
                && call.arguments.contains { $0.label?.text == "position" && $0.expression.trimmedText == ".overlay" }
        }
    }

    /// Whether the chain is the content of a chain that draws glass, in the same body,
    /// through stacks, groups, `ForEach`, branches and a button's label only (not a layer
    /// of a `ZStack`, an overlay, a mask, a custom view or a button with a style of its own).
    static func isDirectContentOfGlass(_ chain: ModifierChain, in file: SyntaxFile) -> Bool {
        var node = Syntax(chain.expression)
        while let closure = node.ancestors.first(where: { $0.is(ClosureExprSyntax.self) })?.as(ClosureExprSyntax.self) {
            let between = node.ancestors.prefix { $0.id != closure.id }
            guard between.allSatisfy(Self.isViewBuilderStructure),
                  let call = CallNames.call(passing: closure), let name = CallNames.name(ofCall: call)
            else { return false }
            let isLabel = CallNames.labelClosure(of: call)?.id == closure.id
            guard isLabel || (directContainers.contains(name) && CallNames.contentClosure(of: call)?.id == closure.id)
            else { return false }
            let outer = ModifierChain(ModifierChain.outermost(ExprSyntax(call)))
            if !file.appliedGlass(in: outer).isEmpty { return true }
            if isLabel, outer.modifiers.contains(where: { $0.name == "buttonStyle" }) { return false }
            node = Syntax(outer.expression)
        }
        return false
    }

    private static let directContainers: Set<String> = ["HStack", "VStack", "LazyHStack", "LazyVStack", "Group", "ForEach"]

    private static func isViewBuilderStructure(_ node: Syntax) -> Bool {
        node.is(CodeBlockItemSyntax.self) || node.is(CodeBlockItemListSyntax.self) || node.is(CodeBlockSyntax.self)
            || node.is(IfExprSyntax.self) || node.is(ExpressionStmtSyntax.self) || node.is(SwitchExprSyntax.self)
            || node.is(SwitchCaseSyntax.self) || node.is(SwitchCaseListSyntax.self)
    }

    public func check(_ file: SyntaxFile) -> [Violation] {
        let heldDark = file.index.forcesDarkAppearance || file.deployment.heldAppearance == .dark
        let heldLight = file.deployment.heldAppearance == .light
        return file.chains.flatMap { chain -> [Violation] in
            // A palette (`.foregroundStyle(.white, .green)`) paints a filled symbol's own backing.
            // In an app held dark, glass is always dark: a light foreground is its right one;
            // in an app held light, a dark one.
            let colours = chain.modifiers.enumerated().filter { _, modifier in
                guard ["foregroundStyle", "foregroundColor"].contains(modifier.name), modifier.arguments.count == 1,
                      let colour = modifier.firstUnlabeledArgument, ShapeStyles.isFixedColor(colour)
                else { return false }
                return !(heldDark && ShapeStyles.isLightColor(colour)) && !(heldLight && ShapeStyles.isDarkColor(colour))
            }
            // A shape's foreground style is its fill: the glass drawn over it is hidden by it
            // (opaque-under-glass), it is no text or symbol on the glass.
            guard !colours.isEmpty, !(chain.baseName.map(ModifierNames.shapeViews.contains) ?? false),
                  !Self.isOnChartMark(chain.expression)
            else { return [] }
            let glassOfChain = file.appliedGlass(in: chain)
            // The project's own glass: the system's bars and sheets choose their foreground themselves.
            let glassAround = file.placements(of: chain.expression).flatMap(\.glassAncestors).filter { $0.kind == .glass }
            // A screen held dark (`.preferredColorScheme(.dark)` around every place it is shown) has dark glass.
            let placements = file.placements(of: chain.expression)
            if !placements.isEmpty, placements.allSatisfy(\.isHeldDark) { return [] }
            // Content over a fill of its own, or over a ZStack's base layer, sits on that, not on the glass.
            let backedBelow = { (index: Int) in
                chain.modifiers[..<index].contains(where: ShapeStyles.isOwnBacking) || ShapeStyles.hasBaseLayer(chain.expression)
            }
            return colours.compactMap { index, modifier -> Violation? in
                guard !backedBelow(index) else { return nil }
                // Glass applied after the colour draws around the coloured content.
                let coveringGlass = glassOfChain.filter { chain.position(of: $0.modifier) ?? -1 > index }
                // A fill or gradient between the colour and the glass is what the colour sits on.
                if let glassIndex = coveringGlass.compactMap({ chain.position(of: $0.modifier) }).min() {
                    guard !chain.modifiers[(index + 1)..<glassIndex].contains(where: ShapeStyles.isOwnBacking) else { return nil }
                    // Glass held dark by its own colour scheme wants a light foreground.
                    guard !chain.modifiers[glassIndex...].contains(where: ColorSchemes.holdsDark) else { return nil }
                } else if ShapeStyles.hasOwnBacking(modifier.call) || Self.isUnderGlassHeldDark(modifier.call)
                            || Self.isOnTintedGlassBackground(modifier.call, in: file) {
                    return nil
                }
                let covering = coveringGlass.map(\.facts)
                let plain = covering.map { $0.variant == .regular && !$0.isTinted } + glassAround.map(\.isPlainRegularGlass)
                guard let first = plain.first, first, !plain.contains(false) else { return nil }
                let colour = modifier.firstUnlabeledArgument.map { $0.trimmedText } ?? "a fixed colour"
                // Glass drawn by the colour's own chain, or by a stack or button whose direct
                // content it is, is surely behind it. Glass around a view shown elsewhere, or
                // around a layer, an overlay or a mask, may have a button style's fill, a
                // picture or a scrim between: that is for a person to look at.
                guard coveringGlass.isEmpty, !Self.isDirectContentOfGlass(chain, in: file) else {
                    return Violation(
                        at: modifier.nameToken, through: modifier.call,
                        message: "fixed \(colour) on glass does not adapt to light, dark or Increase Contrast",
                        fix: "use the default foreground, .primary or .secondary"
                    )
                }
                return Violation(
                    at: modifier.nameToken, through: modifier.call,
                    message: "fixed \(colour) in a view drawn on glass: unless something of its own is behind it, it does not adapt to light, dark or Increase Contrast",
                    fix: "use the default foreground, .primary or .secondary", severity: .info
                )
            }
        }
    }
}
