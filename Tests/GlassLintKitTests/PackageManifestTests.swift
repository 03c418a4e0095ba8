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
        #expect(manifest.toolsVersion == OSVersion(6, 0))
        #expect(!manifest.vendsLibrary)
        #expect(PackageManifest(source: #"let package = Package(name: "K", products: [.library(name: "K", targets: ["K"])])"#).vendsLibrary)
    }

    @Test func toolsVersionIsTheFirstLineComment() {
        #expect(PackageManifest.toolsVersion(in: "// swift-tools-version: 5.10\nimport PackageDescription") == OSVersion(5, 10))
        #expect(PackageManifest.toolsVersion(in: "// swift-tools-version:6.2.1;(experimentalFeatures)") == OSVersion([6, 2, 1]))
        #expect(PackageManifest.toolsVersion(in: "import PackageDescription\n// swift-tools-version:5.9") == nil)
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
