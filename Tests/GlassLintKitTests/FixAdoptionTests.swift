import Foundation
@testable import GlassLintKit
import GlassLintTestSupport
import Testing

/// The adoption refactor: projects below 26 get one helper file, and their call sites
/// call it (or the project's own helpers) instead of using 26 API with no check.
struct FixAdoptionTests {
    static let ungated = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Text("New")
                    .padding()
                    .glassEffect(.regular.interactive(), in: .capsule)
            }
        }

        struct Actions: View {
            var body: some View {
                GlassEffectContainer(spacing: 8) {
                    HStack(spacing: 8) {
                        Button("Book") { book() }
                            .buttonStyle(.glassProminent)
                        Button("Share") { share() }
                            .buttonStyle(.glass)
                    }
                }
            }
        }

        struct Chips: View {
            @State private var isOn = false
            @State private var isOff = false
            var body: some View {
                VStack {
                    Text("On").padding().glassEffect(isOn ? .regular : .identity, in: .capsule)
                    Text("Off").padding().glassEffect(isOff ? .identity : .clear)
                }
            }
        }

        """

    static func project(_ platforms: String, _ files: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "App", platforms: [\(platforms)], targets: [.target(name: "App")])
            """)
        for (path, text) in files { try folder.write(path, text) }
        return folder
    }

    /// Fixes the project, writes the result, and reviews it again.
    static func fixAndReview(_ folder: TemporaryDirectory, configuration: Configuration = Configuration()) throws -> (FixResult, ReviewResult) {
        let discovery = try SourceDiscovery(paths: [folder.url.path])
        let result = ProjectFixer(configuration: configuration).fix(discovery)
        let writer = FixedFileWriter(root: discovery.root)
        for file in result.files where file.isChanged { try writer.write(file) }
        return (result, Reviewer(configuration: configuration).review(discovery))
    }

    @Test func ungatedCallsUseOneNewHelperFile() throws {
        let folder = try Self.project(".iOS(.v17)", ["Sources/App/Views.swift": Self.ungated])
        let (result, review) = try Self.fixAndReview(folder)
        let views = try String(contentsOf: folder.url.appendingPathComponent("Sources/App/Views.swift"), encoding: .utf8)
        #expect(views.contains("""
                    Text("New")
                        .padding()
                        .glassSurface(interactive: true, in: .capsule)
            """))
        #expect(views.contains("GlassGroup(spacing: 8) {"))
        #expect(views.contains(".glassProminentButtonStyle()\n"))
        #expect(views.contains(".glassButtonStyle()\n"))
        #expect(views.contains(#"Text("On").padding().glassSurface(isEnabled: isOn, in: .capsule)"#))
        #expect(views.contains(#"Text("Off").padding().glassSurface(.clear, isEnabled: !isOff)"#))

        let helpers = try String(contentsOf: folder.url.appendingPathComponent("Sources/App/LiquidGlassCompat.swift"), encoding: .utf8)
        #expect(helpers.hasPrefix(CompatFile.header))
        for declaration in ["func glassSurface(", "func glassButtonStyle()", "func glassProminentButtonStyle()", "struct GlassGroup<", "if #available(iOS 26.0, *)"] {
            #expect(helpers.contains(declaration), "the helper file lacks \(declaration)")
        }
        #expect(!helpers.contains("visionOS"), "the project does not build for visionOS")
        #expect(result.files.contains { $0.isNew && $0.file.relativePath == "Sources/App/LiquidGlassCompat.swift" })

        #expect(review.findings.filter { $0.rule == "availability" }.isEmpty, "\(review.findings.map(\.message))")
        let parse = try SwiftCompiler.parseErrors(in: [folder.url.appendingPathComponent("Sources/App/Views.swift").path,
                                                       folder.url.appendingPathComponent("Sources/App/LiquidGlassCompat.swift").path])
        #expect(parse == nil, "\(parse ?? "")")
        // What the fixer predicted would remain is what the review of the written files finds.
        #expect(review.findings.map(\.rule) == result.remaining.map(\.rule))
    }

    @Test func aSecondRunAddsOnlyTheMissingHelpersToItsOwnFile() throws {
        let folder = try Self.project(".iOS(.v17)", ["Sources/App/Views.swift": """
            import SwiftUI
            struct Badge: View {
                var body: some View { Text("New").padding().glassEffect() }
            }
            """])
        _ = try Self.fixAndReview(folder)
        try folder.write("Sources/App/More.swift", """
            import SwiftUI
            struct Go: View {
                var body: some View { Button("Go") { go() }.buttonStyle(.glass) }
            }
            """)
        let (again, _) = try Self.fixAndReview(folder)
        #expect(!again.files.contains { $0.isNew })
        let helpers = try String(contentsOf: folder.url.appendingPathComponent("Sources/App/LiquidGlassCompat.swift"), encoding: .utf8)
        #expect(helpers.contains("func glassSurface("))
        #expect(helpers.contains("func glassButtonStyle()"))
        let (third, _) = try Self.fixAndReview(folder)
        #expect(third.files.isEmpty, "fixing a third time changes nothing")
    }

    @Test func theProjectsOwnHelperIsCalledInsteadOfWritingOne() throws {
        let folder = try Self.project(".iOS(.v17)", ["Sources/App/Views.swift": """
            import SwiftUI

            extension View {
                @ViewBuilder
                func card(cornerRadius: CGFloat) -> some View {
                    if #available(iOS 26.0, *) {
                        glassEffect(.regular, in: .rect(cornerRadius: cornerRadius))
                    } else {
                        background(.regularMaterial, in: .rect(cornerRadius: cornerRadius))
                    }
                }
            }

            struct Home: View {
                var body: some View {
                    VStack {
                        summary
                        Spacer()
                        footer
                    }
                }

                @ViewBuilder
                private var summary: some View {
                    // The summary floats over the map.
                    if #available(iOS 26.0, *) {
                        Text("Summary")
                            .padding()
                            .glassEffect(.regular, in: .rect(cornerRadius: 16))
                    } else {
                        Text("Summary")
                            .padding()
                            .background(.regularMaterial, in: .rect(cornerRadius: 16))
                    }
                }

                private var footer: some View {
                    Text("Footer").padding().glassEffect(.regular, in: .rect(cornerRadius: 12))
                }
            }

            """])
        var configuration = Configuration()
        configuration.rules["availability-scattered"] = Configuration.RuleSetting(options: ["minimumChecks": .int(1)])
        let (result, review) = try Self.fixAndReview(folder, configuration: configuration)
        let views = try String(contentsOf: folder.url.appendingPathComponent("Sources/App/Views.swift"), encoding: .utf8)
        #expect(views.contains("""
                @ViewBuilder
                private var summary: some View {
                    // The summary floats over the map.
                    Text("Summary")
                        .padding()
                        .card(cornerRadius: 16)
                }
            """))
        #expect(views.contains(#"Text("Footer").padding().card(cornerRadius: 12)"#))
        #expect(!result.files.contains { $0.isNew }, "the project's helper serves; no file of ours is needed")
        #expect(review.findings.filter { AdoptionRefactor.ruleIDs.contains($0.rule) }.map(\.line) == [6], "only the helper's own check is left")
    }

    @Test func scatteredButtonStylesUseTheGeneratedHelper() throws {
        let folder = try Self.project(".iOS(.v17)", ["Sources/App/Go.swift": """
            import SwiftUI
            struct Go: View {
                var body: some View {
                    if #available(iOS 26.0, *) {
                        Button("Go") { go() }.buttonStyle(.glassProminent)
                    } else {
                        Button("Go") { go() }.buttonStyle(.borderedProminent)
                    }
                }
            }

            """])
        var configuration = Configuration()
        configuration.rules["availability-scattered"] = Configuration.RuleSetting(options: ["minimumChecks": .int(1)])
        _ = try Self.fixAndReview(folder, configuration: configuration)
        let go = try String(contentsOf: folder.url.appendingPathComponent("Sources/App/Go.swift"), encoding: .utf8)
        #expect(go.contains("        Button(\"Go\") { go() }.glassProminentButtonStyle()\n"))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/App/LiquidGlassCompat.swift").path))
    }

    @Test func theCheckInsideAHelperThatKeepsVisionOSOutIsLeftInIt() throws {
        let folder = try Self.project(".iOS(.v17), .visionOS(.v1)", ["Sources/App/Go.swift": """
            import SwiftUI
            struct Go: View {
                var body: some View {
                    if #available(iOS 26.0, *) {
                        Button("Go") { go() }.buttonStyle(.glassProminent)
                    } else {
                        Button("Go") { go() }.buttonStyle(.borderedProminent)
                    }
                }
            }

            """])
        var configuration = Configuration()
        configuration.rules["availability-scattered"] = Configuration.RuleSetting(options: ["minimumChecks": .int(1)])
        let (result, _) = try Self.fixAndReview(folder, configuration: configuration)
        let helpers = try String(contentsOf: folder.url.appendingPathComponent("Sources/App/LiquidGlassCompat.swift"), encoding: .utf8)
        #expect(helpers.contains("buttonStyle(.glassProminent)"), "the helper must not call itself")
        #expect(!result.applied.contains { $0.file.hasSuffix(CompatFile.name) })
        let again = ProjectFixer(configuration: configuration).fix(try SourceDiscovery(paths: [folder.url.path]))
        #expect(again.files.isEmpty)
    }

    @Test func aFewChecksThatTheReviewDoesNotReportAreLeftAlone() throws {
        let folder = try Self.project(".iOS(.v17)", ["Sources/App/Go.swift": """
            import SwiftUI
            struct Go: View {
                var body: some View {
                    if #available(iOS 26.0, *) {
                        Button("Go") { go() }.buttonStyle(.glass)
                    } else {
                        Button("Go") { go() }.buttonStyle(.bordered)
                    }
                }
            }

            """])
        let (result, _) = try Self.fixAndReview(folder)
        #expect(result.files.isEmpty)
    }

    @Test func aProjectThatBuildsForVisionOSKeepsGlassOutOfIt() throws {
        let folder = try Self.project(".iOS(.v17), .visionOS(.v1)", ["Sources/App/Views.swift": Self.ungated])
        _ = try Self.fixAndReview(folder)
        let helpers = try String(contentsOf: folder.url.appendingPathComponent("Sources/App/LiquidGlassCompat.swift"), encoding: .utf8)
        #expect(helpers.contains("#if os(visionOS)"))
        #expect(helpers.components(separatedBy: "#if os(visionOS)").count - 1 == 4, "one guard per helper")
        let parse = try SwiftCompiler.parseErrors(in: [folder.url.appendingPathComponent("Sources/App/LiquidGlassCompat.swift").path])
        #expect(parse == nil, "\(parse ?? "")")
    }

    @Test func projectsAt26OrLaterNeedNoHelpers() throws {
        let folder = try Self.project(".iOS(.v26)", ["Sources/App/Views.swift": Self.ungated])
        let (result, _) = try Self.fixAndReview(folder)
        #expect(!result.files.contains { $0.isNew })
    }

    @Test func onlyTheAskedRuleIsAnswered() throws {
        let folder = try Self.project(".iOS(.v17)", ["Sources/App/Views.swift": Self.ungated])
        let discovery = try SourceDiscovery(paths: [folder.url.path])
        let result = ProjectFixer(selection: FixSelection(rules: ["glass-before-layout"])).fix(discovery)
        #expect(result.files.isEmpty)
    }

    @Test func theGateNamesEveryPlatformBuiltBelow26() {
        let facts = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17)), DeploymentTarget(.macOS, OSVersion(14))])
        #expect(AdoptionRefactor.gate(facts)?.availability == "iOS 26.0, macOS 26.0, *")
        #expect(AdoptionRefactor.gate(ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(26))])) == nil)
        #expect(AdoptionRefactor.gate(.unknown) == nil)
        #expect(AdoptionRefactor.commonFolder("Sources/App/Views", "Sources/App/Models") == "Sources/App")
    }
}
