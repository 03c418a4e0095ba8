import SwiftUI

/// Built by both targets: `#available(iOS 26.0, *)` lets visionOS in through the `*`.
struct GlassPanel: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            Text("Panel").padding().glassEffect()
        } else {
            Text("Panel").padding().background(.regularMaterial)
        }
    }
}
