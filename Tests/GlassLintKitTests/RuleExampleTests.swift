import Foundation
@testable import GlassLintKit
import SwiftParser
import Testing

/// Every example of every rule is a test: triggering examples must report exactly at
/// their markers, the others must stay quiet, corrections must produce the code shown.
struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let ruleID: String
        let index: Int
        var testDescription: String { "\(ruleID) #\(index + 1)" }
        var rule: any Rule.Type { RuleCatalog.rule(withID: ruleID)! }
    }

    static func cases(_ count: (RuleDescription) -> Int) -> [Case] {
        RuleCatalog.all.flatMap { type in
            (0..<count(type.description)).map { Case(ruleID: type.description.id, index: $0) }
        }
    }

    static let triggering = cases { $0.triggeringExamples.count }
    static let nonTriggering = cases { $0.nonTriggeringExamples.count }
    static let corrections = cases { $0.corrections.count }

    @Test(arguments: triggering)
    func triggersAtMarkers(_ test: Case) {
        let example = test.rule.description.triggeringExamples[test.index]
        let (code, expected) = RuleHarness.stripMarkers(example.code)
        #expect(!expected.isEmpty, "a triggering example needs a marker")
        let found = RuleHarness.findings(test.rule, in: code, options: example.options, project: example.project)
        #expect(found.map { RuleHarness.Position(line: $0.line, column: $0.column) } == expected, "\(found.map(\.message))")
        // The rule's trigger words must let the file through the prefilter.
        #expect(Prefilter(rules: [RuleHarness.configured(test.rule)]).needsSyntaxTree(Data(code.utf8)))
        #expect(found.allSatisfy { $0.rule == test.ruleID })
        // `↓` marks a finding at the rule's severity, `ⓘ`, `ⓦ` and `ⓔ` one at info, warning and error.
        let marked = RuleHarness.markedSeverities(example.code)
        let severities = found.map { marked[RuleHarness.Position(line: $0.line, column: $0.column)] ?? test.rule.description.severity }
        #expect(found.map(\.severity) == severities, "\(found.map { "\($0.line):\($0.column) \($0.severity)" })")
    }

    @Test(arguments: nonTriggering)
    func staysQuiet(_ test: Case) {
        let example = test.rule.description.nonTriggeringExamples[test.index]
        let found = RuleHarness.findings(test.rule, in: example.code, options: example.options, project: example.project)
        #expect(found.isEmpty, "\(found.map { "\($0.line):\($0.column) \($0.message)" })")
    }

    @Test(arguments: triggering)
    func staysQuietInsideCommentsAndStrings(_ test: Case) {
        let example = test.rule.description.triggeringExamples[test.index]
        let code = RuleHarness.stripMarkers(example.code).code
        let commented = "/*\n" + code + "\n*/\n"
        let quoted = "let sample = #\"\"\"\n" + code + "\n\"\"\"#\n"
        #expect(RuleHarness.findings(test.rule, in: commented, options: example.options, project: example.project).isEmpty)
        // A suppression comment names the rule itself, so this case is for real rules only.
        if test.ruleID != UnknownRuleInComment.description.id {
            #expect(RuleHarness.findings(test.rule, in: quoted, options: example.options, project: example.project).isEmpty)
            let disabled = "// glasslint:disable:file \(test.ruleID)\n" + code
            #expect(RuleHarness.findings(test.rule, in: disabled, options: example.options, project: example.project).isEmpty)
        }
    }

    @Test(arguments: triggering)
    func columnsCountBytesAfterMultibyteText(_ test: Case) {
        let example = test.rule.description.triggeringExamples[test.index]
        let shifted = "/* 🌊 Überblick */ " + example.code
        let (code, expected) = RuleHarness.stripMarkers(shifted)
        let found = RuleHarness.findings(test.rule, in: code, options: example.options, project: example.project)
        #expect(found.map { RuleHarness.Position(line: $0.line, column: $0.column) } == expected)
    }

    @Test(arguments: corrections)
    func fixesAsShown(_ test: Case) {
        let correction = test.rule.description.corrections[test.index]
        let outcome = RuleHarness.fix(test.rule, in: correction.before)
        #expect(outcome.text == correction.after)
        #expect(outcome.refusal == nil)
        #expect(!Parser.parse(source: outcome.text).hasError)
        let again = RuleHarness.fix(test.rule, in: outcome.text)
        #expect(!again.changed, "a second fix pass must find nothing more to fix")
    }
}
