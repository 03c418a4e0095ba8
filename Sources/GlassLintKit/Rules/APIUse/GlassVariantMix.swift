import SwiftSyntax

/// Regular and clear glass in one element or one cluster.
public struct GlassVariantMix: Rule {
    public static let description = RuleDescription(
        id: "glass-variant-mix",
        title: "Mixed glass variants",
        severity: .warning,
        rationale: """
            Regular and clear glass behave differently: regular adapts to what is behind it, \
            clear stays transparent. Side by side in one control group they look like two \
            materials and break the illusion of one surface. Pick one variant per element \
            and per cluster. A custom view whose body may draw either variant (a badge that \
            switches over its style in ways its uses do not pin down) is not known to draw \
            the one that mixes, and does not count.
            """,
        source: "WWDC25 session 219 \"Meet Liquid Glass\"",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                struct ClearChip: View {
                    var body: some View {
                        Image(systemName: "sun.max").padding().glassEffect(.clear)
                    }
                }

                struct Controls: View {
                    var body: some View {
                        ↓HStack {
                            ClearChip()
                            Image(systemName: "moon").padding().glassEffect()
                        }
                    }
                }
                """, note: "a custom view whose body is clear glass beside regular glass"),
            RuleExample("""
                ↓HStack {
                    Image(systemName: "backward.fill").padding().glassEffect(.clear)
                    Image(systemName: "play.fill").padding().glassEffect()
                }
                """),
            RuleExample("""
                ↓GlassEffectContainer {
                    VStack {
                        Button("Flash") { toggleFlash() }.buttonStyle(.glass(.clear))
                        HStack {
                            Button("Flip") { flip() }.buttonStyle(.glass)
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                HStack {
                    Image(systemName: "backward.fill").padding().glassEffect(.clear)
                    Image(systemName: "play.fill").padding().glassEffect(.clear)
                }
                """),
            RuleExample("""
                HStack {
                    if overPhoto {
                        Image(systemName: "play.fill").padding().glassEffect(.clear)
                    } else {
                        Image(systemName: "play.fill").padding().glassEffect()
                    }
                }
                """, note: "the if and the else are never on screen together"),
            RuleExample("""
                HStack {
                    Image(systemName: "backward.fill").padding().glassEffect(.clear)
                    Image(systemName: "play.fill").padding().glassEffect(.identity)
                }
                """, note: "identity glass is no glass"),
            RuleExample("""
                struct ClearChip: View {
                    var body: some View {
                        Image(systemName: "sun.max").padding().glassEffect(.clear)
                    }
                }

                struct Controls: View {
                    var body: some View {
                        HStack {
                            ClearChip()
                            Image(systemName: "moon").padding().glassEffect(.clear)
                        }
                    }
                }
                """, note: "a custom view's own glass counts with its variant"),
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

                struct Toolbar: View {
                    var body: some View {
                        HStack {
                            Text("Draft").padding().surface(.regular)
                            Text("Sent").padding().surface(.regular, interactive: true)
                        }
                    }
                }
                """, note: "a helper whose arguments pick one glass draws one at a time, not a mix"),
            RuleExample("""
                struct InfoBadge: View {
                    let text: String
                    var variant: Variant = .clear
                    var tint: Color?

                    var body: some View {
                        switch (variant, tint) {
                        case (.regular, let tint?): Text(text).padding(4).glassEffect(.regular.tint(tint))
                        case (.regular, nil): Text(text).padding(4).glassEffect(.regular)
                        case (.clear, let tint?): Text(text).padding(4).glassEffect(.clear.tint(tint))
                        case (.clear, nil): Text(text).padding(4).glassEffect(.clear)
                        }
                    }
                }

                struct LeaderRow: View {
                    var body: some View {
                        HStack {
                            Text(leader.name)
                            InfoBadge(text: leader.school)
                            InfoBadge(text: leader.role)
                        }
                    }
                }
                """, note: "a view that switches between the variants is not known to draw the one that mixes"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let name = chain.baseName, let call = chain.base?.as(FunctionCallExprSyntax.self),
                  let closure = CallNames.contentClosure(of: call)
            else { return nil }
            let members: [(ModifierChain, GlassFacts)]
            if name == "GlassEffectContainer" {
                members = file.chains.filter { other in
                    closure.isAncestorOrSelf(of: other.expression) && Self.nearestContainer(of: other.expression)?.id == call.id
                }.flatMap { other in Self.glass(of: other, in: file).map { (other, $0) } }
            } else if ModifierNames.stacks.contains(name), !chain.expression.isInside(callsNamed: ["GlassEffectContainer"]) {
                members = ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure))
                    .flatMap { view in Self.glass(of: view, in: file).map { (view, $0) } }
            } else {
                return nil
            }
            let clear = members.filter { $0.1.variant == .clear }
            let regular = members.filter { $0.1.variant == .regular }
            let mixed = clear.contains { c in
                regular.contains { r in !SyntaxQueries.areMutuallyExclusive(c.0.expression, r.0.expression) }
            }
            guard mixed else { return nil }
            return Violation(
                at: call, message: "regular and clear glass in one cluster",
                fix: "use one variant for the whole group"
            )
        }
    }

    /// The glass a view surely shows: applied to it, by a helper, or by the custom view it is.
    /// A custom view whose body may draw either variant (a badge that switches over a style)
    /// is not known to draw the one that mixes: its glass does not count.
    static func glass(of view: ModifierChain, in file: SyntaxFile) -> [GlassFacts] {
        let custom = file.glassOfCustomView(at: view)
        let variants = Set(custom.map(\.variant))
        let isEither = variants.contains(.clear) && variants.contains(.regular)
        return file.appliedGlass(in: view).map(\.facts) + (isEither ? [] : custom)
    }

    static func nearestContainer(of node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        node.enclosingCalls.first { CallNames.name(ofCall: $0) == "GlassEffectContainer" }
    }
}
