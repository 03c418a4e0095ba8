import Foundation

/// What `glasslint fix` prints: one row per applied fix with the line it was at in the
/// original file, the files left as they were and why, and what is left to do by hand.
/// A dry run also renders the change as a unified diff.
public enum FixReport {
    public static func summary(_ result: FixResult, dryRun: Bool) -> String {
        var lines: [String] = []
        let applied = result.applied.sorted(by: Finding.reportOrder)
        if applied.isEmpty {
            lines.append("Nothing to fix in \(result.displayRoot).")
        } else {
            lines.append("\(dryRun ? "Fixes glasslint would apply to" : "Fixes applied to") \(result.displayRoot)\(dryRun ? " (dry run: nothing written)" : ""):")
            lines += table(applied)
            let files = Set(applied.map(\.file)).count
            lines.append("\(applied.count) \(applied.count == 1 ? "fix" : "fixes") in \(ReviewReporter.plural(files, "file")).")
        }
        for file in result.files where file.isChanged && file.outcome.applied.isEmpty {
            lines.append("\(file.isNew ? "New helper file" : "Helpers added to") \(file.file.relativePath), for the calls above.")
        }
        for file in result.refusals {
            lines.append("Left as it was: \(file.file.relativePath): \(file.outcome.refusal ?? "")")
        }
        for file in result.skipped {
            lines.append("Skipped: \(file.file): \(file.reason)")
        }
        if !result.remaining.isEmpty {
            lines.append("\(ReviewReporter.plural(result.remaining.count, "finding")) \(dryRun ? "would remain" : "remain") (\(counts(result.remaining))); `glasslint review \(result.displayRoot)` lists them.")
        }
        // File names come from the disk: nothing in them may reach the terminal raw.
        return lines.map(ReportEscaping.plain).joined(separator: "\n") + "\n"
    }

    /// The unified diff of every changed file, in path order.
    public static func diff(_ result: FixResult) -> String {
        result.files
            .filter(\.isChanged)
            .map { UnifiedDiff.render(from: $0.original, to: $0.fixed, path: $0.file.relativePath, creating: $0.isNew) }
            .joined()
    }

    private static func table(_ findings: [Finding]) -> [String] {
        let rows = [("File:line", "Rule", "Fix")] + findings.map { ("\($0.file):\($0.line)", $0.rule, $0.fix) }
        let firstWidth = rows.map(\.0.count).max()! + 2
        let secondWidth = rows.map(\.1.count).max()! + 2
        return rows.map { row in
            row.0.padding(toLength: firstWidth, withPad: " ", startingAt: 0)
                + row.1.padding(toLength: secondWidth, withPad: " ", startingAt: 0) + row.2
        }
    }

    private static func counts(_ findings: [Finding]) -> String {
        Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.count { $0.severity == severity }
            guard count > 0 else { return nil }
            return severity == .info ? "\(count) info" : ReviewReporter.plural(count, severity.rawValue)
        }.joined(separator: ", ")
    }
}
