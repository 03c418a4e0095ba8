import SwiftUI

/// The project's namespace of modifiers that gate themselves.
struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    @ViewBuilder
    func glassEffect(_ glass: PanelGlass = .regular, in shape: some Shape) -> some View {
        content.modifier(PanelGlassModifier(glass: glass, shape: shape))
    }

    /// Gated for iOS only: on macOS the review reports it, and the fix leaves it to the
    /// project, which must not become a call of itself.
    @ViewBuilder
    func glassEffect() -> some View {
        if #available(iOS 26.0, *) {
            content.glassEffect()
        } else {
            content
        }
    }
}
