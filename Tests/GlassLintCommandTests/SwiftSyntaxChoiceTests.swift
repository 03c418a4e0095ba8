import Foundation
import GlassLintTestSupport
import Testing

/// Which SwiftSyntax this repository's manifest picks, read with `swift package dump-package`
/// from a copy of the manifest: as somebody's dependency (a folder in `checkouts/`) it is
/// the swift-syntax package with no unsafe flag, whatever the toolchain has, since SwiftPM
/// refuses unsafe flags in a `url:` dependency; as the root package, what this build chose.
struct SwiftSyntaxChoiceTests {
    struct Manifest {
        let dependencies: [String]
        let settings: [String]
    }

    /// The manifest, evaluated in `folder` (made under a temporary directory).
    static func evaluate(in folder: String) throws -> Manifest {
        let temporary = try TemporaryDirectory()
        let package = temporary.url.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Package.swift"), to: package.appendingPathComponent("Package.swift")
        )
        let dump = try ChildProcess("swift", ["package", "dump-package"], in: package)
        try #require(dump.status == 0, "dump-package failed:\n\(dump.errors)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let dependencies = (manifest["dependencies"] as? [[String: Any]] ?? []).map { "\($0)" }
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        let settings = targets.flatMap { $0["settings"] as? [[String: Any]] ?? [] }.map { "\($0["kind"] ?? "")" }
        return Manifest(dependencies: dependencies, settings: settings)
    }

    @Test func aCheckoutUsesTheSwiftSyntaxPackageWithNoUnsafeFlags() throws {
        for checkout in [".build/checkouts/glasslint", "DerivedData/App/SourcePackages/checkouts/glasslint"] {
            let manifest = try Self.evaluate(in: checkout)
            #expect(manifest.dependencies.count == 1 && manifest.dependencies[0].contains("github.com/swiftlang/swift-syntax"), "\(checkout)")
            #expect(!manifest.settings.contains { $0.contains("unsafeFlags") }, "\(checkout): \(manifest.settings)")
            #expect(!manifest.settings.contains { $0.contains("SWIFT_SYNTAX_FROM_TOOLCHAIN") }, "\(checkout)")
        }
    }

    @Test func theRootPackageKeepsTheToolchainChoice() throws {
        let manifest = try Self.evaluate(in: "glasslint")
        #if SWIFT_SYNTAX_FROM_TOOLCHAIN
        #expect(manifest.dependencies.isEmpty)
        #expect(manifest.settings.contains { $0.contains("SWIFT_SYNTAX_FROM_TOOLCHAIN") })
        #else
        #expect(manifest.dependencies.count == 1)
        #endif
    }
}
