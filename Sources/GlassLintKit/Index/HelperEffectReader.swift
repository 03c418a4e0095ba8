import SwiftSyntax

/// Reads what a project helper applies to the view it is called on: the glass, container,
/// material, background and tint in its body, outside the pre-26 fallback branch, and
/// whether it checks availability itself.
struct HelperEffectReader {
    let reader: PlacementReader
    let compiled: CompiledPlatforms

    func read(_ body: Syntax) -> HelperEffect {
        read(body, depth: 0)
    }

    /// A function of the helper's own type that it calls (`applyGlass(to: content)`, a
    /// `switch` over a style enum) is part of the helper: read as if inlined, to a bounded depth.
    private func read(_ body: Syntax, depth: Int) -> HelperEffect {
        var effect = HelperEffect()
        let calls = CallCollector(named: nil)
        calls.walk(body)
        let gates = AvailabilityCheckCollector(viewMode: .sourceAccurate)
        gates.walk(body)
        effect.isGated = gates.checksGlassAvailability
        var materials: [FunctionCallExprSyntax] = []
        var glass: [FunctionCallExprSyntax] = []
        for call in calls.found {
            guard reader.read(call).placement.availability != .fallback else { continue }
            if let modifier = Self.modifier(of: call) {
                // Glass on a view the helper lays over or beside the content (`.overlay { … }`,
                // a sheet, a stack) is that view's, not the content's.
                if GlassApplication(modifier) != nil, Self.isBesideTheContent(call, in: body) { continue }
                if modifier.period == nil, depth < 3, let function = Self.ownFunction(named: modifier.name, around: body) {
                    var inlined = read(function, depth: depth + 1)
                    inlined.glass = Self.chosenByArguments(inlined.glass)
                    effect = effect.adding(inlined)
                    continue
                }
                read(modifier, into: &effect)
                if ["background", "fill"].contains(modifier.name), ShapeStyles.namesMaterial(modifier) { materials.append(call) }
                if GlassApplication(modifier) != nil { glass.append(call) }
            } else if let name = CallNames.name(ofCall: call) {
                if name == "GlassEffectContainer" { effect.appliesContainer = true }
                if ModifierNames.controls.contains(name) { effect.makesTappable = true }
            }
        }
        // A material in the other branch from the glass (`if flag, #available(…) { glass }
        // else { material }`), or applied only by functions that draw glass or a material
        // (`glassBody`, `legacyBody`), is the glass's alternative, not a layer under it.
        let underGlass = materials.contains { material in
            glass.isEmpty || glass.contains { !SyntaxQueries.areMutuallyExclusive(ExprSyntax(material), ExprSyntax($0)) }
        }
        effect.appliesMaterial = underGlass || (effect.appliesMaterial && effect.glass.isEmpty)
        return effect
    }

    private func read(_ modifier: Modifier, into effect: inout HelperEffect) {
        if Tappability.makesTappable(modifier) { effect.makesTappable = true }
        if let application = GlassApplication(modifier) {
            guard let facts = GlassFacts(application) else { return }
            // Glass under `#if os(…)` is drawn only by the builds of those platforms.
            let all = Set(ApplePlatform.allCases)
            let earlier = effect.glass.isEmpty ? [] : effect.glassPlatforms ?? all
            let platforms = earlier.union(compiled.platforms(compiling: modifier.call))
            effect.glassPlatforms = platforms == all ? nil : platforms
            if !effect.glass.contains(facts) { effect.glass.append(facts) }
            return
        }
        switch modifier.name {
        case "background", "fill":
            if let style = modifier.firstUnlabeledArgument {
                if ShapeStyles.isMaterial(style) {
                    effect.appliesMaterial = true
                } else {
                    effect.appliesBackground = true
                }
            }
        case "tint":
            effect.appliesTint = true
        case "presentationBackground":
            effect.setsSheetBackground = true
        case "presentationDetents":
            if SheetDetents.isPartial(modifier) { effect.setsPartialDetents = true }
        case _ where ModifierNames.sizing.contains(modifier.name):
            effect.sizesContent = true
        default:
            if let helper = HelperReference.enclosure(for: modifier, line: reader.line(modifier.nameToken.positionAfterSkippingLeadingTrivia)) {
                effect.helpers.append(helper)
            }
        }
    }

    /// The glass of a function that picks its variant or tint from what it is passed
    /// (`switch style { case .clear: … case .regular: … }`): one glass decided at run time,
    /// neither clear nor plain nor tinted for the rules that ask.
    static func chosenByArguments(_ glass: [GlassFacts]) -> [GlassFacts] {
        guard var first = glass.first,
              Set(glass.map(\.variant)).count > 1 || Set(glass.map(\.isTinted)).count > 1 || Set(glass.map(\.shape)).count > 1
        else { return glass }
        first.variant = .dynamic
        first.isTinted = false
        if Set(glass.map(\.shape)).count > 1 { first.shape = nil }
        if Set(glass.map(\.isInteractive)).count > 1 { first.isInteractive = nil }
        return [first]
    }

    /// Whether the call is inside a closure of the helper's body other than a `background`'s,
    /// on a view other than the one the closure is handed (`.modify { view in view.glassEffect() }`
    /// glasses the content itself).
    static func isBesideTheContent(_ call: FunctionCallExprSyntax, in body: Syntax) -> Bool {
        for ancestor in call.ancestors {
            if ancestor.id == body.id { return false }
            guard let closure = ancestor.as(ClosureExprSyntax.self) else { continue }
            let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            if owner.flatMap(CallNames.name(ofCall:)) == "background" { return false }
            let base = ModifierChain.enclosing(call)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            return base.map { !parameterNames(of: closure).contains($0) } ?? true
        }
        return false
    }

    /// `view` in `{ view in … }`, `$0` in `{ … }`.
    private static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        var names: Set<String> = ["$0"]
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: names.formUnion(parameters.map(\.name.text))
        case .parameterClause(let clause)?: names.formUnion(clause.parameters.map(\.firstName.text))
        default: break
        }
        return names
    }

    /// The body of the function `name` declared by the type around `body`, other than the
    /// one `body` is in.
    static func ownFunction(named name: String, around body: Syntax) -> Syntax? {
        guard let type = body.enclosingTypeDeclaration else { return nil }
        for member in type.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                  let code = function.body, !code.isAncestorOrSelf(of: body), !body.isAncestorOrSelf(of: Syntax(code))
            else { continue }
            return Syntax(code)
        }
        return nil
    }

    /// A modifier call, on a receiver or on the helper's implicit `self`.
    static func modifier(of call: FunctionCallExprSyntax) -> Modifier? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            return Modifier(call: call, nameToken: member.declName.baseName, period: member.period)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            return Modifier(call: call, nameToken: reference.baseName, period: nil)
        }
        return nil
    }
}

/// Whether a helper's body checks for the 26 releases.
private final class AvailabilityCheckCollector: SyntaxVisitor {
    var checksGlassAvailability = false

    override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
        if AvailabilityReading.namesGlassRelease(node.availabilityArguments) { checksGlassAvailability = true }
        return .visitChildren
    }
}
