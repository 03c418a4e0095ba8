// SwiftUI exists only on Apple's systems: elsewhere this file compiles to nothing, and
// glasslint still reviews it, since it reads every branch.
#if canImport(SwiftUI)
import SwiftUI

@available(iOS 26.0, macOS 26.0, *)
struct NowPlayingBar: View {
    var body: some View {
        Text("Now playing")
            .glassEffect()
            .padding()
    }
}

// The screen that shows the bar, public API of the library: a view nothing shows would be
// reviewed at info only.
@available(iOS 26.0, macOS 26.0, *)
public struct NowPlayingScreen: View {
    public var body: some View {
        VStack { NowPlayingBar() }
    }
}
#endif
