import SwiftUI

struct FeedBadge: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .padding(8)
            .glassEffect(.regular, in: .capsule)
    }
}
