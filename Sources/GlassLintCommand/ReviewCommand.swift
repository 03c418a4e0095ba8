import Foundation
import GlassLintKit

/// `glasslint [review] [PATH ...]`: reviews the project and prints the review.
enum ReviewCommand {
    static func run(
        _ words: [String], output: OutputSink, errors: OutputSink, currentDirectory: URL
    ) throws -> GlassLintCommand.ExitStatus {
        let arguments = try ParsedArguments(
            words, valued: ["--format", "--fail-on", "--config", "--jobs"], flags: ["--no-config", "--parse-all"]
        )
        let format = try choice(arguments.value("--format") ?? "review", of: OutputFormat.self, option: "--format")
        let failOn = try failThreshold(arguments.value("--fail-on") ?? "warning")
        var jobs: Int?
        if let text = arguments.value("--jobs") {
            guard let count = Int(text), count > 0 else { throw GlassLintError("--jobs takes a positive whole number") }
            jobs = count
        }
        let discovery = try SourceDiscovery(paths: arguments.positionals, currentDirectory: currentDirectory)
        let configuration = try loadConfiguration(arguments, root: discovery.root, currentDirectory: currentDirectory)
        let reviewer = Reviewer(configuration: configuration, jobs: jobs, parseAll: arguments.flags.contains("--parse-all"))
        let result = reviewer.review(discovery)
        if result.reviewedFiles + result.skipped.count == 0 {
            throw GlassLintError("no Swift files to review in \(discovery.displayRoot)")
        }
        output.write(format.render(result))
        return result.fails(at: failOn) ? .findings : .clean
    }

    /// `--config FILE`, else `.glasslint.json` at the root when there is one.
    static func loadConfiguration(_ arguments: ParsedArguments, root: URL, currentDirectory: URL) throws -> Configuration {
        if let path = arguments.value("--config") {
            let url = URL(fileURLWithPath: path, relativeTo: currentDirectory)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw GlassLintError("no such configuration file: \(path)")
            }
            return try Configuration.load(from: url)
        }
        let implicit = root.appendingPathComponent(Configuration.fileName)
        guard !arguments.flags.contains("--no-config"), FileManager.default.fileExists(atPath: implicit.path) else {
            return Configuration()
        }
        return try Configuration.load(from: implicit)
    }

    static func failThreshold(_ text: String) throws -> Severity? {
        if text == "never" { return nil }
        guard let severity = Severity(rawValue: text) else {
            throw GlassLintError("--fail-on takes error, warning, info or never, not '\(text)'")
        }
        return severity
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ text: String, of type: T.Type, option: String) throws -> T
    where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw GlassLintError("\(option) takes one of \(names), not '\(text)'")
        }
        return value
    }
}
