import Foundation

/// The identifiers a file's text holds, each as a 64-bit hash, sorted and without
/// repeats. Each later round of the first pass asks every file not yet read whether it
/// names one of the round's new names; this answers from a few kilobytes per file, read
/// once, instead of a scan of every file's bytes per round.
///
/// A hash can collide, so a file that answers yes is only a candidate: the round still
/// matches its bytes. A file that answers no holds none of the names as a whole word.
struct IdentifierSet: Sendable {
    private let hashes: [UInt64]

    /// The hashes of every maximal run of identifier bytes (`WordMatcher.isIdentifierByte`).
    init(_ bytes: some ContiguousBytes) {
        var hashes: [UInt64] = []
        // Most identifiers repeat (`self`, `let`, a type's own name): a small table of the
        // last hash seen in each slot keeps most repeats out of the sort.
        var recent = [UInt64](repeating: 0, count: Self.recentSlots)
        recent.withUnsafeMutableBufferPointer { recent in
            WordMatcher.identifierBytes.withUnsafeBufferPointer { isIdentifierByte in
                bytes.withUnsafeBytes { buffer in
                    var hash = Self.offsetBasis
                    var inWord = false
                    for byte in buffer {
                        if isIdentifierByte[Int(byte)] {
                            hash = (hash ^ UInt64(byte)) &* Self.prime
                            inWord = true
                        } else if inWord {
                            Self.record(hash, recent: recent, into: &hashes)
                            hash = Self.offsetBasis
                            inWord = false
                        }
                    }
                    if inWord { Self.record(hash, recent: recent, into: &hashes) }
                }
            }
        }
        hashes.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(hashes.count / 2)
        for hash in hashes where unique.last != hash { unique.append(hash) }
        self.hashes = unique
    }

    private static func record(_ hash: UInt64, recent: UnsafeMutableBufferPointer<UInt64>, into hashes: inout [UInt64]) {
        let slot = Int(truncatingIfNeeded: hash >> 32) & (recentSlots - 1)
        guard recent[slot] != hash else { return }
        recent[slot] = hash
        hashes.append(hash)
    }

    /// Whether the file may name one of `names`: it holds the first identifier of one.
    func mayName(_ names: Keys) -> Bool {
        if names.matchesEverything { return true }
        // Walk the shorter list, search the longer.
        let (short, long) = names.hashes.count < hashes.count ? (names.hashes, hashes) : (hashes, names.hashes)
        return short.contains { Self.contains($0, in: long) }
    }

    private static func contains(_ hash: UInt64, in sorted: [UInt64]) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == hash
    }

    /// The names a round looks for, each by the hash of its first identifier: a file that
    /// holds a name as a whole word holds that identifier as a whole run.
    struct Keys: Sendable {
        fileprivate let hashes: [UInt64]
        /// A name without any identifier byte can be anywhere.
        fileprivate let matchesEverything: Bool

        init(_ names: some Sequence<String>) {
            var hashes: Set<UInt64> = []
            var everything = false
            for name in names {
                let run = name.utf8.drop { !WordMatcher.isIdentifierByte($0) }.prefix(while: WordMatcher.isIdentifierByte)
                if run.isEmpty {
                    everything = everything || !name.isEmpty
                    continue
                }
                hashes.insert(run.reduce(IdentifierSet.offsetBasis) { ($0 ^ UInt64($1)) &* IdentifierSet.prime })
            }
            self.hashes = hashes.sorted()
            matchesEverything = everything
        }
    }

    private static let recentSlots = 512

    // FNV-1a, 64 bits.
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3
}
