import SwiftUI

/// Built by the visionOS target only, through its synchronized folder.
struct VisionRoot: View {
    var body: some View {
        GlassPanel().padding().glassBackgroundEffect()
    }
}
