import SwiftUI

struct TripsListView: View {
    @Environment(TripStore.self) private var store
    @State private var query = ""
    @State private var filter: TripFilter = .all

    private var visibleTrips: [Trip] {
        store.trips(matching: filter, query: query)
    }

    var body: some View {
        NavigationStack {
            tripList
                .navigationTitle("My Trips")
                .navigationDestination(for: Trip.self) { trip in
                    TripMapView(trip: trip)
                }
                .searchable(text: $query, prompt: "Search destinations")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        filterMenu
                    }
                }
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .safeAreaInset(edge: .bottom) {
                    clearFilterButton
                }
        }
    }

    @ViewBuilder
    private var tripList: some View {
        if #available(iOS 26.0, *) {
            rows
                .searchToolbarBehavior(.minimized)
        } else {
            rows
        }
    }

    private var rows: some View {
        List {
            ForEach(visibleTrips) { trip in
                NavigationLink(value: trip) {
                    TripRow(trip: trip)
                }
                .listRowSeparator(.hidden)
            }
        }
        .listStyle(.plain)
        .overlay {
            if visibleTrips.isEmpty {
                ContentUnavailableView.search(text: query)
            }
        }
    }

    private var filterMenu: some View {
        Menu {
            Picker("Show", selection: $filter) {
                ForEach(TripFilter.allCases) { option in
                    Text(option.title).tag(option)
                }
            }
        } label: {
            Label("Filter", systemImage: "line.3.horizontal.decrease")
        }
    }

    @ViewBuilder
    private var clearFilterButton: some View {
        if filter != .all {
            if #available(iOS 26.0, *) {
                Button {
                    filter = .all
                } label: {
                    Label("\(filter.title) · Show All", systemImage: "xmark.circle.fill")
                }
                .glassEffect(.regular.interactive())
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .font(.subheadline.weight(.semibold))
            } else {
                Button {
                    filter = .all
                } label: {
                    Label("\(filter.title) · Show All", systemImage: "xmark.circle.fill")
                }
                .buttonStyle(.bordered)
                .padding(.bottom, 8)
            }
        }
    }
}
