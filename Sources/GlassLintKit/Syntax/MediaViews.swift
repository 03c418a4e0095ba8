import SwiftSyntax

/// Views that draw media: a resizable image, a remote image, a video, a map. Glass over
/// them lies on busy pixels; a glyph over them sits on the picture, not on glass.
enum MediaViews {
    static let words: Set<String> = [
        "resizable", "AsyncImage", "KFImage", "WebImage", "LazyImage", "VideoPlayer", "Map", "AVPlayerLayer",
    ]

    /// Whether the code names a media view anywhere in it.
    static func appear(in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { words.contains($0.text) }
    }

    /// A picture scaled to fill its frame (`Image(…).resizable().scaledToFill()`,
    /// `.aspectRatio(contentMode: .fill)`), or a view that loads one so
    /// (`RemoteImage(url: url, contentMode: .fill)`): it covers what is behind it.
    static func fillsItsSpace(_ chain: ModifierChain) -> Bool {
        let scaled = chain.modifiers.contains { $0.name == "resizable" } && chain.modifiers.contains { modifier in
            modifier.name == "scaledToFill" || (modifier.name == "aspectRatio" && modifier.argumentWords.contains("fill"))
        }
        let loaded = chain.base?.as(FunctionCallExprSyntax.self)?.arguments.contains { argument in
            argument.label?.text == "contentMode" && argument.expression.trimmedText == ".fill"
        } ?? false
        return scaled || loaded
    }

    /// Whether the expression draws a picture that fills its view: a resizable image, a
    /// remote image, a video or a map.
    static func isPicture(_ expression: ExprSyntax) -> Bool {
        let chain = ModifierChain(expression)
        // Only an image is resizable (`cover.resizable()`, an `Image` a property holds).
        if chain.modifiers.contains(where: { $0.name == "resizable" }) { return true }
        guard let name = chain.baseName else { return false }
        return ["AsyncImage", "KFImage", "WebImage", "LazyImage", "VideoPlayer", "Map"].contains(name)
    }
}
