import SwiftSyntax

/// `if isFloating { … }`, `if style == .card { … }` or `case .canvas:` inside a view: shown
/// only when the view's parameter has (or has not) one of a few values. A value is written
/// as an argument reads: `true`, `false`, or an enum case's name (`canvas`).
public struct ParameterCondition: Hashable, Codable, Sendable {
    public var name: String
    public var values: [String]
    /// Whether the branch is taken when the parameter is one of `values`, or when it is none.
    public var matches: Bool

    init(name: String, values: [String], matches: Bool = true) {
        self.name = name
        self.values = values
        self.matches = matches
    }

    /// Reads `isFloating`, `!isFloating`, `self.isFloating`, `style == .card` and
    /// `style != .card`; `nil` for anything else.
    init?(reading expression: ExprSyntax) {
        self.init(reading: expression, naming: Self.parameterName)
    }

    /// The same reading, with the values named as `naming` reads them (a project's
    /// availability flag is read through `capabilities.flag` or `Type.flag()` too), and
    /// through parentheses when `throughParentheses` (`!(flavor == .classic)`).
    init?(reading expression: ExprSyntax, naming: (ExprSyntax) -> String?, throughParentheses: Bool = false) {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            guard let inner = ParameterCondition(reading: prefix.expression, naming: naming, throughParentheses: throughParentheses)
            else { return nil }
            self = inner.negated
        } else if throughParentheses, let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            self.init(reading: inner.expression, naming: naming, throughParentheses: true)
        } else if let name = naming(expression) {
            self.init(name: name, values: ["true"])
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard let comparison = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(comparison)
            else { return nil }
            let sides = [(elements[0], elements[2]), (elements[2], elements[0])]
            guard let (name, value) = sides.compactMap({ side, other in
                naming(side).flatMap { name in Self.constant(other).map { (name, $0) } }
            }).first
            else { return nil }
            self.init(name: name, values: [value], matches: comparison == "==")
        } else {
            return nil
        }
    }

    /// The other side of the branch.
    var negated: ParameterCondition {
        ParameterCondition(name: name, values: values, matches: !matches)
    }

    /// The value of a condition on a Boolean, when it is one: whether the flag is set.
    var flag: Bool? {
        switch values {
        case ["true"]: matches
        case ["false"]: !matches
        default: nil
        }
    }

    /// Whether a view created with `arguments` can take this branch.
    func allows(_ arguments: [String: String]) -> Bool {
        arguments[name].map { values.contains($0) == matches } ?? true
    }

    /// `isFloating` or `self.isFloating` (or a project flag such as `AVAILABLE_26`).
    static func parameterName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// A constant as an argument or a default gives it: `true`, `false`, or `.canvas`.
    static func constant(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
        return nil
    }

    /// The conditions of the case of a `switch` on a parameter that `clause` is:
    /// `case .canvas, .floating:` holds for those values; `default:` for none of the others.
    static func of(_ clause: SwitchCaseSyntax, in switchExpression: SwitchExprSyntax) -> ParameterCondition? {
        guard let name = parameterName(switchExpression.subject) else { return nil }
        func values(of clause: SwitchCaseSyntax) -> [String]? {
            guard case .case(let label) = clause.label else { return nil }
            let values = label.caseItems.map { item in
                item.whereClause == nil ? item.pattern.as(ExpressionPatternSyntax.self).flatMap { constant($0.expression) } : nil
            }
            return values.contains(nil) ? nil : values.compactMap { $0 }
        }
        if let own = values(of: clause) { return ParameterCondition(name: name, values: own) }
        let others = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.filter { $0.id != clause.id }.map(values(of:))
        guard !others.contains(where: { $0 == nil }) else { return nil }
        return ParameterCondition(name: name, values: others.compactMap { $0 }.flatMap { $0 }, matches: false)
    }
}

extension Array where Element == ParameterCondition {
    func allow(_ arguments: [String: String]) -> Bool {
        allSatisfy { $0.allows(arguments) }
    }
}
