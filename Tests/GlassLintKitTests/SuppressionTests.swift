@testable import GlassLintKit
import Testing

struct SuppressionTests {
    private func findings(_ code: String) -> [Finding] {
        let rules = [RuleHarness.configured(GlassBeforeLayout.self), RuleHarness.configured(UnknownRuleInComment.self)]
        return FileReviewer(rules: rules, parseAll: true).review(source: code, path: "A.swift").findings.map(\.finding)
    }

    @Test func nextLineSuppressesOnlyTheNextLine() {
        let found = findings("""
            // glasslint:disable:next glass-before-layout
            Text("a").glassEffect().padding()
            Text("b").glassEffect().padding()
            """)
        #expect(found.map(\.line) == [3])
    }

    @Test func thisLineAndRegions() {
        let found = findings("""
            Text("a").glassEffect().padding() // glasslint:disable:this glass-before-layout
            // glasslint:disable glass-before-layout
            Text("b").glassEffect().padding()
            Text("c").glassEffect().padding()
            // glasslint:enable glass-before-layout
            Text("d").glassEffect().padding()
            """)
        #expect(found.map(\.line) == [6])
    }

    @Test func fileWideAndAll() {
        #expect(findings("// glasslint:disable:file all\nText(\"a\").glassEffect().padding()").isEmpty)
        #expect(findings("Text(\"a\").glassEffect().padding()\n// glasslint:disable:file glass-before-layout").isEmpty)
    }

    @Test func otherRulesAreNotSuppressed() {
        let found = findings("""
            // glasslint:disable:next glass-default-shape
            Text("a").glassEffect().padding()
            """)
        #expect(found.map(\.rule) == ["glass-before-layout"])
    }

    @Test func unknownIdsAreReportedWhereTheyAreWritten() {
        let found = findings("// glasslint:disable:next glass-before-layout, glas-on-glass\nText(\"a\")")
        #expect(found.map(\.rule) == ["unknown-rule-in-comment"])
        #expect(found.first?.column == 48)
        #expect(found.first?.message == "'glas-on-glass' is not a glasslint rule")
    }
}
