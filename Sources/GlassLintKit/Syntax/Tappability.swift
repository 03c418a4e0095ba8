import SwiftSyntax

/// Whether people can press, click or drag a view: a control by itself, or any view made
/// tappable by a gesture or the button trait.
public enum Tappability {
    /// `.allowsHitTesting(false)`, written as a literal: what it is applied to takes no touch.
    public static func turnsOffTouches(_ modifier: Modifier) -> Bool {
        modifier.name == "allowsHitTesting" && modifier.firstUnlabeledArgument?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// A gesture modifier, or `.accessibilityAddTraits(.isButton)`.
    public static func makesTappable(_ modifier: Modifier) -> Bool {
        if ModifierNames.gestures.contains(modifier.name) { return true }
        return modifier.name == "accessibilityAddTraits" && modifier.call.arguments.description.contains("isButton")
    }

    /// A control at the chain's base, or a gesture on the chain, or on the view a style
    /// closure receives (`Button { … }.modify { view in view.rowStyle() }`).
    public static func isTappable(_ chain: ModifierChain) -> Bool {
        isTappable(chain, depth: 0, madeTappableBy: makesTappable)
    }

    /// Whether the view is pressed for an action of its own: a control, a tap gesture, the
    /// button trait. A context menu or a drag alone leaves a card a card, as in a grid of
    /// photos.
    public static func isPressedForAction(_ chain: ModifierChain) -> Bool {
        isTappable(chain, depth: 0) { makesTappable($0) && !secondaryInteractions.contains($0.name) }
    }

    private static let secondaryInteractions: Set<String> = ["contextMenu", "draggable", "onDrag"]

    private static func isTappable(_ chain: ModifierChain, depth: Int, madeTappableBy gives: (Modifier) -> Bool) -> Bool {
        if chain.baseName.map(namesControl) == true || chain.modifiers.contains(where: gives) { return true }
        // A constant, a view property or a view function of the type that is a control:
        // `button.glassEffect()`, `chip(for: category)`.
        if depth < 2, let views = memberViews(at: chain.base) {
            if !views.isEmpty, views.allSatisfy({ isTappable($0, depth: depth + 1, madeTappableBy: gives) }) { return true }
        }
        // The view a style closure receives: a control, or a group of the row's controls.
        guard let receiver = styledReceiver(of: chain) else { return false }
        return isTappable(receiver, depth: depth, madeTappableBy: gives) || containsControl(receiver.base)
    }

    /// The views a name or a call of a member function of the same type stands for.
    private static func memberViews(at base: ExprSyntax?) -> [ModifierChain]? {
        if let reference = base?.as(DeclReferenceExprSyntax.self) { return ViewBuilderContent.views(namedBy: reference) }
        guard let call = base?.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true,
              let member = ViewMember.named(name, in: call.enclosingTypeDeclaration), member.isView
        else { return nil }
        return ViewBuilderContent.allViews(in: ViewBuilderContent.of(member.statements))
    }

    /// The chain a style closure is applied to, when this chain starts from the closure's
    /// parameter: `Button { … }.alert(…)` for `view.rowStyle()` in
    /// `Button { … }.alert(…).modify { view in view.rowStyle() }`.
    public static func styledReceiver(of chain: ModifierChain) -> ModifierChain? {
        guard let name = chain.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for ancestor in chain.expression.ancestors {
            if ancestor.is(MemberBlockItemSyntax.self) { return nil }
            guard let closure = ancestor.as(ClosureExprSyntax.self) else { continue }
            let parameters = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self)
            guard parameters?.count == 1, parameters?.first?.name.text == name,
                  let call = CallNames.call(passing: closure),
                  let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            else { return nil }
            return ModifierChain(receiver)
        }
        return nil
    }

    /// Endings of the names of a project's own controls: `AsyncButton`, `FollowToggle`.
    static let controlNameEndings = ["Button", "Toggle", "Menu", "Link", "Picker"]

    /// SwiftUI's controls, and project views named as one.
    public static func namesControl(_ name: String) -> Bool {
        ModifierNames.controls.contains(name) || controlNameEndings.contains { name.hasSuffix($0) }
    }

    /// A view that holds a text field: a search or entry field is a control as a whole.
    /// With `followingMembers`, a view property of the type that the view shows (`searchField`) is read too.
    public static func holdsTextEntry(_ expression: ExprSyntax?, followingMembers: Bool = false) -> Bool {
        holdsTextEntry(expression, memberDepth: followingMembers ? 2 : 0)
    }

    /// `memberDepth`: how many properties deep to follow (`standardLayout` showing `textField`).
    private static func holdsTextEntry(_ expression: ExprSyntax?, memberDepth: Int) -> Bool {
        guard let expression else { return false }
        if expression.tokens(viewMode: .sourceAccurate).contains(where: { textEntries.contains($0.text) }) { return true }
        guard memberDepth > 0 else { return false }
        return expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text.first?.isLowercase == true, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            return ViewBuilderContent.views(namedBy: reference).contains { holdsTextEntry($0.expression, memberDepth: memberDepth - 1) }
        }
    }

    private static let textEntries: Set<String> = ["TextField", "SecureField", "TextEditor"]

    /// A view whose content holds a control or a gesture somewhere inside it.
    /// A row of a few controls written out with only separators between them (`HStack {
    /// Button(…); Divider(); Button(…) }`), or with a text read between two of them or
    /// more (a stepper's count): one control made of several, like a vote pill. Not a list
    /// of rows that are buttons.
    public static func isControlGroup(_ expression: ExprSyntax?) -> Bool {
        guard let call = expression?.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: call) == "HStack",
              let closure = CallNames.contentClosure(of: call)
        else { return false }
        let content = ViewBuilderContent.of(closure)
        let views = content.compactMap { node -> ModifierChain? in
            if case .view(let chain) = node { return chain }
            return nil
        }
        guard views.count == content.count, views.count <= 5 else { return false }
        let separators: Set = ["Divider", "Spacer"]
        // A value between or beside two controls or more (`3 of 12` beside previous and next,
        // a stepper's count) is the pill's readout.
        let controls = views.filter { isTappable($0) }.count
        return controls >= 1 && views.allSatisfy { view in
            isTappable(view) || separators.contains(view.baseName ?? "") || (controls >= 2 && view.baseName == "Text")
        }
    }

    /// The name of the control whose whole label the chain is (`Button(action: pick) {
    /// Text(day)…glassEffect() }`); `nil` when it is a part of one (a badge on a card the
    /// whole of which is a link) or no label.
    public static func control(labelledWholeBy chain: ModifierChain) -> String? {
        if let name = control(labelledWholeBy: Syntax(chain.expression)) { return name }
        // The whole of a view property of the type (`var label: some View { HStack { … }.chip() }`),
        // which the type gives a control as its whole label (`Button(action: tap) { label }`).
        guard let item = chain.expression.parent?.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self),
              items.count == 1, let member = items.ancestors.first(where: { $0.parent?.is(MemberBlockItemSyntax.self) == true }),
              let view = member.as(DeclSyntax.self).flatMap(ViewMember.init), view.isView, view.statements.id == items.id,
              let type = member.enclosingTypeDeclaration
        else { return nil }
        return ViewMember.references(to: view.name, in: type, outside: member).lazy.compactMap { control(labelledWholeBy: Syntax($0)) }.first
    }

    /// The control whose closure holds nothing but the node.
    private static func control(labelledWholeBy node: Syntax) -> String? {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self),
              items.count == 1, let closure = items.parent?.as(ClosureExprSyntax.self),
              let name = CallNames.call(passing: closure).flatMap(CallNames.name(ofCall:)), namesControl(name)
        else { return nil }
        return name
    }

    /// Whether a view holds something to press: a control or a gesture written in it, a
    /// function or property of its type that builds one (`tabButton(mode)` returning a
    /// `Button`), as a segmented track's row of buttons does, or a view modifier's content.
    public static func holdsControl(_ expression: some SyntaxProtocol) -> Bool {
        if containsControl(expression) { return true }
        // A view modifier's content may be a button: nothing is known against it.
        if expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "content" && $0.parent?.isViewModifierContent == true }) {
            return true
        }
        guard let type = expression.enclosingTypeDeclaration else { return false }
        let names = Set(expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true else { return nil }
            return name
        })
        return type.memberBlock.members.contains { member in
            guard let view = ViewMember(member.decl), view.isView, names.contains(view.name) else { return false }
            return containsControl(view.code)
        }
    }

    /// Whether the view is a `Group` that shows one control whichever branch it takes
    /// (`Group { if opens { Button … } else { Button … } }`): a control.
    public static func isEitherControl(_ expression: ExprSyntax?) -> Bool {
        guard let call = expression?.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: call) == "Group",
              let closure = CallNames.contentClosure(of: call)
        else { return false }
        let content = ViewBuilderContent.of(closure)
        let views = ViewBuilderContent.allViews(in: content)
        return !views.isEmpty && views.allSatisfy(isTappable) && ViewBuilderContent.simultaneousCount(of: content) { _ in true } == 1
    }

    public static func containsControl(_ expression: (some SyntaxProtocol)?) -> Bool {
        guard let expression else { return false }
        return expression.tokens(viewMode: .sourceAccurate).contains { token in
            ModifierNames.controls.contains(token.text) || ModifierNames.gestures.contains(token.text)
        }
    }
}
