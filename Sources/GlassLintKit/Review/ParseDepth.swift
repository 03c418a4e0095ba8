import Foundation

/// Whether SwiftParser can parse a file within bounded time and stack, judged from its
/// bytes before parsing. The parser limits how deeply brackets nest, but some shapes
/// escape that limit: its lookahead for inline array types takes exponential time on a
/// run of `[` (20 in a row take seconds, 30 would take days), and it recurses once per
/// `try` or `await` in a row, per `else if` of a chain and per nested generic argument,
/// which a long enough run overflows any stack with. Code written by people stays far
/// below each limit here; a file above one is skipped with the reason.
enum ParseDepth {
    static let maxBracketRun = 12
    static let maxGenericDepth = 200
    static let maxKeywordRun = 1000
    static let maxElseCount = 10_000

    /// Why the file cannot be parsed safely, or `nil` when it can. Strings and comments
    /// are scanned as code: they only make the judgement more cautious.
    static func problem(in bytes: some ContiguousBytes) -> String? {
        var scan = Scan()
        // Every file is scanned: read through a pointer, not `Data`'s byte iterator.
        bytes.withUnsafeBytes { buffer in
            for byte in buffer {
                scan.read(byte)
            }
        }
        scan.endWord()
        if scan.longestBracketRun > maxBracketRun {
            return limitReason("\(scan.longestBracketRun) `[` in a row", limit: maxBracketRun)
        }
        if scan.deepestGeneric > maxGenericDepth {
            return limitReason("generic arguments \(scan.deepestGeneric) deep", limit: maxGenericDepth)
        }
        if scan.longestKeywordRun > maxKeywordRun {
            return limitReason("\(scan.longestKeywordRun) `try` or `await` in a row", limit: maxKeywordRun)
        }
        if scan.elseCount > maxElseCount {
            return limitReason("\(scan.elseCount) `else`", limit: maxElseCount)
        }
        return nil
    }

    private static func limitReason(_ what: String, limit: Int) -> String {
        "too deeply nested to parse safely (\(what); the limit is \(limit))"
    }

    private struct Scan {
        var longestBracketRun = 0
        var deepestGeneric = 0
        var longestKeywordRun = 0
        var elseCount = 0

        private var bracketRun = 0
        private var genericDepth = 0
        private var keywordRun = 0
        /// The word being read: its first eight bytes, packed, and its length.
        private var word: UInt64 = 0
        private var wordLength = 0
        private var previous: UInt8 = 0

        mutating func read(_ byte: UInt8) {
            if Self.isIdentifier(byte) {
                word = word << 8 | UInt64(byte)
                wordLength += 1
                bracketRun = 0
                previous = byte
                return
            }
            endWord()
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                return
            case UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                // A generic argument list does not span these; a comparison ends at them.
                genericDepth = 0
                bracketRun = 0
                keywordRun = 0
            case UInt8(ascii: "["):
                bracketRun += 1
                longestBracketRun = max(longestBracketRun, bracketRun)
                keywordRun = 0
            case UInt8(ascii: "<"):
                if Self.isIdentifier(previous) || previous == UInt8(ascii: ">") {
                    genericDepth += 1
                    deepestGeneric = max(deepestGeneric, genericDepth)
                }
                bracketRun = 0
                keywordRun = 0
            case UInt8(ascii: ">"):
                genericDepth = max(0, genericDepth - 1)
                bracketRun = 0
                keywordRun = 0
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                // `try?` and `try!` continue a run of `try`.
                bracketRun = 0
            default:
                bracketRun = 0
                keywordRun = 0
            }
            previous = byte
        }

        /// Counts the word just read, if any.
        mutating func endWord() {
            guard wordLength > 0 else { return }
            switch (wordLength, word) {
            case (3, Self.tryWord), (5, Self.awaitWord):
                keywordRun += 1
                longestKeywordRun = max(longestKeywordRun, keywordRun)
            case (4, Self.elseWord):
                elseCount += 1
                keywordRun = 0
            default:
                keywordRun = 0
            }
            word = 0
            wordLength = 0
        }

        private static let tryWord = packed("try")
        private static let awaitWord = packed("await")
        private static let elseWord = packed("else")

        private static func packed(_ keyword: String) -> UInt64 {
            keyword.utf8.reduce(0) { $0 << 8 | UInt64($1) }
        }

        private static func isIdentifier(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
                true
            default:
                false
            }
        }
    }
}
