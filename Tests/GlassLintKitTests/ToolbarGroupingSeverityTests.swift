@testable import GlassLintKit
import Testing

/// `toolbar-grouping` warns about a group of unlike items and about a symbol-only item
/// without an accessibility label, which is only said (info) when the symbol's default
/// label names its usual action.
struct ToolbarGroupingSeverityTests {
    static func severities(_ code: String) -> [String: [Severity]] {
        Dictionary(grouping: RuleHarness.findings(ToolbarGrouping.self, in: code), by: \.message).mapValues { $0.map(\.severity) }
    }

    static func unlabelled(_ symbol: String) -> [String: [Severity]] {
        severities("""
            editor.toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { act() } label: { Image(systemName: "\(symbol)") }
                }
            }
            """)
    }

    @Test func anUnlabelledSymbolThatNamesItsActionIsInfo() {
        for symbol in ["square.and.arrow.up", "plus", "xmark.circle.fill", "ellipsis.circle"] {
            #expect(Self.unlabelled(symbol) == [ToolbarGrouping.unlabelledMessage: [.info]], "\(symbol)")
        }
        let safeSymbol = Self.severities("""
            editor.toolbar {
                ToolbarItem { Button { more() } label: { Image(systemSymbol: .ellipsisCircle) } }
            }
            """)
        #expect(safeSymbol == [ToolbarGrouping.unlabelledMessage: [.info]])
    }

    @Test func anUnlabelledSymbolReadByItsShapeIsAWarning() {
        for symbol in ["checkmark", "pencil", "line.3.horizontal.decrease.circle", "circle.fill"] {
            #expect(Self.unlabelled(symbol) == [ToolbarGrouping.unlabelledMessage: [.warning]], "\(symbol)")
        }
    }

    @Test func symbolsAndTextInOneGroupAreAWarning() {
        let found = Self.severities("""
            editor.toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") { dismiss() }
                }
            }
            """)
        #expect(found.values.flatMap { $0 } == [.warning])
    }
}
