import SwiftSyntax

/// Reads one member that builds views into its `DeclarationSummary`: the custom views and
/// members it shows, the glass and project helpers it applies, where it shows its content
/// slots, and the views it returns.
struct DeclarationReader {
    let reader: PlacementReader
    /// The content properties of the type, when it is a container, and the content
    /// parameters of the member, when it is a function that takes content.
    let slots: Set<String>
    /// The member's own content parameters, which its code names as views.
    let parameterSlots: Set<String>
    /// Views shown only in debug builds are not shown where users see them.
    let shipped: ShippedCode

    func read(_ code: Syntax, key: DeclarationKey) -> DeclarationSummary {
        var summary = DeclarationSummary(key: key)
        summary.showsControl = Tappability.containsControl(code)
        let visitor = ViewExpressionCollector(parameterSlots: parameterSlots)
        visitor.walk(code)
        for call in visitor.calls where shipped.ships(call) {
            read(call, into: &summary)
        }
        for (name, node) in visitor.references where shipped.ships(node) {
            if slots.contains(name) {
                summary.slotPlacements.append(SlotPlacement(slot: name, local: reader.read(node)))
            } else {
                summary.uses.append(ViewUse(target: .member(name), local: reader.read(node), arguments: [:]))
            }
        }
        if let statements = RootReader.statements(of: code) {
            summary.roots = RootReader.roots(of: statements, conditions: [], availability: .unknown)
            summary.tally = ShapeTally.of(statements)
            let returned = ViewBuilderContent.allViews(in: ViewBuilderContent.of(statements))
            // Padded or framed at the top, or inside what it lays out (a label's padded icon), or
            // maybe by a project modifier at the top (`.playerToggleModifier(…)` framing it).
            let isSized = { (view: ModifierChain) in
                view.modifiers.contains { modifier in
                    ModifierNames.sizing.contains(modifier.name)
                        || HelperReference.enclosure(for: modifier, line: 0).map { $0.kind != .buttonStyle } == true
                }
            }
            summary.framesItself = !returned.isEmpty && returned.allSatisfy { view in
                isSized(view) || view.base.map { ViewBuilderContent.laidOutViews(of: $0).contains(where: isSized) } == true
            }
        }
        return summary
    }

    private func read(_ call: FunctionCallExprSyntax, into summary: inout DeclarationSummary) {
        // `self.iconButton(…)` calls a member of the type, as `iconButton(…)` does: no modifier.
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let callsOwnMember = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        if let member, member.namesModifier, !callsOwnMember {
            let modifier = Modifier(call: call, nameToken: member.declName.baseName, period: member.period)
            if modifier.name == "glassEffectID" { summary.morphs = true }
            if modifier.name == "presentationBackground" { summary.setsSheetBackground = true }
            if let application = GlassApplication(modifier) {
                guard let facts = GlassFacts(application) else { return }
                summary.glass.append(facts)
            } else if let enclosure = HelperReference.enclosure(for: modifier, line: line(of: modifier.nameToken)) {
                summary.helperApplications.append(enclosure)
            } else {
                return
            }
            for enclosure in reader.read(call).enclosures {
                if case .container = enclosure.kind { summary.containersAroundGlass.insert(enclosure.name) }
            }
            return
        }
        guard let name = CallNames.name(ofCall: call), member == nil || callsOwnMember else { return }
        if name.first?.isUppercase == true {
            // SwiftUI's own views are never the project's: no placement to keep for them. A
            // value given to a setting of SwiftUI's modifiers (`.stroke(tint, style:
            // StrokeStyle(…))`) is no view either.
            guard !PlacementVocabulary.systemViews.contains(name), !Self.setsSystemSetting(call) else { return }
            summary.uses.append(use(of: .type(name), by: call))
        } else if slots.contains(name) {
            summary.slotPlacements.append(SlotPlacement(slot: name, local: reader.read(call)))
        } else if !ModifierNames.implicitSelfModifiers.contains(name) {
            // `detailButton(symbol, withBackground: false)`: the constants a member function is
            // called with choose its branches, as a view's arguments do.
            summary.uses.append(use(of: .member(name), by: call))
        }
    }

    /// The use of `target` that `call` makes: where it shows it, and with what arguments.
    private func use(of target: ViewUse.Target, by call: FunctionCallExprSyntax) -> ViewUse {
        ViewUse(target: target, local: reader.read(call), arguments: Self.constantArguments(of: call), forwarded: Self.forwardedArguments(of: call))
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        reader.line(node.positionAfterSkippingLeadingTrivia)
    }

    /// The value of a labelled argument of one of SwiftUI's modifiers or views
    /// (`style: StrokeStyle(…)`, `center: UnitPoint(…)`), but for the labels that take views.
    static func setsSystemSetting(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              !viewLabels.contains(label), let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        if let modifier = outer.calledExpression.as(MemberAccessExprSyntax.self) {
            return PlacementVocabulary.systemModifiers.contains(modifier.declName.baseName.text)
        }
        return CallNames.name(ofCall: outer).map(PlacementVocabulary.systemViews.contains) ?? false
    }

    /// The labels under which SwiftUI's views take a view (`Section(header: …)`).
    private static let viewLabels: Set<String> = ["header", "footer", "destination", "label", "content", "icon", "title"]

    /// `isFloating: false` in `NextTripBanner(trip: next, isFloating: false)`, or
    /// `presentation: .toolbar` (`toolbar`).
    static func constantArguments(of call: FunctionCallExprSyntax) -> [String: String] {
        var arguments: [String: String] = [:]
        for argument in call.arguments {
            if let label = argument.label?.text, let value = ParameterCondition.constant(argument.expression) {
                arguments[label] = value
            }
        }
        return arguments
    }

    /// The labelled arguments given no constant: the name of the user's own value each
    /// passes on (`isFloating: isFloating`), or empty when it is computed.
    static func forwardedArguments(of call: FunctionCallExprSyntax) -> [String: String] {
        var forwarded: [String: String] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, ParameterCondition.constant(argument.expression) == nil else { continue }
            forwarded[label] = CaseArgument(argument).forwarded ?? ""
        }
        return forwarded
    }
}

/// The calls and the view-position references of a declaration's code.
private final class ViewExpressionCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    /// Lowercase names used as views: `quickActions`, `self.rows`, `content`.
    var references: [(String, ExprSyntax)] = []
    /// Parameters that are views: a reference to one shows what the caller passed.
    let parameterSlots: Set<String>

    init(parameterSlots: Set<String>) {
        self.parameterSlots = parameterSlots
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard name.first?.isLowercase == true, node.baseName.tokenKind != .keyword(.self),
              node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id,
              node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
              Self.isViewPosition(ExprSyntax(node)),
              // A helper's `content` parameter is the caller's view, not the type's `content`;
              // a function's own content parameter is what its callers pass.
              parameterSlots.contains(name) || !LocalBindings.isBoundLocally(node)
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

    /// A statement of a view builder, a `return`, the base of a modifier chain, an
    /// argument of a modifier (`.overlay(badge)`), or a section's header or footer.
    static func isViewPosition(_ expression: ExprSyntax) -> Bool {
        guard let parent = expression.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) || parent.is(ExpressionStmtSyntax.self) {
            return true
        }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expression.id {
            return member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
        }
        if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            guard let label = argument.label?.text else { return call.calledExpression.is(MemberAccessExprSyntax.self) }
            // `Section(header: dayHeader) { … }`: the header and footer are shown in the list.
            return ["header", "footer"].contains(label) && CallNames.name(ofCall: call) == "Section"
        }
        return false
    }
}
