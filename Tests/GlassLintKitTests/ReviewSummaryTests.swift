@testable import GlassLintKit
import Testing

/// The review's last line counts the findings, the files they are in, and the files reviewed.
struct ReviewSummaryTests {
    static func finding(_ file: String, _ severity: Severity) -> Finding {
        Finding(
            rule: "glass-before-layout", severity: severity, file: file, line: 1, column: 1, endLine: 1, endColumn: 2,
            message: "m", fix: "f"
        )
    }

    @Test func theSummarySaysHowManyFilesHaveFindingsAndHowManyWereReviewed() {
        let result = ReviewResult(
            root: ".", facts: .unknown,
            findings: [Self.finding("A.swift", .error), Self.finding("A.swift", .warning), Self.finding("B.swift", .info)],
            reviewedFiles: 5, parsedFiles: 3, skipped: [], notices: []
        )
        #expect(ReviewReporter.summary(result) == "3 findings in 2 files (5 files reviewed): 1 error, 1 warning, 1 info")
    }
}
