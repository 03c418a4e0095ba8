import SwiftSyntax

/// `Button { … }.glassEffect()` without `.interactive()`: a glass button made by hand.
public struct HandMadeGlassButton: Rule {
    public static let description = RuleDescription(
        id: "glass-button-style",
        title: "Hand-made glass button",
        severity: .warning,
        rationale: """
            A button wrapped in plain `glassEffect()` looks like a glass button but does not \
            behave like one: no press response, no system sizing, no prominence variant. \
            `.buttonStyle(.glass)` and `.buttonStyle(.glassProminent)` give the real thing; \
            where a custom shape is needed, use at least `.glassEffect(.regular.interactive())`.
            """,
        source: "SwiftUI documentation of GlassButtonStyle and PrimitiveButtonStyle.glass; WWDC25 session 323",
        triggers: ["glassEffect"],
        triggeringExamples: [
            RuleExample(#"Button("Add stop") { addStop() }.↓glassEffect()"#),
            RuleExample("""
                extension View {
                    func surface() -> some View {
                        glassEffect(.regular, in: .rect(cornerRadius: 12))
                    }
                }

                let add = Button("Add stop") { addStop() }.↓surface()
                """, note: "a project helper's plain glass on a button"),
            RuleExample("""
                extension Button {
                    func glassEffect(size: CGSize) -> some View {
                        background { Color.clear.frame(width: size.width, height: size.height).↓glassEffect() }
                    }
                }

                let send = Button("Send") { send() }.glassEffect(size: CGSize(width: 40, height: 40))
                let stop = Button("Stop") { stop() }.glassEffect(size: CGSize(width: 40, height: 40))
                """, note: "a modifier the project adds to buttons: reported once, in it, not at each button"),
            RuleExample("""
                Button {
                    share()
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                .↓glassEffect(.regular.tint(.teal), in: .rect(cornerRadius: 12))
                """),
            RuleExample("""
                struct SurfaceButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.padding().↓glassEffect(.regular, in: .capsule)
                    }
                }

                let add = Button("Add stop") { addStop() }.buttonStyle(SurfaceButtonStyle())
                let share = Button("Share") { share() }.buttonStyle(SurfaceButtonStyle())
                """, note: "a project button style is reported once, in the style, not at each button"),
            RuleExample("""
                Button(action: saveImage) {
                    Image(systemName: "arrow.down.circle.fill")
                        .font(.largeTitle)
                        .↓glassEffect(in: .circle)
                }
                .buttonStyle(.plain)
                """, note: "plain glass around the whole label: the same hand-made glass button"),
            RuleExample("""
                Menu {
                    Picker("Method", selection: $method) { methodOptions }
                } label: {
                    HStack {
                        Text(method.name)
                        Image(systemName: "chevron.up.chevron.down")
                    }
                    .padding()
                    .↓glassEffect(.regular, in: .capsule)
                }
                """, note: "a menu's label too"),
            RuleExample("""
                Button(action: goBack) {
                    Image(systemName: "chevron.backward")
                        .frame(width: 44, height: 44)
                        .background(Circle().↓glassEffect(.clear))
                }
                """, note: "glass drawn as the label's background is the button's glass"),
            RuleExample("""
                Button(action: dismiss) {
                    ZStack {
                        Circle()
                            .fill(.clear)
                            .frame(width: 48, height: 48)
                            .↓glassEffect(in: Circle())
                        Image(systemName: "xmark")
                    }
                }
                .buttonStyle(.plain)
                """, note: "a shape under the label's icon, made glass: the button's glass drawn by hand"),
        ],
        nonTriggeringExamples: [

            RuleExample(#"Button("Add stop") { addStop() }.buttonStyle(.glass)"#),
            RuleExample(#"Button("Add stop") { addStop() }.glassEffect(.regular.interactive())"#),
            RuleExample(#"Button("Add stop") { addStop() }.glassEffect(style)"#,
                        note: "a glass value the syntax cannot read"),
            RuleExample(#"Text("Add stop").padding().glassEffect()"#),
            RuleExample("""
                #if os(macOS)
                let add = Button("Add stop") { addStop() }.glassEffect()
                #endif
                """, note: "on macOS a click target without .interactive() is normal"),
            RuleExample("""
                struct PressableGlassStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding()
                            .glassEffect(.regular, in: .capsule)
                            .scaleEffect(configuration.isPressed ? 0.96 : 1)
                    }
                }

                let add = Button("Add stop") { addStop() }.buttonStyle(PressableGlassStyle())
                """, note: "a button style that answers the press itself"),
            RuleExample("""
                Button(action: saveImage) {
                    Image(systemName: "arrow.down.circle.fill")
                        .font(.largeTitle)
                        .glassEffect(.regular.interactive(), in: .circle)
                }
                .buttonStyle(.plain)
                """, note: "interactive glass around the label responds to the press"),
            RuleExample("""
                Button(action: openEpisode) {
                    VStack(alignment: .leading) {
                        Text(episode.title)
                        Text("New").padding(4).glassEffect(in: .capsule)
                    }
                }
                """, note: "glass on a part of the label, a badge, is not the button's glass"),
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
                HStack {
                    Text(timer.remaining)
                    Spacer()
                    Button(action: {}) {
                        Image(systemName: timer.isRunning ? "pause.fill" : "play.fill").padding(10)
                    }
                    .glassEffect(.clear)
                    .allowsHitTesting(false)
                }
                .onTapGesture { timer.toggle() }
                """, note: "a button drawn with hit testing off is a badge: the row takes the taps"),
            RuleExample("""
                Button(action: open) {
                    ZStack(alignment: .topLeading) {
                        Image(cover).resizable().scaledToFill()
                        Text("New").padding(6).glassEffect()
                    }
                }
                .buttonStyle(.plain)
                """, note: "a badge over the label's picture is not the button's glass"),
            RuleExample("""
                struct ScaleButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1)
                    }
                }

                let importButton = Button(action: pickFile) {
                    ZStack {
                        RoundedRectangle(cornerRadius: 30).fill(.clear).glassEffect(in: RoundedRectangle(cornerRadius: 30))
                        Text("Import")
                    }
                }
                .buttonStyle(ScaleButtonStyle())
                """, note: "a project's button style answers the press"),
        ],
        corrections: [
            RuleCorrection(#"Button("Add stop") { addStop() }.glassEffect()"#,
                           #"Button("Add stop") { addStop() }.buttonStyle(.glass)"#),
            RuleCorrection(#"Button("Retake") { retake() }.glassEffect(.clear)"#,
                           #"Button("Retake") { retake() }.buttonStyle(.glass(.clear))"#),
            RuleCorrection(#"Button("Retake") { retake() }.glassEffect(/* over photos */ .clear.tint(.black))"#,
                           #"Button("Retake") { retake() }.buttonStyle(/* over photos */ .glass(.clear.tint(.black)))"#),
        ]
    )

    public init(options: RuleOptions) {}

    /// A click target on the Mac has no press response to imitate, so code built only for
    /// macOS is left alone.
    public func check(_ file: SyntaxFile) -> [Violation] {
        let availability = file.availability
        let buttons = file.chains.compactMap { chain -> Violation? in
            // Glass from a project button style is judged once, in the style (below).
            // So is glass from a modifier the project adds to buttons only (`extension Button`).
            // A button drawn with hit testing off is a badge: nobody presses it.
            guard chain.baseName == "Button", !chain.modifiers.contains(where: Tappability.turnsOffTouches),
                  let glass = file.appliedGlass(in: chain).first(where: {
                      $0.facts.kind == .effect && $0.helper?.kind != .buttonStyle && $0.helper?.host != "Button"
                  }),
                  let index = chain.position(of: glass.modifier),
                  glass.facts.isInteractive == false, glass.facts.variant != .dynamic,
                  !file.runsOnly(on: .macOS, chain.expression, availability),
                  // `.modifier(GlassIcon(isToolbarItem: isToolbarItem))` where every use passes `true`.
                  file.drawsGlassWhereShown(glass, in: chain)
            else { return nil }
            let before = chain.modifiers[..<index]
            let isSameControl = glass.helper == nil && glass.modifier.argument(labeled: "in") == nil
                && !before.contains { ModifierNames.layout.contains($0.name) || $0.name == "buttonStyle" }
            return Violation(
                at: glass.modifier.nameToken, through: glass.modifier.call,
                message: "button with plain glass, no press response",
                fix: "use .buttonStyle(.glass)", edits: isSameControl ? Self.buttonStyle(replacing: glass.modifier, in: file) : []
            )
        }
        return buttons + handMadeLabels(in: file, availability) + pressLessDefinitions(in: file, availability)
    }

    /// Plain glass around the whole label of a button or a menu (`Button(action: save) {
    /// Image(systemName: "arrow.down").glassEffect(in: .circle) }`): the same hand-made glass
    /// button, drawn inside it.
    private func handMadeLabels(in file: SyntaxFile, _ availability: FileAvailability) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let glass = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect && $0.helper == nil }),
                  glass.facts.isInteractive == false, glass.facts.variant != .dynamic,
                  let control = Tappability.control(labelledWholeBy: chain)
                    ?? (Self.backing(chain) ?? Self.baseLayer(chain)).flatMap(Tappability.control(labelledWholeBy:)),
                  ["Button", "Menu"].contains(control),
                  !file.runsOnly(on: .macOS, chain.expression, availability),
                  !Self.isStyledByProject(chain)
            else { return nil }
            return Violation(
                at: glass.modifier.nameToken, through: glass.modifier.call,
                message: "\(control.lowercased()) label with plain glass, no press response",
                fix: "use .buttonStyle(.glass), or .glassEffect(.regular.interactive())"
            )
        }
    }

    /// The chain whose background `chain` is all of (`label.background(Circle().glassEffect())`,
    /// or the one view of `.background { … }`): glass drawn there is the label's.
    static func backing(_ chain: ModifierChain) -> ModifierChain? {
        var node = Syntax(chain.expression)
        if let item = node.parent?.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self), items.count == 1,
           let closure = items.parent?.as(ClosureExprSyntax.self) {
            node = Syntax(closure)
        } else if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                  let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1 {
            node = Syntax(list)
        } else {
            return nil
        }
        guard let call = node.parent?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "background"
        else { return nil }
        return ModifierChain.enclosing(call)
    }

    /// Whether the button whose label holds the chain has a style of the project's
    /// (`.buttonStyle(ScaleButtonStyle())`), which may answer a press as it likes.
    static func isStyledByProject(_ chain: ModifierChain) -> Bool {
        let calls = chain.expression.ancestors.lazy.compactMap { $0.as(ClosureExprSyntax.self) }.compactMap(CallNames.call(passing:))
        guard let call = calls.first(where: { ["Button", "Menu"].contains(CallNames.name(ofCall: $0) ?? "") }),
              let button = ModifierChain.enclosing(call)
        else { return false }
        return button.modifiers.contains { modifier in
            guard modifier.name == "buttonStyle", let style = modifier.firstUnlabeledArgument else { return false }
            return style.as(FunctionCallExprSyntax.self).flatMap(CallNames.name(ofCall:)).map { !$0.hasPrefix("Plain") } ?? false
        }
    }

    /// The stack whose base layer `chain` is, when it is a shape (`ZStack { Circle()
    /// .glassEffect(in: .circle); Image(systemName: "xmark") }`): glass drawn there is the stack's.
    static func baseLayer(_ chain: ModifierChain) -> ModifierChain? {
        guard chain.base.map(Backdrop.isShape) == true, let item = chain.expression.parent?.as(CodeBlockItemSyntax.self),
              let items = item.parent?.as(CodeBlockItemListSyntax.self), items.first?.id == item.id,
              let call = items.parent?.as(ClosureExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
              CallNames.name(ofCall: call) == "ZStack"
        else { return nil }
        return ModifierChain.enclosing(call)
    }

    /// Plain glass written once for many buttons, reported there: in a `ButtonStyle` whose
    /// body never reads `configuration.isPressed`, or in a modifier the project adds to
    /// `Button` (it puts the glass on, or behind, every button it is applied to).
    private func pressLessDefinitions(in file: SyntaxFile, _ availability: FileAvailability) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            // The glass first: most chains have none, and finding a chain's type is not free.
            guard let glass = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect && $0.helper == nil }),
                  glass.facts.isInteractive == false, glass.facts.variant != .dynamic,
                  let type = chain.expression.enclosingTypeDeclaration
            else { return nil }
            let message: String
            let fix: String
            if TypeNames.isButtonStyle(type) {
                guard !type.memberBlock.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "isPressed" }) else { return nil }
                (message, fix) = ("button style with plain glass, no press response",
                                  "use .glassEffect(.regular.interactive()) or read configuration.isPressed")
            } else if type.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText == "Button" {
                (message, fix) = ("button modifier with plain glass, no press response",
                                  "use .glassEffect(.regular.interactive()), or .buttonStyle(.glass) at the call sites")
            } else {
                return nil
            }
            guard !file.runsOnly(on: .macOS, chain.expression, availability) else { return nil }
            return Violation(at: glass.modifier.nameToken, through: glass.modifier.call, message: message, fix: fix)
        }
    }

    /// `glassEffect(g)` becomes `buttonStyle(.glass(g))` by renaming the modifier and
    /// wrapping its argument, so comments and layout inside the parentheses survive.
    static func buttonStyle(replacing modifier: Modifier, in file: SyntaxFile) -> [TextEdit] {
        guard let open = modifier.call.leftParen else { return [] }
        let name = modifier.nameToken
        var edits = [TextEdit(
            start: name.positionAfterSkippingLeadingTrivia.utf8Offset, end: name.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: "buttonStyle"
        )]
        if let glass = modifier.firstUnlabeledArgument {
            let start = glass.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = glass.endPositionBeforeTrailingTrivia.utf8Offset
            edits += file.text(of: glass) == ".regular"
                ? [TextEdit(start: start, end: end, replacement: ".glass")]
                : [.insert(".glass(", at: start), .insert(")", at: end)]
        } else {
            edits.append(.insert(".glass", at: open.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        return edits
    }
}
