import SwiftUI

struct ProfileScreen: View {
    var body: some View {
        VStack {
            Text("Profile")
            Button("Edit") {}
                .buttonStyle(.glass)
        }
    }
}
