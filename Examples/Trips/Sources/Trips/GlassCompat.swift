import SwiftUI

extension View {
    /// The surface of a custom floating control: Liquid Glass on iOS 26 and later,
    /// a regular material on earlier systems.
    @ViewBuilder
    func floatingSurface(cornerRadius: CGFloat) -> some View {
        if #available(iOS 26.0, *) {
            glassEffect(.regular, in: .rect(cornerRadius: cornerRadius))
        } else {
            background(.regularMaterial, in: .rect(cornerRadius: cornerRadius))
        }
    }
}
