import SwiftUI

/// An app at iOS 26 gates nothing.
struct Controls: View {
    var body: some View {
        GlassEffectContainer(spacing: 8) {
            HStack(spacing: 8) {
                Button("Play") {}.buttonStyle(.glassProminent)
                Button("Next") {}.buttonStyle(.glass)
            }
        }
        .tabBarMinimizeBehavior(.automatic)
        .scrollEdgeEffectStyle(.soft, for: .top)
    }
}
