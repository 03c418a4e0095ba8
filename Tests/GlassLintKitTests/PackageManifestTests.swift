@testable import GlassLintKit
import Testing

struct PackageManifestTests {
    @Test func readsEverySpellingOfPlatforms() {
        let manifest = PackageManifest(source: """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "App",
                platforms: [.iOS(.v17), .macOS("14.2"), .visionOS(.v2), .watchOS(.v10_2), .tvOS(minimumVersion)],
                targets: [.target(name: "App")]
            )
            """)
        #expect(manifest.deploymentTargets.map(\.description) == ["iOS 17.0", "macOS 14.2", "watchOS 10.2", "visionOS 2.0"])
        #expect(manifest.unreadable == [".tvOS(minimumVersion)"])
    }

    @Test func noPlatformsMeansUnknown() {
        #expect(PackageManifest(source: "let package = Package(name: \"A\")").deploymentTargets.isEmpty)
        #expect(PackageManifest(source: "this is not swift (((").deploymentTargets.isEmpty)
    }

    @Test func versionsCompareNumerically() {
        #expect(OSVersion("17.4")! < OSVersion("17.10")!)
        #expect(OSVersion("26")! == OSVersion([26]))
        #expect(OSVersion("26.0")!.description == "26.0")
        #expect(OSVersion("v26")!.description == "26.0")
        #expect(OSVersion("17.x") == nil)
    }
}
