@testable import GlassLintKit
import Testing

/// Project-wide findings: dropped below their minimum, folded into one `all files` row
/// in the review, kept site by site in the machine formats.
struct AvailabilityFoldingTests {
    static let kind = ProjectWideKind(summary: "API without #available", fix: "gate it", minimumSites: 2)

    func finding(_ file: String, _ line: Int, rule: String = "availability", kind: ProjectWideKind? = kind) -> Finding {
        Finding(rule: rule, severity: .error, file: file, line: line, column: 1, endLine: line, endColumn: 5,
                message: "glassEffect needs iOS 26.0", fix: "wrap it", projectWide: kind)
    }

    func result(_ findings: [Finding]) -> ReviewResult {
        ReviewResult(root: "App", facts: .singleTarget([DeploymentTarget(.iOS, OSVersion(17))]), findings: findings,
                     reviewedFiles: 3, parsedFiles: 3, skipped: [], notices: [])
    }

    @Test func kindsBelowTheirMinimumAreDropped() {
        let lonely = ProjectWideKind(summary: "other", fix: "x", minimumSites: 2)
        let kept = ProjectWideFindings.keepingKindsAtMinimum([
            finding("A.swift", 1), finding("B.swift", 2), finding("C.swift", 3, kind: lonely), finding("D.swift", 4, rule: "x", kind: nil),
        ])
        #expect(kept.map(\.file) == ["A.swift", "B.swift", "D.swift"])
    }

    @Test func twoOrMoreSitesFoldIntoOneRow() {
        let (single, folded) = ProjectWideFindings.fold([
            finding("A.swift", 1), finding("A.swift", 9), finding("B.swift", 2), finding("C.swift", 3, rule: "other", kind: nil),
            finding("D.swift", 4, rule: "lonely", kind: ProjectWideKind(summary: "once", fix: "x")),
        ])
        #expect(single.map(\.file) == ["C.swift", "D.swift"], "a kind with one site stays at its place")
        #expect(folded.map(\.message) == ["API without #available: 3 sites in 2 files"])
        #expect(folded.first?.severity == .error)
    }

    @Test func theReviewShowsAllFilesAndTheJSONEverySite() {
        let findings = [finding("A.swift", 1), finding("B.swift", 2), finding("C.swift", 3, rule: "glass-before-layout", kind: nil)]
        let review = ReviewReporter.render(result(findings))
        let rows = review.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasPrefix("C.swift:3 ") })
        #expect(rows.contains { $0.hasPrefix("all files ") && $0.contains("API without #available: 2 sites in 2 files") && $0.hasSuffix("gate it") })
        #expect(!rows.contains { $0.hasPrefix("A.swift") })
        let json = JSONReporter.render(result(findings))
        #expect(json.components(separatedBy: "\"rule\" : \"availability\"").count == 3, "both sites stay in the JSON")
    }
}
