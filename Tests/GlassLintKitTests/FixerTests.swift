@testable import GlassLintKit
import SwiftParser
import Testing

struct FixerTests {
    @Test func overlappingFixesAreAppliedOverSeveralPasses() {
        // The stack needs a container and each child has glass before padding: the wrap
        // and the moves overlap, so they land in different passes.
        let source = """
            HStack(spacing: 8) {
                Text("a").glassEffect().padding()
                Text("b").glassEffect().padding()
            }
            """
        let outcome = Fixer(rules: Configuration().enabledRules()).fix(source: source, path: "A.swift")
        #expect(outcome.text == """
            GlassEffectContainer(spacing: 8) {
                HStack(spacing: 8) {
                    Text("a").padding().glassEffect()
                    Text("b").padding().glassEffect()
                }
            }
            """)
        #expect(Set(outcome.applied.map(\.rule)) == ["glass-before-layout", "glass-needs-container"])
        #expect(!Fixer(rules: Configuration().enabledRules()).fix(source: outcome.text, path: "A.swift").changed)
    }

    @Test func editsThatOverlapAreDeferred() {
        let (text, applied) = EditApplier.apply([
            [TextEdit(start: 0, end: 3, replacement: "xyz")],
            [TextEdit(start: 2, end: 4, replacement: "!")],
            [TextEdit(start: 5, end: 5, replacement: "+")],
        ], to: "abcdefg")
        #expect(text == "xyzde+fg")
        #expect(applied == [0, 2])
    }

    @Test func syntaxErrorsAreCounted() {
        #expect(Fixer.syntaxErrorCount(Parser.parse(source: "let a = 1")) == 0)
        #expect(Fixer.syntaxErrorCount(Parser.parse(source: "let = = (")) > 0)
    }
}
