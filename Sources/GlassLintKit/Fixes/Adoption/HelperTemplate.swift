import SwiftSyntax

/// A project's own `View` helper that gates one modifier on the 26 releases:
///
///     func floatingSurface(cornerRadius: CGFloat) -> some View {
///         if #available(iOS 26.0, *) {
///             glassEffect(.regular, in: .rect(cornerRadius: cornerRadius))
///         } else {
///             background(.regularMaterial, in: .rect(cornerRadius: cornerRadius))
///         }
///     }
///
/// Its two calls are templates whose holes are the helper's parameters. A call site that
/// matches the 26 call (and, where the site checks availability itself, the fallback
/// too) can call the helper instead: `.floatingSurface(cornerRadius: 14)`.
struct HelperTemplate {
    struct Parameter {
        /// `nil` for `_`.
        let label: String?
        let name: String
        let hasDefault: Bool
    }

    let name: String
    let parameters: [Parameter]
    let newer: FunctionCallExprSyntax
    let older: FunctionCallExprSyntax

    /// Every such helper declared in `extension View` in the file.
    static func all(in tree: SourceFileSyntax) -> [HelperTemplate] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The call of this helper that does what `newer` does on the 26 releases and, when
    /// given, what `older` does before; `nil` when they do not fit the templates.
    func call(replacing newer: Modifier, fallback older: Modifier? = nil) -> String? {
        var bindings: [String: String] = [:]
        guard matches(self.newer, newer, &bindings) else { return nil }
        if let older, !matches(self.older, older, &bindings) { return nil }
        var arguments: [String] = []
        for parameter in parameters {
            guard let value = bindings[parameter.name] else {
                guard parameter.hasDefault else { return nil }
                continue
            }
            arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
        }
        return "\(name)(\(arguments.joined(separator: ", ")))"
    }

    private func matches(_ template: FunctionCallExprSyntax, _ site: Modifier, _ bindings: inout [String: String]) -> Bool {
        guard CallNames.name(ofCall: template) == site.name, template.trailingClosure == nil, !site.hasTrailingClosure else {
            return false
        }
        return matches(Syntax(template.arguments), Syntax(site.call.arguments), &bindings)
    }

    /// The same code but for the holes, each bound to one expression throughout.
    private func matches(_ template: Syntax, _ site: Syntax, _ bindings: inout [String: String]) -> Bool {
        if let reference = template.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           parameters.contains(where: { $0.name == reference.baseName.text }), site.is(ExprSyntax.self) {
            let value = site.trimmedText
            if let bound = bindings[reference.baseName.text] { return bound == value }
            bindings[reference.baseName.text] = value
            return true
        }
        if let token = template.as(TokenSyntax.self) {
            return site.as(TokenSyntax.self)?.text == token.text
        }
        let templateChildren = template.children(viewMode: .sourceAccurate)
        let siteChildren = site.children(viewMode: .sourceAccurate)
        guard template.kind == site.kind, templateChildren.count == siteChildren.count else { return false }
        return zip(templateChildren, siteChildren).allSatisfy { matches($0, $1, &bindings) }
    }

    private final class Finder: SyntaxVisitor {
        var found: [HelperTemplate] = []

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.extendedType.trimmedText == "View" else { return .skipChildren }
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), let template = Self.read(function) {
                    found.append(template)
                }
            }
            return .skipChildren
        }

        /// `if #available(… 26 …) { call() } else { call() }` as the whole body.
        private static func read(_ function: FunctionDeclSyntax) -> HelperTemplate? {
            guard let statements = function.body?.statements, statements.count == 1,
                  let branch = statements.first.flatMap(ifExpression),
                  branch.conditions.count == 1,
                  let check = branch.conditions.first?.condition.as(AvailabilityConditionSyntax.self),
                  check.availabilityKeyword.tokenKind == .poundAvailable,
                  AvailabilityReading.namesGlassRelease(check.availabilityArguments),
                  let elseBlock = branch.elseBody?.as(CodeBlockSyntax.self),
                  let newer = selfCall(branch.body.statements), let older = selfCall(elseBlock.statements)
            else { return nil }
            let parameters = function.signature.parameterClause.parameters.map { parameter in
                let label = parameter.firstName.text
                return Parameter(
                    label: label == "_" ? nil : label, name: (parameter.secondName ?? parameter.firstName).text,
                    hasDefault: parameter.defaultValue != nil
                )
            }
            return HelperTemplate(name: function.name.text, parameters: parameters, newer: newer, older: older)
        }

        private static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
            item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        }

        /// The one statement of a branch when it is a modifier called on the implicit `self`.
        private static func selfCall(_ statements: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
            guard statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self),
                  call.calledExpression.is(DeclReferenceExprSyntax.self)
            else { return nil }
            return call
        }
    }
}
