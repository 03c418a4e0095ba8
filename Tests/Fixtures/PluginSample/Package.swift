// swift-tools-version: 6.2
// A package that uses glasslint's plugins, for the plugin tests (PluginTests.swift). It
// depends on glasslint by path; the tests build a copy whose path is the repository's.
// The dependency is named, because a path dependency is otherwise known by its folder's
// name, and a checkout of glasslint may be in a folder of any name.
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "NowPlaying", targets: ["NowPlaying"])],
    dependencies: [.package(name: "glasslint", path: "../../..")],
    targets: [
        .target(
            name: "NowPlaying",
            plugins: [.plugin(name: "GlassLintBuildToolPlugin", package: "glasslint")]
        ),
    ]
)
