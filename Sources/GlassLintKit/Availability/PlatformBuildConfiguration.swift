import SwiftIfConfig
import SwiftSyntax

/// A build for one Apple platform, as SwiftIfConfig asks about it: `os(…)`,
/// `targetEnvironment(macCatalyst)` and `canImport` of the system UI frameworks are known.
/// Everything else the project decides (custom flags such as `DEBUG`, other modules,
/// the architecture, the simulator) is unknown; the model evaluates a file once with every
/// unknown set and once with every unknown unset, and code active in either may be built.
struct PlatformBuildConfiguration: BuildConfiguration {
    let platform: ApplePlatform
    /// What an unknown condition is taken to be in this evaluation.
    let unknownsHold: Bool

    /// The names `os(…)` accepts for each platform; Mac Catalyst is iOS.
    private static let osNames: [ApplePlatform: Set<String>] = [
        .iOS: ["iOS"], .macCatalyst: ["iOS"], .macOS: ["macOS", "OSX"], .tvOS: ["tvOS"], .watchOS: ["watchOS"],
        .visionOS: ["visionOS", "xrOS"],
    ]

    /// System modules whose presence depends on the platform alone.
    private static let platformModules: [String: Set<ApplePlatform>] = [
        "UIKit": [.iOS, .macCatalyst, .tvOS, .visionOS],
        "AppKit": [.macOS],
        "WatchKit": [.watchOS],
        "SwiftUI": Set(ApplePlatform.allCases),
        "Foundation": Set(ApplePlatform.allCases),
    ]

    /// `SKIP` is set only when Skip (skip.tools) turns the code into Kotlin for Android: no
    /// Apple build has it.
    func isCustomConditionSet(name: String) -> Bool { name == "SKIP" ? false : unknownsHold }
    func hasFeature(name: String) -> Bool { unknownsHold }
    func hasAttribute(name: String) -> Bool { unknownsHold }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1, let platforms = Self.platformModules[module] else { return unknownsHold }
        return platforms.contains(platform)
    }

    func isActiveTargetOS(name: String) -> Bool {
        Self.osNames[platform]?.contains(name) ?? false
    }

    func isActiveTargetEnvironment(name: String) -> Bool {
        name == "macCatalyst" ? platform == .macCatalyst : unknownsHold
    }

    func isActiveTargetArchitecture(name: String) -> Bool { unknownsHold }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" || unknownsHold }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { unknownsHold }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }

    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64] }
    var endianness: Endianness { .little }
    /// A toolchain that has the 26 SDKs: the first (Swift 6.2, Xcode 26.0) or, with the
    /// unknowns set, the newest released (Swift 6.3, Xcode 26.4): `#if compiler(>=6.3)` is built.
    var languageVersion: VersionTuple { unknownsHold ? VersionTuple(6, 3) : VersionTuple(6, 2) }
    var compilerVersion: VersionTuple { unknownsHold ? VersionTuple(6, 3) : VersionTuple(6, 2) }
}
