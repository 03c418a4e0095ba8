import Foundation
import GlassLintKit
import Testing
@testable import GlassLintCommand

/// Findings count UTF-8 bytes from 1; the protocol counts lines from 0 and characters in
/// UTF-16 code units. The text puts characters of 1, 2 and 4 UTF-8 bytes (1, 1 and 2 UTF-16
/// units) before the finding.
struct DocumentFindingsTests {
    /// Line 2, from byte column 21 (UTF-16 character 17) to 34 (30): `glassEffect()`.
    static let text = "// é\nlet s = \"É🎧\"; x.glassEffect().padding()\n"
    static let glassEffectOffset = 6 + 20

    private func findings(_ findings: [Finding]) -> DocumentFindings {
        DocumentFindings(
            uri: "file:///p/A.swift", text: Self.text, findings: findings,
            documentation: RuleDocumentation(folder: URL(fileURLWithPath: "/docs"))
        )
    }

    private func finding(rule: String = "glass-before-layout", column: Int = 21, endColumn: Int = 34, edits: [TextEdit] = []) -> Finding {
        Finding(
            rule: rule, severity: .warning, file: "A.swift", line: 2, column: column, endLine: 2, endColumn: endColumn,
            message: "glassEffect before padding", fix: "move it after padding", edits: edits
        )
    }

    private static func range(_ line: Int, _ start: Int, _ end: Int) -> LSP.Range {
        LSP.Range(start: LSP.Position(line: line, character: start), end: LSP.Position(line: line, character: end))
    }

    @Test func diagnosticRangesCountUTF16UnitsFromZero() throws {
        let diagnostic = try #require(findings([finding()]).diagnostics.first)
        #expect(diagnostic.range == Self.range(1, 17, 30))
        #expect(diagnostic.code == "glass-before-layout")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.source == "glasslint")
        #expect(diagnostic.message == "glassEffect before padding; move it after padding")
        #expect(diagnostic.codeDescription?.href == "file:///docs/glass-before-layout.txt")
    }

    @Test func severitiesMapToTheProtocols() {
        #expect(DocumentFindings.severity(.error) == .error)
        #expect(DocumentFindings.severity(.warning) == .warning)
        #expect(DocumentFindings.severity(.info) == .information)
    }

    @Test func aFindingInsideACharacterIsLeftOut() {
        // Byte column 11 is the second byte of `É`, 13 the second of `🎧`: the text changed since the review.
        #expect(findings([finding(column: 11)]).diagnostics.isEmpty)
        #expect(findings([finding(column: 13)]).diagnostics.isEmpty)
    }

    @Test func codeActionsCarryTheEditsAtUTF16Positions() throws {
        let start = Self.glassEffectOffset
        let edits = [TextEdit(start: start, end: start + 13, replacement: "padding()"), TextEdit.insert("!", at: start + 14)]
        let document = findings([finding(edits: edits)])
        let action = try #require(document.codeActions(touching: Self.range(1, 20, 20)).first)
        #expect(action.kind == "quickfix")
        #expect(action.title == "move it after padding (glass-before-layout)")
        #expect(action.isPreferred)
        #expect(action.diagnostics == document.diagnostics)
        #expect(action.edit.changes["file:///p/A.swift"] == [
            LSP.TextEdit(range: Self.range(1, 17, 30), newText: "padding()"),
            LSP.TextEdit(range: Self.range(1, 31, 31), newText: "!"),
        ])
    }

    @Test func onlyFixableFindingsTouchingTheRangeHaveActions() {
        let edit = [TextEdit(start: Self.glassEffectOffset, end: Self.glassEffectOffset, replacement: "x")]
        let document = findings([finding(edits: edit), finding(rule: "glass-default-shape")])
        #expect(document.codeActions(touching: Self.range(1, 0, 40)).count == 1)
        #expect(document.codeActions(touching: Self.range(0, 0, 3)).isEmpty)
        #expect(document.codeActions(touching: Self.range(1, 31, 40)).isEmpty)
    }

    @Test func aFixThatChangesTheLookIsNotPreferred() throws {
        let edit = [TextEdit(start: 0, end: 5, replacement: "")]
        let action = try #require(findings([finding(rule: "sheet-background", edits: edit)]).codeActions(touching: Self.range(1, 17, 17)).first)
        #expect(!action.isPreferred)
        #expect(action.edit.changes.values.first == [LSP.TextEdit(range: Self.range(0, 0, 4), newText: "")])
    }
}
