import SwiftSyntax

/// The fingerprint of a finding: its rule, its file, and the code of the construct it
/// names with white space and comments taken out. Lines moving above the construct, or
/// its own re-indentation, leave the fingerprint as it was; editing its code changes it.
enum FindingFingerprint {
    static func of(rule: String, in file: SyntaxFile, from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        StableHash.hex([rule, file.path, normalizedCode(in: file, from: start, to: end)].joined(separator: "\u{0}"))
    }

    /// The tokens between the two positions, one space apart. Trivia (white space and
    /// comments) lives outside tokens, so it drops out by itself. A range that holds no
    /// token lies inside a comment: its text is used, with white space collapsed.
    static func normalizedCode(in file: SyntaxFile, from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        var tokens: [String] = []
        var token = file.tree.token(at: start)
        while let current = token, current.positionAfterSkippingLeadingTrivia < end {
            if current.positionAfterSkippingLeadingTrivia >= start {
                tokens.append(current.text)
            }
            token = current.nextToken(viewMode: .sourceAccurate)
        }
        if !tokens.isEmpty { return tokens.joined(separator: " ") }
        return file.text(from: start, to: max(start, end))
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
