import SwiftSyntax

/// A custom sheet or popover background: `presentationBackground(…)`, or a material
/// behind a sheet's content.
public struct SheetBackground: Rule {
    public static let description = RuleDescription(
        id: "sheet-background",
        title: "Custom sheet background",
        severity: .warning,
        rationale: """
            On the 26 releases a partial-height sheet is drawn as inset glass and becomes \
            solid as it grows to full height; the system decides. A custom background \
            (`presentationBackground`, a material behind the sheet's content) replaces that \
            with a fixed look that neither lenses nor morphs. Remove it unless the design \
            truly needs one; keep it in the pre-26 branch. The removal changes the look on \
            purpose, so `glasslint fix` applies it only when asked to include removals.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\"; SwiftUI documentation of presentationBackground(_:)",
        triggers: ["presentationBackground", "Material"],
        triggeringExamples: [
            RuleExample("""
                TripDetails(trip: trip)
                    .presentationDetents([.medium, .large])
                    .↓presentationBackground(.ultraThinMaterial)
                """),
            RuleExample("""
                list.sheet(isPresented: $showsFilters) {
                    FilterForm()
                        .padding()
                        .↓background(.regularMaterial)
                }
                """, note: "a material behind the whole content of a sheet"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                if #available(iOS 26.0, *) {
                    details.presentationDetents([.medium])
                } else {
                    details.presentationDetents([.medium]).presentationBackground(.thinMaterial)
                }
                """, note: "the pre-26 branch keeps its own background"),
            RuleExample("""
                list.sheet(isPresented: $showsFilters) {
                    VStack {
                        Text("Filters")
                        Label("Nearby", systemImage: "location").background(.thinMaterial, in: .capsule)
                    }
                }
                """, note: "a material on one element inside the sheet is not the sheet's background"),
            RuleExample("""
                ChatStarter()
                    .presentationBackground { Color.clear.glassEffect() }
                """, note: "glass as the background is glass-sheet-background's finding"),
        ],
        corrections: [
            RuleCorrection("""
                TripDetails(trip: trip)
                    .presentationDetents([.medium, .large])
                    .presentationBackground(.ultraThinMaterial)
                """, """
                TripDetails(trip: trip)
                    .presentationDetents([.medium, .large])
                """),
        ]
    ).fixed(as: .removal)

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let availability = file.availability
        return file.chains.flatMap { chain -> [Violation] in
            let isSheetContent = Self.isSheetContent(chain)
            return chain.modifiers.compactMap { modifier -> Violation? in
                let isCustom = (modifier.name == "presentationBackground" && GlassSheetBackground.glass(in: modifier, of: file) == nil)
                    || (isSheetContent && modifier.name == "background" && ShapeStyles.namesMaterial(modifier))
                guard isCustom, file.releaseSide(of: modifier.call, in: availability) != .fallback else { return nil }
                return Violation(
                    at: modifier.nameToken, through: modifier.call,
                    message: "custom sheet background replaces the system's glass",
                    fix: "remove it unless the design needs one",
                    edits: ModifierRemoval.edits(removing: modifier)
                )
            }
        }
    }

    /// The whole content of a `sheet`, `popover` or `inspector`: a statement of its closure.
    static func isSheetContent(_ chain: ModifierChain) -> Bool {
        guard let statements = chain.expression.parent?.parent?.as(CodeBlockItemListSyntax.self),
              let closure = statements.parent?.as(ClosureExprSyntax.self),
              let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = CallNames.name(ofCall: call)
        else { return false }
        return PlacementVocabulary.sheets.contains(name)
    }
}
