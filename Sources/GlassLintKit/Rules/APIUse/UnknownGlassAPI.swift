import SwiftSyntax

/// Spellings of Liquid Glass API that do not exist in any released SDK, mostly from
/// early betas and from guides that copied them.
public struct UnknownGlassAPI: Rule {
    public static let description = RuleDescription(
        id: "unknown-glass-api",
        title: "Nonexistent or misspelled glass API",
        severity: .error,
        rationale: """
            Many guides show API that never shipped or is spelled differently in the SDK: \
            `glassEffect(_:in:isEnabled:)` (early beta only), `Glass.prominent` and other \
            variants (there are only `.regular`, `.clear` and `.identity`), \
            `.searchToolbarBehavior(.minimized)` (it is `.minimize`), \
            `glassEffectUnion(id:in:)` (its label is `namespace:`), and \
            `.containerConcentric` (UIKit only; SwiftUI has `ConcentricRectangle`). AI reviewers \
            add their own: `.searchToolbarBehavior(.minimizable)`, `navigationZoomTransition`, \
            `navigationTransitionSource` and `navigationTransitionDestination` (the zoom transition is \
            `.matchedTransitionSource(id:in:)` with `.navigationTransition(.zoom(sourceID:in:))`), \
            `.rect(cornerRadius:style: .concentric)` (corner styles are `.circular` and `.continuous`; \
            concentric corners are `.rect(corners: .concentric)` or `ConcentricRectangle()`), and \
            `Spacer(.fixed)` among toolbar items (it is `ToolbarSpacer(.fixed)`). Such code does not \
            compile. Two more are reported by the rules that know where they are: `glassBackgroundEffect` \
            in an iOS or macOS build by `api-platform` (it is visionOS's; elsewhere use `glassEffect`), \
            and `.glassEffect().tint(…)` by `glass-modifier-order` (the tint goes inside the glass: \
            `.glassEffect(.regular.tint(…))`). A name the project declares itself is the project's and \
            is left alone.
            """,
        source: "The iOS 26.0 and 26.2 SDK interfaces (SwiftUI, SwiftUICore); APITable.inventions gives each spelling's source",
        triggers: [
            "glassEffect", "Glass", "glassProminent", "searchToolbarBehavior", "containerConcentric", "tabBarMinimizeBehavior",
            "scrollEdgeEffectStyle", "buttonSizing", "navigationZoomTransition", "navigationTransitionSource",
            "navigationTransitionDestination", "style: .concentric", "Spacer(.",
        ],
        triggeringExamples: [
            RuleExample(#"Text("Hi").padding().glassEffect(.↓prominent)"#),
            RuleExample(#"Text("Hi").padding().glassEffect(.regular, in: .capsule, ↓isEnabled: showsGlass)"#),
            RuleExample(#"List(items) { Text($0.name) }.searchable(text: $query).searchToolbarBehavior(.↓minimized)"#),
            RuleExample(#"badge.glassEffectUnion(id: "tools", ↓in: namespace)"#),
            RuleExample(#"card.glassEffect(.regular, in: .rect(corner: .↓containerConcentric))"#),
            RuleExample(#"Button("Go") { go() }.buttonStyle(.↓glassProminent(.clear))"#),
            RuleExample(#"let style = Glass.↓thick"#),
            RuleExample(#"tabs.tabBarMinimizeBehavior(.↓onScroll)"#),
            RuleExample(#"List(items) { Text($0.name) }.searchable(text: $query).searchToolbarBehavior(.↓minimizable)"#),
            RuleExample("PhotoDetail(photo: photo).↓navigationZoomTransition(sourceID: photo.id, in: namespace)"),
            RuleExample("Thumbnail(photo: photo).↓navigationTransitionSource(id: photo.id, namespace: namespace)"),
            RuleExample("card.glassEffect(.regular, in: .rect(cornerRadius: 20, style: .↓concentric))"),
            RuleExample("""
                .toolbar {
                    ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") { share() } }
                    ↓Spacer(.fixed)
                    ToolbarItem { Button("Edit") { edit() } }
                }
                """),
            RuleExample("""
                @ToolbarContentBuilder
                var editingItems: some ToolbarContent {
                    ToolbarItem { Button("Undo") { undo() } }
                    ↓Spacer(.flexible)
                    ToolbarItem { Button("Done") { done() } }
                }
                """),
            RuleExample("""
                ScrollView { content }
                    .scrollEdgeEffectStyle(.ⓦnone, for: .top)
                """, note: "the style is optional: .none is nil, which builds and brings the default effect back, not a hidden one"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                Text("12")
                    .padding(.horizontal, 10)
                    .backport.glassEffect(.regular, in: Capsule(), orFill: .ultraThinMaterial)
                """, note: "a method of the project's own namespace, not SwiftUI's glassEffect"),
            RuleExample(#"Text("Hi").padding().glassEffect(.regular.tint(.blue).interactive(), in: .capsule)"#),
            RuleExample(#"Text("Hi").padding().glassEffect(showsGlass ? .regular : .identity, in: .capsule)"#),
            RuleExample(#"List(items) { Text($0.name) }.searchable(text: $query).searchToolbarBehavior(.minimize)"#),
            RuleExample(#"badge.glassEffectUnion(id: "tools", namespace: namespace)"#),
            RuleExample(#"tabs.tabBarMinimizeBehavior(.onScrollDown)"#, note: "a member the API table lists"),
            RuleExample(#"card.glassEffect(.regular, in: ConcentricRectangle())"#),
            RuleExample(#"button.configuration?.background.cornerRadius = UICornerRadius.containerConcentric(minimum: 8)"#,
                        note: "UIKit has containerConcentric(minimum:)"),
            RuleExample("""
                extension Glass {
                    static var prominent: Glass { .regular.tint(.accentColor) }
                }
                let style = Glass.prominent
                """, note: "a member the project declares itself"),
            RuleExample("PhotoDetail(photo: photo).navigationTransition(.zoom(sourceID: photo.id, in: namespace))"),
            RuleExample("""
                extension View {
                    func navigationZoomTransition(sourceID: some Hashable, in namespace: Namespace.ID) -> some View {
                        navigationTransition(.zoom(sourceID: sourceID, in: namespace))
                    }
                }
                PhotoDetail(photo: photo).navigationZoomTransition(sourceID: photo.id, in: namespace)
                """, note: "a modifier the project declares itself"),
            RuleExample("""
                extension Button {
                    func glassEffect(size: CGSize) -> some View {
                        background { Color.clear.frame(width: size.width, height: size.height).glassEffect() }
                    }
                }

                let send = Button("Send") { send() }.glassEffect(size: CGSize(width: 40, height: 40))
                """, note: "a glassEffect(size:) the project declares on Button"),
            RuleExample("card.glassEffect(.regular, in: .rect(cornerRadius: 20, style: .continuous))"),
            RuleExample("card.glassEffect(.regular, in: .rect(corners: .concentric))"),
            RuleExample("""
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        HStack { Text("3 items"); Spacer() }
                    }
                    ToolbarSpacer(.fixed)
                }
                """, note: "Spacer() inside an item lays out the item's view; the toolbar's spacer is ToolbarSpacer"),
            RuleExample("""
                extension Spacer {
                    init(_ sizing: SpacerSizing) { self.init(minLength: sizing == .fixed ? 8 : nil) }
                }
                let items = ToolbarItemGroup { Spacer(.fixed) }
                """, note: "an initializer the project declares itself"),
        ],
        corrections: [
            RuleCorrection(#"List(items) { Text($0.name) }.searchToolbarBehavior(.minimized)"#,
                           #"List(items) { Text($0.name) }.searchToolbarBehavior(.minimize)"#),
            RuleCorrection(#"Text("Hi").padding().glassEffect(.regular, in: .capsule, isEnabled: showsGlass)"#,
                           #"Text("Hi").padding().glassEffect(showsGlass ? .regular : .identity, in: .capsule)"#),
            RuleCorrection(#"Text("Hi").padding().glassEffect(isEnabled: on)"#,
                           #"Text("Hi").padding().glassEffect(on ? .regular : .identity)"#),
            RuleCorrection(#"Text("Hi").glassEffect(.clear, isEnabled: isOn ? showsGlass : false)"#,
                           #"Text("Hi").glassEffect((isOn ? showsGlass : false) ? .clear : .identity)"#),
            RuleCorrection(#"Text("Hi").padding().glassEffect(in: .capsule, isEnabled: on)"#,
                           #"Text("Hi").padding().glassEffect(on ? .regular : .identity, in: .capsule)"#),
            RuleCorrection("""
                Text("Hi").glassEffect(
                    .regular.tint(.blue), // brand colour
                    in: .rect(cornerRadius: 12),
                    isEnabled: isOn
                )
                """, """
                Text("Hi").glassEffect(
                    isOn ? .regular.tint(.blue) : .identity, // brand colour
                    in: .rect(cornerRadius: 12)
                )
                """),
            RuleCorrection("""
                Text("Hi").glassEffect(
                    .regular,
                    in: .capsule, // a pill
                    isEnabled: isOn
                )
                """, """
                Text("Hi").glassEffect(
                    isOn ? .regular : .identity,
                    in: .capsule // a pill
                )
                """),
            RuleCorrection(#"List(items) { Text($0.name) }.searchToolbarBehavior(.minimizable)"#,
                           #"List(items) { Text($0.name) }.searchToolbarBehavior(.minimize)"#),
            RuleCorrection("""
                .toolbar {
                    ToolbarItem { Button("Share") { share() } }
                    Spacer(.fixed)
                    ToolbarItem { Button("Edit") { edit() } }
                }
                """, """
                .toolbar {
                    ToolbarItem { Button("Share") { share() } }
                    ToolbarSpacer(.fixed)
                    ToolbarItem { Button("Edit") { edit() } }
                }
                """),
            RuleCorrection(#"badge.glassEffectUnion(id: "tools", in: namespace)"#,
                           #"badge.glassEffectUnion(id: "tools", namespace: namespace)"#),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let finder = Finder(file: file)
        for call in file.inventory.calls { finder.read(call) }
        for member in file.inventory.memberAccesses { finder.read(member) }
        return finder.violations
    }

    private final class Finder {
        let file: SyntaxFile
        var violations: [Violation] = []

        init(file: SyntaxFile) {
            self.file = file
        }

        func read(_ node: FunctionCallExprSyntax) {
            checkCornerStyle(node)
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else {
                checkSpacer(node)
                return
            }
            let modifier = Modifier(call: node, nameToken: member.declName.baseName, period: member.period)
            switch modifier.name {
            // Through a namespace property (`.backport.glassEffect(…)`), the method is the project's own.
            case "glassEffect" where !modifier.isOnNamespace: checkGlassEffect(modifier)
            case "buttonStyle": checkButtonStyle(modifier)
            case "glassEffectUnion": checkUnion(modifier)
            case "glassProminent" where member.base == nil:
                report(member.declName.baseName, "GlassProminentButtonStyle takes no Glass", fix: "use .glassProminent")
            default:
                if let invention = APITable.invention(.modifier(modifier.name)) {
                    report(modifier.nameToken, "\(modifier.name) is not a SwiftUI modifier", fix: "use \(invention.real)",
                           voidIf: ["View.\(modifier.name)"])
                } else {
                    checkClosedMember(modifier)
                }
            }
        }

        /// `.rect(cornerRadius: 12, style: .concentric)`: `RoundedCornerStyle` has no
        /// concentric style; concentric corners are `Edge.Corner.Style`'s.
        private func checkCornerStyle(_ call: FunctionCallExprSyntax) {
            guard let name = CallNames.name(ofCall: call), Self.cornerStyleTakers.contains(name),
                  let style = call.arguments.first(where: { $0.label?.text == "style" })?.expression.as(MemberAccessExprSyntax.self),
                  style.base == nil || style.base?.trimmedText == "RoundedCornerStyle",
                  let invention = APITable.invention(.member(style.declName.baseName.text, of: "RoundedCornerStyle"))
            else { return }
            report(style.declName.baseName, "RoundedCornerStyle has no .\(invention.name)", fix: "use \(invention.real)",
                   voidIf: ["RoundedCornerStyle.\(invention.name)"])
        }

        private static let cornerStyleTakers: Set<String> = ["rect", "RoundedRectangle", "roundedRectangle"]

        /// `Spacer(.fixed)` among toolbar items: the toolbar's spacer is `ToolbarSpacer`.
        private func checkSpacer(_ call: FunctionCallExprSyntax) {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "Spacer",
                  let sizing = call.arguments.first(where: { $0.label == nil })?.expression.as(MemberAccessExprSyntax.self),
                  sizing.base == nil || sizing.base?.trimmedText == "SpacerSizing",
                  APITable.members(of: "SpacerSizing").contains(sizing.declName.baseName.text),
                  let invention = APITable.invention(.initializer(of: "Spacer", argumentType: "SpacerSizing")),
                  ToolbarContentPosition.isToolbarContent(call)
            else { return }
            let name = callee.baseName
            report(name, "Spacer takes no SpacerSizing; the toolbar's spacer is ToolbarSpacer", fix: "use \(invention.real)",
                   edits: [TextEdit(start: name.positionAfterSkippingLeadingTrivia.utf8Offset,
                                    end: name.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "ToolbarSpacer")],
                   voidIf: ["Spacer.init"])
        }

        func read(_ node: MemberAccessExprSyntax) {
            let name = node.declName.baseName
            let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            if name.text == "containerConcentric", !isCalled {
                report(name, "containerConcentric is UIKit only", fix: "use ConcentricRectangle() or .rect(corners: .concentric)")
            }
            if name.text == "matchedGeometry", isCalled,
               node.parent?.as(FunctionCallExprSyntax.self)?.arguments.isEmpty == false {
                report(name, "GlassEffectTransition.matchedGeometry takes no arguments", fix: "use .matchedGeometry",
                       voidIf: ["GlassEffectTransition.matchedGeometry"])
            }
            if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Glass",
               !APITable.members(of: "Glass").contains(name.text), name.text != "init", name.text != "self" {
                report(name, "Glass has no member '\(name.text)'", fix: "use .regular, .clear or .identity",
                       voidIf: ["Glass", "Glass.\(name.text)"])
            }
        }

        private func checkGlassEffect(_ modifier: Modifier) {
            checkVariant(GlassValue(modifier.firstUnlabeledArgument), explicitBase: modifier.firstUnlabeledArgument)
            for argument in modifier.arguments {
                guard let label = argument.label, label.text != "in" else { continue }
                // A project's own `glassEffect(size:)` takes the label.
                let own = [ProjectDeclarations.labelKey("glassEffect", label.text)]
                if label.text == "isEnabled" {
                    report(label, "glassEffect has no isEnabled: parameter", fix: "switch to .identity: flag ? glass : .identity",
                           edits: isEnabledEdit(modifier, flag: argument.expression), voidIf: own)
                } else {
                    report(label, "glassEffect has no \(label.text): parameter", fix: "use glassEffect(_:in:)", voidIf: own)
                }
            }
        }

        private func checkButtonStyle(_ modifier: Modifier) {
            guard let application = GlassApplication(modifier), application.kind == .buttonStyle,
                  let call = modifier.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self)
            else { return }
            checkVariant(application.glass, explicitBase: call.arguments.first?.expression)
        }

        /// `Glass.thick` is reported by the member visitor; only the implicit `.thick` here.
        private func checkVariant(_ glass: GlassValue, explicitBase: ExprSyntax?) {
            guard case .unknown(let name) = glass.variant, let token = glass.variantToken,
                  token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.text != "Glass"
            else { return }
            report(token, "Glass has no variant '\(name)'", fix: "use .regular, .clear or .identity", voidIf: ["Glass", "Glass.\(name)"])
        }

        private func checkUnion(_ modifier: Modifier) {
            guard let label = modifier.arguments.first(where: { $0.label?.text == "in" })?.label else { return }
            report(label, "glassEffectUnion's label is namespace:, not in:", fix: "write namespace:",
                   edits: [TextEdit(start: label.positionAfterSkippingLeadingTrivia.utf8Offset,
                                    end: label.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "namespace")])
        }

        /// `.tabBarMinimizeBehavior(.onScroll)`: an implicit member that a type whose every
        /// member the API table lists does not have.
        private func checkClosedMember(_ modifier: Modifier) {
            guard let type = APITable.argumentTypes[modifier.name]?["_"], APITable.closedTypes.contains(type),
                  let value = modifier.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self), value.base == nil else { return }
            let name = value.declName.baseName
            let members = APITable.members(of: type)
            guard !members.contains(name.text) else { return }
            // `scrollEdgeEffectStyle(.none, for: .top)` builds: the style is optional, and
            // `.none` is nil, the default style back, not a hidden edge effect.
            if name.text == "none", Self.optionalStyleModifiers.contains(modifier.name) {
                report(name, "\(type)? .none is nil: the edge keeps its default effect, it is not hidden",
                       fix: "to hide it, write scrollEdgeEffectHidden(true, for: …); to keep the default, remove the modifier",
                       severity: .warning)
                return
            }
            if let invention = APITable.invention(.member(name.text, of: type)) {
                report(name, "\(type) has \(invention.real), not .\(name.text)", fix: "write \(invention.real)",
                       edits: [TextEdit(start: name.positionAfterSkippingLeadingTrivia.utf8Offset,
                                        end: name.endPositionBeforeTrailingTrivia.utf8Offset,
                                        replacement: String(invention.real.dropFirst()))],
                       voidIf: ["\(type).\(name.text)"])
            } else {
                let choices = members.map { ".\($0)" }
                report(name, "\(type) has no '\(name.text)'",
                       fix: "use " + choices.dropLast().joined(separator: ", ") + " or " + choices.last!,
                       voidIf: ["\(type).\(name.text)"])
            }
        }

        /// `glassEffect(g, in: s, isEnabled: e)` becomes `glassEffect(e ? g : .identity, in: s)`:
        /// the glass argument is switched and the `isEnabled:` argument taken out, so the
        /// other arguments keep their layout and comments.
        private func isEnabledEdit(_ modifier: Modifier, flag: ExprSyntax) -> [TextEdit] {
            let arguments = Array(modifier.arguments)
            guard let index = arguments.firstIndex(where: { $0.label?.text == "isEnabled" }) else { return [] }
            let flagText = FixText.ternaryCondition(flag, in: file)
            if let glass = arguments.first, glass.label == nil {
                return [
                    TextEdit(start: glass.expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                             end: glass.expression.endPositionBeforeTrailingTrivia.utf8Offset,
                             replacement: "\(flagText) ? \(file.text(of: glass.expression)) : .identity"),
                ] + removal(of: index, in: arguments)
            }
            let switched = "\(flagText) ? .regular : .identity"
            let isEnabled = arguments[index]
            if index == 0 {
                return [TextEdit(start: isEnabled.positionAfterSkippingLeadingTrivia.utf8Offset,
                                 end: isEnabled.expression.endPositionBeforeTrailingTrivia.utf8Offset, replacement: switched)]
            }
            return [
                .insert(switched + ", ", at: arguments[0].positionAfterSkippingLeadingTrivia.utf8Offset),
            ] + removal(of: index, in: arguments)
        }

        /// Takes one argument out with the comma that separates it from its neighbour; a
        /// comment after that comma stays where it is.
        private func removal(of index: Int, in arguments: [LabeledExprSyntax]) -> [TextEdit] {
            let argument = arguments[index]
            let end = argument.expression.endPositionBeforeTrailingTrivia.utf8Offset
            if index + 1 < arguments.count {
                return [TextEdit(start: argument.positionAfterSkippingLeadingTrivia.utf8Offset,
                                 end: arguments[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "")]
            }
            let previous = arguments[index - 1]
            guard let comma = previous.trailingComma,
                  let commentEnd = comma.trailingTrivia.endOfLastComment(after: comma.endPositionBeforeTrailingTrivia)
            else {
                return [TextEdit(start: previous.expression.endPositionBeforeTrailingTrivia.utf8Offset, end: end, replacement: "")]
            }
            return [
                TextEdit(start: comma.positionAfterSkippingLeadingTrivia.utf8Offset,
                         end: comma.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""),
                TextEdit(start: commentEnd.utf8Offset, end: end, replacement: ""),
            ]
        }

        private func report(
            _ token: TokenSyntax, _ message: String, fix: String, edits: [TextEdit] = [], voidIf: [String] = [],
            severity: Severity? = nil
        ) {
            violations.append(Violation(at: token, message: message, fix: fix, edits: edits, severity: severity, voidIfProjectDeclares: voidIf))
        }

        /// Modifiers whose style is optional (`ScrollEdgeEffectStyle?`): `.none` is nil there.
        static let optionalStyleModifiers: Set<String> = ["scrollEdgeEffectStyle"]
    }
}
