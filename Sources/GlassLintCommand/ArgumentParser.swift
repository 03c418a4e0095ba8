import GlassLintKit

/// The words of one command line, split into options and positional arguments. Each
/// command's `CommandSyntax` declares which options it takes and which of those take a
/// value; anything else is a usage error that names the word.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ option: String) -> String? { values[option]?.last }

    init(_ words: [String], syntax: CommandSyntax) throws {
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            let option = syntax.option(named: name)
            if let option, option.takesValue {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < words.count else { throw GlassLintError("\(name) needs a value") }
                    values[name, default: []].append(words[index])
                    index += 1
                }
            } else if option != nil, inlineValue == nil {
                flags.insert(name)
            } else {
                throw GlassLintError("unknown option '\(word)' (see `glasslint \(syntax.name) --help`)")
            }
        }
    }
}

extension ParsedArguments {
    /// `--jobs N`: a positive whole number, or `nil` when not given.
    func jobCount() throws -> Int? {
        guard let text = value("--jobs") else { return nil }
        guard let count = Int(text), count > 0 else { throw GlassLintError("--jobs takes a positive whole number") }
        return count
    }
}
