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
                Button {
                    share()
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                .↓glassEffect(.regular.tint(.teal), in: .rect(cornerRadius: 12))
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Button("Add stop") { addStop() }.buttonStyle(.glass)"#),
            RuleExample(#"Button("Add stop") { addStop() }.glassEffect(.regular.interactive())"#),
            RuleExample(#"Button("Add stop") { addStop() }.glassEffect(style)"#,
                        note: "a glass value the syntax cannot read"),
            RuleExample(#"Text("Add stop").padding().glassEffect()"#),
        ],
        corrections: [
            RuleCorrection(#"Button("Add stop") { addStop() }.glassEffect()"#,
                           #"Button("Add stop") { addStop() }.buttonStyle(.glass)"#),
            RuleCorrection(#"Button("Retake") { retake() }.glassEffect(.clear)"#,
                           #"Button("Retake") { retake() }.buttonStyle(.glass(.clear))"#),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard chain.baseName == "Button",
                  let index = chain.modifiers.firstIndex(where: { $0.name == "glassEffect" }),
                  let glass = GlassApplication(chain.modifiers[index]),
                  glass.glass.isInteractive == false, glass.glass.drawsGlass,
                  glass.glass.variant != .dynamic
            else { return nil }
            let before = chain.modifiers[..<index]
            let isSameControl = glass.modifier.argument(labeled: "in") == nil
                && !before.contains { ModifierNames.layout.contains($0.name) || $0.name == "buttonStyle" }
            var edits: [TextEdit] = []
            if isSameControl {
                let style = glass.modifier.firstUnlabeledArgument.map { ".glass(\(file.text(of: $0)))" } ?? ".glass"
                edits = [TextEdit(
                    start: glass.modifier.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: glass.modifier.call.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: "buttonStyle(\(style == ".glass(.regular)" ? ".glass" : style))"
                )]
            }
            return Violation(
                at: glass.modifier.nameToken, through: glass.modifier.call,
                message: "button with plain glass, no press response",
                fix: "use .buttonStyle(.glass)", edits: edits
            )
        }
    }
}
