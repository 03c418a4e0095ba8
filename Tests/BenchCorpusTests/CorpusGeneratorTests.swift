import BenchCorpus
import Dispatch
import Foundation
import GlassLintTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// The benchmark corpus must be reproducible, shaped like an app, and cleanly split:
/// findings of a review can only come from the glass files.
@Suite("Benchmark corpus generator")
struct CorpusGeneratorTests {
    /// Generated once and shared by the tests below (a few hundred milliseconds in debug).
    static let corpus = CorpusGenerator(seed: 2026, fileCount: 300)
    static let files = (0..<300).map { corpus.file(at: $0) }

    @Test func sameSeedGivesIdenticalFiles() {
        let again = CorpusGenerator(seed: 2026, fileCount: 300)
        for index in stride(from: 0, to: 300, by: 3) {
            #expect(again.file(at: index) == Self.files[index])
        }
    }

    @Test func differentSeedsGiveDifferentFiles() {
        let other = CorpusGenerator(seed: 2027, fileCount: 300)
        let differing = (0..<60).filter { other.file(at: $0).contents != Self.files[$0].contents }.count
        #expect(differing >= 55)
    }

    @Test func pathsAreUniqueAndRelative() {
        let paths = Self.files.map(\.relativePath)
        #expect(Set(paths).count == paths.count)
        #expect(paths.allSatisfy { $0.hasSuffix(".swift") && !$0.hasPrefix("/") })
    }

    @Test func sharesOfViewsAndGlassFiles() {
        let total = Double(Self.files.count)
        let glass = Double(Self.files.filter { $0.kind == .glass }.count) / total
        let views = Double(Self.files.filter { $0.kind == .view || $0.kind == .glass }.count) / total
        #expect(glass >= 0.02 && glass <= 0.07, "glass share \(glass)")
        #expect(views >= 0.20 && views <= 0.40, "view share \(views)")
    }

    @Test func onlyGlassFilesMentionGlassBarsOrMaterials() {
        for file in Self.files {
            let found = CorpusGenerator.reservedSubstrings.filter { file.contents.contains($0) }
            if file.kind == .glass {
                #expect(!found.isEmpty, "\(file.relativePath) is a glass file without glass")
            } else {
                #expect(found.isEmpty, "\(file.relativePath) (\(file.kind)) contains \(found)")
            }
        }
    }

    @Test func sampleParsesWithoutErrors() {
        // All glass files (the most intricate templates) plus others, 200 in all.
        let glass = Self.files.filter { $0.kind == .glass }
        let sample = glass + Self.files.filter { $0.kind != .glass }.prefix(200 - glass.count)
        #expect(sample.count == 200)
        let failures = FailureList()
        DispatchQueue.concurrentPerform(iterations: sample.count) { index in
            if Parser.parse(source: sample[index].contents).hasError {
                failures.append(sample[index].relativePath)
            }
        }
        #expect(failures.paths.isEmpty, "syntax errors in \(failures.paths)")
    }

    @Test func writeProducesFilesStatsAndMarker() throws {
        let scratch = try TemporaryDirectory()
        let directory = scratch.url.appendingPathComponent("corpus", isDirectory: true)
        let generator = CorpusGenerator(seed: 9, fileCount: 40)
        let stats = try generator.write(to: directory)
        #expect(stats.files == 40)
        let expectedBytes = (0..<40).reduce(0) { $0 + generator.file(at: $1).contents.utf8.count }
        #expect(stats.bytes == expectedBytes)
        let sample = generator.file(at: 17)
        let onDisk = try String(contentsOf: directory.appendingPathComponent(sample.relativePath), encoding: .utf8)
        #expect(onDisk == sample.contents)
        let marker = try #require(CorpusGenerator.marker(in: directory))
        #expect(marker.seed == 9 && marker.fileCount == 40 && marker.stats == stats)
    }
}

private final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ path: String) {
        lock.lock()
        storage.append(path)
        lock.unlock()
    }

    var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
