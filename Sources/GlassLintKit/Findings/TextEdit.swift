/// A replacement of a UTF-8 byte range of the original file. Every byte outside the range
/// survives untouched, so edits never lose code they do not name.
public struct TextEdit: Hashable, Codable, Sendable {
    /// UTF-8 offset of the first replaced byte.
    public var start: Int
    /// UTF-8 offset one past the last replaced byte (`start == end` inserts).
    public var end: Int
    public var replacement: String

    public init(start: Int, end: Int, replacement: String) {
        precondition(start <= end, "an edit cannot end before it starts")
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(start: offset, end: offset, replacement: text)
    }

    func overlaps(_ other: TextEdit) -> Bool {
        // Two insertions at one point conflict too: their order would be arbitrary.
        if start == end || other.start == other.end {
            return start <= other.end && other.start <= end
        }
        return start < other.end && other.start < end
    }
}
