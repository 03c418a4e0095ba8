import Foundation
@testable import GlassLintKit
import GlassLintTestSupport
import SwiftParser
import Testing

/// Fixing whole projects: the example app in a copy, and files broken on purpose.
struct FixProjectTests {
    /// Examples/Trips in a temporary folder, so that fixes can be written.
    static func tripsCopy() throws -> TemporaryDirectory {
        try TemporaryDirectory.copy(of: Repository.root.appendingPathComponent("Examples/Trips"))
    }

    static func write(_ result: FixResult) throws {
        let writer = FixedFileWriter(root: result.root)
        for file in result.files where file.isChanged {
            try writer.write(file)
        }
    }

    @Test func tripsFixedReviewsCleanOfFixableFindingsAndStillParses() throws {
        let copy = try Self.tripsCopy()
        let discovery = try SourceDiscovery(paths: [copy.url.path])
        let result = ProjectFixer().fix(discovery)
        #expect(Set(result.applied.map(\.rule)).isSuperset(of: [
            "glass-before-layout", "glass-needs-container", "container-spacing", "glass-toggle-identity",
            "unknown-glass-api", "glass-button-style",
        ]))
        #expect(result.refusals.isEmpty)
        try Self.write(result)

        let review = Reviewer().review(discovery)
        let kinds = Dictionary(RuleCatalog.all.map { ($0.description.id, $0.description.fixKind) }, uniquingKeysWith: { a, _ in a })
        #expect(review.findings.filter { $0.isFixable && kinds[$0.rule] == .safe }.isEmpty)
        // What the fixer predicted would remain is what a review of the written files finds.
        #expect(review.findings.map(\.rule) == result.remaining.map(\.rule))
        #expect(review.findings.map(\.line) == result.remaining.map(\.line))

        let files = discovery.files().map(\.url.path)
        let errors = try SwiftCompiler.parseErrors(in: files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test func fixingTwiceChangesNothingTheSecondTime() throws {
        let copy = try Self.tripsCopy()
        let discovery = try SourceDiscovery(paths: [copy.url.path])
        let selection = FixSelection(includesRemovals: true)
        try Self.write(ProjectFixer(selection: selection).fix(discovery))
        let again = ProjectFixer(selection: selection).fix(discovery)
        #expect(again.applied.isEmpty)
        #expect(again.files.isEmpty)
        #expect(Reviewer().review(discovery).findings.allSatisfy { !$0.isFixable })
    }

    @Test func fixesAreListedAtTheLinesTheReviewGives() throws {
        let discovery = try SourceDiscovery(paths: [Repository.root.appendingPathComponent("Examples/Trips").path])
        let offered = Reviewer().review(discovery).findings
            .filter { $0.isFixable && RuleCatalog.rule(withID: $0.rule)?.description.fixKind == .safe }
        let applied = ProjectFixer().fix(discovery).applied
        #expect(!offered.isEmpty)
        #expect(Set(applied.map { "\($0.file):\($0.line) \($0.rule)" }) == Set(offered.map { "\($0.file):\($0.line) \($0.rule)" }))
    }

    /// Files broken in small random ways, the same every run: a fix never adds a parse
    /// error, and fixing the result again changes nothing.
    @Test func mutatedFilesNeverGainAParseError() throws {
        let fixer = Fixer(rules: Configuration().enabledRules())
        var random = SeededRandom(seed: 2026)
        var fixed = 0
        for source in try Self.seedSources() {
            for _ in 0..<4 {
                let mutant = Mutator.mutate(source, times: 1 + random.below(3), using: &random)
                let outcome = fixer.fix(source: mutant, path: "Mutant.swift")
                let before = Fixer.syntaxErrorCount(Parser.parse(source: mutant))
                #expect(Fixer.syntaxErrorCount(Parser.parse(source: outcome.text)) <= before, "\(mutant)")
                #expect(fixer.fix(source: outcome.text, path: "Mutant.swift").text == outcome.text, "\(mutant)")
                fixed += outcome.changed ? 1 : 0
            }
        }
        #expect(fixed > 20, "the mutants should still hold many fixable mistakes")
    }

    /// The example app's files and every rule's example code.
    static func seedSources() throws -> [String] {
        let discovery = try SourceDiscovery(paths: [Repository.root.appendingPathComponent("Examples/Trips").path])
        let files = try discovery.files().map { try String(contentsOf: $0.url, encoding: .utf8) }
        let examples = RuleCatalog.all.flatMap { rule in
            rule.description.corrections.map(\.before) + rule.description.triggeringExamples.map { RuleHarness.stripMarkers($0.code).code }
        }
        return files + examples
    }
}

/// Breaks code the way half-typed edits do: a character range gone, a line repeated,
/// dropped or swapped, a brace too many, a modifier added in the wrong place.
enum Mutator {
    static func mutate(_ source: String, times: Int, using random: inout SeededRandom) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        for _ in 0..<times {
            let index = random.below(lines.count)
            let count = lines[index].count
            switch random.below(7) {
            case 0 where count > 0:
                let start = random.below(count)
                lines[index].removeSubrange(start..<min(count, start + 1 + random.below(12)))
            case 1: lines.insert(lines[index], at: index)
            case 2 where lines.count > 1: lines.remove(at: index)
            case 3 where index + 1 < lines.count: lines.swapAt(index, index + 1)
            case 4: lines[index].insert(random.below(2) == 0 ? "{" : "}", at: random.below(count + 1))
            case 5: insert(".glassEffect()", afterLastParenthesisOf: &lines[index])
            default: insert(".padding()", afterLastParenthesisOf: &lines[index])
            }
        }
        return lines.map { String($0) }.joined(separator: "\n")
    }

    private static func insert(_ text: String, afterLastParenthesisOf line: inout [Character]) {
        if let close = line.lastIndex(of: ")") { line.insert(contentsOf: text, at: close + 1) }
    }
}
