import Foundation
@testable import GlassLintKit
import SwiftParser
import Testing

/// Thousands of broken variants of every fixture file, every file of the example app and
/// every rule example, made by the seeded `SourceMutator`: half-written code must never
/// crash the review or make it hang, and the fix must never leave more syntax errors than
/// it found. Deterministic (one seed), so a failure names a mutant that can be made again.
@Suite("Mutants of the fixtures and examples")
struct MutationTests {
    static let seed: UInt64 = 2026
    /// Well above the slowest review or fix of a mutant seen in a debug build on a busy
    /// 2-core machine (0.4 s and 0.6 s): this catches a runaway, not a slow machine.
    static let timeBound: Duration = .seconds(10)
    static let rules = Configuration().enabledRules()

    static let projectFiles = (try? MutationSubject.projectFiles(mutantsEach: 40)) ?? []
    static let ruleExamples = MutationSubject.ruleExamples(mutantsEach: 6)

    @Test func thousandsOfMutantsFromEveryKindOfSource() {
        #expect(Self.projectFiles.count >= 35, "the fixture and example files were not all found")
        #expect(Self.ruleExamples.count >= 100)
        let total = (Self.projectFiles + Self.ruleExamples).reduce(0) { $0 + $1.mutantCount }
        #expect(total >= 3000)
    }

    @Test(arguments: projectFiles)
    func projectFileMutants(_ subject: MutationSubject) {
        reviewAndFixMutants(of: subject)
    }

    @Test(arguments: ruleExamples)
    func ruleExampleMutants(_ subject: MutationSubject) {
        reviewAndFixMutants(of: subject)
    }

    private func reviewAndFixMutants(of subject: MutationSubject) {
        let mutants = SourceMutator(source: subject.text).mutants(count: subject.mutantCount, seed: Self.seed, stream: subject.stream)
        for (number, mutant) in mutants.enumerated() {
            let label = "\(subject.name), mutant \(number) (\(mutant.operations.map(\.description).joined(separator: ", ")))"
            // The review of the file in its project, as the editor shows it, from one parse
            // for the index and the review; fixing then goes on from its findings, as the fix
            // command does.
            let review = HangWatchdog.shared.time("reviewing \(label)") { () -> (Fixer, [Finding]) in
                let tree = Parser.parse(source: mutant.text)
                let index = subject.index(with: tree)
                let fixer = Fixer(
                    rules: Self.rules, project: subject.facts, index: index, selection: .everything,
                    projectDeclarations: subject.otherDeclarations
                )
                return (fixer, fixer.findings(of: fixer.reviewer.review(tree: tree, source: mutant.text, path: subject.path, index: index)))
            }
            let (fixer, findings) = review.result
            let fix = HangWatchdog.shared.time("fixing \(label)") {
                fixer.resume(Fixer.Outcome(text: mutant.text, applied: [], remaining: findings), from: mutant.text, path: subject.path)
            }
            #expect(review.duration < Self.timeBound, "reviewing \(label) took \(review.duration)")
            #expect(fix.duration < Self.timeBound, "fixing \(label) took \(fix.duration)")

            guard fix.result.changed else { continue }
            let before = Fixer.syntaxErrorCount(Parser.parse(source: mutant.text))
            let after = Fixer.syntaxErrorCount(Parser.parse(source: fix.result.text))
            #expect(after <= before, "fixing \(label) added syntax errors (\(before) before, \(after) after)")
        }
    }
}

