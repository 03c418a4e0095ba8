import SwiftUI

/// Built by the iOS 17 app target only, with no availability check.
struct Badge: View {
    var body: some View {
        Text("New").padding(6).glassEffect()
    }
}
