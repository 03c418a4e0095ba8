import SwiftUI

struct ShelfTV: View {
    var body: some View {
        VStack(alignment: .leading) {
            ShelfActions(play: {})
            Button("Settings") {}
                .buttonStyle(.glass)
        }
    }
}
