@testable import GlassLintKit
import SwiftParser
import SwiftSyntax
import Testing

/// Where code can run: deployment targets narrowed by what encloses the code.
struct AvailabilityModelTests {
    static let iOS17 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17))])
    static let iOSAndVisionOS = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17)), DeploymentTarget(.visionOS, OSVersion(2))])
    static let iOSAndMacOS = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17)), DeploymentTarget(.macOS, OSVersion(14))])

    /// Where the code at the first token `probe` can run.
    func availability(_ code: String, in project: ProjectContext = iOS17) -> CodeAvailability {
        let file = SyntaxFile(path: "Example.swift", source: code, tree: Parser.parse(source: code), project: project)
        let token = file.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "probe" }!
        return FileAvailability(file).at(token)
    }

    func minimums(_ code: String, in project: ProjectContext = iOS17) -> [ApplePlatform: String] {
        availability(code, in: project).platforms.mapValues { $0.minimum?.description ?? "unknown" }
    }

    @Test func deploymentTargetAlone() {
        let code = availability("let view = probe")
        #expect(code.platforms == [.iOS: CodeAvailability.Range(minimum: OSVersion(17))])
        #expect(!code.isFallback(below: OSVersion(26)))
    }

    @Test func ifAvailableRaisesItsBodyAndCapsItsElse() {
        let body = availability("if #available(iOS 26.0, *) { probe() } else { other() }")
        #expect(body.platforms[.iOS] == CodeAvailability.Range(minimum: OSVersion(26)))
        let fallback = availability("if #available(iOS 26.0, *) { other() } else { probe() }")
        #expect(fallback.platforms[.iOS] == CodeAvailability.Range(minimum: OSVersion(17), below: OSVersion(26)))
        #expect(fallback.isFallback(below: OSVersion(26)))
        let chained = availability("if #available(iOS 26.0, *) { a() } else if flag { probe() } else { b() }")
        #expect(chained.isFallback(below: OSVersion(26)), "else if is still the pre-26 branch")
        let compound = availability("if #available(iOS 26.0, *), flag { a() } else { probe() }")
        #expect(!compound.isFallback(below: OSVersion(26)), "the else of two conditions may run on 26")
    }

    @Test func guardAvailableCoversTheRestOfItsScope() {
        #expect(minimums("""
            func f() {
                guard #available(iOS 26.0, *) else { return }
                probe()
            }
            """) == [.iOS: "26.0"])
        #expect(availability("""
            func f() {
                guard #available(iOS 26.0, *) else { probe(); return }
            }
            """).isFallback(below: OSVersion(26)))
        #expect(minimums("""
            func f() {
                probe()
                guard #available(iOS 26.0, *) else { return }
            }
            """) == [.iOS: "17.0"], "code before the guard")
    }

    @Test func unavailableChecksTheOtherWayRound() {
        #expect(availability("if #unavailable(iOS 26.0) { probe() }").isFallback(below: OSVersion(26)))
        #expect(minimums("if #unavailable(iOS 26.0) { a() } else { probe() }") == [.iOS: "26.0"])
        #expect(minimums("""
            func f() {
                guard #unavailable(iOS 26.0) else { probe(); return }
            }
            """) == [.iOS: "26.0"])
    }

    @Test(arguments: [
        "@available(iOS 26.0, *) struct Bar: View { var body: some View { probe } }",
        "@available(iOS 26.0, *) extension View { func bar() -> some View { probe } }",
        "extension View { @available(iOS 26.0, *) func bar() -> some View { probe } }",
        "struct Bar { @available(iOS 26.0, *) var glass: some View { probe } }",
        "@available(iOS, introduced: 26.0) struct Bar { let view = probe }",
        "@available(iOS 18.0, *) struct Bar { func f() { if #available(iOS 26.0, *) { probe() } } }",
    ])
    func availableOnEnclosingDeclarations(_ code: String) {
        #expect(minimums(code) == [.iOS: "26.0"])
    }

    @Test func theStarLetsOtherPlatformsIn() {
        #expect(minimums("if #available(iOS 26.0, *) { probe() }", in: Self.iOSAndVisionOS) == [.iOS: "26.0", .visionOS: "2.0"])
        #expect(minimums("if #available(iOS 26.0, visionOS 26.0, *) { probe() }", in: Self.iOSAndVisionOS) == [.iOS: "26.0", .visionOS: "26.0"])
    }

    @Test func declarationsUnavailableOnAPlatformLeaveIt() {
        #expect(minimums("@available(visionOS, unavailable) struct Bar { let view = probe }", in: Self.iOSAndVisionOS) == [.iOS: "17.0"])
        #expect(minimums("@available(*, unavailable) struct Bar { let view = probe }", in: Self.iOSAndVisionOS).isEmpty)
    }

    @Test(arguments: [
        ("#if !os(visionOS)\nlet a = probe\n#endif", [ApplePlatform.iOS]),
        ("#if os(visionOS)\nlet a = probe\n#endif", [.visionOS]),
        ("#if os(visionOS)\nlet a = 1\n#else\nlet a = probe\n#endif", [.iOS]),
        ("#if canImport(UIKit)\nlet a = probe\n#endif", [.iOS, .visionOS]),
        ("#if os(iOS) && DEBUG\nlet a = probe\n#endif", [.iOS]),
        ("#if DEBUG\nlet a = 1\n#else\nlet a = probe\n#endif", [.iOS, .visionOS]),
        ("#if targetEnvironment(macCatalyst)\nlet a = probe\n#endif", []),
    ] as [(String, [ApplePlatform])])
    func conditionalCompilationPerPlatform(_ code: String, _ platforms: [ApplePlatform]) {
        #expect(availability(code, in: Self.iOSAndVisionOS).platforms.keys.sorted() == platforms)
    }

    @Test func canImportAppKitOnMac() {
        #expect(availability("#if canImport(AppKit)\nlet a = probe\n#endif", in: Self.iOSAndMacOS).platforms.keys.sorted() == [.macOS])
    }

    @Test func macCatalystFollowsIOS() {
        let catalyst = ProjectContext.singleTarget([DeploymentTarget(.macCatalyst, OSVersion(17))])
        #expect(minimums("if #available(iOS 26.0, *) { probe() }", in: catalyst) == [.macCatalyst: "26.0"])
        #expect(APIAvailability.since(OSVersion(26), on: [.iOS]).support(on: .macCatalyst) == .introduced(OSVersion(26)))
    }

    @Test func unknownDeploymentIsEmpty() {
        let code = "if #available(iOS 26.0, *) { probe() }"
        let file = SyntaxFile(path: "Example.swift", source: code, tree: Parser.parse(source: code), project: .unknown)
        #expect(!FileAvailability(file).isKnown)
        #expect(availability(code, in: .unknown).platforms.isEmpty)
    }

    @Test func aFileInSeveralTargetsRunsFromTheLowest() {
        func target(_ name: String, _ version: OSVersion?, files: Set<String>) -> BuildTarget {
            BuildTarget(name: name, origin: "A.xcodeproj/project.pbxproj", platforms: [.iOS],
                        deploymentTargets: version.map { [DeploymentTarget(.iOS, $0)] } ?? [], sources: SourceMembership(files: files))
        }
        let facts = ProjectContext(targets: [
            target("App", OSVersion(18), files: ["A.swift", "B.swift"]), target("Widget", OSVersion(17), files: ["A.swift"]),
            target("Clip", nil, files: ["B.swift"]),
        ])
        #expect(facts.deployment(for: "A.swift").minimums == [.iOS: OSVersion(17)])
        #expect(facts.deployment(for: "B.swift").minimums.isEmpty, "one of its targets does not say its version")
        #expect(facts.deployment(for: "B.swift").platforms == [.iOS])
        #expect(!facts.deployment(for: "C.swift").isKnown)
    }
}
