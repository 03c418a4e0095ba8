/// What one command accepts: the table that `ParsedArguments` reads to split the words, and
/// that `--help` prints, so that the usage cannot drift from what the parser takes.
struct CommandSyntax {
    /// One option: its name, the placeholder of its value (`nil` for a flag), and what it does
    /// (lines after the first continue the description).
    struct Option {
        let name: String
        let value: String?
        let summary: String

        /// An option that takes a value, shown as `value`.
        init(_ name: String, _ value: String, _ summary: String) {
            self.name = name
            self.value = value
            self.summary = summary
        }

        /// A flag.
        init(_ name: String, _ summary: String) {
            self.name = name
            self.value = nil
            self.summary = summary
        }

        var takesValue: Bool { value != nil }
    }

    /// The command's word (`review`, `fix`).
    let name: String
    /// The synopsis, without `glasslint`: `fix [PATH ...] [options]`.
    let synopsis: String
    /// What the command does, in one line.
    let summary: String
    let options: [Option]
    /// What the options do not say: lines printed after them.
    var notes: [String] = []

    /// The words that ask for the command's usage instead of running it.
    static let helpWords: Set<String> = ["--help", "-h"]

    /// Whether `words` ask for help: `--help` or `-h` before any `--`.
    static func asksForHelp(_ words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains(where: helpWords.contains)
    }

    func parse(_ words: [String]) throws -> ParsedArguments {
        try ParsedArguments(words, syntax: self)
    }

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }
}
