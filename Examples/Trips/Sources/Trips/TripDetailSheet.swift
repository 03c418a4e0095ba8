import SwiftUI

struct TripDetailSheet: View {
    let trip: Trip
    @Environment(TripStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    /// The store's current copy, so a booking made elsewhere shows up at once.
    private var current: Trip {
        store.trip(withID: trip.id) ?? trip
    }

    var body: some View {
        NavigationStack {
            List {
                if store.nextTrip?.id == current.id {
                    NextTripBanner(trip: current, isFloating: false)
                }
                Section("Dates") {
                    LabeledContent("Starts", value: current.startDate.formatted(date: .abbreviated, time: .omitted))
                    LabeledContent("Length", value: "\(current.dayCount) days")
                    LabeledContent("Status", value: current.isBooked ? "Booked" : "Not booked yet")
                }
                Section("Stops") {
                    if current.stops.isEmpty {
                        Text("No stops yet. Add them in the planner.")
                            .foregroundStyle(.secondary)
                    }
                    ForEach(current.stops) { stop in
                        LabeledContent(stop.name, value: "Day \(stop.day), \(stop.timeText)")
                    }
                }
            }
            .navigationTitle(current.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .presentationBackground(.ultraThinMaterial)
    }
}
