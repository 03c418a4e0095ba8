import SwiftSyntax

/// A material or blur on the same view as glass, or as the background right under it.
public struct MaterialUnderGlass: Rule {
    public static let description = RuleDescription(
        id: "material-under-glass",
        title: "Material under glass",
        severity: .warning,
        rationale: """
            Glass bends and reflects what is behind it. A material or blur on the same view, \
            or as the background right under it, gives the glass nothing but a frosted \
            smear to sample: the lensing disappears, contrast drops, and two translucent \
            layers are rendered where one was meant. Remove the material; glass adapts to \
            the content behind it by itself. The removal changes the look on purpose, so \
            `glasslint fix` applies it only when asked to include removals.
            """,
        source: "WWDC25 session 219 \"Meet Liquid Glass\"; Human Interface Guidelines, Materials",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample(#"Text("Now Playing").padding().↓background(.ultraThinMaterial).glassEffect()"#),
            RuleExample("""
                HStack {
                    Button("Play") { play() }.buttonStyle(.glass)
                }
                .padding(4)
                .↓background(.regularMaterial, in: .capsule)
                """, note: "a material wrapped around the glass alone is its backdrop"),
            RuleExample(#"Image(systemName: "play.fill").padding().↓blur(radius: 2).glassEffect(in: .circle)"#),
            RuleExample("""
                extension View {
                    func frosted() -> some View {
                        background(.ultraThinMaterial, in: .capsule)
                    }
                }

                let title = Text("Now Playing").padding().↓frosted().glassEffect()
                """, note: "a project helper that applies a material"),
            RuleExample("""
                extension View {
                    func statusPill() -> some View {
                        padding(6).↓background(.thinMaterial, in: .capsule).glassEffect()
                    }
                }

                struct Status: View {
                    var body: some View {
                        HStack { Text("Online").statusPill(); Text("3 peers").statusPill() }
                    }
                }
                """, note: "reported once, in the helper that draws both (its own line), not at each call"),
            RuleExample("""
                HStack { Text("Now Playing"); Image(systemName: "play.fill") }
                    .padding()
                    .↓background(.bar, in: Capsule())
                    .glassEffect(in: .capsule)
                """, note: "`.bar` is the material of bars"),
            RuleExample("""
                struct DockGlass: ViewModifier {
                    let isEnabled: Bool
                    func body(content: Content) -> some View {
                        if isEnabled {
                            content.glassEffect(.regular, in: .rect(cornerRadius: 12))
                        } else {
                            content
                        }
                    }
                }

                struct FeedChip: View {
                    let isDocked: Bool
                    var body: some View {
                        Text("Following")
                            .padding(8)
                            .↓background {
                                if isDocked {
                                    RoundedRectangle(cornerRadius: 12).fill(.ultraThinMaterial)
                                }
                            }
                            .modifier(DockGlass(isEnabled: isDocked))
                    }
                }
                """, note: "the material is drawn in the state the helper glasses"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                VStack(spacing: 24) {
                    Text("Sponsors").font(.title)
                    SponsorCards()
                    Button("Close") { close() }.buttonStyle(.glass)
                }
                .padding(32)
                .background(.ultraThinMaterial)
                """, note: "a panel's material under its content is not the backdrop of one glass control in it"),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    Text("Now Playing").padding().glassEffect()
                } else {
                    Text("Now Playing").padding().background(.ultraThinMaterial)
                }
                """, note: "materials in the pre-26 branch are the fallback"),
            RuleExample("""
                struct PinnedCoordinate: ViewModifier {
                    func body(content: Content) -> some View {
                        if #available(iOS 26.0, *) {
                            content.glassEffect(in: .rect(cornerRadius: 8))
                        } else {
                            content
                        }
                    }
                }

                let readout = CoordinateReadout()
                    .padding()
                    .background {
                        if #available(iOS 26.0, *) {
                            Color.clear
                        } else {
                            RoundedRectangle(cornerRadius: 8).fill(.ultraThinMaterial)
                        }
                    }
                    .modifier(PinnedCoordinate())
                """, note: "the background's material is drawn only before 26, where there is no glass"),
            RuleExample(#"Text("Now Playing").padding().background(.thinMaterial).glassEffect(.identity)"#,
                        note: "identity glass is no glass"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func floatingSurface() -> some View {
                        if #available(iOS 26.0, *) {
                            glassEffect(.regular, in: .rect(cornerRadius: 16))
                        } else {
                            background(.regularMaterial, in: .rect(cornerRadius: 16))
                        }
                    }
                }

                let summary = Text("12 km").padding().floatingSurface()
                """, note: "a helper whose material is its pre-26 fallback"),
            RuleExample("""
                struct CardSurface<S: Shape>: ViewModifier {
                    var shape: S

                    func body(content: Content) -> some View {
                        let fallback = content.background(.regularMaterial, in: shape)
                        #if os(visionOS)
                        fallback
                        #else
                        if #available(iOS 26, *) {
                            content.glassEffect(in: shape)
                        } else {
                            fallback
                        }
                        #endif
                    }
                }

                let summary = Text("12 km").padding().modifier(CardSurface(shape: .capsule))
                """, note: "a material kept in a local and shown only where the glass is not: visionOS, before 26"),
            RuleExample("""
                ZStack {
                    Image("coast").resizable()
                    Color.black.opacity(0.35)
                    Image(systemName: "heart").padding().glassEffect(.clear)
                }
                """, note: "a dimming layer is not a material"),
            RuleExample("""
                VStack {
                    Button("Play") { play() }.buttonStyle(.glass)
                }
                .padding()
                .background(Color.accentColor.opacity(0.2))
                """),
            RuleExample("""
                Capsule()
                    .strokeBorder(lineWidth: 3)
                    .glassEffect(.regular.tint(.blue))
                    .blur(radius: 1)
                """, note: "a blur of one point softens an edge; it is no frosted backing"),
            RuleExample("""
                struct DockGlass: ViewModifier {
                    let isEnabled: Bool
                    func body(content: Content) -> some View {
                        if isEnabled {
                            content.glassEffect(.regular, in: .rect(cornerRadius: 12))
                        } else {
                            content
                        }
                    }
                }

                struct FeedChip: View {
                    let isDocked: Bool
                    var body: some View {
                        Text("Following")
                            .padding(8)
                            .background {
                                if !isDocked {
                                    RoundedRectangle(cornerRadius: 12).fill(.ultraThinMaterial)
                                }
                            }
                            .modifier(DockGlass(isEnabled: isDocked))
                    }
                }
                """, note: "the material is drawn only when the helper draws no glass: the two never meet"),
            RuleExample("""
                struct DockChip: ViewModifier {
                    let isEnabled: Bool
                    func body(content: Content) -> some View {
                        if !isEnabled {
                            content
                        } else if #available(iOS 26.0, *) {
                            content.glassEffect(.regular.interactive(), in: .rect(cornerRadius: 12))
                        } else {
                            content.background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
                        }
                    }
                }

                struct AddFeedButton: View {
                    let isDocked: Bool
                    var body: some View {
                        Button("Add Feed") { add() }
                            .padding(12)
                            .background {
                                if !isDocked {
                                    RoundedRectangle(cornerRadius: 12).fill(.ultraThinMaterial)
                                }
                            }
                            .modifier(DockChip(isEnabled: isDocked))
                    }
                }
                """, note: "the helper's glass is the branch after its `if !isEnabled`: drawn only when the material is not"),
            RuleExample("""
                item.icon
                    .blur(radius: 15 * min(progress, 1))
                    .frame(width: 48, height: 48)
                    .glassEffect(.regular.interactive(), in: .capsule)
                """, note: "a blur whose radius follows a value (an opening menu) is motion, zero at rest"),
            RuleExample("""
                Image("AppIcon")
                    .resizable()
                    .glassEffect(.clear, in: .rect(cornerRadius: 28))
                    .frame(width: 100, height: 100)
                    .blur(radius: appeared ? 0 : 25)
                    .opacity(appeared ? 1 : 0)
                """, note: "a blur over the glass that the shown state turns off is an entrance, no backing"),
        ],
        corrections: [
            RuleCorrection(
                #"Text("Now Playing").padding().background(.ultraThinMaterial).glassEffect()"#,
                #"Text("Now Playing").padding().glassEffect()"#
            ),
            RuleCorrection("""
                Label("Now Playing", systemImage: "play.fill")
                    .padding()
                    .background(.ultraThinMaterial, in: .capsule) // the old frosted look
                    .glassEffect()
                """, """
                Label("Now Playing", systemImage: "play.fill")
                    .padding()
                    .glassEffect()
                """),
        ]
    ).fixed(as: .removal)

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let availability = file.availability
        var reported: Set<SyntaxIdentifier> = []
        var violations: [Violation] = []
        for chain in file.chains {
            let glass = file.appliedGlass(in: chain)
            guard !glass.isEmpty else { continue }
            let helper = chain.modifiers.first { file.helperEffect(of: $0)?.appliesMaterial == true }
            // A helper that draws both the material and the glass is reported once, in its own body.
            if let helper, glass.allSatisfy({ $0.modifier.call.id == helper.call.id }), !chain.modifiers.contains(where: Self.isMaterialOrBlur) {
                continue
            }
            let firstGlass = glass.compactMap { chain.position(of: $0.modifier) }.min() ?? chain.modifiers.count
            let onSameView = chain.modifiers.enumerated().first { index, modifier in
                Self.isMaterialOrBlur(modifier) && !(index > firstGlass && Self.isSwitchedOff(modifier))
            }?.element ?? helper
            guard let material = onSameView ?? Self.materialBackground(under: chain),
                  reported.insert(material.call.id).inserted,
                  file.releaseSide(of: material.call, in: availability) != .fallback,
                  // `.background { if #available(iOS 26, *) { Color.clear } else { material } }`
                  Self.isMaterialOrBlur(material) ? Self.drawsMaterialWithGlass(material, in: file, availability: availability) : true,
                  !Self.neverDrawnTogether(material, glass, in: file)
            else { continue }
            let kind = Self.kind(of: material)
            violations.append(Violation(
                at: material.nameToken, through: material.call,
                message: onSameView == nil ? "glass directly on a \(kind) background" : "\(kind) on the same view as glass",
                fix: "remove the \(kind); glass adapts by itself",
                // A helper may apply more than the material: its call stays.
                edits: material.call.id == helper?.call.id ? [] : ModifierRemoval.edits(removing: material)
            ))
        }
        return violations.sorted { $0.start < $1.start }
    }

    static func isMaterialOrBlur(_ modifier: Modifier) -> Bool {
        (modifier.name == "blur" && !isEdgeSoftening(modifier) && !isAnimated(modifier))
            || ((modifier.name == "background" || modifier.name == "fill") && ShapeStyles.namesMaterial(modifier))
    }

    /// `.blur(radius: 15 * progress)`: a radius that follows a value blurs the view while
    /// it moves (a menu opening), zero at rest; it frosts no backing.
    static func isAnimated(_ blur: Modifier) -> Bool {
        guard let radius = radius(of: blur) else { return false }
        return SyntaxQueries.signedNumber(radius) == nil && Ternary(radius) == nil
    }

    /// `.blur(radius: shown ? 0 : 25)`: a radius chosen between none and some, a blur that
    /// one state turns off. The view fades in or out of it (an entrance): applied over the
    /// glass it is no backing, and on a material it is no glass highlight.
    static func isSwitchedOff(_ blur: Modifier) -> Bool {
        guard blur.name == "blur", let radius = radius(of: blur), Ternary(radius) != nil else { return false }
        return Ternary.alternatives(radius).contains { SyntaxQueries.signedNumber($0) == 0 }
    }

    /// `.blur(radius: r)` or `.blur(r)`: the radius given.
    private static func radius(of blur: Modifier) -> ExprSyntax? {
        blur.argument(labeled: "radius") ?? blur.firstUnlabeledArgument
    }

    /// `.blur(radius: 1)`: a blur of a point softens an edge, it frosts nothing.
    static func isEdgeSoftening(_ blur: Modifier) -> Bool {
        guard let value = radius(of: blur).flatMap(SyntaxQueries.signedNumber) else { return false }
        return value <= 1
    }

    /// Whether the material is drawn on the glass releases: not only in the pre-26 branch
    /// of an availability check inside the modifier's own content.
    static func drawsMaterialWithGlass(_ modifier: Modifier, in file: SyntaxFile, availability: FileAvailability) -> Bool {
        let words = ShapeStyles.materialTokens(of: modifier)
        return words.isEmpty || words.contains { file.releaseSide(of: $0, in: availability) != .fallback }
    }

    /// `.background { if !isDocked { Capsule().fill(.ultraThinMaterial) } }` on a view whose
    /// glass comes from `.modifier(DockGlass(isEnabled: isDocked))`, a helper that draws no
    /// glass when not enabled: the material is drawn only in the state without glass.
    static func neverDrawnTogether(_ material: Modifier, _ glass: [AppliedGlass], in file: SyntaxFile) -> Bool {
        guard let drawn = condition(drawing: material) else { return false }
        return glass.allSatisfy { applied in
            guard applied.helper != nil, let choices = file.helperEffect(of: applied.modifier)?.choices else { return false }
            let argument = choices.argument(in: HelperReference.arguments(of: applied.modifier)) { $0.label?.text }
            guard let argument, let passed = ParameterCondition(reading: argument.expression), passed.name == drawn.name,
                  let passedFlag = passed.flag, let drawnFlag = drawn.flag
            else { return false }
            // The argument's value whenever the material is drawn.
            let value = passedFlag == drawnFlag
            return choices.byCase[String(value)]?.glass.isEmpty == true
        }
    }

    /// The condition of the `if` inside the modifier that draws its material, when it reads one name.
    private static func condition(drawing material: Modifier) -> ParameterCondition? {
        guard let token = ShapeStyles.materialTokens(of: material).first else { return nil }
        for ancestor in token.ancestors {
            if ancestor.id == material.call.id { return nil }
            guard let branch = ancestor.as(IfExprSyntax.self) else { continue }
            guard branch.body.isAncestorOrSelf(of: token), branch.conditions.count == 1,
                  let condition = branch.conditions.first?.condition.as(ExprSyntax.self)
            else { return nil }
            return ParameterCondition(reading: condition)
        }
        return nil
    }

    static func kind(of modifier: Modifier) -> String {
        modifier.name == "blur" ? "blur" : "material"
    }

    /// The background of the nearest view around the glassed one that has a background,
    /// when that background is a material and the glassed view is all it holds: a panel
    /// with more content than the glass is a surface of its own, not the glass's backdrop.
    static func materialBackground(under chain: ModifierChain) -> Modifier? {
        for call in chain.expression.enclosingCalls where !call.calledExpression.is(MemberAccessExprSyntax.self) {
            if let content = CallNames.contentClosure(of: call), content.statements.count > 1 { return nil }
            guard let around = ModifierChain.enclosing(call),
                  let background = around.modifiers.first(where: { $0.name == "background" })
            else { continue }
            return isMaterialOrBlur(background) ? background : nil
        }
        return nil
    }
}
