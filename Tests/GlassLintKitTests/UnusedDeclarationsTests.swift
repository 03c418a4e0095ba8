import Foundation
import GlassLintTestSupport
@testable import GlassLintKit
import Testing

/// A warning inside a view or helper that no shipped code uses is info: a design-system
/// component shown only in its preview, a modifier applied only by a helper nobody calls.
struct UnusedDeclarationsTests {
    static let appPackage = """
        // swift-tools-version:6.2
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v26)], targets: [.executableTarget(name: "App", path: "App")])
        """

    static let entry = """
        @main
        struct MainApp: App {
            var body: some Scene { WindowGroup { Text("Home") } }
        }
        """

    /// Two glass buttons without a container: a warning where it ships.
    static let pair = """
        struct ActionPair: View {
            var body: some View {
                HStack {
                    Button("Save") { }.buttonStyle(.glass)
                    Button("Share") { }.buttonStyle(.glass)
                }
            }
        }

        #Preview { ActionPair() }
        """

    private func review(_ files: [String: String], package: String? = appPackage, cache: ReviewCache? = nil) throws -> [String] {
        let folder = try TemporaryDirectory()
        var files = files
        files["App/Main.swift"] = files["App/Main.swift"] ?? Self.entry
        if let package { files["Package.swift"] = package }
        for (path, text) in files { try folder.write(path, text) }
        let result = Reviewer().review(try SourceDiscovery(paths: [folder.url.path]), cache: cache)
        return result.findings.filter { $0.rule != "older-compiler" }.map { "\($0.file):\($0.line) \($0.rule) \($0.severity)" }.sorted()
    }

    @Test func aComponentShownOnlyInItsPreviewIsInfo() throws {
        #expect(try review(["App/ActionPair.swift": Self.pair]) == ["App/ActionPair.swift:3 glass-needs-container info"])
        // A use in another view counts when that view is used in turn.
        let screen = "struct Screen: View { var body: some View { ActionPair() } }"
        let root = Self.entry.replacingOccurrences(of: #"Text("Home")"#, with: "Screen()")
        #expect(try review(["App/ActionPair.swift": Self.pair, "App/Screen.swift": screen, "App/Main.swift": root])
            == ["App/ActionPair.swift:3 glass-needs-container warning"])
    }

    @Test func everyOneOfManyUnusedComponentsIsTold() throws {
        // More than 64 candidates: each is still told apart, not counted as used with others
        // that share a matcher group and, together, many files.
        var files: [String: String] = [:]
        for index in 0..<110 {
            files["App/Pair\(index).swift"] = Self.pair.replacingOccurrences(of: "ActionPair", with: "Pair\(index)")
        }
        let severities = Set(try review(files).map { $0.split(separator: " ").last.map(String.init) ?? "" })
        #expect(severities == ["info"])
    }

    @Test func aShowcaseNothingShowsLeavesItsComponentsUnused() throws {
        // The showcase has a finding of its own, so it is checked, and found unused.
        let showcase = """
            struct Showcase: View {
                var body: some View {
                    ActionPair()
                    Text("Components").glassEffect().padding()
                }
            }
            """
        let found = try review(["App/ActionPair.swift": Self.pair, "App/Showcase.swift": showcase])
        #expect(found.contains("App/ActionPair.swift:3 glass-needs-container info"))
        #expect(!found.contains { $0.hasSuffix("warning") })
    }

    @Test func aComponentShownOnlyThroughScreensNothingShowsIsInfo() throws {
        // The pair is shown by a summary, the summary by an overlay, and nothing shows the
        // overlay: the chain of users is followed to its end.
        let summary = "struct Summary: View { var body: some View { VStack { ActionPair() } } }"
        let overlay = "struct Overlay: View { var body: some View { Summary().padding() } }"
        let files = ["App/ActionPair.swift": Self.pair, "App/Summary.swift": summary, "App/Overlay.swift": overlay]
        #expect(try review(files) == ["App/ActionPair.swift:3 glass-needs-container info"])
        // Once the window shows the overlay, the whole chain is used.
        let root = Self.entry.replacingOccurrences(of: #"Text("Home")"#, with: "Overlay()")
        #expect(try review(files.merging(["App/Main.swift": root]) { $1 }) == ["App/ActionPair.swift:3 glass-needs-container warning"])
        // So it is when a controller the index does not read hosts it.
        let host = "import UIKit\nfinal class OverlayController: UIHostingController<Overlay> {}"
        #expect(try review(files.merging(["App/OverlayController.swift": host]) { $1 }) == ["App/ActionPair.swift:3 glass-needs-container warning"])
    }

    @Test func aPrivateMemberNothingInTheFileNamesIsInfo() throws {
        let screen = """
            struct Screen: View {
                var body: some View { actions }

                private var actions: some View {
                    HStack {
                        Button("Save") { }.buttonStyle(.glass)
                        Button("Share") { }.buttonStyle(.glass)
                    }
                }

                private var actions_DEPRECATED: some View {
                    HStack {
                        Button("Save") { }.buttonStyle(.glass)
                        Button("Share") { }.buttonStyle(.glass)
                    }
                }
            }
            """
        let root = Self.entry.replacingOccurrences(of: #"Text("Home")"#, with: "Screen()")
        #expect(try review(["App/Screen.swift": screen, "App/Main.swift": root])
            == ["App/Screen.swift:12 glass-needs-container info", "App/Screen.swift:5 glass-needs-container warning"])
    }

    @Test func aViewARouterBuildsIsUsed() throws {
        // The route is called through a table the engine cannot follow: what a member of a
        // type other than a view builds is used, as from any other code.
        let route = """
            struct Route { let make: () -> AnyView }
            extension Route {
                static func actions() -> Route { Route { AnyView(ActionPair()) } }
            }
            """
        #expect(try review(["App/ActionPair.swift": Self.pair, "App/Route.swift": route]) == ["App/ActionPair.swift:3 glass-needs-container warning"])
    }

    @Test func anExtensionOfAViewDoesNotUseIt() throws {
        let initializer = #"extension ActionPair { init(title: String) { self.init() } }"#
        #expect(try review(["App/ActionPair.swift": Self.pair + "\n" + initializer])
            == ["App/ActionPair.swift:3 glass-needs-container info"])
    }

    @Test func generatedCodeUsesNamesToo() throws {
        let generated = "// Generated by a tool. Do not edit.\nstruct Gallery: View { var body: some View { ActionPair() } }"
        #expect(try review(["App/ActionPair.swift": Self.pair, "App/Styles.generated.swift": generated])
            == ["App/ActionPair.swift:3 glass-needs-container warning"])
    }

    @Test func aModifierAppliedOnlyByAnUncalledHelperIsInfo() throws {
        let helper = """
            struct BarStyle: ViewModifier {
                func body(content: Content) -> some View {
                    content.toolbarBackground(.ultraThinMaterial, for: .navigationBar)
                }
            }

            extension View {
                /// Call as `.styledBar()`: a comment names no code.
                func styledBar() -> some View { modifier(BarStyle()) }
            }
            """
        let finding = "App/Bar.swift:3 opaque-bar-background"
        #expect(try review(["App/Bar.swift": helper]) == ["\(finding) info"])
        let screen = #"struct Screen: View { var body: some View { NavigationStack { Text("a").styledBar() } } }"#
        let root = Self.entry.replacingOccurrences(of: #"Text("Home")"#, with: "Screen()")
        #expect(try review(["App/Bar.swift": helper, "App/Screen.swift": screen, "App/Main.swift": root]) == ["\(finding) warning"])
    }

    @Test func codeThatWillNotBuildStaysAnError() throws {
        let older = Self.appPackage.replacingOccurrences(of: ".v26", with: ".v17")
        let card = #"struct Card: View { var body: some View { Text("a").padding().glassEffect() } }"#
        let found = try review(["App/Card.swift": card], package: older)
        #expect(found.contains { $0.hasPrefix("App/Card.swift:1 availability ") })
        #expect(!found.contains { $0.hasSuffix("info") })
    }

    @Test func publicAPIOfALibraryNothingHereLinksIsForItsClients() throws {
        let library = """
            // swift-tools-version:6.2
            import PackageDescription
            let package = Package(
                name: "Kit", platforms: [.iOS(.v26)],
                products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit", path: "App")]
            )
            """
        let pair = "public " + Self.pair
        #expect(try review(["App/ActionPair.swift": pair], package: library) == ["App/ActionPair.swift:3 glass-needs-container warning"])
        // A public screen of the library uses what it shows, for its clients.
        let screen = "public struct Screen: View { public var body: some View { ActionPair() } }"
        #expect(try review(["App/ActionPair.swift": Self.pair, "App/Screen.swift": screen], package: library)
            == ["App/ActionPair.swift:3 glass-needs-container warning"])
    }

    @Test func withoutAProjectDescriptionNothingIsKnownUnused() throws {
        #expect(try review(["App/ActionPair.swift": Self.pair], package: nil) == ["App/ActionPair.swift:3 glass-needs-container warning"])
    }

    @Test func aWarmReviewKnowsWhatTheColdOneFound() throws {
        let store = try TemporaryDirectory()
        let cache = ReviewCache(folder: store.url)
        let folder = try TemporaryDirectory()
        try folder.write("Package.swift", Self.appPackage)
        try folder.write("App/Main.swift", Self.entry)
        try folder.write("App/ActionPair.swift", Self.pair)
        let discovery = try SourceDiscovery(paths: [folder.url.path])
        let cold = Reviewer().review(discovery, cache: cache)
        let warm = Reviewer().review(discovery, cache: cache)
        #expect(cold.findings.map(\.severity) == [.info])
        #expect(warm.findings == cold.findings)
        #expect(warm.reusedFiles > 0)
    }
}
