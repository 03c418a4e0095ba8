// SwiftUI exists only on Apple's systems: elsewhere this file compiles to nothing, and
// glasslint still reviews it, since it reads every branch.
#if canImport(SwiftUI)
import SwiftUI

/// Built for iOS 17 (Package.swift), and uses glass with no availability check.
struct MiniPlayer: View {
    let title: String

    var body: some View {
        Label(title, systemImage: "music.note")
            .padding()
            .glassEffect()
    }
}

/// Gated, but the glass is drawn before the padding that should sit inside it.
@available(iOS 26.0, macOS 26.0, *)
struct QueueButton: View {
    var body: some View {
        Image(systemName: "list.bullet")
            .glassEffect()
            .padding()
    }
}
#endif
