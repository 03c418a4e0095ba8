import SwiftUI

/// A floating panel for editors shown over the planner and the map. Its surface is the
/// project's `floatingSurface`: Liquid Glass on iOS 26, a regular material before.
struct GlassPanel<Content: View>: View {
    var cornerRadius: CGFloat = 28
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            content
        }
        .padding(20)
        .floatingSurface(cornerRadius: cornerRadius)
    }
}
