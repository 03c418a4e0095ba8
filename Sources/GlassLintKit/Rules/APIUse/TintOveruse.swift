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
            share a screen, nothing stands out any more and the glass reads as decoration. \
            Tint one primary element; put colour in the content layer.
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
        ],
        nonTriggeringExamples: [
            RuleExample("""
                HStack {
                    Image(systemName: "car").padding().glassEffect(.regular.tint(.blue))
                    Image(systemName: "tram").padding().glassEffect()
                    Image(systemName: "figure.walk").padding().glassEffect()
                }
                """, note: "one tinted element among plain ones"),
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
            let glassViews = ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure)).filter { view in
                let applied = file.appliedGlass(in: view)
                return !applied.isEmpty && !applied.contains { $0.facts.kind == .prominentButtonStyle }
            }
            guard glassViews.count >= 2, glassViews.allSatisfy({ Self.isTinted($0, in: file) }) else { return nil }
            return Violation(at: stack, message: "every glass element in this group is tinted", fix: "tint only the primary one")
        }
    }

    /// Tinted glass, through a helper too; a glass button style is tinted by `.tint`.
    static func isTinted(_ chain: ModifierChain, in file: SyntaxFile) -> Bool {
        file.appliedGlass(in: chain).contains { glass in
            switch glass.facts.kind {
            case .prominentButtonStyle: false
            case .buttonStyle: glass.facts.isTinted || chain.firstIndex(of: "tint") != nil
            case .effect: glass.facts.isTinted
            }
        }
    }

    private func crowdedProminence(in file: SyntaxFile) -> [Violation] {
        let sites = file.chains.flatMap { chain in
            file.appliedGlass(in: chain).filter { $0.facts.kind == .prominentButtonStyle }.map { (chain, $0) }
        }
        var violations: [Violation] = []
        for (index, (chain, glass)) in sites.enumerated() {
            let type = chain.expression.enclosingTypeDeclaration?.id
            let together = sites[..<index].filter { other in
                other.0.expression.enclosingTypeDeclaration?.id == type
                    && !SyntaxQueries.areMutuallyExclusive(other.0.expression, chain.expression)
            }
            let shown = together.map { Self.buttonCount(of: $0.0) }.reduce(0, +) + Self.buttonCount(of: chain)
            if shown > maxProminent, !together.isEmpty || Self.buttonCount(of: chain) > maxProminent {
                violations.append(Violation(
                    at: glass.modifier.nameToken, through: glass.modifier.call,
                    message: "\(shown) prominent glass buttons on one screen",
                    fix: "keep .glassProminent for the primary action; use .glass for the rest"
                ))
            }
        }
        return violations
    }

    /// A prominent style applied to a stack makes every button in it prominent.
    static func buttonCount(of chain: ModifierChain) -> Int {
        guard let name = chain.baseName, ModifierNames.stacks.contains(name) || name == "Group",
              let stack = chain.base?.as(FunctionCallExprSyntax.self), let closure = CallNames.contentClosure(of: stack)
        else { return 1 }
        return max(1, ViewBuilderContent.simultaneousCount(of: ViewBuilderContent.of(closure)) { $0.baseName == "Button" })
    }
}
