import SwiftSyntax

/// Names a project declares that could shadow Apple's: its own types (`struct Glass`,
/// `GlassButtonStyle`) and static members added to types (`Glass.prominent`). A finding
/// about an unknown API is void when the project declares the name itself.
enum ProjectDeclarations {
    static func names(in tree: SourceFileSyntax) -> Set<String> {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }

    /// The key of a function that takes an argument labelled `label`, on any type:
    /// `glassEffect(size:`.
    static func labelKey(_ function: String, _ label: String) -> String {
        "\(function)(\(label):"
    }

    /// The name declared by a wrapper property, `var backport: Backported<Self>`: a
    /// property whose type is generic over the value it is read on. Every call made on it
    /// (`.backport.glassEffect()`) is a call of the project's wrapper type, not of SwiftUI.
    static func wrapperKey(_ property: String) -> String {
        "\(property)<Self>"
    }

    /// Whether `type` wraps the value a property is read on: `Backported<Self>`, but not
    /// SwiftUI's own `ModifiedContent<Self, …>`.
    static func isWrapper(_ type: TypeSyntax) -> Bool {
        guard let named = type.as(IdentifierTypeSyntax.self), named.name.text != "ModifiedContent",
              let arguments = named.genericArgumentClause?.arguments else { return false }
        return arguments.contains { $0.argument.trimmedText == "Self" }
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, in: node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, in: node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, in: node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, in: node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, in: node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        collectMembers(of: node, typeName: node.extendedType.trimmedText)
        return .visitChildren
    }

    // Members are read from their type; what a body declares is local to it and shadows
    // nothing the rest of the project calls.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func declare(_ name: TokenSyntax, in node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        names.insert(name.text)
        collectMembers(of: node, typeName: name.text)
        return .visitChildren
    }

    private func declare(_ name: TokenSyntax, in node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(name.text)
        return .skipChildren
    }

    private func collectMembers(of group: some DeclGroupSyntax, typeName: String) {
        for member in group.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert("\(typeName).\(name)")
                        if let type = binding.typeAnnotation?.type, ProjectDeclarations.isWrapper(type) {
                            names.insert(ProjectDeclarations.wrapperKey(name))
                        }
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                names.insert("\(typeName).\(function.name.text)")
                // `glassEffect(size:)` on any type: a call with that label may be the project's.
                for parameter in function.signature.parameterClause.parameters where parameter.firstName.tokenKind != .wildcard {
                    names.insert(ProjectDeclarations.labelKey(function.name.text, parameter.firstName.text))
                }
            } else if member.decl.is(InitializerDeclSyntax.self) {
                names.insert("\(typeName).init")
            } else if let enumCase = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements { names.insert("\(typeName).\(element.name.text)") }
            }
        }
    }
}
