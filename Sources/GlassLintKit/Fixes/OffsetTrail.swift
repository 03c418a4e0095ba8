/// The edits of every fix pass, kept to map a position in the text of a later pass back
/// to the original file, so that a fix applied in the third pass is still reported at
/// the line the user knows.
struct OffsetTrail {
    /// One entry per pass: its edits, sorted and not overlapping, in that pass's input.
    private var passes: [[TextEdit]] = []

    mutating func record(_ edits: [TextEdit]) {
        passes.append(edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) })
    }

    /// Where `offset` of the current text was in the original. A position inside
    /// replaced text maps to the start of what it replaced.
    func originalOffset(of offset: Int) -> Int {
        passes.reversed().reduce(offset) { position, edits in
            var shift = 0
            for edit in edits {
                let newStart = edit.start + shift
                if position < newStart { break }
                if position < newStart + edit.replacement.utf8.count { return edit.start }
                shift += edit.replacement.utf8.count - (edit.end - edit.start)
            }
            return position - shift
        }
    }

    /// The finding moved from its place in the current text, whose lines are `lines`, to
    /// its place in the original text.
    func locate(_ finding: Finding, from lines: SourceLines, to originalLines: SourceLines) -> Finding {
        var located = finding
        let start = originalOffset(of: lines.offset(line: finding.line, column: finding.column))
        let end = originalOffset(of: lines.offset(line: finding.endLine, column: finding.endColumn))
        (located.line, located.column) = originalLines.location(of: start)
        (located.endLine, located.endColumn) = originalLines.location(of: end)
        return located
    }
}
