import Foundation
@testable import GlassLintKit
import GlassLintTestSupport
import Testing

/// Xcode projects read as text: targets, configurations, xcconfig files, platforms,
/// membership (build phases and synchronized folders) and Info.plists.
struct FactsXcodeProjectTests {
    @Test func appAndVisionTargetsShareFiles() throws {
        let facts = try ProjectFixtures.facts("XcodeApp")
        #expect(facts.targets.map(\.name) == ["Trips", "TripsVision"])
        let app = try #require(ProjectFixtures.target("Trips", in: facts))
        #expect(app.origin == "XcodeApp.xcodeproj/project.pbxproj")
        #expect(app.platforms == [.iOS])
        #expect(app.deploymentTargets == [DeploymentTarget(.iOS, OSVersion(17))])
        #expect(app.configurations.map(\.name) == ["Debug", "Release"])
        #expect(app.configurations.map(\.deploymentTargets) == [[DeploymentTarget(.iOS, OSVersion(18))], [DeploymentTarget(.iOS, OSVersion(17))]])
        #expect(app.deviceFamilies == [.iPhone, .iPad], "TARGETED_DEVICE_FAMILY = $(inherited),2 over the xcconfig's 1")
        #expect(app.infoPlist == "App/Info.plist", "INFOPLIST_FILE with and without $(SRCROOT)")
        #expect(app.compatibility == nil)

        let vision = try #require(ProjectFixtures.target("TripsVision", in: facts))
        #expect(vision.platforms == [.visionOS], "a leftover IPHONEOS_DEPLOYMENT_TARGET does not add iOS")
        #expect(vision.deploymentTargets == [DeploymentTarget(.visionOS, OSVersion(2))], "XROS_DEPLOYMENT_TARGET = $(VISION_MINIMUM) from an included xcconfig")
        #expect(vision.deviceFamilies == [.vision])

        let shared = facts.deployment(for: "Shared/GlassPanel.swift")
        #expect(shared.targets.map(\.name) == ["Trips", "TripsVision"])
        #expect(shared.minimums == [.iOS: OSVersion(17), .visionOS: OSVersion(2)])
        #expect(facts.deployment(for: "App/Badge.swift").targets.map(\.name) == ["Trips"])
        #expect(facts.deployment(for: "Vision/VisionRoot.swift").targets.map(\.name) == ["TripsVision"], "a synchronized folder")
        #expect(facts.filesWithoutTarget == ["Vision/Preview.swift"], "left out by the folder's exception set")
        #expect(facts.sources == [
            "XcodeApp.xcodeproj/project.pbxproj", "Config/Base.xcconfig", "Config/Shared.xcconfig", "App/Info.plist", "Vision/Info.plist",
        ])
        #expect(facts.problems.isEmpty)
    }

    @Test func multiplatformTargetIsJudgedPerPlatform() throws {
        let facts = try ProjectFixtures.facts("Multiplatform")
        let player = try #require(ProjectFixtures.target("Player", in: facts))
        #expect(player.platforms == [.iOS, .tvOS, .watchOS], "SDKROOT = auto: SUPPORTED_PLATFORMS decides, not MACOSX_DEPLOYMENT_TARGET")
        #expect(player.deploymentTargets.map(\.description) == ["iOS 18.6", "tvOS 26.1", "watchOS 11.0"])
        #expect(player.compatibility == CompatibilitySwitch(file: "Player/Info.plist", line: nil, isOn: true), "a binary Info.plist")
        #expect(facts.deployment(for: "Player/PlayerControls.swift").minimums[.tvOS] == OSVersion(26, 1))
    }

    @Test func anAppHeldInOneAppearanceSaysSoInItsInfoPlistOrItsSettings() throws {
        let folder = try TemporaryDirectory()
        try folder.write("App.xcodeproj/project.pbxproj", Self.project(settings: """
            SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0; GENERATE_INFOPLIST_FILE = YES;
            INFOPLIST_KEY_UIUserInterfaceStyle = Dark;
            """))
        let facts = ProjectContext.read(root: folder.url)
        #expect(facts.targets.first?.heldAppearance == .dark)
        let light = try TemporaryDirectory()
        try light.write("App.xcodeproj/project.pbxproj", Self.project(settings: """
            SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0; GENERATE_INFOPLIST_FILE = YES;
            INFOPLIST_KEY_UIUserInterfaceStyle = Light;
            """))
        #expect(ProjectContext.read(root: light.url).targets.first?.heldAppearance == .light)

        // An Info.plist no target names holds the files of no target dark.
        let loose = try TemporaryDirectory()
        try loose.write("News/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>
            """)
        let looseFacts = ProjectContext.read(root: loose.url)
        #expect(looseFacts.deployment(for: "News/Card.swift").heldAppearance == .dark)
        #expect(ProjectContext.read(root: folder.url.appendingPathComponent("App.xcodeproj")).unclaimedAppearance == nil)
    }

    @Test func generatedInfoPlistKeyIsTheSwitch() throws {
        let folder = try TemporaryDirectory()
        try folder.write("App.xcodeproj/project.pbxproj", Self.project(settings: """
            SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0; GENERATE_INFOPLIST_FILE = YES;
            INFOPLIST_KEY_UIDesignRequiresCompatibility = YES;
            """))
        let facts = ProjectContext.read(root: folder.url)
        let target = try #require(facts.targets.first)
        #expect(target.compatibility?.isOn == true)
        #expect(target.compatibility?.file == "App.xcodeproj/project.pbxproj")
        #expect(target.compatibility?.line == 13)
    }

    @Test func aFilePlatformFilterLimitsWhatItIsBuiltFor() throws {
        let folder = try TemporaryDirectory()
        let project = Self.project(settings: """
            SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";
            IPHONEOS_DEPLOYMENT_TARGET = 17.0; XROS_DEPLOYMENT_TARGET = 1.0;
            """)
        .replacingOccurrences(of: "children = ();", with: "children = (F1, F2, F3, S);")
        .replacingOccurrences(of: "buildPhases = ();", with: "buildPhases = (B); fileSystemSynchronizedGroups = (S);")
        .replacingOccurrences(of: "objects = {", with: """
            objects = {
                    B = {isa = PBXSourcesBuildPhase; files = (E1, E2, E3); };
                    E1 = {isa = PBXBuildFile; fileRef = F1; platformFilter = ios; };
                    E2 = {isa = PBXBuildFile; fileRef = F2; platformFilters = (xros, ); };
                    E3 = {isa = PBXBuildFile; fileRef = F3; };
                    F1 = {isa = PBXFileReference; path = Toolbar.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = Ornament.swift; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
                    S = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X); path = Screens; sourceTree = "<group>"; };
                    X = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; platformFiltersByRelativePath = {"Phone/Bar.swift" = (ios, ); }; target = T; };
            """)
        try folder.write("App.xcodeproj/project.pbxproj", project)
        let facts = ProjectContext.read(root: folder.url)
        #expect(facts.deployment(for: "Toolbar.swift").platforms == [.iOS], "platformFilter = ios")
        #expect(facts.deployment(for: "Ornament.swift").platforms == [.visionOS])
        #expect(facts.deployment(for: "Ornament.swift").minimums == [.visionOS: OSVersion(1)])
        #expect(facts.deployment(for: "Shared.swift").platforms == [.iOS, .visionOS])
        #expect(facts.deployment(for: "Screens/Phone/Bar.swift").platforms == [.iOS], "a synchronized folder's filter")
        #expect(facts.deployment(for: "Screens/Home.swift").platforms == [.iOS, .visionOS])
    }

    @Test func filesTheXcodeProjectAroundThemDoesNotCompileAreNotReviewed() throws {
        let folder = try TemporaryDirectory()
        let project = Self.project(settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 26.0;")
            .replacingOccurrences(of: "children = ();", with: "children = (S);")
            .replacingOccurrences(of: "buildPhases = ();", with: "buildPhases = (); fileSystemSynchronizedGroups = (S);")
            .replacingOccurrences(of: "objects = {", with: """
                objects = {
                        S = {isa = PBXFileSystemSynchronizedRootGroup; path = Screens; sourceTree = "<group>"; };
                """)
        try folder.write("App.xcodeproj/project.pbxproj", project)
        let misuse = """
            import SwiftUI
            struct Bar: View {
                var body: some View { Text("Go").glassEffect().padding() }
            }
            """
        try folder.write("Screens/Bar.swift", misuse)
        try folder.write("Archive/OldBar.swift", misuse.replacingOccurrences(of: "Bar", with: "OldBar"))
        // A package's own files are judged by its manifest, not by the Xcode project.
        try folder.write("Kit/Package.swift", "// swift-tools-version:6.2\nimport PackageDescription\nlet package = Package(name: \"Kit\")")
        try folder.write("Kit/Sources/Kit/Chip.swift", misuse.replacingOccurrences(of: "Bar", with: "Chip"))

        let facts = ProjectContext.read(root: folder.url, files: try SourceDiscovery(paths: [folder.url.path]).files())
        #expect(facts.unbuiltFiles == ["Archive/OldBar.swift"])
        let found = { (configuration: Configuration) in
            Set(Reviewer(configuration: configuration).review(try SourceDiscovery(paths: [folder.url.path])).findings.map(\.file))
        }
        #expect(try found(Configuration()) == ["Screens/Bar.swift", "Kit/Sources/Kit/Chip.swift"])
        var everything = Configuration()
        everything.includesTestsAndPreviews = true
        #expect(try found(everything) == ["Screens/Bar.swift", "Kit/Sources/Kit/Chip.swift", "Archive/OldBar.swift"])
    }

    /// Xcode on a Mac finds files whatever the case of the path that names them.
    @Test func aGroupPathInAnotherCaseNamesTheFolderFound() throws {
        let folder = try TemporaryDirectory()
        let project = Self.project(settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 26.0;")
            .replacingOccurrences(of: "children = ();", with: "children = (E, S);")
            .replacingOccurrences(of: "buildPhases = ();", with: "buildPhases = (B); fileSystemSynchronizedGroups = (S);")
            .replacingOccurrences(of: "objects = {", with: """
                objects = {
                        B = {isa = PBXSourcesBuildPhase; files = (E1); };
                        E1 = {isa = PBXBuildFile; fileRef = F1; };
                        E = {isa = PBXGroup; children = (F1); path = photoEditor; sourceTree = "<group>"; };
                        F1 = {isa = PBXFileReference; path = EditMenu.swift; sourceTree = "<group>"; };
                        S = {isa = PBXFileSystemSynchronizedRootGroup; path = screens; sourceTree = "<group>"; };
                """)
        try folder.write("App.xcodeproj/project.pbxproj", project)
        try folder.write("PhotoEditor/EditMenu.swift", "struct EditMenu {}")
        try folder.write("Screens/Home.swift", "struct Home {}")
        // Two spellings on disk: Xcode's own pick is unknown, so neither is taken.
        try folder.write("Twice/Bar.swift", "struct Bar {}")
        try folder.write("twice/Bar.swift", "struct Bar {}")

        let facts = ProjectContext.read(root: folder.url, files: try SourceDiscovery(paths: [folder.url.path]).files())
        #expect(facts.unbuiltFiles == ["Twice/Bar.swift", "twice/Bar.swift"])
        #expect(facts.deployment(for: "PhotoEditor/EditMenu.swift").minimums == [.iOS: OSVersion(26)])
        #expect(facts.deployment(for: "Screens/Home.swift").minimums == [.iOS: OSVersion(26)])
    }

    @Test func theSDKComesFromLastUpgradeCheckOrAVersionedSDKRoot() throws {
        let upgraded = try TemporaryDirectory()
        try upgraded.write("App.xcodeproj/project.pbxproj", Self.project(settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0;")
            .replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject; attributes = {LastUpgradeCheck = 2700; };"))
        let sdk = try #require(ProjectContext.read(root: upgraded.url).targets.first?.sdk)
        #expect(sdk == BuildSDK(major: 27, evidence: "LastUpgradeCheck 2700 in App.xcodeproj/project.pbxproj"))

        let pinned = try TemporaryDirectory()
        try pinned.write("App.xcodeproj/project.pbxproj", Self.project(settings: "SDKROOT = iphoneos26.2; IPHONEOS_DEPLOYMENT_TARGET = 18.0;")
            .replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject; attributes = {LastUpgradeCheck = 1640; };"))
        #expect(ProjectContext.read(root: pinned.url).targets.first?.sdk?.major == 26, "Xcode 16.4 names no 26 SDK; SDKROOT does")

        let silent = try TemporaryDirectory()
        try silent.write("App.xcodeproj/project.pbxproj", Self.project(settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0;"))
        #expect(ProjectContext.read(root: silent.url).targets.first?.sdk == nil)
    }

    @Test func ciAndToolingPinsAreRead() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".xcode-version", "26.1\n")
        try folder.write(".github/workflows/ci.yml", """
            jobs:
              build:
                steps:
                  - uses: maxim-lobanov/setup-xcode@v1
                    with:
                      xcode-version: '16.4'
                  - run: xcodebuild
                    env:
                      DEVELOPER_DIR: /Applications/Xcode_26.0.app/Contents/Developer
                  - uses: maxim-lobanov/setup-xcode@v1
                    with:
                      xcode-version: latest-stable
            """)
        let pins = ProjectContext.read(root: folder.url).toolchainPins
        #expect(pins == [
            ToolchainPin(xcode: OSVersion(26, 1), location: ".xcode-version"),
            ToolchainPin(xcode: OSVersion(16, 4), location: ".github/workflows/ci.yml:6"),
            ToolchainPin(xcode: OSVersion(26, 0), location: ".github/workflows/ci.yml:9"),
        ])
    }

    @Test func workspaceNamesProjectsOutsideTheTree() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Elsewhere/Other.xcodeproj/project.pbxproj", Self.project(settings: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 15.0;"))
        try folder.write("App/App.xcworkspace/contents.xcworkspacedata", """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "container:../Elsewhere" name = "Elsewhere">
                  <FileRef location = "group:Other.xcodeproj"></FileRef>
               </Group>
            </Workspace>
            """)
        let facts = ProjectContext.read(root: folder.url.appendingPathComponent("App"))
        #expect(facts.targets.map(\.name) == ["Tool"])
        #expect(facts.targets.first?.deploymentTargets == [DeploymentTarget(.macOS, OSVersion(15))])
    }

    /// A one-target project whose target has `settings`.
    static func project(settings: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = (T); };
                G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                L = {isa = XCConfigurationList; buildConfigurations = (C); };
                T = {isa = PBXNativeTarget; name = Tool; buildConfigurationList = M; buildPhases = (); };
                M = {isa = XCConfigurationList; buildConfigurations = (D); };
                C = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
                D = {isa = XCBuildConfiguration; name = Release; buildSettings = {
                    \(settings)
                }; };
            };
            rootObject = P;
        }
        """
    }
}

/// Build settings as Xcode layers and expands them.
struct FactsBuildSettingsTests {
    func settings(_ levels: [[(String, String)]]) -> BuildSettings {
        var settings = BuildSettings(builtIn: ["TARGET_NAME": "App"])
        for level in levels {
            settings.apply(level.map { BuildSettings.Assignment(key: $0.0, value: $0.1, file: "x", line: nil) })
        }
        return settings
    }

    @Test func inheritedTakesTheLevelBelow() {
        let layered = settings([[("FLAGS", "-a")], [("FLAGS", "$(inherited) -b")], [("FLAGS", "${inherited} -c")]])
        #expect(layered.resolved("FLAGS") == "-a -b -c")
        #expect(settings([[("FLAGS", "$(inherited) -b")]]).resolved("FLAGS") == "-b")
    }

    @Test func referencesExpandAndUnknownOnesAreUnknown() {
        let values = settings([[
            ("MINIMUM", "17.0"), ("IPHONEOS_DEPLOYMENT_TARGET", "$(MINIMUM)"), ("PLIST", "${TARGET_NAME}/Info.plist"),
            ("FROM_SDK", "$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)"), ("FALLBACK", "$(UNSET:default=16.0)"),
            ("LOOP", "$(LOOP)"),
        ]])
        #expect(values.resolved("IPHONEOS_DEPLOYMENT_TARGET") == "17.0")
        #expect(values.resolved("PLIST") == "App/Info.plist")
        #expect(values.resolved("FROM_SDK") == nil, "Xcode fills it from its SDK, which is not here")
        #expect(values.resolved("FALLBACK") == "16.0")
        #expect(values.resolved("LOOP") == nil)
        #expect(values.resolved("MISSING") == nil)
    }

    @Test func xcconfigIncludesConditionsAndBadLines() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Base.xcconfig", """
            // comment
            #include "Shared.xcconfig"
            #include? "Optional.xcconfig"
            #include "Base.xcconfig"
            IPHONEOS_DEPLOYMENT_TARGET = 17.0 // trailing comment
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 18.0
            OTHER = $(inherited) -b;
            not a setting
            """)
        try folder.write("Shared.xcconfig", "OTHER = -a\n")
        let file = XCConfigFile(url: folder.url.appendingPathComponent("Base.xcconfig"), root: folder.url)
        #expect(file.assignments.map { "\($0.key)=\($0.value)@\($0.file):\($0.line ?? 0)" } == [
            "OTHER=-a@Shared.xcconfig:1", "IPHONEOS_DEPLOYMENT_TARGET=17.0@Base.xcconfig:5", "OTHER=$(inherited) -b@Base.xcconfig:7",
        ])
        #expect(file.files == ["Base.xcconfig", "Shared.xcconfig"])
        #expect(file.problems == [
            "Base.xcconfig:4: includes Base.xcconfig, which includes this file again",
            "Base.xcconfig:8: cannot read 'not a setting'",
        ])
    }
}
