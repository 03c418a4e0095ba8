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
            RuleExample("""
                extension View {
                    func pill() -> some View {
                        glassEffect(.regular, in: .capsule)
                    }
                }

                let title = Text("Lisbon").↓pill().padding()
                """, note: "a project helper that applies glass is glass"),
            RuleExample("""
                var body: some View {
                    let pill = Text("Lisbon").↓glassEffect()
                    pill.padding(12)
                }
                """, note: "the glass is applied in a let, the padding later"),
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
            RuleExample("""
                var body: some View {
                    let base = Text("Lisbon").padding(8)
                    base.glassEffect()
                }
                """, note: "padding can be elsewhere: applied in a let before the glass"),
        ],
        corrections: [
            RuleCorrection("""
                extension View {
                    func pill() -> some View {
                        glassEffect(.regular, in: .capsule)
                    }
                }

                let title = Text("Lisbon").pill().padding()
                """, """
                extension View {
                    func pill() -> some View {
                        glassEffect(.regular, in: .capsule)
                    }
                }

                let title = Text("Lisbon").padding().pill()
                """),
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
            RuleCorrection("""
                Text("Now")
                    .glassEffect() // glass goes last
                    .padding(12) // room around the title
                """, """
                Text("Now")
                    .padding(12) // room around the title
                    .glassEffect() // glass goes last
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain in
            if let glass = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect }),
               let index = chain.position(of: glass.modifier) {
                guard let (first, last) = Self.layoutModifiers(of: chain, after: index) else { return nil }
                return Violation(
                    at: glass.modifier.nameToken, through: glass.modifier.call,
                    message: "\(glass.spelling) before \(first.name)",
                    fix: "move it after \(last.name)",
                    // `.backport.glassEffect()` would leave its namespace behind.
                    edits: glass.modifier.isOnNamespace ? [] : Self.move(glass.modifier, after: last, in: file)
                )
            }
            return Self.glassedBinding(laidOutBy: chain, in: file)
        }
    }

    /// The first and last modifiers after `index` that set size or appearance.
    static func layoutModifiers(of chain: ModifierChain, after index: Int) -> (first: Modifier, last: Modifier)? {
        let greedyBase = chain.baseName.map(ModifierNames.greedyViews.contains) ?? false
        let later = chain.modifiers[(index + 1)...].filter { modifier in
            ModifierNames.layout.contains(modifier.name) && !(greedyBase && ModifierNames.sizeOnly.contains(modifier.name))
        }
        guard let first = later.first, let last = later.last else { return nil }
        return (first, last)
    }

    /// `let pill = label.glassEffect()` and then `pill.padding()`: the glass is applied in
    /// another statement, so the finding names it there and the fix is left to the reader.
    static func glassedBinding(laidOutBy chain: ModifierChain, in file: SyntaxFile) -> Violation? {
        guard let name = chain.base?.as(DeclReferenceExprSyntax.self), let value = LocalBindings.value(of: name),
              let glass = file.appliedGlass(in: ModifierChain(value)).last(where: { $0.facts.kind == .effect }),
              let (first, last) = layoutModifiers(of: chain, after: -1)
        else { return nil }
        return Violation(
            at: glass.modifier.nameToken, through: glass.modifier.call,
            message: "\(glass.spelling) before \(first.name) (applied to \(name.baseName.text))",
            fix: "apply the glass after \(last.name)"
        )
    }

    /// Moves the modifier's text, with the line break before it, to just after `anchor`.
    /// When the anchor ends its line, comments stay on the line of the code they follow:
    /// the moved modifier takes its own along and lands after the anchor's.
    static func move(_ modifier: Modifier, after anchor: Modifier, in file: SyntaxFile) -> [TextEdit] {
        let start = modifier.segmentStart
        var end = modifier.segmentEnd
        var insertion = anchor.segmentEnd
        let next = anchor.call.nextToken(viewMode: .sourceAccurate)
        let anchorEndsLine = anchor.call.trailingTrivia.contains(where: \.isNewline) || next == nil
            || next?.tokenKind == .endOfFile || next?.leadingTrivia.contains(where: \.isNewline) == true
        if anchorEndsLine {
            end = modifier.call.trailingTrivia.endOfLastComment(after: end) ?? end
            insertion = anchor.call.trailingTrivia.endOfLastComment(after: insertion) ?? insertion
        }
        let text = file.text(from: start, to: end)
        return [
            TextEdit(start: start.utf8Offset, end: end.utf8Offset, replacement: ""),
            .insert(text, at: insertion.utf8Offset),
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
