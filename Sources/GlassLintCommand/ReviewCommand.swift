import Foundation
import GlassLintKit

/// `glasslint [review] [PATH ...]`: reviews the project and prints the review, writes
/// the `--output` reports, and with `--baseline` leaves out the findings recorded there.
enum ReviewCommand {
    static func run(
        _ words: [String], output: OutputSink, errors: OutputSink, currentDirectory: URL,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> GlassLintCommand.ExitStatus {
        let arguments = try CommandSyntax.review.parse(words)
        let format = try choice(arguments.value("--format") ?? "review", of: OutputFormat.self, option: "--format")
        let failOn = try failThreshold(arguments.value("--fail-on") ?? "warning")
        let destinations = try (arguments.values["--output"] ?? []).map { try ReportDestination($0, currentDirectory: currentDirectory) }
        if let twice = Dictionary(grouping: destinations, by: \.url.path).first(where: { $0.value.count > 1 }) {
            throw GlassLintError("--output names \(twice.value[0].name) twice")
        }
        let baseline = try arguments.value("--baseline").map { path in
            try loadBaseline(path, currentDirectory: currentDirectory)
        }
        let quiet = arguments.flags.contains("--quiet")

        let review = try Self.review(
            arguments, currentDirectory: currentDirectory, progressTo: quiet ? nil : errors, environment: environment
        )
        let result = baseline?.apply(to: review.result) ?? review.result
        let formats = [format] + destinations.map(\.format)
        let sources = formats.contains(where: \.needsSourceTexts)
            ? SourceTexts.read(for: result, root: review.root, maxFileSize: review.configuration.maxFileSize)
            : SourceTexts()
        for destination in destinations {
            try destination.write(destination.format.render(result, sources: sources))
        }
        // The build tool plugin's declared output: an empty file that tells the build system the review ran.
        if let stamp = arguments.value("--stamp"),
           !FileManager.default.createFile(atPath: URL(fileURLWithPath: stamp, relativeTo: currentDirectory).path, contents: nil) {
            throw GlassLintError("cannot write the stamp file \(stamp)")
        }
        let status: GlassLintCommand.ExitStatus = result.fails(at: failOn) ? .findings : .clean
        if !quiet || status != .clean {
            output.write(format.render(result, sources: sources, palette: palette(for: output, environment: environment)))
        }
        return status
    }

    /// What `review` and `baseline` share: the files, the configuration, and the review.
    struct Review {
        let result: ReviewResult
        let root: URL
        let configuration: Configuration
    }

    /// Reviews the paths of `arguments`. With `progressTo` a terminal, a long review shows
    /// a progress line there.
    static func review(
        _ arguments: ParsedArguments, currentDirectory: URL, progressTo sink: OutputSink?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Review {
        let discovery = try SourceDiscovery(
            paths: arguments.positionals, currentDirectory: currentDirectory, explicitRoot: arguments.value("--root"),
            followsLinks: arguments.flags.contains("--follow-links")
        )
        let configuration = try loadConfiguration(arguments, root: discovery.root, currentDirectory: currentDirectory)
        let reviewer = Reviewer(configuration: configuration, jobs: try arguments.jobCount(), parseAll: arguments.flags.contains("--parse-all"))
        let progress = sink.flatMap { $0.isTerminal ? ProgressLine(sink: $0) : nil }
        let result = reviewer.review(discovery, progress: progress, cache: cache(arguments, currentDirectory: currentDirectory, environment: environment))
        progress?.end()
        if result.reviewedFiles + result.skipped.count == 0 {
            throw GlassLintError("no Swift files to review in \(discovery.displayRoot)")
        }
        return Review(result: result, root: discovery.root, configuration: configuration)
    }

    /// The review cache: `--cache-path DIR`, else the user's cache folder; none with `--no-cache`.
    static func cache(_ arguments: ParsedArguments, currentDirectory: URL, environment: [String: String]) -> ReviewCache? {
        guard !arguments.flags.contains("--no-cache") else { return nil }
        guard let path = arguments.value("--cache-path") else { return ReviewCache(folder: ReviewCache.defaultFolder(environment: environment)) }
        return ReviewCache(folder: URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL)
    }

    static func loadBaseline(_ path: String, currentDirectory: URL) throws -> Baseline {
        let url = URL(fileURLWithPath: path, relativeTo: currentDirectory)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw GlassLintError("no such baseline file: \(path) (write one with `glasslint baseline`)")
        }
        return try Baseline.load(from: url, name: path)
    }

    /// Colour only for a person at a terminal who has not asked for none: `NO_COLOR` set
    /// to anything but the empty string (no-color.org), or a terminal that cannot show it.
    static func palette(for output: OutputSink, environment: [String: String]) -> Palette {
        let refused = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return output.isTerminal && !refused ? .ansi : .plain
    }

    /// The configuration file's settings, with `--include-tests-and-previews` on top.
    static func loadConfiguration(_ arguments: ParsedArguments, root: URL, currentDirectory: URL) throws -> Configuration {
        var configuration = try loadConfigurationFile(arguments, root: root, currentDirectory: currentDirectory)
        if arguments.flags.contains("--include-tests-and-previews") { configuration.includesTestsAndPreviews = true }
        return configuration
    }

    /// `--config FILE`, else `.glasslint.json` at the root when there is one.
    private static func loadConfigurationFile(_ arguments: ParsedArguments, root: URL, currentDirectory: URL) throws -> Configuration {
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
