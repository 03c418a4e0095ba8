import SwiftSyntax

/// Deletes one modifier from its chain: its text, the line break and indentation before
/// it, and a comment that follows it on its line. Every other byte stays.
public enum ModifierRemoval {
    /// No edit for a modifier on the implicit `self` (nothing would be left of the chain).
    public static func edits(removing modifier: Modifier) -> [TextEdit] {
        guard let period = modifier.period else { return [] }
        var end = modifier.segmentEnd
        end = modifier.call.trailingTrivia.endOfLastComment(after: end) ?? end
        return [TextEdit(start: period.position.utf8Offset, end: end.utf8Offset, replacement: "")]
    }
}
