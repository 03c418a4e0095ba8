import SwiftSyntax

/// Glass applied before a modifier that sets size or appearance. The glass shape is
/// anchored to the bounds of the view it wraps, so it hugs the bare content and the
/// padding or frame ends up outside it.
public struct GlassBeforeLayout: Rule {
    public static let description = RuleDescription(
        id: "glass-before-layout",
        title: "Glass before layout",
        severity: .warning,
        rationale: """
            `glassEffect` draws its shape around the view it modifies. Padding or a frame that \
            comes after it sizes a view the glass no longer sees: the glass hugs the bare \
            text and the padding lies outside it. Apply glass after the modifiers that give \
            the view its bounds. Padding after glass is a margin, not a mistake, when the \
            view is already padded or framed before the glass (in the chain, in the constant \
            it starts from, or inside the helper or button style that applies the glass). \
            Fonts and foreground styles flow through the environment, and a button style \
            draws around each button's label, so their order around the glass changes nothing. \
            For the same reason a frame that gives a glass-styled button a size \
            (`Button { … }.frame(minHeight: 48).buttonStyle(.glass)`) lies outside its glass: \
            frame the label.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\"; SwiftUI documentation of glassEffect(_:in:)",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample(#"Text("Now Playing").↓glassEffect().padding()"#),
            RuleExample("""
                Label("Share", systemImage: "square.and.arrow.up")
                    .↓glassEffect(.regular, in: .capsule)
                    .font(.headline)
                    .padding(.horizontal, 12)
                """),
            RuleExample("""
                Image(systemName: "play.fill")
                    .↓glassEffect(.regular.interactive())
                    .frame(width: 44, height: 44)
                """),
            RuleExample("""
                extension View {
                    func pill() -> some View {
                        glassEffect(.regular, in: .capsule)
                    }
                }

                let title = Text("Lisbon").↓pill().padding()
                """, note: "a project helper that applies glass is glass"),
            RuleExample("""
                var body: some View {
                    let pill = Text("Lisbon").↓glassEffect()
                    pill.padding(12)
                }
                """, note: "the glass is applied in a let, the padding later"),
            RuleExample("""
                struct ProfilePicture: View {
                    let image: Image
                    var body: some View {
                        image
                            .resizable()
                            .scaledToFill()
                            .↓glassEffect()
                            .frame(width: 200, height: 200)
                    }
                }
                """, note: "an image scaled to fill overflows its frame: the glass takes the overflowing size"),
            RuleExample("""
                Button { share() } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                .↓frame(minWidth: 120, minHeight: 48)
                .buttonStyle(.glass)
                """, note: "the style's glass is drawn around the label, inside the button's frame"),
            RuleExample("""
                Button(action: save) {
                    if isSaving {
                        ProgressView().frame(minWidth: 120, minHeight: 48)
                    } else {
                        Label("Save", systemImage: "arrow.down.to.line")
                    }
                }
                .↓frame(minWidth: 120, minHeight: 48)
                .buttonStyle(.glassProminent)
                """, note: "a label framed in one branch only: the other hugs its text"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct NowPlayingBar: View {
                    var body: some View {
                        HStack { Artwork(); Text(title) }.padding()
                    }
                }

                struct PlayerAccessory: View {
                    var body: some View {
                        Button { expand() } label: { NowPlayingBar() }
                            .glassEffect(.regular.interactive(), in: .capsule)
                            .padding(.horizontal, 12)
                    }
                }
                """, note: "the label's own view pads itself: the padding after the glass is a margin"),
            RuleExample("""
                struct TitleBar: View {
                    var body: some View {
                        let title = Button(action: showAlbums) {
                            Text(album.name).frame(height: 44).padding(.horizontal, 16)
                        }
                        .buttonStyle(.plain)
                        .glassEffect(.regular.interactive())

                        ViewThatFits {
                            title
                            title.frame(maxWidth: 240)
                        }
                    }
                }
                """, note: "the button's label is padded and framed: the frame after the glass only caps it"),
            RuleExample("""
                struct JumpButton: View {
                    var body: some View {
                        content
                            .glassEffect(.regular.interactive(), in: .circle)
                            .padding(10)
                    }

                    var content: some View {
                        Button(action: jump) {
                            Image(systemName: "arrow.down").frame(width: 44, height: 44)
                        }
                    }
                }
                """, note: "the property is a button whose label is framed: the padding is the button's margin"),
            RuleExample("""
                struct Composer: View {
                    var body: some View {
                        Color.clear.safeAreaBar(edge: .bottom) {
                            input(focused)
                                .glassEffect(in: .rect(cornerRadius: 24))
                                .padding(.horizontal, 16)
                        }
                    }

                    func input(_ focused: Bool) -> some View {
                        HStack { TextField("Message", text: $text); SendButton() }
                            .padding(6)
                    }
                }
                """, note: "a function of the view builds the padded content: the padding after the glass is a margin"),
            RuleExample(#"Text("Now Playing").padding().glassEffect()"#),
            RuleExample("""
                Text("Now Playing")
                    .padding()
                    .glassEffect()
                    .onTapGesture { play() }
                    .accessibilityLabel("Play")
                    .glassEffectID("play", in: namespace)
                """, note: "modifiers that change neither size nor look may follow glass"),
            RuleExample("""
                Color.clear
                    .glassEffect(in: .rect(cornerRadius: 20))
                    .frame(width: 200, height: 120)
                """, note: "a greedy view takes the frame it is given, glass included"),
            RuleExample(#"Text("Off").glassEffect(.identity).padding()"#, note: "identity glass is no glass"),
            RuleExample("""
                Text("Synced")
                    .padding(.vertical, 8)
                    .glassEffect(in: .rect(cornerRadius: 8))
                    .padding(.horizontal, 16)
                """, note: "padded before the glass: the padding after it is an outer margin"),
            RuleExample("""
                Text("Offline")
                    .padding(10)
                    .glassEffect()
                    .foregroundStyle(.secondary)
                    .font(.caption)
                """, note: "foreground style and font flow through the environment"),
            RuleExample("""
                Button("Save", action: save)
                    .buttonStyle(.glass)
                    .padding(.top, 8)
                """, note: "a button style draws around the label; the padding is around the button"),
            RuleExample("""
                struct PillStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.padding(12).glassEffect()
                    }
                }

                let save = Button("Save", action: save).buttonStyle(PillStyle()).padding()
                """, note: "a project button style that pads its label before its glass"),
            RuleExample("""
                extension View {
                    func chip() -> some View {
                        padding(8).glassEffect(.regular, in: .capsule)
                    }
                }

                let tag = Text("Lisbon").chip().padding(4)
                """, note: "a helper that pads before its glass: the padding after the call is a margin"),
            RuleExample("""
                struct CapsuleAction: ViewModifier {
                    func body(content: Content) -> some View {
                        if #available(iOS 26.0, *) {
                            content.frame(height: 48).glassEffect(.regular.interactive())
                        } else {
                            content.frame(height: 48).background(.thinMaterial, in: .capsule)
                        }
                    }
                }

                extension View {
                    func capsuleAction() -> some View { modifier(CapsuleAction()) }
                }

                let remind = Button("Remind me", action: remind).capsuleAction().padding(.horizontal)
                """, note: "the sizing is two helpers deep: a view extension that applies a framing modifier"),
            RuleExample("""
                var body: some View {
                    let base = Text("Lisbon").padding(8)
                    base.glassEffect()
                }
                """, note: "padding can be elsewhere: applied in a let before the glass"),
            RuleExample("""
                var body: some View {
                    let base = ProgressView().padding(8)
                    base.glassEffect(in: .circle).padding(8)
                }
                """, note: "padded in the constant the chain starts from: the later padding is a margin"),
            RuleExample("""
                VStack(spacing: 0) {
                    Divider()
                    HStack { searchButton; addButton }
                        .padding(.horizontal, 16)
                }
                .glassEffect(in: .rect(cornerRadius: 22))
                .padding(.horizontal)
                """, note: "the stack's content is padded inside the glass; the padding after is the bar's margin"),
            RuleExample("""
                struct Panel: View {
                    var body: some View {
                        panelContent
                            .glassEffect(in: .rect(cornerRadius: 16))
                            .padding(.horizontal)
                    }

                    private var panelContent: some View {
                        HStack { Text("Photos"); Text("Camera") }
                            .padding(12)
                    }
                }
                """, note: "the view property pads itself before the glass"),
            RuleExample("""
                ScrollView(.horizontal) {
                    LazyHStack { ForEach(items, id: \\.self) { Text($0) } }
                }
                .scrollBounceBehavior(.basedOnSize)
                .backport.glassEffect()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                """, note: "through the project's namespace property, a greedy view takes any frame, glass included"),
            RuleExample("""
                extension View {
                    func glassCard() -> some View {
                        glassEffect(.regular, in: RoundedRectangle(cornerRadius: 16))
                    }
                }

                struct HorStack<Content: View>: View {
                    var spacing: CGFloat
                    @ViewBuilder var content: Content

                    var body: some View {
                        HStack(spacing: spacing) { content }
                    }
                }

                struct SettingsCell: View {
                    var body: some View {
                        HorStack(spacing: 12) {
                            Image(systemName: "gear").padding(.leading, 12)
                            Text("Sounds").frame(maxHeight: .infinity, alignment: .leading)
                        }
                        .glassCard()
                        .frame(height: 70)
                    }
                }
                """, note: "the project's own stack lays out children that are already padded and framed"),
            RuleExample("""
                HStack { Text("This week"); Spacer() }
                    .padding()
                    .background {
                        RoundedRectangle(cornerRadius: 12)
                            .glassEffect(.regular, in: .rect(cornerRadius: 12))
                            .padding(.horizontal, 8)
                    }
                """, note: "a shape takes the size it is given, its glass with it: padding after it is a margin"),
            RuleExample("""
                struct MuteLabel: View {
                    let isMuted: Bool
                    var body: some View {
                        Label {
                            Text(isMuted ? "Unmute" : "Mute")
                        } icon: {
                            Image(systemName: isMuted ? "speaker.slash" : "speaker")
                                .frame(width: 15, height: 15)
                                .padding(5)
                        }
                        .labelStyle(.iconOnly)
                    }
                }

                struct PlayerOverlay: View {
                    @State private var isMuted = false
                    var body: some View {
                        MuteLabel(isMuted: isMuted)
                            .glassEffect(.clear.interactive(), in: .circle)
                            .padding([.top, .leading], 15)
                            .contentShape(.rect)
                            .onTapGesture { isMuted.toggle() }
                    }
                }
                """, note: "the label pads its own icon: the padding after the glass widens the tap area, a margin"),
            RuleExample("""
                private struct FloatingPanel: ViewModifier {
                    let tint: Color
                    func body(content: Content) -> some View {
                        content
                            .clipShape(ConcentricRectangle())
                            .glassEffect(.regular.interactive().tint(tint), in: .containerRelative)
                            .padding(12)
                    }
                }

                struct Composer: View {
                    var body: some View {
                        HStack { TextField("Message", text: $text); Button("Send", action: send) }
                            .padding(.horizontal, 16)
                            .modifier(FloatingPanel(tint: .blue))
                    }
                }
                """, note: "the modifier's content is padded where it is used: the padding after its glass is the panel's margin"),
            RuleExample("""
                List {
                    Section {
                        ForEach(tasks) { TaskRow(task: $0) }
                    } header: {
                        Picker("Filter", selection: $filter) {
                            ForEach(Filter.allCases) { Text($0.title).tag($0) }
                        }
                        .pickerStyle(.segmented)
                        .glassEffect()
                        .padding(EdgeInsets(top: 0, leading: 16, bottom: 4, trailing: 16))
                    }
                }
                """, note: "a segmented picker is drawn at its own size: the glass hugs it, the padding after is the header's margin"),
            RuleExample("""
                struct PitchInspector: View {
                    var focused: Int?
                    var body: some View {
                        if let focused {
                            cardBody(focused)
                                .glassEffect(.regular, in: .rect(cornerRadius: 16))
                                .padding(.horizontal, 8)
                        }
                    }

                    private func cardBody(_ value: Int) -> some View {
                        let width: CGFloat = 240
                        return VStack(alignment: .leading, spacing: 8) {
                            Text("\\(value) Hz")
                        }
                        .padding(12)
                        .frame(width: width)
                    }
                }
                """, note: "the function computes, then returns a padded view: the padding after the glass is a margin"),
            RuleExample("""
                struct NextChapterButton: View {
                    let size: CGFloat
                    var body: some View {
                        Image(systemName: "forward.end.fill")
                            .resizable()
                            .glassEffect(.regular, in: .circle)
                            .frame(width: size, height: size)
                    }
                }
                """, note: "a resizable image takes the frame it is given, its glass with it"),
            RuleExample("""
                extension View {
                    func toggleLook(isOn: Bool) -> some View { modifier(ToggleLook(isOn: isOn)) }
                }

                struct ToggleLook: ViewModifier {
                    let isOn: Bool
                    func body(content: Content) -> some View { content.frame(width: 44, height: 44) }
                }

                struct WatchedButton: View {
                    var body: some View {
                        Image(systemName: "checkmark").toggleLook(isOn: false)
                    }
                }

                struct Controls: View {
                    var body: some View {
                        HStack {
                            WatchedButton().glassEffect().frame(maxWidth: .infinity)
                            Spacer()
                        }
                    }
                }
                """, note: "a custom view whose body goes through a project modifier may be sized by it"),
            RuleExample("""
                HStack {
                    Button { save() } label: {
                        Label("Save", systemImage: "tray").frame(minWidth: 120, minHeight: 48)
                    }
                    .buttonStyle(.glass)
                    Button("Done", action: done)
                        .frame(maxWidth: .infinity, alignment: .trailing)
                        .buttonStyle(.glassProminent)
                    Button(role: .destructive, action: delete) { Image(systemName: "trash") }
                        .frame(width: 20)
                        .buttonStyle(.glassProminent)
                }
                """, note: "a label framed inside the button sizes the glass; a frame that only aligns places the button; one narrower than any glass button sizes nothing meant"),
        ],
        corrections: [
            RuleCorrection("""
                extension View {
                    func pill() -> some View {
                        glassEffect(.regular, in: .capsule)
                    }
                }

                let title = Text("Lisbon").pill().padding()
                """, """
                extension View {
                    func pill() -> some View {
                        glassEffect(.regular, in: .capsule)
                    }
                }

                let title = Text("Lisbon").padding().pill()
                """),
            RuleCorrection(
                #"Text("Now Playing").glassEffect().padding()"#,
                #"Text("Now Playing").padding().glassEffect()"#
            ),
            RuleCorrection("""
                Label("Share", systemImage: "square.and.arrow.up")
                    .glassEffect(.regular, in: .capsule) // the pill
                    .font(.headline)
                    .padding(.horizontal, 12)
                    .id(item)
                """, """
                Label("Share", systemImage: "square.and.arrow.up")
                    .font(.headline)
                    .padding(.horizontal, 12)
                    .glassEffect(.regular, in: .capsule) // the pill
                    .id(item)
                """),
            RuleCorrection("""
                Text("Now")
                    .glassEffect() // glass goes last
                    .padding(12) // room around the title
                """, """
                Text("Now")
                    .padding(12) // room around the title
                    .glassEffect() // glass goes last
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain in
            if let glass = file.appliedGlass(in: chain).first(where: { Self.drawsAroundItsView($0, in: file) }),
               let index = chain.position(of: glass.modifier) {
                guard !Self.isSized(chain, before: index, in: file),
                      let (first, last) = Self.sizingModifiers(of: chain, after: index)
                else { return nil }
                return Violation(
                    at: glass.modifier.nameToken, through: glass.modifier.call,
                    message: "\(glass.spelling) before \(first.name)",
                    fix: "move it after \(last.name)",
                    // `.backport.glassEffect()` would leave its namespace behind.
                    edits: glass.modifier.isOnNamespace ? [] : Self.move(glass.modifier, after: last, in: file)
                )
            }
            return Self.glassedBinding(laidOutBy: chain, in: file) ?? Self.framedGlassButton(chain, in: file)
        }
    }

    /// `Button { Label("Share", …) }.frame(minWidth: 120, minHeight: 48).buttonStyle(.glass)`:
    /// the style draws its glass around the label, so a size given to the button frames the
    /// glass from outside and the glass hugs the label. A frame that only stretches or aligns
    /// (`maxWidth: .infinity`) may mean to place the button, and a label sized inside is
    /// what the glass takes.
    static func framedGlassButton(_ chain: ModifierChain, in file: SyntaxFile) -> Violation? {
        guard let name = chain.baseName, ["Button", "NavigationLink", "Link", "ShareLink"].contains(name),
              let call = chain.base?.as(FunctionCallExprSyntax.self),
              let style = file.appliedGlass(in: chain).first(where: { $0.modifier.name == "buttonStyle" && $0.helper == nil }),
              let frame = chain.modifiers.first(where: { frame in
                  frame.name == "frame" && frame.arguments.contains { sizingLabels.contains($0.label?.text ?? "") }
              }),
              // A frame narrower than any glass button (`.frame(width: 20)`) sizes no glass
              // anyone meant: the button is as the style draws it.
              !frame.arguments.filter({ sizingLabels.contains($0.label?.text ?? "") })
                  .allSatisfy({ SyntaxQueries.number($0.expression).map { $0 < 30 } ?? false })
        else { return nil }
        let label = CallNames.labelClosure(of: call, named: name)
        // Sized inside whichever branch the label shows.
        if let label, ViewBuilderContent.allViews(in: ViewBuilderContent.of(label)).allSatisfy({ view in
            view.modifiers.contains { ModifierNames.sizing.contains($0.name) } || view.base.map { sizedInside($0, in: file, depth: 0) } == true
        }) {
            return nil
        }
        return Violation(
            at: frame.nameToken, through: frame.call,
            message: "frame around a button styled \(style.spelling): the glass hugs the label",
            fix: "frame the label inside the button"
        )
    }

    /// The arguments of `frame` that give a size, not only a stretch.
    private static let sizingLabels: Set = ["width", "height", "minWidth", "minHeight", "idealWidth", "idealHeight"]

    /// Glass whose shape is drawn around the view the modifier is called on. A button style
    /// is an environment value: it draws around each button's label, wherever the modifier
    /// stands. A helper that pads or frames the view sizes its own glass.
    static func drawsAroundItsView(_ glass: AppliedGlass, in file: SyntaxFile) -> Bool {
        guard glass.facts.kind == .effect, glass.modifier.name != "buttonStyle" else { return false }
        guard let helper = glass.helper else { return true }
        return helper.kind != .buttonStyle && file.helperEffect(of: glass.modifier)?.sizesContent != true
    }

    /// Whether the view already has its bounds before the glass: padding or a frame in the
    /// chain, in the local constant it starts from, on a child of the stack it starts from,
    /// or in the view property of the same type it names. Padding after the glass is then
    /// a margin.
    static func isSized(_ chain: ModifierChain, before index: Int, in file: SyntaxFile) -> Bool {
        if chain.modifiers[..<index].contains(where: { ModifierNames.sizing.contains($0.name) }) { return true }
        if let inner = namespacedChain(chain) { return isSized(inner, before: inner.modifiers.count, in: file) }
        guard let base = chain.base else { return false }
        // A shape, a colour or a resizable image takes the size it is given, its glass with
        // it: padding after is a margin, a frame after sizes both. An image scaled to fill
        // overflows the frame, and its glass with it.
        if Backdrop.isShape(base) || Self.isResizedToFit(chain.modifiers[..<index]) { return true }
        // A control SwiftUI draws at its own size, its inner spacing included (a segmented
        // picker, a slider): the glass hugs that, and padding after it is a margin.
        if let name = chain.baseName, selfSizedControls.contains(name) { return true }
        // `content` in a view modifier's body is padded, or not, where the modifier is used:
        // padding after its glass is read as the helper's margin.
        if framesItself(chain, in: file) || base.isViewModifierContent { return true }
        return sizedInside(base, in: file, depth: 0)
    }

    /// Whether what `base` shows is padded or framed: a child of the stack it is, the view
    /// a name or a call of the type's own function stands for, a button's label (a button is
    /// as large as its label) or a `Label`'s icon, two levels deep (`content`, a property
    /// that is a button with a framed label).
    private static func sizedInside(_ base: ExprSyntax, in file: SyntaxFile, depth: Int) -> Bool {
        // A function of the same type that builds the view: `textInput(proxy)`.
        let built = base.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
            .map(ViewBuilderContent.views(namedBy:)) ?? []
        return (ViewBuilderContent.laidOutViews(of: base) + built + projectStackViews(of: base))
            .contains { inner in
            inner.modifiers.contains { ModifierNames.sizing.contains($0.name) } || framesItself(inner, in: file)
                || (depth < 1 && inner.base.map { sizedInside($0, in: file, depth: depth + 1) } == true)
        }
    }

    private static func isResizedToFit(_ modifiers: ArraySlice<Modifier>) -> Bool {
        modifiers.contains { $0.name == "resizable" } && !modifiers.contains { modifier in
            modifier.name == "scaledToFill"
                || modifier.name == "aspectRatio" && modifier.call.arguments.contains { $0.expression.trimmedText == ".fill" }
        }
    }

    static let selfSizedControls: Set<String> = ["Picker", "Toggle", "Slider", "Stepper", "DatePicker", "ColorPicker", "Gauge"]

    /// The views a project's own stack lays out (`HorStack(spacing: 8) { … }`, a container
    /// that shows its content closure as a stack does).
    private static func projectStackViews(of base: ExprSyntax) -> [ModifierChain] {
        guard let call = base.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call), name.first?.isUppercase == true,
              !PlacementVocabulary.systemViews.contains(name), let closure = CallNames.contentClosure(of: call)
        else { return [] }
        return ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure))
    }

    /// A custom view sized by its own body (`NowPlayingBar()` padding its stack); one the
    /// index has not read may be.
    static func framesItself(_ chain: ModifierChain, in file: SyntaxFile) -> Bool {
        guard let name = chain.baseName, name.first?.isUppercase == true, chain.base?.is(FunctionCallExprSyntax.self) == true,
              !PlacementVocabulary.systemViews.contains(name), !ModifierNames.stacks.contains(name)
        else { return false }
        return file.index.framesItself(view: name, from: file.path) ?? true
    }


    /// The chain a namespace property continues: `scroll.padding().backport.glassEffect()`
    /// applies the project's wrapper to `scroll.padding()`.
    static func namespacedChain(_ chain: ModifierChain) -> ModifierChain? {
        guard let base = chain.base, Modifier.isNamespace(base), let inner = base.as(MemberAccessExprSyntax.self)?.base else {
            return nil
        }
        return ModifierChain(inner)
    }

    /// The first and last modifiers after `index` that set the view's bounds.
    static func sizingModifiers(of chain: ModifierChain, after index: Int) -> (first: Modifier, last: Modifier)? {
        let baseName = namespacedChain(chain)?.baseName ?? chain.baseName
        let greedyBase = baseName.map(ModifierNames.greedyViews.contains) ?? false
        let later = chain.modifiers[(index + 1)...].filter { modifier in
            ModifierNames.sizing.contains(modifier.name) && !(greedyBase && ModifierNames.sizeOnly.contains(modifier.name))
        }
        guard let first = later.first, let last = later.last else { return nil }
        return (first, last)
    }

    /// `let pill = label.glassEffect()` and then `pill.padding()`: the glass is applied in
    /// another statement, so the finding names it there and the fix is left to the reader.
    static func glassedBinding(laidOutBy chain: ModifierChain, in file: SyntaxFile) -> Violation? {
        guard let name = chain.base?.as(DeclReferenceExprSyntax.self), let value = LocalBindings.value(of: name) else {
            return nil
        }
        let valueChain = ModifierChain(value)
        guard let glass = file.appliedGlass(in: valueChain).last(where: { drawsAroundItsView($0, in: file) }),
              let index = valueChain.position(of: glass.modifier),
              !isSized(valueChain, before: index, in: file),
              let (first, last) = sizingModifiers(of: chain, after: -1)
        else { return nil }
        return Violation(
            at: glass.modifier.nameToken, through: glass.modifier.call,
            message: "\(glass.spelling) before \(first.name) (applied to \(name.baseName.text))",
            fix: "apply the glass after \(last.name)"
        )
    }

    /// Moves the modifier's text, with the line break before it, to just after `anchor`.
    /// When the anchor ends its line, comments stay on the line of the code they follow:
    /// the moved modifier takes its own along and lands after the anchor's.
    static func move(_ modifier: Modifier, after anchor: Modifier, in file: SyntaxFile) -> [TextEdit] {
        let start = modifier.segmentStart
        var end = modifier.segmentEnd
        var insertion = anchor.segmentEnd
        let next = anchor.call.nextToken(viewMode: .sourceAccurate)
        let anchorEndsLine = anchor.call.trailingTrivia.contains(where: \.isNewline) || next == nil
            || next?.tokenKind == .endOfFile || next?.leadingTrivia.contains(where: \.isNewline) == true
        if anchorEndsLine {
            end = modifier.call.trailingTrivia.endOfLastComment(after: end) ?? end
            insertion = anchor.call.trailingTrivia.endOfLastComment(after: insertion) ?? insertion
        }
        let text = file.text(from: start, to: end)
        return [
            TextEdit(start: start.utf8Offset, end: end.utf8Offset, replacement: ""),
            .insert(text, at: insertion.utf8Offset),
        ]
    }
}

extension Trivia {
    /// Where the last comment of this trivia ends, given where the trivia starts.
    func endOfLastComment(after start: AbsolutePosition) -> AbsolutePosition? {
        var offset = start
        var end: AbsolutePosition?
        for piece in self {
            offset += piece.sourceLength
            if piece.isComment { end = offset }
        }
        return end
    }
}
