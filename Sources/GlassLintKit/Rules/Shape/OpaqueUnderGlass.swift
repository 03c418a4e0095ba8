import SwiftSyntax

/// An opaque fill inside the glassed view: a coloured background before the glass, a
/// shape with its default fill, a filled shape, a colour.
public struct OpaqueUnderGlass: Rule {
    public static let description = RuleDescription(
        id: "opaque-under-glass",
        title: "Opaque fill under glass",
        severity: .warning,
        rationale: """
            `glassEffect` draws the glass behind the view it modifies. When that view is \
            itself opaque (a `.background(Color…)` applied before the glass, a bare \
            `Circle()` or `Capsule()` that keeps its default foreground fill, a `.fill(color)`, \
            a `Color`), the fill covers the glass entirely and nothing of it shows. A shape \
            filled with a value named as a colour (`.fill(tag.color)`) counts, and so does \
            either side of a fallback (`tint ?? .gray`), and so does the fill of a button's \
            label when glass is drawn around the button; a colour made see-through with \
            `.opacity(…)` below one half is a tint. For coloured glass use `Glass.tint`, or \
            `.buttonStyle(.glassProminent).tint(…)`.
            """,
        source: "SwiftUI documentation of glassEffect(_:in:) and Glass.tint(_:); WWDC25 session 323",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample(#"Text("Go").padding().↓background(Color.blue).glassEffect()"#),
            RuleExample("""
                ↓Circle()
                    .frame(width: 12, height: 12)
                    .glassEffect()
                """, note: "a shape keeps its default foreground fill"),
            RuleExample(#"Capsule().↓fill(.orange).frame(width: 80, height: 32).glassEffect()"#),
            RuleExample("""
                ZStack {
                    Circle()
                        .↓fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                        .frame(width: 52, height: 52)
                    Image(systemName: "pawprint.fill").foregroundStyle(.white)
                }
                .glassEffect(.regular, in: .circle)
                """, note: "a stack's base layer filled with an opaque gradient"),
            RuleExample("""
                Text(region.text)
                    .padding(6)
                    .↓background(isSelected ? Color.accentColor : Color.clear)
                    .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 6))
                """, note: "opaque in the selected state: the glass shows only when the chip is not selected"),
            RuleExample("""
                struct ScanButton: View {
                    @Environment(\\.colorScheme) private var colorScheme
                    var body: some View {
                        Button(action: scan) {
                            Label("Scan", systemImage: "barcode")
                                .padding()
                                .↓background(AppTheme.brandGradient(for: colorScheme))
                                .clipShape(Capsule())
                                .glassEffect(.regular.interactive())
                        }
                    }
                }
                """, note: "a gradient a project's function makes"),
            RuleExample("""
                Circle()
                    .↓fill(AppTheme.primaryPurple)
                    .frame(width: 44, height: 44)
                    .glassEffect(.regular.interactive(), in: .circle)
                """, note: "a colour of the project's theme"),
            RuleExample("""
                Text(tier.name)
                    .padding(.horizontal, 8)
                    .↓background {
                        Capsule().fill(Color(.systemBackground))
                    }
                    .glassEffect(in: .capsule)
                """, note: "a shape filled opaquely, drawn in the background's closure"),
            RuleExample("""
                struct DownloadButton: View {
                    let isDisabled: Bool
                    let action: () -> Void
                    @State private var isPressing = false

                    private var backgroundColor: Color {
                        isDisabled ? .accentColor.opacity(0.5) : isPressing ? .accentColor.opacity(0.5) : .accentColor
                    }

                    var body: some View {
                        Text("Download")
                            .frame(maxWidth: .infinity, minHeight: 50)
                            .↓background(backgroundColor)
                            .clipShape(.capsule)
                            .glassEffect(.regular.interactive())
                            .onTapGesture(perform: action)
                    }
                }
                """, note: "a colour a computed property of the view gives, opaque when enabled"),
            RuleExample("""
                ZStack {
                    Circle()
                        .↓foregroundStyle(.white)
                        .frame(width: 60, height: 60)
                        .glassEffect()
                    ColorPicker("Colour", selection: $color).labelsHidden()
                }
                """, note: "a shape's foreground style is its fill"),
            RuleExample("""
                Button(action: save) {
                    Text("Save")
                        .padding()
                        .foregroundStyle(.white)
                        .↓background(isSelected ? .blue.opacity(0.8) : .blue.opacity(0.6))
                        .clipShape(.capsule)
                        .glassEffect()
                }
                """, note: "a colour at more than half opacity, in every state, hides most of the glass"),
            RuleExample("""
                struct CapsuleStyle: ButtonStyle {
                    let background: Color

                    init(primary: Bool = true) {
                        if primary {
                            background = Color.accentColor
                        } else {
                            background = Color.white
                        }
                    }

                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(6)
                            .↓background(background, in: Capsule())
                            .glassEffect(.regular.interactive(), in: .capsule)
                    }
                }
                """, note: "a stored colour the style's own initializer assigns"),
            RuleExample("""
                RoundedRectangle(cornerRadius: 16)
                    .↓fill(.indigo)
                    .opacity(0.8)
                    .glassEffect(in: .rect(cornerRadius: 16))
                """, note: "made see-through afterwards, but only a little: most of the glass is hidden"),
            RuleExample("""
                func tag(_ text: String, color: Color) -> some View {
                    Text(text)
                        .padding(6)
                        .↓background {
                            RoundedRectangle(cornerRadius: 8).fill(color)
                        }
                        .glassEffect(.clear, in: .rect(cornerRadius: 8))
                }
                """, note: "a shape filled with a value named as a colour"),
            RuleExample("""
                Circle()
                    .↓fill(category?.tint ?? .gray)
                    .frame(width: 40, height: 40)
                    .glassEffect(.clear, in: .circle)
                """, note: "a fallback colour is opaque when the value is missing"),
            RuleExample("""
                RoundedRectangle(cornerRadius: 22)
                    .↓fill(.indigo.opacity(1))
                    .frame(width: 120, height: 44)
                    .glassEffect(.clear.interactive(), in: .rect(cornerRadius: 22))
                """, note: "a colour at an opacity of 1 is opaque"),
            RuleExample("""
                Button(action: resume) {
                    VStack(alignment: .leading) {
                        Text(session.name).font(.headline)
                        ProgressView(value: session.progress)
                    }
                    .padding(8)
                    .↓background {
                        RoundedRectangle(cornerRadius: 12).fill(Color(red: 0.94, green: 0.94, blue: 0.94))
                    }
                }
                .glassEffect(.regular, in: .rect(cornerRadius: 12))
                """, note: "a button's label filled opaquely covers the glass drawn around the button"),
            RuleExample("""
                Circle()
                    .glassEffect()
                    .↓foregroundStyle(.white)
                    .frame(width: 44, height: 44)
                """, note: "a foreground style after the glass fills the shape under it"),
            RuleExample("""
                HStack {
                    Image(systemName: "leaf").foregroundColor(.white)
                }
                .padding(6)
                .↓background {
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                }
                .glassEffect(.clear)
                """, note: "a bare shape behind the view takes the foreground style: opaque"),
            RuleExample("""
                struct PlayButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .foregroundStyle(.black)
                            .padding()
                            .↓background(Capsule().fill(.white.opacity(0.85)))
                            .glassEffect(.regular.interactive(), in: Capsule())
                    }
                }
                """, note: "a shape filled nearly opaquely behind the label"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                Color.clear
                    .glassEffect(in: .capsule)
                    .frame(width: 180, height: 36)
                """, note: "a clear colour lets the glass show"),
            RuleExample(#"Text("Go").padding().glassEffect(.regular.tint(.blue))"#),
            RuleExample("""
                ZStack {
                    Circle().fill(LinearGradient(colors: [.white.opacity(0.4), .clear], startPoint: .top, endPoint: .bottom))
                    Image(systemName: "pawprint.fill")
                }
                .frame(width: 52, height: 52)
                .glassEffect(.regular, in: .circle)
                """, note: "a see-through gradient is a highlight on the glass"),
            RuleExample(#"Text("Go").padding().background(.black.opacity(0.2)).glassEffect()"#,
                        note: "a see-through fill is not opaque"),
            RuleExample(#"Text("Go").padding().glassEffect().background(Color.blue)"#,
                        note: "a fill behind the glass is what the glass shows through"),
            RuleExample(#"Circle().stroke(.white, lineWidth: 2).frame(width: 20, height: 20).glassEffect()"#,
                        note: "a stroked shape has no fill"),
            RuleExample(#"Color.white.opacity(0.001).frame(width: 40, height: 40).glassEffect(.regular, in: .circle)"#,
                        note: "a see-through colour that only sizes the glass"),
            RuleExample("""
                Text("Filter")
                    .padding()
                    .background(.blue.opacity(0.15))
                    .glassEffect(in: .capsule)
                """, note: "a faint wash of colour lets the glass through"),
            RuleExample("""
                struct CapsuleStyle: ButtonStyle {
                    let background: Color

                    init(background: Color) {
                        self.background = background
                    }

                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(6)
                            .background(background, in: Capsule())
                            .glassEffect(.regular.interactive(), in: .capsule)
                    }
                }
                """, note: "a colour the caller gives may be see-through: its value is the caller's"),
            RuleExample("""
                VStack { header; fields }
                    .padding()
                    .background {
                        RoundedRectangle(cornerRadius: 16)
                            .fill(.indigo)
                            .opacity(Layout.cardOpacity)
                            .glassEffect(.clear, in: .rect(cornerRadius: 16))
                    }
                """, note: "a fill made see-through afterwards, by an opacity set elsewhere, lets the glass show"),
            RuleExample("""
                Text(tag.title)
                    .padding(6)
                    .background { Capsule().fill(tag.color.opacity(0.25)) }
                    .glassEffect(in: .capsule)
                """, note: "a colour made see-through is a tint under the glass"),
            RuleExample("""
                HStack { Text(level.title) }
                    .padding()
                    .background(
                        RoundedRectangle(cornerRadius: 16)
                            .fill(level.backgroundTintColor)
                            .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 16))
                    )
                """, note: "a colour named as a tint is made to be seen through"),
            RuleExample("""
                Circle()
                    .opacity(0)
                    .frame(width: 120, height: 120)
                    .glassEffect(.clear.tint(color), in: Circle())
                """, note: "a shape faded to nothing only gives the glass its size"),
            RuleExample("""
                Button(action: switchTab) {
                    Image(systemName: icon)
                        .frame(width: 30, height: 30)
                        .background {
                            Circle()
                                .fill(AngularGradient(colors: [.teal, .pink, .teal], center: .center))
                                .blur(radius: 10)
                        }
                }
                .glassEffect(.regular.interactive(), in: .circle)
                """, note: "a shape blurred into a glow is see-through at its edges, no fill"),
            RuleExample("""
                Button(action: openCollection) {
                    Image(systemName: "books.vertical")
                        .frame(width: 44, height: 44)
                        .background(Circle().glassEffect(.clear).foregroundStyle(.black.opacity(0.01)))
                }
                """, note: "a foreground style after the glass still fills the shape: here near clear"),
            RuleExample("""
                Text("Offline")
                    .padding(8)
                    .background(Capsule())
                    .foregroundStyle(.white.opacity(0.1))
                    .glassEffect(in: .capsule)
                """, note: "a foreground style set around the background fills its shape"),
            RuleExample("""
                struct LectureCard: View {
                    @Environment(\\.colorScheme) private var colorScheme
                    var body: some View {
                        Text("Algorithms")
                            .padding()
                            .background(colorScheme == .light ? Color.white : .clear, in: .rect(cornerRadius: 28))
                            .glassEffect(colorScheme == .light ? .identity : .regular, in: .rect(cornerRadius: 28))
                    }
                }
                """, note: "the fill shows in light mode, the glass in dark mode: they take turns"),
        ]
    )

    public init(options: RuleOptions) {}

    /// Whether a fill chosen by a condition (`cond ? fill : .clear`) is clear wherever the
    /// glass chosen by the same condition draws (`cond ? .identity : .regular`), or by that
    /// condition or another (`cond || plain ? .identity : .regular`).
    static func takesTurns(_ fill: Modifier, with glass: Modifier) -> Bool {
        guard let glassChoice = glass.firstUnlabeledArgument.flatMap(Ternary.init),
              let fillChoice = (fill.firstUnlabeledArgument ?? fill.arguments.first?.expression).flatMap(Ternary.init)
        else { return false }
        let isNone = { (glass: ExprSyntax) in glass.trimmedText.hasSuffix(".identity") }
        let isClear = { (fill: ExprSyntax) in [".clear", "Color.clear"].contains(fill.trimmedText) }
        let glassCondition = glassChoice.condition.trimmedText, fillCondition = fillChoice.condition.trimmedText
        if glassCondition == fillCondition {
            return zip([glassChoice.then, glassChoice.otherwise], [fillChoice.then, fillChoice.otherwise]).allSatisfy { glass, fill in
                isNone(glass) || isClear(fill)
            }
        }
        return glassCondition.hasPrefix(fillCondition + " ||") && isNone(glassChoice.then) && isClear(fillChoice.otherwise)
    }

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let glass = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect }),
                  let glassIndex = chain.position(of: glass.modifier)
            else { return nil }
            // `.background(scheme == .light ? fill : .clear)` under `.glassEffect(scheme == .light ?
            // .identity : .regular)`: the fill and the glass take turns, never drawn together.
            let inside = chain.modifiers[..<glassIndex]
            let takesTurns = { (fill: Modifier) in Self.takesTurns(fill, with: glass.modifier) }
            if let fillIndex = inside.firstIndex(where: { Self.isOpaqueFill($0) && !takesTurns($0) }) {
                let fill = inside[fillIndex]
                // `.fill(.indigo).opacity(0.6)`: the filled view is made see-through after its fill;
                // dense only at a written opacity of one half or more.
                if let fade = inside[(fillIndex + 1)...].first(where: { $0.name == "opacity" }) {
                    guard let opacity = fade.firstUnlabeledArgument.flatMap(SyntaxQueries.number), opacity >= 0.5
                    else { return nil }
                    return Self.hidingMost(fill, at: opacity, under: glass)
                }
                return Self.hiding(fill, "opaque \(fill.name) under \(glass.spelling) hides the glass")
            }
            if let (fill, opacity) = inside.lazy.filter({ !takesTurns($0) }).compactMap({ fill in Self.denseOpacity(of: fill).map { (fill, $0) } }).first {
                return Self.hidingMost(fill, at: opacity, under: glass)
            }
            // `.background { RoundedRectangle(cornerRadius: 12) }`: a bare shape behind the view is
            // filled with the foreground style around it, opaque unless the chain sets one after it.
            if let index = inside.firstIndex(where: Self.drawsBareShape),
               !chain.modifiers[(index + 1)...].contains(where: { ["foregroundStyle", "foregroundColor", "tint"].contains($0.name) }),
               let shape = Self.shape(drawnBy: inside[index])?.baseName {
                return Self.hiding(inside[index], "\(shape) with its default fill under \(glass.spelling) hides the glass")
            }
            guard let base = chain.base, let name = chain.baseName else { return nil }
            // A button whose label is one view filled opaquely (`Button { card.background { fill } }
            // .glassEffect()`): the label covers the glass drawn around it.
            if let call = base.as(FunctionCallExprSyntax.self), let label = CallNames.labelClosure(of: call),
               case let views = ViewBuilderContent.of(label), views.count == 1, case .view(let labelView) = views[0],
               let fill = labelView.modifiers.first(where: Self.isOpaqueFill),
               !labelView.modifiers.drop(while: { $0.call.id != fill.call.id }).contains(where: { $0.name == "opacity" }) {
                return Self.hiding(fill, "opaque \(fill.name) of the button's label under \(glass.spelling) hides the glass")
            }
            if name == "ZStack", let layer = Self.opaqueBaseLayer(of: base) {
                return Self.hiding(layer, "opaque base layer under \(glass.spelling) hides the glass")
            }
            // A shape's foreground style fills it (`Circle().foregroundStyle(.white).glassEffect()`),
            // set before the glass or after it: it reaches the shape through the environment.
            let foreground = chain.modifiers.first { ["foregroundStyle", "foregroundColor"].contains($0.name) && $0.arguments.count == 1 }
            if ModifierNames.shapeViews.contains(name), let fill = foreground,
               let style = fill.firstUnlabeledArgument, ShapeStyles.isOpaqueFill(style) {
                return Self.hiding(fill, "opaque fill under \(glass.spelling) hides the glass")
            }
            // A shape faded with `.opacity(…)` (to nothing, only to give the glass its size) is see-through.
            let isBareShape = ModifierNames.shapeViews.contains(name) && foreground == nil
                && !inside.contains { ["fill", "stroke", "strokeBorder", "opacity"].contains($0.name) }
            // `Color.white.opacity(0.001)`: a see-through colour that only gives the glass its size.
            let isColour = name == "Color" && ShapeStyles.isOpaqueFill(base) && !inside.contains { $0.name == "opacity" }
            guard isBareShape || isColour else { return nil }
            return Violation(
                at: base,
                message: isColour ? "opaque colour under \(glass.spelling) hides the glass" : "\(name) with its default fill hides the glass",
                fix: Self.tintInstead
            )
        }
    }

    /// The finding for `fill`, drawn under the glass and hiding it as `message` says.
    private static func hiding(_ fill: Modifier, _ message: String) -> Violation {
        Violation(at: fill.nameToken, through: fill.call, message: message, fix: tintInstead)
    }

    /// The finding for a fill dense enough, at `opacity`, to hide most of the glass.
    private static func hidingMost(_ fill: Modifier, at opacity: Double, under glass: AppliedGlass) -> Violation {
        hiding(fill, "\(fill.name) at \(opacity) opacity under \(glass.spelling) hides most of the glass")
    }

    private static let tintInstead = "tint the glass instead: .glassEffect(.regular.tint(…))"

    /// `.background(Color.blue)`, `.background(.red, in: …)`, `.fill(.orange)`, or
    /// `.background(isSelected ? Color.accentColor : .clear)`, directly or through a computed
    /// property of the view: opaque in one state at least.
    static func isOpaqueFill(_ modifier: Modifier) -> Bool {
        guard modifier.name == "background" || modifier.name == "fill" else { return false }
        // `.background { Capsule().fill(Color(.systemBackground)) }`: a shape filled opaquely
        // (not faded, and not blurred into a glow).
        if let shape = unfadedShape(drawnBy: modifier) {
            return shape.modifiers.contains { $0.name == "fill" && isOpaqueFill($0) }
        }
        guard let style = modifier.firstUnlabeledArgument else { return false }
        // A colour a computed property of the view gives (`.background(backgroundColor)`); each
        // side of a fallback (`iconColor ?? .grey200`).
        let values = Ternary.alternatives(style).flatMap(Self.fallbackSides).flatMap { value in
            let given = PropertyValues.of(value)
            return given.isEmpty ? [value] : given
        }
        return values.contains { ShapeStyles.isOpaqueFill($0) || ShapeStyles.isOpaqueGradient($0) }
            // A value named as a colour filling a shape drawn behind the view (`Capsule().fill(tag.color)`);
            // not one named as a tint (`tint.color`, `backgroundTintColor`), made to be seen through.
            || modifier.name == "fill" && values.contains { value in
                ShapeStyles.isNamedColour(value) && !value.tokens(viewMode: .sourceAccurate).contains { $0.text.lowercased().contains("tint") }
            }
    }

    /// A background that draws one shape and nothing on it (`.background(Capsule())`): the
    /// shape takes the foreground style, opaque by default.
    static func drawsBareShape(_ modifier: Modifier) -> Bool {
        shape(drawnBy: modifier)?.modifiers.allSatisfy {
            ["frame", "padding", "offset", "rotationEffect", "scaleEffect", "ignoresSafeArea"].contains($0.name)
        } ?? false
    }

    /// The one shape a background draws (`.background { Capsule().fill(c) }`), if it draws one.
    private static func shape(drawnBy modifier: Modifier) -> ModifierChain? {
        guard modifier.name == "background", case let drawn = modifier.drawnViews, drawn.count == 1,
              let name = drawn[0].baseName, ModifierNames.shapeViews.contains(name)
        else { return nil }
        return drawn[0]
    }

    /// The same, unless the shape is faded or blurred into a glow.
    private static func unfadedShape(drawnBy modifier: Modifier) -> ModifierChain? {
        shape(drawnBy: modifier).flatMap { $0.modifiers.contains(where: { ["opacity", "blur"].contains($0.name) }) ? nil : $0 }
    }

    /// `a ?? b`: both sides; any other value: itself.
    private static func fallbackSides(_ value: ExprSyntax) -> [ExprSyntax] {
        guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        else { return [value] }
        let sides = Array(sequence.elements)
        return [sides[0], sides[2]]
    }

    /// `.background(.blue.opacity(0.6))`: a colour dense enough to hide most of the glass, in
    /// every state (`selected ? tint.opacity(0.8) : tint.opacity(0.5)`); the least of them.
    static func denseOpacity(of modifier: Modifier) -> Double? {
        // `.background(Capsule().fill(.white.opacity(0.85)))`: the shape's fill.
        if let fill = unfadedShape(drawnBy: modifier)?.modifiers.first(where: { $0.name == "fill" }) {
            return denseOpacity(of: fill)
        }
        guard modifier.name == "background" || modifier.name == "fill", let style = modifier.firstUnlabeledArgument else { return nil }
        let opacities = Ternary.alternatives(style).map(ShapeStyles.denseOpacity(of:))
        guard !opacities.contains(nil) else { return nil }
        return opacities.compactMap { $0 }.min()
    }

    /// The fill of a `ZStack`'s first layer when that layer is a shape filled opaquely and
    /// only framed: the stack's backdrop, as large as the glass drawn around the stack.
    static func opaqueBaseLayer(of stack: ExprSyntax) -> Modifier? {
        guard let call = stack.as(FunctionCallExprSyntax.self), let closure = CallNames.contentClosure(of: call),
              let first = closure.statements.first?.item.as(ExprSyntax.self)
        else { return nil }
        let layer = ModifierChain(first)
        guard let name = layer.baseName, ModifierNames.shapeViews.contains(name),
              layer.modifiers.allSatisfy({ ["fill", "frame"].contains($0.name) })
        else { return nil }
        return layer.modifiers.first(where: isOpaqueFill)
    }
}
