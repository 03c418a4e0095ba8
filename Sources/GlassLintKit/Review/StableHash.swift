import Foundation

/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine, unlike
/// Swift's `Hasher`, which is seeded per process. For names and keys that are written to files.
enum StableHash {
    static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    /// The hash of a file's bytes, which the review cache keys its results by.
    static func hex(_ data: Data) -> String {
        data.withUnsafeBytes(hex)
    }

    private static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
