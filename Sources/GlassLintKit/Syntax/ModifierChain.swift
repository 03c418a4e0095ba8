import SwiftSyntax

/// A view expression with the modifiers applied to it, in the order SwiftUI applies them:
/// `Text("Go").padding().glassEffect()` is the base `Text("Go")` with `padding`, then
/// `glassEffect`. The chain is the unit most rules reason about.
public struct ModifierChain {
    /// The whole expression, outermost modifier included.
    public let expression: ExprSyntax
    /// The innermost expression that is not a modifier; `nil` when the first modifier is
    /// called on the implicit `self` (`padding().glassEffect()` in a `View` extension).
    public let base: ExprSyntax?
    /// Innermost first.
    public let modifiers: [Modifier]

    /// The name of the view the chain starts from: `Text`, `HStack`, `Button`, `content`,
    /// and the type for a static member such as `Color.clear`.
    public var baseName: String? {
        guard let base else { return nil }
        if let member = base.as(MemberAccessExprSyntax.self),
           let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           type.first?.isUppercase == true {
            return type
        }
        return CallNames.calleeName(of: base)
    }

    public func modifiers(named name: String) -> [Modifier] {
        modifiers.filter { $0.name == name }
    }

    public func firstIndex(of name: String) -> Int? {
        modifiers.firstIndex { $0.name == name }
    }

    /// The chain of which `expression` is the outermost node. Modifiers written in a `#if`
    /// inside the chain (`.padding() #if os(iOS) .glassEffect() #endif`) are part of it
    /// when the `#if` has no other clause: the builds it names apply them, the others
    /// apply none. Of a `#if` with an `#else`, neither clause is read.
    public init(_ expression: ExprSyntax) {
        var modifiers: [Modifier] = []
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base {
                modifiers.append(Modifier(call: call, nameToken: member.declName.baseName, period: member.period))
                current = base
            } else if let conditional = current.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
                if conditional.config.clauses.count == 1, case .postfixExpression(let inner)? = conditional.config.clauses.first?.elements {
                    modifiers += Self.conditionalModifiers(inner)
                }
                current = base
            } else {
                break
            }
        }
        if let call = current.as(FunctionCallExprSyntax.self),
           let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
           reference.baseName.text.first?.isLowercase == true,
           ModifierNames.implicitSelfModifiers.contains(reference.baseName.text) {
            modifiers.append(Modifier(call: call, nameToken: reference.baseName, period: nil))
            self.base = nil
        } else {
            self.base = current
        }
        self.expression = expression
        self.modifiers = modifiers.reversed()
    }

    /// The modifiers of a `#if` clause's chain (`.glassEffect().padding()`), outermost first.
    private static func conditionalModifiers(_ expression: ExprSyntax) -> [Modifier] {
        var modifiers: [Modifier] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            modifiers.append(Modifier(call: call, nameToken: member.declName.baseName, period: member.period))
            guard let base = member.base else { break }
            current = base
        }
        return modifiers
    }

    /// The chain that `node` is the base or one of the modifiers of, if any.
    public static func enclosing(_ node: some SyntaxProtocol) -> ModifierChain? {
        Syntax(node).as(ExprSyntax.self).map { ModifierChain(outermost($0)) }
    }

    /// The outermost expression of the chain `expression` is a link of: through modifier
    /// calls, and through a `#if` inside the chain, from its base or from a clause's modifiers.
    static func outermost(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
               let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                current = ExprSyntax(call)
            } else if let conditional = parent.as(PostfixIfConfigExprSyntax.self), conditional.base?.id == current.id {
                current = ExprSyntax(conditional)
            } else if let conditional = postfixConditional(holding: parent), conditional.config.clauses.count == 1 {
                // Of a `#if` with an `#else`, each clause's modifiers stay a chain of their own.
                current = ExprSyntax(conditional)
            } else {
                break
            }
        }
        return current
    }

    /// The outermost chains of a tree. Chains nested in arguments and closures are
    /// listed too, each once.
    static func all(in tree: some SyntaxProtocol) -> [ModifierChain] {
        let calls = CallCollector(named: nil)
        calls.walk(tree)
        return all(amongCalls: calls.found)
    }

    /// The `#if` inside a chain whose clause `node` is: clause, clause list, `#if`, postfix `#if`.
    static func postfixConditional(holding node: Syntax) -> PostfixIfConfigExprSyntax? {
        guard node.is(IfConfigClauseSyntax.self) else { return nil }
        return node.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
    }

    /// The chains whose links are among `calls` (every call of a tree, in order), each once.
    /// `calls` in source order: a chain's outermost call comes before its modifiers' calls,
    /// which are then known to be in it without a walk up from each.
    static func all(amongCalls calls: [FunctionCallExprSyntax]) -> [ModifierChain] {
        var seen: Set<SyntaxIdentifier> = []
        var inChains: Set<SyntaxIdentifier> = []
        return calls.compactMap { call in
            guard !inChains.contains(call.id) else { return nil }
            let outer = outermost(ExprSyntax(call))
            guard seen.insert(outer.id).inserted else { return nil }
            let chain = ModifierChain(outer)
            for modifier in chain.modifiers { inChains.insert(modifier.call.id) }
            return chain
        }
    }
}

/// One modifier call in a chain.
public struct Modifier {
    public let call: FunctionCallExprSyntax
    /// The modifier's name token (`glassEffect`).
    public let nameToken: TokenSyntax
    /// The `.` before the name; `nil` on an implicit-self call.
    public let period: TokenSyntax?

    public var name: String { nameToken.text }
    public var arguments: LabeledExprListSyntax { call.arguments }

    /// The first argument without a label, the usual subject of a modifier.
    public var firstUnlabeledArgument: ExprSyntax? {
        call.arguments.first { $0.label == nil }?.expression
    }

    public func argument(labeled label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The views a `background` or an `overlay` draws: its first unlabelled argument, or
    /// the views of its closure (`.background { if active { Highlight() } }`).
    public var drawnViews: [ModifierChain] {
        var views = firstUnlabeledArgument.map { [ModifierChain($0)] } ?? []
        if let closure = call.trailingClosure { views += ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure)) }
        return views
    }

    public var hasTrailingClosure: Bool { call.trailingClosure != nil }

    /// Called on a property read off a view, as `view.backport.glassEffect()`: the call is
    /// the project namespace's, and the property belongs with it wherever it goes.
    public var isOnNamespace: Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(Self.isNamespace) ?? false
    }

    /// Whether `receiver` is such a property: `self.content` is a view, and so is `Color.red`.
    public static func isNamespace(_ receiver: ExprSyntax) -> Bool {
        guard let member = receiver.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName else { return true }
        return name.tokenKind != .keyword(.self) && name.text.first?.isUppercase != true
    }

    /// Where the modifier's own text begins: its period, with the line break and
    /// indentation before it, so that moving it keeps the chain's line layout.
    public var segmentStart: AbsolutePosition { period?.position ?? call.position }
    /// Where the modifier's own text ends, before any trailing comment.
    public var segmentEnd: AbsolutePosition { call.endPositionBeforeTrailingTrivia }
}

extension MemberAccessExprSyntax {
    /// Whether this names a modifier called on a view: `.padding` in `label.padding()`, or
    /// in a `#if` clause inside a chain (`label #if os(iOS) .padding() #endif`), where the
    /// view it modifies is written before the `#if`.
    public var namesModifier: Bool {
        guard base == nil else { return true }
        var current = Syntax(self)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else {
                return ModifierChain.postfixConditional(holding: parent) != nil
            }
        }
        return false
    }
}
