import GlassLintKit

/// `glasslint explain <rule-id>`: what the rule finds, why, where Apple says so, and examples.
enum ExplainCommand {
    static func run(_ words: [String], output: OutputSink) throws -> GlassLintCommand.ExitStatus {
        let arguments = try CommandSyntax.explain.parse(words)
        guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
            throw GlassLintError("usage: glasslint explain <rule-id>")
        }
        guard let rule = RuleCatalog.rule(withID: id) else {
            throw GlassLintError("unknown rule '\(id)' (see `glasslint rules`)")
        }
        output.write(render(rule.description))
        return .clean
    }

    static func render(_ rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.title)\n"
        text += "Severity: \(rule.severity.rawValue)\(rule.isFixable ? " · fixable with `glasslint fix\(rule.fixKind == .removal ? " --include-removals" : "")`" : "")\n\n"
        text += rule.rationale + "\n\n"
        text += "Source: \(rule.source)\n"
        if let example = rule.triggeringExamples.first {
            text += "\nTriggers (↓ marks the finding, ⓘ one reported as info):\n" + indent(example.code)
        }
        if let example = rule.nonTriggeringExamples.first {
            text += "\nDoes not trigger:\n" + indent(example.code)
        }
        let traps = rule.nonTriggeringExamples.compactMap(\.note)
        if !traps.isEmpty {
            text += "\nAlso left alone:\n" + traps.map { "  - \($0)\n" }.joined()
        }
        if let correction = rule.corrections.first {
            text += "\nFix, before:\n" + indent(correction.before) + "after:\n" + indent(correction.after)
        }
        if !rule.options.isEmpty {
            text += "\nOptions (in .glasslint.json under rules.\(rule.id).options):\n"
            for option in rule.options {
                text += "  \(option.name) (default \(describe(option.defaultValue))): \(option.summary)\n"
            }
        }
        return text
    }

    private static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)\n" }.joined()
    }

    private static func describe(_ value: OptionValue) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .int(let number): "\(number)"
        case .strings(let list): "[" + list.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
    }
}
