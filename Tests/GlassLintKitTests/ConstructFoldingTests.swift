@testable import GlassLintKit
import Testing

/// One construct, one finding: a misplaced glass is reported as misplaced, not also for
/// how it is made.
struct ConstructFoldingTests {
    @Test func misplacedGlassHidesTheFindingsAboutItsMaking() throws {
        let fixture = TreeFixture([
            "Metrics.swift": """
                struct Metrics: View {
                    let values: [Int]
                    var body: some View {
                        List(values, id: \\.self) { value in
                            Text("\\(value)").padding().glassEffect(.clear)
                        }
                    }
                }
                """,
        ])
        let rules = try fixture.review().findings.filter { $0.line == 5 }.map(\.rule)
        #expect(rules == ["glass-on-content"])
    }

    @Test func findingsOnOtherConstructsOfTheLineStay() {
        func finding(_ rule: String, column: Int, endColumn: Int) -> FileReviewer.PendingFinding {
            FileReviewer.PendingFinding(finding: Finding(
                rule: rule, severity: .warning, file: "A.swift", line: 3, column: column, endLine: 3, endColumn: endColumn,
                message: "", fix: "", edits: [], fingerprint: rule, projectWide: nil
            ), voidIfProjectDeclares: [])
        }
        let folded = ConstructFolding.fold([
            finding("glass-on-content", column: 10, endColumn: 30),
            finding("clear-glass-legibility", column: 12, endColumn: 30),
            finding("interactive-on-static", column: 12, endColumn: 30),
            finding("glass-on-glass", column: 40, endColumn: 60),
            finding("availability", column: 12, endColumn: 30),
        ])
        #expect(folded.map(\.finding.rule) == ["glass-on-content", "interactive-on-static", "glass-on-glass", "availability"])
    }
}
