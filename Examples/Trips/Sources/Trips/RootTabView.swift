import SwiftUI

struct RootTabView: View {
    enum TabID: Hashable {
        case overview
        case trips
        case planner
        case settings
    }

    @Environment(TripStore.self) private var store
    @State private var selection: TabID = .overview

    var body: some View {
        if #available(iOS 26.0, *) {
            tabs
                .tabBarMinimizeBehavior(.onScrollDown)
                .tabViewBottomAccessory {
                    NextTripAccessory(trip: store.nextTrip)
                        .onTapGesture { selection = .planner }
                }
        } else {
            tabs
        }
    }

    private var tabs: some View {
        TabView(selection: $selection) {
            OverviewView()
                .legacyTabBarBackground()
                .tabItem { Label("Overview", systemImage: "sparkles") }
                .tag(TabID.overview)
            TripsListView()
                .legacyTabBarBackground()
                .tabItem { Label("Trips", systemImage: "suitcase") }
                .tag(TabID.trips)
            PlannerView()
                .legacyTabBarBackground()
                .tabItem { Label("Planner", systemImage: "map") }
                .tag(TabID.planner)
            SettingsView()
                .legacyTabBarBackground()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(TabID.settings)
        }
    }
}

@available(iOS 26.0, *)
private struct NextTripAccessory: View {
    let trip: Trip?
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: trip?.kind.symbol ?? "suitcase")
            if let trip {
                Text(trip.name)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                if placement == .expanded {
                    Spacer()
                    Text(trip.countdownText)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            } else {
                Text("No upcoming trips")
                    .font(.subheadline)
            }
        }
        .padding(.horizontal)
    }
}

private extension View {
    /// Before iOS 26 the tab bar turns transparent over scrolled-to-bottom content,
    /// so keep the frosted bar the app always had.
    @ViewBuilder
    func legacyTabBarBackground() -> some View {
        if #available(iOS 26.0, *) {
            self
        } else {
            self
                .toolbarBackground(.ultraThinMaterial, for: .tabBar)
                .toolbarBackground(.visible, for: .tabBar)
        }
    }
}
