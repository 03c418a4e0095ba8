@testable import GlassLintKit
import Testing

/// How sure `glass-on-content` is of glass shown once in scrolling content: a card of text
/// or data is content; a lone capsule or disc may be a header's control or badge.
struct ContentCardTests {
    private func severities(_ view: String) throws -> [String] {
        let screen = """
            struct Today: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 16) {
                            \(view)
                            Text("History")
                        }
                    }
                }
            }
            """
        let result = try TreeFixture(["Today.swift": screen]).review()
        return result.findings.filter { $0.rule == "glass-on-content" }.map { "\($0.line) \($0.severity)" }
    }

    @Test func aChipWhoseLabelIsAPropertyOfItsViewIsSaidAtInfo() throws {
        // The capsule is the whole label of the chip's button, through a property of the chip.
        let chips = """
            struct Filters: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(filters) { filter in
                                FilterChip(title: filter.title) { select(filter) }
                            }
                        }
                    }
                }
            }

            struct FilterChip: View {
                let title: String
                let action: () -> Void

                var body: some View {
                    Button(action: action) { label }
                        .buttonStyle(.plain)
                }

                private var label: some View {
                    Text(title)
                        .padding(.horizontal, 16)
                        .glassEffect(.regular.interactive(), in: .capsule)
                }
            }
            """
        let result = try TreeFixture(["Filters.swift": chips]).review()
        #expect(result.findings.filter { $0.rule == "glass-on-content" }.map { "\($0.line) \($0.severity)" } == ["25 info"])
    }

    @Test func aCardInScrollingContentIsWarned() throws {
        let card = #"VStack { Text("Steps"); Text("8,204") }.padding().glassEffect(.regular, in: .rect(cornerRadius: 16))"#
        #expect(try severities(card) == ["5 warning"])
    }

    @Test func aCardFromAHelperWithARectangleIsWarned() throws {
        let helper = """
            extension View {
                func card() -> some View { glassEffect(.regular, in: .rect(cornerRadius: 16)) }
            }
            """
        let screen = """
            struct Today: View {
                var body: some View {
                    ScrollView {
                        VStack { Text("Steps"); Text("8,204") }.padding().card()
                    }
                }
            }
            """
        let result = try TreeFixture(["Card.swift": helper, "Today.swift": screen]).review()
        #expect(result.findings.filter { $0.rule == "glass-on-content" }.map { "\($0.file):\($0.line) \($0.severity)" }
            == ["Today.swift:4 warning"])
    }

    @Test func aHelperGivenARectangleDrawsACard() throws {
        let helper = """
            extension View {
                func surface(in shape: some Shape) -> some View { glassEffect(.regular, in: shape) }
            }
            """
        let screen = """
            struct Today: View {
                var body: some View {
                    ScrollView {
                        VStack { Text("Steps"); Text("8,204") }.padding().surface(in: .rect(cornerRadius: 14))
                    }
                }
            }
            """
        let result = try TreeFixture(["Surface.swift": helper, "Today.swift": screen]).review()
        #expect(result.findings.filter { $0.rule == "glass-on-content" }.map { "\($0.file):\($0.line) \($0.severity)" }
            == ["Today.swift:4 warning"])
    }

    @Test func aLoneCapsuleInScrollingContentIsOnlyInfo() throws {
        let badge = #"Text("New").padding(6).glassEffect(.regular, in: .capsule)"#
        #expect(try severities(badge) == ["5 info"])
    }

    /// A filter bar's pills: the selected pill's background is a bare capsule of glass, built
    /// in a member of the pill and drawn behind the label of its button. A control, not a card.
    @Test func theSelectedBackgroundOfAPillButtonIsOnlyInfo() throws {
        let screen = """
            struct FilterBar: View {
                @State private var selection = 0
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(0..<5) { index in
                                FilterPill(isSelected: index == selection) { selection = index }
                            }
                        }
                    }
                }
            }

            private struct FilterPill: View {
                let isSelected: Bool
                let action: () -> Void
                var body: some View {
                    Button(action: action) { label }
                }
                private var label: some View {
                    Text("Filter").padding(.horizontal, 14).background(selectedBackground)
                }
                @ViewBuilder
                private var selectedBackground: some View {
                    if isSelected {
                        Capsule().fill(.clear).glassEffect(.regular.interactive(), in: .capsule)
                    }
                }
            }
            """
        let result = try TreeFixture(["FilterBar.swift": screen]).review()
        #expect(result.findings.filter { $0.rule == "glass-on-content" }.map { "\($0.line) \($0.severity)" } == ["26 info"])
    }

    /// A strip of quick actions: each button's label draws its glass on a clear colour
    /// behind it, in a rounded rectangle. The glass is the button's background.
    @Test func glassBehindTheLabelOfAButtonInAStripIsOnlyInfo() throws {
        let screen = """
            struct QuickActions: View {
                let actions: [String]
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(actions, id: \\.self) { action in
                                Button { run(action) } label: {
                                    Text(action)
                                        .padding(14)
                                        .background { Color.clear.glassEffect(.regular, in: .rect(cornerRadius: 22)) }
                                }
                            }
                        }
                    }
                }
            }
            """
        let result = try TreeFixture(["QuickActions.swift": screen]).review()
        #expect(result.findings.filter { $0.rule == "glass-on-content" }.map { "\($0.line) \($0.severity)" } == ["10 info"])
    }
}
