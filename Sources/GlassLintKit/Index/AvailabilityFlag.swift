import Foundation
import SwiftSyntax

/// A project's Boolean that answers an availability check for the glass releases:
///
///     var isLiquidGlass: Bool {
///         if #available(iOS 26.0, *) { return true } else { return false }
///     }
///     let hasGlass = if #available(iOS 26.0, *) { true } else { false }
///
/// Code under `if isLiquidGlass` runs on the glass releases; its `else`, and the second
/// branch of `isLiquidGlass ? a : b`, is the pre-26 fallback, as the `else` of the check is.
enum AvailabilityFlag {
    private static let words = WordMatcher(groups: [["#available"], ["Bool", "= if #available"], ["return true", "= if #available"]], wholeWords: false)

    /// Whether a file's text may declare one: a getter (`Bool`, `return true`) or a constant
    /// set by an `if` expression (`= if #available`) that checks availability.
    static func mayBeDeclared(in bytes: Data) -> Bool {
        words.groups(in: bytes) == 0b111
    }

    /// The flags the file declares, at the top level or as members of its types.
    static func names(in tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        for item in tree.statements {
            if let variable = item.item.as(VariableDeclSyntax.self) { names.formUnion(Self.names(in: variable)) }
            if let group = item.item.asProtocol(DeclGroupSyntax.self) {
                for member in group.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self) { names.formUnion(Self.names(in: variable)) }
                }
            }
        }
        return names
    }

    private static func names(in variable: VariableDeclSyntax) -> [String] {
        variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            // `let isGlass = if #available(iOS 26.0, *) { true } else { false }`
            if let value = binding.initializer?.value.as(IfExprSyntax.self) {
                return answersGlassCheck(value) ? name : nil
            }
            guard binding.typeAnnotation?.type.trimmedText == "Bool", let getter = getter(of: binding), answersGlassCheck(getter)
            else { return nil }
            return name
        }
    }

    private static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        if case .getter(let statements) = accessors { return statements }
        guard case .accessors(let list) = accessors else { return nil }
        return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }

    /// `if #available(…26…) { return true } else { return false }`, or
    /// `guard #available(…26…) else { return false }; return true`.
    private static func answersGlassCheck(_ statements: CodeBlockItemListSyntax) -> Bool {
        let items = Array(statements)
        if items.count == 1, let ifExpression = items[0].item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? items[0].item.as(IfExprSyntax.self) {
            return answersGlassCheck(ifExpression)
        }
        if items.count == 2, let guardStatement = items[0].item.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
           case .availability(let check) = guardStatement.conditions.first?.condition,
           check.availabilityKeyword.tokenKind == .poundAvailable, AvailabilityReading.namesGlassRelease(check.availabilityArguments) {
            return returns(false, guardStatement.body.statements) && returns(true, CodeBlockItemListSyntax([items[1]]))
        }
        return false
    }

    /// `if #available(iOS 26.0, *) { true } else { false }`, with or without `return`.
    private static func answersGlassCheck(_ ifExpression: IfExprSyntax) -> Bool {
        AvailabilityReading.branch(ofBodyOf: ifExpression) == .glass && ifExpression.conditions.count == 1
            && returns(true, ifExpression.body.statements)
            && (ifExpression.elseBody?.as(CodeBlockSyntax.self)).map { returns(false, $0.statements) } == true
    }

    /// `return true`, or `true` alone as the value of an `if` expression's branch.
    private static func returns(_ value: Bool, _ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let item = statements.first?.item else { return false }
        let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let literal = returned?.as(BooleanLiteralExprSyntax.self) else { return false }
        return (literal.literal.tokenKind == .keyword(.true)) == value
    }

    /// Whether a condition reads a flag, and then whether it is negated: `isLiquidGlass`
    /// is `false`, `!Device.isLiquidGlass` is `true`; `nil` for any other condition.
    static func negation(of condition: ExprSyntax, flags: Set<String>) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return negation(of: prefix.expression, flags: flags).map { !$0 }
        }
        let name = condition.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? condition.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, flags.contains(name) else { return nil }
        return false
    }
}
