import Foundation
import GlassLintCommand
import Testing

/// `glasslint facts`: the facts of each fixture project, as text and as JSON.
struct FactsCommandTests {
    static let fixtures = "Tests/Fixtures/Projects"

    @Test func xcodeProjectAsText() {
        let run = CommandRun(["facts", "\(Self.fixtures)/XcodeApp"])
        #expect(run.status == .clean)
        #expect(run.errors.isEmpty)
        #expect(run.output == """
            Project facts: \(Self.fixtures)/XcodeApp
            Targets:
              Trips (XcodeApp.xcodeproj/project.pbxproj): iOS 17.0 · Debug iOS 18.0; Release iOS 17.0 · iPhone, iPad · Info.plist App/Info.plist · 4 Swift files
              TripsVision (XcodeApp.xcodeproj/project.pbxproj): visionOS 2.0 · Apple Vision · 3 Swift files
            Not compiled by the Xcode project around them (not reviewed): Vision/Preview.swift
            UIDesignRequiresCompatibility: not set
            Bar and sheet customisation: none
            Read: XcodeApp.xcodeproj/project.pbxproj, Config/Base.xcconfig, Config/Shared.xcconfig, App/Info.plist, Vision/Info.plist

            """)
    }

    @Test func multiplatformTargetAndBinaryPlist() {
        let run = CommandRun(["facts", "\(Self.fixtures)/Multiplatform"])
        #expect(run.output.contains(
            "  Player (Multiplatform.xcodeproj/project.pbxproj): iOS 18.6, tvOS 26.1, watchOS 11.0 · iPhone, Apple TV, Apple Watch · Info.plist Player/Info.plist · 2 Swift files\n"
        ))
        #expect(run.output.contains("UIDesignRequiresCompatibility: YES for Player (Player/Info.plist)\n"))
    }

    @Test func tripsCountsItsBarAndSheetCustomisation() {
        let run = CommandRun(["facts", "Examples/Trips"])
        #expect(run.output.contains("  Trips (Package.swift): iOS 17.0 · "))
        #expect(run.output.contains("""
              toolbarBackground: 4 (Sources/Trips/RootTabView.swift:85, Sources/Trips/RootTabView.swift:86, \
            Sources/Trips/TripsListView.swift:25, Sources/Trips/TripsListView.swift:26)
              presentationBackground: 1 (Sources/Trips/TripDetailSheet.swift:44)
            """))
    }

    @Test func jsonCarriesTargetsAndMembership() throws {
        let run = CommandRun(["facts", "\(Self.fixtures)/SwiftPackage", "--format", "json"])
        #expect(run.status == .clean)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let facts = try #require(document["facts"] as? [String: Any])
        let targets = try #require(facts["targets"] as? [[String: Any]])
        #expect(targets.map { $0["name"] as? String } == ["Core", "Tool", "CoreTests"])
        #expect(targets.map { $0["files"] as? Int } == [1, 1, 1])
        #expect(targets.first?["platforms"] as? [String] == ["iOS", "macOS"])
        let tool = try #require(targets.first { $0["name"] as? String == "Tool" })
        let compatibility = try #require(tool["compatibility"] as? [String: Any])
        #expect(compatibility["requiresCompatibility"] as? Bool == true)
        #expect(compatibility["file"] as? String == "Tools/Tool/Info.plist")
        #expect((facts["deploymentTargets"] as? [[String: String]])?.map { $0["platform"] } == ["iOS", "macOS"])
    }

    @Test func whatCannotBeReadIsListedAndIsNoFailure() {
        let run = CommandRun(["facts", "\(Self.fixtures)/Malformed"])
        #expect(run.status == .clean)
        #expect(run.output.contains("  Good (Good.xcodeproj/project.pbxproj): iOS (version unknown) · Info.plist App/Info.plist · 1 Swift file\n"))
        #expect(run.output.contains("Could not read: Config/Broken.xcconfig:1: includes Missing.xcconfig, which does not exist\n"))
        #expect(run.output.components(separatedBy: "Could not read: ").count == 8)
    }

    @Test func theReviewJSONCarriesTheSameFacts() throws {
        let run = CommandRun(["review", "\(Self.fixtures)/XcodeApp", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let facts = try #require(document["facts"] as? [String: Any])
        #expect((facts["targets"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Trips", "TripsVision"])
        #expect(facts["filesWithoutTarget"] as? [String] == ["Vision/Preview.swift"])
        #expect(facts["problems"] as? [String] == [])
        #expect(facts["sources"] != nil)
    }

    @Test func theReviewHeaderSaysWhatIsUnknown() {
        let run = CommandRun(["review", "\(Self.fixtures)/Malformed"])
        #expect(run.output.hasPrefix("Liquid Glass review: \(Self.fixtures)/Malformed (deployment target unknown): no findings in 3 files.\n"))
        #expect(run.output.contains("Note: Good.xcodeproj: target Good sets no IPHONEOS_DEPLOYMENT_TARGET; its iOS version is unknown\n"))
    }

    @Test(arguments: [
        (["facts", "A", "B"], "glasslint: error: usage: glasslint facts [PATH] [--format text|json]\n"),
        (["facts", "--format", "yaml"], "glasslint: error: --format takes one of text, json, not 'yaml'\n"),
        (["facts", "No/Such/Folder"], "glasslint: error: no such file or folder: No/Such/Folder\n"),
    ])
    func usageErrorsExitTwo(_ arguments: [String], _ message: String) {
        let run = CommandRun(arguments)
        #expect(run.status == .failure)
        #expect(run.errors == message)
        #expect(run.output.isEmpty)
    }

    @Test func helpListsTheCommand() {
        #expect(CommandRun(["help"]).output.contains("glasslint facts [PATH] [--format text|json]"))
    }
}
