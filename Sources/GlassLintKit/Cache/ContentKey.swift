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

/// What `stat` says of a file: size, modification time to the nanosecond, inode. A warm
/// review trusts an unchanged stamp and does not read the file; a changed one (a touch, a
/// checkout) only makes it read the file, whose content key then decides.
struct FileStamp: Hashable, Sendable {
    var text: String

    /// `nil` for a file changed in the last two seconds: a file system that keeps times to
    /// the second could give it the same time after another change.
    init?(_ status: stat, now: Date = Date()) {
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        guard Double(modified.tv_sec) < now.timeIntervalSince1970 - 2 else { return nil }
        text = "\(status.st_size):\(modified.tv_sec).\(modified.tv_nsec):\(status.st_ino)"
    }

    init(text: String) {
        self.text = text
    }
}
