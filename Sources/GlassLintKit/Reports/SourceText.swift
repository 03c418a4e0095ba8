/// One reviewed file's text, for reports whose readers count columns in UTF-16 code units
/// (SARIF, GitHub, checkstyle) where the engine counts UTF-8 bytes, as the compiler does.
public struct SourceText: Sendable {
    private let utf8: [UInt8]
    private let lines: SourceLines
    /// UTF-8 bytes at the start that no column counts: a byte order mark, which editors
    /// and viewers hide, in a file read from disk.
    private let hiddenPrefix: Int

    /// `hidesByteOrderMark` for a file's bytes from disk; an editor's text (the language
    /// server's) counts what the editor sent.
    public init(_ text: String, hidesByteOrderMark: Bool = false) {
        utf8 = Array(text.utf8)
        lines = SourceLines(utf8)
        hiddenPrefix = hidesByteOrderMark && utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The 1-based UTF-16 column of a 1-based line and UTF-8 column; `nil` when the
    /// position is not in the text (the file changed since the review).
    public func utf16Column(line: Int, column: Int) -> Int? {
        let offset = lines.offset(line: line, column: column)
        guard lines.location(of: offset) == (line, column) else { return nil }
        return utf16Column(ofOffset: offset)
    }

    /// The 1-based line and UTF-16 column of a UTF-8 offset; `nil` when the offset is
    /// past the end or inside a character.
    public func utf16Location(ofOffset offset: Int) -> (line: Int, column: Int)? {
        guard offset >= 0, offset <= utf8.count, let column = utf16Column(ofOffset: offset) else { return nil }
        return (lines.line(of: offset), column)
    }

    private func utf16Column(ofOffset offset: Int) -> Int? {
        // A UTF-8 continuation byte (10xxxxxx) is the middle of a character.
        if offset < utf8.count, utf8[offset] & 0b1100_0000 == 0b1000_0000 { return nil }
        let lineStart = max(lines.offset(line: lines.line(of: offset), column: 1), min(hiddenPrefix, offset))
        return String(decoding: utf8[lineStart..<offset], as: UTF8.self).utf16.count + 1
    }
}
