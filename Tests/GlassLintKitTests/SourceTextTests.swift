@testable import GlassLintKit
import Testing

/// The engine counts UTF-8 bytes; SARIF, GitHub and checkstyle readers count UTF-16 units.
struct SourceTextTests {
    // "é" is 2 bytes and 1 unit; "👩‍👧" is 11 bytes and 5 units. Line 2 starts at offset 10.
    let text = SourceText("let a = 1\nlet é = \"👩‍👧\".glassEffect()\r\nlast")

    @Test func convertsUTF8ColumnsToUTF16Columns() {
        #expect(text.utf16Column(line: 1, column: 5) == 5)
        #expect(text.utf16Column(line: 2, column: 5) == 5)
        #expect(text.utf16Column(line: 2, column: 7) == 6, "after é")
        // `.glassEffect` follows `let é = "👩‍👧"`: 22 bytes, 15 units.
        #expect(text.utf16Column(line: 2, column: 23) == 16)
        #expect(text.utf16Column(line: 3, column: 5) == 5, "end of the last line")
    }

    @Test func refusesPositionsThatAreNotInTheText() {
        #expect(text.utf16Column(line: 2, column: 6) == nil, "inside é")
        #expect(text.utf16Column(line: 1, column: 12) == nil, "past the end of the line")
        #expect(text.utf16Column(line: 9, column: 1) == nil, "past the last line")
    }

    @Test func convertsOffsets() {
        #expect(text.utf16Location(ofOffset: 0)! == (1, 1))
        #expect(text.utf16Location(ofOffset: 10)! == (2, 1))
        #expect(text.utf16Location(ofOffset: 32)! == (2, 16))
        #expect(text.utf16Location(ofOffset: 15) == nil, "inside é")
        #expect(text.utf16Location(ofOffset: 999) == nil)
    }

    @Test func findingsWithoutTheirFileHaveNoColumns() {
        let finding = Finding(rule: "r", severity: .info, file: "A.swift", line: 2, column: 23, endLine: 2, endColumn: 37, message: "m", fix: "f")
        let sources = SourceTexts(["A.swift": "let a = 1\nlet é = \"👩‍👧\".glassEffect()\r\nlast"])
        #expect(sources.utf16Columns(of: finding)! == (16, 30))
        #expect(SourceTexts().utf16Columns(of: finding) == nil)
    }
}
