import SwiftSyntax

/// The project helper a modifier names, if it can be one: `.floatingSurface()`,
/// `.modifier(CardSurface())`, `.buttonStyle(.pill)`.
enum HelperReference {
    /// Whether a node is in the body of a helper (a `View` extension, a `ViewModifier`, a
    /// button style), where what the glass is drawn over is decided at each call site.
    static func isInDefinition(_ node: some SyntaxProtocol) -> Bool {
        guard let group = node.enclosingTypeDeclaration else { return false }
        if group.is(ExtensionDeclSyntax.self), TypeNames.name(of: group) == "View" { return true }
        return !TypeNames.conformances(of: group).isDisjoint(with: ["ViewModifier", "ButtonStyle", "PrimitiveButtonStyle"])
    }

    static func enclosure(for modifier: Modifier, line: Int) -> Enclosure? {
        switch modifier.name {
        case "modifier":
            guard let type = modifier.firstUnlabeledArgument.flatMap(CallNames.calleeName(of:)), type.first?.isUppercase == true else {
                return nil
            }
            return Enclosure(kind: .viewModifier, name: type, line: line, arguments: initializerArguments(of: modifier))
        case "buttonStyle":
            guard let style = modifier.firstUnlabeledArgument.flatMap(CallNames.calleeName(of:)),
                  !PlacementVocabulary.systemButtonStyles.contains(style)
            else { return nil }
            return Enclosure(kind: .buttonStyle, name: style, line: line, arguments: initializerArguments(of: modifier))
        default:
            // A `glassEffect(size:)` that is not SwiftUI's is the project's own method.
            let isOwnGlassEffect = modifier.name == "glassEffect" && GlassApplication(modifier) == nil
            guard isOwnGlassEffect || !PlacementVocabulary.systemModifiers.contains(modifier.name) else { return nil }
            return Enclosure(kind: .modifier, name: modifier.name, line: line, arguments: modifier.call.arguments.map(CaseArgument.init))
        }
    }

    /// The arguments that set a modifier's or style's stored properties:
    /// `.modifier(CardSurface(interactive: true))`.
    private static func initializerArguments(of modifier: Modifier) -> [CaseArgument] {
        arguments(of: modifier).map(CaseArgument.init)
    }

    /// The arguments a helper is given: its initializer's for `.modifier(CardSurface(…))` and
    /// `.buttonStyle(PillStyle(…))`, the call's own for a view extension's method.
    static func arguments(of modifier: Modifier) -> [LabeledExprSyntax] {
        guard ["modifier", "buttonStyle"].contains(modifier.name) else { return Array(modifier.call.arguments) }
        return modifier.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self).map { Array($0.arguments) } ?? []
    }
}
