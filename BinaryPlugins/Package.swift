// swift-tools-version:6.0
//
// glasslint's plugins on a prebuilt binary: the build tool plugin (findings as build
// warnings) and the command plugin (`swift package glasslint`) run the `glasslint` of an
// artifact bundle, so a build that uses them never compiles glasslint or swift-syntax.
//
// SwiftPM reads a package only at the root of a repository: this folder is published as
// a repository of its own (glasslint-plugins), written by
// `scripts/release --plugins-package DIR --url URL`, which copies it with the plugin
// sources in place of the links to ../Plugins and the release's URL and checksum below.
import Foundation
import PackageDescription

/// The published artifact bundle, as `scripts/release --url` printed it.
let releaseURL = "https://github.com/OWNER/glasslint/releases/download/0.1.0/glasslint.artifactbundle.zip"
let releaseChecksum = "0000000000000000000000000000000000000000000000000000000000000000"

/// A bundle zip next to this manifest is used instead: a bundle built here
/// (`scripts/release --output BinaryPlugins`), or written with the package by
/// `scripts/release --plugins-package DIR` without `--url`.
let localBundle = "glasslint.artifactbundle.zip"
let hasLocalBundle = FileManager.default.fileExists(atPath: URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(localBundle).path)

let package = Package(
    name: "glasslint-plugins",
    products: [
        .plugin(name: "GlassLintBuildToolPlugin", targets: ["GlassLintBuildToolPlugin"]),
        .plugin(name: "GlassLintCommandPlugin", targets: ["GlassLintCommandPlugin"]),
    ],
    targets: [
        hasLocalBundle
            ? .binaryTarget(name: "glasslint", path: localBundle)
            : .binaryTarget(name: "glasslint", url: releaseURL, checksum: releaseChecksum),
        // The same plugins as the source package's (Plugins/): only where `glasslint` comes from differs.
        .plugin(
            name: "GlassLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["glasslint"]
        ),
        .plugin(
            name: "GlassLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "glasslint", description: "Review the package's Liquid Glass code, or fix it"),
                permissions: [.writeToPackageDirectory(reason: "`glasslint fix` rewrites Swift files, and `baseline` and `--output` write reports")]
            ),
            dependencies: ["glasslint"]
        ),
    ]
)
