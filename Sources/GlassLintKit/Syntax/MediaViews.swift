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
}
