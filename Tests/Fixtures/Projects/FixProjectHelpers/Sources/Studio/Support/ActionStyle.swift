import SwiftUI

extension View {
    /// The one primary action of a screen.
    @ViewBuilder
    func primaryAction() -> some View {
        if #available(iOS 26.0, *) {
            buttonStyle(.glassProminent)
        } else {
            buttonStyle(.borderedProminent)
        }
    }
}
