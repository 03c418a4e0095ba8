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
}
