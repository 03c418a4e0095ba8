import SwiftUI

/// One target for iOS 18.6, tvOS 26.1 and watchOS 11.0.
struct PlayerControls: View {
    var body: some View {
        if #available(iOS 26.0, watchOS 26.0, *) {
            controls
                .glassEffect()
                .toolbar {
                    ToolbarSpacer(.fixed)
                }
        } else {
            controls
        }
    }

    @ViewBuilder
    private var controls: some View {
        #if os(tvOS)
        Text("Play").padding().glassEffect()
        #elseif os(iOS)
        Text("Play").padding().glassEffect()
        #else
        Text("Play")
        #endif
    }
}
