import SwiftSyntax

/// The views a declaration returns, through `if` and `switch`, each with the conditions
/// on the view's own parameters that select it.
enum RootReader {
    /// The statements of a member's body: a getter's, or a function's.
    static func statements(of code: Syntax) -> CodeBlockItemListSyntax? {
        if let block = code.as(CodeBlockSyntax.self) { return block.statements }
        guard let accessor = code.as(AccessorBlockSyntax.self) else { return nil }
        switch accessor.accessors {
        case .getter(let statements): return statements
        case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        @unknown default: return nil
        }
    }

    static func roots(
        of statements: CodeBlockItemListSyntax, conditions: [ParameterCondition], availability: AvailabilityBranch
    ) -> [RootView] {
        statements.flatMap { item -> [RootView] in
            if let expression = item.item.as(ExprSyntax.self) {
                return roots(of: expression, conditions: conditions, availability: availability)
            }
            if let statement = item.item.as(ReturnStmtSyntax.self), let expression = statement.expression {
                return roots(of: expression, conditions: conditions, availability: availability)
            }
            if let statement = item.item.as(ExpressionStmtSyntax.self) {
                return roots(of: statement.expression, conditions: conditions, availability: availability)
            }
            return []
        }
    }

    private static func roots(
        of expression: ExprSyntax, conditions: [ParameterCondition], availability: AvailabilityBranch
    ) -> [RootView] {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var parameter: ParameterCondition?
            if ifExpression.conditions.count == 1, case .expression(let condition) = ifExpression.conditions.first?.condition {
                parameter = ParameterCondition(reading: condition)
            }
            var result = roots(
                of: ifExpression.body.statements, conditions: conditions + (parameter.map { [$0] } ?? []),
                availability: availability.inside(AvailabilityReading.branch(ofBodyOf: ifExpression))
            )
            let negated = parameter.map { [$0.negated] } ?? []
            let elseAvailability = availability.inside(AvailabilityReading.branch(ofElseOf: ifExpression))
            if let next = ifExpression.elseBody?.as(IfExprSyntax.self) {
                result += roots(of: ExprSyntax(next), conditions: conditions + negated, availability: elseAvailability)
            } else if let block = ifExpression.elseBody?.as(CodeBlockSyntax.self) {
                result += roots(of: block.statements, conditions: conditions + negated, availability: elseAvailability)
            }
            return result
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { clause in
                let parameter = ParameterCondition.of(clause, in: switchExpression).map { [$0] } ?? []
                return roots(of: clause.statements, conditions: conditions + parameter, availability: availability)
            }
        }
        let chain = ModifierChain(expression)
        var target: ViewUse.Target?
        var arguments: [String: String] = [:]
        if let base = chain.base {
            if let call = base.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call),
               !call.calledExpression.is(MemberAccessExprSyntax.self) {
                target = name.first?.isUppercase == true ? .type(name) : .member(name)
                arguments = DeclarationReader.constantArguments(of: call)
            } else if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
                target = .member(reference.baseName.text)
            } else if let member = base.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                target = .member(member.declName.baseName.text)
            }
        }
        // A shape drawn behind the view with glass (`.background { shape.glassEffect() }`) is
        // the view's glass too.
        let behind = chain.modifiers.filter { $0.name == "background" }.flatMap(\.drawnViews)
        let helpers = (chain.modifiers + behind.flatMap(\.modifiers)).compactMap { HelperReference.enclosure(for: $0, line: 0) }
        return [RootView(
            conditions: conditions, availability: availability,
            glass: GlassFacts.drawn(in: chain) + (chain.modifiers.flatMap(TransformClosure.chains(of:)) + behind).flatMap(GlassFacts.drawn(in:)),
            helpers: helpers, target: target, arguments: arguments
        )]
    }
}
