import SwiftUI

struct ShelfHeader: View {
    var add: () -> Void
    var share: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text("Shelf").font(.largeTitle)
            Button("Add", action: add)
                .buttonStyle(.glassProminent)
            Button("Share", action: share)
                .buttonStyle(.glass)
        }
    }
}
