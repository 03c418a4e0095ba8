import SwiftSyntax

/// Tint used everywhere, so that nothing stands out: every glass element of a group
/// tinted, or several prominent glass buttons on one screen.
public struct TintOveruse: Rule {
    public static let description = RuleDescription(
        id: "tint-overuse",
        title: "Tint on every element",
        severity: .warning,
        rationale: """
            Tinted glass and `.glassProminent` buttons mark the one primary action of a \
            screen. When every element of a group is tinted, or several prominent buttons \
            share a screen (one built by a `ForEach` is one on every row), nothing stands out \
            any more and the glass reads as decoration. \
            Tint one primary element; put colour in the content layer. A button made \
            prominent by a state (`prominent: isSearching`) marks that state; when the crowd \
            needs such states to meet, whether they ever do is not known, and the finding is \
            info.
            """,
        source: "Human Interface Guidelines, Materials (Liquid Glass); WWDC25 session 219 \"Meet Liquid Glass\"",
        triggers: GlassApplication.triggers,
        options: [
            RuleOption("maxProminentButtons", default: .int(1),
                       summary: "how many prominent glass buttons one view may show at once"),
        ],
        triggeringExamples: [
            RuleExample("""
                extension View {
                    func primaryActionStyle() -> some View {
                        buttonStyle(.glassProminent)
                    }
                }

                struct Checkout: View {
                    var body: some View {
                        VStack {
                            Button("Pay") { pay() }.primaryActionStyle()
                            Button("Save for later") { save() }.↓primaryActionStyle()
                        }
                    }
                }
                """, note: "a project helper that applies the prominent style"),
            RuleExample("""
                ↓HStack {
                    Image(systemName: "car").padding().glassEffect(.regular.tint(.blue))
                    Image(systemName: "tram").padding().glassEffect(.regular.tint(.green))
                    Image(systemName: "figure.walk").padding().glassEffect(.regular.tint(.orange))
                }
                """),
            RuleExample("""
                struct Checkout: View {
                    var body: some View {
                        VStack {
                            Button("Pay") { pay() }.buttonStyle(.glassProminent)
                            Button("Save for later") { save() }.↓buttonStyle(.glassProminent)
                        }
                    }
                }
                """),
            RuleExample("""
                struct Checkout: View {
                    var body: some View {
                        HStack {
                            Button("Pay") { pay() }.buttonStyle(.glassProminent)
                            Button("Save") { save() }.↓buttonStyle(.glassProminent)
                            Button("Share") { share() }.buttonStyle(.glassProminent)
                        }
                    }
                }
                """, note: "one finding for the screen, not one per extra button"),
            RuleExample("""
                enum ActionStyle { case primary, secondary, plain }

                extension View {
                    @ViewBuilder
                    func actionStyle(_ style: ActionStyle) -> some View {
                        switch style {
                        case .primary: buttonStyle(.glassProminent)
                        case .secondary: buttonStyle(.glass)
                        case .plain: buttonStyle(.plain)
                        }
                    }
                }

                struct Checkout: View {
                    var body: some View {
                        VStack {
                            Button("Pay") { pay() }.actionStyle(.primary)
                            Button("Pay later") { payLater() }.↓actionStyle(.primary)
                        }
                    }
                }
                """, note: "a helper that switches over its argument: each call gets the case it names"),
            RuleExample("""
                struct TipJar: View {
                    let packages: [Package]
                    var body: some View {
                        List {
                            ForEach(packages) { package in
                                HStack {
                                    Text(package.name)
                                    Spacer()
                                    Button(package.price) { buy(package) }.↓buttonStyle(.glassProminent)
                                }
                            }
                        }
                    }
                }
                """, note: "a prominent button built for each element is one on every row"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func glassIconButton(prominent: Bool = false) -> some View {
                        if prominent { buttonStyle(.glassProminent) } else { buttonStyle(.glass) }
                    }
                }

                struct HistoryScreen: View {
                    @State private var isSearching = false
                    var isLoading: Bool
                    var body: some View {
                        HStack {
                            Button("Search", systemImage: "magnifyingglass") { isSearching.toggle() }
                                .glassIconButton(prominent: isSearching)
                            Button("Refresh", systemImage: "arrow.clockwise") { refresh() }
                                .ⓘglassIconButton(prominent: isLoading)
                        }
                    }
                }
                """, note: "buttons made prominent by a state mark that state; whether the states meet is not known: said as info"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func glassIconButton(prominent: Bool = false) -> some View {
                        if prominent { buttonStyle(.glassProminent) } else { buttonStyle(.glass) }
                    }
                }

                struct NovelHeader: View {
                    var isBookmarked: Bool
                    var body: some View {
                        HStack {
                            Button("Read", action: read).buttonStyle(.glassProminent)
                            Button("Share", action: share).↓glassIconButton(prominent: true)
                            Button("Bookmark", systemImage: "bookmark") { toggle() }
                                .glassIconButton(prominent: isBookmarked)
                        }
                    }
                }
                """, note: "two prominent in every state: a warning, whatever the third's state"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                enum ActionStyle { case primary, secondary, plain }

                extension View {
                    @ViewBuilder
                    func actionStyle(_ style: ActionStyle) -> some View {
                        if #available(iOS 26, *) {
                            switch style {
                            case .primary: buttonStyle(.glassProminent)
                            case .secondary: buttonStyle(.glass)
                            case .plain: buttonStyle(.plain)
                            }
                        } else {
                            buttonStyle(.bordered)
                        }
                    }
                }

                struct Checkout: View {
                    var body: some View {
                        VStack {
                            Button("Pay") { pay() }.actionStyle(.primary)
                            Button("Details") { details() }.actionStyle(.secondary)
                            ForEach(items) { item in Button(item.name) { open(item) }.actionStyle(isPinned(item) ? .secondary : .plain) }
                        }
                    }
                }
                """, note: "only the call that names the prominent case is prominent; a choice of two cases is either of them"),
            RuleExample("""
                enum Emphasis { case prominent, regular }

                extension View {
                    @ViewBuilder
                    func emphasis(_ emphasis: Emphasis) -> some View {
                        switch emphasis {
                        case .prominent: buttonStyle(.glassProminent)
                        case .regular: buttonStyle(.glass)
                        }
                    }
                }

                struct TimeTravel: View {
                    @State private var isExpanded = false
                    var body: some View {
                        HStack {
                            if isExpanded {
                                Button("Reset") { reset() }.emphasis(isChanged ? .prominent : .regular)
                            }
                            Button("Time travel") { isExpanded.toggle() }
                                .emphasis(isChanged && !isExpanded ? .prominent : .regular)
                        }
                    }
                }
                """, note: "each is prominent only when the other is not shown or not prominent"),
            RuleExample("""
                extension View {
                    func primaryStyle() -> some View { buttonStyle(.glassProminent) }
                    func primaryStyle(tint: Color) -> some View { buttonStyle(.glassProminent).tint(tint) }
                }
                """, note: "helpers are applied at different places: each call site is counted where it is"),
            RuleExample("""
                HStack {
                    Button("Move", systemImage: "folder") { move() }.buttonStyle(.glass).tint(.accentColor)
                    Button("Delete", systemImage: "trash", role: .destructive) { delete() }.buttonStyle(.glass).tint(.red)
                }
                """, note: "tint on a .glass button colours its label; the glass stays plain"),
            RuleExample("""
                struct MoviePreview: View {
                    @State private var isAdding = false
                    var body: some View {
                        ScrollView { Details() }
                            .toolbar {
                                Button("Add") { isAdding = true }.buttonStyle(.glassProminent)
                            }
                            .sheet(isPresented: $isAdding) {
                                NavigationStack {
                                    AddForm().toolbar {
                                        Button("Save") { save() }.buttonStyle(.glassProminent)
                                    }
                                }
                            }
                    }
                }
                """, note: "a sheet is a screen of its own: one primary action each"),
            RuleExample("""
                struct SeriesPreview: View {
                    @State private var isAdding = false
                    var body: some View {
                        Details()
                            .toolbar { nextButton }
                            .sheet(isPresented: $isAdding) {
                                NavigationStack { AddForm().toolbar { saveButton } }
                            }
                    }

                    var nextButton: some ToolbarContent {
                        ToolbarItem { Button("Add") { isAdding = true }.buttonStyle(.glassProminent) }
                    }

                    var saveButton: some ToolbarContent {
                        ToolbarItem { Button("Save") { save() }.buttonStyle(.glassProminent) }
                    }
                }
                """, note: "a member shown only inside the sheet belongs to the sheet's screen"),
            RuleExample("""
                HStack {
                    Image(systemName: "car").padding().glassEffect(.regular.tint(.blue))
                    Image(systemName: "tram").padding().glassEffect()
                    Image(systemName: "figure.walk").padding().glassEffect()
                }
                """, note: "one tinted element among plain ones"),
            RuleExample("""
                struct Crop: View {
                    var body: some View {
                        HStack {
                            Button("Reset") { reset() }.buttonStyle(.glassProminent)
                            if #available(iOS 26, *) {
                                Button("Save", role: .confirm) { save() }
                            } else {
                                Button("Save") { save() }.buttonStyle(.glassProminent)
                            }
                        }
                    }
                }
                """, note: "the pre-26 fallback branch is never shown with the glass of the 26 branch"),
            RuleExample("""
                struct AddonActions: View {
                    var state: AddonState
                    var body: some View {
                        VStack {
                            if state == .installed {
                                Button("Open") { open() }.buttonStyle(.glassProminent)
                            }
                            switch state {
                            case .none:
                                Button("Install") { install() }.buttonStyle(.glassProminent)
                            case .installed:
                                Button("Remove") { remove() }.buttonStyle(.glass)
                            }
                        }
                    }
                }
                """, note: "conditions that pin one value to different cases never show together"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func actionStyle(prominent: Bool) -> some View {
                        if prominent { buttonStyle(.glassProminent) } else { buttonStyle(.glass) }
                    }
                }

                struct AddonActions: View {
                    var state: AddonState
                    var body: some View {
                        VStack {
                            if state == .installed {
                                Button("Open") { open() }.actionStyle(prominent: true)
                            }
                            Button("Install") { install() }.actionStyle(prominent: state == .none)
                        }
                    }
                }
                """, note: "a helper made prominent only in a case the other button is never shown in"),
            RuleExample("""
                struct Checkout: View {
                    @State private var isPaid = false
                    var body: some View {
                        if isPaid {
                            Button("Done") { close() }.buttonStyle(.glassProminent)
                        } else {
                            Button("Pay") { pay() }.buttonStyle(.glassProminent)
                        }
                    }
                }
                """, note: "the if and the else are never on screen together"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func primaryActionStyle() -> some View {
                        if #available(iOS 26.0, *) {
                            buttonStyle(.glassProminent)
                        } else {
                            buttonStyle(.borderedProminent)
                        }
                    }
                }

                struct Checkout: View {
                    var body: some View {
                        VStack {
                            Button("Pay") { pay() }.primaryActionStyle()
                            Button("Cancel") { cancel() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "one prominent button through the project's helper"),
            RuleExample("""
                struct Checkout: View {
                    var body: some View {
                        VStack {
                            Button("Pay") { pay() }.buttonStyle(.glassProminent)
                            Button("Cancel") { cancel() }.buttonStyle(.glass)
                        }
                    }
                }
                """),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func glassButtonStyle(prominent: Bool = false) -> some View {
                        if #available(iOS 26.0, *) {
                            if prominent { buttonStyle(.glassProminent) } else { buttonStyle(.glass) }
                        } else {
                            buttonStyle(.bordered)
                        }
                    }
                }

                struct MapControls: View {
                    var body: some View {
                        VStack {
                            Button("Zoom in", action: zoomIn).glassButtonStyle()
                            Button("Zoom out", action: zoomOut).glassButtonStyle()
                            Button("Locate", action: locate).glassButtonStyle()
                        }
                    }
                }
                """, note: "a helper's Boolean parameter left at its default false picks plain glass"),
            RuleExample("""
                HStack {
                    Button("Save", action: save).padding().glassEffect(.regular.tint(.blue.opacity(0.3)).interactive())
                    Button("Delete", action: delete).padding().glassEffect(.regular.tint(.red.opacity(0.2)).interactive())
                }
                """, note: "a faint wash of colour (opacity 0.3 or less) is not a tint that marks an element"),
            RuleExample("""
                struct PrintScreen: View {
                    var body: some View {
                        VStack {
                            if model.selectedFile != nil { uploadButton }
                            fileSection
                        }
                    }

                    private var fileSection: some View {
                        VStack {
                            if let file = model.selectedFile { Text(file.name) } else { selectButton }
                        }
                    }

                    private var selectButton: some View {
                        Button("Choose a file", action: choose).buttonStyle(.glassProminent)
                    }

                    private var uploadButton: some View {
                        Button("Upload", action: upload).buttonStyle(.glassProminent)
                    }
                }
                """, note: "members shown only when a file is chosen, and only when none is, never show together"),
            RuleExample("""
                struct History: View {
                    var body: some View {
                        NavigationStack { mainContent }
                    }

                    @ViewBuilder
                    private var mainContent: some View {
                        if !syncEnabled {
                            Text("Sync is off")
                        } else if status == .shouldRequest {
                            permissionState
                        } else if isLoading {
                            ProgressView()
                        } else if showsTroubleshooting {
                            troubleshootingState
                        } else {
                            List(days) { Text($0.title) }
                        }
                    }

                    private var permissionState: some View {
                        VStack {
                            Text("Health access")
                            Button("Grant Access") { request() }.buttonStyle(.glassProminent)
                        }
                    }

                    private var troubleshootingState: some View {
                        VStack {
                            Text("No data")
                            Button("How to enable") { showHelp() }.buttonStyle(.glassProminent)
                        }
                    }
                }
                """, note: "members shown in different branches of one if chain are different states of the screen"),
            RuleExample("""
                ZStack {
                    Color.clear
                        .glassEffect(.regular.tint(.white), in: .rect(cornerRadius: 12))
                        .opacity(isActive ? 0 : 1)
                    Color.clear
                        .glassEffect(.regular.tint(.black), in: .rect(cornerRadius: 12))
                        .opacity(isActive ? 1 : 0)
                }
                """, note: "two tinted layers that cross-fade on one condition are never seen together"),
            RuleExample("""
                struct SetupView: View {
                    var body: some View {
                        VStack {
                            SetupSteps()
                            Button("Continue") { next() }
                                .buttonStyle(.glassProminent)
                        }
                    }

                    @ViewBuilder
                    private var legacyContinueButton: some View {
                        if canContinue {
                            Button("Continue") { next() }
                                .buttonStyle(.glassProminent)
                        }
                    }
                }
                """, note: "a private member nothing names is never on screen"),
            RuleExample("""
                HStack {
                    Button(action: previous) { Image(systemName: "chevron.left") }
                        .buttonStyle(.plain)
                        .glassEffect(.regular.tint(isHoveringPrevious ? .accentColor.opacity(0.5) : .clear).interactive(), in: .circle)
                    Button(action: next) { Image(systemName: "chevron.right") }
                        .buttonStyle(.plain)
                        .glassEffect(.regular.tint(isHoveringNext ? .accentColor.opacity(0.5) : .clear).interactive(), in: .circle)
                }
                """, note: "tinted only while hovered: at rest the glass is plain"),
            RuleExample("""
                struct ConnectHeader: View {
                    let needsApproval: Bool
                    var body: some View {
                        HStack { Text("VPN"); connectButton }
                    }

                    private var connectButton: some View {
                        if needsApproval {
                            return AnyView(Button("Allow VPN Access") { approve() }.buttonStyle(.glassProminent))
                        }
                        return AnyView(Button("Connect") { connect() }.buttonStyle(.glassProminent))
                    }
                }
                """, note: "what an early return gives and what the statements after it give are never shown together"),
            RuleExample("""
                struct Onboarding: View {
                    let steps: [Step]
                    @State private var current = 0
                    var body: some View {
                        TabView(selection: $current) {
                            ForEach(steps) { step in
                                VStack {
                                    Text(step.title)
                                    Button("Continue") { advance() }.buttonStyle(.glassProminent)
                                }
                                .tag(step.index)
                            }
                        }
                        .tabViewStyle(.page)
                    }
                }
                """, note: "a tab view's pages are shown one at a time"),
            RuleExample("""
                HStack {
                    Button("Back", action: back).buttonStyle(.glassProminent).tint(Color.clear)
                    Button("Next", action: next).buttonStyle(.glassProminent).tint(Color.clear)
                }
                """, note: "a prominent button tinted clear stands out no more than plain glass"),
            RuleExample("""
                VStack {
                    Button("Start Game", action: start)
                        .buttonStyle(.glassProminent)
                        .tint(Color(UIColor.secondarySystemBackground).opacity(0.4))
                    Button("Replay Last Game", action: replay)
                        .buttonStyle(.glassProminent)
                        .tint(Color(UIColor.secondarySystemBackground).opacity(0.4))
                }
                """, note: "a prominent button tinted with the background's own colour carries no accent"),
        ]
    )

    private let maxProminent: Int

    public init(options: RuleOptions) {
        maxProminent = options.int("maxProminentButtons")
    }

    public func check(_ file: SyntaxFile) -> [Violation] {
        tintedGroups(in: file) + crowdedProminence(in: file)
    }

    private func tintedGroups(in file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let name = chain.baseName, ModifierNames.stacks.contains(name) || name == "GlassEffectContainer",
                  let stack = chain.base?.as(FunctionCallExprSyntax.self),
                  let closure = CallNames.contentClosure(of: stack)
            else { return nil }
            // Prominent buttons are judged per screen, below.
            let content = ViewBuilderContent.of(closure)
            let isGlass = { (view: ModifierChain) -> Bool in
                let applied = file.appliedGlass(in: view)
                return !applied.isEmpty && !applied.contains { $0.facts.kind == .prominentButtonStyle }
            }
            // Two written views at least (one repeated by `ForEach` is one element, coloured by
            // its data), shown together (not the branches of an `if`, nor a cross-fade).
            let glassViews = ViewBuilderContent.allViews(in: content).filter(isGlass)
            guard glassViews.count >= 2, ViewBuilderContent.simultaneousCount(of: content, where: isGlass) >= 2,
                  glassViews.allSatisfy({ Self.isTinted($0, in: file) })
            else { return nil }
            return Violation(at: stack, message: "every glass element in this group is tinted", fix: "tint only the primary one")
        }
    }

    /// Tinted glass, through a helper too. `.tint(…)` on a `.glass` button colours its
    /// label, not its glass; only the prominent style fills its glass with the tint.
    static func isTinted(_ chain: ModifierChain, in file: SyntaxFile) -> Bool {
        file.appliedGlass(in: chain).contains { glass in
            switch glass.facts.kind {
            case .prominentButtonStyle: false
            case .buttonStyle, .effect: glass.facts.isTinted
            }
        }
    }

    /// One finding per screen (type) that shows more prominent buttons at once than
    /// allowed, at the first button past the limit. Buttons of the pre-26 fallback branch
    /// and of branches that never show together are counted apart.
    private func crowdedProminence(in file: SyntaxFile) -> [Violation] {
        let availability = file.availability
        // A button in a private member nothing names is never shown (left behind by a redesign).
        // A prominent button tinted clear (`.tint(Color.clear)`) or with the background's own
        // colour stands out no more than plain glass.
        let sites = file.chains.filter { !Self.isTintedNeutral($0) }.flatMap { chain in
            file.appliedGlass(in: chain).filter {
                $0.facts.kind == .prominentButtonStyle && file.releaseSide(of: $0.modifier.call, in: availability) != .fallback
                    && file.unusedPrivateMembers.around(chain.expression.positionAfterSkippingLeadingTrivia.utf8Offset) == nil
            }.map { (chain, $0) }
        }
        // The conditions each site is shown under, and whether a state makes it prominent, read
        // once: pairs of sites ask them often.
        let shownThrough = sites.map { Self.uses(of: Syntax($0.0.expression), depth: 0) }
        let shownUnder = shownThrough.map { $0.map(Self.conditions(along:)) }
        let prominentByState = sites.map { Self.isProminentByState($0.1) }
        // Each screen's first crowded site, whether it alone is crowded by its rows, the most
        // shown at once, and whether every crowd needs states to meet.
        var crowded: [SyntaxIdentifier?: (site: AppliedGlass, onEveryRow: Bool, shown: Int, byState: Bool)] = [:]
        var screens: [SyntaxIdentifier?] = []
        for (index, (chain, glass)) in sites.enumerated() {
            let type = Self.screen(of: chain.expression)
            let presenter = Self.presentation(around: chain.expression)
            let together = sites.indices[..<index].filter { otherIndex in
                let other = sites[otherIndex]
                return Self.screen(of: other.0.expression) == type
                    && Self.presentation(around: other.0.expression) == presenter
                    && !SyntaxQueries.areMutuallyExclusive(other.0.expression, chain.expression)
                    && !Self.excludeEachOther(shownUnder[otherIndex], shownUnder[index])
                    && !Self.inExclusiveBranches(shownThrough[otherIndex], shownThrough[index])
                    && !Self.constraints(of: other.1).excludes(Self.constraints(of: glass))
            }
            // A button a `ForEach` builds for each element is one on every row: several on screen.
            let repeated = Self.isBuiltPerElement(chain)
            let ownCount = Self.buttonCount(of: chain) * (repeated ? ShapeTally.repetitions : 1)
            let shown = together.map { Self.buttonCount(of: sites[$0].0) }.reduce(0, +) + ownCount
            guard shown > maxProminent, !together.isEmpty || ownCount > maxProminent else { continue }
            // Buttons made prominent by a state (`prominent: isSearching`) mark that state;
            // whether it meets the others' is not known.
            let always = together.filter { !prominentByState[$0] }.map { Self.buttonCount(of: sites[$0].0) }
                .reduce(prominentByState[index] ? 0 : ownCount, +)
            let byState = always <= maxProminent
            if let first = crowded[type] {
                crowded[type] = (first.site, first.onEveryRow, max(first.shown, shown), first.byState && byState)
            } else {
                crowded[type] = (glass, together.isEmpty && repeated && Self.buttonCount(of: chain) == 1, shown, byState)
                screens.append(type)
            }
        }
        return screens.compactMap { crowded[$0] }.map { site, onEveryRow, shown, byState in
            Violation(
                at: site.modifier.nameToken, through: site.modifier.call,
                message: onEveryRow ? "a prominent glass button on every row"
                    : "\(shown) prominent glass buttons on one screen" + (byState ? " when the states that make them prominent meet" : ""),
                fix: "keep .glassProminent for the primary action; use .glass for the rest",
                severity: byState ? .info : nil
            )
        }
    }

    /// `.tint(.clear)` or `.tint(Color.clear)` on the chain, or a tint of the screen's own
    /// background (`Color(.secondarySystemBackground).opacity(0.4)`): no accent either way.
    private static func isTintedNeutral(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            guard modifier.name == "tint", let tint = modifier.firstUnlabeledArgument else { return false }
            if ["clear", ".clear", "Color.clear"].contains(tint.trimmedText) { return true }
            return tint.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind else { return false }
                return name.hasSuffix("ystemBackground") || name.hasSuffix("ystemGroupedBackground")
                    || name == "windowBackgroundColor" || name == "controlBackgroundColor"
            }
        }
    }

    /// A helper's prominent look chosen by a value known only at run time
    /// (`.glassIconButton(prominent: isSearching)`): the button is there in every state,
    /// prominent in some.
    private static func isProminentByState(_ site: AppliedGlass) -> Bool {
        let arguments = site.modifier.call.arguments.map(CaseArgument.init)
        guard let choices = site.helper?.effect.choices, choices.argument(in: arguments, label: \.label) != nil else { return false }
        // A value (`isSearching`) may pick any case; a ternary on one picks either of two.
        let picked = choices.cases(in: arguments).map { $0.compactMap { choices.byCase[$0] } } ?? Array(choices.byCase.values)
        return picked.contains { effect in !effect.glass.contains { $0.kind == .prominentButtonStyle } }
    }

    /// Whether the button is built by a `ForEach`, once for each element of a collection.
    private static func isBuiltPerElement(_ chain: ModifierChain) -> Bool {
        // A `ForEach` of a tab view's pages shows one page at a time.
        let calls = chain.expression.enclosingCalls.map { (call: $0, name: CallNames.name(ofCall: $0)) }
        guard let forEach = calls.firstIndex(where: { $0.name == "ForEach" }) else { return false }
        return !calls[forEach...].contains { $0.name == "TabView" }
    }

    /// Whether two buttons are never on screen together: the conditions they are shown
    /// under, through the members of the type that show them, exclude each other
    /// (`if file != nil { uploadButton }` … `if let file { … } else { selectButton }`).
    private static func excludeEachOther(_ first: [CaseConstraints], _ second: [CaseConstraints]) -> Bool {
        first.allSatisfy { one in second.allSatisfy { one.excludes($0) } }
    }

    /// Whether every way the type shows one button and every way it shows the other part in
    /// exclusive branches somewhere: `if a { permissionState } else if b { troubleshootingState }`.
    private static func inExclusiveBranches(_ first: [[Syntax]], _ second: [[Syntax]]) -> Bool {
        first.allSatisfy { one in
            second.allSatisfy { other in one.contains { a in other.contains { b in SyntaxQueries.areMutuallyExclusive(a, b) } } }
        }
    }

    /// The node and the uses of the members that hold it, one list for each way the type's
    /// body shows it, a few members deep.
    private static func uses(of node: Syntax, depth: Int) -> [[Syntax]] {
        guard depth < 3, let member = memberUses(holding: node), member.name != "body", !member.uses.isEmpty else { return [[node]] }
        return member.uses.flatMap { uses(of: $0, depth: depth + 1).map { [node] + $0 } }
    }

    /// The conditions a node is shown under along one way the type's body shows it (the
    /// node, then the uses of the members around it): each use's, outermost first.
    private static func conditions(along uses: [Syntax]) -> CaseConstraints {
        uses.dropLast().reversed().reduce(CaseConstraints(of: uses[uses.count - 1])) { $0.adding(CaseConstraints(of: $1)) }
    }

    /// The view member of its type that holds the node (`saveButton`), and the places the
    /// rest of the type names it; `nil` outside a view member.
    private static func memberUses(holding node: some SyntaxProtocol) -> (name: String, uses: [Syntax])? {
        guard let member = node.ancestors.first(where: { $0.parent?.is(MemberBlockItemSyntax.self) == true }),
              let name = member.as(DeclSyntax.self).flatMap(ViewMember.init)?.name,
              let type = member.enclosingTypeDeclaration
        else { return nil }
        return (name, ViewMember.references(to: name, in: type, outside: member).map(Syntax.init))
    }

    /// The presentation (`.sheet { … }`, `.popover { … }`) whose content holds the node, if
    /// any: what a sheet shows is another screen than the view that presents it.
    /// The screen a site is on: its view type (a view modifier's bars are its own); in an
    /// `extension View`, each helper function is its own: they are applied at different places.
    static func screen(of node: some SyntaxProtocol) -> SyntaxIdentifier? {
        guard let group = node.enclosingTypeDeclaration else { return nil }
        if group.is(ExtensionDeclSyntax.self), TypeNames.name(of: group) == "View" {
            return node.ancestors.first { $0.parent?.is(MemberBlockItemSyntax.self) == true }?.id
        }
        return group.id
    }

    /// A member of the type (`var saveButton: some ToolbarContent`) is in the presentation
    /// every use of it is in.
    static func presentation(around node: some SyntaxProtocol) -> SyntaxIdentifier? {
        if let direct = nearestPresentation(around: node) { return direct }
        guard let member = memberUses(holding: node) else { return nil }
        let presentations = Set(member.uses.map { nearestPresentation(around: $0) })
        return presentations.count == 1 ? presentations.first ?? nil : nil
    }

    private static func nearestPresentation(around node: some SyntaxProtocol) -> SyntaxIdentifier? {
        node.ancestors.first { ancestor in
            guard let call = ancestor.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call),
                  PlacementVocabulary.presentations.contains(name)
            else { return false }
            return !call.calledExpression.isAncestorOrSelf(of: node)
        }?.id
    }

    /// The cases a prominent site is shown under, with the condition its helper is passed.
    static func constraints(of site: AppliedGlass) -> CaseConstraints {
        var constraints = CaseConstraints(of: site.modifier.call)
        if let helper = site.helper {
            // `style(on ? .prominent : .regular)`: prominent only when the condition holds.
            constraints.narrow(byArgumentsOf: site.modifier.call) { chosen in
                helper.effect.choices?.byCase[chosen]?.glass.contains { $0.kind == .prominentButtonStyle } == true
            }
        }
        return constraints
    }

    /// A prominent style applied to a stack makes every button in it prominent.
    static func buttonCount(of chain: ModifierChain) -> Int {
        guard let name = chain.baseName, ModifierNames.stacks.contains(name) || name == "Group",
              let stack = chain.base?.as(FunctionCallExprSyntax.self), let closure = CallNames.contentClosure(of: stack)
        else { return 1 }
        return max(1, ViewBuilderContent.simultaneousCount(of: ViewBuilderContent.of(closure)) { $0.baseName == "Button" })
    }
}
