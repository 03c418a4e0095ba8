import Foundation
import GlassLintTestSupport
@testable import GlassLintKit
import Testing

/// The review cache never changes a review: a warm review equals a review without the
/// cache, whatever changed in between, and takes from the cache only what still holds.
struct ReviewCacheTests {
    /// Examples/Trips in a temporary folder, so that its files can change.
    private func trips() throws -> TemporaryDirectory {
        try TemporaryDirectory.copy(of: Repository.root.appendingPathComponent("Examples/Trips"))
    }

    private func review(_ folder: TemporaryDirectory, cache: ReviewCache?, configuration: Configuration = Configuration()) throws -> ReviewResult {
        Reviewer(configuration: configuration).review(try SourceDiscovery(paths: [folder.url.path]), cache: cache)
    }

    private func sameReview(_ left: ReviewResult, _ right: ReviewResult) {
        #expect(left.findings == right.findings)
        #expect(left.notices == right.notices)
        #expect(left.skipped == right.skipped)
        #expect(left.parsedFiles == right.parsedFiles)
        #expect(left.reviewedFiles == right.reviewedFiles)
        #expect(FactsReporter.json(left.facts, root: "", files: []) == FactsReporter.json(right.facts, root: "", files: []))
    }

    /// The content key is the same on every machine, and any one changed bit of a file,
    /// wherever it is in its eight-byte word, changes it.
    @Test func aFilesContentKeyIsStableAndSeesEveryBit() {
        let text = Data("struct Trip: View { var body: some View { Text(\"Kyoto\").glassEffect() } }\n".utf8)
        #expect(ContentKey(text).hash == StableHash.contentHex(text))
        #expect(StableHash.contentHex(Data()) == "cbf29ce484222325")
        #expect(StableHash.contentHex(Data("12345678".utf8)) == StableHash.contentHex(Data("12345678".utf8)))
        var keys: Set<String> = [StableHash.contentHex(text)]
        for position in text.indices {
            for bit in 0..<8 {
                var changed = text
                changed[position] ^= 1 << bit
                keys.insert(StableHash.contentHex(changed))
            }
        }
        #expect(keys.count == 1 + text.count * 8)
    }

    @Test func aSecondReviewOfAnUnchangedTreeReusesEveryFile() throws {
        let project = try trips()
        let store = try TemporaryDirectory()
        let cache = ReviewCache(folder: store.url)
        let plain = try review(project, cache: nil)
        let cold = try review(project, cache: cache)
        let warm = try review(project, cache: cache)
        sameReview(cold, plain)
        sameReview(warm, plain)
        #expect(cold.reusedFiles == 0)
        #expect(warm.reusedFiles == plain.parsedFiles)
        #expect(warm.reusedFiles > 0)
    }

    @Test func aChangedFileIsReviewedAgainAndTheReviewStaysExact() throws {
        let project = try trips()
        let store = try TemporaryDirectory()
        let cache = ReviewCache(folder: store.url)
        _ = try review(project, cache: cache)

        // A panel that loses its glass surface changes the index: what is shown in it is reviewed again.
        let panel = project.url.appendingPathComponent("Sources/Trips/GlassPanel.swift")
        let text = try String(contentsOf: panel, encoding: .utf8)
        #expect(text.contains(".floatingSurface(cornerRadius: cornerRadius)"))
        try text.replacingOccurrences(of: ".floatingSurface(cornerRadius: cornerRadius)", with: ".background(.background)")
            .write(to: panel, atomically: true, encoding: .utf8)
        let warm = try review(project, cache: cache)
        sameReview(warm, try review(project, cache: nil))
        #expect(warm.reusedFiles < warm.parsedFiles)

        // A file no other depends on, with a new mistake: only the edited file is new.
        let model = try project.write("Sources/Trips/Extra.swift", #"struct Extra: View { var body: some View { Text("a").glassEffect().padding() } }"#)
        let again = try review(project, cache: cache)
        sameReview(again, try review(project, cache: nil))
        #expect(again.findings.contains { $0.file == "Sources/Trips/Extra.swift" && $0.rule == "glass-before-layout" })
        try FileManager.default.removeItem(at: model)
        sameReview(try review(project, cache: cache), try review(project, cache: nil))
    }

    /// Files last changed long ago keep their stamp in the store, and a warm review trusts
    /// it; a file whose stamp changed is read again, and its content decides.
    @Test func anOldFilesStampIsTrustedAndAChangedStampIsReadAgain() throws {
        let project = try TemporaryDirectory()
        let card = #"struct Card: View { var body: some View { Text("a").glassEffect().padding() } }"#
        let file = try project.write("Sources/Card.swift", card)
        let longAgo = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: file.path)
        let store = try TemporaryDirectory()
        let cache = ReviewCache(folder: store.url)
        let cold = try review(project, cache: cache)
        #expect(cold.findings.map(\.rule) == ["glass-before-layout"])
        let key = ReviewCache.storeKey(configuration: Configuration(), parseAll: false)
        #expect(cache.load(root: project.url, key: key)?.files["Sources/Card.swift"]?.stamp != nil)
        let warm = try review(project, cache: cache)
        sameReview(warm, cold)
        #expect(warm.reusedFiles == 1)

        // The same size, another text, and another old time: read again, and reviewed anew.
        let fixed = card.replacingOccurrences(of: ".glassEffect().padding()", with: ".padding().glassEffect()")
        try fixed.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: longAgo.addingTimeInterval(60)], ofItemAtPath: file.path)
        let changed = try review(project, cache: cache)
        #expect(changed.findings.isEmpty)
        sameReview(changed, try review(project, cache: nil))
        // A file changed a moment ago keeps no stamp: a coarse clock could not tell the next change.
        try card.write(to: file, atomically: true, encoding: .utf8)
        _ = try review(project, cache: cache)
        #expect(cache.load(root: project.url, key: key)?.files["Sources/Card.swift"]?.stamp == nil)
    }

    @Test func theBuiltPlatformsAreProvedOnceAndKept() throws {
        let project = try TemporaryDirectory()
        try project.write(
            "Package.swift", #"let package = Package(name: "Kit", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "Kit")])"#
        )
        try project.write("Sources/Kit/Scale.swift", "import UIKit\nlet scale = UIScreen.main.scale\n")
        try project.write("Sources/Kit/Card.swift", "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\") } }\n")
        let store = try TemporaryDirectory()
        let cache = ReviewCache(folder: store.url)
        let plain = try review(project, cache: nil)
        #expect(plain.facts.targets.first?.platforms == [.iOS], "unguarded UIKit: no macOS build")
        sameReview(try review(project, cache: cache), plain)

        // The proof is kept with the file's content: the next review parses nothing to know it.
        let key = ReviewCache.storeKey(configuration: Configuration(), parseAll: false)
        let kept = try #require(cache.load(root: project.url, key: key)?.files["Sources/Kit/Scale.swift"]?.evidence)
        #expect(kept.proofs?[.macOS]?.contains("import UIKit") == true)
        sameReview(try review(project, cache: cache), plain)
    }

    @Test func anotherConfigurationDoesNotReadTheStore() throws {
        let project = try trips()
        let store = try TemporaryDirectory()
        let cache = ReviewCache(folder: store.url)
        _ = try review(project, cache: cache)
        let strict = try Configuration.parse(Data(#"{"rules": {"glass-before-layout": {"severity": "error"}}}"#.utf8), name: "test")
        let other = try review(project, cache: cache, configuration: strict)
        #expect(other.reusedFiles == 0)
        sameReview(other, try review(project, cache: nil, configuration: strict))
        #expect(Configuration().fingerprint != strict.fingerprint)
    }

    @Test func aDamagedStoreIsIgnoredAndWrittenAgain() throws {
        let project = try trips()
        let store = try TemporaryDirectory()
        let cache = ReviewCache(folder: store.url)
        _ = try review(project, cache: cache)
        try Data("{\"format\": 1, \"key\": tr".utf8).write(to: cache.storeURL(root: project.url))
        let result = try review(project, cache: cache)
        #expect(result.reusedFiles == 0)
        sameReview(result, try review(project, cache: nil))
        #expect(try review(project, cache: cache).reusedFiles > 0)
    }

    @Test func aStoreThatCannotBeWrittenIsANoticeNotAFailure() throws {
        let project = try trips()
        let blocker = try TemporaryDirectory()
        let file = try blocker.write("not-a-folder", "")
        let result = try review(project, cache: ReviewCache(folder: file))
        #expect(result.notices.contains { $0.message.hasPrefix("cannot write the cache in \(file.path)") })
        #expect(result.findings == (try review(project, cache: nil)).findings)
    }

    @Test func theDefaultFolderFollowsTheEnvironment() {
        #expect(ReviewCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]).path == "/x/cache/glasslint")
        #if os(macOS)
        #expect(ReviewCache.defaultFolder(environment: ["HOME": "/Users/a"]).path == "/Users/a/Library/Caches/glasslint")
        #else
        #expect(ReviewCache.defaultFolder(environment: ["HOME": "/home/a"]).path == "/home/a/.cache/glasslint")
        #endif
    }

    @Test func storeFormatKeepsOddPathsAndRefusesOtherKeys() throws {
        let path = "Odd\tname\nwith %09 and 100%.swift"
        var contents = ReviewCache.Contents(key: "build 1 abc", rounds: ReviewCache.Rounds(digest: "d1", indexed: [path]))
        contents.files[path] = CachedFile(
            content: ContentKey(size: 12, hash: "00ff"), look: FileLook(skipped: "not\tvalid", triggered: true, seed: true),
            summary: Data("{\"path\":\"x\"}".utf8),
            review: CachedReview(project: "p1", outcome: FileReviewer.Outcome()),
            evidence: FileEvidence(suspected: [.macOS], shims: ["UIColor"], proofs: [.macOS: ["import UIKit"]])
        )
        contents.files["Plain.swift"] = CachedFile(content: ContentKey(size: 0, hash: "1"), look: FileLook())
        let data = CacheStoreFormat.write(contents)
        let read = try #require(CacheStoreFormat.read(data, key: "build 1 abc"))
        #expect(read.rounds == contents.rounds)
        #expect(read.files.keys.sorted() == contents.files.keys.sorted())
        #expect(read.files[path]?.look == contents.files[path]?.look)
        #expect(read.files[path]?.content == contents.files[path]?.content)
        #expect(read.files[path]?.summary == contents.files[path]?.summary)
        #expect(read.files[path]?.review?.project == "p1")
        #expect(read.files[path]?.review?.decodedOutcome() != nil)
        #expect(read.files[path]?.evidence == contents.files[path]?.evidence)
        #expect(read.files["Plain.swift"]?.review == nil && read.files["Plain.swift"]?.summary == nil)
        #expect(CacheStoreFormat.read(data, key: "build 2 abc") == nil)
        #expect(CacheStoreFormat.read(Data("glasslint review cache 3\nbuild 1 abc\n\nshort\tline\n".utf8), key: "build 1 abc") == nil)
    }

    @Test func configurationFingerprintIgnoresKeyOrder() throws {
        let one = try Configuration.parse(Data(#"{"exclude": ["A/**"], "rules": {"tint-overuse": {"enabled": false}}}"#.utf8), name: "a")
        let two = try Configuration.parse(Data(#"{"rules": {"tint-overuse": {"enabled": false}}, "exclude": ["A/**"]}"#.utf8), name: "b")
        #expect(one.fingerprint == two.fingerprint)
        #expect(one.fingerprint != Configuration().fingerprint)
    }
}
