import SwiftSyntax

/// A modifier that cannot reach the glass it is meant for: `glassEffectTransition` inside
/// the `glassEffect`, `View.tint` after a glass effect, a glass button style on a view
/// that is not a button.
public struct GlassModifierOrder: Rule {
    public static let description = RuleDescription(
        id: "glass-modifier-order",
        title: "Modifier that cannot reach the glass",
        severity: .warning,
        rationale: """
            Some glass modifiers only work from the right place. `glassEffectTransition` \
            animates the glass applied inside it, so placed before the `glassEffect` it has \
            nothing to animate. `View.tint(_:)` after `glassEffect` tints the view's \
            controls, not its glass: use `Glass.tint` (`.glassEffect(.regular.tint(.orange))`). \
            A glass button style styles buttons; on a text, an image or a shape it does \
            nothing.
            """,
        source: "SwiftUI documentation of glassEffectTransition(_:), Glass.tint(_:) and GlassButtonStyle",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                Button { plan() } label: {
                    Label("Plan a Trip", systemImage: "plus").padding()
                }
                .glassEffect(.regular.interactive())
                .↓tint(.orange)
                """),
            RuleExample("""
                Image(systemName: "sparkles")
                    .↓glassEffectTransition(.materialize)
                    .padding()
                    .glassEffect()
                """),
            RuleExample(#"Text("Directions").padding().↓buttonStyle(.glass)"#),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                Button("End", systemImage: "xmark") { end() }
                    .buttonStyle(.glassProminent)
                    .tint(.red)
                """, note: "tint after a prominent glass button style is how it is coloured"),
            RuleExample("""
                Image(systemName: "sparkles")
                    .padding()
                    .glassEffect()
                    .glassEffectTransition(.materialize)
                """),
            RuleExample("""
                HStack {
                    Button("Walk") { pick(.walking) }
                    Button("Drive") { pick(.driving) }
                }
                .buttonStyle(.glass)
                """, note: "a button style on a stack styles the buttons in it"),
            RuleExample(#"Text("Go").padding().glassEffect(.regular.tint(.orange))"#),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.flatMap { chain -> [Violation] in
            let applied = file.appliedGlass(in: chain)
            var violations: [Violation] = []
            if let effect = applied.first(where: { $0.facts.kind == .effect }) {
                let effectIndex = chain.position(of: effect.modifier) ?? 0
                let styled = applied.contains { $0.facts.kind != .effect }
                for (index, modifier) in chain.modifiers.enumerated() {
                    if modifier.name == "glassEffectTransition", index < effectIndex {
                        violations.append(Violation(
                            at: modifier.nameToken, through: modifier.call,
                            message: "glassEffectTransition before \(effect.spelling) has no glass to animate",
                            fix: "move it after \(effect.spelling)"
                        ))
                    } else if modifier.name == "tint", index > effectIndex, !styled {
                        violations.append(Violation(
                            at: modifier.nameToken, through: modifier.call,
                            message: "tint after \(effect.spelling) does not tint the glass",
                            fix: "use .glassEffect(.regular.tint(…))"
                        ))
                    }
                }
            }
            for style in applied where style.facts.kind != .effect && style.helper == nil {
                guard let base = chain.baseName, ModifierNames.staticViews.contains(base) || ModifierNames.stacks.contains(base),
                      !Tappability.containsControl(chain.base)
                else { continue }
                violations.append(Violation(
                    at: style.modifier.nameToken, through: style.modifier.call,
                    message: "glass button style on \(base), which is not a button, does nothing",
                    fix: "make it a Button, or use glassEffect"
                ))
            }
            return violations
        }
    }
}
