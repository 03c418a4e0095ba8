import SwiftSyntax

/// A project's method that hands the view to a closure and shows what the closure returns:
/// `.modifier { if #available(iOS 26, *) { $0.glassEffect() } else { $0 } }`. What the
/// closure applies to its parameter is applied to the view the method is called on.
enum TransformClosure {
    /// The chains, in every branch of the closure, that start from its parameter. A method
    /// that takes a condition first (`.wrapIf(isNew) { $0.glassEffect() } else: { … }`) shows
    /// the closure's view when it holds; the closures after the first are the other branch.
    static func chains(of modifier: Modifier) -> [ModifierChain] {
        guard let closure = modifier.call.trailingClosure else { return [] }
        return chains(in: closure)
    }

    /// `.if(isPinned) { $0.glassEffect() }`: the project's conditional modifier, which shows
    /// the closure's view when its condition holds and the view unchanged otherwise.
    static func conditionalTransform(_ modifier: Modifier) -> (condition: ExprSyntax, chains: [ModifierChain])? {
        guard let condition = condition(ofConditional: modifier.call), let closure = modifier.call.trailingClosure else { return nil }
        return (condition, chains(in: closure))
    }

    /// The condition of a call of the project's conditional modifier: `isPinned` in `.if(isPinned) { … }`.
    static func condition(ofConditional call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "if", call.arguments.count == 1,
              let argument = call.arguments.first, argument.label == nil, call.trailingClosure != nil
        else { return nil }
        return argument.expression
    }

    /// For a chain that starts from a transform closure's parameter (`$0.glassEffect()` in
    /// `button.modify { $0.glassEffect() }`), the chain of the view the closure is handed.
    static func receiver(of chain: ModifierChain) -> ModifierChain? {
        guard let parameter = chain.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let closure = chain.expression.ancestors.lazy.compactMap({ $0.as(ClosureExprSyntax.self) }).first,
              parameterName(of: closure) == parameter,
              let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
              let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        return ModifierChain(receiver)
    }

    private static func chains(in closure: ClosureExprSyntax) -> [ModifierChain] {
        guard let parameter = parameterName(of: closure) else { return [] }
        return ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure.statements)).filter { chain in
            chain.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
        }
    }

    /// `$0`, or the one parameter the closure names (`{ view in … }`); `nil` for more.
    private static func parameterName(of closure: ClosureExprSyntax) -> String? {
        guard let parameters = closure.signature?.parameterClause else { return "$0" }
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) {
            return shorthand.count == 1 ? shorthand.first?.name.text : nil
        }
        guard let clause = parameters.as(ClosureParameterClauseSyntax.self), clause.parameters.count == 1,
              let only = clause.parameters.first
        else { return nil }
        return (only.secondName ?? only.firstName).text
    }
}
