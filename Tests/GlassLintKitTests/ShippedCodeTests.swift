import Foundation
import GlassLintTestSupport
@testable import GlassLintKit
import Testing

/// Tests, previews and debug-only code are not shipped UI: no findings unless asked for.
struct ShippedCodeTests {
    let glassy = #"struct V: View { var body: some View { Text("a").glassEffect().padding() } }"#

    private func findings(_ files: [String: String], includingUnshipped: Bool = false) throws -> [String] {
        let folder = try TemporaryDirectory()
        for (path, text) in files { try folder.write(path, text) }
        var configuration = Configuration()
        configuration.includesTestsAndPreviews = includingUnshipped
        let result = Reviewer(configuration: configuration).review(try SourceDiscovery(paths: [folder.url.path]))
        return result.findings.map { "\($0.file):\($0.line) \($0.rule)" }.sorted()
    }

    @Test func testFilesProduceNoFindingsUnlessIncluded() throws {
        let files = [
            "App/A.swift": glassy,
            "AppTests/ViewTests.swift": glassy,
            "App/Checks.swift": "import XCTest\n" + glassy,
            "App/Spec.swift": "@testable import App\n" + glassy,
            "Sources/AppHarness/Harness.swift": glassy,
        ]
        #expect(try findings(files) == ["App/A.swift:1 glass-before-layout"])
        #expect(try findings(files, includingUnshipped: true).count == 5)
    }

    @Test func previewsAndDebugCodeProduceNoFindings() throws {
        let source = """
            struct Card: View {
                var body: some View {
                    Text("a").glassEffect().padding()
                    #if DEBUG
                    Text("b").glassEffect().padding()
                    #endif
                }
            }

            #Preview {
                Text("c").glassEffect().padding()
            }

            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text("d").glassEffect().padding() }
            }

            struct CacheDebugView: View {
                var body: some View { Text("e").glassEffect().padding() }
            }
            """
        #expect(try findings(["Card.swift": source]) == ["Card.swift:3 glass-before-layout"])
        #expect(try findings(["Card.swift": source], includingUnshipped: true).count == 5)
    }

    @Test func previewsShowViewsNowhere() throws {
        // Shown only inside a preview's toolbar, the button is not on a toolbar item's glass.
        let button = """
            struct Join: View {
                var body: some View { Button("Join") { }.buttonStyle(.glass) }
            }
            """
        let preview = """
            struct Join_Previews: PreviewProvider {
                static var previews: some View {
                    NavigationStack { Text("Room") }.toolbar { ToolbarItem { Join() } }
                }
            }
            """
        let files = ["Join.swift": button, "JoinPreview.swift": preview]
        #expect(try findings(files).filter { $0.hasSuffix("glass-on-glass") }.isEmpty)
        #expect(try findings(files, includingUnshipped: true).contains("Join.swift:2 glass-on-glass"))
    }

    @Test func namesOfDebugScreens() {
        #expect(ShippedCode.namesDebugScreen("TimelineItemDebugView"))
        #expect(ShippedCode.namesDebugScreen("DebugMenu"))
        #expect(ShippedCode.namesDebugScreen("Debug"))
        #expect(!ShippedCode.namesDebugScreen("DebuggerView"))
        #expect(!ShippedCode.namesDebugScreen("Debugging"))
    }

    @Test func theSwitchIsAConfigurationKey() throws {
        let configuration = try Configuration.parse(Data(#"{"includeTestsAndPreviews": true}"#.utf8), name: "c")
        #expect(configuration.includesTestsAndPreviews)
        #expect(configuration.fingerprint != Configuration().fingerprint)
        #expect(throws: GlassLintError.self) { try Configuration.parse(Data(#"{"includeTestsAndPreviews": 1}"#.utf8), name: "c") }
    }
}
