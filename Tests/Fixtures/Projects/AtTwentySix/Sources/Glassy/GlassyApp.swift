import SwiftUI

@main
struct GlassyApp: App {
    var body: some Scene {
        WindowGroup { Controls() }
    }
}
