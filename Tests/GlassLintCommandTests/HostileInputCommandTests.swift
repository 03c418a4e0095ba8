import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GlassLintTestSupport
import Testing

/// Hostile input through the whole command: what reaches the terminal and the report
/// files, links, a manifest with side effects, a broken configuration, and the built
/// executable on a file nested deeper than a default stack.
struct HostileInputCommandTests {
    static let glassy = #"struct V: View { var body: some View { Text("a").glassEffect().padding() } }"#

    /// Spaces, non-ASCII, quotes, XML and Markdown syntax, a pipe, a percent sign, the
    /// workflow commands' `::`, a terminal escape sequence that clears the screen, a bell
    /// and a newline: every report must quote it without letting any of it act.
    static let hostileName = "Vues é/a b \"q\" 'r' <x>&|%25::\u{1B}[2J\u{07}\nnext 🙂.swift"

    static func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
    }

    static func hostileProject() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(hostileName, glassy + "\n")
        return folder
    }

    @Test(arguments: ["review", "xcode", "json", "sarif", "github", "markdown", "checkstyle"])
    func everyFormatQuotesAHostileFileNameSafely(_ format: String) throws {
        let folder = try Self.hostileProject()
        let run = CommandRun(["review", ".", "--format", format, "--fail-on", "never"], in: folder.directoryURL)
        #expect(run.status == .clean, "\(run.errors)")
        #expect(Self.controls(in: run.output).isEmpty, "\(format): \(run.output.debugDescription)")
        let pictured = Self.hostileName.replacingOccurrences(of: "\u{1B}", with: "␛")
            .replacingOccurrences(of: "\u{07}", with: "␇").replacingOccurrences(of: "\n", with: "␊")
        switch format {
        case "review":
            #expect(run.output.contains("\n\(pictured):1  glassEffect before padding"), "\(run.output)")
        case "xcode":
            #expect(run.output == "\(pictured):1:50: warning: glassEffect before padding; move it after padding [glass-before-layout]\n")
        case "json":
            let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect((log["findings"] as? [[String: Any]])?.first?["file"] as? String == Self.hostileName)
        case "sarif":
            let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let uri = (((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?
                .first.flatMap { ($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any] }?["uri"] as? String
            #expect(uri?.removingPercentEncoding == Self.hostileName)
            #expect(uri?.contains { $0 == " " || $0 == "\n" || $0 == "\u{1B}" } == false)
        case "github":
            let lines = run.output.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(lines.first?.hasPrefix("::warning file=Vues é/a b \"q\" 'r' <x>&|%2525%3A%3A␛[2J␇%0Anext 🙂.swift,line=1,") == true)
        case "markdown":
            let rows = run.output.split(separator: "\n").filter { $0.contains("🙂") }
            #expect(rows.count == 1 && rows[0].hasPrefix(#"| `Vues é/a b "q" 'r' <x>&\|%25::␛[2J␇␊next 🙂.swift:1` | warning |"#), "\(rows)")
        case "checkstyle":
            let parser = XMLParser(data: Data(run.output.utf8))
            let names = FileNames()
            parser.delegate = names
            #expect(parser.parse(), "\(run.output)")
            // XML carries the newline as a character reference; the controls become pictures.
            #expect(names.names == [pictured.replacingOccurrences(of: "␊", with: "\n")])
        default:
            Issue.record("no check for \(format)")
        }
    }

    @Test func fixPrintsAHostileFileNameSafelyAndFixesTheFile() throws {
        let folder = try Self.hostileProject()
        let run = CommandRun(["fix", "."], in: folder.directoryURL)
        #expect(run.status == .clean, "\(run.output)\(run.errors)")
        #expect(Self.controls(in: run.output + run.errors).isEmpty, "\(run.output.debugDescription)")
        #expect(run.output.contains("␛[2J␇␊next 🙂.swift:1"))
        let fixed = try String(contentsOf: folder.url.appendingPathComponent(Self.hostileName), encoding: .utf8)
        #expect(fixed.contains(".padding().glassEffect()"))
    }

    // MARK: Links

    /// A real file, a link to it, a folder link into a hidden folder of the project, and a
    /// link to a file outside the project.
    static func linkedProject(outside: TemporaryDirectory) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("App/A.swift", "struct A {}\n")
        try folder.write(".shared/Shared.swift", glassy + "\n")
        try outside.write("Outside.swift", glassy + "\n")
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Shared").path, withDestinationPath: "../.shared")
        try fileManager.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("App/Outside.swift").path,
            withDestinationPath: outside.url.appendingPathComponent("Outside.swift").path
        )
        return folder
    }

    @Test func linksAreListedAsSkippedUnlessFollowedAndNeverLeaveTheRoot() throws {
        let outside = try TemporaryDirectory()
        let folder = try Self.linkedProject(outside: outside)
        let plain = CommandRun(["review", "."], in: folder.directoryURL)
        #expect(plain.status == .clean)
        #expect(plain.output.contains("Skipped: App/Shared: symbolic link (not followed; --follow-links to review it)"))
        #expect(plain.output.contains("Skipped: App/Outside.swift: symbolic link (not followed; --follow-links to review it)"))

        let followed = CommandRun(["review", ".", "--follow-links", "--format", "xcode"], in: folder.directoryURL)
        #expect(followed.status == .findings)
        #expect(followed.output == ".shared/Shared.swift:1:50: warning: glassEffect before padding; move it after padding [glass-before-layout]\n")
        let json = CommandRun(["review", ".", "--follow-links", "--format", "json"], in: folder.directoryURL)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect((log["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String } == [".shared/Shared.swift"])
        #expect(log["skippedFiles"] as? [[String: String]] == [
            ["file": "App/Outside.swift", "reason": "symbolic link leading outside the reviewed folder (not followed)"],
        ])

        let baseline = CommandRun(["baseline", ".", "--follow-links"], in: folder.directoryURL)
        #expect(baseline.output == "Recorded 1 finding in .glasslint-baseline.json\n", "\(baseline.errors)")
    }

    /// `fix` writes the file a followed link leads to, never through the link, and never
    /// outside the root.
    @Test func fixFollowsLinksOnlyWhenAskedAndNeverWritesThroughThem() throws {
        let outside = try TemporaryDirectory()
        let folder = try Self.linkedProject(outside: outside)
        let shared = folder.url.appendingPathComponent(".shared/Shared.swift")
        let outsideFile = outside.url.appendingPathComponent("Outside.swift")

        let plain = CommandRun(["fix", "."], in: folder.directoryURL)
        #expect(plain.status == .clean, "\(plain.output)\(plain.errors)")
        #expect(try String(contentsOf: shared, encoding: .utf8) == Self.glassy + "\n")

        let followed = CommandRun(["fix", ".", "--follow-links"], in: folder.directoryURL)
        #expect(followed.status == .clean, "\(followed.output)\(followed.errors)")
        #expect(try String(contentsOf: shared, encoding: .utf8).contains(".padding().glassEffect()"))
        #expect(try String(contentsOf: outsideFile, encoding: .utf8) == Self.glassy + "\n")
        let link = folder.url.appendingPathComponent("App/Shared").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../.shared")
    }

    // MARK: The project is read, never run

    /// A manifest that would leave a file behind if anything compiled or ran it.
    @Test func aManifestWithSideEffectsIsReadForFactsAndNeverRun() throws {
        let folder = try TemporaryDirectory()
        let marker = folder.url.appendingPathComponent("manifest-ran")
        try folder.write("Package.swift", """
            // swift-tools-version:5.9
            import Foundation
            import PackageDescription

            FileManager.default.createFile(atPath: "\(marker.path)", contents: Data("ran".utf8))

            let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])
            """)
        try folder.write("Sources/App/V.swift", Self.glassy + "\n")

        let review = CommandRun(["review", "."], in: folder.directoryURL)
        #expect(review.status == .findings)
        #expect(review.output.hasPrefix("Liquid Glass review: . (deployment target iOS 17.0"), "\(review.output)")
        let facts = CommandRun(["facts", "."], in: folder.directoryURL)
        #expect(facts.status == .clean)
        _ = CommandRun(["baseline", "."], in: folder.directoryURL)
        let fix = CommandRun(["fix", "."], in: folder.directoryURL)
        #expect(fix.status == .clean, "\(fix.output)\(fix.errors)")
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    // MARK: Configuration

    @Test func aDeeplyNestedOrHugeConfigurationIsOneLineAndExitTwo() throws {
        let folder = try TemporaryDirectory()
        try folder.write("A.swift", "struct A {}\n")
        try folder.write("deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        try folder.write("huge.json", "{\"exclude\": [" + String(repeating: "\"Generated/A.swift\",", count: 2_600_000) + "\"B.swift\"]}")
        for (name, problem) in [("deep.json", "nested more than 64 levels deep"), ("huge.json", "too large for a configuration file")] {
            let run = CommandRun(["review", ".", "--config", name], in: folder.directoryURL)
            #expect(run.status == .failure)
            #expect(run.output.isEmpty)
            #expect(run.errors.hasPrefix("glasslint: error: ") && run.errors.contains(problem), "\(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1)
        }
    }

    // MARK: The executable

    /// The built executable on files deeper than a Dispatch worker's stack takes, with
    /// two jobs: it exits with its own status, not a signal, and reports each file.
    @Test func theExecutableSurvivesDeepFiles() throws {
        let glasslint = try #require(BuiltExecutable.glasslint, "no built glasslint next to the test bundle")
        let folder = try TemporaryDirectory()
        try folder.write("ElseIf.swift", "func f() { if a {}" + String(repeating: " else if a {}", count: 10_000) + " }\n" + Self.glassy + "\n")
        try folder.write("Closures.swift", Self.glassy + "\nlet x = " + String(repeating: "{ ", count: 10_000) + String(repeating: "}", count: 10_000) + "\n")
        try folder.write("Brackets.swift", "let y = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n")
        let run = try ChildProcess(glasslint.path, ["review", ".", "--jobs", "2", "--format", "xcode"], in: folder.directoryURL)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output.split(separator: "\n").map { $0.prefix { $0 != " " } } == ["Closures.swift:1:50:", "ElseIf.swift:2:50:"])
    }
}

/// The `name` of every `file` element.
private final class FileNames: NSObject, XMLParserDelegate {
    var names: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if elementName == "file", let name = attributeDict["name"] { names.append(name) }
    }
}
