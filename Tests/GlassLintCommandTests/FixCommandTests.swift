import Foundation
import GlassLintCommand
import GlassLintTestSupport
import Testing

struct FixCommandTests {
    static func tripsCopy() throws -> TemporaryDirectory {
        try TemporaryDirectory.copy(of: Repository.root.appendingPathComponent("Examples/Trips"))
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let copy = try Self.tripsCopy()
        let before = try copy.snapshot()
        let run = CommandRun(["fix", "--dry-run", copy.url.path])
        #expect(try copy.snapshot() == before)
        #expect(run.output.hasPrefix("--- a/Sources/Trips/"))
        #expect(run.output.contains("-                .searchToolbarBehavior(.minimized)\n+                .searchToolbarBehavior(.minimize)\n"))
        #expect(run.errors.contains("(dry run: nothing written)"))
        #expect(run.errors.contains("Sources/Trips/TripsListView.swift:37"))
        #expect(run.status == .findings, "warnings that no fix removes remain")
    }

    /// `--root` (the command plugin's, for `--target`): a target's folder is fixed with the
    /// facts of its package, so the ungated glass of an iOS 17 package gets its helper.
    @Test func rootGivesTheFixedFolderItsPackagesFacts() {
        let app = "Tests/Fixtures/BinaryPluginApp"
        let alone = CommandRun(["fix", "--dry-run", "\(app)/Sources/Player"])
        #expect(!alone.output.contains("glassSurface"))
        let run = CommandRun(["fix", "--dry-run", "\(app)/Sources/Player", "--root", app])
        #expect(run.output.contains("+++ b/Sources/Player/LiquidGlassCompat.swift\n"))
        #expect(run.output.contains("--- a/Sources/Player/MiniPlayer.swift\n"))
        #expect(run.output.contains("-            .glassEffect()\n+            .glassSurface()\n"))
    }

    @Test func theDryRunDiffAppliesToTheSameResultAsFix() throws {
        let patched = try Self.tripsCopy()
        let diff = CommandRun(["fix", "--dry-run", patched.url.path]).output
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["patch", "-p1", "--quiet"]
        process.currentDirectoryURL = patched.url
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(diff.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let fixed = try Self.tripsCopy()
        _ = CommandRun(["fix", fixed.url.path])
        #expect(try patched.snapshot() == fixed.snapshot())
    }

    @Test func fixWritesTheFilesAndListsEachFixWithItsLine() throws {
        let copy = try Self.tripsCopy()
        let review = CommandRun(["review", copy.url.path, "--format", "json"]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(review.utf8)) as? [String: Any])
        let removals: Set = ["opaque-bar-background", "sheet-background", "material-under-glass"]
        let fixable = try #require(object["findings"] as? [[String: Any]]).filter { finding in
            finding["fixable"] as? Bool == true && !removals.contains(finding["rule"] as? String ?? "")
        }
        #expect(fixable.count >= 7)

        let run = CommandRun(["fix", copy.url.path])
        #expect(run.errors.isEmpty)
        #expect(run.output.hasPrefix("Fixes applied to \(copy.url.path):\nFile:line"))
        // Every safe fix the review offered is listed at the line the review gave.
        let rows = run.output.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        for finding in fixable {
            let place = "\(finding["file"]!):\(finding["line"]!)"
            #expect(rows.contains { $0.count > 1 && $0[0] == place && $0[1] == finding["rule"] as? String ?? "" }, "the summary lacks \(place)")
        }
        let list = try String(contentsOf: copy.url.appendingPathComponent("Sources/Trips/TripsListView.swift"), encoding: .utf8)
        #expect(list.contains(".searchToolbarBehavior(.minimize)\n"))

        let again = CommandRun(["fix", copy.url.path, "--fail-on", "never"])
        #expect(again.output.hasPrefix("Nothing to fix in \(copy.url.path).\n"))
        #expect(again.status == .clean)
    }

    @Test func ruleLimitsTheFixes() throws {
        let copy = try Self.tripsCopy()
        let before = try copy.snapshot()
        let run = CommandRun(["fix", copy.url.path, "--rule", "unknown-glass-api", "--rule=container-spacing"])
        let changed = try copy.snapshot().filter { before[$0.key] != $0.value }.keys.sorted()
        #expect(changed == ["Sources/Trips/PlannerView.swift", "Sources/Trips/TripMapView.swift", "Sources/Trips/TripsListView.swift"])
        let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("Sources/") }
        #expect(rows.allSatisfy { $0.contains(" unknown-glass-api ") || $0.contains(" container-spacing ") })
        #expect(rows.count >= 3)
    }

    @Test func nothingLeftToFixOrFailOnExitsZero() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Package.swift", #"let package = Package(name: "A", platforms: [.iOS(.v26)])"#)
        let file = try folder.write("A.swift", """
            struct A: View {
                var body: some View {
                    Text("a")
                        .glassEffect()
                        .padding()
                }
            }

            """)
        let run = CommandRun(["fix", folder.url.path])
        #expect(run.status == .clean)
        #expect(run.output.contains("\nA.swift:4  glass-before-layout  move it after padding\n"))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("            .padding()\n            .glassEffect()\n"))
    }

    @Test(arguments: [
        (["--rule", "no-such-rule"], "glasslint: error: unknown rule 'no-such-rule' (see `glasslint rules`)\n"),
        (["--rule"], "glasslint: error: --rule needs a value\n"),
        (["--jobs", "0"], "glasslint: error: --jobs takes a positive whole number\n"),
        (["--format", "json"], "glasslint: error: unknown option '--format' (see `glasslint fix --help`)\n"),
        (["Examples/Nowhere"], "glasslint: error: no such file or folder: Examples/Nowhere\n"),
    ])
    func usageErrorsExitTwo(_ arguments: [String], _ message: String) {
        let run = CommandRun(["fix", "Examples/Trips", "--dry-run"] + arguments)
        #expect(run.status == .failure)
        #expect(run.errors == message)
        #expect(run.output.isEmpty)
    }

    @Test func helpDocumentsFix() {
        let help = CommandRun(["help"]).output
        #expect(help.contains("glasslint fix [PATH ...]"))
        #expect(help.contains("--dry-run"))
        #expect(help.contains("--include-removals"))
    }
}
