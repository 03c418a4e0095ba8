import Foundation
import SwiftSyntax

/// Reads one file's tree into its `FileSummary`: the first pass of a review.
struct FileSummarizer {
    let path: String
    let reader: PlacementReader
    /// Unshipped code (tests, previews, debug screens) shows no view anywhere users see.
    let shipped: ShippedCode
    /// Which platforms build each part of the file, for the glass of its helpers.
    let compiled: CompiledPlatforms

    /// Whether the file's text names `preferredColorScheme`: only then can a view of it hold
    /// itself dark.
    let asksForColorScheme: Bool
    /// Whether the file's text may declare an availability flag: only then is it read for one.
    let mayDeclareFlags: Bool

    /// `text`, the file's source when at hand: words it lacks spare walks of the tree.
    init(path: String, tree: SourceFileSyntax, text: String? = nil, includesUnshipped: Bool = false) {
        self.path = path
        asksForColorScheme = text.map(Self.asksForColorScheme) ?? true
        mayDeclareFlags = text.map { text in
            var text = text
            return text.withUTF8 { AvailabilityFlag.mayBeDeclared(in: UnsafeRawBufferPointer($0)) }
        } ?? true
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        reader = PlacementReader(path: path) { converter.location(for: $0).line }
        shipped = includesUnshipped ? .everything : ShippedCode(path: path, tree: tree, text: text)
        compiled = CompiledPlatforms(tree)
    }

    static func summarize(_ tree: SourceFileSyntax, path: String, text: String? = nil, includesUnshipped: Bool = false) -> FileSummary {
        FileSummarizer(path: path, tree: tree, text: text, includesUnshipped: includesUnshipped).summarize(tree)
    }

    /// Whether a file's text names `preferredColorScheme`, without a parse.
    private static func asksForColorScheme(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { colorSchemeWord.matches(UnsafeRawBufferPointer($0)) }
    }

    func summarize(_ tree: SourceFileSyntax) -> FileSummary {
        var summary = FileSummary(path: path)
        guard !shipped.isTestFile else { return summary }
        if mayDeclareFlags {
            summary.availabilityFlags = AvailabilityFlag.flags(in: tree)
            summary.availabilityFlagAliases = AvailabilityFlag.aliases(in: tree)
        }
        let groups = DeclGroupCollector(viewMode: .sourceAccurate)
        groups.walk(tree)
        for group in groups.declGroups where shipped.ships(group) {
            guard let typeName = TypeNames.name(of: group) else { continue }
            read(group, named: typeName, into: &summary)
        }
        return summary
    }

    private static let colorSchemeWord = WordMatcher(words: ["preferredColorScheme"], wholeWords: true)
    private static let sceneWord = WordMatcher(words: ["WindowGroup"], wholeWords: true)

    /// Whether a file's text may hold a scene, which may hold the app in the dark
    /// appearance or show a root view that does (read in a later round, by its name).
    static func mayHoldScene(_ bytes: Data) -> Bool {
        sceneWord.matches(bytes)
    }

    /// The types of the views a scene shows in its windows: `Root` in `WindowGroup { Root() }`.
    static func viewsShown(inWindowsOf scene: some DeclGroupSyntax) -> Set<String> {
        let windows = CallCollector(named: "WindowGroup")
        windows.walk(scene)
        var shown: Set<String> = []
        for window in windows.found {
            guard let content = window.trailingClosure else { continue }
            let calls = CallCollector(named: nil)
            calls.walk(content)
            for call in calls.found {
                if let name = CallNames.name(ofCall: call), name.first?.isUppercase == true { shown.insert(name) }
            }
        }
        return shown
    }

    /// Whether a view asks for the dark appearance outside any presentation it makes:
    /// `preferredColorScheme` sets the scheme of the whole window it is shown in, wherever
    /// in the view it is applied (`mainContent.preferredColorScheme(.dark)`).
    static func holdsDark(_ view: some DeclGroupSyntax) -> Bool {
        darkSchemeCalls(in: view).contains { call in
            !call.ancestors.contains { ($0.as(FunctionCallExprSyntax.self)).flatMap(CallNames.name(ofCall:)).map(presentations.contains) ?? false }
        }
    }

    private static let presentations: Set = ["sheet", "fullScreenCover", "popover", "inspector"]

    /// The `.preferredColorScheme(.dark)` calls inside `node`; with `environment`, the
    /// `.colorScheme(.dark)` and `.environment(\.colorScheme, .dark)` calls too.
    private static func darkSchemeCalls(in node: some SyntaxProtocol, environment: Bool = false) -> [FunctionCallExprSyntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard ["preferredColorScheme", "colorScheme", "environment"].contains(token.text),
                  let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  let call = member.parent?.as(FunctionCallExprSyntax.self)
            else { return nil }
            let arguments = call.arguments.map(\.expression.trimmedText)
            switch token.text {
            case "preferredColorScheme": return arguments.first == ".dark" ? call : nil
            case "colorScheme" where environment: return arguments.first == ".dark" ? call : nil
            case "environment" where environment: return arguments.first == "\\.colorScheme" && arguments.last == ".dark" ? call : nil
            default: return nil
            }
        }
    }

    /// `.preferredColorScheme(.dark)`, or the dark scheme set in the environment of the root
    /// view, inside a `WindowGroup` of an app or a scene: the app is dark whatever the
    /// system's setting, and so are the sheets its views present.
    static func forcesDarkAppearance(_ app: some DeclGroupSyntax) -> Bool {
        darkSchemeCalls(in: app, environment: true).contains { call in
            call.ancestors.contains { ($0.as(FunctionCallExprSyntax.self)).flatMap(CallNames.name(ofCall:)) == "WindowGroup" }
        }
    }

    private func read(_ group: some DeclGroupSyntax, named typeName: String, into summary: inout FileSummary) {
        let conformances = TypeNames.conformances(of: group)
        // Scenes are built only in apps and scenes: no other type is looked through.
        if !conformances.isDisjoint(with: ["App", "Scene"]) {
            if Self.forcesDarkAppearance(group) { summary.forcesDarkAppearance = true }
            summary.sceneViews.formUnion(Self.viewsShown(inWindowsOf: group))
        }
        if asksForColorScheme, conformances.contains("View"), Self.holdsDark(group) { summary.darkViews.insert(typeName) }
        if !conformances.isDisjoint(with: ["Shape", "InsettableShape"]) { summary.shapeTypes.insert(typeName) }
        let file = DeclarationKey.privateFile(of: group, path: path)
        if group.tokens(viewMode: .sourceAccurate).contains(where: { ["withAnimation", "animation", "transaction"].contains($0.text) }) {
            summary.animatingTypes.insert(typeName)
        }
        if let extensionDecl = group.as(ExtensionDeclSyntax.self), let style = Self.styleType(of: extensionDecl) {
            for name in Self.staticMemberNames(of: group) { summary.styleMembers[name] = style }
        }
        // Modifiers the project adds to views: on any view, or on one kind (`extension Button`).
        if Self.helperHosts.contains(typeName), group.is(ExtensionDeclSyntax.self) {
            for member in group.memberBlock.members {
                guard let body = ViewMember(member.decl) else { continue }
                var named = helper(.modifier, named: body.name, body: body.code)
                named.host = typeName
                summary.helpers.append(named)
            }
            return
        }
        if conformances.contains("ViewModifier") || conformances.contains("ButtonStyle") || conformances.contains("PrimitiveButtonStyle") {
            let kind: HelperSummary.Kind = conformances.contains("ViewModifier") ? .viewModifier : .buttonStyle
            let bodyName = kind == .viewModifier ? "body" : "makeBody"
            if let member = ViewMember.named(bodyName, in: group) {
                var named = helper(kind, named: typeName, body: member.code)
                named.line = reader.line(group.positionAfterSkippingLeadingTrivia)
                summary.helpers.append(named)
                // The views a button style draws are the button: where they are used is known.
                if kind == .buttonStyle {
                    let key = DeclarationKey(type: typeName, member: bodyName, file: file)
                    summary.declarations.append(DeclarationReader(reader: reader, slots: [], parameterSlots: [], shipped: shipped).read(member.code, key: key))
                }
            }
            return
        }
        let members = group.memberBlock.members.compactMap { ViewMember($0.decl) }
        let isView = conformances.contains("View") || members.contains { $0.name == "body" && $0.isView }
        // A type may conform to `View` in an extension elsewhere: its stored content counts too.
        let slots = Self.slots(of: group)
        let defaults = Self.constantDefaults(of: group)
        let isRepresentable = !conformances.isDisjoint(with: Self.representables)
        if isView || isRepresentable || !slots.isEmpty || !defaults.isEmpty {
            let drawsOpaquely = isRepresentable
                ? Backdrop.hostsMedia(group)
                : members.first { $0.name == "body" }.map { Backdrop.covers($0, in: group) || Backdrop.showsPicture($0) } ?? false
            summary.viewTypes.append(ViewTypeSummary(
                key: DeclarationKey(type: typeName, member: nil, file: file),
                slots: slots, defaults: defaults, animatesItsActions: Self.animatesClosureCalls(in: group),
                hostsContentOutside: isRepresentable && !Backdrop.hostsList(group), isOpaqueBackdrop: drawsOpaquely
            ))
        }
        for member in members where member.isView {
            let key = DeclarationKey(type: typeName, member: member.name, file: file)
            let parameters = member.code.parent?.as(FunctionDeclSyntax.self).map(Self.parameterSlots(of:)) ?? []
            let declarationReader = DeclarationReader(
                reader: reader, slots: Set(slots).union(parameters.map(\.name)), parameterSlots: Set(parameters.map(\.name)), shipped: shipped
            )
            var declaration = declarationReader.read(member.code, key: key)
            declaration.parameterSlots = parameters
            summary.declarations.append(declaration)
        }
    }

    private func helper(_ kind: HelperSummary.Kind, named name: String, body: Syntax) -> HelperSummary {
        HelperSummary(
            kind: kind, name: name, file: path, line: reader.line(body.positionAfterSkippingLeadingTrivia),
            effect: HelperEffectReader(reader: reader, compiled: compiled).read(body)
        )
    }

    /// The protocols of views that wrap a UIKit or AppKit view or view controller.
    static let representables: Set<String> = [
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// The view types whose extensions hold project modifiers.
    static let helperHosts: Set<String> = ["View", "Button", "Text", "Image", "Label", "Link", "Menu", "NavigationLink", "Toggle"]

    /// `PillStyle` in `extension PrimitiveButtonStyle where Self == PillStyle`.
    static func styleType(of extensionDecl: ExtensionDeclSyntax) -> String? {
        guard ["ButtonStyle", "PrimitiveButtonStyle"].contains(TypeNames.name(of: extensionDecl) ?? ""),
              let requirement = extensionDecl.genericWhereClause?.requirements.first?.requirement.as(SameTypeRequirementSyntax.self),
              requirement.leftType.trimmedText == "Self"
        else { return nil }
        return requirement.rightType.trimmedText
    }

    static func staticMemberNames(of group: some DeclGroupSyntax) -> [String] {
        group.memberBlock.members.compactMap { member in
            guard let decl = member.decl.asProtocol(WithModifiersSyntax.self),
                  decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return nil }
            return DeclarationKey.memberName(of: Syntax(member.decl))
        }
    }

    /// Stored properties that hold view-builder content: typed with a generic parameter
    /// that is a `View`, `AnyView`, or marked `@ViewBuilder`.
    static func slots(of group: some DeclGroupSyntax) -> [String] {
        let structure = group.as(StructDeclSyntax.self)
        let viewParameters = viewTypes(structure?.genericParameterClause, structure?.genericWhereClause).union(["AnyView"])
        return group.memberBlock.members.flatMap { member -> [String] in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
            let isBuilder = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "ViewBuilder" }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    return nil
                }
                let type = binding.typeAnnotation?.type.trimmedText ?? ""
                let returned = type.split(separator: ">").last.map { $0.trimmingSpaces } ?? type
                return isBuilder || viewParameters.contains(type) || viewParameters.contains(returned) ? name : nil
            }
        }
    }

    /// The generic parameters that are views: `Content: View`, or `where Label: View`.
    private static func viewTypes(_ generics: GenericParameterClauseSyntax?, _ requirements: GenericWhereClauseSyntax?) -> Set<String> {
        var names: Set<String> = []
        for parameter in generics?.parameters ?? [] where parameter.inheritedType?.trimmedText.hasSuffix("View") == true {
            names.insert(parameter.name.text)
        }
        for requirement in requirements?.requirements ?? [] {
            if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self), conformance.rightType.trimmedText.hasSuffix("View") {
                names.insert(conformance.leftType.trimmedText)
            }
        }
        return names
    }

    /// The parameters of a function that take views: marked `@ViewBuilder`, or typed with
    /// a generic parameter that is a `View` (`_ content: C`, `content: () -> C`).
    static func parameterSlots(of function: FunctionDeclSyntax) -> [ParameterSlot] {
        let viewTypes = viewTypes(function.genericParameterClause, function.genericWhereClause).union(["AnyView", "some View"])
        return function.signature.parameterClause.parameters.compactMap { parameter in
            var type = parameter.type
            var isBuilder = false
            if let attributed = type.as(AttributedTypeSyntax.self) {
                isBuilder = attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "ViewBuilder" }
                type = attributed.baseType
            }
            let returned = type.as(FunctionTypeSyntax.self)?.returnClause.type.trimmedText
            guard isBuilder || viewTypes.contains(type.trimmedText) || returned.map(viewTypes.contains) == true else { return nil }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            return ParameterSlot(label: label, name: (parameter.secondName ?? parameter.firstName).text)
        }
    }

    /// `var isCompact = false`, `let showsGlass: Bool = true`, `var presentation:
    /// Presentation = .iconOnly`; not a wrapped property (`@AppStorage`, `@State`), whose
    /// value changes while the view is shown, nor a static one.
    static func constantDefaults(of group: some DeclGroupSyntax) -> [String: String] {
        var defaults: [String: String] = [:]
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let value = binding.initializer.flatMap({ ParameterCondition.constant($0.value) }) {
                    defaults[name] = value
                }
            }
        }
        return defaults
    }

    /// `withAnimation { action() }` where `action` is one of the view's closure properties.
    static func animatesClosureCalls(in group: some DeclGroupSyntax) -> Bool {
        let closureProperties = Set(group.memberBlock.members.flatMap { member -> [String] in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.typeAnnotation?.type.trimmedText.contains("->") == true else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        })
        guard !closureProperties.isEmpty else { return false }
        let animations = CallCollector(named: "withAnimation")
        animations.walk(group.memberBlock)
        return animations.found.contains { animation in
            animation.tokens(viewMode: .sourceAccurate).contains { closureProperties.contains($0.text) }
        }
    }
}

private extension Substring {
    var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
