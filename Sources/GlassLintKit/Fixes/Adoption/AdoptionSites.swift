import SwiftSyntax

/// One call site the adoption refactor rewrites to call a helper.
struct AdoptionRewrite {
    /// The `availability` or `availability-scattered` finding it answers, its fix text
    /// naming the helper.
    var finding: Finding
    var edits: [TextEdit]
    /// The helper of ours the call needs; `nil` when a helper of the project serves.
    var helper: CompatHelper?
}

/// Decides how a site that the availability rules report can call a helper instead: a
/// glass modifier, glass button style or `GlassEffectContainer` used with no check, or
/// an `if #available` at a call site whose branches differ in one modifier. A helper of
/// the project that does the same, or a function of its backport namespace, is preferred
/// to one of ours.
struct AdoptionSites {
    let file: SyntaxFile
    let templates: [HelperTemplate]
    let namespaces: [BackportNamespace]

    func rewrite(_ finding: Finding) -> AdoptionRewrite? {
        let offset = SourceLines(file.utf8).offset(line: finding.line, column: finding.column)
        guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        let found: (edit: TextEdit, call: String, helper: CompatHelper?)? = switch finding.rule {
        case "availability": ungated(token)
        case "availability-scattered": scattered(token)
        default: nil
        }
        guard let found else { return nil }
        var answered = finding
        answered.fix = "call \(found.call.prefix { $0 != "(" })"
        return AdoptionRewrite(finding: answered, edits: [found.edit], helper: found.helper)
    }

    // MARK: - Glass API used with no check

    private func ungated(_ token: TokenSyntax) -> (edit: TextEdit, call: String, helper: CompatHelper?)? {
        guard !isChecked(token) else { return nil }
        if let callee = token.parent?.as(DeclReferenceExprSyntax.self), token.text == "GlassEffectContainer",
           callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id {
            return (replacing(token, with: "GlassGroup"), "GlassGroup(spacing:content:)", .glassGroup)
        }
        guard let modifier = Self.modifier(named: token) ?? Self.buttonStyle(styled: token),
              !token.ancestors.contains(where: { $0.as(FunctionDeclSyntax.self)?.name.text == modifier.name })
        else { return nil }
        if let call = templates.lazy.compactMap({ $0.call(replacing: modifier) }).first
            ?? namespaces.lazy.compactMap({ $0.call(replacing: modifier, in: file) }).first {
            return (replacing(modifier, with: call), call, nil)
        }
        guard let (call, helper) = ourCall(for: modifier) else { return nil }
        return (replacing(modifier, with: call), call, helper)
    }

    /// A site some check already gates (for another platform than the finding names, as
    /// an `if #available(iOS 26, *)` in a package that builds for macOS too), or inside a
    /// function named like the modifier it calls: a backport of it, which a helper call
    /// would turn into a call of itself. Those are the project's to decide.
    private func isChecked(_ token: TokenSyntax) -> Bool {
        file.localPlacement(of: token).placement.availability != .unknown
    }

    /// The modifier `token` names, on a receiver: `.glassEffect(…)`.
    private static func modifier(named token: TokenSyntax) -> Modifier? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
              let base = member.base, !Modifier.isNamespace(base),
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        else { return nil }
        return Modifier(call: call, nameToken: token, period: member.period)
    }

    /// The `.buttonStyle(…)` whose style `token` names: the `glass` of `.buttonStyle(.glass)`.
    private static func buttonStyle(styled token: TokenSyntax) -> Modifier? {
        guard let style = token.parent?.parent?.as(MemberAccessExprSyntax.self), style.base == nil,
              let call = style.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, !Modifier.isNamespace(base),
              member.declName.baseName.text == "buttonStyle"
        else { return nil }
        return Modifier(call: call, nameToken: member.declName.baseName, period: member.period)
    }

    /// The call of one of our helpers that does what `modifier` does on the 26 releases.
    private func ourCall(for modifier: Modifier) -> (String, CompatHelper)? {
        switch modifier.name {
        case "glassEffect":
            return surfaceCall(for: modifier).map { ($0, .glassSurface) }
        case "buttonStyle":
            switch modifier.firstUnlabeledArgument.map(file.text(of:)) {
            case ".glass": return ("glassButtonStyle()", .glassButtonStyle)
            case ".glassProminent": return ("glassProminentButtonStyle()", .glassProminentButtonStyle)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `glassSurface(…)` for a `glassEffect` whose glass the syntax can read: `.regular`
    /// or `.clear`, with at most a tint and interactivity, perhaps switched off with
    /// `.identity` by a condition, and an optional shape.
    private func surfaceCall(for modifier: Modifier) -> String? {
        var arguments: [String] = []
        var isEnabled: String?
        if var glass = modifier.firstUnlabeledArgument {
            if let switched = identitySwitch(glass) {
                (glass, isEnabled) = switched
            }
            let chain = ModifierChain(glass)
            guard let variant = chain.base?.as(MemberAccessExprSyntax.self),
                  variant.base == nil || variant.base?.trimmedText == "Glass"
            else { return nil }
            switch variant.declName.baseName.text {
            case "regular": break
            case "clear": arguments.append(".clear")
            default: return nil
            }
            let tint = chain.modifiers(named: "tint")
            let interactive = chain.modifiers(named: "interactive")
            guard tint.count + interactive.count == chain.modifiers.count, tint.count <= 1, interactive.count <= 1,
                  tint.allSatisfy({ $0.arguments.count == 1 }), interactive.allSatisfy({ $0.arguments.count <= 1 })
            else { return nil }
            arguments += tint.compactMap { $0.firstUnlabeledArgument.map { "tint: \(file.text(of: $0))" } }
            arguments += interactive.map { "interactive: \($0.firstUnlabeledArgument.map(file.text(of:)) ?? "true")" }
        }
        arguments += isEnabled.map { ["isEnabled: \($0)"] } ?? []
        for argument in modifier.arguments where argument.label != nil {
            guard argument.label?.text == "in" else { return nil }
            arguments.append("in: \(file.text(of: argument.expression))")
        }
        return "glassSurface(\(arguments.joined(separator: ", ")))"
    }

    /// `on ? glass : .identity` read as the glass and the condition that turns it on;
    /// `on ? .identity : glass` as the glass and `!on`.
    private func identitySwitch(_ expression: ExprSyntax) -> (glass: ExprSyntax, isEnabled: String)? {
        guard let elements = expression.as(SequenceExprSyntax.self)?.elements, elements.count >= 3,
              let ternary = elements.dropLast().last?.as(UnresolvedTernaryExprSyntax.self),
              let otherwise = elements.last,
              let conditionStart = elements.first?.positionAfterSkippingLeadingTrivia,
              let conditionEnd = elements.dropLast(2).last?.endPositionBeforeTrailingTrivia
        else { return nil }
        let condition = file.text(from: conditionStart, to: conditionEnd)
        if GlassValue(otherwise).variant == .identity {
            return (ternary.thenExpression, condition)
        }
        guard GlassValue(ternary.thenExpression).variant == .identity else { return nil }
        return (otherwise, elements.count == 3 && !condition.contains(" ") ? "!\(condition)" : "!(\(condition))")
    }

    // MARK: - A check written at the call site

    private func scattered(_ token: TokenSyntax) -> (edit: TextEdit, call: String, helper: CompatHelper?)? {
        guard token.tokenKind == .poundAvailable,
              let ifExpression = token.parent?.parent?.parent?.parent?.as(IfExprSyntax.self),
              ifExpression.conditions.count == 1, !(ifExpression.parent?.is(IfExprSyntax.self) ?? false),
              !Self.isWholeBody(ifExpression),
              let elseBlock = ifExpression.elseBody?.as(CodeBlockSyntax.self),
              let newerView = GlassToggleIdentity.singleView(ifExpression.body.statements),
              let olderView = GlassToggleIdentity.singleView(elseBlock.statements),
              FixText.canReindent(newerView.expression),
              newerView.modifiers.count == olderView.modifiers.count,
              newerView.base?.trimmedText == olderView.base?.trimmedText
        else { return nil }
        let differing = zip(newerView.modifiers, olderView.modifiers).enumerated()
            .filter { $0.element.0.call.trimmedText != $0.element.1.call.trimmedText }
        guard differing.count == 1, let (newer, older) = differing.first?.element else { return nil }
        let found: (call: String, helper: CompatHelper?)
        if let call = templates.lazy.compactMap({ $0.call(replacing: newer, fallback: older) }).first {
            found = (call, nil)
        } else if let ours = ourCall(for: newer), fallbackMatches(older, ours: ours.1, newer: newer) {
            found = ours
        } else {
            return nil
        }
        let start = newerView.expression.positionAfterSkippingLeadingTrivia
        let end = newerView.expression.endPositionBeforeTrailingTrivia
        let view = file.text(from: start, to: newer.nameToken.positionAfterSkippingLeadingTrivia) + found.call
            + file.text(from: newer.call.endPositionBeforeTrailingTrivia, to: end)
        return (FixText.replacing(ifExpression, with: view, keeping: start.utf8Offset..<end.utf8Offset, in: file), found.call, found.helper)
    }

    /// A check that is all a function does is a helper gating once, as it should.
    /// The `if` is all the function does, or all one clause of an `#if` that is all it does
    /// (our helpers keep visionOS out that way): the check of a helper, not of a call site.
    private static func isWholeBody(_ ifExpression: IfExprSyntax) -> Bool {
        guard let function = ifExpression.ancestors.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first,
              let statements = function.body?.statements
        else { return false }
        return isOnly(ifExpression, in: statements)
    }

    private static func isOnly(_ ifExpression: IfExprSyntax, in statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let item = statements.first?.item else { return false }
        if item.id == Syntax(ifExpression).id || item.as(ExpressionStmtSyntax.self)?.expression.id == ExprSyntax(ifExpression).id {
            return true
        }
        return item.as(IfConfigDeclSyntax.self)?.clauses.contains { clause in
            clause.elements?.as(CodeBlockItemListSyntax.self).map { isOnly(ifExpression, in: $0) } ?? false
        } ?? false
    }

    /// Whether the site's own fallback is exactly what our helper does before 26.
    private func fallbackMatches(_ older: Modifier, ours helper: CompatHelper, newer: Modifier) -> Bool {
        let style = older.firstUnlabeledArgument.map(file.text(of:))
        switch helper {
        case .glassButtonStyle: return older.name == "buttonStyle" && style == ".bordered"
        case .glassProminentButtonStyle: return older.name == "buttonStyle" && style == ".borderedProminent"
        case .glassSurface:
            let variant = GlassValue(newer.firstUnlabeledArgument).variant
            guard variant == .regular || variant == .clear else { return false }
            let isClear = variant == .clear
            // Without a shape the glass is a capsule but the background a rectangle.
            guard let shape = newer.argument(labeled: "in"), let fallbackShape = older.argument(labeled: "in") else { return false }
            return older.name == "background" && older.arguments.count == 2
                && style == (isClear ? ".ultraThinMaterial" : ".regularMaterial")
                && file.text(of: shape) == file.text(of: fallbackShape)
        case .glassGroup:
            return false
        }
    }

    // MARK: - Edits

    private func replacing(_ modifier: Modifier, with call: String) -> TextEdit {
        TextEdit(
            start: modifier.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: modifier.call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: call
        )
    }

    private func replacing(_ token: TokenSyntax, with text: String) -> TextEdit {
        TextEdit(
            start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: token.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text
        )
    }
}
