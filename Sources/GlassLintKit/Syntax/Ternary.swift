import SwiftSyntax

/// `condition ? then : otherwise`, read in either form: the parser leaves operators
/// unfolded, so `a && b ? x : y` is a sequence whose `? x :` part is one element, while a
/// folded tree (a fixture, a built node) holds a `TernaryExprSyntax`.
struct Ternary {
    let condition: ExprSyntax
    let then: ExprSyntax
    let otherwise: ExprSyntax

    init?(_ expression: ExprSyntax) {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            (condition, then, otherwise) = (ternary.condition, ternary.thenExpression, ternary.elseExpression)
            return
        }
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
              let question = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), question > 0,
              let marker = elements[question].as(UnresolvedTernaryExprSyntax.self),
              elements.count > question + 1
        else { return nil }
        // `a ? b : c ? d : e` is one flat sequence; the choice binds to the right, so all
        // that follows the first `:` is its other branch.
        let terms = elements[..<question]
        let rest = elements[(question + 1)...]
        condition = terms.count == 1 ? terms[terms.startIndex] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(terms))))
        then = marker.thenExpression
        otherwise = rest.count == 1 ? rest[rest.startIndex] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(rest))))
    }

    /// The branches of a ternary, nested ones too, or the expression itself.
    static func alternatives(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let ternary = Ternary(expression) else { return [expression] }
        return alternatives(ternary.then) + alternatives(ternary.otherwise)
    }
}
