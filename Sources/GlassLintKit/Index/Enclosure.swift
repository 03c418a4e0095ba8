import SwiftSyntax

/// A project name wrapped around a view, resolved by the index: a modifier such as
/// `.floatingSurface()`, `.modifier(CardSurface())`, `.buttonStyle(.pill)`, or a
/// container view such as `GlassPanel { … }`.
public struct Enclosure: Hashable, Codable, Sendable {
    public enum Kind: Hashable, Codable, Sendable {
        /// A `View` extension member applied as a modifier.
        case modifier
        /// A `ViewModifier` type applied with `.modifier(…)`.
        case viewModifier
        /// A project button style: a type, or a static member (`.pill`).
        case buttonStyle
        /// A view that takes view-builder content; `slot` names the closure's label.
        case container(slot: String?)
        /// A function of the view's own type that takes view-builder content
        /// (`settingsCard(title: "Sync") { … }`); `slot` names the closure's label.
        case memberContainer(slot: String?)
        /// A project view drawn behind the view (`.background(Surface())`): its glass is
        /// under the view, and when it is opaque, it hides what is further out.
        case backdrop
        /// A project view laid first in a `ZStack` the view is layered over
        /// (`ZStack { DayBackground(); … }`): when it is opaque, it hides what is further out.
        case layerBehind
    }

    /// The project views a `background` draws behind its view: `.background(Surface())`,
    /// `.background { if active { Highlight() } }`.
    static func backdrops(of background: Modifier, line: Int) -> [Enclosure] {
        guard background.name == "background" else { return [] }
        return background.drawnViews.compactMap { chain in
            guard chain.base?.is(FunctionCallExprSyntax.self) == true, let name = chain.baseName, name.first?.isUppercase == true,
                  !PlacementVocabulary.systemViews.contains(name)
            else { return nil }
            return Enclosure(kind: .backdrop, name: name, line: line)
        }
    }

    public var kind: Kind
    public var name: String
    /// The line where the name is applied, for messages.
    public var line: Int
    /// The arguments of a modifier's call, in order, as far as a helper that switches over
    /// one of its parameters needs them (`.adaptiveButtonStyle(.plain)`).
    public var arguments: [CaseArgument] = []
    /// The platforms whose builds apply it, when a helper applies it under `#if os(…)`;
    /// `nil` for all.
    public var platforms: Set<ApplePlatform>?
    /// Applied to a container of views rather than a control: a button style there draws
    /// no glass around what the container holds.
    public var stylesAContainer = false
    /// For a container, where the view is inside it, before what is around the container:
    /// all that is left of the placement when the container is a representable, which
    /// hosts its content in UIKit or AppKit.
    public var placementInside: Placement?

    /// This enclosure with `cases` for the arguments that pass on the caller's `name`.
    func passing(_ cases: [String], as name: String) -> Enclosure {
        var given = self
        for index in given.arguments.indices where given.arguments[index].forwarded == name {
            given.arguments[index].cases = cases
        }
        return given
    }

    public init(kind: Kind, name: String, line: Int, arguments: [CaseArgument] = []) {
        self.kind = kind
        self.name = name
        self.line = line
        self.arguments = arguments
    }
}

/// One argument of a call: its label, and the enum cases it can be when written as a case
/// (`.plain`) or a choice of cases (`isSelected ? .prominent : .plain`); no cases otherwise.
public struct CaseArgument: Hashable, Codable, Sendable {
    public var label: String?
    public var cases: [String]
    /// The name the argument passes on when it is a bare name (`interactive: interactive`):
    /// a helper's parameter handed to the helper it calls, decided by the helper's caller.
    public var forwarded: String?

    init(_ argument: LabeledExprSyntax) {
        label = argument.label?.text
        cases = Self.cases(of: argument.expression)
        forwarded = argument.expression.as(DeclReferenceExprSyntax.self).flatMap { $0.argumentNames == nil ? $0.baseName.text : nil }
    }

    private static func cases(of expression: ExprSyntax) -> [String] {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return [member.declName.baseName.text]
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return [literal.literal.text]
        }
        if let ternary = Ternary(expression) {
            let either = cases(of: ternary.then) + cases(of: ternary.otherwise)
            return either.count == 2 ? either : []
        }
        return []
    }
}
