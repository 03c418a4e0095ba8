import SwiftUI

/// Left out of the visionOS target by its folder's exceptions: in no target.
struct PreviewPanel: View {
    var body: some View {
        Text("Preview").glassEffect()
    }
}
