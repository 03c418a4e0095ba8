import Foundation

/// The cheap textual pass that decides which files need a syntax tree for the rules. A
/// file that contains none of the enabled rules' trigger words cannot produce a finding
/// of its own, so it is not parsed unless it names something the project index knows to
/// matter (see `ProjectIndexer`). Most files of an app never mention glass.
public struct Prefilter: Sendable {
    /// The trigger words, in groups: first those of the rules that have no precondition,
    /// then those of each rule that has one, in the order of `preconditions`.
    private let triggers: WordMatcher
    /// The preconditions of the rules that look at more than a trigger word.
    private let preconditions: [@Sendable (Data) -> Bool]

    public init(rules: [ConfiguredRule]) {
        var plain: [String] = []
        var gated: [[String]] = []
        var preconditions: [@Sendable (Data) -> Bool] = []
        for configured in rules {
            let words = configured.rule.description.triggers
            if let precondition = type(of: configured.rule) as? any TextualPrecondition.Type {
                gated.append(words)
                preconditions.append(precondition.mayHaveFindings(in:))
            } else {
                plain += words
            }
        }
        wordGroups = [plain] + gated
        triggers = WordMatcher(groups: wordGroups, wholeWords: false)
        self.preconditions = preconditions
    }

    /// The trigger words, in the groups that `needsSyntaxTree(_:found:)` reads.
    let wordGroups: [[String]]

    /// One scan for every rule's triggers; a precondition is asked only with its rule's.
    public func needsSyntaxTree(_ bytes: Data) -> Bool {
        needsSyntaxTree(bytes, found: triggers.groups(in: bytes, enough: 1))
    }

    /// The same, given the groups of `wordGroups` found in the bytes by a scan of its own.
    func needsSyntaxTree(_ bytes: Data, found: UInt64) -> Bool {
        if found & 1 != 0 { return true }
        return preconditions.indices.contains { rule in
            // A 64th group and beyond share the last bit: its precondition decides.
            found & (1 << UInt64(min(rule + 1, 63))) != 0 && preconditions[rule](bytes)
        }
    }
}

/// A rule that can tell from a file's text, better than by a trigger word, that the file
/// holds none of its findings. The prefilter asks only about files with a trigger word.
public protocol TextualPrecondition: Rule {
    static func mayHaveFindings(in bytes: Data) -> Bool
}
