import SwiftSyntax

/// The declarations of a file that run only where other code names them: view types (a
/// struct that is a `View`, a `ViewModifier`, a style) and the members of extensions
/// (`extension View { func glassCard() … }`). Nothing shows a view type that no code
/// names, and nothing calls a helper that no code names; the system finds apps, widgets,
/// intents and protocol witnesses by themselves, so those are never listed.
struct NamedEntryPoints: Sendable {
    struct Declaration: Sendable {
        var name: String
        /// The whole declaration, as UTF-8 offsets.
        var range: Range<Int>
        /// Where its name is written: that token declares the name and does not use it.
        var nameOffset: Int
        /// `public` or `open`: a library's clients may use it from outside the project.
        var isPublic: Bool
    }

    /// In source order; an inner declaration comes after the one around it.
    let declarations: [Declaration]
    /// Where an extension names the type it extends (`extension Row where …`): that names
    /// the type without using it.
    let extendedNameOffsets: [Int]

    init(_ tree: SourceFileSyntax) {
        let collector = EntryPointCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        declarations = collector.declarations
        extendedNameOffsets = collector.extendedNameOffsets
    }

    /// The declarations around `offset`, outermost first.
    func around(_ offset: Int) -> [Declaration] {
        declarations.filter { $0.range.contains(offset) }
    }

    /// The protocols whose conformers are shown only by name: a `View` is created by the
    /// code that shows it, a style or modifier by the code that applies it.
    static func isShownByName(conformingTo protocols: Set<String>) -> Bool {
        protocols.contains { name in
            ["View", "ViewModifier", "ToolbarContent", "Shape"].contains(name) || name.hasSuffix("Style")
                || name.hasSuffix("Representable")
        }
    }
}

private final class EntryPointCollector: SyntaxVisitor {
    var declarations: [NamedEntryPoints.Declaration] = []
    var extendedNameOffsets: [Int] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node, name: node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node, name: node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { visitType(node, name: node.name) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let extended = node.extendedType.as(IdentifierTypeSyntax.self)?.name {
            extendedNameOffsets.append(extended.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        // A conformance added by an extension brings its witnesses (`body`, `makeBody`),
        // which the system calls without naming them. Members of other types than views and
        // styles (a router's `static func settings()`) show views as any other code does.
        guard node.inheritanceClause == nil else { return .skipChildren }
        guard Self.extendsAView(node.extendedType) else { return .visitChildren }
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), !Self.isCalledUnnamed(function.modifiers, function.attributes) {
                add(function.name, of: function, modifiers: function.modifiers)
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                      let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                      name.text != "body", !Self.isCalledUnnamed(variable.modifiers, variable.attributes) {
                add(name, of: variable, modifiers: variable.modifiers)
            }
        }
        return .visitChildren
    }

    // Code inside functions and properties declares nothing others could name.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func visitType(_ node: some DeclGroupSyntax, name: TokenSyntax) -> SyntaxVisitorContinueKind {
        let isEntryPoint = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" }
        if !isEntryPoint, NamedEntryPoints.isShownByName(conformingTo: TypeNames.conformances(of: node)) {
            add(name, of: node, modifiers: node.modifiers)
        }
        return .visitChildren
    }

    private func add(_ name: TokenSyntax, of node: some DeclSyntaxProtocol, modifiers: DeclModifierListSyntax) {
        declarations.append(.init(
            name: name.text, range: node.position.utf8Offset..<node.endPosition.utf8Offset,
            nameOffset: name.positionAfterSkippingLeadingTrivia.utf8Offset,
            isPublic: modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
        ))
    }

    /// `View`, `ButtonStyle`, `Text`, `ProfileView`: a type whose members build or style views.
    private static func extendsAView(_ type: TypeSyntax) -> Bool {
        let name = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text ?? ""
        return ["View", "Style", "Modifier", "Shape", "Content"].contains { name.hasSuffix($0) }
            || PlacementVocabulary.systemViews.contains(name)
    }

    /// An override or an `@objc` member is called by the runtime, by selector.
    private static func isCalledUnnamed(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            || attributes.contains { ["objc", "IBAction", "_dynamicReplacement"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedText ?? "") }
    }
}
