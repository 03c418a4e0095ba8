import Foundation
import GlassLintCommand
import GlassLintTestSupport
import Testing

/// `glasslint baseline` records today's findings; `review --baseline` reports only new
/// ones, however the lines above them move.
struct BaselineCommandTests {
    static let view = """
        struct Card: View {
            var body: some View {
                Text("Now").glassEffect().padding()
            }
        }

        """

    /// A folder with one finding and its baseline.
    static func projectWithBaseline() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Card.swift", view)
        let run = CommandRun(["baseline", folder.url.path])
        #expect(run.status == .clean)
        #expect(run.output == "Recorded 1 finding in \(folder.url.path)/.glasslint-baseline.json\n")
        return folder
    }

    func review(_ folder: TemporaryDirectory, _ extra: [String] = []) -> CommandRun {
        CommandRun(["review", folder.url.path, "--baseline", folder.url.path + "/.glasslint-baseline.json"] + extra)
    }

    @Test func recordedFindingsAreSuppressedAndCounted() throws {
        let folder = try Self.projectWithBaseline()
        let run = review(folder)
        #expect(run.status == .clean)
        #expect(run.output.hasSuffix(": no findings in 1 file.\n1 finding suppressed by the baseline\n"))
    }

    @Test func movingLinesAboveAFindingKeepsItSuppressed() throws {
        let folder = try Self.projectWithBaseline()
        try folder.write("Card.swift", """
            import SwiftUI

            /// A card, now documented, and its body re-indented.
            struct Card: View {
                let title = "Now"

                var body: some View {
                    VStack {
                        Text("Now")
                            .glassEffect() // still before padding
                            .padding()
                    }
                }
            }

            """)
        let run = review(folder)
        #expect(run.status == .clean, "\(run.output)")
        #expect(run.output.contains("1 finding suppressed by the baseline"))
    }

    @Test func newFindingsAreReportedAndTheRestCounted() throws {
        let folder = try Self.projectWithBaseline()
        // The recorded code, new code, and a second copy of the recorded code: each
        // record excuses one finding, so the copy is new.
        try folder.write("Card.swift", """
            struct Card: View {
                var body: some View {
                    Text("Now").glassEffect().padding()
                    Text("New").glassEffect().padding()
                    Text("Now").glassEffect().padding()
                }
            }

            """)
        try folder.write("Other.swift", Self.view.replacingOccurrences(of: "Card", with: "Other"))
        let run = review(folder, ["--format", "json"])
        #expect(run.status == .findings)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["file"]!):\($0["line"]!)" } == ["Card.swift:4", "Card.swift:5", "Other.swift:3"])
        #expect((object["summary"] as? [String: Int])?["suppressedByBaseline"] == 1)
    }

    @Test(arguments: ["review", "xcode", "json", "sarif", "github", "markdown", "checkstyle"])
    func everyFormatSaysHowManyWereSuppressed(_ format: String) throws {
        let folder = try Self.projectWithBaseline()
        let run = review(folder, ["--format", format])
        #expect(run.status == .clean)
        let said = format == "json" || format == "sarif" ? "\"suppressedByBaseline\" : 1" : "1 finding suppressed by the baseline"
        #expect(run.output.contains(said), "\(run.output)")
    }

    @Test func withoutABaselineNothingIsSaid() {
        let run = CommandRun(["review", "Examples/Trips", "--format", "json"])
        #expect(!run.output.contains("suppressedByBaseline"))
        #expect(!CommandRun(["review", "Examples/Trips"]).output.contains("baseline"))
    }

    @Test func baselineIsTheSameByteForByteAndCanGoElsewhere() throws {
        let folder = try Self.projectWithBaseline()
        let first = try Data(contentsOf: folder.url.appendingPathComponent(".glasslint-baseline.json"))
        let elsewhere = folder.url.appendingPathComponent("ci/base.json").path
        try FileManager.default.createDirectory(atPath: folder.url.path + "/ci", withIntermediateDirectories: true)
        let run = CommandRun(["baseline", folder.url.path, "--output", elsewhere])
        #expect(run.output == "Recorded 1 finding in \(elsewhere)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: elsewhere)) == first)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains(#""rule" : "glass-before-layout""#) && text.contains(#""file" : "Card.swift""#))
    }

    @Test func missingOrBrokenBaselineIsAnError() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Card.swift", Self.view)
        let missing = CommandRun(["review", folder.url.path, "--baseline", "nowhere.json"])
        #expect(missing.status == .failure)
        #expect(missing.errors == "glasslint: error: no such baseline file: nowhere.json (write one with `glasslint baseline`)\n")

        let broken = try folder.write("broken.json", #"{"findings": 3}"#)
        let run = CommandRun(["review", folder.url.path, "--baseline", broken.path])
        #expect(run.status == .failure)
        #expect(run.errors == "glasslint: error: \(broken.path): not a glasslint baseline (write one with `glasslint baseline`)\n")

        let future = try folder.write("future.json", #"{"version": 9, "findings": []}"#)
        #expect(CommandRun(["review", folder.url.path, "--baseline", future.path]).errors
            == "glasslint: error: \(future.path): baseline version 9 is not supported (this glasslint writes 1)\n")
    }
}
