/// The review as Markdown, ready to post as a pull-request comment: the header, one
/// table row per finding, the summary and what only a device run can show. Quoted text
/// is escaped so that it renders as itself, and the comment stays within GitHub's limit.
public enum MarkdownReporter {
    /// GitHub refuses comments longer than this; counted in bytes to be safe.
    static let commentLimit = 65_536

    public static func render(_ result: ReviewResult) -> String {
        let header = "### Liquid Glass review: \(code(result.root)) (\(ReviewReporter.deploymentPhrase(result.facts)))\n"
        var footer: [String] = []
        if !result.findings.isEmpty { footer.append(ReviewReporter.summary(result)) }
        if let suppressed = result.suppressedByBaseline { footer.append(Baseline.suppressionNote(suppressed)) }
        footer += result.skipped.map { "Skipped: \(code($0.file)): \(prose($0.reason))" }
        footer += result.notices.map { notice in
            notice.file.isEmpty ? "Note: \(prose(notice.message))" : "Note: \(code(notice.file)) \(prose(notice.message))"
        }
        if !result.findings.isEmpty {
            footer.append("Not checked: \(ReviewReporter.notChecked.joined(separator: ", ")) (they need a device run)")
        }
        let closing = footer.map { "\n" + $0 + "\n" }.joined()
        guard !result.findings.isEmpty else {
            return header + "\nNo findings in \(ReviewReporter.plural(result.reviewedFiles, "file")).\n" + closing
        }
        return header + "\n" + table(result.findings, budget: commentLimit - header.utf8.count - closing.utf8.count) + closing
    }

    /// The rows that fit in `budget` bytes; a last row says how many findings did not.
    /// As in the review, the sites of a project-wide kind share one `all files` row.
    private static func table(_ findings: [Finding], budget: Int) -> String {
        let (single, folded) = ProjectWideFindings.fold(findings)
        let rows = single.map(Row.init) + folded.map(Row.init)
        var text = "| File:line | Severity | Finding | Fix | Rule |\n| --- | --- | --- | --- | --- |\n"
        let reserve = overflowRow(findings.count).utf8.count
        var shown = 0
        for (index, row) in rows.enumerated() {
            let line = "| " + row.cells.joined(separator: " | ") + " |\n"
            let isLast = index == rows.count - 1
            guard text.utf8.count + line.utf8.count + (isLast ? 0 : reserve) <= budget else {
                return text + overflowRow(findings.count - shown)
            }
            text += line
            shown += row.findingCount
        }
        return text
    }

    /// One table row, and how many findings it stands for.
    private struct Row {
        let cells: [String]
        let findingCount: Int

        init(_ finding: Finding) {
            cells = [
                code(ReviewReporter.location(finding)), finding.severity.rawValue,
                prose(finding.message), prose(finding.fix), code(finding.rule),
            ]
            findingCount = 1
        }

        init(_ kind: ProjectWideFindings.Summary) {
            cells = ["all files", kind.severity.rawValue, prose(kind.message), prose(kind.kind.fix), code(kind.rule)]
            findingCount = kind.sites
        }
    }

    private static func overflowRow(_ count: Int) -> String {
        "| … | | \(ReviewReporter.plural(count, "more finding")): see the full report | | |\n"
    }

    /// Prose in a table cell: every character with a meaning to GitHub's Markdown inline
    /// is backslash-escaped, including the `|` that would end the cell.
    static func prose(_ text: String) -> String {
        ReportEscaping.escape(text, proseEscapes)
    }

    private static let proseEscapes: [Unicode.Scalar: String] = Dictionary(
        uniqueKeysWithValues: "\\`*_[]<>&|~$".unicodeScalars.map { ($0, "\\" + String($0)) }
    )

    /// A code span that holds `text` verbatim, whatever backticks it contains; only the
    /// `|` that would end the table cell is escaped (GitHub removes the backslash).
    static func code(_ text: String) -> String {
        let content = ReportEscaping.escape(text, ["|": "\\|"])
        var longestRun = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        // A span that starts or ends with a backtick or a space needs one space of padding
        // on each side, which Markdown strips again.
        let padded = content.first == "`" || content.last == "`" || content.first == " " || content.last == " "
        let pad = padded ? " " : ""
        return fence + pad + content + pad + fence
    }
}
