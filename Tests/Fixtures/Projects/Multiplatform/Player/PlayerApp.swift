import SwiftUI

@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup { PlayerControls() }
    }
}
