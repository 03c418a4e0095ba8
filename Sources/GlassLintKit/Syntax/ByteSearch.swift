import Foundation

/// Whether a file's bytes hold a piece of text, found with `memchr` for its first byte and
/// `memcmp` for the rest: Foundation's generic `firstRange(of:)` compares byte by byte
/// through protocol witnesses, which showed in the profile of a review of real apps.
enum ByteSearch {
    static func contains(_ needle: String, in haystack: [UInt8]) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, haystack.count >= pattern.count else { return pattern.isEmpty }
        return haystack.withUnsafeBufferPointer { bytes in
            pattern.withUnsafeBufferPointer { wanted in
                guard let start = bytes.baseAddress, let target = wanted.baseAddress else { return false }
                var offset = 0
                let last = bytes.count - wanted.count
                while offset <= last {
                    guard let hit = memchr(start + offset, Int32(first), last - offset + 1) else { return false }
                    let position = start.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + position, target, wanted.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
