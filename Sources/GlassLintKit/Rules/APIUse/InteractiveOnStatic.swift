import SwiftSyntax

/// `.interactive()` glass on a view nobody can press.
public struct InteractiveOnStatic: Rule {
    public static let description = RuleDescription(
        id: "interactive-on-static",
        title: "Interactive glass on static content",
        severity: .warning,
        rationale: """
            `Glass.interactive()` gives glass the press response of a system button: it \
            scales, bounces and shimmers under the finger. On a view that only shows text or \
            an image, that response promises an action that does not exist. Keep interactive \
            glass for buttons, toggles, menus, links and views with a gesture. Glass behind a \
            view that may be tapped (a modifier's content) is pressed with it. In code built \
            only for macOS, which gives the glass no press response, the finding is info.
            """,
        source: "SwiftUI documentation of Glass.interactive(_:); WWDC25 session 323",
        triggers: ["glassEffect"],
        options: [
            RuleOption("tappableViews", default: .strings([]),
                       summary: "names of the project's own views that respond to touches by themselves"),
        ],
        triggeringExamples: [
            RuleExample(#"Text("12 km").padding().↓glassEffect(.regular.interactive())"#),
            RuleExample("""
                extension View {
                    func pressableSurface() -> some View {
                        glassEffect(.regular.interactive(), in: .capsule)
                    }
                }

                let distance = Text("12 km").padding().↓pressableSurface()
                """, note: "a project helper that applies interactive glass"),
            RuleExample("""
                extension View {
                    func rowSurface() -> some View {
                        modify { view in
                            view.glassEffect(.regular.interactive(), in: .rect(cornerRadius: 12))
                        }
                    }
                }

                let reading = Text("Kitchen 21°").padding().↓rowSurface()
                """, note: "the helper glasses the view its style closure is handed"),
            RuleExample("""
                Image(systemName: "sun.max")
                    .frame(width: 44, height: 44)
                    .↓glassEffect(.regular.tint(.orange).interactive(), in: .circle)
                """),
            RuleExample("""
                struct DraftFooter: View {
                    var body: some View {
                        HStack {
                            Spacer()
                            remaining.padding(8).↓glassEffect(.regular.interactive())
                        }
                    }

                    @ViewBuilder
                    private var remaining: some View {
                        let value = limit - count
                        Text("\\(value)").foregroundStyle(value < 0 ? .red : .secondary)
                    }
                }
                """, note: "a property of the view that shows a text"),
            RuleExample("""
                struct SurfaceModifier: ViewModifier {
                    let pressable: Bool

                    init(pressable: Bool = false) {
                        self.pressable = pressable
                    }

                    func body(content: Content) -> some View {
                        if pressable {
                            content.glassEffect(.regular.interactive(), in: .rect(cornerRadius: 16))
                        } else {
                            content.glassEffect(.regular, in: .rect(cornerRadius: 16))
                        }
                    }
                }

                extension View {
                    func surface(pressable: Bool = false) -> some View {
                        modifier(SurfaceModifier(pressable: pressable))
                    }
                }

                let distance = Text("12 km").padding().↓surface(pressable: true)
                """, note: "the helper passes its flag on to the modifier, which draws interactive glass when it is set"),
            RuleExample("""
                Text("12 km")
                    .padding()
                    .background {
                        Capsule().↓glassEffect(.regular.interactive())
                    }
                """, note: "glass behind a text nobody can tap"),
            RuleExample("""
                enum SurfaceStyle { case regular, clear }

                extension View {
                    func surface(_ style: SurfaceStyle = .regular, interactive: Bool = false) -> some View {
                        modifier(SurfaceGlass(style: style, interactive: interactive))
                    }
                }

                struct SurfaceGlass: ViewModifier {
                    let style: SurfaceStyle
                    let interactive: Bool

                    func body(content: Content) -> some View {
                        switch (style, interactive) {
                        case (.regular, true): content.glassEffect(.regular.interactive())
                        case (.regular, false): content.glassEffect(.regular)
                        case (.clear, true): content.glassEffect(.clear.interactive())
                        case (.clear, false): content.glassEffect(.clear)
                        }
                    }
                }

                let tag = Text("New").padding(8).↓surface(interactive: true)
                """, note: "the call's interactive: argument picks the helper's interactive glass"),
            RuleExample("""
                struct StreakPill: View {
                    let streak: Int
                    var body: some View {
                        HStack(spacing: 3) {
                            FlameIcon(size: 12)
                            Text("\\(streak)")
                        }
                        .padding(8)
                        .↓glassEffect(.regular.interactive(), in: .capsule)
                    }
                }

                struct FlameIcon: View {
                    var size: CGFloat
                    var body: some View {
                        ZStack {
                            FlameShape().stroke(.orange, style: StrokeStyle(lineWidth: 1.5, lineCap: .round))
                            FlameShape().fill(RadialGradient(colors: [.white, .clear], center: UnitPoint(x: 0.4, y: 0.2), startRadius: 0, endRadius: size))
                        }
                        .frame(width: size, height: size)
                    }
                }

                struct FlameShape: Shape {
                    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
                }
                """, note: "a project icon drawn from the project's own shape holds nothing to tap"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct BrowserControls: View {
                    var body: some View {
                        HStack {
                            control("chevron.left") { goBack() }
                            control("arrow.clockwise") { reload() }
                        }
                        .padding(8)
                        .glassEffect(.regular.interactive(), in: .capsule)
                    }

                    private func control(_ symbol: String, action: @escaping () -> Void) -> some View {
                        Button(action: action) { Image(systemName: symbol) }
                    }
                }
                """, note: "the stack holds buttons built by a member of the same view"),
            RuleExample("""
                VStack {
                    Scrubber(progress: $progress)
                    Text("12:04")
                }
                .padding()
                .glassEffect(.clear.interactive())
                """, note: "a custom view may carry its own gesture: the file cannot tell"),
            RuleExample("""
                Button { start() } label: {
                    Label("Start", systemImage: "play.fill")
                        .padding()
                        .glassEffect(.regular.interactive())
                }
                """, note: "inside a button's label"),
            RuleExample(#"Text("12 km").padding().glassEffect(.regular.interactive()).onTapGesture { showDetail() }"#,
                        note: "a tap gesture makes it tappable"),
            RuleExample("""
                Image(systemName: "map")
                    .padding()
                    .glassEffect(.regular.interactive())
                    .accessibilityAddTraits(.isButton)
                    .gesture(dragGesture)
                """),
            RuleExample(#"Text("12 km").padding().glassEffect(.regular.interactive(false))"#),
            RuleExample(#"RouteBadge(route).glassEffect(.regular.interactive())"#,
                        note: "a custom view may handle touches itself"),
            RuleExample("""
                struct DraftFooter: View {
                    var body: some View {
                        HStack { poll.glassEffect(.regular.interactive()) }
                    }

                    private var poll: some View {
                        Button { addPoll() } label: { Image(systemName: "chart.bar") }
                    }
                }
                """, note: "a property that shows a button"),
            RuleExample("""
                struct Toast: View {
                    var body: some View {
                        message.padding(12).glassEffect(.regular.interactive(), in: .rect(cornerRadius: 18))
                    }

                    private var message: some View {
                        HStack { Image(systemName: "checkmark"); Text("Saved") }
                    }
                }

                struct ToastOverlay: View {
                    var body: some View {
                        ZStack(alignment: .top) {
                            Toast().onTapGesture { dismiss() }
                        }
                    }
                }
                """, note: "a view shown under a tap gesture is tapped where it is shown"),
            RuleExample(#"Text("12 km").padding().glassEffect(.regular.interactive()).onTapGesture { next() }"#),
            RuleExample("""
                extension View {
                    func pressableSurface() -> some View {
                        glassEffect(.regular.interactive(), in: .capsule)
                    }
                }

                let play = Button("Play") { play() }.pressableSurface()
                """, note: "a helper's interactive glass on a button"),
            RuleExample("""
                struct HelpButton: View {
                    var body: some View {
                        Button { showHelp() } label: {
                            Image(systemName: "info").background(glassCircle)
                        }
                    }

                    private var glassCircle: some View {
                        Circle().glassEffect(.regular.interactive(), in: .circle)
                    }
                }
                """, note: "the background of a button's label is pressed with it"),
            RuleExample("""
                struct KeyStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.background(fill)
                    }

                    private var fill: some View {
                        Circle().glassEffect(.clear.interactive(), in: Circle())
                    }
                }
                """, note: "a button style draws a button"),
            RuleExample("""
                extension View {
                    func tapAndHold(tap: @escaping () -> Void, hold: @escaping () -> Void) -> some View {
                        onTapGesture(perform: tap).onLongPressGesture(perform: hold)
                    }
                }

                let compose = Image(systemName: "square.and.pencil")
                    .padding(9)
                    .glassEffect(.regular.interactive(), in: Circle())
                    .tapAndHold(tap: { compose() }, hold: { pick() })
                """, note: "a project helper that adds a gesture"),
            RuleExample("""
                struct RoundButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(8)
                            .background { RoundButtonBackground(isPressed: configuration.isPressed) }
                    }
                }

                private struct RoundButtonBackground: View {
                    let isPressed: Bool

                    var body: some View {
                        Circle().fill(.clear).glassEffect(.regular.interactive(), in: Circle())
                    }
                }
                """, note: "a view a button style draws is part of the button"),
            RuleExample("""
                struct SurfaceModifier: ViewModifier {
                    let pressable: Bool

                    init(pressable: Bool = false) {
                        self.pressable = pressable
                    }

                    func body(content: Content) -> some View {
                        if pressable {
                            content.glassEffect(.regular.interactive(), in: .rect(cornerRadius: 16))
                        } else {
                            content.glassEffect(.regular, in: .rect(cornerRadius: 16))
                        }
                    }
                }

                extension View {
                    func surface(pressable: Bool = false) -> some View {
                        modifier(SurfaceModifier(pressable: pressable))
                    }
                }

                let distance = Text("12 km").padding().surface()
                let speed = Text("9 km/h").padding().modifier(SurfaceModifier())
                """, note: "interactive only when the caller sets the flag, which defaults to false"),
            RuleExample("""
                struct HoverSurface: ViewModifier {
                    @State private var isHovered = false

                    func body(content: Content) -> some View {
                        content
                            .background {
                                if isHovered {
                                    Capsule().fill(.clear).glassEffect(.regular.interactive(), in: .capsule)
                                }
                            }
                            .onHover { isHovered = $0 }
                    }
                }
                """, note: "glass behind a modifier's content backs whatever it is applied to, buttons included"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func fieldSurface(cornerRadius: CGFloat) -> some View {
                        if #available(iOS 26, *) {
                            background {
                                Color.clear.glassEffect(.regular.interactive(), in: .rect(cornerRadius: cornerRadius))
                            }
                        } else {
                            background(.ultraThinMaterial, in: .rect(cornerRadius: cornerRadius))
                        }
                    }
                }
                """, note: "glass behind the view a helper is called on, a text field as well as a label"),
            RuleExample("""
                private struct CapsuleGlass: ViewModifier {
                    let tint: Color
                    let isInteractive: Bool
                    let isProminent: Bool

                    func body(content: Content) -> some View {
                        let glass = isProminent ? Glass.regular.tint(tint.opacity(0.22)) : Glass.clear.tint(tint.opacity(0.08))
                        if isInteractive {
                            content.glassEffect(glass.interactive(), in: Capsule())
                        } else {
                            content.glassEffect(glass, in: Capsule())
                        }
                    }
                }

                extension View {
                    func glassCapsule(tint: Color, isInteractive: Bool, isProminent: Bool = true) -> some View {
                        modifier(CapsuleGlass(tint: tint, isInteractive: isInteractive, isProminent: isProminent))
                    }
                }

                struct PlanBadge: View {
                    var name: String
                    var body: some View {
                        Text(name).padding(.horizontal, 8).glassCapsule(tint: .secondary, isInteractive: false)
                    }
                }
                """, note: "the flag passed on beside a colour chooses the modifier's glass: false draws no interactive glass"),
            RuleExample("""
                struct BillingToggle: View {
                    @Binding var period: Int
                    var body: some View {
                        HStack(spacing: 6) {
                            ForEach(0..<2) { index in
                                Button(index == 0 ? "Monthly" : "Yearly") { period = index }
                            }
                        }
                        .padding(4)
                        .background {
                            Capsule()
                                .fill(Color.white.opacity(0.38))
                                .background {
                                    Capsule().fill(.clear).glassEffect(.regular.interactive(), in: Capsule())
                                }
                        }
                    }
                }
                """, note: "a layer under the tinted track of a row of buttons: pressed with them"),
            RuleExample("""
                private struct TrackBackground: View {
                    var body: some View {
                        Capsule().fill(.clear).glassEffect(.regular.interactive(), in: Capsule())
                    }
                }

                struct ModePicker: View {
                    @Binding var selection: Int
                    var body: some View {
                        HStack(spacing: 2) {
                            ForEach(0..<3) { mode in tabButton(mode) }
                        }
                        .padding(3)
                        .background { TrackBackground() }
                    }

                    private func tabButton(_ mode: Int) -> some View {
                        Button("Mode \\(mode)") { selection = mode }.buttonStyle(.plain)
                    }
                }
                """, note: "a view drawn behind a row of buttons a function of the type builds"),
            RuleExample("""
                struct SidebarRow: ViewModifier {
                    var isSelected: Bool
                    @State private var isHovered = false

                    func body(content: Content) -> some View {
                        HStack(spacing: 0) {
                            content
                            Spacer(minLength: 0)
                        }
                        .padding(6)
                        .onHover { isHovered = $0 }
                        .background(rowBackground)
                    }

                    @ViewBuilder
                    private var rowBackground: some View {
                        if isHovered || isSelected {
                            RoundedRectangle(cornerRadius: 12).fill(.clear).glassEffect(.regular.interactive(), in: Capsule())
                        }
                    }
                }
                """, note: "behind a modifier's content, which may be a button, drawn by a property of the modifier"),
            RuleExample("""
                struct ComposerIsland: View {
                    @State private var text = ""
                    var body: some View {
                        VStack(spacing: 0) {
                            inputRow
                        }
                        .padding(8)
                        .glassEffect(.regular.interactive(), in: .capsule)
                    }

                    private var inputRow: some View {
                        HStack {
                            promptField
                            sendButton
                        }
                    }

                    private var promptField: some View {
                        TextField("New task", text: $text)
                    }

                    private var sendButton: some View {
                        Button { send() } label: { Image(systemName: "arrow.up") }
                    }
                }
                """, note: "the stack shows a row that holds a field and a button: the island is a control"),
            RuleExample("""
                List {
                    Button { createFolder() } label: {
                        Label("New Folder", systemImage: "folder.badge.plus")
                    }
                    .buttonStyle(.plain)
                    .listRowBackground(
                        RoundedRectangle(cornerRadius: 20)
                            .glassEffect(.clear.interactive(), in: .rect(cornerRadius: 20))
                    )
                }
                """, note: "the background of a row that is a button is pressed with it"),
            RuleExample("""
                struct SignUpForm: View {
                    @State private var email = ""
                    var body: some View {
                        fieldContainer(icon: "envelope") {
                            TextField("Email", text: $email)
                        }
                    }

                    private func fieldContainer<Content: View>(icon: String, @ViewBuilder content: () -> Content) -> some View {
                        HStack {
                            Image(systemName: icon)
                            content()
                        }
                        .padding()
                        .glassEffect(.clear.interactive(), in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                """, note: "a row laying out the content its function is given (here a field) may be tapped"),
        ]
    )

    private let tappableViews: Set<String>

    public init(options: RuleOptions) {
        tappableViews = Set(options.strings("tappableViews"))
    }

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let glass = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect && $0.facts.isInteractive == true })
            else { return nil }
            guard let base = Self.staticBase(of: chain, tappableViews: tappableViews, in: file) else { return nil }
            // macOS gives interactive glass no press response: there the flag promises nothing.
            let onlyMac = file.availability.isKnown && Set(file.availability.at(glass.modifier.call).platforms.keys) == [.macOS]
            return Violation(
                at: glass.modifier.nameToken, through: glass.modifier.call,
                message: "interactive glass on \(base), which nobody can tap" + (onlyMac ? " (harmless on macOS, the only platform this code builds for)" : ""),
                fix: "drop .interactive(), or make it a Button",
                severity: onlyMac ? .info : nil
            )
        }
    }

    /// In a button style's `makeBody`, or a member it draws.
    static func isInButtonStyle(_ expression: ExprSyntax) -> Bool {
        guard let group = expression.enclosingTypeDeclaration else { return false }
        return TypeNames.isButtonStyle(group)
    }

    /// A project helper that adds a gesture or a control (`.tapAndHold(tap:hold:)`).
    static func helperMakesTappable(_ modifier: Modifier, in file: SyntaxFile) -> Bool {
        guard let enclosure = HelperReference.enclosure(for: modifier, line: 0) else { return false }
        return file.index.helper(for: enclosure)?.effect.makesTappable ?? false
    }

    /// The name of the chain's view when nobody can tap it: a text, an image, a shape or a
    /// stack with no control in it, no gesture on it (its own or a helper's), no control
    /// around it and not drawn by a button style. A property of the view's own type that
    /// shows only such views counts as its view (`remaining (Text)`).
    static func staticBase(of chain: ModifierChain, tappableViews: Set<String>, in file: SyntaxFile) -> String? {
        guard let base = chain.baseName, !tappableViews.contains(base),
              !isInsideControl(chain.expression),
              !backsUnknownView(chain.expression, tappableViews: tappableViews, in: file),
              !isInButtonStyle(chain.expression),
              !file.placements(of: chain.expression).contains(where: \.isUnderTap)
        else { return nil }
        if isStatic(chain, tappableViews: tappableViews, in: file) { return base }
        guard let reference = chain.base?.as(DeclReferenceExprSyntax.self), base.first?.isLowercase == true,
              !Tappability.namesControl(base), !chain.modifiers.contains(where: Tappability.makesTappable),
              !chain.modifiers.contains(where: { helperMakesTappable($0, in: file) })
        else { return nil }
        let views = ViewBuilderContent.views(namedBy: reference)
        guard let first = views.first?.baseName,
              views.allSatisfy({ isStatic($0, tappableViews: tappableViews, in: file) })
        else { return nil }
        return "\(base) (\(first))"
    }

    /// A text, an image, a shape or a stack with no control in it and no gesture on it.
    private static func isStatic(_ chain: ModifierChain, tappableViews: Set<String>, in file: SyntaxFile) -> Bool {
        guard let base = chain.baseName else { return false }
        return (ModifierNames.staticViews.contains(base) || ModifierNames.stacks.contains(base))
            && !tappableViews.contains(base)
            && !chain.modifiers.contains(where: Tappability.makesTappable)
            && !Tappability.containsControl(chain.base)
            && !chain.modifiers.contains(where: { helperMakesTappable($0, in: file) })
            && !showsControlElsewhere(chain, in: file)
    }

    /// Views built elsewhere that may be tapped: a custom view whose declaration shows a
    /// control or a gesture, or that the index has not read (`ProgressBar(…)` may carry a
    /// drag gesture), or a member of the same type that builds one (`controlButton(…)`
    /// returning a `Button`).
    private static func showsControlElsewhere(_ chain: ModifierChain, in file: SyntaxFile) -> Bool {
        guard let base = chain.base?.as(FunctionCallExprSyntax.self), let closure = CallNames.contentClosure(of: base) else { return false }
        let members = base.enclosingTypeDeclaration?.memberBlock.members.compactMap { ViewMember($0.decl) } ?? []
        // The content a function is given to lay out (`content()` in `fieldContainer(label:) {
        // TextField(…) }`), when every call of the function in the file passes a text field:
        // the glass is the field's plate, tapped to type.
        let function = Syntax(base).ancestors.lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first
        let given = Set(function.map { FileSummarizer.parameterSlots(of: $0).map(\.name) } ?? [])
        return ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure)).contains { view in
            guard let name = view.baseName else { return false }
            if given.contains(name), let function { return Self.isAlwaysGivenTextEntry(function) }
            if name.first?.isUppercase == true {
                if knownViews.contains(name) { return showsControlElsewhere(view, in: file) }
                return view.base?.is(FunctionCallExprSyntax.self) == true && file.index.mayShowControl(ofView: name, from: file.path)
            }
            // A member that builds a control, or shows members that do (`mainInputRow` showing
            // `sendButton`).
            return members.contains { $0.name == name && Tappability.holdsControl($0.code) }
        }
    }

    /// Whether the function is called in its file, and every call passes a text field.
    private static func isAlwaysGivenTextEntry(_ function: FunctionDeclSyntax) -> Bool {
        let collector = CallCollector(named: function.name.text)
        collector.walk(function.root)
        // Calls by the bare name (`fieldContainer(…)`), as the view's own code makes them.
        let calls = collector.found.filter { $0.calledExpression.is(DeclReferenceExprSyntax.self) }
        return !calls.isEmpty && calls.allSatisfy { Tappability.holdsTextEntry(ExprSyntax($0)) }
    }

    /// The views of SwiftUI a stack of static content is made of.
    private static let knownViews = ModifierNames.staticViews.union(ModifierNames.stacks).union(["Spacer", "ForEach", "Group"])

    /// Inside a control's content, or under a view that carries a gesture.
    /// Glass drawn in the background or overlay of a view that may be tapped is pressed
    /// with it: `content.background { shape.glassEffect(.regular.interactive()) }` in a
    /// modifier backs whatever the modifier is applied to, a row of buttons as well as a label.
    static func backsUnknownView(_ expression: ExprSyntax, tappableViews: Set<String>, in file: SyntaxFile, depth: Int = 0) -> Bool {
        var child = Syntax(expression)
        for ancestor in expression.ancestors {
            defer { child = ancestor }
            if ancestor.isProtocol(DeclGroupSyntax.self) { return false }
            // A property or function of the type that is the glass shape alone, drawn as a
            // background or an overlay where the type uses it.
            if ancestor.is(MemberBlockItemSyntax.self) {
                guard depth < 2, let name = DeclarationKey.memberName(of: child), let type = ancestor.enclosingTypeDeclaration,
                      let member = ViewMember(child.cast(DeclSyntax.self)),
                      ViewBuilderContent.allViews(in: ViewBuilderContent.of(member.statements)).contains(where: { $0.expression.id == expression.id })
                else { return false }
                return ViewMember.references(to: name, in: type).contains {
                    backsUnknownView(ExprSyntax($0), tappableViews: tappableViews, in: file, depth: depth + 1)
                }
            }
            guard let call = ancestor.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id else { continue }
            // `background { … }` on the implicit `self` of a view extension: whatever view the
            // helper is called on, a text field or a button among them.
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
               ["background", "overlay"].contains(reference.baseName.text) {
                return true
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["background", "overlay"].contains(member.declName.baseName.text), let backed = member.base
            else { continue }
            let view = ModifierChain(backed)
            // A shape filled behind or over another view is a layer of that view's
            // background: what it backs is further out.
            if let shape = view.base, Backdrop.isShape(shape), isInDecoration(call) { continue }
            return !isStatic(view, tappableViews: tappableViews, in: file) || Tappability.holdsControl(backed)
        }
        return false
    }

    /// Whether the call is inside the closure or argument of a `background` or an `overlay`.
    private static func isInDecoration(_ call: FunctionCallExprSyntax) -> Bool {
        guard let outer = call.enclosingCalls.first else { return false }
        return ["background", "overlay"].contains(CallNames.name(ofCall: outer) ?? "")
    }

    static func isInsideControl(_ expression: ExprSyntax) -> Bool {
        expression.ancestors.contains { ancestor in
            guard let call = ancestor.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call) else {
                return false
            }
            if ModifierNames.gestures.contains(name) || name == "accessibilityAddTraits" { return true }
            return ModifierNames.controls.contains(name) && !call.calledExpression.isAncestorOrSelf(of: expression)
        }
    }
}
