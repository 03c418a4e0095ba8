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

    @Test func interactiveGlassOnStaticContentIsInfoOnTheMac() throws {
        let badge = """
            @main struct HomeApp: App { var body: some Scene { WindowGroup { Badge() } } }
            struct Badge: View { var body: some View { Text("Ready").padding().↓glassEffect(.regular.interactive()) } }
            """
        let severities = { (platform: String) in
            let fixture = TreeFixture(["Package.swift": Self.package(platform), "Sources/Home/Badge.swift": badge])
            return try fixture.review().findings.filter { $0.rule == "interactive-on-static" }.map(\.severity)
        }
        // No press response on the Mac: the flag promises nothing there.
        #expect(try severities(#".macOS("26.0")"#) == [.info])
        #expect(try severities(#".iOS("26.0")"#) == [.warning])
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

    static let platterRows = """
        struct Scenes: View {
            let scenes: [String]
            var body: some View {
                List(scenes, id: \\.self) { scene in
                    VStack(alignment: .leading) {
                        Text(scene).font(.headline)
                        Text("Tap to run").font(.caption)
                    }
                    .padding(8)
                    .↓glassEffect(.regular.tint(.orange), in: .rect(cornerRadius: 12))
                }
            }
        }
        """

    @Test func glassPlattersInWatchListRowsAreTheWatchLook() throws {
        let fixture = TreeFixture(["Package.swift": Self.package(#".watchOS("26.0")"#), "Sources/Home/Scenes.swift": Self.platterRows])
        #expect(TreeFixture.positions(of: "glass-on-content", in: try fixture.review()) == [])
    }

    @Test func glassPlattersInIOSListRowsAreGlassOnContent() throws {
        let fixture = TreeFixture(["Package.swift": Self.package(#".iOS("26.0")"#), "Sources/Home/Scenes.swift": Self.platterRows])
        #expect(TreeFixture.positions(of: "glass-on-content", in: try fixture.review()) == fixture.expected)
    }

    /// A project helper whose glass is drawn by a function of its own type, switching over
    /// a style, and only in the iOS and macOS builds: tvOS gets a material.
    static let adaptiveBackground = """
        enum BackdropStyle { case clear, regular }

        extension View {
            func adaptiveBackground(_ style: BackdropStyle = .clear) -> some View {
                modifier(AdaptiveBackground(style: style))
            }
        }

        struct AdaptiveBackground: ViewModifier {
            let style: BackdropStyle
            func body(content: Content) -> some View {
                #if os(iOS) || os(macOS)
                content.modifier(GlassBackdrop(style: style))
                #else
                content.background(.ultraThinMaterial, in: .capsule)
                #endif
            }
        }

        #if os(iOS) || os(macOS)
        private struct GlassBackdrop: ViewModifier {
            let style: BackdropStyle
            func body(content: Content) -> some View {
                apply(to: content)
            }

            @ViewBuilder
            private func apply(to content: Content) -> some View {
                switch style {
                case .clear: content.glassEffect(.clear, in: .capsule)
                case .regular: content.glassEffect(.regular, in: .capsule)
                }
            }
        }
        #endif
        """

    static func endScreen(_ platform: String, marked: Bool) -> String {
        """
        #if os(\(platform))
        struct EndScreen: View {
            var body: some View {
                \(marked ? "↓" : "")HStack(spacing: 12) {
                    Button("Retry") { retry() }.padding().adaptiveBackground(.regular)
                    Button("Close") { close() }.padding().adaptiveBackground(.regular)
                }
            }
        }
        #endif
        """
    }

    @Test func aHelperFollowedThroughItsOwnFunctionsGroupsItsGlass() throws {
        let fixture = TreeFixture([
            "Package.swift": Self.package(#".iOS("26.0"), .tvOS("26.0")"#),
            "Sources/Home/AdaptiveBackground.swift": Self.adaptiveBackground,
            "Sources/Home/EndScreen.swift": Self.endScreen("iOS", marked: true),
        ])
        #expect(TreeFixture.positions(of: "glass-needs-container", in: try fixture.review()) == fixture.expected)
    }

    @Test func aHelperWithoutGlassOnTVOSDrawsNoneOnATVOSScreen() throws {
        let fixture = TreeFixture([
            "Package.swift": Self.package(#".iOS("26.0"), .tvOS("26.0")"#),
            "Sources/Home/AdaptiveBackground.swift": Self.adaptiveBackground,
            "Sources/Home/EndScreen.swift": Self.endScreen("tvOS", marked: false),
        ])
        #expect(TreeFixture.positions(of: "glass-needs-container", in: try fixture.review()) == [])
    }

    /// Code only another system builds (`#if SKIP`: Skip's Android build, `#if os(Android)`)
    /// is never shown on an Apple platform: nothing in it is reported.
    @Test func codeNoAppleBuildCompilesIsQuiet() throws {
        let screen = """
            struct Explore: View {
                var body: some View {
                    NavigationStack {
                        Text("Explore").toolbar {
                            #if !SKIP
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() }
                            }
                            #else
                            ToolbarItem(placement: .topBarTrailing) {
                                Button { filter() } label: { Image(systemName: "line.3.horizontal.decrease") }
                            }
                            #endif
                        }
                    }
                }
            }
            """
        #expect(try TreeFixture(["Explore.swift": screen]).review().findings.map(\.rule) == [])
        let android = screen.replacingOccurrences(of: "#if !SKIP", with: "#if !os(Android)")
        #expect(try TreeFixture(["Explore.swift": android]).review().findings.map(\.rule) == [])
        let beta = screen.replacingOccurrences(of: "#if !SKIP", with: "#if !BETA")
        #expect(try TreeFixture(["Explore.swift": beta]).review().findings.map(\.rule) == ["toolbar-grouping"])
    }
}
