import SwiftSyntax

/// `glassEffect()` without a shape on a view framed square: the default capsule turns
/// it into a circle.
public struct GlassDefaultShape: Rule {
    public static let description = RuleDescription(
        id: "glass-default-shape",
        title: "Default capsule on a square",
        severity: .info,
        rationale: """
            The default glass shape is a capsule: on a wide view it is a pill, on a square \
            view a circle. A button framed 44 by 44 with `glassEffect()` is drawn as a circle. \
            If a rounded square was meant, pass the shape: `in: .rect(cornerRadius: 12)`; if a \
            circle was meant, say so with `in: .circle`.
            """,
        source: "SwiftUI documentation of glassEffect(_:in:) and DefaultGlassEffectShape",
        triggers: ["glassEffect"],
        triggeringExamples: [
            RuleExample("""
                extension View {
                    func floatingGlass() -> some View {
                        glassEffect()
                    }
                }

                let add = Image(systemName: "plus").frame(width: 44, height: 44).↓floatingGlass()
                """, note: "the default shape through a project helper"),
            RuleExample("""
                Image(systemName: "plus")
                    .frame(width: 44, height: 44)
                    .↓glassEffect()
                """),
            RuleExample(#"Image(systemName: "plus").frame(width: size, height: size).↓glassEffect(.regular.interactive())"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Image(systemName: "plus").frame(width: 44, height: 44).glassEffect(in: .circle)"#),
            RuleExample(#"Image(systemName: "plus").frame(width: 44, height: 44).glassEffect(.regular, in: .rect(cornerRadius: 12))"#),
            RuleExample(#"Text("Add").frame(width: 120, height: 44).glassEffect()"#, note: "a wide frame is meant to be a pill"),
            RuleExample(#"Circle().frame(width: 44, height: 44).glassEffect()"#, note: "a circle was meant"),
            RuleExample("""
                extension View {
                    func roundGlass() -> some View {
                        glassEffect(.regular, in: .circle)
                    }
                }

                let add = Image(systemName: "plus").frame(width: 44, height: 44).roundGlass()
                """, note: "a project helper that passes its shape"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let glass = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect }),
                  glass.facts.usesDefaultShape,
                  let index = chain.position(of: glass.modifier),
                  chain.baseName != "Circle",
                  let frame = chain.modifiers[..<index].last(where: { $0.name == "frame" }),
                  let width = frame.argument(labeled: "width"), let height = frame.argument(labeled: "height"),
                  width.trimmedText == height.trimmedText
            else { return nil }
            return Violation(
                at: glass.modifier.nameToken, through: glass.modifier.call,
                message: "default capsule on a square frame draws a circle",
                fix: "pass in: .rect(cornerRadius:) or in: .circle"
            )
        }
    }
}
