import Foundation
import GlassLintTestSupport
@testable import GlassLintKit
import GlassLintTestSupport
import Testing

/// Each fixture project reviewed whole: the facts in its header, and the availability
/// findings its targets call for, and no others.
struct FactsReviewTests {
    /// `file:line rule` of each finding of the availability rules.
    func availabilityFindings(_ result: ReviewResult) -> [String] {
        let rules: Set = ["availability", "availability-scattered", "visionos-glass", "api-platform", "design-compatibility"]
        return result.findings.filter { rules.contains($0.rule) }.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" }
    }

    @Test func xcodeAppWithAVisionTarget() throws {
        let result = try ProjectFixtures.review("XcodeApp")
        #expect(ReviewReporter.deploymentPhrase(result.facts) == "deployment targets iOS 17.0, visionOS 2.0; 1 file not compiled by its Xcode project (not reviewed)")
        #expect(availabilityFindings(result) == [
            "App/Badge.swift:6:32 availability",
            "Shared/GlassPanel.swift:7:37 visionos-glass",
        ])
        let visionOS = try #require(result.findings.first { $0.rule == "visionos-glass" })
        #expect(visionOS.message == "glassEffect does not exist on visionOS, which this target builds for")
    }

    @Test func multiplatformTargetAtTwoVersions() throws {
        let result = try ProjectFixtures.review("Multiplatform")
        #expect(ReviewReporter.deploymentPhrase(result.facts)
            == "deployment targets iOS 18.6, tvOS 26.1, watchOS 11.0; UIDesignRequiresCompatibility YES")
        #expect(availabilityFindings(result) == [
            "Player/PlayerApp.swift:3:1 design-compatibility",
            "Player/PlayerControls.swift:10:21 api-platform",
            "Player/PlayerControls.swift:22:32 availability",
        ])
        let messages = result.findings.map(\.message)
        #expect(messages.contains("ToolbarSpacer does not exist on tvOS, watchOS, which this target builds for"))
        #expect(messages.contains("glassEffect needs iOS 26.0; this code runs from iOS 18.6"), "the tvOS branch at 26.1 needs no check")
        #expect(messages.contains(
            "UIDesignRequiresCompatibility is YES (Player/Info.plist): the app keeps the pre-26 look; the project does not say its SDK, "
                + "and the key is ignored once it builds with the 27 SDKs"
        ))
    }

    @Test func theSwitchIsAnErrorWhenTheProjectBuildsWithXcode27() throws {
        let folder = try TemporaryDirectory()
        let compiled = FactsXcodeProjectTests.project(settings: """
            SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0; GENERATE_INFOPLIST_FILE = YES;
            INFOPLIST_KEY_UIDesignRequiresCompatibility = YES;
            """)
            .replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject; attributes = {LastUpgradeCheck = 2700; };")
            .replacingOccurrences(of: "children = ();", with: "children = (F);")
            .replacingOccurrences(of: "buildPhases = ();", with: """
                buildPhases = (S); };
                        F = {isa = PBXFileReference; path = TripsApp.swift; sourceTree = "<group>"; };
                        B = {isa = PBXBuildFile; fileRef = F; };
                        S = {isa = PBXSourcesBuildPhase; files = (B);
                """)
        try folder.write("App.xcodeproj/project.pbxproj", compiled)
        try folder.write("TripsApp.swift", "@main\nstruct TripsApp: App {\n    var body: some Scene { WindowGroup { Text(\"Trips\") } }\n}\n")
        let result = Reviewer().review(try SourceDiscovery(paths: [folder.url.path]))
        let finding = try #require(result.findings.first { $0.rule == "design-compatibility" })
        #expect(finding.severity == .error)
        #expect(finding.message.contains("the project builds with the 27 SDKs (LastUpgradeCheck 2700 in App.xcodeproj/project.pbxproj)"))
    }

    @Test func swiftPackageOnTwoPlatforms() throws {
        let result = try ProjectFixtures.review("SwiftPackage")
        #expect(availabilityFindings(result) == [
            "Sources/Core/Card.swift:5:32 availability",
            "Tools/Tool/ToolApp.swift:3:1 design-compatibility",
        ])
        #expect(result.findings.first?.message == "glassEffect needs iOS 26.0, macOS 26.0; this code runs from iOS 18.0, macOS 15.0")
        #expect(result.findings.first?.fix == "wrap it in if #available(iOS 26.0, macOS 26.0, *) with a fallback")
    }

    @Test func anAppAtTwentySixGatesNothing() throws {
        let result = try ProjectFixtures.review("AtTwentySix")
        #expect(result.findings.isEmpty)
        #expect(ReviewReporter.deploymentPhrase(result.facts) == "deployment target iOS 26.0")
    }

    @Test func tripsShowsItsDeploymentTargetAndGatesEverything() throws {
        let result = Reviewer().review(try SourceDiscovery(paths: [Repository.root.appendingPathComponent("Examples/Trips").path]))
        #expect(ReviewReporter.deploymentPhrase(result.facts) == "deployment target iOS 17.0")
        #expect(!result.findings.contains { ["availability", "visionos-glass", "design-compatibility"].contains($0.rule) })
        let scattered = result.findings.filter { $0.rule == "availability-scattered" }
        #expect(scattered.count == 18)
        #expect(Set(scattered.map(\.file)).count == 10)
        #expect(result.findings.filter { $0.rule == "api-platform" }.map { "\($0.file):\($0.line) \($0.severity)" }
            == ["Sources/Trips/RootTabView.swift:17 info"])
        #expect(result.facts.customisations.map { "\($0.kind.rawValue) \($0.sites.count)" } == ["toolbarBackground 4", "presentationBackground 1"])
    }

    /// The review walks the root once: the files of the facts it lists on the way are those
    /// a walk of their own finds, and a project bundle is never searched for sources.
    @Test func theDiscoveryListsTheProjectFilesOfItsWalk() throws {
        let project = try TemporaryDirectory()
        _ = try project.write("Package.swift", "// swift-tools-version: 6.0\n")
        _ = try project.write("Tools/Package.swift", "// swift-tools-version: 6.0\n")
        _ = try project.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
        _ = try project.write("App.xcodeproj/Stray.swift", "let stray = 1\n")
        _ = try project.write("App.xcworkspace/contents.xcworkspacedata", "<Workspace/>\n")
        _ = try project.write("App/Info.plist", "<plist/>\n")
        _ = try project.write(".build/checkouts/Kit/Package.swift", "// swift-tools-version: 6.0\n")
        _ = try project.write("App/Card.swift", "struct Card {}\n")
        let listing = try SourceDiscovery(paths: [project.url.path]).list()
        let own = ProjectFiles(root: project.url)
        let walked = try #require(listing.projectFiles)
        #expect(walked.manifests.map(\.lastPathComponent) == ["Package.swift", "Package.swift"])
        #expect(walked.manifests == own.manifests)
        #expect(walked.xcodeProjects == own.xcodeProjects && walked.xcodeProjects.count == 1)
        #expect(walked.workspaces == own.workspaces && walked.workspaces.count == 1)
        #expect(walked.infoPlists == own.infoPlists && walked.infoPlists.count == 1)
        #expect(listing.files.map(\.relativePath) == ["App/Card.swift", "Package.swift", "Tools/Package.swift"])
        // Some of the root's files only: the facts walk the root themselves.
        #expect(try SourceDiscovery(paths: [project.url.appendingPathComponent("App").path], explicitRoot: project.url.path).list().projectFiles == nil)
    }
}
