import Foundation
import GlassLintKit

/// The `glasslint` command line: reads the words, runs one command, returns the exit
/// status. Review logic lives in GlassLintKit; this only wires it to a terminal.
public enum GlassLintCommand {
    /// Exit statuses, as documented in the README and `glasslint help`.
    public enum ExitStatus: Int32 {
        /// Nothing at or above `--fail-on` was found.
        case clean = 0
        /// Something at or above `--fail-on` was found.
        case findings = 1
        /// Usage, configuration or I/O error.
        case failure = 2
    }

    /// `environment` decides colour (`NO_COLOR`, `TERM`) and the cache folder (`XDG_CACHE_HOME`, `HOME`).
    public static func run(
        _ arguments: [String], output: OutputSink, errors: OutputSink,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ExitStatus {
        do {
            var words = arguments
            let command = words.first
            // `glasslint COMMAND --help`, and `glasslint [review] PATH --help`.
            if let command, command != "help", CommandSyntax.asksForHelp(Array(words.dropFirst())) {
                output.write(CommandSyntax.named(command).map(HelpText.usage(of:)) ?? HelpText.usage(of: .review))
                return .clean
            }
            switch command {
            case "help", "--help", "-h":
                output.write(HelpText.usage)
                return .clean
            case "--version", "version":
                output.write("\(GlassLint.name) \(GlassLint.version) (built with \(GlassLint.swiftSyntax))\n")
                return .clean
            case "rules":
                words.removeFirst()
                return try RulesCommand.run(words, output: output)
            case "explain":
                words.removeFirst()
                return try ExplainCommand.run(words, output: output)
            case "fix":
                return try FixCommand.run(Array(words.dropFirst()), output: output, errors: errors, currentDirectory: currentDirectory)
            case "baseline":
                return try BaselineCommand.run(
                    Array(words.dropFirst()), output: output, errors: errors, currentDirectory: currentDirectory, environment: environment
                )
            case "lsp":
                return try LanguageServerCommand.run(Array(words.dropFirst()), output: output, errors: errors)
            case "facts":
                return try FactsCommand.run(Array(words.dropFirst()), output: output, currentDirectory: currentDirectory)
            case "review":
                words.removeFirst()
                return try ReviewCommand.run(words, output: output, errors: errors, currentDirectory: currentDirectory, environment: environment)
            default:
                return try ReviewCommand.run(words, output: output, errors: errors, currentDirectory: currentDirectory, environment: environment)
            }
        } catch let error as GlassLintError {
            errors.write("glasslint: error: \(error.description)\n")
            return .failure
        } catch {
            errors.write("glasslint: error: \(error)\n")
            return .failure
        }
    }
}
