import SwiftUI

/// A compact "next trip" summary. Over scrolling content it floats on its own
/// surface; inside a sheet, which already has one, it stays plain.
struct NextTripBanner: View {
    let trip: Trip
    let isFloating: Bool
    var onOpen: () -> Void = {}

    var body: some View {
        if #available(iOS 26.0, *) {
            glassBanner
        } else if isFloating {
            label
                .background(.regularMaterial, in: .capsule)
                .onTapGesture(perform: onOpen)
        } else {
            label
        }
    }

    @available(iOS 26.0, *)
    @ViewBuilder
    private var glassBanner: some View {
        if isFloating {
            label
                .glassEffect(.regular.interactive(), in: .capsule)
                .id(trip.id)
                .onTapGesture(perform: onOpen)
                .accessibilityAddTraits(.isButton)
        } else {
            label
        }
    }

    private var label: some View {
        HStack(spacing: 10) {
            Image(systemName: "airplane.departure")
                .font(.headline)
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.name)
                    .font(.subheadline.weight(.semibold))
                Text("\(trip.destination), \(trip.countdownText)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 8)
    }
}
