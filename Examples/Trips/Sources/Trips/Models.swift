import Foundation
import Observation
import SwiftUI

enum TripKind: String, Sendable {
    case city
    case beach
    case mountains

    var symbol: String {
        switch self {
        case .city: "building.2"
        case .beach: "sun.max"
        case .mountains: "mountain.2"
        }
    }

    var color: Color {
        switch self {
        case .city: .indigo
        case .beach: .orange
        case .mountains: .teal
        }
    }
}

enum TravelMode: String, CaseIterable, Identifiable, Sendable {
    case walking
    case driving
    case transit

    var id: Self { self }
    var title: String { rawValue.capitalized }

    var symbol: String {
        switch self {
        case .walking: "figure.walk"
        case .driving: "car.fill"
        case .transit: "tram.fill"
        }
    }
}

struct TripStop: Identifiable, Hashable, Sendable {
    let id = UUID()
    var name: String
    var day: Int
    var minutesAfterMidnight: Int
    var latitude: Double
    var longitude: Double
    var kilometersFromPrevious: Double

    var timeText: String {
        String(format: "%02d:%02d", minutesAfterMidnight / 60, minutesAfterMidnight % 60)
    }
}

struct Trip: Identifiable, Hashable, Sendable {
    let id = UUID()
    var name: String
    var destination: String
    var kind: TripKind
    var startDate: Date
    var dayCount: Int
    var stops: [TripStop]
    var isBooked = false
    var isFavorite = false

    var endDate: Date {
        Calendar.current.date(byAdding: .day, value: dayCount - 1, to: startDate) ?? startDate
    }

    var totalKilometers: Double {
        stops.reduce(0) { $0 + $1.kilometersFromPrevious }
    }

    var dateRangeText: String {
        let format = Date.FormatStyle.dateTime.month(.abbreviated).day()
        return "\(startDate.formatted(format)) – \(endDate.formatted(format))"
    }

    var countdownText: String {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: .now)
        let days = calendar.dateComponents([.day], from: today, to: startDate).day ?? 0
        if days > 1 { return "in \(days) days" }
        if days == 1 { return "tomorrow" }
        if days == 0 { return "today" }
        return endDate < today ? "completed" : "underway"
    }

    func stops(onDay day: Int) -> [TripStop] {
        stops.filter { $0.day == day }.sorted { $0.minutesAfterMidnight < $1.minutesAfterMidnight }
    }
}

enum TripFilter: String, CaseIterable, Identifiable, Sendable {
    case all
    case upcoming
    case booked
    case favorites

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

@MainActor
@Observable
final class TripStore {
    var trips: [Trip]
    private(set) var isSyncing = false

    init(trips: [Trip] = Trip.samples) {
        self.trips = trips
    }

    var upcomingTrips: [Trip] {
        let today = Calendar.current.startOfDay(for: .now)
        return trips.filter { $0.endDate >= today }.sorted { $0.startDate < $1.startDate }
    }

    var nextTrip: Trip? { upcomingTrips.first }
    var featuredTrip: Trip? { upcomingTrips.first(where: \.isFavorite) ?? nextTrip }

    func trip(withID id: Trip.ID) -> Trip? {
        trips.first { $0.id == id }
    }

    func trips(matching filter: TripFilter, query: String) -> [Trip] {
        let filtered = switch filter {
        case .all: trips
        case .upcoming: upcomingTrips
        case .booked: trips.filter(\.isBooked)
        case .favorites: trips.filter(\.isFavorite)
        }
        guard !query.isEmpty else { return filtered }
        return filtered.filter { "\($0.name) \($0.destination)".localizedCaseInsensitiveContains(query) }
    }

    func toggleFavorite(_ trip: Trip) {
        update(trip) { $0.isFavorite.toggle() }
    }

    func markBooked(_ trip: Trip) {
        update(trip) { $0.isBooked = true }
    }

    func removeStop(_ stop: TripStop) {
        for index in trips.indices {
            trips[index].stops.removeAll { $0.id == stop.id }
        }
    }

    func addDraftTrip() -> Trip {
        let start = Calendar.current.date(byAdding: .day, value: 30, to: .now) ?? .now
        let draft = Trip(name: "New Trip", destination: "Anywhere", kind: .city, startDate: start, dayCount: 3, stops: [])
        trips.append(draft)
        return draft
    }

    func refresh() async {
        isSyncing = true
        defer { isSyncing = false }
        try? await Task.sleep(for: .seconds(1))
    }

    private func update(_ trip: Trip, _ change: (inout Trip) -> Void) {
        guard let index = trips.firstIndex(where: { $0.id == trip.id }) else { return }
        change(&trips[index])
    }
}

extension Trip {
    static let samples: [Trip] = [
        Trip(name: "Lisbon Long Weekend", destination: "Lisbon", kind: .city, startDate: day(12), dayCount: 4, stops: [
            TripStop(name: "Alfama", day: 1, minutesAfterMidnight: 600, latitude: 38.7118, longitude: -9.1300, kilometersFromPrevious: 0),
            TripStop(name: "Belém Tower", day: 2, minutesAfterMidnight: 570, latitude: 38.6916, longitude: -9.2160, kilometersFromPrevious: 8),
            TripStop(name: "Sintra", day: 3, minutesAfterMidnight: 540, latitude: 38.7876, longitude: -9.3904, kilometersFromPrevious: 25),
        ], isBooked: true),
        Trip(name: "Dolomites Hiking", destination: "Cortina d'Ampezzo", kind: .mountains, startDate: day(40), dayCount: 6, stops: [
            TripStop(name: "Cortina", day: 1, minutesAfterMidnight: 720, latitude: 46.5405, longitude: 12.1357, kilometersFromPrevious: 0),
            TripStop(name: "Tre Cime", day: 2, minutesAfterMidnight: 480, latitude: 46.6187, longitude: 12.3026, kilometersFromPrevious: 28),
        ], isFavorite: true),
        Trip(name: "Crete Coast", destination: "Chania", kind: .beach, startDate: day(75), dayCount: 7, stops: [
            TripStop(name: "Chania Old Town", day: 1, minutesAfterMidnight: 660, latitude: 35.5138, longitude: 24.0180, kilometersFromPrevious: 0),
            TripStop(name: "Balos Lagoon", day: 3, minutesAfterMidnight: 600, latitude: 35.5829, longitude: 23.5880, kilometersFromPrevious: 56),
        ]),
        Trip(name: "Kyoto in Autumn", destination: "Kyoto", kind: .city, startDate: day(-200), dayCount: 8, stops: [
            TripStop(name: "Fushimi Inari", day: 1, minutesAfterMidnight: 420, latitude: 34.9671, longitude: 135.7727, kilometersFromPrevious: 0),
        ], isBooked: true),
    ]

    private static func day(_ offset: Int) -> Date {
        Calendar.current.date(byAdding: .day, value: offset, to: Calendar.current.startOfDay(for: .now)) ?? .now
    }
}
