import Foundation
@testable import GlassLintCommand
import GlassLintKit
import GlassLintTestSupport
import Testing

/// `--output`, `--quiet`, colour and the progress line: how a review reaches files,
/// pipes and terminals.
struct ReportOutputTests {
    @Test func outputWritesSeveralReportsInOneRunAndStdoutKeepsFormat() throws {
        let folder = try TemporaryDirectory()
        let files = ["sarif": "reports/trips.sarif", "github": "reports/deep/trips.txt", "markdown": "trips.md", "checkstyle": "c.xml"]
        let outputs = files.sorted(by: <).flatMap { ["--output", "\($0.key)=\(folder.url.path)/\($0.value)"] }
        let run = CommandRun(["review", "Examples/Trips", "--format", "json"] + outputs)
        #expect(run.status == .findings)
        #expect(run.errors.isEmpty)
        #expect(run.output == CommandRun(["review", "Examples/Trips", "--format", "json"]).output)
        for (format, path) in files {
            let written = try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
            #expect(written == CommandRun(["review", "Examples/Trips", "--format", format]).output, "\(format)")
        }
        // Written whole and renamed into place: no temporary file is left beside them.
        let reports = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("reports").path)
        #expect(reports.sorted() == ["deep", "trips.sarif"])
    }

    @Test func outputReplacesAnOldReport() throws {
        let folder = try TemporaryDirectory()
        let old = try folder.write("old.txt", String(repeating: "stale\n", count: 10_000))
        let run = CommandRun(["review", "Examples/Trips", "--output", "xcode=\(old.path)"])
        #expect(run.status == .findings)
        #expect(try String(contentsOf: old, encoding: .utf8) == CommandRun(["review", "Examples/Trips", "--format", "xcode"]).output)
    }

    @Test(arguments: [
        (["--output", "sarif"], "glasslint: error: --output takes FORMAT=FILE, for example sarif=glasslint.sarif, not 'sarif'\n"),
        (["--output", "sarif="], "glasslint: error: --output takes FORMAT=FILE, for example sarif=glasslint.sarif, not 'sarif='\n"),
        (["--output", "html=a.html"], "glasslint: error: --output takes one of review, xcode, json, sarif, github, markdown, checkstyle, not 'html'\n"),
        (["--output", "sarif=a", "--output", "json=./a"], "glasslint: error: --output names a twice\n"),
    ])
    func badOutputsAreUsageErrors(_ arguments: [String], _ message: String) {
        let run = CommandRun(["review", "Examples/Trips"] + arguments)
        #expect(run.status == .failure)
        #expect(run.errors == message)
        #expect(run.output.isEmpty)
    }

    @Test func unwritableOutputIsAnErrorThatNamesTheFile() throws {
        let folder = try TemporaryDirectory()
        let blocker = try folder.write("file.txt", "a file, not a folder")
        let run = CommandRun(["review", "Examples/Trips", "--output", "sarif=\(blocker.path)/x.sarif"])
        #expect(run.status == .failure)
        #expect(run.errors.hasPrefix("glasslint: error: cannot write the sarif report to \(blocker.path)/x.sarif: "))
        #expect(run.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func quietPrintsNothingWhenTheReviewPasses() throws {
        let folder = try TemporaryDirectory()
        try folder.write("A.swift", #"let a = Text("a").padding().glassEffect()"#)
        let clean = CommandRun([folder.url.path, "--quiet"])
        #expect(clean.status == .clean)
        #expect(clean.output.isEmpty && clean.errors.isEmpty)

        let passing = CommandRun(["Examples/Trips", "--quiet", "--fail-on", "never"])
        #expect(passing.status == .clean)
        #expect(passing.output.isEmpty)

        let failing = CommandRun(["Examples/Trips", "--quiet"])
        #expect(failing.status == .findings)
        #expect(failing.output == CommandRun(["Examples/Trips"]).output)
    }

    @Test func quietStillWritesTheOutputFiles() throws {
        let folder = try TemporaryDirectory()
        let run = CommandRun(["Examples/Trips", "--quiet", "--fail-on", "never", "--output", "json=\(folder.url.path)/r.json"])
        #expect(run.output.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.url.path + "/r.json"))
    }

    @Test(arguments: [
        (true, [String: String](), true), (false, [:], false), (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], true), (true, ["TERM": "dumb"], false), (true, ["TERM": "xterm-256color"], true),
    ])
    func colourOnlyForATerminalWithoutNO_COLOR(_ isTerminal: Bool, _ environment: [String: String], _ colored: Bool) {
        #expect(ReviewCommand.palette(for: BufferSink(isTerminal: isTerminal), environment: environment) == (colored ? .ansi : .plain))
    }

    @Test func terminalGetsColourButFilesNever() throws {
        let folder = try TemporaryDirectory()
        let terminal = BufferSink(isTerminal: true)
        let status = try ReviewCommand.run(
            ["Examples/Trips", "--output", "review=\(folder.url.path)/review.txt"], output: terminal, errors: BufferSink(),
            currentDirectory: Repository.root, environment: [:]
        )
        #expect(status == .findings)
        #expect(terminal.text.contains("\u{1B}[31mSources/Trips/TripMapView.swift:113\u{1B}[0m"), "errors in red")
        let plain = CommandRun(["Examples/Trips"]).output
        #expect(!plain.contains("\u{1B}"))
        #expect(Self.strippingColour(terminal.text) == plain, "colour only wraps text")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("review.txt"), encoding: .utf8) == plain)

        let refused = BufferSink(isTerminal: true)
        _ = try ReviewCommand.run(["Examples/Trips"], output: refused, errors: BufferSink(), currentDirectory: Repository.root,
                                  environment: ["NO_COLOR": "1"])
        #expect(refused.text == plain)
    }

    static func strippingColour(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func progressLineWaitsASecondRedrawsInPlaceAndIsErased() {
        let clock = ManualClock()
        let sink = BufferSink(isTerminal: true)
        let progress = ProgressLine(sink: sink, now: { clock.now })
        progress.started(files: 4)
        clock.now = 500_000_000
        progress.finishedFile()
        #expect(sink.text.isEmpty, "a short review shows nothing")
        clock.now = 1_200_000_000
        progress.finishedFile()
        #expect(sink.text == "\r\u{1B}[KReviewed 2 of 4 files")
        clock.now = 1_250_000_000
        progress.finishedFile()
        #expect(sink.text == "\r\u{1B}[KReviewed 2 of 4 files", "at most ten redraws a second")
        clock.now = 1_400_000_000
        progress.finishedFile()
        progress.end()
        #expect(sink.text == "\r\u{1B}[KReviewed 2 of 4 files\r\u{1B}[KReviewed 4 of 4 files\r\u{1B}[K")
    }

    @Test func progressLineThatNeverShowedErasesNothing() {
        let sink = BufferSink(isTerminal: true)
        let progress = ProgressLine(sink: sink, now: { 0 })
        progress.started(files: 1)
        progress.finishedFile()
        progress.end()
        #expect(sink.text.isEmpty)
    }
}

/// A clock the test moves by hand.
private final class ManualClock: @unchecked Sendable {
    var now: UInt64 = 0
}
