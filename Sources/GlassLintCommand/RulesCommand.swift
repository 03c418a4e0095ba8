import GlassLintKit

/// `glasslint rules`: the catalogue, one rule per line; with `--format markdown`, every
/// rule's page as `glasslint explain` prints it, which is docs/rules.md.
enum RulesCommand {
    enum Format: String, CaseIterable {
        case text
        case markdown
    }

    /// The command that writes docs/rules.md, which the Markdown names.
    static let regeneration = "swift run glasslint rules --format markdown > docs/rules.md"

    static func run(_ words: [String], output: OutputSink) throws -> GlassLintCommand.ExitStatus {
        let arguments = try CommandSyntax.rules.parse(words)
        guard arguments.positionals.isEmpty else {
            throw GlassLintError("`glasslint rules` takes no arguments")
        }
        switch try ReviewCommand.choice(arguments.value("--format") ?? "text", of: Format.self, option: "--format") {
        case .text: output.write(table())
        case .markdown: output.write(markdown())
        }
        return .clean
    }

    static func table() -> String {
        let rows = [("ID", "SEVERITY", "FIXABLE", "TITLE")] + RuleCatalog.all.map { type in
            let description = type.description
            return (description.id, description.severity.rawValue, description.isFixable ? "yes" : "no", description.title)
        }
        let idWidth = rows.map(\.0.count).max()! + 2
        return rows.map { row in row.0.padding(idWidth) + row.1.padding(10) + row.2.padding(9) + row.3 + "\n" }.joined()
    }

    /// The rules as a Markdown page: a table that links each rule to its page, then the pages.
    static func markdown() -> String {
        let rules = RuleCatalog.all.map { $0.description }
        var text = """
            # Rules

            <!-- Generated from the rule catalogue by `\(regeneration)`. Do not edit: a test compares it with the catalogue. -->

            Every rule glasslint applies, with the page `glasslint explain RULE-ID` prints: what it finds, \
            why, where Apple says so, examples, and its options. Turn a rule off, change its severity or \
            set its options in `.glasslint.json` (see [configuration](configuration.md)).

            | Rule | Severity | Fixable | Title |
            | --- | --- | --- | --- |

            """
        for rule in rules {
            let fixable = rule.isFixable ? (rule.fixKind == .removal ? "with `--include-removals`" : "yes") : "no"
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(fixable) | \(rule.title.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        for rule in rules {
            text += "\n## \(rule.id)\n\n```text\n\(ExplainCommand.render(rule))```\n"
        }
        return text
    }
}

extension String {
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}
