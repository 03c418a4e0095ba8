import SwiftSyntax

/// A screen built on clear glass over dimmed media that never asks whether Reduce
/// Transparency is on.
public struct ReduceTransparencyFallback: Rule {
    public static let description = RuleDescription(
        id: "reduce-transparency-fallback",
        title: "Clear glass without a Reduce Transparency check",
        severity: .info,
        rationale: """
            Clear glass is legible only through what the screen adds beneath it: a dimming \
            layer over media. People who turn on Reduce Transparency (and, from the 27 releases, \
            lower the transparency of the system) ask for less see-through material; the system \
            frosts its own glass, but the screen's design still rests on what shows through. A \
            screen that depends on clear glass should read `@Environment(\\.accessibilityReduceTransparency)` \
            and, when it is on, use `.regular` glass or a solid backing. Reported once per type, as \
            info: only a device run shows whether the screen stays legible. Clear glass without \
            dimming is `clear-glass-legibility`'s; clear glass over the black watch face is \
            watchOS's idiom and is left alone.
            """,
        source: "Human Interface Guidelines, Materials and Accessibility; WWDC25 session 219 \"Meet Liquid Glass\"; SwiftUI documentation of EnvironmentValues.accessibilityReduceTransparency",
        triggers: ["glassEffect"],
        triggeringExamples: [
            RuleExample("""
                struct PhotoHeader: View {
                    var body: some View {
                        ZStack {
                            Image("coast").resizable().scaledToFill()
                            Color.black.opacity(0.35)
                            Label("Favorite", systemImage: "heart").padding().↓glassEffect(.clear)
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct PhotoHeader: View {
                    @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency
                    var body: some View {
                        ZStack {
                            Image("coast").resizable().scaledToFill()
                            Color.black.opacity(0.35)
                            Label("Favorite", systemImage: "heart").padding()
                                .glassEffect(reduceTransparency ? .regular : .clear)
                        }
                    }
                }
                """, note: "the screen reads the setting"),
            RuleExample("""
                struct PhotoHeader: View {
                    var body: some View {
                        Image("coast").overlay { Label("Favorite", systemImage: "heart").padding().glassEffect(.clear) }
                    }
                }
                """, note: "no dimming: clear-glass-legibility's finding"),
            RuleExample("""
                struct LightControls: View {
                    var body: some View {
                        ZStack {
                            Color.black
                            Label("On", systemImage: "lightbulb").padding().glassEffect(.clear)
                        }
                    }
                }
                """, note: "clear glass over the black watch face is watchOS's idiom", project: ExampleProjects.watchOS26),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        var reportedScopes: Set<SyntaxIdentifier> = []
        return file.chains.flatMap { chain in
            file.appliedGlass(in: chain).compactMap { glass -> Violation? in
                guard glass.helper == nil, glass.facts.kind == .effect, glass.facts.variant == .clear,
                      !HelperReference.isInDefinition(glass.modifier.call) else { return nil }
                let scope: Syntax = glass.modifier.call.enclosingTypeDeclaration.map(Syntax.init) ?? Syntax(file.tree)
                guard Set(file.availability.at(glass.modifier.call).platforms.keys) != [.watchOS],
                      ClearGlassLegibility.hasDimming(scope), !Self.readsReduceTransparency(scope),
                      reportedScopes.insert(scope.id).inserted else { return nil }
                return Violation(
                    at: glass.modifier.nameToken, through: glass.modifier.call,
                    message: "this screen depends on clear glass and never reads accessibilityReduceTransparency",
                    fix: "read @Environment(\\.accessibilityReduceTransparency) and use .regular or a solid backing when on"
                )
            }
        }
    }

    private static func readsReduceTransparency(_ scope: Syntax) -> Bool {
        scope.tokens(viewMode: .sourceAccurate).contains { $0.text == "accessibilityReduceTransparency" }
    }
}
