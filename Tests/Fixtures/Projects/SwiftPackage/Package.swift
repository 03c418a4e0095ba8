// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Cards",
    platforms: [.iOS(.v18), .macOS("15.0")],
    targets: [
        .target(name: "Core"),
        .executableTarget(name: "Tool", path: "Tools/Tool", exclude: ["Info.plist"]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
    ]
)
