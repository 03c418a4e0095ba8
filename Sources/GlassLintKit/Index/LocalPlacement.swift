import SwiftSyntax

/// Where a view expression sits as far as its own declaration shows. Besides the
/// placement the file itself decides, it names what only the index can explain: the
/// project helpers and containers around the view, and the conditions on the view's
/// own parameters that decide whether it is shown at all.
public struct LocalPlacement: Hashable, Sendable {
    public var placement = Placement()
    /// Project names wrapped around the view, nearest first.
    public var enclosures: [Enclosure] = []
    /// Conditions of enclosing `if`s on the declaring view's own properties.
    public var conditions: [ParameterCondition] = []
    /// Shown by a presentation (`sheet`, `navigationDestination`): nothing around the
    /// presenting view reaches it.
    public var isPresentationRoot = false
    /// Inside the label of a control of the same declaration (`Button { … } label: { here }`).
    public var isInControl = false
}

/// A project name wrapped around a view, resolved by the index: a modifier such as
/// `.floatingSurface()`, `.modifier(CardSurface())`, `.buttonStyle(.pill)`, or a
/// container view such as `GlassPanel { … }`.
public struct Enclosure: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A `View` extension member applied as a modifier.
        case modifier
        /// A `ViewModifier` type applied with `.modifier(…)`.
        case viewModifier
        /// A project button style: a type, or a static member (`.pill`).
        case buttonStyle
        /// A view that takes view-builder content; `slot` names the closure's label.
        case container(slot: String?)
    }

    public var kind: Kind
    public var name: String
    /// The line where the name is applied, for messages.
    public var line: Int
}

/// `if isFloating { … }` inside a view: shown only when the view's `isFloating` is `value`.
public struct ParameterCondition: Hashable, Sendable {
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
