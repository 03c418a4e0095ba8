/// The review as a senior designer-engineer would write it: what the project is built
/// for, one aligned row per finding, and what only a device run can show.
public enum ReviewReporter {
    /// What a static review cannot judge, whatever the code says.
    static let notChecked = [
        "Reduce Transparency", "Increase Contrast", "Reduce Motion", "light and dark appearance",
        "the brightest and busiest content behind glass",
    ]

    public static func render(_ result: ReviewResult) -> String {
        var lines: [String] = []
        let header = "Liquid Glass review: \(result.root) (\(deploymentPhrase(result.facts)))"
        if result.findings.isEmpty {
            lines.append("\(header): no findings in \(plural(result.reviewedFiles, "file")).")
        } else {
            lines.append(header)
            lines += table(result.findings)
            lines.append(summary(result))
        }
        for file in result.skipped {
            lines.append("Skipped: \(file.file): \(file.reason)")
        }
        for notice in result.notices {
            lines.append(notice.file.isEmpty ? "Note: \(notice.message)" : "Note: \(notice.file) \(notice.message)")
        }
        if !result.findings.isEmpty {
            lines.append("Not checked: \(notChecked.joined(separator: ", ")) (they need a device run)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func deploymentPhrase(_ facts: ProjectContext) -> String {
        switch facts.deploymentTargets.count {
        case 0: "deployment target unknown"
        case 1: "deployment target \(facts.deploymentTargets[0])"
        default: "deployment targets \(facts.deploymentSummary)"
        }
    }

    static func location(_ finding: Finding) -> String {
        let lines = finding.endLine > finding.line ? "\(finding.line)-\(finding.endLine)" : "\(finding.line)"
        return "\(finding.file):\(lines)"
    }

    private static func table(_ findings: [Finding]) -> [String] {
        let rows = [("File:line", "Finding", "Fix")] + findings.map { (location($0), $0.message, $0.fix) }
        let firstWidth = rows.map(\.0.count).max()! + 2
        let secondWidth = rows.map(\.1.count).max()! + 2
        return rows.map { row in
            let line = pad(row.0, firstWidth) + pad(row.1, secondWidth) + row.2
            return line.trimmingTrailingSpaces()
        }
    }

    private static func summary(_ result: ReviewResult) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = result.count(of: severity)
            guard count > 0 else { return nil }
            return severity == .info ? "\(count) info" : plural(count, severity.rawValue)
        }
        return "\(plural(result.findings.count, "finding")) (\(counts.joined(separator: ", "))) in \(plural(result.reviewedFiles, "file"))"
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
