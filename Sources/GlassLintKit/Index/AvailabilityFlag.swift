import Foundation
import SwiftSyntax

/// A project's value that answers an availability check for the glass releases:
///
///     var isLiquidGlass: Bool {
///         if #available(iOS 26.0, *) { return true } else { return false }
///     }
///     let hasGlass = if #available(iOS 26.0, *) { true } else { false }
///     static var flavor: Flavor { if #available(iOS 26.0, *) { .liquid } else { .classic } }
///
/// a stored property given such a value where it is made (`Capabilities(supportsGlass:
/// supported)` after `if #available(iOS 26.0, *) { supported = true } else { supported =
/// false }`), or a function that returns one (`static func usesSystemChrome() -> Bool {
/// capabilities.supportsGlass }`). Code under a test of it that holds on the glass releases
/// runs there; under its opposite, and after `guard flavor == .classic else { return }`,
/// is the pre-26 fallback, as the `else` of the check is.
enum AvailabilityFlag {
    private static let words = WordMatcher(
        groups: [["#available"], ["Bool", "= if #available", "return ."], ["return true", "= if #available", "return .", "= true", "-> Bool"]],
        wholeWords: false
    )

    /// Whether a file's text may declare one: a getter (`Bool`, `return true`, `return .liquid`),
    /// a constant set by an `if` expression (`= if #available`), a local set in the
    /// branches of a check (`= true`), or a function that returns a test (`-> Bool`) beside
    /// an availability check. Only such files are read for flags, in every mode.
    static func mayBeDeclared(in bytes: some ContiguousBytes) -> Bool {
        words.groups(in: bytes) == 0b111
    }

    /// The flags the file declares, each with the value it has on the glass releases
    /// (`true`, or a case name as `ParameterCondition` writes it): variables at the top level
    /// or of its types, and stored properties given a checked local where they are made.
    static func flags(in tree: SourceFileSyntax) -> [String: String] {
        var flags: [String: String] = [:]
        for item in tree.statements {
            if let variable = item.item.as(VariableDeclSyntax.self) { flags.merge(Self.flags(in: variable)) { first, _ in first } }
            if let group = item.item.asProtocol(DeclGroupSyntax.self) {
                for member in group.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self) { flags.merge(Self.flags(in: variable)) { first, _ in first } }
                }
            }
        }
        let checks = DescendantCollector<IfExprSyntax>(in: tree).found.filter { check in
            check.conditions.contains { if case .availability = $0.condition { true } else { false } }
        }
        for check in checks { flags.merge(passedFlags(settingLocalsIn: check)) { first, _ in first } }
        return flags
    }

    /// Functions of the file that return a test of a value (`capabilities.supportsGlass`,
    /// `!isLegacy`, `flavor == .liquid`): flags when the value is one, which the index decides.
    static func aliases(in tree: SourceFileSyntax) -> [String: ParameterCondition] {
        var aliases: [String: ParameterCondition] = [:]
        for function in DescendantCollector<FunctionDeclSyntax>(in: tree).found {
            guard function.signature.returnClause?.type.trimmedText == "Bool", let statements = function.body?.statements,
                  statements.count == 1, let item = statements.first?.item
            else { continue }
            let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            if let returned, let test = test(returned), aliases[function.name.text] == nil { aliases[function.name.text] = test }
        }
        return aliases
    }

    /// The flags with the functions that return a test of one, as many hops deep as they go.
    static func resolving(_ flags: [String: String], aliases: [String: ParameterCondition]) -> [String: String] {
        var resolved = flags
        var changed = true
        while changed {
            changed = false
            for (name, test) in aliases where resolved[name] == nil {
                guard let value = resolved[test.name] else { continue }
                resolved[name] = String(test.values.contains(value) == test.matches)
                changed = true
            }
        }
        return resolved
    }

    /// Which side of the glass releases a condition's branch is on, when the condition
    /// tests a flag: `.glass` where it holds on them (`isLiquidGlass`, `flavor != .classic`),
    /// `.fallback` where it holds only before them (`!isLiquidGlass`, `flavor == .classic`);
    /// `nil` for any other condition.
    static func side(of condition: ExprSyntax, flags: [String: String]) -> AvailabilityBranch? {
        guard let test = test(condition), let value = flags[test.name] else { return nil }
        return test.values.contains(value) == test.matches ? .glass : .fallback
    }

    /// `flag`, `!flag`, `a.b.flag`, `Type.flag(…)`, `flag == .case`, `flag != true`, `(flag)`.
    static func test(_ expression: ExprSyntax) -> ParameterCondition? {
        ParameterCondition(reading: expression, naming: valueName, throughParentheses: true)
    }

    /// The name a value is read by: `flag`, `capabilities.flag`, `Type.flag()`.
    private static func valueName(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return CallNames.name(ofCall: call) }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    private static func flags(in variable: VariableDeclSyntax) -> [String: String] {
        var flags: [String: String] = [:]
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // `let isGlass = if #available(iOS 26.0, *) { true } else { false }`
            if let value = binding.initializer?.value.as(IfExprSyntax.self) {
                if let glass = answer(of: value) { flags[name] = glass }
                continue
            }
            if let getter = getter(of: binding), let glass = answer(of: getter) { flags[name] = glass }
        }
        return flags
    }

    private static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        if case .getter(let statements) = accessors { return statements }
        guard case .accessors(let list) = accessors else { return nil }
        return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }

    /// The value a getter gives on the glass releases: `if #available(…26…) { return true }
    /// else { return false }`, or `guard #available(…26…) else { return false }; return true`,
    /// with Booleans or two enum cases.
    private static func answer(of statements: CodeBlockItemListSyntax) -> String? {
        let items = Array(statements)
        if items.count == 1, let ifExpression = items[0].item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? items[0].item.as(IfExprSyntax.self) {
            return answer(of: ifExpression)
        }
        if items.count == 2, let guardStatement = items[0].item.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
           case .availability(let check) = guardStatement.conditions.first?.condition,
           check.availabilityKeyword.tokenKind == .poundAvailable, AvailabilityReading.namesGlassRelease(check.availabilityArguments),
           let before = returned(guardStatement.body.statements), let after = returned(CodeBlockItemListSyntax([items[1]])),
           before != after {
            return after
        }
        return nil
    }

    /// `if #available(iOS 26.0, *) { true } else { false }`, with or without `return`: the
    /// body's value, when the `else` gives another.
    private static func answer(of ifExpression: IfExprSyntax) -> String? {
        guard AvailabilityReading.branch(ofBodyOf: ifExpression) == .glass, ifExpression.conditions.count == 1,
              let glass = returned(ifExpression.body.statements),
              let fallback = (ifExpression.elseBody?.as(CodeBlockSyntax.self)).flatMap({ returned($0.statements) }), glass != fallback
        else { return nil }
        return glass
    }

    /// `return true`, `.liquid` alone as the value of an `if` expression's branch: the constant.
    private static func returned(_ statements: CodeBlockItemListSyntax) -> String? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        let value = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return value.flatMap(ParameterCondition.constant)
    }

    /// `if #available(…26…) { supported = true } else { supported = false }` in a function:
    /// the labels its checked local is passed as (`Capabilities(supportsGlass: supported)`),
    /// each a stored property with the local's value on the glass releases.
    private static func passedFlags(settingLocalsIn check: IfExprSyntax) -> [String: String] {
        guard AvailabilityReading.branch(ofBodyOf: check) == .glass, check.conditions.count == 1,
              let (local, glass) = assignment(in: check.body.statements),
              let elseBlock = check.elseBody?.as(CodeBlockSyntax.self), let (other, fallback) = assignment(in: elseBlock.statements),
              local == other, glass != fallback,
              let body = check.ancestors.first(where: { $0.is(CodeBlockSyntax.self) && $0.parent?.is(FunctionDeclSyntax.self) == true
                  || $0.parent?.is(AccessorBlockSyntax.self) == true || $0.parent?.is(AccessorDeclSyntax.self) == true })
        else { return [:] }
        var flags: [String: String] = [:]
        for argument in DescendantCollector<LabeledExprSyntax>(in: body).found {
            guard let label = argument.label?.text, argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == local else { continue }
            flags[label] = glass
        }
        return flags
    }

    /// `supported = true`: the name and the constant.
    private static func assignment(in statements: CodeBlockItemListSyntax) -> (String, String)? {
        guard statements.count == 1, let sequence = statements.first?.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)
            ?? statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
              let (target, value) = sequence.assignment,
              let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, let constant = ParameterCondition.constant(value)
        else { return nil }
        return (name, constant)
    }
}
