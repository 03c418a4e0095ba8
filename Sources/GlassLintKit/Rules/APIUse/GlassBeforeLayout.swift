import SwiftSyntax

/// Glass applied before a modifier that sets size or appearance. The glass shape is
/// anchored to the bounds of the view it wraps, so it hugs the bare content and the
/// padding or frame ends up outside it.
public struct GlassBeforeLayout: Rule {
    public static let description = RuleDescription(
        id: "glass-before-layout",
        title: "Glass before layout",
        severity: .warning,
        rationale: """
            `glassEffect` draws its shape around the view it modifies. Modifiers that come \
            after it (padding, frame, font, foreground style, line limit) change a view the \
            glass no longer sees: the glass hugs the text and the padding lies outside it. \
            Apply glass last, after the modifiers that give the view its size and look.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\"; SwiftUI documentation of glassEffect(_:in:)",
        triggers: ["glassEffect"],
        triggeringExamples: [
            RuleExample(#"Text("Now Playing").↓glassEffect().padding()"#),
            RuleExample("""
                Label("Share", systemImage: "square.and.arrow.up")
                    .↓glassEffect(.regular, in: .capsule)
                    .font(.headline)
                    .padding(.horizontal, 12)
                """),
            RuleExample("""
                Image(systemName: "play.fill")
                    .↓glassEffect(.regular.interactive())
                    .frame(width: 44, height: 44)
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("Now Playing").padding().glassEffect()"#),
            RuleExample("""
                Text("Now Playing")
                    .padding()
                    .glassEffect()
                    .onTapGesture { play() }
                    .accessibilityLabel("Play")
                    .glassEffectID("play", in: namespace)
                """, note: "modifiers that change neither size nor look may follow glass"),
            RuleExample("""
                Color.clear
                    .glassEffect(in: .rect(cornerRadius: 20))
                    .frame(width: 200, height: 120)
                """, note: "a greedy view takes the frame it is given, glass included"),
            RuleExample(#"Text("Off").glassEffect(.identity).padding()"#, note: "identity glass is no glass"),
        ],
        corrections: [
            RuleCorrection(
                #"Text("Now Playing").glassEffect().padding()"#,
                #"Text("Now Playing").padding().glassEffect()"#
            ),
            RuleCorrection("""
                Label("Share", systemImage: "square.and.arrow.up")
                    .glassEffect(.regular, in: .capsule) // the pill
                    .font(.headline)
                    .padding(.horizontal, 12)
                    .id(item)
                """, """
                Label("Share", systemImage: "square.and.arrow.up")
                    .font(.headline)
                    .padding(.horizontal, 12)
                    .glassEffect(.regular, in: .capsule) // the pill
                    .id(item)
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain in
            guard let glass = chain.modifiers.firstIndex(where: { GlassApplication($0)?.glass.drawsGlass == true && GlassApplication($0)?.kind == .effect })
            else { return nil }
            let greedyBase = chain.baseName.map(ModifierNames.greedyViews.contains) ?? false
            let later = chain.modifiers[(glass + 1)...].filter { modifier in
                ModifierNames.layout.contains(modifier.name)
                    && !(greedyBase && ModifierNames.sizeOnly.contains(modifier.name))
            }
            guard let first = later.first, let last = later.last else { return nil }
            let moved = chain.modifiers[glass]
            return Violation(
                at: moved.nameToken, through: moved.call,
                message: "glassEffect before \(first.name)",
                fix: "move it after \(last.name)",
                edits: Self.move(moved, after: last, in: file)
            )
        }
    }

    /// Moves the modifier's text, with the line break before it, to just after `anchor`.
    /// A comment trailing the moved modifier moves along when the anchor ends its line.
    static func move(_ modifier: Modifier, after anchor: Modifier, in file: SyntaxFile) -> [TextEdit] {
        let start = modifier.segmentStart
        var end = modifier.segmentEnd
        let anchorEndsLine = anchor.call.trailingTrivia.contains(where: \.isNewline)
            || anchor.call.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(where: \.isNewline) ?? true
        if anchorEndsLine, let commentEnd = modifier.call.trailingTrivia.endOfLastComment(after: end) {
            end = commentEnd
        }
        let text = file.text(from: start, to: end)
        return [
            TextEdit(start: start.utf8Offset, end: end.utf8Offset, replacement: ""),
            .insert(text, at: anchor.segmentEnd.utf8Offset),
        ]
    }
}

extension Trivia {
    /// Where the last comment of this trivia ends, given where the trivia starts.
    func endOfLastComment(after start: AbsolutePosition) -> AbsolutePosition? {
        var offset = start
        var end: AbsolutePosition?
        for piece in self {
            offset += piece.sourceLength
            if piece.isComment { end = offset }
        }
        return end
    }
}
