import SwiftSyntax

/// The `private` and `fileprivate` computed properties and functions of a file's types that
/// nothing in the file names (`private var toolbar_DEPRECATED: some View`). No other file
/// can name them, so the file alone tells that what they build is never shown.
struct UnusedPrivateMembers {
    private let unused: [(name: String, range: Range<Int>)]

    init(_ tree: SourceFileSyntax) {
        let collector = PrivateMemberCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        let declaring = Set(collector.members.map(\.nameOffset))
        var named: Set<String> = []
        let candidates = Set(collector.members.map(\.name))
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, candidates.contains(name),
                  !declaring.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset)
            else { continue }
            named.insert(name)
        }
        unused = collector.members.filter { !named.contains($0.name) }.map { ($0.name, $0.range) }
    }

    /// The unused private member around `offset`, if any.
    func around(_ offset: Int) -> String? {
        unused.first { $0.range.contains(offset) }?.name
    }
}

private final class PrivateMemberCollector: SyntaxVisitor {
    struct Member {
        var name: String
        var nameOffset: Int
        var range: Range<Int>
    }

    var members: [Member] = []

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        let decl = node.decl
        if let function = decl.as(FunctionDeclSyntax.self), Self.isPrivate(function.modifiers, function.attributes) {
            add(function.name, of: function)
        } else if let variable = decl.as(VariableDeclSyntax.self), Self.isPrivate(variable.modifiers, variable.attributes),
                  variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock != nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
            add(name, of: variable)
        }
        return .visitChildren
    }

    private func add(_ name: TokenSyntax, of node: some SyntaxProtocol) {
        members.append(Member(
            name: name.text, nameOffset: name.positionAfterSkippingLeadingTrivia.utf8Offset,
            range: node.position.utf8Offset..<node.endPosition.utf8Offset
        ))
    }

    /// Private to the file, and not called by the runtime (`@objc`, an override). A result
    /// builder (`@ViewBuilder`) only says how the body is read.
    private static func isPrivate(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
            && !modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            && attributes.allSatisfy { $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasSuffix("Builder") == true }
    }
}
