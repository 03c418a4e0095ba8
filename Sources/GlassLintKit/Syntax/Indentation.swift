/// Reads the indentation style of a file so that fixes write code the way it is written.
enum Indentation {
    /// The most common positive step between the indentation of consecutive lines.
    static func unit(of utf8: [UInt8]) -> String {
        var counts: [String: Int] = [:]
        var previous = 0
        var lineStart = 0
        while lineStart < utf8.count {
            var index = lineStart
            while index < utf8.count, utf8[index] == UInt8(ascii: " ") || utf8[index] == UInt8(ascii: "\t") {
                index += 1
            }
            let isBlank = index >= utf8.count || utf8[index] == UInt8(ascii: "\n") || utf8[index] == UInt8(ascii: "\r")
            if !isBlank {
                if utf8[lineStart] == UInt8(ascii: "\t") {
                    counts["\t", default: 0] += 1
                } else if index - lineStart > previous {
                    counts[String(repeating: " ", count: index - lineStart - previous), default: 0] += 1
                }
                previous = utf8[lineStart] == UInt8(ascii: "\t") ? 0 : index - lineStart
            }
            while index < utf8.count, utf8[index] != UInt8(ascii: "\n") { index += 1 }
            lineStart = index + 1
        }
        return counts.max { ($0.value, $1.key.count, $1.key) < ($1.value, $0.key.count, $0.key) }?.key ?? "    "
    }

    static func ofLine(in utf8: [UInt8], at offset: Int) -> String {
        var start = min(offset, utf8.count)
        while start > 0, utf8[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < utf8.count, utf8[end] == UInt8(ascii: " ") || utf8[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// Where the lines after the first of `start..<end` begin, blank lines left out: the
    /// places to insert one more step of indentation.
    static func followingLineStarts(in utf8: [UInt8], from start: Int, to end: Int) -> [Int] {
        (start..<end).compactMap { offset -> Int? in
            guard utf8[offset] == UInt8(ascii: "\n") else { return nil }
            let content = utf8[(offset + 1)..<end].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            return content == nil || content == UInt8(ascii: "\n") || content == UInt8(ascii: "\r") ? nil : offset + 1
        }
    }

    /// Removes one `unit` from the start of every line but the first, where present.
    static func outdentFollowingLines(_ text: String, by unit: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst() where lines[index].hasPrefix(unit) {
            lines[index].removeFirst(unit.count)
        }
        return lines.joined(separator: "\n")
    }
}
