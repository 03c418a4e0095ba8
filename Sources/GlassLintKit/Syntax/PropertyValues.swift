import SwiftSyntax

/// The values a property of the same type may give where a style names it: a computed
/// one's (`.background(backgroundColor)` with `private var backgroundColor: Color { isDisabled ?
/// .accentColor.opacity(0.5) : .accentColor }`), its getter's lone expression or every
/// `return`, through ternaries and `if`/`switch` expressions; a stored one's, what the type's
/// own initializers assign it (`background = Color.neutralAccent` in the branches of `init`).
/// A property an initializer sets from its parameter, or a parameter, gives nothing: its
/// value is the caller's.
enum PropertyValues {
    static func of(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true,
              !LocalBindings.isBoundLocally(reference), LocalBindings.value(of: reference) == nil,
              let type = reference.enclosingTypeDeclaration
        else { return [] }
        let name = reference.baseName.text
        guard let member = ViewMember.named(name, in: type) else { return assigned(to: name, in: type) }
        guard member.code.parent?.is(FunctionDeclSyntax.self) != true else { return [] }
        return values(of: member.statements)
    }

    /// What the type's initializers assign to its stored property `name`; nothing when one
    /// assigns it a parameter or leaves it to a caller (no initializer of the type's own).
    private static func assigned(to name: String, in type: DeclGroupSyntax) -> [ExprSyntax] {
        let initializers = type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        var values: [ExprSyntax] = []
        for initializer in initializers {
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            for assignment in AssignmentCollector.assignments(to: name, in: initializer) {
                if SyntaxQueries.rootIdentifiers(of: assignment).contains(where: parameters.contains) { return [] }
                values += Ternary.alternatives(assignment)
            }
        }
        return values
    }

    private static func values(of statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if statements.count == 1, let expression = statements.first?.item.givenExpression {
            return branches(of: expression)
        }
        return ReturnCollector.returns(in: statements).flatMap(branches(of:))
    }

    private static func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return expression.branchStatements.flatMap(values(of:))
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

/// The values assigned to `name` or `self.name` in a body (`x = v`, as Swift's sequence of
/// the name, `=`, the value).
private final class AssignmentCollector: SyntaxVisitor {
    let name: String
    var values: [ExprSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func assignments(to name: String, in node: some SyntaxProtocol) -> [ExprSyntax] {
        let collector = AssignmentCollector(name: name)
        collector.walk(node)
        return collector.values
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (target, value) = node.assignment else { return .visitChildren }
        let named = target.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            || target.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == name && $0.base?.trimmedText == "self" } == true
        if named { values.append(value) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
