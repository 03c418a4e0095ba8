import MapKit
import SwiftUI

struct TripMapView: View {
    let trip: Trip
    @State private var position: MapCameraPosition = .automatic
    @State private var heading: Double = 0
    @State private var showsSatellite = false
    @State private var showsTraffic = false
    @State private var isNavigating = false

    var body: some View {
        Map(position: $position) {
            ForEach(trip.stops) { stop in
                Marker(stop.name, systemImage: "mappin", coordinate: stop.coordinate)
            }
        }
        .mapStyle(showsSatellite ? MapStyle.imagery(elevation: .realistic) : .standard(showsTraffic: showsTraffic))
        .onMapCameraChange { context in
            heading = context.camera.heading
        }
        .overlay(alignment: .trailing) {
            // Dims the imagery under the map controls so their symbols stay legible.
            LinearGradient(colors: [.clear, .black.opacity(0.35)], startPoint: .leading, endPoint: .trailing)
                .frame(width: 96)
                .allowsHitTesting(false)
        }
        .overlay(alignment: .topLeading) { routeSummary.padding() }
        .overlay(alignment: .topTrailing) { trafficButton.padding() }
        .overlay(alignment: .trailing) { mapControls.padding() }
        .safeAreaInset(edge: .bottom) { navigationControls.padding() }
        .navigationTitle(trip.destination)
        .navigationBarTitleDisplayMode(.inline)
    }

    private var routeSummary: some View {
        Label("\(trip.stops.count) stops · \(Int(trip.totalKilometers)) km", systemImage: "point.topleft.down.to.point.bottomright.curvepath")
            .font(.footnote.weight(.semibold))
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .floatingSurface(cornerRadius: 14)
    }

    @ViewBuilder
    private var trafficButton: some View {
        if #available(iOS 26.0, *) {
            Button {
                showsTraffic.toggle()
            } label: {
                Image(systemName: showsTraffic ? "car.fill" : "car")
            }
            .frame(width: 44, height: 44)
            .glassEffect(.regular.interactive())
            .accessibilityLabel(showsTraffic ? "Hide Traffic" : "Show Traffic")
        } else {
            Button {
                showsTraffic.toggle()
            } label: {
                Image(systemName: showsTraffic ? "car.fill" : "car")
                    .frame(width: 44, height: 44)
                    .background(.regularMaterial, in: .rect(cornerRadius: 10))
            }
            .accessibilityLabel(showsTraffic ? "Hide Traffic" : "Show Traffic")
        }
    }

    @ViewBuilder
    private var mapControls: some View {
        if #available(iOS 26.0, *) {
            VStack(spacing: 10) {
                Image(systemName: "location.north.line.fill")
                    .rotationEffect(.degrees(-heading))
                    .frame(width: 44, height: 44)
                    .glassEffect(.regular.interactive(), in: .circle)
                    .accessibilityLabel("Compass")

                Button {
                    position = .userLocation(fallback: .automatic)
                } label: {
                    Image(systemName: "location")
                        .frame(width: 44, height: 44)
                }
                .glassEffect(.regular.interactive(), in: .circle)
                .accessibilityLabel("Show My Location")

                Button {
                    showsSatellite.toggle()
                } label: {
                    Image(systemName: showsSatellite ? "map" : "globe.europe.africa")
                        .frame(width: 44, height: 44)
                }
                .glassEffect(.clear.interactive(), in: .circle)
                .accessibilityLabel(showsSatellite ? "Standard Map" : "Satellite Map")
            }
        } else {
            Button("Satellite Map", systemImage: "globe.europe.africa") {
                showsSatellite.toggle()
            }
            .labelStyle(.iconOnly)
            .buttonStyle(.bordered)
        }
    }

    @ViewBuilder
    private var navigationControls: some View {
        if #available(iOS 26.0, *) {
            GlassEffectContainer(spacing: 12) {
                HStack(spacing: 12) {
                    Text("Arrive \(arrival, format: .dateTime.hour().minute())")
                        .font(.subheadline.weight(.semibold))
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .glassEffect(.regular, in: .capsule, isEnabled: isNavigating)
                    Spacer(minLength: 0)
                    if isNavigating {
                        Button("End", systemImage: "xmark") {
                            isNavigating = false
                        }
                        .buttonStyle(.glassProminent)
                        .tint(.red)
                    } else {
                        Button("Start", systemImage: "location.fill") {
                            isNavigating = true
                        }
                        .buttonStyle(.glassProminent)
                    }
                }
            }
        } else {
            Button(isNavigating ? "End" : "Start") {
                isNavigating.toggle()
            }
            .buttonStyle(.borderedProminent)
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }

    /// A rough estimate at an average of 60 km/h, good enough for a glance.
    private var arrival: Date {
        Date.now.addingTimeInterval(trip.totalKilometers / 60 * 3600)
    }
}

private extension TripStop {
    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}
