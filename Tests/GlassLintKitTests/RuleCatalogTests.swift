@testable import GlassLintKit
import Testing

struct RuleCatalogTests {
    /// The ids of the specification, rules 1 to 12, as users write them.
    static let specifiedIDs = [
        "glass-before-layout", "glass-needs-container", "container-spacing", "interactive-on-static",
        "tint-overuse", "glass-button-style", "morph-incomplete", "clear-glass-legibility",
        "glass-variant-mix", "glass-toggle-identity", "unknown-glass-api", "glass-default-shape",
    ]

    @Test func idsAreUniqueAndKebabCase() {
        let ids = RuleCatalog.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }

    @Test func everySpecifiedRuleExists() {
        for id in Self.specifiedIDs {
            #expect(RuleCatalog.rule(withID: id) != nil, "\(id) is missing")
        }
    }

    @Test func everyRuleIsDocumentedAndExemplified() {
        for type in RuleCatalog.all {
            let description = type.description
            #expect(!description.title.isEmpty)
            #expect(description.rationale.count > 80, "\(description.id) needs a real rationale")
            #expect(!description.source.isEmpty)
            #expect(!description.triggers.isEmpty)
            #expect(description.triggeringExamples.count >= 1, "\(description.id)")
            #expect(description.nonTriggeringExamples.count >= 2, "\(description.id)")
        }
    }

    @Test func fixableRulesAreThoseOfTheSpecification() {
        let fixable = Set(RuleCatalog.all.filter { $0.description.isFixable }.map { $0.description.id })
        #expect(fixable == [
            "glass-before-layout", "glass-needs-container", "container-spacing", "glass-button-style",
            "glass-toggle-identity", "unknown-glass-api",
            // Removals, applied only when asked for.
            "material-under-glass", "opaque-bar-background", "sheet-background",
        ])
    }
}
