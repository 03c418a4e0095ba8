import Foundation

/// The cheap textual pass that decides which files need a syntax tree for the rules. A
/// file that contains none of the enabled rules' trigger words cannot produce a finding
/// of its own, so it is not parsed unless it names something the project index knows to
/// matter (see `ProjectIndexer`). Most files of an app never mention glass.
public struct Prefilter: Sendable {
    /// The trigger words of the rules that have no precondition.
    private let triggers: WordMatcher
    /// Rules that look at more than a trigger word: their triggers, and their precondition.
    private let gated: [(triggers: WordMatcher, precondition: @Sendable (Data) -> Bool)]

    public init(rules: [ConfiguredRule]) {
        var plain: [String] = []
        var gated: [(WordMatcher, @Sendable (Data) -> Bool)] = []
        for configured in rules {
            let words = configured.rule.description.triggers
            if let precondition = type(of: configured.rule) as? any TextualPrecondition.Type {
                gated.append((WordMatcher(words: words, wholeWords: false), precondition.mayHaveFindings(in:)))
            } else {
                plain += words
            }
        }
        triggers = WordMatcher(words: plain, wholeWords: false)
        self.gated = gated
    }

    public func needsSyntaxTree(_ bytes: Data) -> Bool {
        triggers.matches(bytes) || gated.contains { $0.triggers.matches(bytes) && $0.precondition(bytes) }
    }
}

/// A rule that can tell from a file's text, better than by a trigger word, that the file
/// holds none of its findings. The prefilter asks only about files with a trigger word.
public protocol TextualPrecondition: Rule {
    static func mayHaveFindings(in bytes: Data) -> Bool
}
