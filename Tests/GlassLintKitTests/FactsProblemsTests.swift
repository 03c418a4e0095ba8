import Foundation
@testable import GlassLintKit
import GlassLintTestSupport
import Testing

/// Bad input: each malformed file is named with what could not be read, the rest is read,
/// and the review goes on without guessing what is unknown.
struct FactsProblemsTests {
    @Test func everyMalformedFileIsNamed() throws {
        let facts = try ProjectFixtures.facts("Malformed")
        #expect(facts.problems == [
            "Package.swift: has syntax errors; platforms and targets were read where it parses",
            "Package.swift: cannot read the platform .iOS(minimumVersion)",
            "Broken.xcodeproj/project.pbxproj is not a readable property list (Expected terminating ')' for array at line 5); its targets are unknown",
            "Config/Broken.xcconfig:1: includes Missing.xcconfig, which does not exist",
            "Config/Broken.xcconfig:2: cannot read 'THIS LINE IS NOT A SETTING'",
            "Good.xcodeproj: target Good sets no IPHONEOS_DEPLOYMENT_TARGET; its iOS version is unknown",
            "App/Info.plist is not a readable property list (Value missing for key inside <dict> at line 5); its compatibility switch is unknown",
        ])
        #expect(facts.targets.map(\.name) == ["Library", "Good"], "what parses is still read")
        #expect(ProjectFixtures.target("Good", in: facts)?.platforms == [.iOS])
    }

    @Test func theReviewGoesOnAndGuessesNothing() throws {
        let result = try ProjectFixtures.review("Malformed")
        #expect(result.findings.isEmpty, "both glass files are in targets whose versions are unknown")
        #expect(result.notices.count == 7)
        #expect(result.notices.allSatisfy { $0.file.isEmpty })
        #expect(ReviewReporter.deploymentPhrase(result.facts) == "deployment target unknown")
    }

    @Test func unreadableFilesAreProblemsNotCrashes() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Package.swift", Data([0xFF, 0xFE, 0x00]))
        try folder.write("Empty.xcodeproj/project.pbxproj", "")
        try folder.write("NoRoot.xcodeproj/project.pbxproj", "{ objects = {}; }")
        try folder.write("Config/Info.plist", "")
        try folder.write("W.xcworkspace/contents.xcworkspacedata", "<Nothing/>")
        let facts = ProjectContext.read(root: folder.url)
        #expect(facts.problems.count == 5, "\(facts.problems)")
        #expect(facts.problems.contains("Package.swift: cannot be read as UTF-8 text; its targets are unknown"))
        #expect(facts.problems.contains("NoRoot.xcodeproj/project.pbxproj has no project object; its targets are unknown"))
        #expect(facts.problems.contains("W.xcworkspace/contents.xcworkspacedata is not a workspace description"))
        #expect(facts.problems.contains { $0.hasPrefix("Empty.xcodeproj/project.pbxproj is not a readable property list") })
        #expect(facts.problems.contains { $0.hasPrefix("Config/Info.plist is not a readable property list") })
        #expect(facts.targets.isEmpty)
    }

    @Test func groupsThatContainEachOtherDoNotHang() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Loop.xcodeproj/project.pbxproj", """
            {
                objects = {
                    P = {isa = PBXProject; mainGroup = A; targets = (T); };
                    A = {isa = PBXGroup; children = (B); path = a; sourceTree = "<group>"; };
                    B = {isa = PBXGroup; children = (A, F); path = b; sourceTree = "<group>"; };
                    F = {isa = PBXFileReference; path = F.swift; sourceTree = "<group>"; };
                    X = {isa = PBXBuildFile; fileRef = F; };
                    S = {isa = PBXSourcesBuildPhase; files = (X); };
                    T = {isa = PBXNativeTarget; name = Loop; buildPhases = (S); };
                };
                rootObject = P;
            }
            """)
        let facts = ProjectContext.read(root: folder.url)
        #expect(facts.targets.map(\.name) == ["Loop"])
        #expect(facts.targets.first?.sources.files.isEmpty == true)
        #expect(facts.problems == ["Loop.xcodeproj: target Loop sets neither SUPPORTED_PLATFORMS nor SDKROOT; its platforms are unknown"])
    }
}
