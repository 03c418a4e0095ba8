import SwiftSyntax

/// Names one declaration that builds views: a type's `body`, or a member of a type
/// (`TripMapView.mapControls`, `View.floatingSurface`). Types private to a file are told
/// apart by the file, since two files may each declare a `private struct Row`.
public struct DeclarationKey: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public let type: String
    /// `nil` for the type's `body`.
    public let member: String?
    /// Set for a type private to one file.
    public let file: String?

    public init(type: String, member: String?, file: String?) {
        self.type = type
        self.member = member == "body" ? nil : member
        self.file = file
    }

    /// The key of the type's `body`.
    public var typeKey: DeclarationKey { DeclarationKey(type: type, member: nil, file: file) }

    public var description: String { member.map { "\(type).\($0)" } ?? type }

    public static func < (lhs: DeclarationKey, rhs: DeclarationKey) -> Bool {
        (lhs.type, lhs.member ?? "", lhs.file ?? "") < (rhs.type, rhs.member ?? "", rhs.file ?? "")
    }

    /// The declaration a node belongs to: the member of the nearest type or extension
    /// that holds it. `nil` for code outside any type.
    static func enclosing(_ node: some SyntaxProtocol, path: String) -> DeclarationKey? {
        var member: String?
        for ancestor in node.ancestors {
            if member == nil, ancestor.parent?.is(MemberBlockItemSyntax.self) == true {
                member = memberName(of: ancestor)
            }
            if let group = ancestor.asProtocol(DeclGroupSyntax.self) {
                guard let member, let type = TypeNames.name(of: group) else { return nil }
                return DeclarationKey(type: type, member: member, file: privateFile(of: group, path: path))
            }
        }
        return nil
    }

    /// The file a type's declarations are private to: its own, for a `private` type. The
    /// members of an extension (`private extension Row { var badge: … }`) are the type's,
    /// wherever the type is declared.
    static func privateFile(of group: some DeclGroupSyntax, path: String) -> String? {
        TypeNames.isFilePrivate(group) && !group.is(ExtensionDeclSyntax.self) ? path : nil
    }

    /// `body` for `var body: some View`, `header` for `func header(…) -> some View`.
    static func memberName(of declaration: Syntax) -> String? {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return function.name.text
        }
        return nil
    }
}
