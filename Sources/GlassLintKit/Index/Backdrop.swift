import SwiftSyntax

/// An opaque layer drawn first in a `ZStack`, covering everything behind it: a colour or
/// artwork filling the space (`Color.black.ignoresSafeArea()`, an image scaled to fill), or
/// a property of the same type that draws one. What the `ZStack` layers above it sits on
/// that layer, not on a sheet's or a panel's glass further out.
enum Backdrop {
    /// Whether `node` is in a later child of `zstack` than such a layer.
    static func isBehind(_ node: Syntax, in zstack: FunctionCallExprSyntax) -> Bool {
        guard let expression = firstLayer(behind: node, in: zstack) else { return false }
        return covers(expression, in: node.enclosingTypeDeclaration, depth: 0)
    }

    /// Whether `node` is in a later child of `zstack` than a picture (`MediaViews.isPicture`).
    static func isOverPicture(_ node: Syntax, in zstack: FunctionCallExprSyntax) -> Bool {
        firstLayer(behind: node, in: zstack).map(MediaViews.isPicture) ?? false
    }

    /// Whether `node` is in the child of `zstack` laid right over a black first layer
    /// (`Color.black.opacity(0.85)`, a dimmed screen under an error panel): glass there
    /// samples black and is drawn dark. A dim of less than 80 % lets a large panel's glass
    /// stay light; a layer between (a video over the black) is what the glass samples instead.
    static func isOverBlack(_ node: Syntax, in zstack: FunctionCallExprSyntax) -> Bool {
        guard let closure = CallNames.contentClosure(of: zstack) else { return false }
        let layers = closure.statements.filter { $0.item.givenExpression != nil }
        guard layers.count >= 2, layers[layers.index(after: layers.startIndex)].isAncestorOrSelf(of: node),
              let expression = layers.first?.item.givenExpression
        else { return false }
        let chain = ModifierChain(expression)
        guard let base = chain.base?.as(MemberAccessExprSyntax.self), base.declName.baseName.text == "black",
              base.base.map({ $0.trimmedText == "Color" }) ?? true
        else { return false }
        return chain.modifiers.allSatisfy { modifier in
            modifier.name != "opacity" || modifier.firstUnlabeledArgument.flatMap(SyntaxQueries.signedNumber).map { $0 >= 0.8 } == true
        }
    }

    /// What the first child of `zstack` draws, when `node` is in a later child.
    private static func firstLayer(behind node: Syntax, in zstack: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let closure = CallNames.contentClosure(of: zstack), let first = closure.statements.first(where: { $0.item.givenExpression != nil }),
              !first.isAncestorOrSelf(of: node)
        else { return nil }
        return first.item.givenExpression
    }

    /// The glass of a shape laid first in `zstack` (`Rectangle().glassEffect().ignoresSafeArea()`,
    /// a panel), when `node` is in a later child: the node is drawn on that glass.
    static func glass(behind node: Syntax, in zstack: FunctionCallExprSyntax) -> [GlassFacts] {
        guard let expression = firstLayer(behind: node, in: zstack) else { return [] }
        let chain = ModifierChain(expression)
        // A layer that fades out on a condition (a cross-fade with the layer above) is no backdrop.
        guard let base = chain.base, Self.isShape(base), ViewBuilderContent.fade(of: chain) == nil else { return [] }
        // Glass drawn in a shape of the project's (`in: Arc(…)`, a gauge's stroke) covers what
        // that shape covers, not the layer: the layers over it are beside it.
        return GlassFacts.drawn(in: chain).filter { $0.shape != .unknown || $0.usesDefaultShape }
    }

    /// A shape or a colour, which a panel's glass is drawn in.
    static func isShape(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call) else { return false }
        return ModifierNames.shapeViews.contains(name) || name == "Color"
    }

    /// Whether what a view's `body` draws first fills its space opaquely.
    static func covers(_ body: ViewMember, in type: DeclGroupSyntax) -> Bool {
        guard let first = firstDrawn(in: body.statements) else { return false }
        return covers(first, in: type, depth: 0)
    }

    /// Whether what a view's `body` draws first is a picture (a placeholder with the loaded
    /// image laid over it, as remote-image views draw).
    static func showsPicture(_ body: ViewMember) -> Bool {
        firstDrawn(in: body.statements).map { showsPicture(ModifierChain($0)) } ?? false
    }

    /// A picture, or a view with a picture laid over it (`Rectangle().fill(.quaternary)
    /// .overlay { image.resizable() }`): what is layered over it sits on the picture.
    static func showsPicture(_ chain: ModifierChain) -> Bool {
        if MediaViews.isPicture(chain.expression) { return true }
        return chain.modifiers.contains { modifier in
            modifier.name == "overlay" && modifier.drawnViews.contains { MediaViews.isPicture($0.expression) }
        }
    }

    /// Whether a `UIViewRepresentable` (or kin) hosts media: a map, a picture, a video, a
    /// camera preview, a web page, as its name or the view it makes says
    /// (`ImageScrollView` making a `UIScrollView`, a `MKMapView`). A text view or a blur
    /// shows what is behind it; a controller that detects shakes shows nothing.
    static func hostsMedia(_ type: DeclGroupSyntax) -> Bool {
        let made = madeViews(of: type)
        let names = made + [TypeNames.name(of: type) ?? ""]
        return !made.isEmpty && names.contains { name in mediaWords.contains { name.contains($0) } }
            && !made.contains { name in (seeThroughViews + listViews).contains { name.contains($0) } }
    }

    /// Whether a representable shows what it is given in the cells of a table or a
    /// collection it hosts, or in a scroll view: that content stays inside the views around it.
    static func hostsList(_ type: DeclGroupSyntax) -> Bool {
        madeViews(of: type).contains { type in (listViews + ["ScrollView"]).contains { type.contains($0) } }
    }

    /// The types a representable's `makeUIView`, `makeNSView` or `make…ViewController` returns.
    private static func madeViews(of type: DeclGroupSyntax) -> [String] {
        type.memberBlock.members.compactMap { member -> String? in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text.hasPrefix("make"),
                  function.name.text != "makeCoordinator", let returned = function.signature.returnClause?.type.trimmedText
            else { return nil }
            return returned
        }
    }

    private static let seeThroughViews = ["Text", "Field", "Label", "Effect", "Blur"]
    private static let mediaWords = ["Map", "Image", "Photo", "Video", "Player", "Camera", "Web", "PDF"]
    private static let listViews = ["TableView", "CollectionView", "OutlineView"]

    /// Whether the project view laid first in `zstack`, when `node` is in a later child,
    /// wraps a UIKit or AppKit view and is declared in the same file (`RadarMapView`, an
    /// `MKMapView` in a `UIViewRepresentable`): media the later layers float over. (One
    /// declared elsewhere is told by the index, where it reads that file.)
    static func isOverHostedView(_ node: Syntax, in zstack: FunctionCallExprSyntax) -> Bool {
        guard let name = projectView(behind: node, in: zstack), let file = node.root.as(SourceFileSyntax.self) else { return false }
        return file.statements.contains { statement in
            guard let group = statement.item.asProtocol(DeclGroupSyntax.self), TypeNames.name(of: group) == name else { return false }
            return !TypeNames.conformances(of: group).isDisjoint(with: FileSummarizer.representables)
        }
    }

    /// The project view laid first in `zstack` (`TimeOfDayBackground()`), when `node` is in
    /// a later child: the index knows whether it is opaque, and its glass.
    static func projectView(behind node: Syntax, in zstack: FunctionCallExprSyntax) -> String? {
        firstLayer(behind: node, in: zstack).flatMap { projectView(ModifierChain($0)) }
    }

    /// The project view a chain is built on (`RecipeImageView(recipe: recipe).frame(…)`).
    static func projectView(_ chain: ModifierChain) -> String? {
        guard let call = chain.base?.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self),
              let name = CallNames.name(ofCall: call), name.first?.isUppercase == true, !PlacementVocabulary.systemViews.contains(name)
        else { return nil }
        return name
    }

    /// An opaque colour, gradient or picture, or a reader, group or property that draws one first.
    private static func covers(_ expression: ExprSyntax, in type: DeclGroupSyntax?, depth: Int) -> Bool {
        guard depth < 6, !ShapeStyles.isMaterial(expression) else { return false }
        if let branches = expression.as(IfExprSyntax.self) {
            return layers(of: branches).allSatisfy { $0.map { covers($0, in: type, depth: depth + 1) } ?? false }
        }
        let chain = ModifierChain(expression)
        guard !chain.modifiers.contains(where: { $0.name == "opacity" }), let base = chain.base else { return false }
        if ShapeStyles.isOpaqueFill(base) { return true }
        if let call = base.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call) {
            // A picture scaled to fill, or loaded to fill by a project's image view.
            if MediaViews.fillsItsSpace(chain) { return true }
            if name == "Image" || name == "AsyncImage" { return false }
            // A gradient of colours none of which is made see-through.
            if gradients.contains(name) {
                return !call.arguments.tokens(viewMode: .sourceAccurate).contains { ["opacity", "clear"].contains($0.text) }
            }
            // A reader or group that draws a backdrop first.
            guard ["GeometryReader", "Group", "ZStack", "TimelineView"].contains(name),
                  let closure = CallNames.contentClosure(of: call), let first = firstDrawn(in: closure.statements)
            else { return false }
            return covers(first, in: type, depth: depth + 1)
        }
        // A property of the same type: what its getter draws first.
        guard let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let member = ViewMember.named(reference.baseName.text, in: type),
              let first = firstDrawn(in: member.statements)
        else { return false }
        return covers(first, in: type, depth: depth + 1)
    }

    private static let gradients: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient"]

    /// The first expression of each branch of an `if`, `nil` for a branch that is missing or draws nothing.
    private static func layers(of expression: IfExprSyntax) -> [ExprSyntax?] {
        let body = firstDrawn(in: expression.body.statements)
        if let next = expression.elseBody?.as(IfExprSyntax.self) { return [body] + layers(of: next) }
        let other = (expression.elseBody?.as(CodeBlockSyntax.self)).flatMap { firstDrawn(in: $0.statements) }
        return [body, other]
    }

    /// What the first statement that draws draws, past the constants declared before it.
    private static func firstDrawn(in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        statements.lazy.compactMap(\.item.givenExpression).first
    }
}
