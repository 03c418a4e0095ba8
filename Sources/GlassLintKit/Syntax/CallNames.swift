import SwiftSyntax

/// Names of called things, read through the spellings Swift allows.
public enum CallNames {
    /// `HStack` for `HStack(spacing: 8) { … }`, `SwiftUI.HStack { … }` and
    /// `ForEach<…>(…)`; `Text` for `Text("a")`; the name itself for a bare reference.
    public static func calleeName(of expression: ExprSyntax) -> String? {
        var callee = expression
        if let call = expression.as(FunctionCallExprSyntax.self) {
            callee = call.calledExpression
        } else if let macro = expression.as(MacroExpansionExprSyntax.self) {
            return macro.macroName.text
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            callee = generic.expression
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The name of the function a call expression calls, if it is a plain call.
    public static func name(ofCall call: FunctionCallExprSyntax) -> String? {
        calleeName(of: ExprSyntax(call))
    }

    /// The closure a button or menu draws its label with: `label:` (trailing or not), or
    /// the trailing closure of `Button(action:) { … }`.
    public static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return label.closure }
        if let label = call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self) { return label }
        return call.arguments.contains { $0.label?.text == "action" } ? call.trailingClosure : nil
    }

    /// The closure a control named `name` draws its label with: as `labelClosure(of:)` says,
    /// or the trailing closure of a link or toggle (`NavigationLink(value: trip) { … }`); a
    /// button's other trailing closure is its action.
    public static func labelClosure(of call: FunctionCallExprSyntax, named name: String) -> ClosureExprSyntax? {
        labelClosure(of: call) ?? (name == "Button" ? nil : call.trailingClosure)
    }

    /// The call a closure is passed to: as its trailing closure, as an argument
    /// (`label: { … }`), or as one of its further trailing closures.
    public static func call(passing closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// The closure that holds a call's view content: the trailing closure, or a closure
    /// argument labelled `content`.
    public static func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        return call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
    }
}
