import SwiftSyntax

/// Names of types and extensions as the index keys them.
enum TypeNames {
    /// `TripRow` for `struct TripRow`, `Glass` for `extension SwiftUI.Glass`, `Backport`
    /// for `extension Backport<Content>`.
    static func name(of group: some DeclGroupSyntax) -> String? {
        if let named = group.asProtocol(NamedDeclSyntax.self) {
            return named.name.text
        }
        guard let extensionDecl = group.as(ExtensionDeclSyntax.self) else { return nil }
        let type = extensionDecl.extendedType
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedText
    }

    static func isFilePrivate(_ group: some DeclGroupSyntax) -> Bool {
        group.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    /// The names a type or extension says it conforms to, without module prefixes.
    static func conformances(of group: some DeclGroupSyntax) -> Set<String> {
        Set((group.inheritanceClause?.inheritedTypes ?? []).map { inherited in
            inherited.type.trimmedText.split(separator: ".").last.map(String.init) ?? ""
        })
    }

    /// Whether a type says it is a `ButtonStyle` or `PrimitiveButtonStyle`.
    static func isButtonStyle(_ group: some DeclGroupSyntax) -> Bool {
        !conformances(of: group).isDisjoint(with: ["ButtonStyle", "PrimitiveButtonStyle"])
    }
}
