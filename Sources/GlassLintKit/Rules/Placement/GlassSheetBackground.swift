import SwiftSyntax

/// A view with glass as a sheet's `presentationBackground`: it has only the sheet's own
/// backdrop to sample and renders as a flat dark slab.
public struct GlassSheetBackground: Rule {
    public static let description = RuleDescription(
        id: "glass-sheet-background",
        title: "Glass as a sheet's background",
        severity: .warning,
        rationale: """
            `presentationBackground { … }` draws its view inside the sheet, over the sheet's own \
            backdrop. Glass there has nothing of the screen behind the sheet to sample, so instead \
            of glass it renders as a flat dark slab. A partial-height sheet is already glass on the \
            26 releases: leave its background to the system, or give it a plain fill or a material \
            (`presentationBackground(.thinMaterial)`), which samples the presenting screen.
            """,
        source: "code-payments/code-ios-app pull requests 773 and 775 (glassEffect in presentationBackground came out as a flat dark slab); WWDC25 session 323",
        triggers: ["presentationBackground"],
        triggeringExamples: [
            RuleExample("""
                ChatStarter()
                    .presentationDetents([.medium])
                    .↓presentationBackground {
                        Color.clear.glassEffect(.regular, in: .rect)
                    }
                """),
            RuleExample("""
                ChatStarter()
                    .↓presentationBackground(alignment: .bottom) {
                        Rectangle().fill(.clear).glassEffect()
                    }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                ChatStarter()
                    .presentationDetents([.medium])
                    .presentationBackground(.thinMaterial)
                """, note: "a material samples the presenting screen (sheet-background may still ask whether it is needed)"),
            RuleExample("""
                ChatStarter()
                    .presentationBackground {
                        LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom)
                    }
                """, note: "no glass in the background"),
            RuleExample("""
                ChatStarter()
                    .presentationBackground {
                        Color.clear.glassEffect(.identity)
                    }
                """, note: ".identity is no glass"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.flatMap { chain in
            chain.modifiers(named: "presentationBackground").compactMap { modifier -> Violation? in
                guard let glass = Self.glass(in: modifier, of: file) else { return nil }
                return Violation(
                    at: modifier.nameToken, through: modifier.call,
                    message: "\(glass) in presentationBackground has nothing behind the sheet to sample: it renders as a flat dark slab",
                    fix: "leave the sheet's background to the system, or use a material"
                )
            }
        }
    }

    /// The glass a `presentationBackground { … }` view shows (`glassEffect`, a helper's
    /// glass), if it shows any. `sheet-background` leaves these backgrounds to this rule.
    static func glass(in modifier: Modifier, of file: SyntaxFile) -> String? {
        guard let content = CallNames.contentClosure(of: modifier.call) else { return nil }
        for chain in file.chains where content.isAncestorOrSelf(of: chain.expression) {
            if let applied = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect }) { return applied.spelling }
            if !file.glassOfCustomView(at: chain).isEmpty, let name = chain.baseName { return "\(name) (glass)" }
        }
        return nil
    }
}
