@testable import GlassLintKit
import Testing

/// `toolbar-grouping` warns about a group of unlike items, and only says (info) that a
/// symbol-only item has no accessibility label: many SF Symbols carry a default label.
struct ToolbarGroupingSeverityTests {
    static func severities(_ code: String) -> [String: [Severity]] {
        Dictionary(grouping: RuleHarness.findings(ToolbarGrouping.self, in: code), by: \.message).mapValues { $0.map(\.severity) }
    }

    @Test func anUnlabelledSymbolIsInfo() {
        let found = Self.severities("""
            editor.toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { share() } label: { Image(systemName: "square.and.arrow.up") }
                }
            }
            """)
        #expect(found == [ToolbarGrouping.unlabelledMessage: [.info]])
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
