@testable import GlassLintKit
import SwiftParser

/// Runs one rule over example code, the way the engine would.
enum RuleHarness {
    static let marker: Character = "↓"
    /// Markers of findings reported at another severity than the rule's: `ⓘ` where the
    /// rule cannot see enough to be sure, `ⓔ` where the code will not build.
    static let severityMarkers: [Character: Severity] = ["ⓘ": .info, "ⓦ": .warning, "ⓔ": .error]

    /// The code without its markers, and the 1-based line and UTF-8 column of each.
    static func stripMarkers(_ code: String) -> (code: String, positions: [Position]) {
        let (clean, marks) = markedPositions(code)
        return (clean, marks.map(\.position))
    }

    /// The severity each marked position is expected at; `nil` (`↓`) for the rule's own.
    static func markedSeverities(_ code: String) -> [Position: Severity] {
        Dictionary(markedPositions(code).marks.compactMap { mark in mark.severity.map { (mark.position, $0) } }) { first, _ in first }
    }

    private static func markedPositions(_ code: String) -> (code: String, marks: [(position: Position, severity: Severity?)]) {
        var clean = ""
        var marks: [(position: Position, severity: Severity?)] = []
        var line = 1
        var column = 1
        for character in code {
            if character == marker || severityMarkers[character] != nil {
                marks.append((Position(line: line, column: column), severityMarkers[character]))
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
        return (clean, marks)
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
