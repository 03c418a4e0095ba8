import Foundation
import GlassLintTestSupport
import Testing

/// glasslint's plugins on a prebuilt binary, end to end: `scripts/release --binary` packs
/// the glasslint this test run built (no second build) into an artifact bundle, and writes
/// the plugins-only package (BinaryPlugins/) with it into a copy of
/// Tests/Fixtures/BinaryPluginApp, which uses it through `binaryTarget(path:)`. The app's
/// build compiles neither glasslint nor swift-syntax, and works offline.
struct BinaryPluginTests {
    static let app = Repository.root.appendingPathComponent("Tests/Fixtures/BinaryPluginApp")
    static let file = "Sources/Player/MiniPlayer.swift"

    @Test func theAppBuildsWithTheBundledPluginsAndShowsTheFindings() throws {
        let glasslint = try #require(BuiltExecutable.glasslint, "no built glasslint next to the test bundle")
        let copy = try TemporaryDirectory.copy(of: Self.app)
        let output = try TemporaryDirectory()
        let plugins = copy.url.appendingPathComponent("glasslint-plugins")

        // The bundle: its checksum is the one SwiftPM computes for the zip.
        let release = try ChildProcess(
            Repository.root.appendingPathComponent("scripts/release").path,
            ["--binary", glasslint.path, "--output", output.url.path, "--plugins-package", plugins.path],
            in: Repository.root
        )
        try #require(release.status == 0, "scripts/release failed:\n\(release.errors)")
        let zip = plugins.appendingPathComponent("glasslint.artifactbundle.zip")
        let computed = try ChildProcess("swift", ["package", "compute-checksum", zip.path], in: copy.url)
        #expect(release.output.count == 65 && computed.status == 0)
        #expect(release.output == computed.output, "scripts/release printed \(release.output), SwiftPM computes \(computed.output)")

        let bundle = output.url.appendingPathComponent("glasslint.artifactbundle")
        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any]
        #expect(info?["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info?["artifacts"] as? [String: Any])?["glasslint"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.count == 1 && (variants.first?["supportedTriples"] as? [String])?.count == 1)
        let path = try #require(variants.first?["path"] as? String)
        #expect(FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path))
        let page = try String(contentsOf: bundle.appendingPathComponent("docs/rules/availability.txt"), encoding: .utf8)
        #expect(page.contains("Glass API without an availability check"))

        // The build tool plugin, from the bundle: the package's facts (iOS 17) are read, so
        // the ungated glass is reported, next to the other finding; the build passes.
        let scratch = ["--scratch-path", copy.url.appendingPathComponent(".build").path]
        let build = try ChildProcess("swift", ["build"] + scratch, in: copy.url)
        try #require(build.status == 0, "swift build failed:\n\(build.output)\(build.errors)")
        let prefix = "\(copy.url.path)/\(Self.file)"
        #expect(build.output.contains("\(prefix):13:14: warning: glassEffect needs iOS 26.0, macOS 26.0; this code runs from iOS 17.0"))
        #expect(build.output.contains("\(prefix):22:14: warning: glassEffect before padding; move it after padding [glass-before-layout]"))
        #expect(!build.output.contains("Compiling GlassLintKit") && !build.output.contains("SwiftSyntax"), "glasslint was compiled:\n\(build.output)")

        // The command plugin, from the bundle: the same findings, and glasslint's exit status.
        let package = ["package"] + scratch + ["--allow-writing-to-package-directory", "glasslint"]
        let review = try ChildProcess("swift", package + ["review", "--format", "json"], in: copy.url)
        #expect(review.status == 1, "findings should fail the review:\n\(review.errors)")
        let expected = ["\(Self.file):13:availability", "\(Self.file):22:glass-before-layout"]
        #expect(try Self.sites(review) == expected)

        // A target of one file, named with --target, is reviewed with the package's facts too.
        let target = try ChildProcess("swift", package + ["review", "--target", "Player", "--format", "json"], in: copy.url)
        #expect(try Self.sites(target) == expected)
    }

    /// `file:line:rule` of each finding of a JSON review.
    static func sites(_ review: ChildProcess) throws -> [String] {
        let report = try JSONSerialization.jsonObject(with: Data(review.output.utf8)) as? [String: Any]
        let findings = try #require(report?["findings"] as? [[String: Any]], "not a JSON review:\n\(review.output)\(review.errors)")
        return findings.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["rule"] ?? "")" }
    }
}
