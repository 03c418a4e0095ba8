@testable import GlassLintKit
import Testing

/// `tint-overuse` names what it counted: prominent buttons side by side on one screen, or
/// one prominent button that a `ForEach` builds on every row.
struct TintOveruseMessageTests {
    static func messages(_ code: String) -> [String] {
        RuleHarness.findings(TintOveruse.self, in: code).map(\.message)
    }

    @Test func aButtonBuiltForEachElementIsOneOnEveryRow() {
        let found = Self.messages("""
            List {
                ForEach(packages) { package in
                    Button(package.price) { buy(package) }.buttonStyle(.glassProminent)
                }
            }
            """)
        #expect(found == ["a prominent glass button on every row"])
    }

    @Test func severalButtonsSideBySideAreCounted() {
        let found = Self.messages("""
            HStack {
                Button("Pay") { pay() }.buttonStyle(.glassProminent)
                Button("Save") { save() }.buttonStyle(.glassProminent)
                Button("Share") { share() }.buttonStyle(.glassProminent)
            }
            """)
        #expect(found == ["3 prominent glass buttons on one screen"])
    }
}
