import SwiftSyntax

/// Reads shape styles (`.ultraThinMaterial`, `.white`, `Color(red: …)`) as the placement
/// rules need them: materials, fixed colours, and fills that cover what is behind them.
public enum ShapeStyles {
    public static let materials: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial",
    ]

    /// Colours that stay the same in light and dark appearance.
    static let fixedColorNames: Set<String> = ["white", "black"]

    /// Initialisers that build a colour from fixed components.
    static let literalColorLabels: Set<String> = ["red", "white", "hue", "displayP3Red"]

    /// Words that name a material in code: its members and the `Material` type.
    static let materialWords = materials.union(["Material"])

    /// `.ultraThinMaterial`, `Material.thin`, `.regularMaterial.opacity(0.8)`, `.bar`.
    public static func isMaterial(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains(where: namesMaterial)
    }

    /// A modifier whose arguments name a material: `.background(.thinMaterial, in: .capsule)`.
    public static func namesMaterial(_ modifier: Modifier) -> Bool {
        modifier.argumentTokens.contains(where: namesMaterial)
    }

    /// The words of a modifier's arguments that name a material, where they stand.
    public static func materialTokens(of modifier: Modifier) -> [TokenSyntax] {
        modifier.argumentTokens.filter(namesMaterial)
    }

    /// A material's name, or `bar` as the member of a shape style (`.bar`, `Material.bar`):
    /// the material of bars, which a variable named `bar` is not.
    private static func namesMaterial(_ token: TokenSyntax) -> Bool {
        if materialWords.contains(token.text) { return true }
        guard token.text == "bar", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
              member.declName.baseName.id == token.id
        else { return false }
        return member.base == nil || member.base?.trimmedText == "Material"
    }

    /// `.white`, `Color.black.opacity(0.8)`, `Color(red: 1, green: 0.4, blue: 0)`,
    /// `Color(.sRGB, red: …)`, `Color(white: 0.2)`.
    public static func isFixedColor(_ expression: ExprSyntax) -> Bool {
        let chain = ModifierChain(expression)
        guard let base = chain.base else { return false }
        if let member = base.as(MemberAccessExprSyntax.self) {
            let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            return (type == nil || type == "Color") && fixedColorNames.contains(member.declName.baseName.text)
        }
        guard let call = base.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: call) == "Color" else { return false }
        return call.arguments.contains { argument in
            argument.label.map { literalColorLabels.contains($0.text) } ?? (argument.expression.trimmedText == ".sRGB")
        }
    }

    /// A fixed colour light enough to read on dark glass: `.white`, `Color.white.opacity(0.8)`,
    /// `Color(white: 0.9)`, `Color(red: 1, green: 0.55, blue: 0.26)`: a luma of at least 0.55.
    public static func isLightColor(_ expression: ExprSyntax) -> Bool {
        luma(of: expression).map { $0 >= 0.55 } ?? false
    }

    /// A fixed colour dark enough to read on light glass: `.black`, `Color(white: 0.2)`: a
    /// luma of at most 0.45.
    public static func isDarkColor(_ expression: ExprSyntax) -> Bool {
        luma(of: expression).map { $0 <= 0.45 } ?? false
    }

    /// The luma (Rec. 709 weights on the literal components) of `.white`, `.black`,
    /// `Color(white:)` or `Color(red:green:blue:)`; `nil` for any other colour.
    private static func luma(of expression: ExprSyntax) -> Double? {
        guard let base = ModifierChain(expression).base else { return nil }
        if let member = base.as(MemberAccessExprSyntax.self) {
            let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard type == nil || type == "Color" else { return nil }
            return ["white": 1, "black": 0][member.declName.baseName.text]
        }
        guard let call = base.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: call) == "Color" else { return nil }
        func part(_ label: String) -> Double? {
            guard let expression = call.arguments.first(where: { $0.label?.text == label })?.expression else { return nil }
            let literal = expression.as(FloatLiteralExprSyntax.self)?.literal.text ?? expression.as(IntegerLiteralExprSyntax.self)?.literal.text
            return literal.flatMap(Double.init)
        }
        if let white = part("white") { return white }
        guard let red = part("red"), let green = part("green"), let blue = part("blue") else { return nil }
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// The opacity of a colour made see-through only in part, at half or more (`.blue.opacity(0.6)`,
    /// `item.color.opacity(0.8)`): it covers most of what lies behind it.
    public static func denseOpacity(of expression: ExprSyntax) -> Double? {
        let chain = ModifierChain(expression)
        guard let last = chain.modifiers.last, last.name == "opacity", chain.modifiers.filter({ $0.name == "opacity" }).count == 1,
              let value = last.firstUnlabeledArgument.flatMap(SyntaxQueries.number), value >= 0.5,
              let colour = last.call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        // The colour itself: a solid one, or a value named as a colour (`color`, `item.tintColor`).
        return isOpaqueFill(colour) || isNamedColour(colour) ? value : nil
    }

    /// A value named as a colour, with nothing made see-through about it: `color`,
    /// `item.tintColor`, `style.bgColor(isSelected: on)`.
    public static func isNamedColour(_ expression: ExprSyntax) -> Bool {
        guard ModifierChain(expression).modifiers.isEmpty else { return false }
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? expression.as(FunctionCallExprSyntax.self).flatMap(CallNames.name(ofCall:))
        return name?.lowercased().hasSuffix("color") == true
    }

    /// A colour or solid style with nothing see-through about it: `Color.blue`, `.red`,
    /// `.background`, `Color("Brand")`. Not `.clear`, not materials, not anything made
    /// partly transparent with `.opacity(…)`.
    public static func isOpaqueFill(_ expression: ExprSyntax) -> Bool {
        let chain = ModifierChain(expression)
        guard !isMaterial(expression), chain.modifiers.allSatisfy({ $0.name != "opacity" }), let base = chain.base else {
            return false
        }
        if let member = base.as(MemberAccessExprSyntax.self) {
            let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            let name = member.declName.baseName.text
            guard type == nil || type == "Color" || type.map(namesPalette) == true else { return false }
            return !["clear", "primary", "secondary", "tertiary", "quaternary", "tint"].contains(name)
                && name.first?.isLowercase == true
        }
        if let call = base.as(FunctionCallExprSyntax.self) {
            return CallNames.name(ofCall: call) == "Color"
        }
        // A colour a project's static function makes: `Color.appBackground(for: colorScheme)`.
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color", let made = chain.modifiers.first {
            return made.period != nil && !["clear", "opacity"].contains(made.name)
        }
        return false
    }

    /// A project type that holds its colours: `AppTheme.primaryPurple`, `BrandColors.accent`.
    private static func namesPalette(_ type: String) -> Bool {
        ["Color", "Colors", "Theme", "Palette"].contains { type.hasSuffix($0) } && !type.hasSuffix("ColorScheme")
    }

    /// A background or fill that covers what lies behind the view with a colour, a
    /// gradient or a filled shape of its own: `.background(Circle().fill(tint))`,
    /// `.background(brandGradient)`, or one filled only when on (`fill(isOn ? tint :
    /// .clear)`, a checkbox), which what is drawn over it is made for. Not a material,
    /// `.clear`, or a style made see-through.
    public static func isOwnBacking(_ modifier: Modifier) -> Bool {
        guard modifier.name == "background" || modifier.name == "fill" else { return false }
        let words = modifier.argumentWords
        guard !words.isEmpty, !namesMaterial(modifier), !words.contains("clear") || isFilledWhenOn(modifier.call) else { return false }
        return !words.contains("opacity") || dims(modifier.call)
    }

    /// Whether every `clear` in the arguments is one branch of a choice whose other is not.
    private static func isFilledWhenOn(_ call: FunctionCallExprSyntax) -> Bool {
        let clears = call.arguments.flatMap { $0.expression.tokens(viewMode: .sourceAccurate) }.filter { $0.text == "clear" }
        return clears.allSatisfy { token in
            token.ancestors.prefix { $0.id != call.id }.contains { node in
                guard let expression = node.as(ExprSyntax.self), let choice = Ternary(expression) else { return false }
                return [choice.then, choice.otherwise].contains { branch in
                    !branch.tokens(viewMode: .sourceAccurate).contains { $0.text == "clear" }
                }
            }
        }
    }

    /// A darkening scrim a light foreground is legible on: every `opacity` in the
    /// arguments is a literal of at least 0.4 (`Color.black.opacity(0.6)` behind a badge).
    /// A shadow's colour is not the fill's: `.fill(cream).shadow(color: .black.opacity(0.1), …)`.
    private static func dims(_ call: FunctionCallExprSyntax) -> Bool {
        let opacities = call.arguments.flatMap { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).filter { token in
                // Only the argument's own calls: the walk stops at the call whose argument it is.
                token.text == "opacity" && !token.ancestors.prefix(while: { $0.id != call.id }).contains { ancestor in
                    ancestor.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                        .flatMap(CallNames.name(ofCall:)) == "shadow"
                }
            }
        }
        return opacities.allSatisfy { token in
            guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let value = call.arguments.first?.expression.as(FloatLiteralExprSyntax.self).flatMap({ Double($0.literal.text) })
            else { return false }
            return value >= 0.4
        }
    }

    /// Whether the view at `node` is drawn over a base layer of its own: an earlier child
    /// of an enclosing `ZStack` that is a colour or a filled shape, within the same type.
    static func hasBaseLayer(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        for ancestor in node.ancestors {
            defer { child = ancestor }
            if ancestor.isProtocol(DeclGroupSyntax.self) { return false }
            guard let items = ancestor.as(CodeBlockItemListSyntax.self),
                  let closure = items.parent?.as(ClosureExprSyntax.self),
                  let call = closure.parent?.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: call) == "ZStack",
                  let position = items.firstIndex(where: { $0.id == child.id })
            else { continue }
            if items[..<position].contains(where: { isFilledLayer($0.item) }) { return true }
        }
        return false
    }

    /// `Color.black`, `Circle().fill(.blue)`, `RoundedRectangle(…).fill(Color.black.opacity(0.5)).frame(…)`,
    /// or a picture that fills the layer.
    private static func isFilledLayer(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let expression = item.as(ExprSyntax.self) else { return false }
        let chain = ModifierChain(expression)
        if chain.modifiers.contains(where: isOwnBacking) || (MediaViews.fillsItsSpace(chain) && !chain.modifiers.contains { $0.name == "opacity" }) {
            return true
        }
        guard chain.modifiers.allSatisfy({ ["frame", "ignoresSafeArea", "padding"].contains($0.name) }), let base = chain.base else {
            return false
        }
        return isOpaqueFill(base) || isDenseGradient(base)
    }

    /// A gradient with nothing see-through in it: `LinearGradient(colors: [.blue, .purple], …)`.
    static func isOpaqueGradient(_ style: ExprSyntax) -> Bool {
        // `AppTheme.brandGradient(for: scheme)` is a chain on the type `AppTheme`.
        guard callsGradient(ModifierChain(style).base ?? style) || callsGradient(style) else { return false }
        return !style.tokens(viewMode: .sourceAccurate).contains { ["opacity", "clear"].contains($0.text) || $0.text.hasSuffix("Material") }
    }

    /// A gradient view with nothing clear in it and no colour under 40 % opacity:
    /// `LinearGradient(colors: [.accentColor.opacity(0.8), .accentColor.opacity(0.6)], …)`.
    private static func isDenseGradient(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), callsGradient(expression) else { return false }
        let words = Set(call.arguments.tokens(viewMode: .sourceAccurate).map(\.text))
        return words.isDisjoint(with: materialWords) && !words.contains("clear") && dims(call)
    }

    /// `LinearGradient(…)`, `.linearGradient(…)`: what it calls is named a gradient.
    private static func callsGradient(_ expression: ExprSyntax) -> Bool {
        CallNames.calleeName(of: expression)?.hasSuffix("Gradient") == true
    }

    /// The view an `.overlay` call draws `content` over, when `content` is in its arguments
    /// or closure.
    private static func overlaidView(ofContent content: Syntax, in ancestor: Syntax) -> ExprSyntax? {
        guard let call = ancestor.as(FunctionCallExprSyntax.self), content.id != call.calledExpression.id,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "overlay"
        else { return nil }
        return member.base
    }

    /// Whether a view sits on its own backing before any glass around it: a backing
    /// modifier on the node's own chain, on an enclosing view inside the same type, or
    /// before the overlay that holds it.
    public static func hasOwnBacking(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        for ancestor in node.ancestors {
            defer { child = ancestor }
            if ancestor.isProtocol(DeclGroupSyntax.self) { return false }
            if let overlaid = overlaidView(ofContent: child, in: ancestor) {
                // An overlay's content sits on the view it overlays: `Circle().fill(.purple).overlay { … }`.
                let modifiers = ModifierChain(overlaid).modifiers
                let backing = modifiers.lastIndex(where: isOwnBacking)
                if let backing, !modifiers[backing...].contains(where: { GlassApplication($0) != nil }) { return true }
                // A glyph on a photo or a video sits on the picture.
                if MediaViews.appear(in: overlaid), !modifiers.contains(where: { GlassApplication($0) != nil }) {
                    return true
                }
            }
            guard let member = ancestor.as(MemberAccessExprSyntax.self), member.base?.id == child.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self)
            else { continue }
            let modifier = Modifier(call: call, nameToken: member.declName.baseName, period: member.period)
            if GlassApplication(modifier) != nil { return false }
            if isOwnBacking(modifier) { return true }
        }
        return false
    }
}
