import SwiftSyntax

/// The values a computed property of the same type may give where a style names it
/// (`.background(backgroundColor)` with `private var backgroundColor: Color { isDisabled ?
/// .accentColor.opacity(0.5) : .accentColor }`): its getter's lone expression or every
/// `return`, through ternaries and `if`/`switch` expressions. A stored property or a
/// parameter gives nothing: its value is the caller's.
enum PropertyValues {
    static func of(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true,
              !LocalBindings.isBoundLocally(reference), LocalBindings.value(of: reference) == nil,
              let member = ViewMember.named(reference.baseName.text, in: reference.enclosingTypeDeclaration),
              member.code.parent?.is(FunctionDeclSyntax.self) != true
        else { return [] }
        return values(of: member.statements)
    }

    private static func values(of statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if statements.count == 1, let expression = statements.first?.item.givenExpression {
            return branches(of: expression)
        }
        return ReturnCollector.returns(in: statements).flatMap(branches(of:))
    }

    private static func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var blocks = [ifExpression.body.statements]
            var next = ifExpression.elseBody
            while let body = next {
                if let nested = body.as(IfExprSyntax.self) {
                    blocks.append(nested.body.statements)
                    next = nested.elseBody
                } else {
                    if let block = body.as(CodeBlockSyntax.self) { blocks.append(block.statements) }
                    next = nil
                }
            }
            return blocks.flatMap(values(of:))
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { values(of: $0.statements) }
        }
        return Ternary.alternatives(expression)
    }
}

/// The `return`s of a body, not those of the closures inside it.
private final class ReturnCollector: SyntaxVisitor {
    var returned: [ExprSyntax] = []

    static func returns(in statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(statements)
        return collector.returned
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { returned.append(expression) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
