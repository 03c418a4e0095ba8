import SwiftUI

/// The large hero at the top of the overview: the destination's artwork with
/// quick actions floating in its corner.
struct FeaturedTripHeader: View {
    let trip: Trip
    let onOpen: () -> Void
    @Environment(TripStore.self) private var store

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(
                colors: [trip.kind.color, trip.kind.color.opacity(0.5), .yellow.opacity(0.4)],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            Image(systemName: trip.kind.symbol)
                .font(.system(size: 120, weight: .thin))
                .foregroundStyle(.white.opacity(0.3))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
                .padding(24)
            VStack(alignment: .leading, spacing: 4) {
                Text(trip.destination)
                    .font(.largeTitle.bold())
                Text(trip.dateRangeText)
                    .font(.subheadline.weight(.medium))
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .frame(height: 240)
        .clipShape(.rect(cornerRadius: 28, style: .continuous))
        .contentShape(.rect(cornerRadius: 28, style: .continuous))
        .onTapGesture(perform: onOpen)
        .overlay(alignment: .topTrailing) {
            quickActions
                .padding(12)
        }
    }

    @ViewBuilder
    private var quickActions: some View {
        if #available(iOS 26.0, *) {
            GlassEffectContainer(spacing: 10) {
                HStack(spacing: 10) {
                    Button {
                        store.toggleFavorite(trip)
                    } label: {
                        Image(systemName: trip.isFavorite ? "heart.fill" : "heart")
                            .font(.title3.weight(.semibold))
                            .frame(width: 44, height: 44)
                    }
                    .glassEffect(.clear.interactive(), in: .circle)
                    .accessibilityLabel(trip.isFavorite ? "Remove from Favorites" : "Add to Favorites")

                    Button(action: onOpen) {
                        Image(systemName: "arrow.up.right")
                            .font(.title3.weight(.semibold))
                            .frame(width: 44, height: 44)
                    }
                    .glassEffect(.clear.interactive(), in: .circle)
                    .accessibilityLabel("Open Trip")
                }
            }
        } else {
            HStack(spacing: 10) {
                Button("Favorite", systemImage: trip.isFavorite ? "heart.fill" : "heart") {
                    store.toggleFavorite(trip)
                }
                Button("Open Trip", systemImage: "arrow.up.right", action: onOpen)
            }
            .labelStyle(.iconOnly)
            .buttonStyle(.bordered)
        }
    }
}
