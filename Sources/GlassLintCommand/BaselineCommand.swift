import Foundation
import GlassLintKit

/// `glasslint baseline [PATH ...] [--output FILE]`: records today's findings in
/// `.glasslint-baseline.json` (in the reviewed folder unless `--output` names another
/// file), so that `glasslint review --baseline FILE` reports only new ones.
enum BaselineCommand {
    static func run(
        _ words: [String], output: OutputSink, errors: OutputSink, currentDirectory: URL,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> GlassLintCommand.ExitStatus {
        let arguments = try CommandSyntax.baseline.parse(words)
        let review = try ReviewCommand.review(arguments, currentDirectory: currentDirectory, progressTo: errors, environment: environment)
        let name = arguments.value("--output") ?? review.result.displayPath(Baseline.fileName)
        let url = arguments.value("--output").map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) }
            ?? review.root.appendingPathComponent(Baseline.fileName)
        do {
            try Baseline(review.result).encoded().write(to: url, options: .atomic)
        } catch {
            throw GlassLintError("cannot write the baseline to \(name): \(error.localizedDescription)")
        }
        output.write("Recorded \(review.result.findings.count) finding\(review.result.findings.count == 1 ? "" : "s") in \(name)\n")
        return .clean
    }
}
