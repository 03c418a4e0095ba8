// swift-tools-version: 6.2
// An app package that uses glasslint's plugins from the artifact bundle, for the binary
// plugin tests (BinaryPluginTests.swift): the tests write the plugins package, with the
// bundle they packed, into `glasslint-plugins/` of a copy of this folder. Its build
// compiles neither glasslint nor swift-syntax.
import PackageDescription

let package = Package(
    name: "BinaryPluginApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "glasslint-plugins")],
    targets: [
        .target(
            name: "Player",
            plugins: [.plugin(name: "GlassLintBuildToolPlugin", package: "glasslint-plugins")]
        ),
    ]
)
