import Foundation

/// Every group of words that the first pass asks of every file, for all its questions at
/// once: the rules' triggers (`Prefilter`), bar and sheet customisation
/// (`CustomisationScanner`), evidence against a platform (`PlatformEvidence`) and what the
/// index needs. One scan of a file's bytes answers them all, instead of one scan each.
struct FirstLookWords: Sendable {
    /// One question's groups within what the scan finds.
    struct Question: Sendable {
        fileprivate let shift: UInt64
        fileprivate let mask: UInt64

        /// The question's own groups found, bit `n` for its `n`th.
        func found(in all: UInt64) -> UInt64 { (all >> shift) & mask }
    }

    private let matcher: WordMatcher
    let questions: [Question]

    /// `questions`: each question's groups of words, in order. A scan tells 64 groups apart.
    init(_ questions: [[[String]]]) {
        let total = questions.reduce(0) { $0 + $1.count }
        precondition(total <= 64, "the first look tells at most 64 groups of words apart, not \(total)")
        var shift: UInt64 = 0
        var asked: [Question] = []
        for groups in questions {
            asked.append(Question(shift: shift, mask: groups.count == 64 ? .max : (1 << UInt64(groups.count)) - 1))
            shift += UInt64(groups.count)
        }
        self.questions = asked
        matcher = WordMatcher(groups: questions.flatMap { $0 }, wholeWords: false)
    }

    /// Every group found in the bytes, to be read by each question.
    func scan(_ bytes: Data) -> UInt64 {
        matcher.groups(in: bytes)
    }
}
