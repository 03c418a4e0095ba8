import Foundation
import GlassLintKit

/// One `--output FORMAT=FILE`: a report written to a file besides the one on standard
/// output. The file is replaced whole (written next to it, then renamed), so a reader
/// never sees half a report, and is never coloured.
struct ReportDestination {
    let format: OutputFormat
    /// The file as the user wrote it, for messages.
    let name: String
    let url: URL

    init(_ word: String, currentDirectory: URL) throws {
        let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else {
            throw GlassLintError("--output takes FORMAT=FILE, for example sarif=glasslint.sarif, not '\(word)'")
        }
        format = try ReviewCommand.choice(parts[0], of: OutputFormat.self, option: "--output")
        name = parts[1]
        url = URL(fileURLWithPath: name, relativeTo: currentDirectory).standardizedFileURL
    }

    func write(_ text: String) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw GlassLintError("cannot write the \(format.rawValue) report to \(name): \(error.localizedDescription)")
        }
    }
}
