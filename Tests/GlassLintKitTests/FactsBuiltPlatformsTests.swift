import Foundation
@testable import GlassLintKit
import GlassLintTestSupport
import Testing

/// Which platforms a module is really built for: those of the app targets that link it
/// (a manifest's `platforms:` sets minimums only), less what its own code rules out.
struct FactsBuiltPlatformsTests {
    private static let manifest = PackageManifest(source: """
        let package = Package(
            name: "Kit",
            platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
            products: [.library(name: "KitUI", targets: ["KitUI"])],
            targets: [
                .target(name: "KitUI", dependencies: ["Core", .target(name: "Charts", condition: .when(platforms: [.iOS]))]),
                .target(name: "Core", dependencies: [.product(name: "Collections", package: "swift-collections")]),
                .target(name: "Charts"),
                .target(name: "Unused"),
            ]
        )
        """)

    private static func package(_ name: String) -> BuildTarget {
        let target = manifest.targets.first { $0.name == name }!
        return BuildTarget(
            name: name, origin: "Kit/Package.swift", platforms: [.iOS, .macOS, .tvOS, .watchOS],
            deploymentTargets: manifest.deploymentTargets, sources: SourceMembership(folders: ["Kit/Sources/\(name)"]),
            dependencies: target.dependencies,
            products: Set(manifest.products.filter { $0.value.contains(name) }.keys).union([name])
        )
    }

    private static func app(_ platforms: [ApplePlatform], linking products: [PackageManifest.Dependency]) -> BuildTarget {
        BuildTarget(
            name: "App", origin: "App.xcodeproj/project.pbxproj", platforms: platforms,
            deploymentTargets: platforms.map { DeploymentTarget($0, OSVersion(17)) }, sources: SourceMembership(folders: ["App"]),
            dependencies: products
        )
    }

    @Test func dependenciesAndConditionsAreRead() {
        let kitUI = Self.manifest.targets[0]
        #expect(kitUI.dependencies == [
            PackageManifest.Dependency(name: "Core"), PackageManifest.Dependency(name: "Charts", platforms: [.iOS]),
        ])
        #expect(Self.manifest.products == ["KitUI": ["KitUI"]])
        #expect(Self.manifest.targets.map(\.name) == ["KitUI", "Core", "Charts", "Unused"], "a dependency is not a target")
    }

    @Test func aPackageIsBuiltForWhatLinksIt() {
        var context = ProjectContext(targets: [
            Self.app([.iOS, .macOS], linking: [PackageManifest.Dependency(name: "KitUI")]),
            Self.package("KitUI"), Self.package("Core"), Self.package("Charts"), Self.package("Unused"),
        ])
        context.narrowPackageTargetsToLinkedPlatforms()
        let platforms = Dictionary(uniqueKeysWithValues: context.targets.map { ($0.name, $0.platforms) })
        #expect(platforms["KitUI"] == [.iOS, .macOS], "not tvOS or watchOS: the manifest only sets their minimums")
        #expect(platforms["Core"] == [.iOS, .macOS], "through a target dependency")
        #expect(platforms["Charts"] == [.iOS], ".when(platforms: [.iOS])")
        #expect(platforms["Unused"] == [.iOS, .macOS, .tvOS, .watchOS], "nothing links it: the manifest, for want of better")
        #expect(context.targets.first { $0.name == "Unused" }?.unconfirmedPlatforms == [.iOS, .macOS, .tvOS, .watchOS])
        #expect(context.targets.first { $0.name == "KitUI" }?.deploymentTargets.map(\.description) == ["iOS 17.0", "macOS 14.0"])
    }

    @Test func aPlatformFilterOfTheAppLimitsTheLink() {
        var context = ProjectContext(targets: [
            Self.app([.iOS, .visionOS], linking: [PackageManifest.Dependency(name: "KitUI", platforms: [.iOS])]),
            Self.package("KitUI"),
        ])
        context.narrowPackageTargetsToLinkedPlatforms()
        #expect(context.targets[1].platforms == [.iOS])
    }

    @Test func unguardedUIKitIsNoMacBuild() {
        let source = """
            import SwiftUI
            import UIKit
            struct Header: View {
                var body: some View { Text(UIDevice.current.name) }
            }
            """
        #expect(PlatformEvidence.ruledOut(of: [.iOS, .macOS, .watchOS, .visionOS], in: source, declared: []) == [.macOS, .watchOS])
        let guarded = """
            #if canImport(UIKit)
            import UIKit
            #endif
            struct Header: View {
                var body: some View {
                    #if os(iOS)
                    Text(UIDevice.current.name)
                    #else
                    Text("Mac")
                    #endif
                }
            }
            """
        #expect(PlatformEvidence.ruledOut(of: [.iOS, .macOS, .watchOS], in: guarded, declared: []).isEmpty)
        let shim = "let tint = UIColor.systemBlue"
        #expect(PlatformEvidence.ruledOut(of: [.macOS], in: shim, declared: []) == [.macOS])
        #expect(PlatformEvidence.ruledOut(of: [.macOS], in: shim, declared: ["UIColor"]).isEmpty,
                "a project's own typealias UIColor = NSColor proves nothing")
        #expect(PlatformEvidence.ruledOut(of: [.visionOS], in: "let scale = UIScreen.main.scale", declared: []) == [.visionOS])
        #expect(PlatformEvidence.ruledOut(of: [.iOS, .visionOS], in: "UIImpactFeedbackGenerator(style: .medium).impactOccurred()", declared: []) == [.visionOS],
                "the visionOS SDK has no haptics")
        #expect(PlatformEvidence.ruledOut(of: [.macOS], in: "// UIDevice in a comment", declared: []).isEmpty)
    }

    @Test func theShimsAProjectDeclaresAreItsOwnTypesOfThoseNames() {
        let sources = [
            "#if os(macOS)\ntypealias UIColor = NSColor\npublic typealias\n  UIImage = NSImage\n#endif",
            "final class UIHostingController<Content> {}",
            "extension UIFont { static let body = UIFont() }\nlet view = UIView()",
            "struct UIViewModel {}",
        ]
        #expect(sources.reduce(into: Set<String>()) { $0.formUnion(PlatformEvidence.look(Data($1.utf8)).shims) } == ["UIColor", "UIImage", "UIHostingController"])
    }

    @Test func aTargetThatCannotBuildTakesItsLinkersWithIt() throws {
        let folder = try TemporaryDirectory()
        let appFile = try folder.write("App/App.swift", "import SwiftUI\nstruct AppView: View { var body: some View { KitView() } }\n")
        let kitFile = try folder.write("Kit/Sources/KitUI/KitView.swift", "let scale = UIScreen.main.scale\n")
        var context = ProjectContext(targets: [
            Self.app([.iOS, .visionOS], linking: [PackageManifest.Dependency(name: "KitUI")]),
            Self.package("KitUI"),
        ])
        context.narrowPackageTargetsToLinkedPlatforms()
        #expect(context.targets[1].platforms == [.iOS, .visionOS])
        let files = [
            SourceFileReference(url: appFile, relativePath: "App/App.swift"),
            SourceFileReference(url: kitFile, relativePath: "Kit/Sources/KitUI/KitView.swift"),
        ]
        context.dropPlatformsTheCodeRulesOut(files: files, evidence: PlatformEvidenceBook(reading: files))
        #expect(context.targets[1].platforms == [.iOS], "UIScreen.main does not exist on visionOS")
        #expect(context.targets[0].platforms == [.iOS], "an app that links a module that cannot build there cannot either")
    }
}
