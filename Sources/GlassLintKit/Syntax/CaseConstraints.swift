import SwiftSyntax

/// The enum cases a node is shown under: `if state == .installed { … }` and
/// `switch state { case .none: … }` both pin `state` to a set of cases. Two nodes that pin
/// the same subject to disjoint cases are never on screen together, even when the `if`
/// and the `switch` that hold them are unrelated statements.
struct CaseConstraints {
    /// The subject's text (`viewModel.state`) and the case names it may have.
    private(set) var cases: [String: Set<String>] = [:]

    init(of node: some SyntaxProtocol) {
        var child = Syntax(node)
        for ancestor in node.ancestors {
            defer { child = ancestor }
            if let ifExpression = ancestor.as(IfExprSyntax.self), ifExpression.body.id == child.id {
                for condition in ifExpression.conditions {
                    if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) {
                        // `if let file = viewModel.file`, `if let file`: the value is there.
                        let subject = binding.initializer?.value.trimmedText ?? binding.pattern.trimmedText
                        narrow(subject, to: ["some"])
                        continue
                    }
                    guard let expression = condition.condition.as(ExprSyntax.self) else { continue }
                    for (subject, name) in Self.equalities(in: expression) { narrow(subject, to: [name]) }
                }
            } else if let ifExpression = ancestor.as(IfExprSyntax.self), ifExpression.elseBody?.id == child.id,
                      ifExpression.conditions.count == 1, let condition = ifExpression.conditions.first {
                // The `else` of one Boolean, optional or nil test holds its opposite.
                if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) {
                    narrow(binding.initializer?.value.trimmedText ?? binding.pattern.trimmedText, to: ["nil"])
                } else if let expression = condition.condition.as(ExprSyntax.self), let (subject, name) = Self.single(expression),
                          let opposite = Self.opposites[name] {
                    narrow(subject, to: [opposite])
                }
            } else if let switchCase = ancestor.as(SwitchCaseSyntax.self),
                      let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
                      let switchExpression = switchCase.ancestors.first(where: { $0.is(SwitchExprSyntax.self) })?.as(SwitchExprSyntax.self) {
                let names = label.caseItems.compactMap { Self.caseName($0.pattern) }
                if names.count == label.caseItems.count { narrow(switchExpression.subject.trimmedText, to: Set(names)) }
            }
        }
    }

    /// Adds the conditions a call passes as arguments: `.glassButtonStyle(prominent: state == .none)`
    /// applies its prominent look only in that case, and `.glassButtonStyle(on && !isExpanded ?
    /// .prominent : .regular)` only when the condition holds, if `picks` says the case it
    /// then picks is the one that matters.
    mutating func narrow(byArgumentsOf call: FunctionCallExprSyntax, picks: (String) -> Bool = { _ in false }) {
        for argument in call.arguments {
            if let ternary = Ternary(argument.expression), let chosen = Self.caseName(ternary.then) {
                guard picks(chosen) else { continue }
                for (subject, name) in Self.equalities(in: ternary.condition) { narrow(subject, to: [name]) }
                continue
            }
            for (subject, name) in Self.equalities(in: argument.expression) { narrow(subject, to: [name]) }
        }
    }

    /// Both sets of constraints at once: the node is under both.
    func adding(_ other: CaseConstraints) -> CaseConstraints {
        var both = self
        for (subject, names) in other.cases { both.narrow(subject, to: names) }
        return both
    }

    /// Whether some subject is pinned to cases that the other node's constraints exclude.
    func excludes(_ other: CaseConstraints) -> Bool {
        cases.contains { subject, names in other.cases[subject].map { $0.isDisjoint(with: names) } ?? false }
    }

    private mutating func narrow(_ subject: String, to names: Set<String>) {
        cases[subject] = cases[subject].map { $0.intersection(names) } ?? names
    }

    /// `state == .installed` (either side), also among the terms of `a && b`. The parser
    /// leaves operators unfolded, so a condition is a flat sequence of operands and operators.
    private static func equalities(in expression: ExprSyntax) -> [(String, String)] {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return flag(expression).map { [$0] } ?? [] }
        var terms: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" {
                terms.append([])
            } else {
                terms[terms.count - 1].append(element)
            }
        }
        return terms.compactMap { term in
            if term.count == 1 { return flag(term[0]) }
            guard term.count == 3, let test = term[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            // `file != nil`, `file == nil`: whether an optional holds a value.
            if ["==", "!="].contains(test), term[2].is(NilLiteralExprSyntax.self) || term[0].is(NilLiteralExprSyntax.self) {
                let subject = term[2].is(NilLiteralExprSyntax.self) ? term[0] : term[2]
                return (subject.trimmedText, test == "==" ? "nil" : "some")
            }
            guard test == "==" else { return nil }
            return pair(term[0], term[2])
        }
    }

    /// The values a test of one subject can have, each with its opposite.
    private static let opposites = ["true": "false", "false": "true", "some": "nil", "nil": "some"]

    /// The one equality an expression tests, when it tests exactly one (not `a && b`).
    private static func single(_ expression: ExprSyntax) -> (String, String)? {
        if let sequence = expression.as(SequenceExprSyntax.self),
           sequence.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }) {
            return nil
        }
        let found = equalities(in: expression)
        return found.count == 1 ? found[0] : nil
    }

    /// A Boolean property as a term: `isExpanded` pins it to `true`, `!isExpanded` to `false`.
    private static func flag(_ term: ExprSyntax) -> (String, String)? {
        if let negation = term.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            return isProperty(negation.expression) ? (negation.expression.trimmedText, "false") : nil
        }
        return isProperty(term) ? (term.trimmedText, "true") : nil
    }

    /// `isExpanded`, `timeMachine.isActive`: a name or a path of names, nothing called.
    private static func isProperty(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isLowercase == true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isProperty(base)
    }

    private static func pair(_ left: ExprSyntax, _ right: ExprSyntax) -> (String, String)? {
        if let name = caseName(right) { return (left.trimmedText, name) }
        if let name = caseName(left) { return (right.trimmedText, name) }
        return nil
    }

    /// `.installed` as an expression or a pattern.
    private static func caseName(_ node: some SyntaxProtocol) -> String? {
        let syntax = Syntax(node)
        if let pattern = syntax.as(ExpressionPatternSyntax.self) { return caseName(pattern.expression) }
        guard let member = syntax.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }
}
