import Foundation
import GlassLintKit
import GlassLintTestSupport
import Testing
@testable import GlassLintCommand

/// docs/rules.md is the rule catalogue's own text: every rule's `glasslint explain` page.
/// When a rule changes, the committed page is regenerated with one command.
struct RulesDocumentTests {
    @Test func docsRulesMatchesTheCatalogue() throws {
        let committed = try String(contentsOf: Repository.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(committed == RulesCommand.markdown(), "docs/rules.md is stale: run `\(RulesCommand.regeneration)`")
    }

    @Test func theMarkdownHoldsEveryRulesExplainPage() {
        let markdown = CommandRun(["rules", "--format", "markdown"]).output
        for rule in RuleCatalog.all.map({ $0.description }) {
            #expect(markdown.contains("| [`\(rule.id)`](#\(rule.id)) |"))
            #expect(markdown.contains("## \(rule.id)\n\n```text\n\(ExplainCommand.render(rule))```\n"))
        }
    }
}
