import Foundation
import PackagePlugin

/// `swift package glasslint [review|fix|baseline|rules|explain] [ARGUMENTS …] [--target NAME …]`:
/// runs glasslint in the package's folder with the arguments as given, so a relative path
/// means what it does in a shell there, and no path means the whole package.
/// `--target NAME` (repeatable) adds those targets' Swift files as paths, reviewed with the
/// facts of the whole package (`--root`), as a target of one file is too.
///
/// glasslint's exit status is the command's: findings at or above `--fail-on` fail it, as
/// they do when glasslint runs on its own.
@main
struct GlassLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let package = context.package.directoryURL
        let files = try context.package.targets(named: extractor.extractOption(named: "target"))
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map { Self.path(of: $0.url, under: package) } }
        var arguments = extractor.remainingArguments
        if !files.isEmpty, !arguments.contains("--root"), !Self.commandsWithoutRoot.contains(arguments.first ?? "") {
            arguments += ["--root", "."]
        }
        let glasslint = try context.tool(named: "glasslint").url
        let status = try Self.run(glasslint, arguments + files, in: package)
        guard status == 0 else {
            Diagnostics.error("glasslint exited with status \(status)")
            exit(status)
        }
    }

    /// glasslint's commands that take no `--root`: every other one reviews (`review`, `fix`,
    /// `baseline`, or a bare path or option, which is `review`).
    static let commandsWithoutRoot: Set<String> = ["rules", "explain", "facts", "lsp", "help", "--help", "-h", "--version", "version"]

    /// Runs glasslint with the plugin's standard output and error, and waits for it.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A file's path relative to the package's folder, as glasslint then reports it.
    static func path(of file: URL, under package: URL) -> String {
        let prefix = package.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
