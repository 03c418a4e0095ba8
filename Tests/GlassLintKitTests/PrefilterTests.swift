import Foundation
import GlassLintTestSupport
@testable import GlassLintKit
import Testing

struct PrefilterTests {
    let prefilter = Prefilter(rules: Configuration().enabledRules())

    @Test func filesWithoutTriggerWordsNeedNoTree() {
        #expect(!prefilter.needsSyntaxTree(Data("struct Trip: Codable { let name: String }".utf8)))
        #expect(prefilter.needsSyntaxTree(Data("Text(\"a\").glassEffect()".utf8)))
        #expect(prefilter.needsSyntaxTree(Data("let a = 1 // glasslint:disable:file all".utf8)))
        #expect(prefilter.needsSyntaxTree(Data("x.searchToolbarBehavior(.minimized)".utf8)))
        #expect(!prefilter.needsSyntaxTree(Data()))
    }

    /// The prefilter is exact on the bundled example: parsing everything finds the same.
    @Test func sameFindingsAsParsingEverythingOnTheExample() throws {
        let discovery = try SourceDiscovery(paths: [Repository.root.appendingPathComponent("Examples/Trips").path])
        let filtered = Reviewer().review(discovery)
        let everything = Reviewer(parseAll: true).review(discovery)
        #expect(filtered.findings == everything.findings)
        #expect(!filtered.findings.isEmpty)
        #expect(filtered.parsedFiles < everything.parsedFiles)
    }
}
