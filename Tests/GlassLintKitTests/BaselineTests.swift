import Foundation
@testable import GlassLintKit
import SwiftParser
import SwiftSyntax
import Testing

/// Fingerprints name a finding by its rule, file and code, so a baseline survives lines
/// moving; each recorded finding excuses exactly one.
struct BaselineTests {
    let reviewer = FileReviewer(rules: Configuration().enabledRules())
    let original = """
        struct V: View {
            var body: some View {
                Text("a").glassEffect().padding()
            }
        }
        """

    func fingerprints(_ source: String, path: String = "V.swift") -> [String] {
        reviewer.review(source: source, path: path).findings.map(\.finding.fingerprint)
    }

    @Test func fingerprintSurvivesMovedLinesIndentationAndComments() throws {
        let before = fingerprints(original)
        #expect(before.count == 1)
        let moved = """
            import SwiftUI

            // A new comment and a new declaration above the finding.
            let spacing = 8.0

            struct V: View {
                var body: some View {
                    VStack {
                            Text("a")   .glassEffect( /* why */ )
                                .padding()
                    }
                }
            }
            """
        #expect(fingerprints(moved) == before)
    }

    @Test func fingerprintChangesWithTheCodeTheRuleAndTheFile() {
        let before = fingerprints(original)
        #expect(fingerprints(original.replacingOccurrences(of: ".glassEffect()", with: ".glassEffect(.clear)")) != before)
        #expect(fingerprints(original, path: "W.swift") != before)
        #expect(before.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func normalisedCodeDropsWhiteSpaceAndComments() throws {
        let source = "let x = Text(\"a\")\n    .glassEffect( // note\n  )"
        let file = SyntaxFile(path: "A.swift", source: source, tree: Parser.parse(source: source), project: .unknown)
        let start = AbsolutePosition(utf8Offset: 8)
        let end = AbsolutePosition(utf8Offset: source.utf8.count)
        #expect(FindingFingerprint.normalizedCode(in: file, from: start, to: end) == #"Text ( " a " ) . glassEffect ( )"#)
    }

    func finding(_ fingerprint: String, line: Int) -> Finding {
        Finding(rule: "r", severity: .warning, file: "A.swift", line: line, column: 1, endLine: line, endColumn: 2,
                message: "m", fix: "f", fingerprint: fingerprint)
    }

    func result(_ findings: [Finding]) -> ReviewResult {
        ReviewResult(root: ".", facts: .unknown, findings: findings, reviewedFiles: 1, parsedFiles: 1, skipped: [], notices: [])
    }

    @Test func eachRecordedFindingExcusesOneFinding() {
        let baseline = Baseline(result([finding("aa", line: 1), finding("bb", line: 2)]))
        let today = result([finding("aa", line: 5), finding("aa", line: 9), finding("cc", line: 12), finding("", line: 14)])
        let filtered = baseline.apply(to: today)
        #expect(filtered.findings.map(\.line) == [9, 12, 14])
        #expect(filtered.suppressedByBaseline == 1)
        #expect(today.suppressedByBaseline == nil)
    }

    @Test func encodingIsStableAndReadsBack() throws {
        let baseline = Baseline(result([finding("aa", line: 1)]))
        #expect(baseline.encoded() == Baseline(result([finding("aa", line: 1)])).encoded())
        #expect(try JSONDecoder().decode(Baseline.self, from: baseline.encoded()) == baseline)
    }
}
