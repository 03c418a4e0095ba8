import Foundation
import SwiftParser
import SwiftSyntax

/// A project's own namespace of gated modifiers, read off a view by a property:
///
///     extension View {
///         var backport: Backport<Self> { Backport(content: self) }
///     }
///     extension Backport where Content: View {
///         func glassEffect(_ glass: BackportGlass = .regular, in shape: some Shape) -> some View { … }
///     }
///
/// A glass modifier with no availability check can call the namespace's function of the
/// same name instead, `.backport.glassEffect(in: .capsule)`, when the function does the
/// job (what it runs, followed through the types it names, checks for the 26 releases and
/// calls the modifier) and takes the site's arguments: its labels, in order, and for a
/// parameter of a project type only members the project declares on that type.
struct BackportNamespace {
    struct Function {
        let parameters: [(label: String?, type: String, hasDefault: Bool)]
        let body: Syntax
    }

    /// `backport`.
    let property: String
    let functions: [String: [Function]]
    /// Declarations of the project by type name and by `Type.member`, to follow.
    let declarations: ProjectSyntax

    /// Every namespace the project declares.
    static func all(in project: ProjectSyntax) -> [BackportNamespace] {
        project.namespaceProperties.compactMap { property, type in
            let functions = project.extensions(of: type).flatMap { group in
                group.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            }
            guard !functions.isEmpty else { return nil }
            let byName = Dictionary(grouping: functions, by: \.name.text).mapValues { declarations in
                declarations.compactMap { function -> Function? in
                    guard let body = function.body else { return nil }
                    let parameters = function.signature.parameterClause.parameters.map { parameter in
                        (label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                         type: parameter.type.trimmedText.replacingOccurrences(of: "some ", with: ""),
                         hasDefault: parameter.defaultValue != nil)
                    }
                    return Function(parameters: parameters, body: Syntax(body))
                }
            }
            return BackportNamespace(property: property, functions: byName, declarations: project)
        }.sorted { $0.property < $1.property }
    }

    /// `backport.glassEffect(…)` for `modifier`, or `nil` when no function of the
    /// namespace does what it does with those arguments.
    func call(replacing modifier: Modifier, in file: SyntaxFile) -> String? {
        guard !modifier.hasTrailingClosure, let candidates = functions[modifier.name] else { return nil }
        let arguments = Array(modifier.arguments)
        for function in candidates where takes(arguments, function) && doesTheJob(function, for: modifier, arguments: arguments, in: file) {
            let start = modifier.nameToken.positionAfterSkippingLeadingTrivia
            return "\(property)." + file.text(from: start, to: modifier.call.endPositionBeforeTrailingTrivia)
        }
        return nil
    }

    /// The site's arguments fill the parameters in order, the others having defaults.
    private func takes(_ arguments: [LabeledExprSyntax], _ function: Function) -> Bool {
        var next = 0
        for parameter in function.parameters {
            if next < arguments.count, arguments[next].label?.text == parameter.label {
                guard accepts(arguments[next].expression, as: parameter.type) else { return false }
                next += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == arguments.count
    }

    /// An argument passed to a parameter of a project type must name members the project
    /// declares on it: `.regular` for `BackportGlass` needs `BackportGlass.regular`.
    private func accepts(_ argument: ExprSyntax, as type: String) -> Bool {
        guard !declarations.types(named: type).isEmpty else { return true }
        let chain = ModifierChain(argument)
        guard let base = chain.base?.as(MemberAccessExprSyntax.self), base.base == nil else { return false }
        return ([base.declName.baseName.text] + chain.modifiers.map(\.name)).allSatisfy { declarations.declares(member: $0, of: type) }
    }

    /// What the function runs, followed through the project types and members it names
    /// (and those the site's arguments name), holds a check for the 26 releases and a
    /// call of the modifier with the site's style: `.buttonStyle(.glass)` for `.glass`.
    private func doesTheJob(_ function: Function, for modifier: Modifier, arguments: [LabeledExprSyntax], in file: SyntaxFile) -> Bool {
        let style = modifier.name == "buttonStyle" ? modifier.firstUnlabeledArgument.map(file.text(of:)) : nil
        let members = arguments.compactMap { argument -> String? in
            let chain = ModifierChain(argument.expression)
            guard let base = chain.base?.as(MemberAccessExprSyntax.self), base.base == nil else { return nil }
            return base.declName.baseName.text
        }
        declarations.read(names: members)
        var pending = [function.body] + members.flatMap(declarations.staticMembers(named:))
        var seen: Set<String> = []
        var depth = 0
        while !pending.isEmpty, depth < 4 {
            if pending.contains(where: { GatedCall.holds($0, modifier: modifier.name, style: style) }) { return true }
            // The types the level names, read together: one look through the files for them all.
            let named = pending.flatMap { node in
                node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                          seen.insert(name).inserted else { return nil }
                    return name
                }
            }
            declarations.read(names: named)
            pending = named.flatMap(declarations.types(named:))
            depth += 1
        }
        return false
    }
}

/// The declarations of a project's files that a namespace is followed through. A name is
/// declared only in files whose text holds it, so the files are parsed and read when a
/// name they hold is first asked about, not all at once: a large project has thousands.
final class ProjectSyntax {
    /// The texts of the files, and the trees of those already parsed.
    private let texts: [String]
    private var trees: [Int: SourceFileSyntax]
    private var readFiles: Set<Int> = []
    private var askedNames: Set<String> = []

    /// Types and their extensions, by name.
    private var types: [String: [Syntax]] = [:]
    private var extensions: [String: [ExtensionDeclSyntax]] = [:]
    /// `Type.member` for every member of a type or extension.
    private var members: Set<String> = []
    /// Static members by name, to follow `.glass` to what it makes.
    private var staticMembers: [String: [Syntax]] = [:]
    /// `backport` → `Backport`: properties of `extension View` whose type is generic over `Self`.
    private(set) var namespaceProperties: [(String, String)] = []

    private static let namespaceWords = WordMatcher(words: ["<Self>"], wholeWords: false)
    private static let viewExtension = WordMatcher(words: ["extension View"], wholeWords: false)

    /// `trees` holds the files parsed already, by index in `texts`. The files that can
    /// declare a namespace, with a view extension and a type generic over `Self`, are read now.
    init(texts: [String], trees: [Int: SourceFileSyntax]) {
        self.texts = texts
        self.trees = trees
        read(files: texts.indices.filter { index in
            Self.holds(texts[index]) { Self.namespaceWords.matches($0) && Self.viewExtension.matches($0) }
        })
    }

    func types(named name: String) -> [Syntax] {
        read(names: [name])
        return types[name] ?? []
    }

    func extensions(of type: String) -> [ExtensionDeclSyntax] {
        read(names: [type])
        return extensions[type] ?? []
    }

    /// A member is declared in the type or one of its extensions, whose files hold the type's name.
    func declares(member: String, of type: String) -> Bool {
        read(names: [type])
        return members.contains("\(type).\(member)")
    }

    func staticMembers(named name: String) -> [Syntax] {
        read(names: [name])
        return staticMembers[name] ?? []
    }

    /// Reads every file that holds one of the names not asked about before.
    func read(names: [String]) {
        let new = Set(names).subtracting(askedNames)
        guard !new.isEmpty else { return }
        askedNames.formUnion(new)
        let matcher = WordMatcher(words: new, wholeWords: true)
        read(files: texts.indices.filter { !readFiles.contains($0) && Self.holds(texts[$0], matcher.matches) })
    }

    private func read(files: [Int]) {
        let texts = texts
        let unparsed = files.filter { trees[$0] == nil }
        let parsed = ConcurrentMap.map(unparsed, jobs: ProcessInfo.processInfo.activeProcessorCount) { Parser.parse(source: texts[$0]) }
        for (index, tree) in zip(unparsed, parsed) { trees[index] = tree }
        for index in files.sorted() where readFiles.insert(index).inserted {
            for statement in trees[index]!.statements {
                guard let declaration = statement.item.as(DeclSyntax.self) else { continue }
                read(declaration)
            }
        }
    }

    private static func holds(_ text: String, _ matches: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { matches(UnsafeRawBufferPointer($0)) }
    }

    private func read(_ declaration: DeclSyntax) {
        if let group = declaration.asProtocol(NamedDeclSyntax.self), let members = declaration.asProtocol(DeclGroupSyntax.self) {
            types[group.name.text, default: []].append(Syntax(declaration))
            readMembers(members.memberBlock, of: group.name.text)
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            let type = extensionDecl.extendedType.as(IdentifierTypeSyntax.self)?.name.text ?? extensionDecl.extendedType.trimmedText
            types[type, default: []].append(Syntax(extensionDecl))
            extensions[type, default: []].append(extensionDecl)
            readMembers(extensionDecl.memberBlock, of: type)
            if type == "View" { readNamespaces(extensionDecl.memberBlock) }
        }
    }

    private func readMembers(_ block: MemberBlockSyntax, of type: String) {
        for member in block.members {
            let isStatic = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.static) } ?? false
            var names: [String] = []
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                names = [function.name.text]
            } else if let enumCase = member.decl.as(EnumCaseDeclSyntax.self) {
                names = enumCase.elements.map(\.name.text)
            }
            for name in names {
                members.insert("\(type).\(name)")
                if isStatic { staticMembers[name, default: []].append(Syntax(member.decl)) }
            }
        }
    }

    private func readNamespaces(_ block: MemberBlockSyntax) {
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self),
                  type.genericArgumentClause?.arguments.count == 1,
                  type.genericArgumentClause?.arguments.first?.argument.trimmedText == "Self"
            else { continue }
            namespaceProperties.append((name, type.name.text))
        }
    }
}

/// A declaration that checks for the 26 releases and, in what it runs, calls a modifier.
enum GatedCall {
    static func holds(_ node: Syntax, modifier: String, style: String?) -> Bool {
        let finder = Finder(modifier: modifier, style: style)
        finder.walk(node)
        return finder.checksRelease && finder.callsModifier
    }

    private final class Finder: SyntaxVisitor {
        let modifier: String
        let style: String?
        var checksRelease = false
        var callsModifier = false

        init(modifier: String, style: String?) {
            self.modifier = modifier
            self.style = style
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
            if node.availabilityKeyword.tokenKind == .poundAvailable, AvailabilityReading.namesGlassRelease(node.availabilityArguments) {
                checksRelease = true
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if CallNames.name(ofCall: node) == modifier,
               style == nil || node.arguments.first.map({ $0.label == nil && $0.expression.trimmedText == style }) == true {
                callsModifier = true
            }
            return .visitChildren
        }
    }
}
