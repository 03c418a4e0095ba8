import Foundation
import GlassLintTestSupport

/// A program run to its end, with what it printed. Output goes through files rather than
/// pipes, so a chatty program (a whole `swift build`) never blocks on a full pipe.
struct ChildProcess {
    let status: Int32
    let output: String
    let errors: String

    /// Runs `command`, found on PATH, with `arguments` in `directory`, with no input.
    init(_ command: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
        let scratch = try TemporaryDirectory()
        let outputFile = try scratch.write("out", "")
        let errorFile = try scratch.write("err", "")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
        output = try String(contentsOf: outputFile, encoding: .utf8)
        errors = try String(contentsOf: errorFile, encoding: .utf8)
    }
}
