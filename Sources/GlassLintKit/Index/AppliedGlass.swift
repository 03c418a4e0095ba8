import SwiftSyntax

/// Glass that one modifier of a chain applies to the view: `glassEffect`, a glass button
/// style, or a project helper (`.floatingSurface()`, `.modifier(CardSurface())`,
/// `.buttonStyle(.pill)`) whose body applies one of them.
public struct AppliedGlass {
    public let modifier: Modifier
    public let facts: GlassFacts
    /// The helper the glass comes through; `nil` when the chain applies it itself.
    public let helper: HelperSummary?
    /// The platforms whose builds draw it, when the helper draws it under `#if os(…)`; `nil` for all.
    public var platforms: Set<ApplePlatform>?

    /// `glassEffect`, `.glass`, or `floatingSurface (glass)` for messages.
    public var spelling: String {
        helper.map { "\($0.name) (glass)" } ?? (facts.kind == .effect ? modifier.name : facts.spelling)
    }
}

extension SyntaxFile {
    /// The glass a chain's modifiers apply, innermost first, helpers included.
    public func appliedGlass(in chain: ModifierChain) -> [AppliedGlass] {
        chain.modifiers.flatMap(appliedGlass(by:))
    }

    /// The glass one modifier applies: none, the glass it names, or its helper's glass.
    /// A project's own style that looks like Apple's (`struct GlassButtonStyle`, a
    /// `static var glass`) is read as the project declares it.
    public func appliedGlass(by modifier: Modifier) -> [AppliedGlass] {
        if let known = appliedGlassByCall[modifier.call.id] { return known }
        var applied = readAppliedGlass(by: modifier)
        // What a mask draws lends only its shape: glass there is never drawn. (Asked last:
        // most modifiers apply no glass, and the calls around one are many.)
        if !applied.isEmpty, modifier.call.enclosingCalls.contains(where: { CallNames.name(ofCall: $0) == "mask" }) { applied = [] }
        appliedGlassByCall[modifier.call.id] = applied
        return applied
    }

    private func readAppliedGlass(by modifier: Modifier) -> [AppliedGlass] {
        if modifier.name == "buttonStyle", let style = modifier.firstUnlabeledArgument.flatMap(CallNames.calleeName(of:)),
           let helper = index.helper(for: Enclosure(kind: .buttonStyle, name: style, line: 0)) {
            return glass(of: helper, appliedBy: modifier)
        }
        if let application = GlassApplication(modifier) {
            return GlassFacts(application).map { [AppliedGlass(modifier: modifier, facts: $0, helper: nil)] } ?? []
        }
        guard let enclosure = HelperReference.enclosure(for: modifier, line: 0), let helper = index.helper(for: enclosure) else {
            return []
        }
        return glass(of: helper, appliedBy: modifier)
    }

    /// A helper's glass, unless every build that compiles the call is of a platform the
    /// helper draws no glass on (a tvOS screen calling a helper whose tvOS branch is a
    /// material), or the call runs only where the helper's own gate picks its fallback.
    private func glass(of helper: (summary: HelperSummary, effect: HelperEffect), appliedBy modifier: Modifier) -> [AppliedGlass] {
        if let drawn = helper.effect.glassPlatforms, let compiled = compiledPlatforms(of: modifier.call), compiled.isDisjoint(with: drawn) {
            return []
        }
        // A helper that checks for the 26 releases itself draws its fallback when called
        // from code that only runs before them.
        if helper.effect.isGated, releaseSide(of: modifier.call, in: availability) == .fallback { return [] }
        // The call's arguments pick a case when the helper switches over one of its parameters.
        let glass = helper.effect.chosen(by: modifier.call.arguments.map(CaseArgument.init)).glass
        // Glass effects of several variants, when the call picks among them with constant
        // arguments (`.surface(.regular, interactive: true)`), are alternatives it draws one of:
        // it draws what they share. Picked by a value known only at run time
        // (`reduceTransparency`), each may be drawn, and each is kept.
        let effects = glass.filter { $0.kind == .effect }
        var drawn = glass
        if Set(effects.map(\.variant)).count > 1, modifier.call.arguments.contains(where: { Self.isConstantChoice($0.expression) }) {
            var oneOf = GlassFacts(oneOf: effects)
            // `interactive: true` at the call says which, when the helper's alternatives differ on it.
            if oneOf.isInteractive == nil, let flag = modifier.argument(labeled: "interactive")?.as(BooleanLiteralExprSyntax.self) {
                oneOf.isInteractive = flag.literal.tokenKind == .keyword(.true)
            }
            drawn = glass.filter { $0.kind != .effect } + [oneOf]
        }
        return drawn.map {
            AppliedGlass(modifier: modifier, facts: $0, helper: helper.summary, platforms: helper.effect.glassPlatforms)
        }
    }

    /// `.regular`, `true`: an argument that names one case.
    private static func isConstantChoice(_ expression: ExprSyntax) -> Bool {
        expression.is(BooleanLiteralExprSyntax.self) || expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }

    /// The platforms whose builds compile `node`, when the file's targets are known and the
    /// answer can change the glass a view shows (some helper draws glass on some platforms only).
    func compiledPlatforms(of node: some SyntaxProtocol) -> Set<ApplePlatform>? {
        index.hasPlatformBoundGlass && availability.isKnown ? Set(availability.at(node).platforms.keys) : nil
    }

    /// Whether a helper draws its glass in a view created with these constant arguments:
    /// `.modifier(GlassIcon(isToolbarItem: isToolbarItem))` in a view created with
    /// `isToolbarItem: true` draws the helper's case for `true`, which may have no glass.
    func drawsGlass(_ site: AppliedGlass, shownWith arguments: [String: String]) -> Bool {
        guard site.helper != nil, !arguments.isEmpty, let effect = helperEffect(of: site.modifier), let choices = effect.choices else {
            return true
        }
        var passed = HelperReference.arguments(of: site.modifier).map(CaseArgument.init)
        guard let index = choices.argumentIndex(in: passed, label: \.label), let name = passed[index].forwarded, let value = arguments[name]
        else { return true }
        passed[index].cases = [value]
        return !effect.chosen(by: passed).glass.isEmpty
    }

    /// Whether some place the chain is shown draws a helper's glass (all do when none is known).
    func drawsGlassWhereShown(_ site: AppliedGlass, in chain: ModifierChain) -> Bool {
        let shown = placements(of: chain.expression)
        return shown.isEmpty || shown.contains { drawsGlass(site, shownWith: $0.arguments) }
    }

    /// What the project helper a modifier names applies, if it names one.
    public func helperEffect(of modifier: Modifier) -> HelperEffect? {
        HelperReference.enclosure(for: modifier, line: 0).flatMap { index.helper(for: $0)?.effect }
    }

    /// The glass a custom view at the base of a chain applies to itself as a whole
    /// (`TripChip(…)` whose body is glassed), given the constant arguments it is created with.
    public func glassOfCustomView(at chain: ModifierChain) -> [GlassFacts] {
        guard let call = chain.base?.as(FunctionCallExprSyntax.self), let name = chain.baseName,
              name.first?.isUppercase == true
        else { return [] }
        return index.glassOfView(
            named: name, arguments: DeclarationReader.constantArguments(of: call), from: path, on: compiledPlatforms(of: call)
        )
    }

    /// The glass a member of the same type draws around what it returns, when the chain
    /// starts from one (`categoryChip(for: section)`, `retryButton`).
    public func glassOfMember(at chain: ModifierChain) -> [GlassFacts] {
        guard let base = chain.base, let name = chain.baseName, name.first?.isLowercase == true,
              base.is(DeclReferenceExprSyntax.self) || base.as(FunctionCallExprSyntax.self)?.calledExpression.is(DeclReferenceExprSyntax.self) == true,
              let user = DeclarationKey.enclosing(base, path: path)
        else { return [] }
        return index.glassOfMember(named: name, of: user, on: compiledPlatforms(of: base))
    }

    /// The glass the chain applies, and the glass the custom view or member it starts from draws around itself.
    public func glassDrawn(by chain: ModifierChain) -> [GlassFacts] {
        appliedGlass(in: chain).map(\.facts) + glassOfCustomView(at: chain) + glassOfMember(at: chain)
    }

    /// Whether a chain's view has glass: applied by the chain, by a helper, by the custom
    /// view it is, by the member of the same type it is, or around the whole label of the
    /// button it is.
    public func showsGlass(_ chain: ModifierChain) -> Bool {
        if drawsGlass(chain) { return true }
        guard let base = chain.base else { return false }
        let label = ViewBuilderContent.labelViews(of: base)
        return label.count == 1 && label.allSatisfy(drawsGlass)
    }

    /// Glass the chain applies, or the custom view or member it starts from draws around itself.
    private func drawsGlass(_ chain: ModifierChain) -> Bool {
        !appliedGlass(in: chain).isEmpty || !glassOfCustomView(at: chain).isEmpty || !glassOfMember(at: chain).isEmpty
    }
}
