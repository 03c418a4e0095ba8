import Foundation
@testable import GlassLintKit
import Testing

/// The prefilter may skip a file only when no rule can find anything in it: every
/// triggering example of every rule must pass its own rule's prefilter, trigger words and
/// textual preconditions included.
struct IndexPrefilterTests {
    static let examples = RuleCatalog.all.flatMap { type in
        type.description.triggeringExamples.indices.map { RuleExampleTests.Case(ruleID: type.description.id, index: $0) }
    }

    @Test(arguments: examples)
    func everyTriggeringExamplePassesItsRulesPrefilter(_ test: RuleExampleTests.Case) {
        let code = RuleHarness.stripMarkers(test.rule.description.triggeringExamples[test.index].code).code
        let prefilter = Prefilter(rules: [RuleHarness.configured(test.rule)])
        #expect(prefilter.needsSyntaxTree(Data(code.utf8)))
    }

    @Test func preconditionsSkipFilesThatCannotHoldAFinding() {
        let prefilter = Prefilter(rules: [RuleHarness.configured(SectionHeaderCase.self), RuleHarness.configured(BarItemBackdrop.self)])
        #expect(!prefilter.needsSyntaxTree(Data(#"Form { Section("Units") { Text("GPS on") } }"#.utf8)))
        #expect(prefilter.needsSyntaxTree(Data(#"Form { Section("UNITS") { Text("On") } }"#.utf8)))
        #expect(prefilter.needsSyntaxTree(Data(#"Section { } header: { Text("ÉTAPES") }"#.utf8)))
        #expect(!prefilter.needsSyntaxTree(Data(#"list.toolbar { Button("Edit") { edit() } }"#.utf8)))
        #expect(prefilter.needsSyntaxTree(Data(#"list.toolbar { Button("Edit") { edit() }.shadow(radius: 2) }"#.utf8)))
    }

    @Test func preconditionsOfWidgetsMaterialsSheetsAndChecks() {
        let prefilter = Prefilter(rules: [
            RuleHarness.configured(GlassInWidget.self), RuleHarness.configured(ImitatedGlass.self),
            RuleHarness.configured(SheetBackground.self), RuleHarness.configured(ScatteredAvailabilityChecks.self),
        ])
        #expect(!prefilter.needsSyntaxTree(Data("import WidgetKit\nfunc reload() { WidgetCenter.shared.reloadAllTimelines() }".utf8)))
        #expect(!prefilter.needsSyntaxTree(Data("import WidgetKit\nstruct E: TimelineEntry { let date: Date }".utf8)), "no glass")
        #expect(prefilter.needsSyntaxTree(Data("import WidgetKit\nstruct E: TimelineEntry { }\nlet v = Text(\"a\").glassEffect()".utf8)))
        #expect(!prefilter.needsSyntaxTree(Data("card.background(.thinMaterial)".utf8)), "a material alone")
        #expect(prefilter.needsSyntaxTree(Data("card.background(.thinMaterial).blur(radius: 2)".utf8)))
        #expect(prefilter.needsSyntaxTree(Data("x.sheet(isPresented: $a) { Form { }.background(.thinMaterial) }".utf8)))
        #expect(!prefilter.needsSyntaxTree(Data("if #available(iOS 17.0, *) { a() }".utf8)))
        #expect(!prefilter.needsSyntaxTree(Data("if #available(macOS 15.26, *) { a() }".utf8)), "26 as a minor version")
        #expect(prefilter.needsSyntaxTree(Data("guard #available(iOS 17, macOS 26.1, *) else { return }".utf8)))
        #expect(prefilter.needsSyntaxTree(Data("if #unavailable(iOS 27) { a() }".utf8)))
    }

    @Test func toolbarTextIsFoundWithoutParsing() {
        let text = ToolbarText(Data(#"""
            list
                .toolbar {
                    // a brace in a comment: }
                    Button("}") { edit() }.shadow(radius: 2)
                }
                .background(.red)
            var items: some ToolbarContent {
                ToolbarItem(placement: .topBarTrailing) { Label("Share", systemImage: "square.and.arrow.up") }
            }
            """#.utf8))
        #expect(text.bodies.count == 2)
        #expect(text.contains(".shadow"))
        #expect(!text.contains(".background"), "the background is on the list, after the toolbar")
        #expect(text.containsTitled("Button"))
        #expect(text.contains("systemImage:"))
        #expect(ToolbarText(Data("view.toolbar { Button(".utf8)).contains("Button("), "an unclosed body runs to the end")
    }
}
