@testable import GlassLintKit
import SwiftParser

/// Runs one rule over example code, the way the engine would.
enum RuleHarness {
    static let marker: Character = "↓"

    /// The code without its `↓` markers, and the 1-based line and UTF-8 column of each.
    static func stripMarkers(_ code: String) -> (code: String, positions: [Position]) {
        var clean = ""
        var positions: [Position] = []
        var line = 1
        var column = 1
        for character in code {
            if character == marker {
                positions.append(Position(line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (clean, positions)
    }

    static func configured(_ type: any Rule.Type, options: [String: OptionValue] = [:]) -> ConfiguredRule {
        ConfiguredRule(rule: type.init(options: RuleOptions(declared: type.description.options, configured: options)), severity: nil)
    }

    static func findings(
        _ type: any Rule.Type, in code: String, options: [String: OptionValue] = [:], project: ProjectContext = .unknown
    ) -> [Finding] {
        let reviewer = FileReviewer(rules: [configured(type, options: options)], project: project, parseAll: true)
        let outcome = reviewer.review(source: code, path: "Example.swift")
        let voided = Set(ProjectDeclarations.names(in: Parser.parse(source: code)))
        return ProjectWideFindings.keepingKindsAtMinimum(outcome.findings
            .filter { !$0.voidIfProjectDeclares.contains(where: voided.contains) }
            .map(\.finding))
            .sorted(by: Finding.reportOrder)
    }

    static func fix(_ type: any Rule.Type, in code: String) -> Fixer.Outcome {
        Fixer(rules: [configured(type)]).fix(source: code, path: "Example.swift")
    }

    struct Position: Hashable, CustomStringConvertible {
        let line: Int
        let column: Int
        var description: String { "\(line):\(column)" }
    }
}
