// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Glassy",
    platforms: [.iOS(.v26)],
    targets: [.executableTarget(name: "Glassy")]
)
