@testable import GlassLintKit
import Testing

/// Rules that read the platforms a file is built for: what is a misuse on iOS can be the
/// platform's own idiom elsewhere.
struct PlatformIdiomTests {
    static let header = """
        struct WatchHeader: View {
            var body: some View {
                Image(systemName: "gear").padding().↓glassEffect(.clear.interactive(), in: .circle)
            }
        }
        """

    static func package(_ platform: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Home", platforms: [\(platform)], targets: [.target(name: "Home")])
        """
    }

    @Test func clearGlassOnTheBlackWatchFaceIsQuiet() throws {
        let fixture = TreeFixture(["Package.swift": Self.package(#".watchOS("26.0")"#), "Sources/Home/WatchHeader.swift": Self.header])
        #expect(TreeFixture.positions(of: "clear-glass-legibility", in: try fixture.review()) == [])
    }

    @Test func clearGlassOnIOSStillNeedsDimming() throws {
        let fixture = TreeFixture(["Package.swift": Self.package(#".iOS("26.0")"#), "Sources/Home/WatchHeader.swift": Self.header])
        #expect(TreeFixture.positions(of: "clear-glass-legibility", in: try fixture.review()) == fixture.expected)
    }

    static let rows = """
        struct Rooms: View {
            let rooms: [String]
            var body: some View {
                List(rooms, id: \\.self) { room in
                    HStack {
                        Image(systemName: "lightbulb").frame(width: 38, height: 38).↓glassEffect(.clear.tint(.yellow.opacity(0.3)), in: .circle)
                        Text(room)
                    }
                }
            }
        }
        """

    @Test func clearIconDiscsInWatchRowsAreTheWatchLook() throws {
        let fixture = TreeFixture(["Package.swift": Self.package(#".watchOS("26.0")"#), "Sources/Home/Rooms.swift": Self.rows])
        #expect(TreeFixture.positions(of: "glass-on-content", in: try fixture.review()) == [])
    }

    @Test func clearIconDiscsInIOSRowsAreGlassOnContent() throws {
        let fixture = TreeFixture(["Package.swift": Self.package(#".iOS("26.0")"#), "Sources/Home/Rooms.swift": Self.rows])
        #expect(TreeFixture.positions(of: "glass-on-content", in: try fixture.review()) == fixture.expected)
    }
}
