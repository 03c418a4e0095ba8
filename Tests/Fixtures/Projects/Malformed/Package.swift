// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Library",
    platforms: [.iOS(minimumVersion)],
    targets: [.target(name: "Library")
