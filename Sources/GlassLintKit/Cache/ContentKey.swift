import Foundation

/// A file's identity for the review cache: its size and the hash of its bytes. Times
/// are never used, so a checkout, a copy or a touch does not make a file look new.
struct ContentKey: Hashable, Sendable {
    var size: Int
    var hash: String
}

extension ContentKey {
    init(_ bytes: Data) {
        size = bytes.count
        hash = StableHash.contentHex(bytes)
    }
}
