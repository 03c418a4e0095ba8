import SwiftUI

struct FeedScreen: View {
    var body: some View {
        VStack {
            FeedBadge(count: 3)
            Button("Refresh") {}
                .buttonStyle(.glass)
        }
    }
}
