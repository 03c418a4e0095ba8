import GlassLintKit

/// `glasslint help` and `glasslint COMMAND --help`, written from the commands' syntax
/// table (`CommandSyntax.all`), the one `ParsedArguments` reads.
enum HelpText {
    static let usage: String = {
        var lines = ["\(GlassLint.name) \(GlassLint.version): reviews SwiftUI code that adopts Liquid Glass", "", "USAGE"]
        for command in CommandSyntax.all {
            lines += row("glasslint " + command.synopsis, command.summary, width: 42)
        }
        lines += row("glasslint help | --version", "", width: 42)
        lines += row("glasslint COMMAND --help", "one command's usage and options", width: 42)

        let review = CommandSyntax.review
        lines += ["", "REVIEW OPTIONS"] + review.options.flatMap(optionRow)
        let fix = CommandSyntax.fix
        let shared = fix.options.filter { review.option(named: $0.name) != nil }.map(\.name)
        lines += ["", "FIX OPTIONS (also \(shared.joined(separator: ", ")))"]
        lines += fix.options.filter { !shared.contains($0.name) }.flatMap(optionRow)
        lines += fix.notes.map { "  " + $0 }
        lines += ["", "The other commands' options: glasslint COMMAND --help"]
        lines += ["", "EXIT STATUS"]
        lines += [
            "  0  nothing at or above --fail-on was found",
            "  1  something at or above --fail-on was found",
            "  2  usage, configuration or I/O error (one line on standard error)",
        ]
        return lines.joined(separator: "\n") + "\n\n"
    }()

    /// One command's usage: the synopsis, what it does, its options and notes.
    static func usage(of command: CommandSyntax) -> String {
        var lines = ["usage: glasslint \(command.synopsis)", "", command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".", "", "OPTIONS"]
        lines += command.options.flatMap(optionRow)
        lines += row("-h, --help", "print this help", width: 29)
        if !command.notes.isEmpty {
            lines += [""] + command.notes.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func optionRow(_ option: CommandSyntax.Option) -> [String] {
        row(option.name + (option.value.map { " " + $0 } ?? ""), option.summary, width: 29)
    }

    /// `  term   description`, the description's lines aligned after `width` columns; on
    /// the next line when the term leaves no room.
    private static func row(_ term: String, _ description: String, width: Int) -> [String] {
        let indent = String(repeating: " ", count: width + 2)
        var text = description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !description.isEmpty else { return ["  " + term] }
        if term.count + 1 > width {
            return ["  " + term] + text.map { indent + $0 }
        }
        text[0] = "  " + term + String(repeating: " ", count: width - term.count) + text[0]
        return [text[0]] + text.dropFirst().map { indent + $0 }
    }
}
