import SwiftSyntax

/// `if on { v.glassEffect() } else { v }` on state that changes: two views where one
/// was meant, so the view's state is lost on every switch.
public struct GlassToggleIdentity: Rule {
    public static let description = RuleDescription(
        id: "glass-toggle-identity",
        title: "Glass toggled with if/else",
        severity: .warning,
        rationale: """
            An `if`/`else` in a view builder produces two different views. Switching glass on \
            and off that way destroys and recreates the view on every change: its state resets \
            and the change cannot animate. A project's conditional modifier \
            (`.if(isPinned) { $0.glassEffect() }`) is an `if`/`else` inside. Keep one view and \
            switch the glass itself: `.glassEffect(on ? .regular : .identity)`.
            """,
        source: "SwiftUI documentation of Glass.identity; WWDC21 session 10022 \"Demystify SwiftUI\" (view identity)",
        triggers: ["glassEffect"],
        triggeringExamples: [
            RuleExample("""
                struct Badge: View {
                    @State private var isHighlighted = false
                    var body: some View {
                        ↓if isHighlighted {
                            Text("New").padding(8).glassEffect()
                        } else {
                            Text("New").padding(8)
                        }
                    }
                }
                """),
            RuleExample("""
                struct Badge: View {
                    @Binding var isPlain: Bool
                    var body: some View {
                        ↓if isPlain {
                            Text("New").padding(8)
                        } else {
                            Text("New").padding(8).glassEffect(.regular.tint(.blue), in: .capsule)
                        }
                    }
                }
                """),
            RuleExample("""
                struct TrainProgress: View {
                    @State private var isCardOverContent = false
                    var body: some View {
                        TrainCard(train: train)
                            .↓if(isCardOverContent) { view in
                                view.glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 20))
                            }
                            .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 120 } action: { _, over in
                                isCardOverContent = over
                            }
                    }
                }
                """, note: "a project `.if` modifier returns one view or the other, as an if/else does"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct Badge: View {
                    let showsGlass: Bool
                    var body: some View {
                        if showsGlass {
                            Text("New").padding(8).glassEffect()
                        } else {
                            Text("New").padding(8)
                        }
                    }
                }
                """, note: "an init parameter never changes during the view's life"),
            RuleExample("""
                struct Badge: View {
                    var body: some View {
                        if #available(iOS 26.0, *) {
                            Text("New").padding(8).glassEffect()
                        } else {
                            Text("New").padding(8)
                        }
                    }
                }
                """, note: "an availability check is constant"),
            RuleExample("""
                struct Badge: View {
                    @State private var isHighlighted = false
                    var body: some View {
                        if isHighlighted {
                            Text("New").padding(8).glassEffect()
                        } else {
                            Image(systemName: "star")
                        }
                    }
                }
                """, note: "two different views on purpose"),
            RuleExample("""
                struct StationBadge: View {
                    let isFeatured: Bool
                    var body: some View {
                        Text(station.code)
                            .padding(6)
                            .if(isFeatured) { $0.glassEffect(in: .capsule) }
                    }
                }
                """, note: "a property the view is created with does not change while it is shown"),
        ],
        corrections: [
            RuleCorrection("""
                struct Badge: View {
                    @State private var isHighlighted = false
                    var body: some View {
                        if isHighlighted {
                            Text("New")
                                .padding(8)
                                .glassEffect(.regular, in: .capsule)
                        } else {
                            Text("New")
                                .padding(8)
                        }
                    }
                }
                """, """
                struct Badge: View {
                    @State private var isHighlighted = false
                    var body: some View {
                        Text("New")
                            .padding(8)
                            .glassEffect(isHighlighted ? .regular : .identity, in: .capsule)
                    }
                }
                """),
            RuleCorrection("""
                struct Badge: View {
                    @Binding var isPlain: Bool
                    var body: some View {
                        if isPlain {
                            Text("New").padding(8)
                        } else {
                            Text("New").padding(8).glassEffect()
                        }
                    }
                }
                """, """
                struct Badge: View {
                    @Binding var isPlain: Bool
                    var body: some View {
                        Text("New").padding(8).glassEffect(isPlain ? .identity : .regular)
                    }
                }
                """),
            RuleCorrection("""
                struct Badge: View {
                    @State private var isHighlighted = false
                    var body: some View {
                        // New items stand out.
                        if isHighlighted {
                            // glass marks the highlight
                            Text("New").padding(8).glassEffect() // regular glass
                        } else {
                            Text("New").padding(8) // plain
                        }
                    }
                }
                """, """
                struct Badge: View {
                    @State private var isHighlighted = false
                    var body: some View {
                        // New items stand out.
                        // glass marks the highlight
                        // regular glass
                        // plain
                        Text("New").padding(8).glassEffect(isHighlighted ? .regular : .identity)
                    }
                }
                """),
        ]
    )

    /// Property wrappers whose values change while the view lives.
    static let stateWrappers: Set<String> = [
        "State", "Binding", "FocusState", "ObservedObject", "StateObject", "Environment",
        "EnvironmentObject", "Bindable", "AppStorage", "SceneStorage", "GestureState", "Query",
    ]

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.inventory.ifExpressions.compactMap { check($0, in: file) }
            + file.chains.flatMap { chain in chain.modifiers.compactMap { conditionalGlass($0, in: file) } }
    }

    /// `.if(isOverContent) { $0.glassEffect(…) }`: a project modifier that returns one view
    /// or the other, so a change of the state rebuilds the view, as an `if`/`else` does.
    private func conditionalGlass(_ modifier: Modifier, in file: SyntaxFile) -> Violation? {
        guard let (condition, chains) = TransformClosure.conditionalTransform(modifier),
              chains.contains(where: { !file.appliedGlass(in: $0).isEmpty }),
              let type = modifier.call.enclosingTypeDeclaration, isStateDriven(condition, in: type)
        else { return nil }
        return Violation(
            at: modifier.nameToken, through: modifier.call,
            message: "glass switched by .if(…): the view loses its state on every change",
            fix: "one view with .glassEffect(\(condition.trimmedText) ? … : .identity)"
        )
    }

    private func check(_ ifExpression: IfExprSyntax, in file: SyntaxFile) -> Violation? {
        // An `else if` cannot become a plain expression.
        guard !(ifExpression.parent?.is(IfExprSyntax.self) ?? false),
              ifExpression.conditions.count == 1,
              case .expression(let condition) = ifExpression.conditions.first!.condition,
              let elseBlock = ifExpression.elseBody?.as(CodeBlockSyntax.self),
              let thenView = Self.singleView(ifExpression.body.statements),
              let elseView = Self.singleView(elseBlock.statements),
              isStateDriven(condition, at: ifExpression)
        else { return nil }
        let glassInThen: Bool
        let glassed: ModifierChain
        if let match = Self.glassDifference(glassed: thenView, plain: elseView, in: file) {
            (glassInThen, glassed) = (true, match)
        } else if let match = Self.glassDifference(glassed: elseView, plain: thenView, in: file) {
            (glassInThen, glassed) = (false, match)
        } else {
            return nil
        }
        return Violation(
            at: ifExpression.ifKeyword, through: ifExpression,
            message: "glass switched by if/else: the view loses its state on every change",
            fix: "one view with .glassEffect(\(condition.trimmedText) ? … : .identity)",
            edits: Self.merge(ifExpression, glassed: glassed, condition: condition, glassInThen: glassInThen, in: file)
        )
    }

    /// A state-driven condition reads a property with a dynamic property wrapper.
    private func isStateDriven(_ condition: ExprSyntax, at node: IfExprSyntax) -> Bool {
        guard let type = node.enclosingTypeDeclaration else { return false }
        return isStateDriven(condition, in: type)
    }

    private func isStateDriven(_ condition: ExprSyntax, in type: DeclGroupSyntax) -> Bool {
        let wrappers = SyntaxQueries.propertyWrappers(of: type)
        return SyntaxQueries.rootIdentifiers(of: condition).contains { name in
            name == "isEnabled" || (wrappers[name] ?? []).contains(where: Self.stateWrappers.contains)
        }
    }

    static func singleView(_ statements: CodeBlockItemListSyntax) -> ModifierChain? {
        guard statements.count == 1, let expression = statements.first?.item.as(ExprSyntax.self),
              expression.as(IfExprSyntax.self) == nil, expression.as(SwitchExprSyntax.self) == nil
        else { return nil }
        return ModifierChain(expression)
    }

    /// The glassed chain, when it is the plain chain plus one `glassEffect` as its last
    /// modifier (modifiers that follow it in both are allowed).
    static func glassDifference(glassed: ModifierChain, plain: ModifierChain, in file: SyntaxFile) -> ModifierChain? {
        guard let index = glassed.firstIndex(of: "glassEffect"),
              let application = GlassApplication(glassed.modifiers[index]), application.glass.drawsGlass,
              application.glass.variant != .dynamic,
              glassed.modifiers.count == plain.modifiers.count + 1
        else { return nil }
        var withoutGlass = glassed.modifiers
        withoutGlass.remove(at: index)
        let sameBase = glassed.base?.trimmedText == plain.base?.trimmedText
        let sameModifiers = zip(withoutGlass, plain.modifiers).allSatisfy { $0.call.trimmedText == $1.call.trimmedText || normalized($0) == normalized($1) }
        return sameBase && sameModifiers ? glassed : nil
    }

    private static func normalized(_ modifier: Modifier) -> String {
        modifier.name + modifier.arguments.tokens(viewMode: .sourceAccurate).map(\.text).joined()
            + (modifier.call.trailingClosure?.tokens(viewMode: .sourceAccurate).map(\.text).joined() ?? "")
    }

    /// Replaces the whole `if` with the glassed view, its glass argument switched by the condition.
    static func merge(
        _ ifExpression: IfExprSyntax, glassed: ModifierChain, condition: ExprSyntax, glassInThen: Bool, in file: SyntaxFile
    ) -> [TextEdit] {
        guard let modifier = glassed.modifiers.first(where: { $0.name == "glassEffect" }),
              FixText.canReindent(glassed.expression)
        else { return [] }
        let conditionText = FixText.ternaryCondition(condition, in: file)
        let glassText = modifier.firstUnlabeledArgument.map { file.text(of: $0) } ?? ".regular"
        let switched = glassInThen ? "\(conditionText) ? \(glassText) : .identity" : "\(conditionText) ? .identity : \(glassText)"
        // Rebuild the chain text with the new first argument, in the original layout.
        let chainStart = glassed.expression.positionAfterSkippingLeadingTrivia
        let chainEnd = glassed.expression.endPositionBeforeTrailingTrivia
        let argumentEdit: (start: AbsolutePosition, end: AbsolutePosition, text: String)
        if let first = modifier.firstUnlabeledArgument {
            argumentEdit = (first.positionAfterSkippingLeadingTrivia, first.endPositionBeforeTrailingTrivia, switched)
        } else if modifier.call.arguments.isEmpty {
            let inside = modifier.call.leftParen?.endPositionBeforeTrailingTrivia ?? modifier.call.calledExpression.endPosition
            argumentEdit = (inside, inside, modifier.call.leftParen == nil ? "(\(switched))" : switched)
        } else {
            let firstArgument = modifier.call.arguments.first!.positionAfterSkippingLeadingTrivia
            argumentEdit = (firstArgument, firstArgument, switched + ", ")
        }
        let chainText = file.text(from: chainStart, to: argumentEdit.start) + argumentEdit.text
            + file.text(from: argumentEdit.end, to: chainEnd)
        return [FixText.replacing(ifExpression, with: chainText, keeping: chainStart.utf8Offset..<chainEnd.utf8Offset, in: file)]
    }
}
