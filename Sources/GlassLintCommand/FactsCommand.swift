import Foundation
import GlassLintKit

/// `glasslint facts [PATH] [--format text|json]`: what the review knows about the project
/// before it reads any code: targets, platforms, deployment targets, the compatibility
/// switch, bar and sheet customisation, and what could not be read.
enum FactsCommand {
    enum Format: String, CaseIterable {
        case text
        case json
    }

    static func run(_ words: [String], output: OutputSink, currentDirectory: URL) throws -> GlassLintCommand.ExitStatus {
        let arguments = try CommandSyntax.facts.parse(words)
        guard arguments.positionals.count <= 1 else {
            throw GlassLintError("usage: glasslint facts [PATH] [--format text|json]")
        }
        let format = try ReviewCommand.choice(arguments.value("--format") ?? "text", of: Format.self, option: "--format")
        let discovery = try SourceDiscovery(paths: arguments.positionals, currentDirectory: currentDirectory)
        let files = discovery.files()
        var facts = ProjectContext.read(root: discovery.root, files: files)
        facts.customisations = CustomisationScanner.scan(files)
        let paths = files.map(\.relativePath)
        switch format {
        case .text: output.write(FactsReporter.text(facts, root: discovery.displayRoot, files: paths))
        case .json: output.write(FactsReporter.json(facts, root: discovery.displayRoot, files: paths))
        }
        return .clean
    }
}
