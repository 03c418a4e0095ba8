import Foundation

/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine, unlike
/// Swift's `Hasher`, which is seeded per process. For names and keys that are written to files.
enum StableHash {
    static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    /// The hash of a whole file's contents, for the review cache's content keys: read eight
    /// bytes at a time, as every file of the project is hashed on every review. Each step
    /// folds the high bits back down, so a change anywhere in a word reaches every bit.
    static func contentHex(_ data: Data) -> String {
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                hash = (hash ^ word) &* 0x0000_0100_0000_01b3
                hash ^= hash >> 29
                offset += 8
            }
            while offset < bytes.count {
                hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01b3
                offset += 1
            }
            return digits(hash)
        }
    }

    private static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return digits(hash)
    }

    private static func digits(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
