import Foundation
import GlassLintTestSupport
import GlassLintCommand

/// Runs the command in-process, as the executable would, and keeps what it printed.
struct CommandRun {
    let status: GlassLintCommand.ExitStatus
    let output: String
    let errors: String

    /// The review cache goes to a folder of the test run's own, never the user's.
    static let environment = ProcessInfo.processInfo.environment.merging(
        ["XDG_CACHE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("glasslint-tests-cache-\(getpid())").path]
    ) { _, ours in ours }

    init(_ arguments: [String], in directory: URL = Repository.root, environment: [String: String] = CommandRun.environment) {
        let output = BufferSink()
        let errors = BufferSink()
        status = GlassLintCommand.run(arguments, output: output, errors: errors, currentDirectory: directory, environment: environment)
        self.output = output.text
        self.errors = errors.text
    }
}

extension Repository {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares with a golden file; with GLASSLINT_UPDATE_GOLDEN=1 rewrites it instead.
    static func matchesGolden(_ text: String, _ name: String) throws -> Bool {
        let url = golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["GLASSLINT_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return true
        }
        return try String(contentsOf: url, encoding: .utf8) == text
    }
}
