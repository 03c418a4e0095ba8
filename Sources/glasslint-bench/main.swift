// glasslint-bench: writes a deterministic SwiftUI corpus and times a bare parse of it,
// the baseline that `glasslint review` is compared against (see scripts/bench).
import Foundation

let usage = """
usage: glasslint-bench generate DIR [--files N] [--seed S] [--reuse]
       glasslint-bench parse DIR [--jobs N]

generate  writes the corpus to DIR (DIR must be empty or hold an earlier corpus)
          --files N   number of Swift files (default 10000)
          --seed S    seed of the generator (default 2026)
          --reuse     keep DIR as it is when it already holds this exact corpus
parse     parses every .swift file under DIR with SwiftParser on all cores
          --jobs N    parallel workers (default: active processor count)
"""

/// A bad command line: one line on stderr, exit status 2.
struct UsageError: Error {
    let message: String
}

/// Reads `--name value` options after the positional arguments.
struct Options {
    private(set) var positional: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    init(_ arguments: ArraySlice<String>, valued: Set<String>, flags allowedFlags: Set<String>) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument.hasPrefix("--") {
                var name = argument
                var inlineValue: String?
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    inlineValue = String(argument[argument.index(after: equals)...])
                }
                if valued.contains(name) {
                    guard let value = inlineValue ?? iterator.next() else {
                        throw UsageError(message: "\(name) needs a value")
                    }
                    values[name] = value
                } else if allowedFlags.contains(name) && inlineValue == nil {
                    flags.insert(name)
                } else {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
            } else {
                positional.append(argument)
            }
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func integer(_ name: String, default fallback: Int, minimum: Int) throws -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text.replacingOccurrences(of: "_", with: "")), value >= minimum else {
            throw UsageError(message: "\(name) must be an integer of at least \(minimum) (got '\(text)')")
        }
        return value
    }

    func seed(_ name: String, default fallback: UInt64) throws -> UInt64 {
        guard let text = values[name] else { return fallback }
        guard let value = UInt64(text) else {
            throw UsageError(message: "\(name) must be a non-negative integer below 2^64 (got '\(text)')")
        }
        return value
    }

    func directory() throws -> URL {
        guard positional.count == 1 else {
            throw UsageError(message: positional.isEmpty ? "missing DIR" : "expected one DIR, got \(positional.count) arguments")
        }
        return URL(fileURLWithPath: positional[0], isDirectory: true).standardizedFileURL
    }
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("glasslint-bench: error: \(message)\n".utf8))
    exit(status)
}

let arguments = CommandLine.arguments
do {
    guard arguments.count >= 2 else { throw UsageError(message: "missing command (generate or parse); see --help") }
    switch arguments[1] {
    case "-h", "--help", "help":
        print(usage)
    case "generate":
        let options = try Options(arguments.dropFirst(2), valued: ["--files", "--seed"], flags: ["--reuse"])
        try runGenerate(
            directory: try options.directory(),
            fileCount: try options.integer("--files", default: 10_000, minimum: 1),
            seed: try options.seed("--seed", default: 2026),
            reuse: options.flag("--reuse"))
    case "parse":
        let options = try Options(arguments.dropFirst(2), valued: ["--jobs"], flags: [])
        let jobs = try options.integer("--jobs", default: ProcessInfo.processInfo.activeProcessorCount, minimum: 1)
        try runParse(directory: try options.directory(), jobs: jobs)
    default:
        throw UsageError(message: "unknown command '\(arguments[1])' (expected generate or parse)")
    }
} catch let error as UsageError {
    fail(error.message, status: 2)
} catch {
    fail("\(error)", status: 1)
}
