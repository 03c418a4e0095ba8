import SwiftSyntax

/// Questions about where a node sits, asked by several rules.
extension SyntaxProtocol {
    /// The node's text without the trivia before its first token and after its last, as
    /// `trimmedDescription` gives it, read straight from the tokens: `trimmed` builds a new
    /// tree first, which costs more than the text.
    public var trimmedText: String {
        var text = ""
        var between: Trivia?
        for token in tokens(viewMode: .sourceAccurate) {
            if let between {
                between.write(to: &text)
                token.leadingTrivia.write(to: &text)
            }
            text += token.text
            between = token.trailingTrivia
        }
        return text
    }

    /// Ancestors from the parent outwards.
    public var ancestors: some Sequence<Syntax> {
        sequence(first: Syntax(self)) { $0.parent }.dropFirst()
    }

    /// `content` in a view modifier's `body(content:)`: whatever view the modifier is
    /// applied to, known only where it is used.
    public var isViewModifierContent: Bool {
        guard let reference = Syntax(self).as(DeclReferenceExprSyntax.self),
              let function = ancestors.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first,
              function.name.text == "body", let parameter = function.signature.parameterClause.parameters.first,
              function.signature.parameterClause.parameters.count == 1
        else { return false }
        return (parameter.secondName ?? parameter.firstName).text == reference.baseName.text
    }

    /// The nearest enclosing type or extension.
    public var enclosingTypeDeclaration: DeclGroupSyntax? {
        for ancestor in ancestors {
            if let group = ancestor.asProtocol(DeclGroupSyntax.self) { return group }
        }
        return nil
    }

    /// The calls (`HStack { … }`, `.overlay { … }`) whose arguments or closures hold this node,
    /// nearest first.
    public var enclosingCalls: [FunctionCallExprSyntax] {
        ancestors.compactMap { $0.as(FunctionCallExprSyntax.self) }.filter { call in
            // A call is enclosing only when the node is in its arguments or closures,
            // not in the called expression (the chain it is a modifier of).
            !call.calledExpression.isAncestorOrSelf(of: self)
        }
    }

    /// Nodes of one tree nest by their ranges, so containment decides ancestry.
    public func isAncestorOrSelf(of other: some SyntaxProtocol) -> Bool {
        position <= other.position && other.endPosition <= endPosition
    }

    /// Whether some enclosing call has one of `names` as its callee or modifier name.
    public func isInside(callsNamed names: Set<String>) -> Bool {
        enclosingCalls.contains { CallNames.name(ofCall: $0).map(names.contains) ?? false }
    }
}

extension CodeBlockItemListSyntax {
    /// The outermost `if` of the `if … else if … else` whose branch this is; `nil` when it is
    /// no branch of an `if`.
    var branchedIf: IfExprSyntax? {
        guard var top = parent?.as(CodeBlockSyntax.self)?.parent?.as(IfExprSyntax.self) else { return nil }
        while let outer = top.parent?.as(IfExprSyntax.self) { top = outer }
        return top
    }
}

public enum SyntaxQueries {
    /// The value of an integer or floating-point literal, or `nil`.
    static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.filter { $0 != "_" })
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" })
        }
        return nil
    }

    /// The value of a literal, negated or not: `-176`, `1.5`.
    static func signedNumber(_ expression: ExprSyntax) -> Double? {
        if let negation = expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "-" {
            return number(negation.expression).map { -$0 }
        }
        return number(expression)
    }

    /// True when `a` and `b` can never be on screen together because they sit in
    /// different branches of one `if` or `switch`, or under conditions that pin one
    /// subject to different cases.
    public static func areMutuallyExclusive(_ a: some SyntaxProtocol, _ b: some SyntaxProtocol) -> Bool {
        inExclusiveBranches(a, b) || CaseConstraints(of: a).excludes(CaseConstraints(of: b))
    }

    private static func inExclusiveBranches(_ a: some SyntaxProtocol, _ b: some SyntaxProtocol) -> Bool {
        let pathA = [Syntax(a)] + Array(a.ancestors)
        let idsB = Set(([Syntax(b)] + Array(b.ancestors)).map(\.id))
        guard let commonIndex = pathA.firstIndex(where: { idsB.contains($0.id) }), commonIndex > 0 else {
            return false
        }
        let common = pathA[commonIndex]
        let childA = pathA[commonIndex - 1]
        let pathB = [Syntax(b)] + Array(b.ancestors)
        guard let commonInB = pathB.firstIndex(where: { $0.id == common.id }), commonInB > 0 else { return false }
        let childB = pathB[commonInB - 1]
        if let ifExpression = common.as(IfExprSyntax.self), let elseBody = ifExpression.elseBody {
            let branchIDs = [ifExpression.body.id, Syntax(elseBody).id]
            return branchIDs.contains(childA.id) && branchIDs.contains(childB.id) && childA.id != childB.id
        }
        // Two cases of a switch, or two clauses of an `#if`: only one is ever run or built.
        if common.is(SwitchCaseListSyntax.self) || common.is(IfConfigClauseListSyntax.self) {
            return childA.id != childB.id
        }
        // What an early exit runs (`if c { return a }`, a guard's `else`) and the statements
        // after it: `if c { return AnyView(a) }; return AnyView(b)`.
        if common.is(CodeBlockItemListSyntax.self), childA.id != childB.id {
            let (earlier, path) = childA.position < childB.position ? (childA, pathA) : (childB, pathB)
            guard let exit = earlyExit(earlier.as(CodeBlockItemSyntax.self)?.item) else { return false }
            return path.contains { $0.id == exit.id }
        }
        return false
    }

    /// The block of a statement that always leaves the enclosing one: the body of an `if`
    /// with no `else` that ends in `return` or `throw`, or a guard's `else`.
    private static func earlyExit(_ item: CodeBlockItemSyntax.Item?) -> CodeBlockSyntax? {
        if let guardStatement = item?.as(GuardStmtSyntax.self) { return guardStatement.body }
        guard let ifExpression = item?.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item?.as(IfExprSyntax.self),
              ifExpression.elseBody == nil, let last = ifExpression.body.statements.last?.item,
              last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
        else { return nil }
        return ifExpression.body
    }

    /// The attribute names (`State`, `Binding`) of each stored or computed property of a type.
    public static func propertyWrappers(of type: DeclGroupSyntax) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let attributes = variable.attributes.compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedText
            }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    result[name] = attributes
                }
            }
        }
        return result
    }

    /// The identifiers an expression reads at its roots: `model` for `model.isOn`, `isOn`
    /// for `!isOn`, both for `a && b`.
    public static func rootIdentifiers(of expression: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        for node in expression.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = node.tokenKind,
                  let reference = node.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            // `a.b`: only `a` is a root; `b` is a member name.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                continue
            }
            names.insert(text.hasPrefix("$") ? String(text.dropFirst()) : text)
        }
        return names
    }
}

extension ExprSyntax {
    /// The statements of each branch of an `if` (its `else if`s too; a missing `else` adds
    /// none) or of each case of a `switch`; none for any other expression.
    var branchStatements: [CodeBlockItemListSyntax] {
        if let ifExpression = self.as(IfExprSyntax.self) {
            let rest: [CodeBlockItemListSyntax]
            if let next = ifExpression.elseBody?.as(IfExprSyntax.self) {
                rest = ExprSyntax(next).branchStatements
            } else {
                rest = (ifExpression.elseBody?.as(CodeBlockSyntax.self)).map { [$0.statements] } ?? []
            }
            return [ifExpression.body.statements] + rest
        }
        guard let switchExpression = self.as(SwitchExprSyntax.self) else { return [] }
        return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
    }
}

extension SequenceExprSyntax {
    /// `target = value`, which the parser leaves as a sequence of the target, `=` and the value.
    var assignment: (target: ExprSyntax, value: ExprSyntax)? {
        let parts = Array(elements)
        guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self) else { return nil }
        return (parts[0], parts[2])
    }
}

extension CodeBlockItemSyntax.Item {
    /// The expression a statement is: itself, or an `if` or `switch` standing as a statement.
    var standingExpression: ExprSyntax? {
        self.as(ExprSyntax.self) ?? self.as(ExpressionStmtSyntax.self)?.expression
    }

    /// The expression a statement gives: the one it is, or the one it returns.
    var givenExpression: ExprSyntax? {
        standingExpression ?? self.as(ReturnStmtSyntax.self)?.expression
    }
}
