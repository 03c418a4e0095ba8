import SwiftSyntax

/// The views a view-builder closure produces, with the structure that decides which of
/// them exist together: `if`/`switch` branches are alternatives, `ForEach` repeats.
public indirect enum ViewBuilderContent {
    case view(ModifierChain)
    /// Exactly one of the alternatives is shown (an `if` without `else` has an empty one).
    case alternatives([[ViewBuilderContent]])
    /// Shown once per element.
    case repeated([ViewBuilderContent])

    /// The content of a closure's statements. `Group` is transparent: its children sit
    /// beside the group's siblings.
    public static func of(_ closure: ClosureExprSyntax) -> [ViewBuilderContent] {
        of(closure.statements)
    }

    public static func of(_ statements: CodeBlockItemListSyntax) -> [ViewBuilderContent] {
        crossfadesAsAlternatives(statements.flatMap { item -> [ViewBuilderContent] in
            if let expression = item.item.as(ExprSyntax.self) {
                return of(expression)
            }
            if let statement = item.item.as(ExpressionStmtSyntax.self) {
                return of(statement.expression)
            }
            // A function that computes before it builds returns its view (`let w = …; return VStack { … }`).
            if let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
                return of(returned)
            }
            return []
        })
    }

    /// Views that cross-fade on one condition (`.opacity(isActive ? 0 : 1)` beside
    /// `.opacity(isActive ? 1 : 0)`) are never seen together: they are alternatives, like
    /// the branches of an `if`.
    private static func crossfadesAsAlternatives(_ content: [ViewBuilderContent]) -> [ViewBuilderContent] {
        var sides: [String: (shown: [ViewBuilderContent], hidden: [ViewBuilderContent])] = [:]
        var order: [String] = []
        var rest: [ViewBuilderContent] = []
        for node in content {
            guard case .view(let chain) = node, let (condition, shownWhenTrue) = fade(of: chain) else {
                rest.append(node)
                continue
            }
            if sides[condition] == nil { order.append(condition) }
            if shownWhenTrue { sides[condition, default: ([], [])].shown.append(node) } else { sides[condition, default: ([], [])].hidden.append(node) }
        }
        guard sides.values.contains(where: { !$0.shown.isEmpty && !$0.hidden.isEmpty }) else { return content }
        for condition in order {
            guard let side = sides[condition] else { continue }
            if side.shown.isEmpty || side.hidden.isEmpty {
                rest += side.shown + side.hidden
            } else {
                rest.append(.alternatives([side.shown, side.hidden]))
            }
        }
        return rest
    }

    /// The condition of a chain's `.opacity(condition ? 1 : 0)`, and whether the view shows when it holds.
    static func fade(of chain: ModifierChain) -> (condition: String, shownWhenTrue: Bool)? {
        for modifier in chain.modifiers where modifier.name == "opacity" {
            guard let ternary = modifier.firstUnlabeledArgument.flatMap(Ternary.init) else { continue }
            let values = [ternary.then, ternary.otherwise].map { expression -> Double? in
                if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
                return expression.as(FloatLiteralExprSyntax.self).flatMap { Double($0.literal.text) }
            }
            switch (values[0], values[1]) {
            case (1, 0): return (ternary.condition.trimmedText, true)
            case (0, 1): return (ternary.condition.trimmedText, false)
            default: continue
            }
        }
        return nil
    }

    static func of(_ expression: ExprSyntax) -> [ViewBuilderContent] {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return [.alternatives(branches(of: ifExpression))]
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            return [.alternatives(cases.map { of($0.statements) })]
        }
        let chain = ModifierChain(expression)
        if let call = chain.base?.as(FunctionCallExprSyntax.self), let closure = CallNames.contentClosure(of: call) {
            switch CallNames.name(ofCall: call) {
            case "ForEach" where chain.modifiers.isEmpty: return [.repeated(of(closure))]
            // A `Group` lays out its views where it stands, each with the group's modifiers:
            // with modifiers that draw no glass (`.frame(maxWidth: .infinity)`, `.disabled(…)`)
            // its views are what stands there. With glass, the group is kept whole, glass and all.
            case "Group" where chain.modifiers.allSatisfy(drawsNoGlass): return of(closure)
            default: break
            }
        }
        return [.view(chain)]
    }

    private static func drawsNoGlass(_ modifier: Modifier) -> Bool {
        GlassApplication(modifier) == nil && HelperReference.enclosure(for: modifier, line: 0) == nil
    }

    private static func branches(of ifExpression: IfExprSyntax) -> [[ViewBuilderContent]] {
        var result = [of(ifExpression.body.statements)]
        if let next = ifExpression.elseBody?.as(IfExprSyntax.self) {
            result += branches(of: next)
        } else if let block = ifExpression.elseBody?.as(CodeBlockSyntax.self) {
            result.append(of(block.statements))
        } else {
            result.append([])
        }
        return result
    }

    /// The content in runs that `separates` splits: views on either side of a `Spacer` never
    /// sit next to each other.
    static func runs(of content: [ViewBuilderContent], separatedBy separates: (ModifierChain) -> Bool) -> [[ViewBuilderContent]] {
        content.split { node in
            switch node {
            case .view(let view):
                return separates(view)
            case .alternatives(let branches):
                // A separator that is there only sometimes (`if let url { Link(…) }`) may part them.
                let views = branches.flatMap(allViews(in:))
                return !views.isEmpty && views.allSatisfy(separates)
            case .repeated:
                return false
            }
        }.map(Array.init)
    }

    /// How many views matching `predicate` can be on screen at once: the most of any
    /// alternative, and "many" (2) for a repeated one.
    public static func simultaneousCount(
        of content: [ViewBuilderContent], where predicate: (ModifierChain) -> Bool
    ) -> Int {
        content.reduce(0) { total, node in
            switch node {
            case .view(let chain):
                return total + (predicate(chain) ? 1 : 0)
            case .alternatives(let branches):
                return total + (branches.map { simultaneousCount(of: $0, where: predicate) }.max() ?? 0)
            case .repeated(let inner):
                return total + 2 * simultaneousCount(of: inner, where: predicate)
            }
        }
    }

    /// The views a chain's base stands for, one level down: a stack's or group's
    /// children, or what a name stands for.
    public static func innerViews(of base: ExprSyntax) -> [ModifierChain] {
        if let call = base.as(FunctionCallExprSyntax.self) {
            guard let name = CallNames.name(ofCall: call), ModifierNames.stacks.contains(name) || name == "Group",
                  let closure = CallNames.contentClosure(of: call)
            else { return [] }
            return allViews(in: of(closure))
        }
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return [] }
        return views(namedBy: reference)
    }

    /// The views of a button's label: `Button(action: go) { Label(…).padding() }`, or
    /// `Button { go() } label: { … }`.
    public static func labelViews(of base: ExprSyntax) -> [ModifierChain] {
        guard let call = base.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: call) == "Button" else { return [] }
        return CallNames.labelClosure(of: call).map { allViews(in: of($0)) } ?? []
    }

    /// The views a view lays out inside its own bounds: a stack's or group's children, a
    /// button's label, a `Label`'s title and icon (`Label { Text(…) } icon: { Image(…).padding(5) }`).
    public static func laidOutViews(of base: ExprSyntax) -> [ModifierChain] {
        var views = innerViews(of: base) + labelViews(of: base)
        if let call = base.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: call) == "Label" {
            let closures = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
            views += closures.flatMap { allViews(in: of($0)) }
        }
        return views
    }

    /// The views a name stands for: the local constant it names, or the view property or
    /// function of the same type (`remaining` in `remaining.padding()`), in every branch.
    public static func views(namedBy reference: DeclReferenceExprSyntax) -> [ModifierChain] {
        if let value = LocalBindings.value(of: reference) { return [ModifierChain(value)] }
        guard !LocalBindings.isBoundLocally(reference) else { return [] }
        guard let member = ViewMember.named(reference.baseName.text, in: reference.enclosingTypeDeclaration), member.isView
        else { return [] }
        return allViews(in: of(member.statements))
    }

    /// Every view of the content, in every branch.
    public static func allViews(in content: [ViewBuilderContent]) -> [ModifierChain] {
        content.flatMap { node -> [ModifierChain] in
            switch node {
            case .view(let chain): [chain]
            case .alternatives(let branches): branches.flatMap(allViews(in:))
            case .repeated(let inner): allViews(in: inner)
            }
        }
    }
}
