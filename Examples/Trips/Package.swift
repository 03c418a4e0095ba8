// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trips",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Trips", targets: ["Trips"]),
    ],
    targets: [
        .target(name: "Trips", path: "Sources/Trips"),
    ]
)
