import SwiftUI

struct PlannerView: View {
    @Environment(TripStore.self) private var store
    @State private var selectedDay = 1
    @State private var travelMode: TravelMode = .walking
    @State private var editingStop: TripStop?

    var body: some View {
        NavigationStack {
            Group {
                if let trip = store.nextTrip {
                    planner(for: trip)
                } else {
                    ContentUnavailableView("Nothing to Plan", systemImage: "map")
                }
            }
            .navigationTitle("Planner")
        }
    }

    @ViewBuilder
    private func planner(for trip: Trip) -> some View {
        if #available(iOS 26.0, *) {
            itinerary(for: trip)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        progressBadge(for: trip)
                            .glassEffect()
                    }
                    .sharedBackgroundVisibility(.hidden)
                }
        } else {
            itinerary(for: trip)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        progressBadge(for: trip)
                    }
                }
        }
    }

    private func itinerary(for trip: Trip) -> some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(trip.stops(onDay: selectedDay)) { stop in
                    Button {
                        editingStop = stop
                    } label: {
                        HStack {
                            Text(stop.timeText)
                                .foregroundStyle(.secondary)
                            Text(stop.name)
                                .font(.headline)
                            Spacer()
                        }
                        .padding()
                        .background(.background.secondary, in: .rect(cornerRadius: 16))
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding()
        }
        .safeAreaInset(edge: .top) {
            topControls(for: trip)
                .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom) {
            bookingBar(for: trip)
        }
        .overlay(alignment: .bottom) {
            if let editingStop {
                stopEditor(editingStop)
                    .padding()
            }
        }
    }

    private func progressBadge(for trip: Trip) -> some View {
        Text("Day \(selectedDay) of \(trip.dayCount)")
            .font(.footnote.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
    }

    @ViewBuilder
    private func topControls(for trip: Trip) -> some View {
        if #available(iOS 26.0, *) {
            VStack(alignment: .leading, spacing: 10) {
                daySelector(for: trip)
                TravelModePicker(selection: $travelMode)
            }
        } else {
            Picker("Day", selection: $selectedDay) {
                ForEach(1...trip.dayCount, id: \.self) { day in
                    Text("Day \(day)").tag(day)
                }
            }
            .pickerStyle(.segmented)
            .padding(.vertical, 8)
            .background(.bar)
        }
    }

    @available(iOS 26.0, *)
    private func daySelector(for trip: Trip) -> some View {
        ScrollView(.horizontal) {
            GlassEffectContainer(spacing: 8) {
                HStack(spacing: 8) {
                    ForEach(1...trip.dayCount, id: \.self) { day in
                        Button {
                            selectedDay = day
                        } label: {
                            if day == selectedDay {
                                Text("Day \(day)")
                                    .padding(8)
                                    .glassEffect()
                            } else {
                                Text("Day \(day)")
                                    .padding(8)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
        }
        .scrollIndicators(.hidden)
    }

    @ViewBuilder
    private func stopEditor(_ stop: TripStop) -> some View {
        if #available(iOS 26.0, *) {
            GlassPanel {
                Text(stop.name)
                    .font(.headline)
                Text("Day \(stop.day) at \(stop.timeText)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack {
                    Button("Remove Stop", role: .destructive) {
                        remove(stop)
                    }
                    .buttonStyle(.glass)
                    Spacer()
                    Button("Done") {
                        editingStop = nil
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
        } else {
            HStack {
                Text(stop.name)
                    .font(.headline)
                Spacer()
                Button("Remove", role: .destructive) { remove(stop) }
                Button("Done") { editingStop = nil }
                    .buttonStyle(.borderedProminent)
            }
            .padding(20)
            .background(.regularMaterial, in: .rect(cornerRadius: 28))
        }
    }

    @ViewBuilder
    private func bookingBar(for trip: Trip) -> some View {
        if #available(iOS 26.0, *) {
            GlassEffectContainer {
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 12) {
                        Button("Book Flights", systemImage: "airplane") {
                            store.markBooked(trip)
                        }
                        .buttonStyle(.glassProminent)
                        Button("Book Stays", systemImage: "bed.double") {
                            store.markBooked(trip)
                        }
                        .buttonStyle(.glassProminent)
                    }
                }
            }
            .padding()
        } else {
            Button("Book Trip", systemImage: "airplane") {
                store.markBooked(trip)
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
    }

    private func remove(_ stop: TripStop) {
        store.removeStop(stop)
        editingStop = nil
    }
}

/// The travel mode between stops: one capsule showing the current mode that
/// opens into a button per mode.
@available(iOS 26.0, *)
private struct TravelModePicker: View {
    @Binding var selection: TravelMode
    @State private var isExpanded = false
    @Namespace private var namespace

    var body: some View {
        GlassEffectContainer(spacing: 24) {
            HStack(spacing: 8) {
                if isExpanded {
                    ForEach(TravelMode.allCases) { mode in
                        Button {
                            selection = mode
                            isExpanded = false
                        } label: {
                            Image(systemName: mode.symbol)
                                .frame(width: 40, height: 40)
                        }
                        .glassEffect(.regular.interactive(), in: .circle)
                        .glassEffectID(mode, in: namespace)
                        .accessibilityLabel(mode.title)
                    }
                } else {
                    Button {
                        isExpanded = true
                    } label: {
                        Label(selection.title, systemImage: selection.symbol)
                            .padding(.horizontal, 14)
                            .frame(height: 40)
                    }
                    .glassEffect(.regular.interactive(), in: .capsule)
                    .glassEffectID(selection, in: namespace)
                }
            }
        }
    }
}
