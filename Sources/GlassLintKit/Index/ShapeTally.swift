import SwiftSyntax

/// How many glass shapes a declaration shows at once, kept as a formula over what it
/// shows so the index can finish the count across files: `if`/`else` branches count
/// as the larger, `ForEach` as several, custom views and members as their own count.
public indirect enum ShapeTally: Hashable, Codable, Sendable {
    /// One glass shape.
    case glass
    /// A project helper: one shape if it applies glass.
    case helper(Enclosure)
    /// What a custom view or member shows.
    case view(ViewUse.Target)
    /// Shown side by side.
    case together([ShapeTally])
    /// Exactly one of these is shown.
    case oneOf([ShapeTally])
    /// Shown once per element.
    case repeated(ShapeTally)

    /// How many times a repeated view is counted: a `ForEach` shows several.
    static let repetitions = 3

    static let nothing = ShapeTally.together([])

    /// Whether something in it is shown once per element.
    var repeats: Bool {
        switch self {
        case .repeated: true
        case .together(let parts), .oneOf(let parts): parts.contains { $0.repeats }
        case .glass, .helper, .view: false
        }
    }

    /// The tally of a view builder's statements. Views guarded on opposite sides of one
    /// condition (`if c { … }`, later `if !c { … }`) are one or the other.
    static func of(_ statements: CodeBlockItemListSyntax) -> ShapeTally {
        let guards = statements.map { GuardedContent($0.item) }
        let configured = statements.map { unchosen(by: $0.item) }
        guard guards.contains(where: { guarded in guarded.map { guards.contains($0.complement) } ?? false })
                || configured.contains(where: { $0 != nil })
        else {
            return of(ViewBuilderContent.of(statements))
        }
        let parts = zip(statements, zip(guards, configured)).map { item, facts in
            (part: facts.1 ?? of(ViewBuilderContent.of(CodeBlockItemListSyntax([item]))), guarded: facts.0)
        }
        return sideBySide(GuardedContent.mergingComplements(parts, either: anyOf))
    }

    /// For `if style.hasGlassEffect { … }` (with a plain `else` or none), a
    /// `ConfigurationChoice`, the tally of its other side, its `else` or nothing: which
    /// configurations take the branch the count cannot tell, so it counts too few rather
    /// than too many. `nil` for any other statement.
    private static func unchosen(by item: CodeBlockItemSyntax.Item) -> ShapeTally? {
        guard let ifExpression = item.standingExpression?.as(IfExprSyntax.self), ConfigurationChoice.chooses(ifExpression) else {
            return nil
        }
        guard let elseBody = ifExpression.elseBody else { return nothing }
        return elseBody.as(CodeBlockSyntax.self).map { of($0.statements) }
    }

    static func of(_ content: [ViewBuilderContent]) -> ShapeTally {
        sideBySide(content.map { node in
            switch node {
            case .view(let chain): of(chain)
            case .alternatives(let branches): anyOf(branches.map(of))
            case .repeated(let inner): eachOf(of(inner))
            }
        })
    }

    // The smallest tally that counts the same, built bottom up: summaries are kept for the
    // whole review and written to the cache, and a view's tally nests once per stack.

    /// Groups inside a group are merged into it, and a group of one is that one.
    private static func sideBySide(_ parts: [ShapeTally]) -> ShapeTally {
        let flat = parts.flatMap { part -> [ShapeTally] in
            if case .together(let inner) = part { inner } else { [part] }
        }
        return flat.count == 1 ? flat[0] : .together(flat)
    }

    /// Branches that all show nothing are nothing, and one branch is that branch.
    private static func anyOf(_ branches: [ShapeTally]) -> ShapeTally {
        if branches.allSatisfy({ $0 == nothing }) { return nothing }
        return branches.count == 1 ? branches[0] : .oneOf(branches)
    }

    /// Nothing repeated is nothing.
    private static func eachOf(_ inner: ShapeTally) -> ShapeTally {
        inner == nothing ? nothing : .repeated(inner)
    }

    /// One view: the glass its chain applies, what its base shows, and the content of
    /// its overlays, bars and toolbar (shown on the same screen; sheets are not).
    private static func of(_ chain: ModifierChain) -> ShapeTally {
        var layers: [(part: ShapeTally, guarded: GuardedContent?)] = []
        for modifier in chain.modifiers {
            if let application = GlassApplication(modifier), application.glass.drawsGlass {
                layers.append((.glass, nil))
            } else if let enclosure = HelperReference.enclosure(for: modifier, line: 0) {
                layers.append((.helper(enclosure), nil))
            }
            if PlacementVocabulary.floatingModifiers[modifier.name] != nil || modifier.name == "background",
               let closure = modifier.call.trailingClosure {
                layers.append((of(closure.statements), GuardedContent(closure.statements)))
            }
        }
        // A bar shown in an inset when upright and in an overlay otherwise is one bar.
        var parts = GuardedContent.mergingComplements(layers, either: anyOf)
        // A glassed view counts once, whatever is inside its glass shape.
        if parts.contains(.glass) { return sideBySide(parts) }
        if let base = chain.base {
            parts.append(ofBase(base))
        }
        return sideBySide(parts)
    }

    /// A list or a project's container that is handed the elements and builds a view for
    /// each (`List(trips) { trip in … }`, `ChipSection(items: tags) { tag in … }`); not a
    /// system view handing its closure something else (`GeometryReader { proxy in … }`).
    private static func buildsPerElement(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        guard name == "List" || !PlacementVocabulary.systemViews.contains(name),
              // A navigation link shows its label here; its destination is another screen.
            let closure = name == "NavigationLink" ? CallNames.labelClosure(of: call) : CallNames.contentClosure(of: call), closure.signature?.parameterClause != nil
        else { return false }
        return !call.arguments.isEmpty
    }

    /// The screens of a tab view, one per tab, through the `ForEach`, `TabSection`, `Group`
    /// and branches that build its tabs: only one of them is on screen.
    private static func tabs(in content: [ViewBuilderContent]) -> [ShapeTally] {
        content.flatMap { node -> [ShapeTally] in
            switch node {
            case .alternatives(let branches): return branches.flatMap(tabs(in:))
            case .repeated(let inner): return tabs(in: inner)
            case .view(let chain):
                guard let name = chain.baseName, ["ForEach", "TabSection", "Group"].contains(name),
                      let call = chain.base?.as(FunctionCallExprSyntax.self), let closure = CallNames.contentClosure(of: call)
                else { return [of([node])] }
                return tabs(in: ViewBuilderContent.of(closure))
            }
        }
    }

    /// A `ZStack` whose later layers include screens of the project shown on a condition
    /// (`if showPaywall { PaywallView() }`): such a screen covers the layers under it, so the
    /// stack shows them or it, not both. `nil` when it has none.
    private static func screensOver(_ statements: CodeBlockItemListSyntax) -> ShapeTally? {
        let screens = statements.dropFirst().filter { statement in
            guard let branch = statement.item.standingExpression?.as(IfExprSyntax.self), branch.elseBody == nil,
                  branch.body.statements.count == 1, let shown = branch.body.statements.first?.item.givenExpression,
                  let name = ModifierChain(shown).baseName, name.first?.isUppercase == true
            else { return false }
            return !PlacementVocabulary.systemViews.contains(name)
        }
        guard !screens.isEmpty else { return nil }
        let ids = Set(screens.map(\.id))
        let under = of(CodeBlockItemListSyntax(statements.filter { !ids.contains($0.id) }))
        return anyOf([under] + screens.map { of(CodeBlockItemListSyntax([$0])) })
    }

    private static func ofBase(_ base: ExprSyntax) -> ShapeTally {
        if let call = base.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call),
           !call.calledExpression.is(MemberAccessExprSyntax.self) {
            if name.first?.isLowercase == true { return .view(.member(name)) }
            // A navigation link shows its label here; its destination is another screen.
            let closure = name == "NavigationLink" ? CallNames.labelClosure(of: call) : CallNames.contentClosure(of: call)
            // Each tab is a screen of its own.
            if name == "TabView", let closure { return anyOf(tabs(in: ViewBuilderContent.of(closure))) }
            if name == "ZStack", let closure, let layered = screensOver(closure.statements) { return layered }
            let content = closure.map { of($0.statements) } ?? nothing
            // A lazy stack or grid lays out what it holds once; only a `ForEach` repeats. A
            // grid shows its repeated items in rows and columns: more of them at once.
            if name == "ForEach" || (["LazyVGrid", "LazyHGrid"].contains(name) && content.repeats)
                || buildsPerElement(call, named: name) {
                return eachOf(content)
            }
            return sideBySide([.view(.type(name)), content])
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            return .view(.member(reference.baseName.text))
        }
        if let member = base.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return .view(.member(member.declName.baseName.text))
        }
        return nothing
    }
}
