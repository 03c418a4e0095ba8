import SwiftUI

/// A grid of glass cards: content, which no container should wrap.
struct PlaceGrid: View {
    var places: [String]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                ForEach(places, id: \.self) { place in
                    PlaceCard(name: place)
                }
            }
        }
    }
}

struct PlaceCard: View {
    var name: String

    var body: some View {
        Text(name)
            .padding()
            .glassEffect(.regular, in: .rect(cornerRadius: 16))
    }
}
