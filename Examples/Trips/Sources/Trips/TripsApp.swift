import SwiftUI

// The example is a library target so the package can be read without an Xcode
// project; an app target would mark this type `@main`.
struct TripsApp: App {
    @State private var store = TripStore()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(store)
        }
    }
}
