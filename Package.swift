// swift-tools-version:6.0
//
// glasslint links SwiftSyntax in one of two ways:
//
// - `toolchain` (the default): the SwiftSyntax host libraries that ship inside the Swift
//   toolchain (`<toolchain>/usr/lib/swift/host`). The toolchain is the one whose `swiftc` is
//   first on PATH; set GLASSLINT_TOOLCHAIN_HOST to point at another `lib/swift/host` folder.
// - `package`: the swift-syntax package, fetched by SwiftPM. Chosen with
//   GLASSLINT_SWIFT_SYNTAX=package, automatically when the toolchain has no host libraries,
//   and always when glasslint is somebody's dependency (its folder is a SwiftPM or Xcode
//   checkout): SwiftPM refuses the host libraries' unsafe flags in a `url:` dependency.
//
// `glasslint --version` names the way it was built (the SWIFT_SYNTAX_FROM_TOOLCHAIN define).
//
// The manifest only inspects the file system; it never runs a tool.
import Foundation
import PackageDescription

let environment = ProcessInfo.processInfo.environment

/// The `lib/swift/host` folder of the toolchain whose `swiftc` comes first on PATH.
func toolchainHostLibraries() -> String? {
    let fileManager = FileManager.default
    if let explicit = environment["GLASSLINT_TOOLCHAIN_HOST"], !explicit.isEmpty {
        return explicit
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard fileManager.isExecutableFile(atPath: swiftc.path) else { continue }
        let host = swiftc.resolvingSymlinksInPath()
            .deletingLastPathComponent()  // bin
            .deletingLastPathComponent()  // usr
            .appendingPathComponent("lib/swift/host")
        let module = host.appendingPathComponent("SwiftSyntax.swiftmodule").path
        return fileManager.fileExists(atPath: module) ? host.path : nil
    }
    return nil
}

let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftIfConfig"]
/// Whether this manifest is read as a dependency fetched by SwiftPM (`.build/checkouts/`,
/// or a `--scratch-path`'s) or by Xcode (`SourcePackages/checkouts/`), not as the root
/// package or a local `path:` dependency.
let isCheckout = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent == "checkouts"
let wantsPackage = environment["GLASSLINT_SWIFT_SYNTAX"] == "package" || isCheckout
let hostLibraries = wantsPackage ? nil : toolchainHostLibraries()

var packageDependencies: [Package.Dependency] = []
var syntaxDependencies: [Target.Dependency] = []
var syntaxSwiftSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []

if let host = hostLibraries {
    syntaxSwiftSettings = [.unsafeFlags(["-I", host]), .define("SWIFT_SYNTAX_FROM_TOOLCHAIN")]
    syntaxLinkerSettings = [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
        + syntaxModules.map { .linkedLibrary($0) }
} else {
    packageDependencies = [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0")]
    syntaxDependencies = syntaxModules.map { .product(name: $0, package: "swift-syntax") }
}

let package = Package(
    name: "glasslint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "GlassLintKit", targets: ["GlassLintKit"]),
        .executable(name: "glasslint", targets: ["glasslint"]),
        .plugin(name: "GlassLintBuildToolPlugin", targets: ["GlassLintBuildToolPlugin"]),
        .plugin(name: "GlassLintCommandPlugin", targets: ["GlassLintCommandPlugin"]),
    ],
    dependencies: packageDependencies,
    targets: [
        // The review engine: project facts, syntax model, rules, fixes, reports.
        .target(
            name: "GlassLintKit",
            dependencies: syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // The command line: arguments, commands, exit statuses. No review logic.
        .target(
            name: "GlassLintCommand",
            dependencies: ["GlassLintKit"] + syntaxDependencies,
            swiftSettings: syntaxSwiftSettings
        ),
        .executableTarget(
            name: "glasslint",
            dependencies: ["GlassLintCommand"],
            swiftSettings: syntaxSwiftSettings
        ),
        // SwiftPM plugins: findings as build warnings, and `swift package glasslint`.
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
        // The benchmark: a seeded corpus generator and a bare parse of the same files.
        .target(name: "BenchCorpus"),
        .executableTarget(
            name: "glasslint-bench",
            dependencies: ["BenchCorpus"] + syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // What several test targets share: the checkout, temporary folders, a seeded generator.
        .target(name: "GlassLintTestSupport", path: "Tests/Support"),
        .testTarget(
            name: "GlassLintKitTests",
            dependencies: ["GlassLintKit", "GlassLintTestSupport"] + syntaxDependencies,
            swiftSettings: syntaxSwiftSettings
        ),
        .testTarget(
            name: "BenchCorpusTests",
            dependencies: ["BenchCorpus", "GlassLintKit", "GlassLintTestSupport"] + syntaxDependencies,
            swiftSettings: syntaxSwiftSettings
        ),
        .testTarget(
            name: "GlassLintCommandTests",
            dependencies: ["GlassLintCommand", "GlassLintKit", "GlassLintTestSupport"] + syntaxDependencies,
            exclude: ["Golden"],
            swiftSettings: syntaxSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer program (Fuzz/), declared only when scripts/fuzz builds it with
// GLASSLINT_FUZZ=1: it links libFuzzer, which only a `-sanitize=fuzzer` build provides.
// Linked with lld: gold stops with an internal error on libFuzzer's driver.
if environment["GLASSLINT_FUZZ"] == "1" {
    package.targets.append(.executableTarget(
        name: "glasslint-fuzz",
        dependencies: ["GlassLintKit"] + syntaxDependencies,
        path: "Fuzz",
        swiftSettings: syntaxSwiftSettings + [.enableExperimentalFeature("Extern")],
        linkerSettings: syntaxLinkerSettings + [.unsafeFlags(["-use-ld=lld"])]
    ))
}
