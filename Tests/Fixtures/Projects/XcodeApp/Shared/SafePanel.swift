import SwiftUI

/// Built by both targets, with the glass branch kept out of visionOS.
struct SafePanel: View {
    var body: some View {
        #if !os(visionOS)
        if #available(iOS 26.0, *) {
            Text("Panel").padding().glassEffect()
        } else {
            Text("Panel").padding().background(.regularMaterial)
        }
        #else
        Text("Panel").padding().glassBackgroundEffect()
        #endif
    }
}
