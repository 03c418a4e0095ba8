import SwiftSyntax

/// Reads where a view expression sits inside its own declaration, walking out from the
/// expression to the member that holds it: the calls whose content it is (`List`,
/// `.overlay`, `ToolbarItem`), the modifiers applied around it (`glassEffect`, a project
/// helper), and the `if`s it is under. What only other files can explain (a helper's
/// effect, a container's body) is noted as an enclosure for the index to resolve.
struct PlacementReader {
    let path: String
    let line: (AbsolutePosition) -> Int
    /// How many functions' bodies the reader is inside, looking where they show what they
    /// are given: functions that pass content on to each other (or to themselves) end.
    var functionDepth = 0

    init(path: String, line: @escaping (AbsolutePosition) -> Int) {
        self.path = path
        self.line = line
    }

    /// How a function of the view's own type presents the content passed to it with `label`
    /// (the trailing closure fills its first content parameter): `navigationDestination` or
    /// `sheet` when every place its body shows the parameter is a presentation's root; `nil`
    /// when it shows it in place, or the function is not in this type's declaration.
    func presentation(ofContentPassedTo call: FunctionCallExprSyntax, named name: String, label: String?) -> String? {
        guard functionDepth < 2, let function = ViewMember.named(name, in: call.enclosingTypeDeclaration)?.code.parent?.as(FunctionDeclSyntax.self),
              let parameter = ParameterSlot.filled(by: label, in: FileSummarizer.parameterSlots(of: function)), let body = function.body
        else { return nil }
        var inner = self
        inner.functionDepth += 1
        let uses = body.tokens(viewMode: .sourceAccurate).compactMap { token -> LocalPlacement? in
            guard token.text == parameter.name, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            return inner.read(reference.parent?.as(FunctionCallExprSyntax.self).map(Syntax.init) ?? Syntax(reference))
        }
        guard !uses.isEmpty, uses.allSatisfy(\.isPresentationRoot) else { return nil }
        return uses.first?.placement.presentation
    }

    func read(_ node: some SyntaxProtocol) -> LocalPlacement {
        var walk = Walk(reader: self, node: Syntax(node))
        var child = Syntax(node)
        var boundary: Syntax?
        for ancestor in node.ancestors {
            defer { child = ancestor }
            if ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(SourceFileSyntax.self) {
                boundary = ancestor
                break
            }
            if let call = ancestor.as(FunctionCallExprSyntax.self) {
                // `.if(withBackground) { $0.glassEffect() }`: the closure's view is shown under
                // the project's conditional modifier's condition.
                if call.trailingClosure?.id == child.id,
                   let condition = TransformClosure.condition(ofConditional: call).flatMap(ParameterCondition.init(reading:)) {
                    walk.local.conditions.append(condition)
                }
                if call.calledExpression.id == child.id {
                    walk.wrapped(by: call)
                } else if walk.contained(in: call) == .stop {
                    break
                }
            } else if let ifExpression = ancestor.as(IfExprSyntax.self) {
                walk.branch(of: ifExpression, through: child)
            } else if let clause = ancestor.as(SwitchCaseSyntax.self), let switchExpression = clause.parent?.parent?.as(SwitchExprSyntax.self),
                      let condition = ParameterCondition.of(clause, in: switchExpression) {
                // `switch presentation { case .canvas: … }`: shown only for that case.
                walk.local.conditions.append(condition)
            } else if let statements = ancestor.as(CodeBlockItemListSyntax.self) {
                walk.neighbours(in: statements)
            } else if let clause = ancestor.as(IfConfigClauseSyntax.self) {
                walk.platform(of: clause)
            } else if let attributes = Self.attributes(of: ancestor), AvailabilityReading.requiresGlassRelease(attributes) {
                walk.local.placement.availability = walk.local.placement.availability.inside(.glass)
            }
        }
        // A view repeated along a row of its own view (`HStack { ForEach … }`, a row of
        // actions) stands beside the others in whatever cell that view is shown.
        if walk.repeatsInARow, walk.local.placement.layer == .unknown { walk.local.placement.sharesItsCell = true }
        // A sheet with a background of its own is not drawn as glass, whatever its detents;
        // one whose detents are chosen through a binding shows at each height what the app chooses.
        if walk.decidesItsSheet { walk.local.placement.dropsSheetGlass() }
        // Types are walked past the member boundary only for their `@available`, from there.
        if let group = boundary?.enclosingTypeDeclaration, AvailabilityReading.requiresGlassRelease(group.attributes) {
            walk.local.placement.availability = walk.local.placement.availability.inside(.glass)
        }
        return walk.local
    }

    private static func attributes(of node: Syntax) -> AttributeListSyntax? {
        if let function = node.as(FunctionDeclSyntax.self) { return function.attributes }
        if let variable = node.as(VariableDeclSyntax.self) { return variable.attributes }
        return nil
    }
}

/// The state of one walk outwards.
private struct Walk {
    enum Step { case proceed, stop }

    let reader: PlacementReader
    let node: Syntax
    var local = LocalPlacement()
    var sawToolbarItem = false
    /// A `presentationBackground`, or detents with a `selection:` binding, are applied around the node.
    var decidesItsSheet = false
    /// The node is moved far from where it is laid out (`.offset(y: -176)`, `.position(…)`):
    /// in an overlay, it hangs outside the view it overlays.
    var isDisplaced = false
    /// The node is repeated along a row (`HStack { ForEach … }`): in vertical scrolling
    /// content the row is one cell (a segmented control), in horizontal it is the cells.
    var repeatsInARow = false

    init(reader: PlacementReader, node: Syntax) {
        self.reader = reader
        self.node = node
    }

    /// A modifier applied to an expression that holds the node: its effect covers the node.
    mutating func wrapped(by call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let modifier = Modifier(call: call, nameToken: member.declName.baseName, period: member.period)
        let line = reader.line(modifier.nameToken.positionAfterSkippingLeadingTrivia)
        let stylesAContainer = Self.stylesAContainer(call)
        if let application = GlassApplication(modifier) {
            if let facts = GlassFacts(application), !(stylesAContainer && facts.kind != .effect) {
                addAncestor(GlassAncestor(kind: .glass, facts: facts, file: reader.path, line: line))
            }
            return
        }
        // Glass a transform closure applies to the view it is handed (`.modify { $0.glassEffect() }`).
        for facts in TransformClosure.chains(of: modifier).flatMap(GlassFacts.drawn(in:)) where !(stylesAContainer && facts.kind != .effect) {
            addAncestor(GlassAncestor(kind: .glass, facts: facts, file: reader.path, line: line))
        }
        if Self.makesInert(modifier) { local.isInert = true }
        if Tappability.turnsOffTouches(modifier) { local.ignoresTouches = true }
        // A view under a tap or drag gesture is pressed with it.
        if Tappability.makesTappable(modifier) { local.placement.isUnderTap = true }
        if Self.displaces(modifier) { isDisplaced = true }
        for var backdrop in Enclosure.backdrops(of: modifier, line: line) {
            backdrop.placementInside = local.placement
            local.enclosures.append(backdrop)
        }
        // Glass a background draws (`.background { Capsule().glassEffect() }`, a shape given a
        // project's glass modifier) is under what the view holds.
        if modifier.name == "background" {
            for view in modifier.drawnViews {
                for facts in GlassFacts.drawn(in: view) {
                    addAncestor(GlassAncestor(kind: .glass, facts: facts, file: reader.path, line: line))
                }
                local.enclosures += view.modifiers.compactMap { HelperReference.enclosure(for: $0, line: line) }
            }
        }
        if ColorSchemes.holdsDark(modifier) { local.placement.isHeldDark = true }
        // An opaque background under the view (`.background(Color(.systemGroupedBackground))`
        // on a sheet's content) hides the glass further out.
        if modifier.name == "background", let fill = modifier.firstUnlabeledArgument, ShapeStyles.isOpaqueFill(fill) {
            local.placement.isOverBackdrop = true
        }
        if modifier.name == "background", modifier.drawnViews.prefix(1).contains(where: { MediaViews.isPicture($0.expression) }) {
            local.placement.isOverMedia = true
        }
        if modifier.name == "presentationDetents" {
            if SheetDetents.isPartial(modifier) {
                addAncestor(GlassAncestor(kind: .partialSheet, file: reader.path, line: line))
            } else if SheetDetents.isChosen(modifier) {
                decidesItsSheet = true
            }
        } else if modifier.name == "presentationBackground" {
            decidesItsSheet = true
        } else if var enclosure = HelperReference.enclosure(for: modifier, line: line) {
            enclosure.stylesAContainer = stylesAContainer
            local.enclosures.append(enclosure)
        }
    }

    /// `.disabled(true)`, written as a literal: what it is applied to is drawn for show (a
    /// screen's live preview in a settings card), not used. (`.allowsHitTesting(false)` is
    /// not: decorative badges and overlays that are shown for real turn it off too.)
    static func makesInert(_ modifier: Modifier) -> Bool {
        modifier.name == "disabled" && modifier.firstUnlabeledArgument?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// Whether the modifier is applied to a container of other views (`HStack { … }`, a
    /// flow layout), not to a control: a button style there reaches the buttons inside,
    /// and draws no glass around the container.
    static func stylesAContainer(_ call: FunctionCallExprSyntax) -> Bool {
        guard let base = ModifierChain(ExprSyntax(call)).base?.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: base),
              name.first?.isUppercase == true
        else { return false }
        return !ModifierNames.controls.contains(name) && CallNames.contentClosure(of: base) != nil
    }

    /// A call whose arguments or closures hold the node.
    mutating func contained(in call: FunctionCallExprSyntax) -> Step {
        guard let name = CallNames.name(ofCall: call) else { return .proceed }
        let label = Self.label(of: node, in: call)
        if name.first?.isLowercase == true {
            if Self.callsOwnFunction(call), !ModifierNames.implicitSelfModifiers.contains(name) {
                // `healthLink("Sleep") { SleepScreen() }`, where the function shows what it is
                // given as a navigation link's destination or a sheet: a screen of its own.
                if let presentation = reader.presentation(ofContentPassedTo: call, named: name, label: label) {
                    local.isPresentationRoot = true
                    local.placement.presentation = presentation
                    return .stop
                }
                var container = Enclosure(kind: .memberContainer(slot: label), name: name, line: reader.line(call.positionAfterSkippingLeadingTrivia))
                container.placementInside = local.placement
                local.enclosures.append(container)
                return .proceed
            }
            return containedInModifier(call, named: name)
        }
        // A navigation link's destination is a screen of its own, pushed over this one.
        if name == "NavigationLink", Self.isDestination(node, of: call, label: label) {
            local.isPresentationRoot = true
            local.placement.presentation = "navigationDestination"
            return .stop
        }
        switch name {
        case "Section":
            // A section of a lazy stack is no list row; its header, pinned, floats over the
            // content scrolling under it (`LazyVStack(pinnedViews: .sectionHeaders)`).
            guard let stack = Self.lazyStack(around: call) else {
                setContent(.listRow)
                break
            }
            let pinned = stack.arguments.first { $0.label?.text == "pinnedViews" }?.expression.trimmedText ?? ""
            if label == "header" && pinned.contains("sectionHeaders") || label == "footer" && pinned.contains("sectionFooters") {
                setFloating(.overScroll)
            }
        case _ where PlacementVocabulary.lists.contains(name):
            setContent(.listRow)
        case "ScrollView":
            let scrollsAlongTheRow = call.arguments.first.map { $0.label == nil && $0.expression.trimmedText == ".horizontal" } ?? false
            if repeatsInARow, !scrollsAlongTheRow { local.placement.isRepeated = false }
            setContent(local.placement.isRepeated ? .scrollCell : .scrolling)
        case _ where PlacementVocabulary.repeaters.contains(name):
            if local.placement.layer == .unknown { local.placement.isRepeated = true }
        case "HStack" where local.placement.isRepeated && local.placement.layer == .unknown:
            repeatsInARow = true
        case _ where PlacementVocabulary.toolbarItems.contains(name):
            sawToolbarItem = true
            setFloating(.toolbar)
            local.placement.isInToolbar = true
            local.placement.isGrouped = true
            if !Self.hidesSharedBackground(call) {
                addAncestor(GlassAncestor(kind: .toolbarItem, file: reader.path, line: reader.line(call.positionAfterSkippingLeadingTrivia)))
            }
        case "GlassEffectContainer":
            local.placement.isGrouped = true
            // A project's own `struct GlassEffectContainer` (one that glasses what it holds) is
            // explained by the index where it is declared; SwiftUI's is declared nowhere, and
            // `SwiftUI.GlassEffectContainer` names it whatever the project declares.
            if call.calledExpression.is(DeclReferenceExprSyntax.self) { addContainer(call, named: name, slot: label) }
        case "ZStack":
            if Self.isLayeredOverScrolling(node, in: call) { setFloating(.overScroll) }
            if Backdrop.isBehind(node, in: call) { local.placement.isOverBackdrop = true }
            if let name = Backdrop.projectView(behind: node, in: call) {
                var backdrop = Enclosure(kind: .layerBehind, name: name, line: reader.line(call.positionAfterSkippingLeadingTrivia))
                backdrop.placementInside = local.placement
                local.enclosures.append(backdrop)
            }
            // A layer over a picture (a page number on a thumbnail) samples the picture.
            if Backdrop.isOverPicture(node, in: call) {
                local.placement.isOverMedia = true
                local.placement.isOverBackdrop = true
            }
            if Backdrop.isOverBlack(node, in: call) { local.placement.isHeldDark = true }
            for facts in Backdrop.glass(behind: node, in: call) {
                addAncestor(GlassAncestor(kind: .glass, facts: facts, file: reader.path, line: reader.line(call.positionAfterSkippingLeadingTrivia)))
            }
        case _ where ModifierNames.controls.contains(name):
            // A navigation link's label is the row it navigates from, and scrolling content
            // inside a label (a screen that is one big button) is content: neither is a control.
            if label != "action", name != "NavigationLink", local.placement.contentKind == nil {
                local.placement.isInControl = true
                local.placement.isPartOfLabel = local.placement.sharesItsCell
                local.placement.sharesItsCell = false
            }
            if label != "action" { local.placement.isUnderTap = true }
        case _ where PlacementVocabulary.systemContainers.contains(name):
            break
        default:
            addContainer(call, named: name, slot: label)
        }
        return .proceed
    }

    private mutating func containedInModifier(_ call: FunctionCallExprSyntax, named name: String) -> Step {
        if PlacementVocabulary.presentations.contains(name) {
            local.isPresentationRoot = true
            local.placement.presentation = name
            return .stop
        }
        // A sheet's `presentationBackground { … }` is the sheet's own layer, drawn in place of
        // its glass over the presenting screen: no glass of the sheet is behind it.
        if name == "presentationBackground" { local.placement.isOverBackdrop = true }
        // What a control or a view with a gesture draws behind itself is pressed with it:
        // part of the control (a search field's glass plate that opens search when tapped).
        // The background of a list row that is a button is pressed with it, but stays the
        // row's background, content of the list.
        if name == "background" || name == "listRowBackground", let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            if Tappability.isTappable(ModifierChain(receiver)) {
                if local.placement.contentKind == nil, name == "background" { local.placement.isInControl = true }
                local.placement.isUnderTap = true
            } else if Tappability.holdsControl(receiver) {
                // Behind a row of buttons (a segmented track), glass is pressed with them.
                local.placement.isUnderTap = true
            }
        }
        guard let kind = PlacementVocabulary.floatingModifiers[name] else { return .proceed }
        setFloating(kind)
        let line = reader.line(call.positionAfterSkippingLeadingTrivia)
        switch kind {
        case .toolbar:
            local.placement.isInToolbar = true
            local.placement.isGrouped = true
            if !sawToolbarItem { addAncestor(GlassAncestor(kind: .toolbarItem, file: reader.path, line: line)) }
        case .accessory:
            addAncestor(GlassAncestor(kind: .accessory, file: reader.path, line: line))
        case .overlay:
            // An overlay moved far out of the view it overlays (a volume slider above its
            // button) hangs over other content, not over the glass around that view.
            if isDisplaced { local.placement.isOverBackdrop = true }
            // Content overlaid on a glassed view sits on its glass; on a picture (a remove
            // button on a photo), on the picture.
            if let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                let overlaid = ModifierChain(receiver)
                for ancestor in GlassFacts.drawn(in: overlaid) {
                    addAncestor(GlassAncestor(kind: .glass, facts: ancestor, file: reader.path, line: line))
                }
                if Backdrop.showsPicture(overlaid) {
                    local.placement.isOverMedia = true
                    local.placement.isOverBackdrop = true
                } else if let name = Backdrop.projectView(overlaid) {
                    var backdrop = Enclosure(kind: .layerBehind, name: name, line: line)
                    backdrop.placementInside = local.placement
                    local.enclosures.append(backdrop)
                }
            }
        default:
            break
        }
        return .proceed
    }

    mutating func branch(of ifExpression: IfExprSyntax, through child: Syntax) {
        let inBody = ifExpression.body.id == child.id
        guard inBody || ifExpression.elseBody?.id == child.id else { return }
        let availability = inBody
            ? AvailabilityReading.branch(ofBodyOf: ifExpression)
            : AvailabilityReading.branch(ofElseOf: ifExpression)
        local.placement.availability = local.placement.availability.inside(availability)
        guard ifExpression.conditions.count == 1, let condition = ifExpression.conditions.first,
              case .expression(let expression) = condition.condition,
              let parameter = ParameterCondition(reading: expression)
        else { return }
        local.conditions.append(inBody ? parameter : parameter.negated)
    }

    /// Views built beside the node, up to what makes its cell; a `Spacer` is no neighbour.
    mutating func neighbours(in statements: CodeBlockItemListSyntax) {
        guard local.placement.layer == .unknown, !local.placement.isRepeated, !local.placement.sharesItsCell else { return }
        // One statement has neighbours only when it is a `Group` of several.
        if statements.count == 1, statements.first?.item.as(FunctionCallExprSyntax.self).flatMap(CallNames.name(ofCall:)) != "Group" {
            return
        }
        // A shape laid first in a `ZStack` is the backdrop of the layers over it (a button's
        // glass face under its title), not a view beside them.
        if let first = statements.first, first.isAncestorOrSelf(of: node), let expression = first.item.givenExpression,
           let base = ModifierChain(expression).base, Backdrop.isShape(base),
           let closure = statements.parent?.as(ClosureExprSyntax.self), CallNames.call(passing: closure).flatMap(CallNames.name(ofCall:)) == "ZStack" {
            return
        }
        let views = ViewBuilderContent.of(statements).filter { node in
            if case .view(let chain) = node { return chain.baseName != "Spacer" }
            return true
        }
        if views.count > 1 { local.placement.sharesItsCell = true }
    }

    /// `#if os(tvOS)`, or `#if os(iOS) || os(macOS)`: the platforms it keeps.
    mutating func platform(of clause: IfConfigClauseSyntax) {
        if let condition = clause.condition {
            if let platforms = Self.platforms(of: condition) { keep(Set(platforms)) }
            return
        }
        // `#else` after `#if os(macOS)`: every other platform, when the clauses before it name platforms only.
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return }
        var named: Set<String> = []
        for earlier in clauses where earlier.id != clause.id {
            guard let condition = earlier.condition, let platforms = Self.platforms(of: condition) else { return }
            named.formUnion(platforms)
        }
        let others = ApplePlatform.allCases.map(\.rawValue).filter { !named.contains($0) && $0 != ApplePlatform.macCatalyst.rawValue }
        if !named.isEmpty { keep(Set(others)) }
    }

    /// A `#if` around what the walk has passed keeps these platforms too.
    private mutating func keep(_ platforms: Set<String>) {
        local.placement.platformConditions = Placement.narrowing(local.placement.platformConditions, by: platforms)
    }

    private static func platforms(of condition: ExprSyntax) -> [String]? {
        if let call = condition.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: call) == "os",
           let platform = call.arguments.first?.expression.trimmedText {
            return [platform]
        }
        // `a || b`, as the parser leaves it before folding operators.
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return nil }
        var kept: [String] = []
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else { return nil }
            } else {
                guard let found = platforms(of: element) else { return nil }
                kept += found
            }
        }
        return kept
    }

    private mutating func setContent(_ kind: Placement.ContentKind) {
        guard local.placement.layer == .unknown else { return }
        local.placement.layer = .content(kind)
        local.placement.isRepeated = false
    }

    private mutating func setFloating(_ kind: Placement.FloatingKind) {
        if !local.placement.isFloating { local.placement.layer = .floating(kind) }
    }

    private mutating func addAncestor(_ ancestor: GlassAncestor) {
        // Glass further out than an opaque backdrop is hidden behind it.
        if !local.placement.isOverBackdrop, local.placement.glassAncestors.count < Placement.maximumAncestors {
            local.placement.glassAncestors.append(ancestor)
        }
    }

    /// The label of the argument or trailing closure of `call` that holds `node`
    /// (`nil` for the first trailing closure and unlabelled arguments).
    /// `NavigationLink(destination: …)`, or the trailing closure of `NavigationLink { … } label: { … }`
    /// or of `NavigationLink("Details") { … }` (a title, then the destination).
    static func isDestination(_ node: Syntax, of call: FunctionCallExprSyntax, label: String?) -> Bool {
        if label == "destination" { return true }
        guard let trailing = call.trailingClosure, trailing.isAncestorOrSelf(of: node) else { return false }
        return call.additionalTrailingClosures.contains { $0.label.text == "label" }
            || (call.arguments.first.map { $0.label == nil } ?? false)
    }

    /// `settingsCard(title:) { … }` or `self.settingsCard(…)`: a function of the view's own
    /// type, which the index explains where the type declares it.
    static func callsOwnFunction(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// A project view the node is passed to in `slot`, explained by the index where it is
    /// declared; what is around the node inside it is kept for a representable.
    private mutating func addContainer(_ call: FunctionCallExprSyntax, named name: String, slot: String?) {
        var container = Enclosure(kind: .container(slot: slot), name: name, line: reader.line(call.positionAfterSkippingLeadingTrivia))
        container.placementInside = local.placement
        local.enclosures.append(container)
    }

    /// The lazy stack a `Section` belongs to, when it is not in a list or a form.
    static func lazyStack(around section: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        for ancestor in section.ancestors {
            if ancestor.isProtocol(DeclGroupSyntax.self) { return nil }
            guard let call = ancestor.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call) else { continue }
            if ["List", "Form"].contains(name) { return nil }
            if PlacementVocabulary.lazyStacks.contains(name) { return call }
        }
        return nil
    }

    static func label(of node: Syntax, in call: FunctionCallExprSyntax) -> String? {
        if let argument = call.arguments.first(where: { $0.isAncestorOrSelf(of: node) }) {
            return argument.label?.text
        }
        return call.additionalTrailingClosures.first { $0.isAncestorOrSelf(of: node) }?.label.text
    }

    /// A toolbar item without the bar's shared glass: detached with
    /// `.sharedBackgroundVisibility(.hidden)`, or in the title area (`.principal`).
    /// `.position(…)`, or an `.offset` of 40 points or more: the view is drawn elsewhere
    /// than where it is laid out.
    static func displaces(_ modifier: Modifier) -> Bool {
        if modifier.name == "position" { return true }
        guard modifier.name == "offset" else { return false }
        return modifier.call.arguments.contains { argument in
            SyntaxQueries.signedNumber(argument.expression).map { abs($0) >= 40 } ?? false
        }
    }

    static func hidesSharedBackground(_ item: FunctionCallExprSyntax) -> Bool {
        if item.arguments.contains(where: { $0.label?.text == "placement" && $0.expression.trimmedText == ".principal" }) {
            return true
        }
        // `isCustom ? .hidden : .automatic`: the project manages the shared background itself
        // (its own glass goes with the hidden one); the engine cannot tell which is shown.
        return ModifierChain.enclosing(item)?.modifiers(named: "sharedBackgroundVisibility").contains { modifier in
            guard let argument = modifier.firstUnlabeledArgument else { return false }
            return argument.trimmedText == ".hidden"
                || Ternary(argument) != nil && argument.trimmedText.contains(".hidden")
        } ?? false
    }

    /// A `ZStack` child drawn above an earlier child that scrolls.
    static func isLayeredOverScrolling(_ node: Syntax, in zstack: FunctionCallExprSyntax) -> Bool {
        guard let closure = CallNames.contentClosure(of: zstack) else { return false }
        for item in closure.statements {
            if item.isAncestorOrSelf(of: node) { return false }
            guard var expression = item.item.as(ExprSyntax.self) else { continue }
            // `Map(…) #if os(macOS) .frame(…) #endif`: the view under its platform's modifiers.
            while let conditional = expression.as(PostfixIfConfigExprSyntax.self), let base = conditional.base { expression = base }
            if let base = ModifierChain(expression).baseName, PlacementVocabulary.scrollingViews.contains(base) {
                return true
            }
        }
        return false
    }
}
