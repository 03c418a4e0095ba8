import Foundation

/// Finds whether any of a set of words occurs in a file's bytes, in one pass without
/// decoding the text. Words are matched as they are written (`glass` is found in
/// `glassEffect`), or, with `wholeWords`, only as whole identifiers (`TripRow` is not
/// found in `TripRowModel`).
struct WordMatcher: Sendable {
    private let words: [[UInt8]]
    /// For each byte value, the words that start with it.
    private let startingWith: [[Int]]
    /// For each byte value, whether a word starts with it: most bytes start none, and
    /// this table lets the scan pass them without touching `startingWith`.
    private let isFirstByte: [Bool]
    private let wholeWords: Bool

    init(words: some Sequence<String>, wholeWords: Bool) {
        self.words = Set(words).filter { !$0.isEmpty }.sorted().map { Array($0.utf8) }
        var table = Array(repeating: [Int](), count: 256)
        for (index, word) in self.words.enumerated() {
            table[Int(word[0])].append(index)
        }
        startingWith = table
        isFirstByte = table.map { !$0.isEmpty }
        self.wholeWords = wholeWords
    }

    func matches(_ bytes: some ContiguousBytes) -> Bool {
        bytes.withUnsafeBytes { buffer in
            isFirstByte.withUnsafeBufferPointer { isFirstByte in
                let bytes = buffer.bindMemory(to: UInt8.self)
                for position in bytes.indices where isFirstByte[Int(bytes[position])] {
                    guard !wholeWords || position == 0 || !Self.isIdentifierByte(bytes[position - 1]) else { continue }
                    for index in startingWith[Int(bytes[position])] where matches(words[index], in: bytes, at: position) {
                        return true
                    }
                }
                return false
            }
        }
    }

    private func matches(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let end = position + word.count
        guard end <= bytes.count else { return false }
        for offset in 1..<word.count where bytes[position + offset] != word[offset] {
            return false
        }
        return !wholeWords || end == bytes.count || !Self.isIdentifierByte(bytes[end])
    }

    /// Letters, digits and `_` (and any byte of a multi-byte character) continue an identifier.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
