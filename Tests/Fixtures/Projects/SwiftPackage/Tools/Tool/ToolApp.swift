import SwiftUI

@main
struct ToolApp: App {
    var body: some Scene {
        WindowGroup { Text("Tool") }
    }
}
