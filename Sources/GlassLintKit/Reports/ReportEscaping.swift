import Foundation

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

    /// Text for a terminal or a plain-text log (the `review` and `xcode` formats, the fix
    /// summary): every control character shown as its picture, so that a file name or
    /// message cannot move the cursor, recolour, retitle or clear the terminal, or start
    /// a line that looks like another finding.
    static func plain(_ text: String) -> String {
        escape(text, [:])
    }

    /// Encoded JSON as text, with DEL and the C1 controls written as `\u` escapes too: JSON
    /// requires it only below U+0020, but a terminal showing the report would act on a
    /// raw C1 `CSI`. Outside strings JSON is ASCII, so every such scalar is in a string,
    /// where the escape stands for the same character.
    static func json(_ data: Data) -> String {
        // DEL is the byte 0x7F, and every C1 control starts with 0xC2 in UTF-8: without
        // either byte there is nothing to escape.
        if !data.contains(where: { $0 == 0x7F || $0 == 0xC2 }) { return String(decoding: data, as: UTF8.self) }
        var result = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                result += "\\u00" + String(scalar.value, radix: 16, uppercase: false)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
