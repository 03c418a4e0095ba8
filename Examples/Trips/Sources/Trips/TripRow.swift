import SwiftUI

struct TripRow: View {
    let trip: Trip

    var body: some View {
        if #available(iOS 26.0, *) {
            content
                .glassEffect(.regular, in: .rect(cornerRadius: 18))
        } else {
            content
                .background(.background.secondary, in: .rect(cornerRadius: 18))
        }
    }

    private var content: some View {
        HStack(spacing: 14) {
            Image(systemName: trip.kind.symbol)
                .font(.title3)
                .frame(width: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.name)
                    .font(.headline)
                Text("\(trip.destination) · \(trip.dateRangeText)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer()
            if trip.isFavorite {
                Image(systemName: "heart.fill")
                    .accessibilityLabel("Favorite")
            }
        }
        .padding(14)
    }
}
