import Foundation
import GlassLintTestSupport
import Testing

/// The SwiftPM plugins end to end, on a temporary copy of Tests/Fixtures/PluginSample whose
/// dependency path points at this repository: `swift build` runs the build tool plugin, and
/// `swift package glasslint` the command plugin. The copy's build compiles glasslint once
/// more (a few minutes on two cores), so one test shares that build between every step.
struct PluginTests {
    static let sample = Repository.root.appendingPathComponent("Tests/Fixtures/PluginSample")
    static let mistake = "Sources/NowPlaying/NowPlayingBar.swift"

    /// The build tool plugin's declared output: an empty file, written once the review is done.
    @Test func theReviewWritesTheStampTheBuildDeclares() throws {
        let folder = try TemporaryDirectory()
        let stamp = folder.url.appendingPathComponent("GlassLintReviewStamp.swift")
        try Data("stale".utf8).write(to: stamp)
        let run = CommandRun(["review", "Tests/Fixtures/PluginSample", "--format", "xcode", "--fail-on", "never", "--stamp", stamp.path])
        #expect(run.status == .clean)
        #expect(run.output.contains("[glass-before-layout]"))
        #expect(try Data(contentsOf: stamp).isEmpty)

        let nowhere = folder.url.appendingPathComponent("missing/stamp.swift").path
        let failed = CommandRun(["review", "Tests/Fixtures/PluginSample", "--fail-on", "never", "--stamp", nowhere])
        #expect(failed.status == .failure)
        #expect(failed.errors == "glasslint: error: cannot write the stamp file \(nowhere)\n")
    }

    @Test func buildShowsFindingsAsWarningsAndCommandPluginReviews() throws {
        let copy = try TemporaryDirectory.copy(of: Self.sample)
        let manifest = copy.url.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let dependency = #"path: "../../..")"#
        try #require(text.contains(dependency))
        try text.replacingOccurrences(of: dependency, with: "path: \"\(Repository.root.path)\")")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let scratch = ["--scratch-path", copy.url.appendingPathComponent(".build").path]

        // The build tool plugin: the finding is a warning at the file's absolute path, and the build passes.
        let build = try ChildProcess("swift", ["build"] + scratch, in: copy.url)
        let warning = "\(copy.url.path)/\(Self.mistake):10:14: warning: glassEffect before padding"
        try #require(build.status == 0, "swift build failed:\n\(build.output)\(build.errors)")
        #expect(build.output.contains(warning), "no glasslint warning in:\n\(build.output)")
        #expect(build.output.contains("[glass-before-layout]"))

        // Its output stands until a reviewed file changes. (The build after a fresh one links
        // the plugin's tool once more, which SwiftPM does for every tool, and so reviews again.)
        _ = try ChildProcess("swift", ["build"] + scratch, in: copy.url)
        let again = try ChildProcess("swift", ["build"] + scratch, in: copy.url)
        #expect(again.status == 0)
        #expect(!again.output.contains("glass-before-layout"), "reviewed again with nothing changed:\n\(again.output)")
        let file = copy.url.appendingPathComponent(Self.mistake)
        try (String(contentsOf: file, encoding: .utf8) + "// changed\n").write(to: file, atomically: true, encoding: .utf8)
        let changed = try ChildProcess("swift", ["build"] + scratch, in: copy.url)
        #expect(changed.output.contains(warning), "not reviewed after a change:\n\(changed.output)")

        // The command plugin forwards its arguments and glasslint's exit status.
        let package = ["package"] + scratch + ["--allow-writing-to-package-directory", "glasslint"]
        let review = try ChildProcess("swift", package + ["review", "--format", "json"], in: copy.url)
        #expect(review.status == 1, "findings should fail the review:\n\(review.errors)")
        let report = try JSONSerialization.jsonObject(with: Data(review.output.utf8)) as? [String: Any]
        let findings = try #require(report?["findings"] as? [[String: Any]], "not a JSON review:\n\(review.output)\(review.errors)")
        #expect(findings.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["rule"] ?? "")" } == ["\(Self.mistake):10:glass-before-layout"])

        let passing = try ChildProcess("swift", package + ["review", "--fail-on", "never"], in: copy.url)
        #expect(passing.status == 0, "--fail-on never should pass:\n\(passing.errors)")
        #expect(passing.output.contains("glassEffect before padding"))
    }
}
