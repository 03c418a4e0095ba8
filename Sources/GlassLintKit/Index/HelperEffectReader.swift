import SwiftSyntax

/// Reads what a project helper applies to the view it is called on: the glass, container,
/// material, background and tint in its body, outside the pre-26 fallback branch, and
/// whether it checks availability itself.
struct HelperEffectReader {
    let reader: PlacementReader
    let compiled: CompiledPlatforms

    func read(_ body: Syntax) -> HelperEffect {
        var effect = read(body, depth: 0)
        effect.choices = choices(in: body, read: effect)
        return effect
    }

    /// What each case applies when the helper is a function whose body switches over one of
    /// its parameters (`switch style { case .plain: … case .bordered: self.buttonStyle(.glass) }`),
    /// branches on a Boolean one (`if prominent { … } else { … }`), or passes a Boolean one
    /// on to a helper it calls (`modifier(CardSurface(interactive: interactive))`): the calls
    /// of other cases are left out of each. The stored properties of a view modifier or a
    /// button style are the parameters of its body, set where it is created.
    /// `read`: the body's effect, every case together.
    private func choices(in body: Syntax, read whole: HelperEffect) -> HelperChoices? {
        guard let function = body.parent?.as(FunctionDeclSyntax.self) else { return nil }
        let subjects = Self.subjects(of: function)
        let names = subjects.map(\.name)
        let switches = SwitchCollector(subjects: Set(names))
        switches.walk(body)
        let flags = Set(subjects.filter(\.isFlag).map(\.name))
        let branches = BranchCollector(flags: flags, subjects: Set(names))
        if switches.found.isEmpty { branches.walk(body) }
        // One parameter, the first switched over; several are read as every case together.
        let found = switches.found.isEmpty ? branches.found : switches.found
        if found.isEmpty { return forwardedChoice(in: whole, subjects: subjects) }
        guard let subject = found.first?.subject, let position = names.firstIndex(of: subject) else { return nil }
        let clauses = found.filter { $0.subject == subject }.flatMap(\.clauses)
        let cases = Set(clauses.flatMap(\.names))
        guard cases.count > 1 else { return nil }
        var byCase: [String: HelperEffect] = [:]
        for name in cases {
            // A call inside a clause of another case is not drawn for this one.
            let others = clauses.filter { !$0.names.contains(name) }.map(\.node)
            var effect = read(body, depth: 0) { call in !others.contains { $0.isAncestorOrSelf(of: Syntax(call)) } }
            effect.isGated = false
            byCase[name] = effect
        }
        return subjects[position].choices(byCase, position: position)
    }

    /// The choice a parameter makes in the helpers it is passed to: each case is the body
    /// with the parameter's value in their arguments. An enum's cases are those helpers',
    /// which the index reads (`_background(state: .dragging)` passing `state` on to
    /// `modifier(Surface(state: state))`).
    private func forwardedChoice(in effect: HelperEffect, subjects: [Subject]) -> HelperChoices? {
        let passedOn = subjects.indices.filter { index in
            effect.helpers.contains { $0.arguments.contains { $0.forwarded == subjects[index].name } }
        }
        // A flag is read here; an enum's cases are the receiving helper's. A colour or a size
        // passed on beside them (`tint: tint`) chooses nothing.
        guard let position = passedOn.first(where: { subjects[$0].isFlag })
                ?? passedOn.first(where: { !subjects[$0].isValue })
        else { return nil }
        let subject = subjects[position]
        guard subject.isFlag else {
            var choices = subject.choices([:], position: position)
            choices.forwarded = subject.name
            choices.omitted = subject.defaultCase
            return choices
        }
        let byCase = Dictionary(uniqueKeysWithValues: ["true", "false"].map { ($0, effect.passing($0, as: subject.name)) })
        return subject.choices(byCase, position: position)
    }

    /// A value a helper's body can branch on, and how its caller sets it.
    private struct Subject {
        let name: String
        /// The argument label; `nil` for a parameter written `_ style`.
        let label: String?
        let isFlag: Bool
        let defaultValue: ExprSyntax?
        /// Typed as a value no helper switches over: a colour, a number, a string, a shape.
        var isValue = false

        /// The case of the default value: `false`, `.plain`.
        var defaultCase: String? {
            defaultValue?.as(BooleanLiteralExprSyntax.self)?.literal.text
                ?? defaultValue?.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
        }

        /// `position`: the subject's among the parameters, for an unlabelled argument.
        func choices(_ byCase: [String: HelperEffect], position: Int) -> HelperChoices {
            HelperChoices(label: label, position: position, byCase: byCase, omitted: defaultCase.flatMap { byCase[$0] != nil ? $0 : nil })
        }
    }

    /// The function's parameters; for the body of a view modifier or a button style, the
    /// stored properties of its type, in the order of its memberwise initializer, with the
    /// defaults of their declarations or of an initializer's parameters of the same names.
    private static func subjects(of function: FunctionDeclSyntax) -> [Subject] {
        var subjects = Array(function.signature.parameterClause.parameters).map { parameter in
            Subject(
                name: (parameter.secondName ?? parameter.firstName).text,
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                isFlag: parameter.type.trimmedText == "Bool", defaultValue: parameter.defaultValue?.value,
                isValue: Self.isValue(parameter.type.trimmedText)
            )
        }
        if ["body", "makeBody"].contains(function.name.text), let type = function.enclosingTypeDeclaration,
           !TypeNames.conformances(of: type).isDisjoint(with: ["ViewModifier", "ButtonStyle", "PrimitiveButtonStyle"]) {
            subjects += storedProperties(of: type)
        }
        return subjects
    }

    /// `Color`, `CGFloat?`, `some ShapeStyle`, `AnyShape`: types of values, not of choices.
    private static func isValue(_ type: String) -> Bool {
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        return valueTypes.contains(bare) || bare.hasPrefix("some ") || bare.hasPrefix("any ")
    }

    private static let valueTypes: Set<String> = [
        "Color", "CGFloat", "Double", "Float", "Int", "String", "LocalizedStringKey", "Font", "Angle", "CGSize", "CGPoint",
        "EdgeInsets", "AnyShape", "AnyShapeStyle", "AnyView", "Image", "Text", "UnitPoint", "Alignment",
    ]

    private static func storedProperties(of type: some DeclGroupSyntax) -> [Subject] {
        var initializerDefaults: [String: ExprSyntax] = [:]
        for member in type.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            for parameter in initializer.signature.parameterClause.parameters {
                if let value = parameter.defaultValue?.value { initializerDefaults[(parameter.secondName ?? parameter.firstName).text] = value }
            }
        }
        var properties: [Subject] = []
        for member in type.memberBlock.members {
            // A wrapped property (`@State`, `@Binding`) changes while the view is shown.
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let value = binding.initializer?.value
                let isFlag = binding.typeAnnotation?.type.trimmedText == "Bool" || value?.is(BooleanLiteralExprSyntax.self) == true
                properties.append(Subject(
                    name: name, label: name, isFlag: isFlag, defaultValue: value ?? initializerDefaults[name],
                    isValue: Self.isValue(binding.typeAnnotation?.type.trimmedText ?? "")
                ))
            }
        }
        return properties
    }

    /// A function of the helper's own type that it calls (`applyGlass(to: content)`, a
    /// `switch` over a style enum) is part of the helper: read as if inlined, to a bounded depth.
    /// `includes`: the calls to read, all by default.
    private func read(_ body: Syntax, depth: Int, including includes: (FunctionCallExprSyntax) -> Bool = { _ in true }) -> HelperEffect {
        var effect = HelperEffect()
        let calls = CallCollector(named: nil)
        calls.walk(body)
        let gates = AvailabilityCheckCollector(viewMode: .sourceAccurate)
        gates.walk(body)
        effect.isGated = gates.checksGlassAvailability
        var materials: [FunctionCallExprSyntax] = []
        var glass: [FunctionCallExprSyntax] = []
        for call in calls.found where includes(call) {
            guard reader.read(call).placement.availability != .fallback else { continue }
            if let modifier = Self.modifier(of: call) {
                // Glass on a view the helper lays over or beside the content (`.overlay { … }`,
                // a sheet, a stack) is that view's, not the content's.
                if GlassApplication(modifier) != nil, Self.isBesideTheContent(call, in: body) { continue }
                if modifier.period == nil, depth < 3, let function = Self.ownFunction(named: modifier.name, around: body) {
                    var inlined = read(function, depth: depth + 1)
                    inlined.glass = Self.chosenByArguments(inlined.glass)
                    effect = effect.adding(inlined)
                    continue
                }
                read(modifier, into: &effect)
                // A project view drawn behind the content (`background(Surface())`) may be glass.
                if modifier.name == "background", !Self.isBesideTheContent(call, in: body) {
                    effect.helpers += Enclosure.backdrops(of: modifier, line: reader.line(modifier.nameToken.positionAfterSkippingLeadingTrivia))
                }
                if ["background", "fill"].contains(modifier.name), ShapeStyles.namesMaterial(modifier) { materials.append(call) }
                if GlassApplication(modifier) != nil { glass.append(call) }
            } else if let name = CallNames.name(ofCall: call) {
                if name == "GlassEffectContainer" { effect.appliesContainer = true }
                if ModifierNames.controls.contains(name) { effect.makesTappable = true }
            }
        }
        // A material in the other branch from the glass (`if flag, #available(…) { glass }
        // else { material }`), or applied only by functions that draw glass or a material
        // (`glassBody`, `legacyBody`), is the glass's alternative, not a layer under it.
        let underGlass = materials.contains { material in
            glass.isEmpty || glass.contains { glass in
                Self.uses(of: material, in: body).contains { !SyntaxQueries.areMutuallyExclusive($0, ExprSyntax(glass)) }
            }
        }
        effect.appliesMaterial = underGlass || (effect.appliesMaterial && effect.glass.isEmpty)
        return effect
    }

    /// Where a view built by `call` is shown: where it is written, or, for the value of a
    /// local (`let fallback = content.background(.regularMaterial)`), where the local is used.
    private static func uses(of call: FunctionCallExprSyntax, in body: Syntax) -> [ExprSyntax] {
        for ancestor in call.ancestors {
            if ancestor.id == body.id { break }
            guard let binding = ancestor.as(PatternBindingSyntax.self) else { continue }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { break }
            let references = body.tokens(viewMode: .sourceAccurate).compactMap { token -> ExprSyntax? in
                guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      !binding.isAncestorOrSelf(of: Syntax(reference))
                else { return nil }
                return ExprSyntax(reference)
            }
            return references.isEmpty ? [ExprSyntax(call)] : references
        }
        return [ExprSyntax(call)]
    }

    private func read(_ modifier: Modifier, into effect: inout HelperEffect) {
        if Tappability.makesTappable(modifier) { effect.makesTappable = true }
        if let application = GlassApplication(modifier) {
            guard let facts = GlassFacts(application) else { return }
            // Glass under `#if os(…)` is drawn only by the builds of those platforms.
            let all = Set(ApplePlatform.allCases)
            let earlier = effect.glass.isEmpty ? [] : effect.glassPlatforms ?? all
            let platforms = earlier.union(compiled.platforms(compiling: modifier.call))
            effect.glassPlatforms = platforms == all ? nil : platforms
            if !effect.glass.contains(facts) { effect.glass.append(facts) }
            return
        }
        switch modifier.name {
        case "background", "fill":
            if let style = modifier.firstUnlabeledArgument {
                if ShapeStyles.isMaterial(style) {
                    effect.appliesMaterial = true
                } else {
                    effect.appliesBackground = true
                }
            }
        case "tint":
            effect.appliesTint = true
        case "presentationBackground":
            effect.setsSheetBackground = true
        case "presentationDetents":
            if SheetDetents.isPartial(modifier) { effect.setsPartialDetents = true }
        case _ where PlacementVocabulary.sheets.contains(modifier.name) || modifier.name == "fullScreenCover":
            effect.presents = true
        case _ where ModifierNames.sizing.contains(modifier.name):
            effect.sizesContent = true
        default:
            if var helper = HelperReference.enclosure(for: modifier, line: reader.line(modifier.nameToken.positionAfterSkippingLeadingTrivia)) {
                let platforms = compiled.platforms(compiling: modifier.call)
                helper.platforms = platforms.count == ApplePlatform.allCases.count ? nil : platforms
                effect.helpers.append(helper)
            }
        }
    }

    /// The glass of a function that picks its variant or tint from what it is passed
    /// (`switch style { case .clear: … case .regular: … }`): one glass decided at run time,
    /// neither clear nor plain nor tinted for the rules that ask.
    static func chosenByArguments(_ glass: [GlassFacts]) -> [GlassFacts] {
        guard var first = glass.first,
              Set(glass.map(\.variant)).count > 1 || Set(glass.map(\.isTinted)).count > 1 || Set(glass.map(\.shape)).count > 1
        else { return glass }
        first.variant = .dynamic
        first.isTinted = false
        if Set(glass.map(\.shape)).count > 1 { first.shape = nil }
        if Set(glass.map(\.isInteractive)).count > 1 { first.isInteractive = nil }
        return [first]
    }

    /// Whether the call is inside a closure of the helper's body, on a view other than the
    /// one the closure is handed (`.modify { view in view.glassEffect() }` glasses the
    /// content itself). Glass in a `background` is where that background is: around the
    /// content, or behind a panel the helper lays beside it (`ZStack { content; panel.background { glass } }`).
    static func isBesideTheContent(_ call: FunctionCallExprSyntax, in body: Syntax) -> Bool {
        for ancestor in call.ancestors {
            if ancestor.id == body.id { return false }
            guard let closure = ancestor.as(ClosureExprSyntax.self) else { continue }
            let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            if let owner, CallNames.name(ofCall: owner) == "background" { return isBesideTheContent(owner, in: body) }
            let base = ModifierChain.enclosing(call)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            return base.map { !parameterNames(of: closure).contains($0) } ?? true
        }
        return false
    }

    /// `view` in `{ view in … }`, `$0` in `{ … }`.
    private static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        var names: Set<String> = ["$0"]
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: names.formUnion(parameters.map(\.name.text))
        case .parameterClause(let clause)?: names.formUnion(clause.parameters.map(\.firstName.text))
        default: break
        }
        return names
    }

    /// The body of the function `name` declared by the type around `body`, other than the
    /// one `body` is in.
    static func ownFunction(named name: String, around body: Syntax) -> Syntax? {
        guard let type = body.enclosingTypeDeclaration else { return nil }
        for member in type.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                  let code = function.body, !code.isAncestorOrSelf(of: body), !body.isAncestorOrSelf(of: Syntax(code))
            else { continue }
            return Syntax(code)
        }
        return nil
    }

    /// A modifier call, on a receiver or on the helper's implicit `self`.
    static func modifier(of call: FunctionCallExprSyntax) -> Modifier? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.namesModifier {
            return Modifier(call: call, nameToken: member.declName.baseName, period: member.period)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            return Modifier(call: call, nameToken: reference.baseName, period: nil)
        }
        return nil
    }
}

/// Whether a helper's body checks for the 26 releases.
private final class AvailabilityCheckCollector: SyntaxVisitor {
    var checksGlassAvailability = false

    override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
        if AvailabilityReading.namesGlassRelease(node.availabilityArguments) { checksGlassAvailability = true }
        return .visitChildren
    }
}

/// The `if`s that branch on one of a helper's parameters, with their clauses as cases.
/// `if prominent { … } else { … }` over a Boolean parameter: the body is case `true`, the
/// `else` case `false` (swapped for `if !prominent`). `if state == .dragging { … } else
/// { … }`: the body is case `dragging`, the `else` every other (swapped for `!=`).
private final class BranchCollector: SyntaxVisitor {
    let flags: Set<String>
    let subjects: Set<String>
    var found: [(subject: String, clauses: [SwitchCollector.Clause])] = []

    init(flags: Set<String>, subjects: Set<String>) {
        self.flags = flags
        self.subjects = subjects
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // `if !isEnabled { content } else if #available(…) { glass } else { … }`: the `else`
        // is everything after the first branch, an `if` of its own included.
        guard node.conditions.count == 1, case .expression(var condition) = node.conditions.first?.condition,
              let elseBody = node.elseBody
        else { return .visitChildren }
        if let (subject, name, equal) = Self.comparison(condition), subjects.contains(subject) {
            found.append((subject, [
                SwitchCollector.Clause(node: Syntax(node.body), names: [equal ? name : HelperChoices.defaultCase]),
                SwitchCollector.Clause(node: Syntax(elseBody), names: [equal ? HelperChoices.defaultCase : name]),
            ]))
            return .visitChildren
        }
        var negated = false
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated = true
            condition = prefix.expression
        }
        guard let subject = condition.as(DeclReferenceExprSyntax.self)?.baseName.text, flags.contains(subject) else {
            return .visitChildren
        }
        found.append((subject, [
            SwitchCollector.Clause(node: Syntax(node.body), names: [negated ? "false" : "true"]),
            SwitchCollector.Clause(node: Syntax(elseBody), names: [negated ? "true" : "false"]),
        ]))
        return .visitChildren
    }

    /// `state == .dragging` or `state != .dragging`: the name, the case, and whether it tests
    /// equality. The parser leaves the operator unfolded: a sequence of three elements.
    private static func comparison(_ condition: ExprSyntax) -> (String, String, Bool)? {
        guard let elements = condition.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
              let test = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(test),
              let subject = elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let member = elements.last?.as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        return (subject, member.declName.baseName.text, test == "==")
    }
}

private final class SwitchCollector: SyntaxVisitor {
    struct Clause {
        let node: Syntax
        /// `plain` for `case .plain:`, `default` for `default:`.
        let names: [String]
    }

    let subjects: Set<String>
    var found: [(subject: String, clauses: [Clause])] = []

    init(subjects: Set<String>) {
        self.subjects = subjects
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let subject = node.subject.as(DeclReferenceExprSyntax.self)?.baseName.text, subjects.contains(subject) else {
            return .visitChildren
        }
        var clauses: [Clause] = []
        for element in node.cases {
            guard let clause = element.as(SwitchCaseSyntax.self) else { continue }
            switch clause.label {
            case .default:
                clauses.append(Clause(node: Syntax(clause), names: [HelperChoices.defaultCase]))
            case .case(let label):
                let names = label.caseItems.compactMap { item in
                    item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                }
                // A case bound another way (`case let x`) cannot be told from the argument.
                guard names.count == label.caseItems.count else { return .visitChildren }
                clauses.append(Clause(node: Syntax(clause), names: names))
            @unknown default:
                return .visitChildren
            }
        }
        found.append((subject, clauses))
        return .visitChildren
    }
}
