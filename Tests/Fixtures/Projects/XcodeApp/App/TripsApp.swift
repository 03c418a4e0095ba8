import SwiftUI

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup { GlassPanel() }
    }
}
