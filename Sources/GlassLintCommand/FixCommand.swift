import Foundation
import GlassLintKit

/// `glasslint fix [PATH ...]`: applies the automatic fixes and lists them, or with
/// `--dry-run` prints them as a unified diff and writes nothing.
enum FixCommand {
    static func run(
        _ words: [String], output: OutputSink, errors: OutputSink, currentDirectory: URL
    ) throws -> GlassLintCommand.ExitStatus {
        let arguments = try CommandSyntax.fix.parse(words)
        let failOn = try ReviewCommand.failThreshold(arguments.value("--fail-on") ?? "warning")
        let jobs = try arguments.jobCount()
        let ruleIDs = try arguments.values["--rule"].map { ids in
            for id in ids where RuleCatalog.rule(withID: id) == nil {
                throw GlassLintError("unknown rule '\(id)' (see `glasslint rules`)")
            }
            return Set(ids)
        }
        let discovery = try SourceDiscovery(
            paths: arguments.positionals, currentDirectory: currentDirectory, explicitRoot: arguments.value("--root"),
            followsLinks: arguments.flags.contains("--follow-links")
        )
        let configuration = try ReviewCommand.loadConfiguration(arguments, root: discovery.root, currentDirectory: currentDirectory)
        let selection = FixSelection(rules: ruleIDs, includesRemovals: arguments.flags.contains("--include-removals"))
        let result = ProjectFixer(configuration: configuration, selection: selection, jobs: jobs).fix(discovery)
        if result.reviewedFiles + result.skipped.count == 0 {
            throw GlassLintError("no Swift files to fix in \(discovery.displayRoot)")
        }

        let dryRun = arguments.flags.contains("--dry-run")
        var failedWrites = false
        if dryRun {
            // The diff alone goes to standard output, so that it can be piped to `git apply`.
            output.write(FixReport.diff(result))
            errors.write(FixReport.summary(result, dryRun: true))
        } else {
            let writer = FixedFileWriter(root: discovery.root)
            for file in result.files where file.isChanged {
                do {
                    try writer.write(file)
                } catch {
                    errors.write("glasslint: error: \(error)\n")
                    failedWrites = true
                }
            }
            output.write(FixReport.summary(result, dryRun: false))
        }
        if failedWrites { return .failure }
        let failing = failOn.map { threshold in result.remaining.contains { $0.severity >= threshold } } ?? false
        return result.stillFixable.isEmpty && !failing ? .clean : .findings
    }
}
