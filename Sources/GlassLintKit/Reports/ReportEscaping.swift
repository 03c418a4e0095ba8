/// Escaping of the text a report quotes (file names, messages) for the report's syntax.
enum ReportEscaping {
    /// `text` with each scalar of `table` replaced by its escape, and every other control
    /// character shown as its Unicode "control picture" (U+2400…), so that no quoted text
    /// can break a report's lines or send a terminal or viewer an escape sequence.
    static func escape(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let escaped = table[scalar] {
                result += escaped
            } else if scalar.value < 0x20 {
                result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else if scalar.value == 0x7F {
                result += "\u{2421}"
            } else if (0x80..<0xA0).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                // C1 controls, and the two non-characters that XML rejects.
                result += "\u{FFFD}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
