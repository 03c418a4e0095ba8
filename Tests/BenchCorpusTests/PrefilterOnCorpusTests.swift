import BenchCorpus
import Foundation
import GlassLintTestSupport
import GlassLintKit
import Testing

/// The textual prefilter must not change the review: on a generated app, reviewing only
/// the files with trigger words finds exactly what parsing every file finds.
struct PrefilterOnCorpusTests {
    @Test func prefilteredReviewEqualsFullParse() throws {
        let scratch = try TemporaryDirectory()
        let folder = scratch.url.appendingPathComponent("corpus")
        _ = try CorpusGenerator(seed: 7, fileCount: 150).write(to: folder)

        let discovery = try SourceDiscovery(paths: [folder.path])
        let filtered = Reviewer().review(discovery)
        let everything = Reviewer(parseAll: true).review(discovery)
        #expect(filtered.findings == everything.findings)
        #expect(!filtered.findings.isEmpty, "the corpus's glass files hold mistakes")
        #expect(filtered.parsedFiles * 4 < everything.parsedFiles, "the prefilter should spare most files a parse")
    }
}
