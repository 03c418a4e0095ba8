import SwiftSyntax

/// Reads one member that builds views into its `DeclarationSummary`: the custom views and
/// members it shows, the glass and project helpers it applies, where it shows its content
/// slots, and the views it returns.
struct DeclarationReader {
    let reader: PlacementReader
    /// The content properties of the type, when it is a container.
    let slots: Set<String>

    func read(_ code: Syntax, key: DeclarationKey) -> DeclarationSummary {
        var summary = DeclarationSummary(key: key)
        let visitor = ViewExpressionCollector(viewMode: .sourceAccurate)
        visitor.walk(code)
        for call in visitor.calls {
            read(call, into: &summary)
        }
        for (name, node) in visitor.references {
            if slots.contains(name) {
                summary.slotPlacements.append(SlotPlacement(slot: name, local: reader.read(node)))
            } else {
                summary.uses.append(ViewUse(target: .member(name), local: reader.read(node), arguments: [:]))
            }
        }
        if let statements = RootReader.statements(of: code) {
            summary.roots = RootReader.roots(of: statements, conditions: [], availability: .unknown)
            summary.tally = ShapeTally.of(statements)
        }
        return summary
    }

    private func read(_ call: FunctionCallExprSyntax, into summary: inout DeclarationSummary) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            let modifier = Modifier(call: call, nameToken: member.declName.baseName, period: member.period)
            if modifier.name == "glassEffectID" { summary.morphs = true }
            if let application = GlassApplication(modifier) {
                if let facts = GlassFacts(application) { summary.glass.append(facts) }
            } else if let enclosure = HelperReference.enclosure(for: modifier, line: line(of: modifier.nameToken)) {
                summary.helperApplications.append(enclosure)
            }
            return
        }
        guard let name = CallNames.name(ofCall: call), call.calledExpression.as(MemberAccessExprSyntax.self) == nil else { return }
        if name.first?.isUppercase == true {
            summary.uses.append(ViewUse(target: .type(name), local: reader.read(call), arguments: Self.constantArguments(of: call)))
        } else if slots.contains(name) {
            summary.slotPlacements.append(SlotPlacement(slot: name, local: reader.read(call)))
        } else if !ModifierNames.implicitSelfModifiers.contains(name) {
            summary.uses.append(ViewUse(target: .member(name), local: reader.read(call), arguments: [:]))
        }
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        reader.line(node.positionAfterSkippingLeadingTrivia)
    }

    /// `isFloating: false` in `NextTripBanner(trip: next, isFloating: false)`.
    static func constantArguments(of call: FunctionCallExprSyntax) -> [String: Bool] {
        var arguments: [String: Bool] = [:]
        for argument in call.arguments {
            if let label = argument.label?.text, let literal = argument.expression.as(BooleanLiteralExprSyntax.self) {
                arguments[label] = literal.literal.tokenKind == .keyword(.true)
            }
        }
        return arguments
    }
}

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
            return Enclosure(kind: .viewModifier, name: type, line: line)
        case "buttonStyle":
            guard let style = modifier.firstUnlabeledArgument.flatMap(CallNames.calleeName(of:)),
                  !PlacementVocabulary.systemButtonStyles.contains(style)
            else { return nil }
            return Enclosure(kind: .buttonStyle, name: style, line: line)
        default:
            guard !PlacementVocabulary.systemModifiers.contains(modifier.name) else { return nil }
            return Enclosure(kind: .modifier, name: modifier.name, line: line)
        }
    }
}

/// The calls and the view-position references of a declaration's code.
private final class ViewExpressionCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    /// Lowercase names used as views: `quickActions`, `self.rows`, `content`.
    var references: [(String, ExprSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard name.first?.isLowercase == true, node.baseName.tokenKind != .keyword(.self),
              node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id,
              node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
              Self.isViewPosition(ExprSyntax(node))
        else { return .visitChildren }
        references.append((name, ExprSyntax(node)))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), Self.isViewPosition(ExprSyntax(node)) {
            references.append((node.declName.baseName.text, ExprSyntax(node)))
        }
        return .visitChildren
    }

    /// A statement of a view builder, a `return`, the base of a modifier chain, or an
    /// argument of a modifier (`.overlay(badge)`).
    static func isViewPosition(_ expression: ExprSyntax) -> Bool {
        guard let parent = expression.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) || parent.is(ExpressionStmtSyntax.self) {
            return true
        }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expression.id {
            return member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
        }
        if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.is(MemberAccessExprSyntax.self)
        }
        return false
    }
}

/// The views a declaration returns, through `if` and `switch`, each with the conditions
/// on the view's own parameters that select it.
enum RootReader {
    /// The statements of a member's body: a getter's, or a function's.
    static func statements(of code: Syntax) -> CodeBlockItemListSyntax? {
        if let block = code.as(CodeBlockSyntax.self) { return block.statements }
        guard let accessor = code.as(AccessorBlockSyntax.self) else { return nil }
        switch accessor.accessors {
        case .getter(let statements): return statements
        case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        @unknown default: return nil
        }
    }

    static func roots(
        of statements: CodeBlockItemListSyntax, conditions: [ParameterCondition], availability: AvailabilityBranch
    ) -> [RootView] {
        statements.flatMap { item -> [RootView] in
            if let expression = item.item.as(ExprSyntax.self) {
                return roots(of: expression, conditions: conditions, availability: availability)
            }
            if let statement = item.item.as(ReturnStmtSyntax.self), let expression = statement.expression {
                return roots(of: expression, conditions: conditions, availability: availability)
            }
            if let statement = item.item.as(ExpressionStmtSyntax.self) {
                return roots(of: statement.expression, conditions: conditions, availability: availability)
            }
            return []
        }
    }

    private static func roots(
        of expression: ExprSyntax, conditions: [ParameterCondition], availability: AvailabilityBranch
    ) -> [RootView] {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var parameter: ParameterCondition?
            if ifExpression.conditions.count == 1, case .expression(let condition) = ifExpression.conditions.first?.condition {
                parameter = ParameterCondition(reading: condition)
            }
            var result = roots(
                of: ifExpression.body.statements, conditions: conditions + (parameter.map { [$0] } ?? []),
                availability: availability.inside(AvailabilityReading.branch(ofBodyOf: ifExpression))
            )
            let negated = parameter.map { [ParameterCondition(name: $0.name, value: !$0.value)] } ?? []
            let elseAvailability = availability.inside(AvailabilityReading.branch(ofElseOf: ifExpression))
            if let next = ifExpression.elseBody?.as(IfExprSyntax.self) {
                result += roots(of: ExprSyntax(next), conditions: conditions + negated, availability: elseAvailability)
            } else if let block = ifExpression.elseBody?.as(CodeBlockSyntax.self) {
                result += roots(of: block.statements, conditions: conditions + negated, availability: elseAvailability)
            }
            return result
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap {
                roots(of: $0.statements, conditions: conditions, availability: availability)
            }
        }
        let chain = ModifierChain(expression)
        var target: ViewUse.Target?
        var arguments: [String: Bool] = [:]
        if let base = chain.base {
            if let call = base.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call),
               !call.calledExpression.is(MemberAccessExprSyntax.self) {
                target = name.first?.isUppercase == true ? .type(name) : .member(name)
                arguments = DeclarationReader.constantArguments(of: call)
            } else if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
                target = .member(reference.baseName.text)
            } else if let member = base.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                target = .member(member.declName.baseName.text)
            }
        }
        let helpers = chain.modifiers.compactMap { HelperReference.enclosure(for: $0, line: 0) }
        return [RootView(
            conditions: conditions, availability: availability, glass: GlassFacts.drawn(in: chain),
            helpers: helpers, target: target, arguments: arguments
        )]
    }
}
