import SwiftUI

/// Compiled by both apps: the phone and the TV.
struct ShelfActions: View {
    var play: () -> Void

    var body: some View {
        Button("Play", action: play)
            .buttonStyle(.glass)
    }
}
