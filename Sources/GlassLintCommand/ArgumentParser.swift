import GlassLintKit

/// The words of one command line, split into options and positional arguments. Each
/// command declares which options it takes and which of those take a value; anything
/// else is a usage error that names the word.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ option: String) -> String? { values[option]?.last }

    init(_ words: [String], valued: Set<String>, flags allowedFlags: Set<String>) throws {
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
            if valued.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < words.count else { throw GlassLintError("\(name) needs a value") }
                    values[name, default: []].append(words[index])
                    index += 1
                }
            } else if allowedFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                throw GlassLintError("unknown option '\(word)' (see `glasslint help`)")
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
