import SwiftUI

struct TripCard: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: trip.kind.symbol)
                    .font(.title2)
                    .foregroundStyle(trip.kind.color)
                Spacer()
                if trip.isBooked {
                    Label("Booked", systemImage: "checkmark.seal.fill")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.green)
                }
            }
            Text(trip.name)
                .font(.title3.bold())
            Text(trip.destination)
                .foregroundStyle(.secondary)
            HStack {
                Label(trip.dateRangeText, systemImage: "calendar")
                Spacer()
                Text(trip.countdownText)
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background.secondary, in: .rect(cornerRadius: 20, style: .continuous))
        .accessibilityElement(children: .combine)
    }
}
