import SwiftSyntax

/// A member that builds views: `var body: some View { … }`, `func header() -> some View`,
/// `@ViewBuilder var rows: …`, `var items: some ToolbarContent`.
struct ViewMember {
    let name: String
    /// The code of its body.
    let code: Syntax
    /// Whether it returns views (or toolbar content) rather than anything else.
    let isView: Bool
    /// Whether it returns toolbar content (`some ToolbarContent`, `@ToolbarContentBuilder`).
    let isToolbarContent: Bool

    init?(_ decl: DeclSyntax) {
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            name = function.name.text
            code = Syntax(body)
            isView = Self.isView(type: function.signature.returnClause?.type.trimmedText, attributes: function.attributes)
            isToolbarContent = Self.isToolbarContent(type: function.signature.returnClause?.type.trimmedText, attributes: function.attributes)
        } else if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessor = binding.accessorBlock {
            self.name = name
            code = Syntax(accessor)
            isView = Self.isView(type: binding.typeAnnotation?.type.trimmedText, attributes: variable.attributes)
            isToolbarContent = Self.isToolbarContent(type: binding.typeAnnotation?.type.trimmedText, attributes: variable.attributes)
        } else {
            return nil
        }
    }

    /// The member `name` of the type declared by `type`, if it builds views: in that
    /// declaration, or in another of the same type in the file (`private extension Row`).
    static func named(_ name: String, in type: DeclGroupSyntax?) -> ViewMember? {
        guard let type else { return nil }
        if let member = member(name, of: type) { return member }
        guard let typeName = TypeNames.name(of: type), let file = type.root.as(SourceFileSyntax.self) else { return nil }
        return file.statements.lazy.compactMap { $0.item.asProtocol(DeclGroupSyntax.self) }
            .filter { $0.id != type.id && TypeNames.name(of: $0) == typeName }
            .compactMap { member(name, of: $0) }.first
    }

    private static func member(_ name: String, of type: some DeclGroupSyntax) -> ViewMember? {
        type.memberBlock.members.lazy.compactMap { ViewMember($0.decl) }.first { $0.name == name }
    }

    /// The places the type's own declaration names its member `name`, but for those inside
    /// `declaration` (the member itself).
    static func references(to name: String, in type: some DeclGroupSyntax, outside declaration: Syntax? = nil) -> [DeclReferenceExprSyntax] {
        type.memberBlock.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  !(declaration?.isAncestorOrSelf(of: Syntax(token)) ?? false)
            else { return nil }
            return reference
        }
    }

    /// The statements of its body or getter.
    var statements: CodeBlockItemListSyntax {
        if let body = code.as(CodeBlockSyntax.self) { return body.statements }
        guard let accessors = code.as(AccessorBlockSyntax.self) else { return [] }
        if case .getter(let statements) = accessors.accessors { return statements }
        guard case .accessors(let list) = accessors.accessors else { return [] }
        return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements ?? []
    }

    private static func isToolbarContent(type: String?, attributes: AttributeListSyntax) -> Bool {
        if let type, type.hasSuffix("ToolbarContent") { return true }
        return attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "ToolbarContentBuilder" }
    }

    /// An app's `body` (`some Scene`) shows its windows' root views: a container around
    /// one there groups all the window shows.
    private static func isView(type: String?, attributes: AttributeListSyntax) -> Bool {
        if let type, type.hasSuffix("View") || type.hasSuffix("ToolbarContent") || type == "some Scene" { return true }
        return attributes.contains { attribute in
            let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedText ?? ""
            return name == "ViewBuilder" || name == "ToolbarContentBuilder"
        }
    }
}
