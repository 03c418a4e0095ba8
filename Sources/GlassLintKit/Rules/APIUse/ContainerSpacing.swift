import SwiftSyntax

/// A `GlassEffectContainer` whose spacing differs from the spacing of the stack inside
/// it, or a container directly inside another that adds nothing.
public struct ContainerSpacing: Rule {
    public static let description = RuleDescription(
        id: "container-spacing",
        title: "Container spacing differs from the stack's",
        severity: .warning,
        rationale: """
            Glass shapes in a container merge when they are closer than the container's \
            spacing. A container spacing larger than the spacing of the stack inside fuses the \
            shapes even at rest; a smaller one keeps them from blending while they move. Equal \
            values keep the shapes apart at rest and let them merge while animating. Shapes \
            fuse at rest only when two sit side by side: one view in each branch of an `if`, \
            or views held apart by a `Spacer`, by what fills the stack's direction, by a \
            text field in a row or by a block of text or plain controls between them, never \
            do. A container whose only content is another \
            container adds nothing, and a project's own `GlassEffectContainer` is not SwiftUI's.
            """,
        source: "SwiftUI documentation of GlassEffectContainer(spacing:content:); WWDC25 session 323",
        triggers: ["GlassEffectContainer"],
        triggeringExamples: [
            RuleExample("""
                GlassEffectContainer(spacing: ↓40) {
                    HStack(spacing: 12) {
                        badge.glassEffect()
                        counter.glassEffect()
                    }
                }
                """),
            RuleExample("""
                GlassEffectContainer(spacing: ↓4.0) {
                    VStack(spacing: 16) {
                        badge.glassEffect()
                        if showsCounter {
                            counter.glassEffect()
                        }
                    }
                }
                """, note: "the counter comes and goes: with a smaller spacing it cannot blend out of the badge"),
            RuleExample("""
                ↓GlassEffectContainer(spacing: 20) {
                    GlassEffectContainer(spacing: 20) {
                        HStack(spacing: 20) {
                            badge.glassEffect()
                            counter.glassEffect()
                        }
                    }
                }
                """, note: "a container inside a container adds nothing"),
            RuleExample("""
                GlassEffectContainer(spacing: ↓16) {
                    VStack(spacing: 10) {
                        replyPreview.glassEffect()
                        HStack { field; sendButton }
                            .frame(maxWidth: .infinity, alignment: .trailing)
                    }
                }
                """, note: "a row framed to the full width sits below its neighbour all the same: only what fills a stack's own direction holds views apart"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 12) {
                        badge.glassEffect()
                        counter.glassEffect()
                    }
                }
                """),
            RuleExample("""
                GlassEffectContainer(spacing: Layout.gap) {
                    HStack(spacing: Layout.smallGap) {
                        badge.glassEffect()
                        counter.glassEffect()
                    }
                }
                """, note: "spacings that are not literals cannot be compared"),
            RuleExample("""
                GlassEffectContainer {
                    HStack(spacing: 12) {
                        badge.glassEffect()
                        counter.glassEffect()
                    }
                }
                """, note: "a container without spacing uses the default"),
            RuleExample("""
                GlassEffectContainer(spacing: 30) {
                    HStack {
                        badge.glassEffect()
                        counter.glassEffect()
                    }
                }
                """, note: "a stack without spacing has the platform default, not 0"),
            RuleExample("""
                GlassEffectContainer(spacing: 20) {
                    VStack(spacing: 16) {
                        if isLastPage {
                            Button("Get Started") { finish() }.buttonStyle(.glassProminent)
                        } else {
                            Button("Continue") { next() }.buttonStyle(.glassProminent)
                        }
                    }
                }
                """, note: "one button in each branch: a single shape has nothing to fuse with"),
            RuleExample("""
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: 12) {
                        Label("Listening", systemImage: "waveform").padding(8).glassEffect()
                        Spacer()
                        Button("Done") { stop() }.buttonStyle(.glass)
                    }
                }
                """, note: "a Spacer holds the two shapes apart: they never fuse at rest"),
            RuleExample("""
                struct GlassEffectContainer<Content: View>: View {
                    let spacing: CGFloat
                    @ViewBuilder let content: Content
                    var body: some View { VStack(spacing: spacing) { content } }
                }

                struct Settings: View {
                    var body: some View {
                        GlassEffectContainer(spacing: 20) {
                            VStack(spacing: 12) {
                                Toggle("Autoplay", isOn: $autoplay)
                                Toggle("Downloads", isOn: $downloads)
                            }
                        }
                    }
                }
                """, note: "the project's own GlassEffectContainer (a stand-in that merges nothing) is not SwiftUI's"),
            RuleExample("""
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 40) {
                        Button { decrease() } label: { Image(systemName: "minus") }
                            .glassEffect(.regular.interactive(), in: .circle)
                            .glassEffectID("minus", in: namespace)
                        Button { increase() } label: { Image(systemName: "plus") }
                            .glassEffect(.regular.interactive(), in: .circle)
                            .glassEffectID("plus", in: namespace)
                    }
                }
                """, note: "the two buttons are always there: a smaller container spacing only keeps them apart, as intended"),
            RuleExample("""
                GlassEffectContainer(spacing: 18) {
                    VStack(spacing: 16) {
                        Image(systemName: "folder").padding().glassEffect(in: .circle)
                        VStack {
                            Text(collection.title).font(.headline)
                            Text(collection.subtitle).font(.caption)
                        }
                        HStack {
                            Button("Open") { open() }.buttonStyle(.glass)
                            Button("Share") { share() }.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "a block of text between two glass views keeps them a view apart: they never sit one spacing apart"),
            RuleExample("""
                struct NewCategory: View {
                    @State private var showsColors = false
                    var body: some View {
                        ScrollView {
                            GlassEffectContainer(spacing: 16) {
                                VStack(alignment: .leading, spacing: 24) {
                                    TextField("Name", text: $name)
                                    if showsColors {
                                        colorPicker.transition(.opacity)
                                    }
                                    iconPicker
                                }
                            }
                        }
                    }

                    private var iconPicker: some View {
                        LazyVGrid(columns: columns, spacing: 10) {
                            ForEach(icons, id: \\.self) { icon in
                                Image(systemName: icon).frame(width: 44, height: 44).glassEffect(in: .circle)
                            }
                        }
                    }
                }
                """, note: "the sections come and go 24 points apart, but their glass sits in a grid of its own"),
        ],
        corrections: [
            RuleCorrection("""
                GlassEffectContainer {
                    GlassEffectContainer(spacing: 12) {
                        HStack(spacing: 12) {
                            badge.glassEffect()
                            counter.glassEffect()
                        }
                    }
                }
                .padding()
                """, """
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 12) {
                        badge.glassEffect()
                        counter.glassEffect()
                    }
                }
                .padding()
                """),
            RuleCorrection("""
                GlassEffectContainer(spacing: 40) {
                    HStack(spacing: 12) {
                        badge.glassEffect()
                        counter.glassEffect()
                    }
                }
                """, """
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 12) {
                        badge.glassEffect()
                        counter.glassEffect()
                    }
                }
                """),
        ]
    )

    public init(options: RuleOptions) {}

    /// A project's own `GlassEffectContainer` (a stand-in before 26) merges nothing.
    private static let shim = ["GlassEffectContainer"]

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.flatMap { chain -> [Violation] in
            guard chain.baseName == "GlassEffectContainer", let container = chain.base?.as(FunctionCallExprSyntax.self),
                  let closure = CallNames.contentClosure(of: container)
            else { return [] }
            let children = ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure))
            if children.count == 1, children[0].baseName == "GlassEffectContainer" {
                return [Violation(
                    at: container.calledExpression,
                    message: "container whose only content is another container", fix: "remove the outer GlassEffectContainer",
                    edits: Self.unwrap(container, keeping: children[0], of: closure, in: file),
                    voidIfProjectDeclares: Self.shim
                )]
            }
            guard let spacing = container.arguments.first(where: { $0.label?.text == "spacing" })?.expression,
                  let containerValue = SyntaxQueries.number(spacing)
            else { return [] }
            for child in children {
                guard let name = child.baseName, ModifierNames.stacks.contains(name),
                      let stack = child.base?.as(FunctionCallExprSyntax.self),
                      let stackSpacing = stack.arguments.first(where: { $0.label?.text == "spacing" })?.expression,
                      let stackValue = SyntaxQueries.number(stackSpacing), stackValue != containerValue
                else { continue }
                // Shapes fuse at rest only when two of them sit one stack spacing apart; they
                // blend while moving only when one comes or goes.
                if containerValue > stackValue, !Self.placesNeighbours(stack, named: name, in: file) { continue }
                // Only glass the stack lays out itself comes or goes at its spacing: sections
                // whose glass sits in stacks of their own (a grid of icon tiles) are spaced by those.
                if containerValue < stackValue, !Self.changesItsShapes(stack) || !Self.laysOutGlass(stack, in: file) { continue }
                let effect = containerValue > stackValue
                    ? "container spacing \(file.text(of: spacing)) is larger than the stack's \(file.text(of: stackSpacing)): the shapes fuse at rest"
                    : "container spacing \(file.text(of: spacing)) is smaller than the stack's \(file.text(of: stackSpacing)): the shapes cannot blend while moving"
                return [Violation(
                    at: spacing, message: effect, fix: "use spacing \(file.text(of: stackSpacing)) for both",
                    edits: [TextEdit(
                        start: spacing.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: spacing.endPositionBeforeTrailingTrivia.utf8Offset,
                        replacement: file.text(of: stackSpacing)
                    )],
                    voidIfProjectDeclares: Self.shim
                )]
            }
            return []
        }
    }

    /// Whether the stack shows two views side by side at once: not one view in each branch
    /// of an `if`, and not views that a `Spacer`, a view framed to fill the stack's
    /// direction, a text field in a row, or text and plain controls hold apart.
    static func placesNeighbours(_ stack: FunctionCallExprSyntax, named name: String, in file: SyntaxFile) -> Bool {
        guard let closure = CallNames.contentClosure(of: stack) else { return false }
        let isRow = name.hasPrefix("H")
        // What fills the stack's direction pushes its neighbours apart; across it, nothing does.
        // What fills the stack's direction pushes its neighbours apart, across it nothing
        // does; text, a field or a plain control between two glass views (a title block
        // between an icon and its actions) keeps them a view apart.
        let runs = ViewBuilderContent.runs(of: ViewBuilderContent.of(closure)) { view in
            GlassNeedsContainer.holdsApart(view, in: file, filling: [isRow ? "maxWidth" : "maxHeight"])
                || (isRow && !file.showsGlass(view) && Tappability.holdsTextEntry(view.base))
                || Self.isPlainBlock(view, in: file)
        }
        return runs.contains { ViewBuilderContent.simultaneousCount(of: $0) { _ in true } >= 2 }
    }

    /// Whether two or more of the stack's own views draw glass.
    private static func laysOutGlass(_ stack: FunctionCallExprSyntax, in file: SyntaxFile) -> Bool {
        guard let closure = CallNames.contentClosure(of: stack) else { return false }
        return ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure)).filter { file.showsGlass($0) }.count >= 2
    }

    /// A text, a field or a plain control, or a stack of nothing else, with no glass.
    private static func isPlainBlock(_ view: ModifierChain, in file: SyntaxFile) -> Bool {
        guard !file.showsGlass(view) else { return false }
        if GlassNeedsContainer.isPlainRow(view) { return true }
        guard let name = view.baseName, ModifierNames.stacks.contains(name), let stack = view.base?.as(FunctionCallExprSyntax.self),
              let closure = CallNames.contentClosure(of: stack)
        else { return false }
        let inner = ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure))
        return !inner.isEmpty && inner.allSatisfy { isPlainBlock($0, in: file) }
    }

    /// Whether a view of the stack comes or goes: shown by an `if` whose branches show
    /// different numbers of views, repeated over changing items, or given a transition.
    static func changesItsShapes(_ stack: FunctionCallExprSyntax) -> Bool {
        guard let closure = CallNames.contentClosure(of: stack) else { return false }
        func changes(_ content: [ViewBuilderContent]) -> Bool {
            content.contains { node in
                switch node {
                case .view(let chain):
                    chain.modifiers.contains { ["transition", "glassEffectTransition"].contains($0.name) }
                case .alternatives(let branches):
                    Set(branches.map { ViewBuilderContent.allViews(in: $0).count }).count > 1 || branches.contains(where: changes)
                case .repeated:
                    true
                }
            }
        }
        return changes(ViewBuilderContent.of(closure))
    }

    /// Replaces the outer container with the inner one, outdented one step. Only when the
    /// inner container is the closure's one statement (not inside an `if`) and nothing
    /// would be lost with the outer braces: no comment, no multi-line string.
    static func unwrap(
        _ outer: FunctionCallExprSyntax, keeping inner: ModifierChain, of closure: ClosureExprSyntax, in file: SyntaxFile
    ) -> [TextEdit] {
        guard closure.statements.count == 1,
              closure.statements.first?.item.as(ExprSyntax.self)?.id == inner.expression.id,
              FixText.canReindent(closure),
              !closure.leftBrace.trailingTrivia.contains(where: \.isComment),
              !inner.expression.leadingTrivia.contains(where: \.isComment),
              !inner.expression.trailingTrivia.contains(where: \.isComment),
              !closure.rightBrace.leadingTrivia.contains(where: \.isComment)
        else { return [] }
        return [TextEdit(
            start: outer.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: outer.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: Indentation.outdentFollowingLines(file.text(of: inner.expression), by: file.indentUnit)
        )]
    }

}
