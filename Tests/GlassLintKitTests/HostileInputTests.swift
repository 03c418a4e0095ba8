import Foundation
@testable import GlassLintKit
import GlassLintTestSupport
import SwiftParser
import Testing

/// Input written to break a reviewer: nesting deeper than any stack, huge, binary or
/// malformed files, unusual encodings and line endings, links and special files. Each
/// is either reviewed with the right positions or skipped with its documented reason,
/// and none crashes or hangs the review (it runs in this test process).
struct HostileInputTests {
    /// One line with a finding: `glass-before-layout` at column 50 of its line.
    static let glassy = #"struct V: View { var body: some View { Text("a").glassEffect().padding() } }"#
    static let glassColumn = 50

    static func review(_ files: [String: Data], followsLinks: Bool = false) throws -> ReviewResult {
        let folder = try TemporaryDirectory()
        for (path, data) in files {
            try folder.write(path, data)
        }
        return Reviewer().review(try SourceDiscovery(paths: [folder.url.path], followsLinks: followsLinks))
    }

    static func review(_ path: String, _ text: String) throws -> ReviewResult {
        try review([path: Data(text.utf8)])
    }

    static func positions(_ result: ReviewResult) -> [String] {
        result.findings.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" }
    }

    // MARK: Nesting

    /// SwiftParser stops nesting at its limit and reads the rest as unexpected text: the
    /// file is reviewed up to there, and the review says it has syntax errors.
    @Test(arguments: [
        ("10,000 nested parentheses", "let x = " + repeated("(", 10_000) + "1" + repeated(")", 10_000)),
        ("10,000 nested closures", "let x = " + repeated("{ ", 10_000) + "1" + repeated(" }", 10_000)),
    ])
    func nestingBeyondTheParsersLimitIsReviewedAsFarAsItParses(_ name: String, _ deep: String) throws {
        let result = try Self.review("Deep.swift", Self.glassy + "\n" + deep + "\n")
        #expect(Self.positions(result) == ["Deep.swift:1:\(Self.glassColumn) glass-before-layout"], "\(name)")
        #expect(result.skipped.isEmpty)
        #expect(result.notices == [Notice(file: "Deep.swift", message: "has syntax errors; the parts that parse were reviewed")])
    }

    /// Shapes the parser's nesting limit does not bound, deep enough to overflow a
    /// Dispatch worker's stack, parse on the reviewer's large-stack workers; what follows
    /// them is reviewed at its right position.
    @Test(arguments: [
        ("10,000 else if", "func f() { if a {}" + repeated(" else if a {}", 10_000) + " }"),
        ("20,000 member accesses", "let y = a" + repeated(".b", 20_000)),
        ("10,000 modifiers", "let v = Text(\"a\")" + repeated(".padding()", 10_000)),
        ("12 brackets in a row", "let y = " + repeated("[", 12) + "1" + repeated("]", 12)),
    ])
    func deepShapesTheParserDoesNotLimitAreReviewed(_ name: String, _ deep: String) throws {
        let result = try Self.review("Deep.swift", deep + "\n" + Self.glassy + "\n")
        #expect(Self.positions(result) == ["Deep.swift:2:\(Self.glassColumn) glass-before-layout"], "\(name)")
        #expect(result.skipped.isEmpty)
        #expect(result.notices.isEmpty)
    }

    /// Shapes that would take the parser exponential time or unbounded stack are skipped
    /// before parsing, with the reason.
    @Test(arguments: [
        ("[", "let y = " + repeated("[", 10_000) + repeated("]", 10_000),
         "too deeply nested to parse safely (10000 `[` in a row; the limit is 12)"),
        ("try", "let y = " + repeated("try ", 10_000) + "c",
         "too deeply nested to parse safely (10000 `try` or `await` in a row; the limit is 1000)"),
        ("generics", "let y: " + repeated("A<", 10_000) + "B" + repeated(">", 10_000),
         "too deeply nested to parse safely (generic arguments 10000 deep; the limit is 200)"),
        ("else", "func f() { if a {}" + repeated(" else if a {}", 10_001) + " }",
         "too deeply nested to parse safely (10001 `else`; the limit is 10000)"),
    ])
    func shapesBeyondTheParsersReachAreSkippedWithTheReason(_ name: String, _ deep: String, _ reason: String) throws {
        let result = try Self.review(["Deep.swift": Data((Self.glassy + "\n" + deep + "\n").utf8), "Good.swift": Data(Self.glassy.utf8)])
        #expect(result.skipped == [SkippedFile(file: "Deep.swift", reason: reason)], "\(name)")
        #expect(Self.positions(result) == ["Good.swift:1:\(Self.glassColumn) glass-before-layout"])
        #expect(result.reviewedFiles == 1)
    }

    /// Whether a file can be parsed is asked when it is to be parsed. A deep file that a
    /// later round of the index would read (it shows a view carrying glass) is skipped
    /// with the reason, once, in a cold review and from the cache alike; a deep file that
    /// nothing needs a tree of is never parsed, so it is reviewed, not skipped.
    @Test func aDeepFileIsSkippedWhereItWouldBeParsed() throws {
        let deep = "\nlet y = " + repeated("[", 10_000) + repeated("]", 10_000) + "\n"
        let chip = #"struct Chip: View { var body: some View { Text("a").glassEffect() } }"#
        let shelf = #"struct Shelf: View { var body: some View { List { Chip() } } }"# + deep
        let folder = try TemporaryDirectory()
        try folder.write("Chip.swift", Data(chip.utf8))
        try folder.write("Shelf.swift", Data(shelf.utf8))
        try folder.write("Plain.swift", Data(("struct Plain: View { var body: some View { Text(\"a\") } }" + deep).utf8))
        let cacheFolder = try TemporaryDirectory()
        let cache = ReviewCache(folder: cacheFolder.url)
        let reason = "too deeply nested to parse safely (10000 `[` in a row; the limit is 12)"
        for run in ["cold", "warm"] {
            let result = Reviewer().review(try SourceDiscovery(paths: [folder.url.path]), cache: cache)
            #expect(result.skipped == [SkippedFile(file: "Shelf.swift", reason: reason)], "\(run)")
            #expect(result.reviewedFiles == 2, "\(run)")
        }
    }

    /// The manifest is parsed on the caller's thread, so a hostile one is not parsed at all.
    @Test func aManifestTooDeepToParseIsNotedAndTheRestIsReviewed() throws {
        let manifest = "let package = Package(name: \"A\", platforms: [.iOS(.v17)])\nlet x = " + repeated("[", 10_000)
        let result = try Self.review(["Package.swift": Data(manifest.utf8), "V.swift": Data(Self.glassy.utf8)])
        #expect(result.notices == [Notice(
            file: "", message: "Package.swift: too deeply nested to parse safely (10000 `[` in a row; the limit is 12); its targets are unknown"
        )])
        #expect(Self.positions(result) == ["V.swift:1:\(Self.glassColumn) glass-before-layout"])
    }

    /// The limits are far above real code: no file of the example app or the fixtures
    /// comes near them.
    @Test func realCodeIsNeverJudgedTooDeep() throws {
        let folders = ["Examples", "Tests/Fixtures"].map { Repository.root.appendingPathComponent($0) }
        var checked = 0
        for folder in folders {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                #expect(ParseDepth.problem(in: try Data(contentsOf: file)) == nil, "\(file.path)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    // MARK: Size and content

    @Test func aFiftyThousandLineFileIsReviewedWithRightLines() throws {
        var lines = (1...50_000).map { "let value\($0) = \($0)" }
        lines[24_999] = Self.glassy
        lines[49_999] = Self.glassy.replacingOccurrences(of: "struct V", with: "struct W")
        let text = lines.joined(separator: "\n") + "\n"
        #expect(text.utf8.count < Configuration.defaultMaxFileSize)
        let result = try Self.review("Long.swift", text)
        #expect(Self.positions(result) == [
            "Long.swift:25000:\(Self.glassColumn) glass-before-layout", "Long.swift:50000:\(Self.glassColumn) glass-before-layout",
        ])
        #expect(result.skipped.isEmpty)
    }

    /// Every byte value, as an image or an archive named `.swift` would hold.
    @Test func aBinaryFileNamedSwiftIsSkipped() throws {
        let binary = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        let nulOnly = Data(Self.glassy.utf8) + Data([0, 0, 0])
        let result = try Self.review(["Image.swift": binary, "Nul.swift": nulOnly, "Good.swift": Data(Self.glassy.utf8)])
        #expect(result.skipped == [
            SkippedFile(file: "Image.swift", reason: "not valid UTF-8"),
            SkippedFile(file: "Nul.swift", reason: "binary content (NUL bytes)"),
        ])
        #expect(Self.positions(result) == ["Good.swift:1:\(Self.glassColumn) glass-before-layout"])
    }

    @Test(arguments: [
        ("overlong encoding", [0xC0, 0xAF] as [UInt8]), ("lone surrogate", [0xED, 0xA0, 0x80]),
        ("truncated sequence at the end", [0xE2, 0x82]), ("stray continuation byte", [0x80]),
        ("byte that is never UTF-8", [0xFF]),
    ])
    func invalidUTF8IsSkipped(_ name: String, _ bytes: [UInt8]) throws {
        let result = try Self.review(["Bad.swift": Data(Self.glassy.utf8) + Data("\n// ".utf8) + Data(bytes)])
        #expect(result.skipped == [SkippedFile(file: "Bad.swift", reason: "not valid UTF-8")], "\(name)")
        #expect(result.findings.isEmpty)
    }

    @Test func emptyAndBlankFilesAreReviewedQuietly() throws {
        let result = try Self.review([
            "Empty.swift": Data(), "Blank.swift": Data(" \n\n\t\n".utf8), "OnlyBOM.swift": Data([0xEF, 0xBB, 0xBF]),
        ])
        #expect(result.reviewedFiles == 3)
        #expect(result.findings.isEmpty && result.skipped.isEmpty && result.notices.isEmpty)
        let folder = try TemporaryDirectory()
        let parsed = Reviewer(parseAll: true).review(try SourceDiscovery(paths: [try folder.write("E.swift", "").path]))
        #expect(parsed.parsedFiles == 1 && parsed.notices.isEmpty)
    }

    // MARK: Encodings and line endings

    /// Columns count UTF-8 bytes from the start of the line, as the compiler's do: on
    /// the first line of a file with a byte order mark, that includes its three bytes
    /// (`swiftc` reports the same column). Reports in UTF-16 columns leave it out, as
    /// editors do. The fix keeps the mark.
    @Test func aByteOrderMarkKeepsPositionsAndSurvivesTheFix() throws {
        let bom = "\u{FEFF}"
        let folder = try TemporaryDirectory()
        let file = try folder.write("BOM.swift", bom + Self.glassy + "\n" + Self.glassy.replacingOccurrences(of: "struct V", with: "struct W") + "\n")
        let discovery = try SourceDiscovery(paths: [folder.url.path])
        let result = Reviewer().review(discovery)
        #expect(Self.positions(result) == [
            "BOM.swift:1:\(Self.glassColumn + 3) glass-before-layout", "BOM.swift:2:\(Self.glassColumn) glass-before-layout",
        ])
        let sources = SourceTexts.read(for: result, root: folder.url, maxFileSize: Configuration.defaultMaxFileSize)
        #expect(result.findings.compactMap { sources.utf16Columns(of: $0)?.start } == [Self.glassColumn, Self.glassColumn])

        let fixed = ProjectFixer().fix(discovery)
        #expect(fixed.applied.count == 2)
        try FixedFileWriter(root: fixed.root).write(try #require(fixed.files.first))
        let written = try Data(contentsOf: file)
        #expect(written.starts(with: [0xEF, 0xBB, 0xBF]))
        let text = try #require(String(data: written, encoding: .utf8))
        #expect(!Parser.parse(source: text).hasError)
        #expect(Reviewer().review(discovery).findings.isEmpty)
    }

    /// Lines end at `\n`, so CRLF files count lines as the compiler does and `\r` never
    /// enters a column before the finding. The fix writes no lone `\n`.
    @Test func crlfLineEndingsKeepPositionsAndSurviveTheFix() throws {
        let lines = ["import SwiftUI", "", "struct V: View {", "    var body: some View {", "        Text(\"a\").glassEffect().padding()", "    }", "}", ""]
        let folder = try TemporaryDirectory()
        let file = try folder.write("CRLF.swift", lines.joined(separator: "\r\n"))
        let discovery = try SourceDiscovery(paths: [folder.url.path])
        let result = Reviewer().review(discovery)
        #expect(Self.positions(result) == ["CRLF.swift:5:19 glass-before-layout"])
        #expect(result.findings.first?.endLine == 5)

        let fixed = ProjectFixer().fix(discovery)
        #expect(fixed.applied.map(\.line) == [5])
        try FixedFileWriter(root: fixed.root).write(try #require(fixed.files.first))
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.utf8.count { $0 == UInt8(ascii: "\n") } == lines.count - 1)
        #expect(text.components(separatedBy: "\r\n").count == lines.count)
        #expect(text.contains("Text(\"a\").padding().glassEffect()\r\n"))
        #expect(!Parser.parse(source: text).hasError)
        #expect(Reviewer().review(discovery).findings.isEmpty)
    }

    // MARK: Links and special files

    static func link(_ folder: TemporaryDirectory, _ path: String, to destination: String) throws {
        let url = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// A project with every kind of link: to a file and a folder inside, to a folder
    /// outside, a link to its own root, a link to itself, and a broken one.
    static func linkedProject(outside: TemporaryDirectory) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("App/A.swift", glassy)
        try folder.write(".shared/Shared.swift", glassy)
        try outside.write("Outside.swift", glassy)
        try link(folder, "App/ToA.swift", to: "A.swift")
        try link(folder, "App/Shared", to: "../.shared")
        try link(folder, "App/Outside", to: outside.url.path)
        try link(folder, "App/OutsideFile.swift", to: outside.url.appendingPathComponent("Outside.swift").path)
        try link(folder, "App/Root", to: "..")
        try link(folder, "App/Self.swift", to: "Self.swift")
        try link(folder, "App/Broken.swift", to: "Missing.swift")
        try link(folder, "App/Readme.md", to: "A.swift")
        return folder
    }

    @Test func linksAreNotFollowedButListedAsSkipped() throws {
        let outside = try TemporaryDirectory()
        let folder = try Self.linkedProject(outside: outside)
        let result = Reviewer().review(try SourceDiscovery(paths: [folder.url.path]))
        #expect(Self.positions(result) == ["App/A.swift:1:\(Self.glassColumn) glass-before-layout"])
        let notFollowed = SourceDiscovery.unfollowedLinkReason
        #expect(result.skipped == [
            SkippedFile(file: "App/Broken.swift", reason: SourceDiscovery.brokenLinkReason),
            SkippedFile(file: "App/Outside", reason: notFollowed),
            SkippedFile(file: "App/OutsideFile.swift", reason: notFollowed),
            SkippedFile(file: "App/Root", reason: notFollowed),
            SkippedFile(file: "App/Self.swift", reason: SourceDiscovery.brokenLinkReason),
            SkippedFile(file: "App/Shared", reason: notFollowed),
            SkippedFile(file: "App/ToA.swift", reason: notFollowed),
        ])
        #expect(result.reviewedFiles == 1)
    }

    /// Followed, a link is reviewed as its target, once, under the target's path; a loop
    /// back to the root ends; nothing outside the root is read.
    @Test func followedLinksStayInsideTheRootAndDoNotLoop() throws {
        let outside = try TemporaryDirectory()
        let folder = try Self.linkedProject(outside: outside)
        let result = Reviewer().review(try SourceDiscovery(paths: [folder.url.path], followsLinks: true))
        #expect(Self.positions(result) == [
            ".shared/Shared.swift:1:\(Self.glassColumn) glass-before-layout", "App/A.swift:1:\(Self.glassColumn) glass-before-layout",
        ])
        let outsideReason = SourceDiscovery.outsideLinkReason
        #expect(result.skipped == [
            SkippedFile(file: "App/Broken.swift", reason: SourceDiscovery.brokenLinkReason),
            SkippedFile(file: "App/Outside", reason: outsideReason),
            SkippedFile(file: "App/OutsideFile.swift", reason: outsideReason),
            SkippedFile(file: "App/Self.swift", reason: SourceDiscovery.brokenLinkReason),
        ])
    }

    /// Reading a pipe would wait for a writer that never comes.
    @Test func aPipeNamedSwiftIsSkippedWithoutBlocking() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Good.swift", Self.glassy)
        #expect(mkfifo(folder.url.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        let result = Reviewer().review(try SourceDiscovery(paths: [folder.url.path]))
        #expect(result.skipped == [SkippedFile(file: "Pipe.swift", reason: "not a regular file (a pipe, socket or device)")])
        #expect(Self.positions(result) == ["Good.swift:1:\(Self.glassColumn) glass-before-layout"])
    }

    /// A file that cannot be read: gone since it was found, or (unless the tests run as
    /// root, who reads anything) without read permission.
    @Test func anUnreadableFileIsSkipped() throws {
        let folder = try TemporaryDirectory()
        let gone = folder.url.appendingPathComponent("Gone.swift")
        guard case .skipped(let reason) = SourceLoader.load(gone, maxFileSize: Configuration.defaultMaxFileSize) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(reason == "cannot be read")

        try folder.write("Good.swift", Self.glassy)
        let locked = try folder.write("Locked.swift", Self.glassy)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked.path) }
        let result = Reviewer().review(try SourceDiscovery(paths: [folder.url.path]))
        if getuid() != 0 {
            #expect(result.skipped == [SkippedFile(file: "Locked.swift", reason: "cannot be read")])
        }
        #expect(result.findings.map(\.file).contains("Good.swift"))
    }

    @Test func pathsWithSpacesAndNonASCIIAreKept() throws {
        let path = "My App/Vues é/Écran 🙂 \"1\".swift"
        let result = try Self.review(path, Self.glassy)
        #expect(Self.positions(result) == ["\(path):1:\(Self.glassColumn) glass-before-layout"])
    }

    // MARK: Configuration

    @Test func aHugeConfigurationIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryDirectory()
        let entries = (0..<60_000).map { "\"Generated/File\($0).swift\"" }.joined(separator: ",")
        let url = try folder.write(".glasslint.json", "{\"exclude\": [\(entries)]}")
        let error = #expect(throws: GlassLintError.self) { try Configuration.load(from: url) }
        #expect(error?.description.contains("too large for a configuration file (1.") == true)
        #expect(error?.description.hasSuffix(" MB, the limit is 1.0 MB)") == true)
    }

    @Test func aDeeplyNestedConfigurationIsRefusedWithOneLine() throws {
        let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(throws: GlassLintError("C.json: nested more than 64 levels deep; not a glasslint configuration")) {
            try Configuration.parse(deep, name: "C.json")
        }
        // Brackets inside strings are text, not nesting.
        let inString = Data(#"{"exclude": ["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\"]"]}"#.utf8)
        #expect(try Configuration.parse(inString, name: "C.json").exclude.count == 1)
    }
}

private func repeated(_ text: String, _ count: Int) -> String {
    String(repeating: text, count: count)
}
