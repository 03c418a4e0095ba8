@testable import GlassLintKit
import Testing

/// Modifiers written in a `#if` inside a modifier chain are part of the chain for the
/// builds the `#if` names: reviewed there, never for builds that do not compile them, and
/// never fixed by an edit that reaches into the `#if`.
struct ConditionalChainTests {
    static func rows(_ platform: String) -> String {
        """
        struct Rooms: View {
            let rooms: [String]
            var body: some View {
                List(rooms, id: \\.self) { room in
                    Text(room)
                        .padding()
                        #if os(\(platform))
                        .↓glassEffect()
                        #endif
                }
            }
        }
        """
    }

    static func package(_ platform: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Home", platforms: [\(platform)], targets: [.target(name: "Home")])
        """
    }

    @Test func glassInAnIfInsideTheChainIsTheChainsGlass() throws {
        let fixture = TreeFixture(["Package.swift": Self.package(#".iOS("26.0")"#), "Sources/Home/Rooms.swift": Self.rows("iOS")])
        #expect(TreeFixture.positions(of: "glass-on-content", in: try fixture.review()) == fixture.expected)
    }

    @Test func glassOnlyAnotherPlatformCompilesIsNotReviewed() throws {
        let fixture = TreeFixture(["Package.swift": Self.package(#".iOS("26.0")"#), "Sources/Home/Rooms.swift": Self.rows("macOS")])
        #expect(TreeFixture.positions(of: "glass-on-content", in: try fixture.review()) == [])
    }

    @Test func modifiersAfterAnIfWithAnElseKeepTheirBase() {
        let found = RuleHarness.findings(GlassOnContent.self, in: """
            List(rooms, id: \\.self) { room in
                Text(room)
                    .padding()
                    #if os(iOS)
                    .font(.body)
                    #else
                    .font(.title3)
                    #endif
                    .↓glassEffect()
            }
            """)
        #expect(found.map(\.line) == [9])
    }

    @Test func aFindingInsideTheIfIsNotFixedByAnEdit() {
        let found = RuleHarness.findings(OpaqueBarBackground.self, in: """
            ScrollView { Text("x") }
                #if os(iOS)
                .toolbarBackground(.visible, for: .navigationBar)
                #endif
            """)
        #expect(found.count == 1 && found.allSatisfy { $0.edits.isEmpty })
        let outside = RuleHarness.findings(OpaqueBarBackground.self, in: #"ScrollView { Text("x") }.toolbarBackground(.visible, for: .navigationBar)"#)
        #expect(outside.count == 1 && outside.allSatisfy { !$0.edits.isEmpty })
    }
}
