import SwiftSyntax

/// `if isFloating { … }` inside a view: shown only when the view's `isFloating` is `value`.
public struct ParameterCondition: Hashable, Codable, Sendable {
    public var name: String
    public var value: Bool

    init(name: String, value: Bool) {
        self.name = name
        self.value = value
    }

    /// Reads `isFloating`, `!isFloating` and `self.isFloating`; `nil` for anything else.
    init?(reading expression: ExprSyntax) {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            guard let inner = ParameterCondition(reading: prefix.expression) else { return nil }
            self.init(name: inner.name, value: !inner.value)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            self.init(name: reference.baseName.text, value: true)
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            self.init(name: member.declName.baseName.text, value: true)
        } else {
            return nil
        }
    }

    /// Whether a view created with `arguments` can take this branch.
    func allows(_ arguments: [String: Bool]) -> Bool {
        arguments[name].map { $0 == value } ?? true
    }
}

extension Array where Element == ParameterCondition {
    func allow(_ arguments: [String: Bool]) -> Bool {
        allSatisfy { $0.allows(arguments) }
    }
}
