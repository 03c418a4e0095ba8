import SwiftSyntax

/// Glass API in code a visionOS build compiles. visionOS has none of the glass API, and
/// `if #available(iOS 26, *)` lets visionOS into the glass branch through its `*`.
public struct VisionOSGlass: Rule {
    public static let description = RuleDescription(
        id: "visionos-glass",
        title: "visionOS and the *",
        severity: .error,
        rationale: """
            Every SwiftUI glass API (`glassEffect`, `Glass`, `GlassEffectContainer`, the glass button \
            styles, `scrollEdgeEffectStyle`, …) is unavailable on visionOS, which has \
            `glassBackgroundEffect` instead. In a target that also builds for visionOS, \
            `if #available(iOS 26, *)` takes the glass branch on visionOS too, through the `*`, and the \
            build fails. Keep glass branches inside `#if !os(visionOS)` (or mark their declarations \
            `@available(visionOS, unavailable)`). Only targets whose platforms include visionOS are \
            judged; the sites are reported once, under all files.
            """,
        source: "SwiftUI interface: @available(visionOS, unavailable) on every glass API (API-FACTS.md)",
        triggers: APITable.triggerWords,
        triggeringExamples: [
            RuleExample("""
                if #available(iOS 26.0, *) {
                    controls.↓glassEffect(.regular.interactive())
                } else {
                    controls.background(.regularMaterial)
                }
                """, project: ExampleProjects.iOS17AndVisionOS2),
            RuleExample(#"Button("Save") { save() }.buttonStyle(.↓glassProminent)"#, project: ExampleProjects.iOS17AndVisionOS2),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    header.↓glassEffect()
                    footer.glassEffect()
                    GlassEffectContainer { controls }
                }
                """, note: "one #if !os(visionOS) fixes the whole branch: one finding, with the count", project: ExampleProjects.iOS17AndVisionOS2),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                #if !os(visionOS)
                if #available(iOS 26.0, *) {
                    controls.glassEffect(.regular.interactive())
                }
                #endif
                """, note: "the glass branch is compiled out of visionOS", project: ExampleProjects.iOS17AndVisionOS2),
            RuleExample("""
                @available(iOS 26.0, *)
                @available(visionOS, unavailable)
                struct GlassControls: View {
                    var body: some View { controls.glassEffect() }
                }
                """, note: "declared unavailable on visionOS", project: ExampleProjects.iOS17AndVisionOS2),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    controls.glassEffect()
                }
                """, note: "the target does not build for visionOS", project: ExampleProjects.iOS17),
            RuleExample("""
                #if os(visionOS)
                panel.glassBackgroundEffect()
                #else
                if #available(iOS 26.0, *) { panel.glassEffect() }
                #endif
                """, note: "visionOS's own glassBackgroundEffect", project: ExampleProjects.iOS17AndVisionOS2),
        ]
    )

    public init(options: RuleOptions) {}

    static let kind = ProjectWideKind(
        summary: "glass API compiled for visionOS",
        fix: "keep glass branches inside #if !os(visionOS)"
    )

    public func check(_ file: SyntaxFile) -> [Violation] {
        let flagged = file.availability.judgedUses.filter { $0.problems.contains(.unavailable(.visionOS)) }
        // One `#if !os(visionOS)` around an `#available` branch fixes every use in it: one finding, at the first.
        var usesPerBranch: [SyntaxIdentifier: Int] = [:]
        for judged in flagged {
            if let branch = Self.availabilityBranch(around: judged.use.token) { usesPerBranch[branch, default: 0] += 1 }
        }
        var reported: Set<SyntaxIdentifier> = []
        return flagged.compactMap { judged in
            let branch = Self.availabilityBranch(around: judged.use.token)
            if let branch, !reported.insert(branch).inserted { return nil }
            let others = branch.flatMap { usesPerBranch[$0] }.map { $0 - 1 } ?? 0
            let more = others > 0 ? " (and \(others) more use\(others == 1 ? "" : "s") in this #available branch)" : ""
            return judged.violation(
                message: "\(judged.use.symbol.name) does not exist on visionOS, which this target builds for\(more)",
                fix: branch == nil ? "wrap it in #if !os(visionOS); the * of #available lets visionOS in"
                    : "wrap the #available branch in #if !os(visionOS); its * lets visionOS in",
                severity: judged.severity(on: [.visionOS]), projectWide: Self.kind
            )
        }
    }

    /// The body of the innermost `if #available` the token stands in.
    private static func availabilityBranch(around token: TokenSyntax) -> SyntaxIdentifier? {
        var child = Syntax(token)
        for ancestor in token.ancestors {
            if let branch = ancestor.as(IfExprSyntax.self), child.id == branch.body.id,
               branch.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) {
                return branch.body.id
            }
            child = ancestor
        }
        return nil
    }
}
