import GlassLintKit

/// `glasslint rules`: the catalogue, one rule per line.
enum RulesCommand {
    static func run(_ words: [String], output: OutputSink) throws -> GlassLintCommand.ExitStatus {
        let arguments = try ParsedArguments(words, valued: [], flags: [])
        guard arguments.positionals.isEmpty else {
            throw GlassLintError("`glasslint rules` takes no arguments")
        }
        let rows = [("ID", "SEVERITY", "FIXABLE", "TITLE")] + RuleCatalog.all.map { type in
            let description = type.description
            return (description.id, description.severity.rawValue, description.isFixable ? "yes" : "no", description.title)
        }
        let idWidth = rows.map(\.0.count).max()! + 2
        for row in rows {
            let line = row.0.padding(idWidth) + row.1.padding(10) + row.2.padding(9) + row.3
            output.write(line + "\n")
        }
        return .clean
    }
}

extension String {
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}
