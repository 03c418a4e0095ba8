import Foundation

/// Finds whether any of a set of words occurs in a file's bytes, in one pass without
/// decoding the text. Words are matched as they are written (`glass` is found in
/// `glassEffect`), or, with `wholeWords`, only as whole identifiers (`TripRow` is not
/// found in `TripRowModel`).
///
/// Every file of a project is scanned several times, so the scan looks at pairs of bytes:
/// a bit table says which pairs start a word, and only at those are the words with that
/// first byte compared. Most letters start some word, but most pairs of a file start none.
struct WordMatcher: Sendable {
    /// Every word's bytes, one after the other.
    private let text: [UInt8]
    /// Where each word starts in `text`; one more entry marks where the last ends.
    private let wordStarts: [Int]
    /// The words are in byte order, so the words that start with a byte are neighbours:
    /// those from `firstStarts[byte]` up to `firstStarts[byte + 1]`.
    private let firstStarts: [Int]
    /// 256 bits for each first byte, one per second byte: whether some word starts with
    /// the pair. A one-byte word sets all 256, the end of the file counting as 0.
    private let pairBits: [UInt64]
    private let wholeWords: Bool
    /// For each word, the groups it belongs to, one bit per group.
    private let groupMasks: [UInt64]
    /// Every group that has a word.
    private let allGroups: UInt64

    init(words: some Sequence<String>, wholeWords: Bool) {
        self.init(groups: [Array(words)], wholeWords: wholeWords)
    }

    /// A matcher that can also tell which of several groups of words occur (`groups(in:)`),
    /// with one scan for them all: the first pass asks a dozen such questions of every file.
    /// Groups beyond the 64th are not told apart from it.
    init(groups: [[String]], wholeWords: Bool) {
        var masks: [[UInt8]: UInt64] = [:]
        for (group, words) in groups.enumerated() {
            for word in words where !word.isEmpty {
                masks[Array(word.utf8), default: 0] |= 1 << UInt64(min(group, 63))
            }
        }
        let words = masks.keys.sorted { $0.lexicographicallyPrecedes($1) }
        text = words.flatMap { $0 }
        wordStarts = words.reduce(into: [0]) { starts, word in starts.append(starts.last! + word.count) }
        groupMasks = words.map { masks[$0]! }
        allGroups = groupMasks.reduce(0, |)
        var starts: [Int] = []
        var index = 0
        for byte in 0...256 {
            while index < words.count, Int(words[index][0]) < byte { index += 1 }
            starts.append(index)
        }
        firstStarts = starts
        var bits = [UInt64](repeating: 0, count: 256 * 4)
        for word in words {
            let row = Int(word[0]) * 4
            if word.count == 1 {
                for column in 0..<4 { bits[row + column] = .max }
            } else {
                bits[row + Int(word[1]) / 64] |= 1 << UInt64(word[1] % 64)
            }
        }
        pairBits = bits
        self.wholeWords = wholeWords
    }

    func matches(_ bytes: some ContiguousBytes) -> Bool {
        matches(bytes) { _, _ in true }
    }

    /// Whether a word occurs at a position that `accepts` (given the bytes and where the
    /// word starts).
    func matches(_ bytes: some ContiguousBytes, where accepts: (UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Bool {
        var found = false
        scan(bytes) { bytes, position, _ in
            found = accepts(bytes, position)
            return found
        }
        return found
    }

    /// The groups (bit `n` for the `n`th) with a word in the bytes. The scan ends early once
    /// it has found every group, or one of `enough`.
    func groups(in bytes: some ContiguousBytes, enough: UInt64 = 0) -> UInt64 {
        var found: UInt64 = 0
        scan(bytes) { _, _, groups in
            found |= groups
            return found == allGroups || found & enough != 0
        }
        return found
    }

    /// Calls `visit` with each position where words start, and the groups of those words,
    /// until it returns `true`.
    private func scan(
        _ bytes: some ContiguousBytes, _ visit: (UnsafeBufferPointer<UInt8>, Int, UInt64) -> Bool
    ) {
        guard !text.isEmpty else { return }
        bytes.withUnsafeBytes { buffer in
            let bytes = buffer.bindMemory(to: UInt8.self)
            pairBits.withUnsafeBufferPointer { pairBits in
                for position in bytes.indices {
                    let first = Int(bytes[position])
                    let second = position + 1 < bytes.count ? Int(bytes[position + 1]) : 0
                    guard pairBits[first * 4 + second / 64] & (1 << UInt64(second % 64)) != 0 else { continue }
                    let groups = groupsOfWords(startingWith: first, in: bytes, at: position)
                    if groups != 0, visit(bytes, position, groups) { return }
                }
            }
        }
    }

    /// The groups of the words that occur at `position`. Words that start alike are
    /// neighbours in byte order, so the candidates are narrowed byte by byte, by binary
    /// search: a project's names can be thousands of words.
    private func groupsOfWords(startingWith first: Int, in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt64 {
        guard !wholeWords || position == 0 || !Self.isIdentifierByte(bytes[position - 1]) else { return 0 }
        var groups: UInt64 = 0
        var low = firstStarts[first]
        var high = firstStarts[first + 1]
        var depth = 1
        while low < high {
            // A word comes before the longer words it starts, so only `low` can end here.
            if wordStarts[low + 1] - wordStarts[low] == depth {
                let end = position + depth
                if !wholeWords || end == bytes.count || !Self.isIdentifierByte(bytes[end]) { groups |= groupMasks[low] }
                low += 1
                continue
            }
            guard position + depth < bytes.count else { break }
            let byte = Int(bytes[position + depth])
            low = firstWord(from: low, to: high, withByte: byte, at: depth)
            high = firstWord(from: low, to: high, withByte: byte + 1, at: depth)
            depth += 1
        }
        return groups
    }

    /// The first word in `low..<high` whose byte at `depth` is at least `byte`; every word
    /// there is longer than `depth`.
    private func firstWord(from low: Int, to high: Int, withByte byte: Int, at depth: Int) -> Int {
        var low = low
        var high = high
        while low < high {
            let middle = (low + high) / 2
            if Int(text[wordStarts[middle] + depth]) < byte { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `isIdentifierByte` of every byte, for loops over a whole file's bytes.
    static let identifierBytes: [Bool] = (0...255).map { isIdentifierByte(UInt8($0)) }

    /// Letters, digits and `_` (and any byte of a multi-byte character) continue an identifier.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
