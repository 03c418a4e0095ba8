// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Map",
    platforms: [.iOS(.v17), .visionOS(.v1)],
    targets: [.target(name: "Map")]
)
