import SwiftUI

/// The glass a panel can have, on every release.
struct PanelGlass {
    var isClear = false

    static let regular = PanelGlass()
    static let clear = PanelGlass(isClear: true)
}

struct PanelGlassModifier<PanelShape: Shape>: ViewModifier {
    let glass: PanelGlass
    let shape: PanelShape

    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.glassEffect(glass.isClear ? .clear : .regular, in: shape)
        } else {
            content.background(glass.isClear ? .ultraThinMaterial : .regularMaterial, in: shape)
        }
    }
}
