import SwiftUI

struct OverviewView: View {
    @Environment(TripStore.self) private var store
    @State private var presentedTrip: Trip?

    var body: some View {
        NavigationStack {
            Group {
                if store.trips.isEmpty {
                    emptyState
                } else {
                    overview
                }
            }
            .navigationTitle("Overview")
            .sheet(item: $presentedTrip) { trip in
                TripDetailSheet(trip: trip)
            }
            .task { await store.refresh() }
        }
    }

    private var overview: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                if let featured = store.featuredTrip {
                    FeaturedTripHeader(trip: featured) { presentedTrip = featured }
                }
                Text("Upcoming")
                    .font(.title2.bold())
                LazyVStack(spacing: 16) {
                    ForEach(store.upcomingTrips) { trip in
                        Button {
                            presentedTrip = trip
                        } label: {
                            TripCard(trip: trip)
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
            .padding(.horizontal)
            .padding(.bottom, 96)
        }
        .safeAreaInset(edge: .top) {
            HStack {
                if let next = store.nextTrip {
                    NextTripBanner(trip: next, isFloating: true) { presentedTrip = next }
                } else {
                    syncPlaceholder
                }
                Spacer()
            }
            .padding(.horizontal)
        }
        .overlay(alignment: .bottomTrailing) {
            FloatingActionMenu { action in perform(action) }.padding(20)
        }
    }

    @ViewBuilder
    private var syncPlaceholder: some View {
        if #available(iOS 26.0, *) {
            Color.clear
                .glassEffect(store.isSyncing ? .regular : .identity, in: .capsule)
                .frame(width: 180, height: 36)
                .accessibilityLabel("Loading your next trip")
        } else {
            Capsule()
                .fill(.regularMaterial)
                .frame(width: 180, height: 36)
                .opacity(store.isSyncing ? 1 : 0)
        }
    }

    private var emptyState: some View {
        ContentUnavailableView {
            Label("No Trips Yet", systemImage: "suitcase")
        } description: {
            Text("Plan your first getaway and it shows up here.")
        } actions: {
            planFirstTripButton
        }
    }

    @ViewBuilder
    private var planFirstTripButton: some View {
        if #available(iOS 26.0, *) {
            Button {
                presentedTrip = store.addDraftTrip()
            } label: {
                Label("Plan a Trip", systemImage: "plus")
                    .font(.headline)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 12)
            }
            .glassEffect()
            .tint(.orange)
        } else {
            Button("Plan a Trip", systemImage: "plus") {
                presentedTrip = store.addDraftTrip()
            }
            .buttonStyle(.borderedProminent)
            .tint(.orange)
        }
    }

    private func perform(_ action: FloatingActionMenu.Action) {
        switch action {
        case .newTrip:
            presentedTrip = store.addDraftTrip()
        case .markBooked:
            if let next = store.nextTrip { store.markBooked(next) }
        case .openNext:
            presentedTrip = store.nextTrip
        }
    }
}
