import GlassLintKit
import SwiftParser

/// What the fuzzer does with one input, taken as the text of one Swift file (invalid UTF-8
/// repaired, as an editor would hand it over). A crash or a hang is libFuzzer's to catch;
/// a fix that parses worse than its input is reported as a crash here.
enum FuzzTarget: String, Sendable {
    /// Review the file alone with every rule, parsing it whatever its words.
    case review
    /// Fix the file alone with every fix, removals included (which reviews each pass).
    case fix

    /// Set once by `main` before the first input.
    nonisolated(unsafe) static var selected = FuzzTarget.review

    static let rules = Configuration().enabledRules()
    static let reviewer = FileReviewer(rules: rules, parseAll: true)
    static let fixer = Fixer(rules: rules, selection: .everything)

    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .review:
            _ = Self.reviewer.review(source: text, path: "Fuzz.swift")
        case .fix:
            let outcome = Self.fixer.fix(source: text, path: "Fuzz.swift")
            guard outcome.changed else { return }
            let before = Fixer.syntaxErrorCount(Parser.parse(source: text))
            let after = Fixer.syntaxErrorCount(Parser.parse(source: outcome.text))
            if after > before {
                fatalError("the fix added syntax errors (\(before) before, \(after) after); rules: \(Set(outcome.applied.map(\.rule)).sorted())")
            }
        }
    }
}
