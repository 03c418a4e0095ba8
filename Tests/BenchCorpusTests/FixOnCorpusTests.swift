import BenchCorpus
import Foundation
@testable import GlassLintKit
import GlassLintTestSupport
import SwiftParser
import Testing

/// On a generated app: fixing never adds a parse error, fixing a second time changes
/// nothing, and what the fix run says remains is what a review then finds.
struct FixOnCorpusTests {
    @Test func fixingTwiceEqualsFixingOnceAndParsesAsWell() throws {
        let folder = try TemporaryDirectory()
        _ = try CorpusGenerator(seed: 7, fileCount: 150).write(to: folder.url)
        let discovery = try SourceDiscovery(paths: [folder.url.path])

        let once = ProjectFixer().fix(discovery)
        #expect(once.refusals.isEmpty, "\(once.refusals.map { "\($0.file.relativePath): \($0.outcome.refusal ?? "")" })")
        // The corpus's package lists macOS, but its UIKit code rules macOS out: only its iOS mistakes are fixed.
        #expect(once.applied.count > 5, "the corpus's glass files hold fixable mistakes")
        let writer = FixedFileWriter(root: discovery.root)
        for file in once.files where file.isChanged {
            #expect(Fixer.syntaxErrorCount(Parser.parse(source: file.fixed)) <= Fixer.syntaxErrorCount(Parser.parse(source: file.original)))
            try writer.write(file)
        }

        #expect(Reviewer().review(discovery).findings.map(\.rule) == once.remaining.map(\.rule))
        let twice = ProjectFixer().fix(discovery)
        #expect(twice.files.isEmpty, "\(twice.files.map(\.file.relativePath))")
    }
}
