import SwiftSyntax

/// Code that fixes write around the user's own expressions.
enum FixText {
    /// `expression` as it can stand before `? … : …`: in parentheses when it holds a
    /// ternary or an assignment of its own, which would otherwise take the new branches.
    static func ternaryCondition(_ expression: ExprSyntax, in file: SyntaxFile) -> String {
        let text = file.text(of: expression)
        let bindsLoosely = expression.is(TernaryExprSyntax.self)
            || expression.as(SequenceExprSyntax.self)?.elements.contains {
                $0.is(UnresolvedTernaryExprSyntax.self) || $0.is(AssignmentExprSyntax.self)
            } == true
        return bindsLoosely ? "(\(text))" : text
    }
}

extension FixText {
    /// Re-indenting a node's lines would change the contents of a multi-line string in it.
    static func canReindent(_ node: some SyntaxProtocol) -> Bool {
        !node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .multilineStringQuote }
    }

    /// Replaces an `if` with one view of its branches: `view` is that view's text, whose
    /// original place is `kept`. The text moves one step out, to the level of the `if`,
    /// and the comments elsewhere in the `if` move above it, each once (a comment the
    /// kept view holds too, repeated by the other branch, is not repeated).
    static func replacing(_ ifExpression: IfExprSyntax, with view: String, keeping kept: Range<Int>, in file: SyntaxFile) -> TextEdit {
        let start = ifExpression.positionAfterSkippingLeadingTrivia
        let end = ifExpression.endPositionBeforeTrailingTrivia
        let keptText = file.text(from: AbsolutePosition(utf8Offset: kept.lowerBound), to: AbsolutePosition(utf8Offset: kept.upperBound))
        var comments: [String] = []
        for token in ifExpression.tokens(viewMode: .sourceAccurate) {
            for (trivia, triviaStart) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var offset = triviaStart
                for piece in trivia {
                    let pieceStart = offset
                    offset += piece.sourceLength
                    guard piece.isComment, start <= pieceStart, pieceStart < end, !kept.contains(pieceStart.utf8Offset) else { continue }
                    let text = file.text(from: pieceStart, to: offset)
                    if !keptText.contains(text), !comments.contains(text) { comments.append(text) }
                }
            }
        }
        let indentation = file.indentation(ofLineAt: start)
        return TextEdit(
            start: start.utf8Offset, end: end.utf8Offset,
            replacement: comments.map { $0 + "\n" + indentation }.joined() + Indentation.outdentFollowingLines(view, by: file.indentUnit)
        )
    }
}
