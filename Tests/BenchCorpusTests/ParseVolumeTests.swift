import BenchCorpus
import Foundation
import GlassLintTestSupport
import GlassLintKit
import Testing

/// The speed regression check that CI can afford: not a time, which depends on the
/// machine and its load, but the review's parse volume (bytes handed to the parser,
/// second parses included) as a share of the bytes a bare parse of every file reads.
/// Parsing is most of a review's cost, so a prefilter that lets more files through, or a
/// pass that parses a file again, shows here first. The bound and the figures are in
/// BENCHMARKS.md.
struct ParseVolumeTests {
    /// The review of the generated app may parse at most this share of its bytes. It
    /// reads the project containers around its glass cards where they are declared, and
    /// the view helpers that set sheet detents (0.188 measured): without them a card put in
    /// a list by a container, or a sheet made partial by a helper, went unseen. On the
    /// real perf apps the share of files parsed stays at 11 %.
    static let bound = 0.20

    @Test func reviewParsesASmallShareOfTheCorpus() throws {
        let scratch = try TemporaryDirectory()
        let folder = scratch.url.appendingPathComponent("corpus")
        _ = try CorpusGenerator(seed: 2026, fileCount: 1000).write(to: folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let corpusBytes = try files.reduce(0) { total, path in
            total + (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.size] as! Int)
        }

        let result = Reviewer().review(try SourceDiscovery(paths: [folder.path]))
        let share = Double(result.parsedBytes) / Double(corpusBytes)
        #expect(result.parsedBytes > 0)
        #expect(share <= Self.bound, "the review parsed \(result.parsedBytes) of \(corpusBytes) bytes (\(share)); the bound is \(Self.bound)")
    }
}
