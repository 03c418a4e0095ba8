import Foundation
import SwiftSyntax

/// Section headers written in capitals, which lists and forms no longer force on 26.
public struct SectionHeaderCase: Rule {
    public static let description = RuleDescription(
        id: "section-header-case",
        title: "Upper-case section headers",
        severity: .info,
        rationale: """
            Before the 26 releases, grouped lists and forms drew section headers in capitals \
            whatever their text, so many apps wrote them in capitals too. On 26 headers keep \
            the case they are written in: a header written in capitals now shouts, out of \
            step with the system's own screens. Write header text in title case.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\" (lists and forms)",
        triggers: ["Section"],
        triggeringExamples: [
            RuleExample(#"Form { Section(↓"UNITS") { Toggle("Metric", isOn: $metric) } }"#),
            RuleExample("""
                List {
                    Section {
                        Text("Lisbon")
                    } header: {
                        Text(↓"UPCOMING TRIPS")
                    }
                }
                """),
            RuleExample("""
                List {
                    Section {
                        Text("Lisbon")
                    } header: {
                        Text("Upcoming").↓textCase(.uppercase)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Form { Section("Units") { Toggle("Metric", isOn: $metric) } }"#),
            RuleExample(#"Form { Section("GPS") { Toggle("Precise", isOn: $precise) } }"#,
                        note: "a short acronym is not a shouted header"),
            RuleExample(#"Form { Section(title) { Toggle("Metric", isOn: $metric) } }"#),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        return file.inventory.calls.filter { CallNames.name(ofCall: $0) == "Section" }.flatMap { section -> [Violation] in
            var violations: [Violation] = []
            if let title = section.arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self),
               Self.isShouted(title) {
                violations.append(Self.violation(at: title))
            }
            guard let header = section.additionalTrailingClosures.first(where: { $0.label.text == "header" })?.closure else {
                return violations
            }
            for chain in ModifierChain.all(in: header) {
                if let text = chain.base?.as(FunctionCallExprSyntax.self), chain.baseName == "Text",
                   let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self), Self.isShouted(literal) {
                    violations.append(Self.violation(at: literal))
                }
                for modifier in chain.modifiers(named: "textCase") where modifier.firstUnlabeledArgument?.trimmedText == ".uppercase" {
                    violations.append(Violation(
                        at: modifier.nameToken, through: modifier.call,
                        message: "section header forced into capitals", fix: "drop .textCase(.uppercase); write it in title case"
                    ))
                }
            }
            return violations
        }
    }

    private static func violation(at literal: StringLiteralExprSyntax) -> Violation {
        Violation(at: literal, message: "section header in capitals", fix: "write it in title case")
    }

    /// Capitals only, with more than four letters: `UPCOMING TRIPS`, not `GPS`.
    static func isShouted(_ literal: StringLiteralExprSyntax) -> Bool {
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        let letters = text.filter(\.isLetter)
        return letters.count > 4 && letters.allSatisfy(\.isUppercase)
    }
}

extension SectionHeaderCase: TextualPrecondition {
    /// A header in capitals needs `textCase`, or a one-line string whose first five
    /// letters are capitals (a byte beyond ASCII may be one).
    public static func mayHaveFindings(in bytes: Data) -> Bool {
        if bytes.range(of: Data("textCase".utf8)) != nil { return true }
        var inString = false
        var escaped = false
        var capitals = 0
        var sawLowercase = false
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                inString = false
            } else if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = inString
            } else if byte == UInt8(ascii: "\"") {
                inString.toggle()
                capitals = 0
                sawLowercase = false
            } else if inString {
                if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { sawLowercase = true }
                if byte >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) { capitals += 1 }
                if capitals >= 5, !sawLowercase { return true }
            }
        }
        return false
    }
}
