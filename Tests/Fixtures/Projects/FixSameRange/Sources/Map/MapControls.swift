import SwiftUI

/// Two glass buttons side by side with no container: the container fix and the adoption
/// both touch this stack.
struct MapControls: View {
    var body: some View {
        HStack(spacing: 12) {
            Button("Locate") {}
                .buttonStyle(.glass)
            Button("Layers") {}
                .buttonStyle(.glass)
        }
    }
}
