import SwiftSyntax

/// `glassEffectID` without the rest of what morphing needs: a shared container, a
/// `@Namespace`, and a state change inside an animation.
public struct MorphIncomplete: Rule {
    public static let description = RuleDescription(
        id: "morph-incomplete",
        title: "Incomplete morph",
        severity: .warning,
        rationale: """
            Glass shapes morph into one another only when three things hold: they share one \
            `GlassEffectContainer`, each has a `glassEffectID` in a `@Namespace`, and the \
            state change that inserts or removes them happens inside `withAnimation` (or an \
            `.animation(_:value:)` on that state). Missing any of them, the IDs do nothing \
            and the shapes pop in and out.
            """,
        source: "SwiftUI documentation of glassEffectID(_:in:); WWDC25 session 323",
        triggers: ["glassEffectID"],
        triggeringExamples: [
            RuleExample("""
                struct Actions: View {
                    @State private var isExpanded = false
                    @Namespace private var glass
                    var body: some View {
                        HStack {
                            Button("More") { isExpanded.toggle() }
                                .buttonStyle(.glass)
                                .↓glassEffectID("more", in: glass)
                            if isExpanded {
                                Button("Share") { share() }
                                    .buttonStyle(.glass)
                                    .glassEffectID("share", in: glass)
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Actions: View {
                    @State private var isExpanded = false
                    @Namespace private var glass
                    var body: some View {
                        GlassEffectContainer {
                            HStack {
                                Button("More") { isExpanded.toggle() }
                                    .buttonStyle(.glass)
                                    .glassEffectID("more", in: glass)
                                if isExpanded {
                                    Button("Share") { share() }
                                        .buttonStyle(.glass)
                                        .↓glassEffectID("share", in: glass)
                                }
                            }
                        }
                    }
                }
                """, note: "the state that inserts the view changes without an animation"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func optionalGlassID(_ id: String?, in namespace: Namespace.ID) -> some View {
                        if let id { glassEffectID(id, in: namespace) } else { self }
                    }
                }
                """, note: "a helper's morph is completed by its callers"),
            RuleExample("""
                struct Actions: View {
                    @State private var isExpanded = false
                    @Namespace private var glass
                    var body: some View {
                        GlassEffectContainer {
                            HStack {
                                Button("More") { withAnimation { isExpanded.toggle() } }
                                    .buttonStyle(.glass)
                                    .glassEffectID("more", in: glass)
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct ActionRow: View {
                    @Binding var isExpanded: Bool
                    var namespace: Namespace.ID
                    var body: some View {
                        if isExpanded {
                            Button("Less") { isExpanded.toggle() }
                                .buttonStyle(.glass)
                                .glassEffectID("less", in: namespace)
                        }
                    }
                }
                """, note: "container, namespace and animation can live in the parent"),
            RuleExample("""
                struct ExpandButton: View {
                    let action: () -> Void
                    var body: some View {
                        Button("More") { withAnimation(.bouncy) { action() } }
                    }
                }

                struct Actions: View {
                    @State private var isExpanded = false
                    @Namespace private var glass
                    var body: some View {
                        GlassEffectContainer {
                            HStack {
                                if isExpanded {
                                    Button("Share") { share() }
                                        .glassEffect(.regular.interactive())
                                        .glassEffectID("share", in: glass)
                                }
                                ExpandButton { isExpanded.toggle() }
                            }
                        }
                    }
                }
                """, note: "withAnimation at the call site of the closure that changes the state"),
            RuleExample("""
                struct Actions: View {
                    @State private var isExpanded = false
                    @Namespace private var glass
                    var body: some View {
                        GlassEffectContainer {
                            Button("More") { isExpanded.toggle() }
                                .glassEffect()
                                .glassEffectID("more", in: glass)
                        }
                        .animation(.bouncy, value: isExpanded)
                    }
                }
                """),
            RuleExample("""
                extension ConnectionDetail {
                    var connectControl: some View {
                        GlassEffectContainer {
                            HStack {
                                Button("Connect") { connect() }
                                    .buttonStyle(.glassProminent)
                                    .glassEffectID("connect", in: connectGlass)
                            }
                        }
                    }
                }
                """, note: "an extension holds no stored property: the namespace is declared with the type, in another file"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        var reportedTypes: Set<SyntaxIdentifier> = []
        var violations: [Violation] = []
        for chain in file.chains {
            // A helper's morph is completed where it is called: the container is the caller's.
            for modifier in chain.modifiers where modifier.name == "glassEffectID" && !HelperReference.isInDefinition(modifier.call) {
                guard let type = modifier.call.enclosingTypeDeclaration, !reportedTypes.contains(type.id) else { continue }
                let missing = missingParts(for: modifier, in: type, file: file)
                guard !missing.isEmpty else { continue }
                reportedTypes.insert(type.id)
                violations.append(Violation(
                    at: modifier.nameToken, through: modifier.call,
                    message: "glassEffectID without \(missing.joined(separator: " or ")): no morph",
                    fix: "add " + missing.joined(separator: " and ")
                ))
            }
        }
        return violations
    }

    /// What this type lacks, judged only where the type itself owns the part: a view that
    /// receives its namespace or its state from a parent leaves those to the parent.
    private func missingParts(for modifier: Modifier, in type: DeclGroupSyntax, file: SyntaxFile) -> [String] {
        let typeText = Set(type.tokens(viewMode: .sourceAccurate).map(\.text))
        let wrappers = SyntaxQueries.propertyWrappers(of: type)
        let external: Set<String> = ["Binding", "Bindable", "ObservedObject", "Environment", "EnvironmentObject"]
        let hasExternalState = wrappers.values.contains { !external.isDisjoint(with: $0) }
        let ownsNamespace = wrappers.values.contains { $0.contains("Namespace") }
        var missing: [String] = []
        if !hasExternalState, !Self.isInContainer(modifier, in: file),
           !file.tree.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "GlassEffectContainer" }) {
            missing.append("a GlassEffectContainer")
        }
        // An extension holds no stored property: its namespace is declared with the type.
        if !ownsNamespace, !typeText.contains("Namespace"), !type.is(ExtensionDeclSyntax.self) {
            missing.append("a @Namespace")
        }
        let state = insertingState(of: modifier, in: type).filter { wrappers[$0]?.contains("State") == true }
        let animates = typeText.contains("withAnimation") || typeText.contains("animation") || typeText.contains("transaction")
            || TypeNames.name(of: type).map(file.index.animates(type:)) == true
            || Self.changesAnimatedByChildren(state, in: type, file: file)
        if !animates, !state.isEmpty {
            missing.append("withAnimation")
        }
        return missing
    }

    /// A container around the view here, or around every place the view is shown.
    static func isInContainer(_ modifier: Modifier, in file: SyntaxFile) -> Bool {
        let chain = ModifierChain.enclosing(modifier.call)?.expression ?? ExprSyntax(modifier.call)
        return file.placements(of: chain).allSatisfy(\.isGrouped)
    }

    /// The state changes in closures handed to a custom view that runs its actions inside
    /// `withAnimation` (`ExpandButton { isExpanded.toggle() }`): animated at the call site.
    static func changesAnimatedByChildren(_ state: Set<String>, in type: DeclGroupSyntax, file: SyntaxFile) -> Bool {
        guard !state.isEmpty else { return false }
        let calls = CallCollector(named: nil)
        calls.walk(type)
        return calls.found.contains { call in
            guard let name = CallNames.name(ofCall: call), name.first?.isUppercase == true,
                  file.index.animatesActions(ofView: name, from: file.path)
            else { return false }
            let closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
                + [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
            return closures.contains { !state.isDisjoint(with: SyntaxQueries.rootIdentifiers(of: $0)) }
        }
    }

    /// The properties read by the `if` conditions that insert or remove the view.
    private func insertingState(of modifier: Modifier, in type: DeclGroupSyntax) -> Set<String> {
        var names: Set<String> = []
        for ancestor in modifier.call.ancestors {
            if ancestor.id == type.id { break }
            if let ifExpression = ancestor.as(IfExprSyntax.self) {
                names.formUnion(SyntaxQueries.rootIdentifiers(of: ifExpression.conditions))
            }
        }
        return names
    }
}
