import SwiftSyntax

/// A run-time glass gate: `if UIDevice.supportsLiquidGlass { glass } else { fallback }`.
/// The condition is a project's flag read from a type (a device capability, a feature
/// switch), not a state that changes on screen, and one branch applies glass: the other
/// branch is what the app shows where it does not use glass, its fallback, exactly as
/// the `else` of `#available(iOS 26, *)` is. A project's Boolean that answers that very
/// check (`AvailabilityFlag`) gates whatever its branches hold, glass or not.
extension SyntaxFile {
    /// Whether `node` is on the fallback side of a run-time glass gate: in the branch
    /// without glass, or in a member of the same type shown only from such branches.
    func isBehindGlassGate(_ node: some SyntaxProtocol) -> Bool {
        isBehindGlassGate(Syntax(node), depth: 0)
    }

    /// How many members deep the uses of a member are followed.
    private static let maximumGateDepth = 3

    private func isBehindGlassGate(_ node: Syntax, depth: Int) -> Bool {
        // Ternaries and guards gate only through a project's availability flag: most projects have none.
        let readsTernaries = !index.availabilityFlags.isEmpty
        var child = node
        for ancestor in node.ancestors {
            defer { child = ancestor }
            if let ifExpression = ancestor.as(IfExprSyntax.self),
               isFallback(child, of: ifExpression) || Self.isUnavailableBranch(child, of: ifExpression) {
                return true
            }
            if readsTernaries, let ternary = ancestor.as(ExprSyntax.self).flatMap(Ternary.init), isFallback(node, of: ternary) {
                return true
            }
            if readsTernaries, let block = ancestor.as(CodeBlockItemListSyntax.self), isAfterFallbackGuard(child, in: block) {
                return true
            }
            if ancestor.is(MemberBlockItemSyntax.self) {
                guard depth < Self.maximumGateDepth, let uses = usesOfMember(child) else { return false }
                return !uses.isEmpty && uses.allSatisfy { isBehindGlassGate(Syntax($0), depth: depth + 1) }
            }
        }
        return false
    }

    /// The `else` of `if #available(iOS 26, *)`, or the body of `if #unavailable(iOS 26)`:
    /// read here for the members shown only from there (`iOS18Content`).
    private static func isUnavailableBranch(_ branch: Syntax, of ifExpression: IfExprSyntax) -> Bool {
        if branch.id == ifExpression.body.id { return AvailabilityReading.branch(ofBodyOf: ifExpression) == .fallback }
        return branch.id == ifExpression.elseBody?.id && AvailabilityReading.branch(ofElseOf: ifExpression) == .fallback
    }

    /// `node` is in the branch a project's availability flag takes before 26:
    /// `isLiquidGlass ? .clear : color`.
    private func isFallback(_ node: Syntax, of ternary: Ternary) -> Bool {
        guard let side = AvailabilityFlag.side(of: ternary.condition, flags: index.availabilityFlags) else { return false }
        let fallback = side == .fallback ? ternary.then : ternary.otherwise
        return fallback.position <= node.position && node.endPosition <= fallback.endPosition
    }

    /// `node` comes after `guard flavor == .classic else { return }` in its block: a guard
    /// on a project's availability flag that only the releases before 26 pass.
    private func isAfterFallbackGuard(_ item: Syntax, in block: CodeBlockItemListSyntax) -> Bool {
        block.prefix { $0.id != item.id }.contains { statement in
            guard let guardStatement = statement.item.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
                  case .expression(let condition) = guardStatement.conditions.first?.condition
            else { return false }
            return AvailabilityFlag.side(of: condition, flags: index.availabilityFlags) == .fallback
        }
    }

    /// `branch` is the `if`'s branch without glass, and the `if` is a run-time glass gate;
    /// or the branch a project's availability flag takes before 26 (`if isLiquidGlass { … } else { here }`).
    private func isFallback(_ branch: Syntax, of ifExpression: IfExprSyntax) -> Bool {
        if !index.availabilityFlags.isEmpty, ifExpression.conditions.count == 1,
           case .expression(let condition) = ifExpression.conditions.first?.condition,
           let side = AvailabilityFlag.side(of: condition, flags: index.availabilityFlags) {
            return (side == .fallback ? ifExpression.body.id : ifExpression.elseBody?.id) == branch.id
        }
        guard let negated = Self.runtimeFlagNegation(of: ifExpression.conditions),
              let elseBlock = ifExpression.elseBody?.as(CodeBlockSyntax.self)
        else { return false }
        let (glassSide, fallbackSide) = negated ? (elseBlock, ifExpression.body) : (ifExpression.body, elseBlock)
        return fallbackSide.id == branch.id && appliesGlass(Syntax(glassSide), followingMembers: true)
    }

    /// Whether every condition is a type's flag (`UIDevice.supportsLiquidGlass`,
    /// `!Feature.glass`) or an availability check, with one flag at least; then whether
    /// that flag is negated. `nil` when the `if` is no run-time gate.
    private static func runtimeFlagNegation(of conditions: ConditionElementListSyntax) -> Bool? {
        var negation: Bool?
        for element in conditions {
            switch element.condition {
            case .availability:
                continue
            case .expression(let expression):
                guard negation == nil, let negated = typeFlagNegation(expression) else { return nil }
                negation = negated
            default:
                return nil
            }
        }
        return negation
    }

    /// `Type.flag` or `Type.shared.flag` (a value read from a type, not the view's state):
    /// `false`; `!Type.flag`: `true`; anything else: `nil`.
    private static func typeFlagNegation(_ expression: ExprSyntax) -> Bool? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return typeFlagNegation(prefix.expression).map { !$0 }
        }
        guard var member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        while let inner = member.base?.as(MemberAccessExprSyntax.self) { member = inner }
        guard let root = member.base?.as(DeclReferenceExprSyntax.self), root.baseName.text.first?.isUppercase == true else {
            return nil
        }
        return false
    }

    /// Whether code applies glass: a chain in it, or in a member of the same type it shows
    /// (`glassBody(configuration)`), when `followingMembers`.
    private func appliesGlass(_ code: Syntax, followingMembers: Bool) -> Bool {
        if ModifierChain.all(in: code).contains(where: { !appliedGlass(in: $0).isEmpty }) { return true }
        guard followingMembers, let members = code.enclosingTypeDeclaration?.memberBlock.members else { return false }
        let shown = Set(code.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id else { return nil }
            return reference.baseName.text
        })
        return members.contains { item in
            guard let member = ViewMember(item.decl), member.isView, shown.contains(member.name) else { return false }
            return appliesGlass(member.code, followingMembers: false)
        }
    }

    /// Where the type uses the member `declaration` (`legacyBody(configuration)`,
    /// `header`, `self.header`); `nil` when it is no member of a type.
    private func usesOfMember(_ declaration: Syntax) -> [DeclReferenceExprSyntax]? {
        guard let name = DeclarationKey.memberName(of: declaration),
              let group = declaration.enclosingTypeDeclaration
        else { return nil }
        return group.memberBlock.tokens(viewMode: .sourceAccurate).compactMap { token -> DeclReferenceExprSyntax? in
            guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  !declaration.isAncestorOrSelf(of: Syntax(reference)), !LocalBindings.isBoundLocally(reference)
            else { return nil }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
            }
            return reference
        }
    }
}
