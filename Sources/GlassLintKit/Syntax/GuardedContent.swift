import SwiftSyntax

/// Content shown only while one condition holds: a closure or statement that is a lone
/// `if c { … }` (or `if !c { … }`) with no `else`. Two of them on opposite sides of the
/// same condition (a bar in `safeAreaInset` when upright, the same bar in an `overlay`
/// when in landscape) are never on screen together.
struct GuardedContent: Hashable {
    /// The condition's text without its negation.
    let subject: String
    /// Whether the content shows when `subject` is true.
    let whenTrue: Bool

    init?(_ statements: CodeBlockItemListSyntax) {
        guard statements.count == 1, let statement = statements.first else { return nil }
        self.init(statement.item)
    }

    init?(_ item: CodeBlockItemSyntax.Item) {
        guard let ifExpression = item.standingExpression?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
              ifExpression.conditions.count == 1,
              var condition = ifExpression.conditions.first?.condition.as(ExprSyntax.self)
        else { return nil }
        var whenTrue = true
        while let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            whenTrue.toggle()
            condition = prefix.expression
        }
        if let parenthesized = condition.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
           let inner = parenthesized.elements.first, inner.label == nil {
            condition = inner.expression
        }
        subject = condition.trimmedText
        self.whenTrue = whenTrue
    }

    /// The opposite guard.
    var complement: GuardedContent { GuardedContent(subject: subject, whenTrue: !whenTrue) }

    private init(subject: String, whenTrue: Bool) {
        self.subject = subject
        self.whenTrue = whenTrue
    }

    /// The parts with each pair of complementary guards merged into one `either` of the
    /// two, at the first one's place; the rest in their order.
    static func mergingComplements<Part>(_ parts: [(part: Part, guarded: GuardedContent?)], either: ([Part]) -> Part) -> [Part] {
        var result: [Part?] = []
        var open: [GuardedContent: Int] = [:]
        for (part, guarded) in parts {
            if let guarded, let index = open.removeValue(forKey: guarded.complement), let first = result[index] {
                result[index] = either([first, part])
                continue
            }
            if let guarded { open[guarded] = result.count }
            result.append(part)
        }
        return result.compactMap { $0 }
    }
}
