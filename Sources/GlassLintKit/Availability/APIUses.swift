import SwiftSyntax

/// Finds every use of an API-table symbol in a file: modifiers (`.glassEffect(…)`, also on
/// the implicit `self` of a view extension), types and initializers
/// (`GlassEffectContainer(spacing:)`, `let glass: Glass`), static members written in full
/// (`Glass.regular`) or as implicit members where the call says their type
/// (`.buttonStyle(.glass)`, `.tabBarMinimizeBehavior(.onScrollDown)`), environment key paths
/// and distinctive member names.
public enum APIUses {
    public static func find(in file: SyntaxFile) -> [APIUse] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.uses.sorted { $0.token.position < $1.token.position }
    }

    /// Types of toolbar content, whose modifiers are toolbar modifiers.
    private static let toolbarContent: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer", "DefaultToolbarItem"]

    private final class Finder: SyntaxVisitor {
        var uses: [APIUse] = []
        /// The symbol of each call recorded so far, to own the implicit members of its arguments.
        private var symbolOfCall: [SyntaxIdentifier: APISymbol] = [:]

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // The name of a member access is the member's, read with its base below.
            if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id { return .visitChildren }
            let name = node.baseName.text
            guard APITable.knows(name) else { return .visitChildren }
            let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == node.id ? $0 : nil }
            if name.first?.isUppercase == true {
                let labels = call.map(Self.labels) ?? []
                let symbol = APITable.lookup(name, labels: labels) { spelling -> Set<String>? in
                    if case .initializer(of: name, let required) = spelling { return required }
                    return spelling == .type(name) ? [] : nil
                }
                record(symbol, at: node.baseName, call: call, owner: nil, void: [name])
            } else if let call {
                // A modifier on the implicit `self` of a view extension or modifier.
                record(modifier(name, labels: Self.labels(call), onToolbarContent: false), at: node.baseName, call: call,
                       owner: nil, void: ["View.\(name)"])
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            let token = node.declName.baseName
            if let dottedName = Self.typeName(ExprSyntax(node)),
               let dotted = APITable.lookup(dottedName, matching: { $0 == .type(dottedName) ? [] : nil }) {
                record(dotted, at: token, call: nil, owner: typeSymbol(node.base), void: [dottedName])
                return .visitChildren
            }
            // Every other look-up below is by `name`.
            guard APITable.knows(name) else { return .visitChildren }
            let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == node.id ? $0 : nil }
            let labels = call.map(Self.labels) ?? []
            if let distinctive = APITable.lookup(name, matching: { $0 == .distinctive(name) ? [] : nil }) {
                record(distinctive, at: token, call: call, owner: nil, void: [])
            } else if let base = node.base {
                if let type = Self.typeName(base) {
                    record(member(name, of: type, labels: labels), at: token, call: call, owner: typeSymbol(base),
                           void: ["\(type).\(name)", type])
                } else if let call {
                    let receiver = ModifierChain(base).base.flatMap(CallNames.calleeName(of:))
                    let onToolbar = receiver.map(APIUses.toolbarContent.contains) ?? false
                    record(modifier(name, labels: labels, onToolbarContent: onToolbar), at: token, call: call, owner: nil,
                           void: ["View.\(name)"] + Self.projectReceiver(base, calling: name))
                }
            } else {
                let context = Self.argumentContext(of: node)
                let owner = context.flatMap { symbolOfCall[$0.call.id] }
                if let context, let type = APITable.argumentTypes[context.callee]?[context.label] {
                    // `.backport.buttonStyle(.glassProminent)`: the argument of a project call is the project's.
                    let receiver = context.call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                    record(member(name, of: type, labels: labels), at: token, call: call, owner: owner,
                           void: ["\(type).\(name)", type] + (receiver.map { Self.projectReceiver($0, calling: context.callee) } ?? []))
                } else {
                    record(member(name, of: "Shape", labels: labels), at: token, call: call, owner: owner, void: ["Shape.\(name)"])
                }
            }
            return .visitChildren
        }

        override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
            guard let component = node.components.last?.component.as(KeyPathPropertyComponentSyntax.self) else {
                return .visitChildren
            }
            let name = component.declName.baseName.text
            record(APITable.lookup(name, matching: { $0 == .keyPath(name) ? [] : nil }), at: component.declName.baseName,
                   call: nil, owner: nil, void: ["EnvironmentValues.\(name)"])
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            record(APITable.lookup(name, matching: { $0 == .type(name) ? [] : nil }), at: node.name, call: nil, owner: nil, void: [name])
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.trimmedText
            guard let symbol = APITable.lookup(name, matching: { $0 == .type(name) ? [] : nil }) else { return .visitChildren }
            record(symbol, at: node.name, call: nil, owner: nil, void: [name])
            return .skipChildren
        }

        /// A view modifier, or a toolbar-content modifier when the receiver is toolbar
        /// content or no view modifier has the name.
        private func modifier(_ name: String, labels: Set<String>, onToolbarContent: Bool) -> APISymbol? {
            let toolbar = APITable.lookup(name, labels: labels) { $0 == .toolbarModifier(name) ? [] : nil }
            if onToolbarContent, let toolbar { return toolbar }
            let view = APITable.lookup(name, labels: labels) { spelling in
                guard case .modifier(name, let required) = spelling else { return nil }
                return required
            }
            return view ?? toolbar
        }

        private func member(_ name: String, of type: String, labels: Set<String>) -> APISymbol? {
            APITable.lookup(name, labels: labels) { spelling in
                guard case .member(name, of: let owner, let required) = spelling,
                      owner == type || type.hasSuffix("." + owner) else { return nil }
                return required
            }
        }

        /// The table symbol of a type written as the base of a member: `Glass` in
        /// `Glass.regular` and in `SwiftUI.Glass.regular`.
        private func typeSymbol(_ base: ExprSyntax?) -> APISymbol? {
            guard let base, let type = Self.typeName(base) else { return nil }
            let last = String(type.split(separator: ".").last ?? "")
            return APITable.lookup(type) { $0 == .type(type) ? [] : nil }
                ?? APITable.lookup(last) { $0 == .type(last) ? [] : nil }
        }

        private func record(_ symbol: APISymbol?, at token: TokenSyntax, call: FunctionCallExprSyntax?, owner: APISymbol?, void: [String]) {
            guard let symbol else { return }
            if let call { symbolOfCall[call.id] = symbol }
            uses.append(APIUse(symbol: symbol, token: token, owner: owner, voidIfProjectDeclares: void))
        }

        /// The argument labels of a call; `_` stands for an unlabeled argument.
        static func labels(_ call: FunctionCallExprSyntax) -> Set<String> {
            Set(call.arguments.map { $0.label?.text ?? "_" })
        }

        /// `Glass`, `SwiftUI.Glass`, `UIButton.Configuration`: a base that names a type.
        static func typeName(_ base: ExprSyntax) -> String? {
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text.first?.isUppercase == true ? reference.baseName.text : nil
            }
            guard let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text.first?.isUppercase == true,
                  let inner = member.base, typeName(inner) != nil else { return nil }
            return member.trimmedText
        }

        /// The project declarations that make `base.name(…)` a call of the project's own:
        /// the project type the receiver probably has (a `Backport.glassEffect` voids
        /// `content.backport.glassEffect(…)`), and a wrapper property (`var backport:
        /// Backported<Self>`, see `ProjectDeclarations.wrapperKey`), whatever its type is named.
        static func projectReceiver(_ base: ExprSyntax, calling name: String) -> [String] {
            let property = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let receiver: String? = property
                ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? base.as(FunctionCallExprSyntax.self).flatMap(CallNames.name(ofCall:))
            guard let receiver, let first = receiver.first else { return [] }
            return ["\(first.uppercased() + receiver.dropFirst()).\(name)"] + (property.map { [ProjectDeclarations.wrapperKey($0)] } ?? [])
        }

        /// The call and argument label an implicit member is written for: `glassEffect` and
        /// `_` for the `.clear` of `.glassEffect(.clear.interactive())` or of
        /// `.glassEffect(on ? .clear : .identity)`.
        static func argumentContext(of node: MemberAccessExprSyntax) -> (call: FunctionCallExprSyntax, callee: String, label: String)? {
            var current = Syntax(node)
            while let parent = current.parent {
                if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                    current = parent
                } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                    current = parent
                } else if parent.is(TernaryExprSyntax.self) || parent.is(UnresolvedTernaryExprSyntax.self)
                            || parent.is(ExprListSyntax.self) || parent.is(SequenceExprSyntax.self) {
                    // Either side of `on ? .regular : .identity`, as parsed (unfolded) or folded.
                    current = parent
                } else if let argument = parent.as(LabeledExprSyntax.self),
                          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                          let callee = CallNames.name(ofCall: call) {
                    return (call, callee, argument.label?.text ?? "_")
                } else {
                    return nil
                }
            }
            return nil
        }
    }
}
