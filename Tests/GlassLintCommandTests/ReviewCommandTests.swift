import Foundation
import GlassLintTestSupport
import GlassLintCommand
import Testing

struct ReviewCommandTests {
    @Test(arguments: [
        ("review", "trips-review.txt"), ("json", "trips.json"), ("xcode", "trips-xcode.txt"), ("sarif", "trips.sarif"),
        ("github", "trips-github.txt"), ("markdown", "trips.md"), ("checkstyle", "trips-checkstyle.xml"),
    ])
    func tripsReviewMatchesGolden(_ format: String, _ golden: String) throws {
        let run = CommandRun(["review", "Examples/Trips", "--format", format])
        #expect(run.status == .findings)
        #expect(run.errors.isEmpty)
        #expect(try Repository.matchesGolden(run.output, golden), "run GLASSLINT_UPDATE_GOLDEN=1 swift test to see the difference")
    }

    @Test func testsAndPreviewsAreReviewedOnlyWhenAsked() throws {
        let folder = try TemporaryDirectory()
        try folder.write("AppTests/CardTests.swift", #"struct V: View { var body: some View { Text("a").glassEffect().padding() } }"#)
        let plain = CommandRun(["review", folder.url.path, "--format", "xcode", "--no-cache"])
        #expect(plain.status == .clean)
        let included = CommandRun(["review", folder.url.path, "--format", "xcode", "--no-cache", "--include-tests-and-previews"])
        #expect(included.status == .findings)
        #expect(included.output.contains("AppTests/CardTests.swift:1:"))
    }

    @Test func cacheFolderIsChosenAndNoCacheWritesNothing() throws {
        let store = try TemporaryDirectory()
        let cold = CommandRun(["review", "Examples/Trips", "--format", "json", "--cache-path", store.url.path])
        let stores = try FileManager.default.contentsOfDirectory(atPath: store.url.path)
        #expect(stores.count == 1 && stores[0].hasPrefix("review-") && stores[0].hasSuffix(".cache"))
        let warm = CommandRun(["review", "Examples/Trips", "--format", "json", "--cache-path", store.url.path])
        #expect(warm.output == cold.output)
        #expect(warm.status == cold.status)

        let home = try TemporaryDirectory()
        let environment = ["HOME": home.url.path]
        let uncached = CommandRun(["review", "Examples/Trips", "--format", "json", "--no-cache"], environment: environment)
        #expect(uncached.output == cold.output)
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".cache").path))
        _ = CommandRun(["review", "Examples/Trips", "--format", "json"], environment: environment)
        #if !os(macOS)
        #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".cache/glasslint").path))
        #endif
    }

    @Test func bareInvocationReviewsAndOutputIsStable() {
        let first = CommandRun(["Examples/Trips", "--format", "json"])
        let second = CommandRun(["Examples/Trips", "--format=json", "--jobs", "1"])
        #expect(first.output == second.output)
        #expect(first.status == .findings)
    }

    @Test func jsonFollowsTheContract() throws {
        let run = CommandRun(["Examples/Trips", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect((object["tool"] as? [String: Any])?["name"] as? String == "glasslint")
        #expect(object["root"] as? String == "Examples/Trips")
        let findings = try #require(object["findings"] as? [[String: Any]])
        let first = try #require(findings.first)
        for key in ["rule", "severity", "file", "line", "column", "endLine", "endColumn", "message", "fix", "fixable"] {
            #expect(first[key] != nil, "finding lacks \(key)")
        }
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["findings"] == findings.count)
        #expect(Set(summary.keys).isSuperset(of: ["files", "skipped", "findings", "errors", "warnings", "infos"]))
    }

    @Test func failOnSetsTheExitStatus() {
        #expect(CommandRun(["Examples/Trips", "--fail-on", "never"]).status == .clean)
        #expect(CommandRun(["Examples/Trips", "--fail-on", "error"]).status == .findings)
    }

    @Test func cleanProjectSaysSoInOneLine() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Package.swift", #"let package = Package(name: "A", platforms: [.iOS(.v26)])"#)
        try folder.write("A.swift", #"struct A: View { var body: some View { Text("a").padding().glassEffect() } }"#)
        let run = CommandRun([folder.url.path])
        #expect(run.status == .clean)
        #expect(run.output == "Liquid Glass review: \(folder.url.path) (deployment target iOS 26.0): no findings in 2 files.\n")
    }

    @Test(arguments: [
        (["--format", "html"], "glasslint: error: --format takes one of review, xcode, json, sarif, github, markdown, checkstyle, not 'html'\n"),
        (["--frobnicate"], "glasslint: error: unknown option '--frobnicate' (see `glasslint review --help`)\n"),
        (["--fail-on", "sometimes"], "glasslint: error: --fail-on takes error, warning, info or never, not 'sometimes'\n"),
        (["--jobs", "0"], "glasslint: error: --jobs takes a positive whole number\n"),
        (["--config"], "glasslint: error: --config needs a value\n"),
        (["No/Such/Folder"], "glasslint: error: no such file or folder: No/Such/Folder\n"),
        (["Examples/Trips", "--config", "missing.json"], "glasslint: error: no such configuration file: missing.json\n"),
        (["Examples", "--root", "Examples/Trips"], "glasslint: error: Examples is not inside the --root folder Examples/Trips\n"),
        (["Examples/Trips", "--root", "Examples/Trips/Package.swift"], "glasslint: error: no such folder: Examples/Trips/Package.swift (--root)\n"),
    ])
    func usageErrorsExitTwoWithOneLine(_ arguments: [String], _ message: String) {
        let run = CommandRun(arguments)
        #expect(run.status == .failure)
        #expect(run.errors == message)
        #expect(run.output.isEmpty)
    }

    /// `--root` (the build tool plugin's): a target's folder is reviewed with the facts of
    /// its package, which its folder alone does not have, and reported under the package.
    @Test func rootGivesTheReviewedFolderItsPackagesFacts() {
        let app = "Tests/Fixtures/BinaryPluginApp"
        let alone = CommandRun(["\(app)/Sources/Player", "--format", "xcode", "--fail-on", "never", "--no-cache"])
        #expect(!alone.output.contains("[availability]"))
        let run = CommandRun(["\(app)/Sources/Player", "--root", app, "--format", "xcode", "--fail-on", "never", "--no-cache"])
        #expect(run.status == .clean)
        #expect(run.output == """
            \(app)/Sources/Player/MiniPlayer.swift:13:14: warning: glassEffect needs iOS 26.0, macOS 26.0; this code runs from \
            iOS 17.0, macOS 14.0; wrap it in if #available(iOS 26.0, macOS 26.0, *) with a fallback [availability]
            \(app)/Sources/Player/MiniPlayer.swift:22:14: warning: glassEffect before padding; move it after padding [glass-before-layout]

            """)
    }

    @Test func folderWithoutSwiftFilesIsAnError() throws {
        let folder = try TemporaryDirectory()
        try folder.write("README.md", "# nothing here")
        let run = CommandRun([folder.url.path])
        #expect(run.status == .failure)
        #expect(run.errors == "glasslint: error: no Swift files to review in \(folder.url.path)\n")
    }

    @Test func brokenConfigurationNamesTheFile() throws {
        let folder = try TemporaryDirectory()
        try folder.write("A.swift", "struct A {}")
        try folder.write(".glasslint.json", #"{"rules": {"no-such-rule": true}}"#)
        let run = CommandRun([folder.url.path])
        #expect(run.status == .failure)
        #expect(run.errors.hasPrefix("glasslint: error: \(folder.url.path)/.glasslint.json: unknown rule 'no-such-rule'"))
        #expect(CommandRun([folder.url.path, "--no-config"]).status == .clean)
    }

    @Test func configurationDisablesRulesAndChangesSeverity() throws {
        let folder = try TemporaryDirectory()
        try folder.write("A.swift", #"let a = Text("a").glassEffect().padding()"#)
        try folder.write(".glasslint.json", #"{"rules": {"glass-before-layout": {"severity": "info"}}}"#)
        #expect(CommandRun([folder.url.path]).status == .clean)
        #expect(CommandRun([folder.url.path, "--fail-on", "info"]).status == .findings)
        try folder.write(".glasslint.json", #"{"rules": {"glass-before-layout": false}}"#)
        #expect(CommandRun([folder.url.path, "--fail-on", "info"]).status == .clean)
    }
}

struct CatalogCommandTests {
    @Test func rulesListsEveryRule() {
        let run = CommandRun(["rules"])
        #expect(run.status == .clean)
        #expect(run.output.hasPrefix("ID "))
        for id in ["glass-before-layout", "unknown-glass-api", "glass-default-shape"] {
            #expect(run.output.contains("\n\(id) "), "\(id)")
        }
        let line = run.output.split(separator: "\n").first { $0.hasPrefix("glass-before-layout ") }
        #expect(line?.split(separator: " ", omittingEmptySubsequences: true).prefix(3) == ["glass-before-layout", "warning", "yes"])
    }

    @Test func explainShowsRationaleSourceAndExamples() {
        let run = CommandRun(["explain", "glass-before-layout"])
        #expect(run.status == .clean)
        #expect(run.output.hasPrefix("glass-before-layout: Glass before layout\n"))
        #expect(run.output.contains("Source: WWDC25 session 323"))
        #expect(run.output.contains("Triggers (↓ marks the finding, ⓘ one reported as info):"))
        #expect(run.output.contains("Does not trigger:"))
        #expect(run.output.contains("Fix, before:"))
    }

    @Test func explainUnknownRuleFails() {
        let run = CommandRun(["explain", "glass-everywhere"])
        #expect(run.status == .failure)
        #expect(run.errors == "glasslint: error: unknown rule 'glass-everywhere' (see `glasslint rules`)\n")
    }

    /// `--version` names the SwiftSyntax the manifest chose, which this test target was built with too.
    @Test func helpAndVersion() {
        #expect(CommandRun(["--help"]).output.contains("EXIT STATUS"))
        #if SWIFT_SYNTAX_FROM_TOOLCHAIN
        let syntax = "the toolchain's SwiftSyntax host libraries"
        #else
        let syntax = "the swift-syntax package"
        #endif
        #expect(CommandRun(["--version"]).output == "glasslint 0.1.0 (built with \(syntax))\n")
    }
}
