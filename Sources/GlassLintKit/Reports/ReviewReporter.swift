/// The review as a senior designer-engineer would write it: what the project is built
/// for, one aligned row per finding, and what only a device run can show.
public enum ReviewReporter {
    /// What a static review cannot judge, whatever the code says: the accessibility settings,
    /// the Liquid Glass setting people choose (Clear or Tinted, from 26.1 on iOS, iPadOS and
    /// macOS; untinted glass nearly vanishes under Clear) and the transparency control of the
    /// 27 releases, and what sits behind the glass.
    static let notChecked = [
        "Reduce Transparency", "Increase Contrast", "Reduce Motion", "light and dark appearance",
        "the Liquid Glass setting Clear or Tinted (26.1)", "the transparency control (27)",
        "the brightest and busiest content behind glass",
    ]

    /// `palette` colours it for a terminal; files and pipes get `.plain`.
    public static func render(_ result: ReviewResult, palette: Palette = .plain) -> String {
        var lines: [String] = []
        let header = "Liquid Glass review: \(ReportEscaping.plain(result.root)) (\(deploymentPhrase(result.facts)))"
        if result.findings.isEmpty {
            lines.append(palette.bold(header) + ": no findings in \(plural(result.reviewedFiles, "file")).")
        } else {
            lines.append(palette.bold(header))
            lines += table(rows(result.findings), palette: palette)
            lines.append(summary(result))
        }
        if let suppressed = result.suppressedByBaseline {
            lines.append(Baseline.suppressionNote(suppressed))
        }
        for file in result.skipped {
            lines.append(ReportEscaping.plain("Skipped: \(file.file): \(file.reason)"))
        }
        for notice in result.notices {
            lines.append(ReportEscaping.plain(notice.file.isEmpty ? "Note: \(notice.message)" : "Note: \(notice.file) \(notice.message)"))
        }
        if !result.findings.isEmpty {
            lines.append(palette.dim("Not checked: \(notChecked.joined(separator: ", ")) (they need a device run)"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `deployment target iOS 17.0`; `deployment targets iOS 17.0 and 18.6, tvOS 26.1` when
    /// targets differ; `deployment target unknown`. Then the compatibility switch, and the
    /// files no target compiles, when there are any.
    static func deploymentPhrase(_ facts: ProjectContext) -> String {
        var versions: [ApplePlatform: Set<OSVersion>] = [:]
        for target in facts.targets.flatMap(\.deploymentTargets) {
            versions[target.platform, default: []].insert(target.version)
        }
        let perPlatform = versions.sorted { $0.key < $1.key }.map { platform, versions in
            "\(platform.rawValue) " + versions.sorted().map(\.description).joined(separator: " and ")
        }
        var phrase = switch (perPlatform.count, versions.values.map(\.count).reduce(0, +)) {
        case (0, _): "deployment target unknown"
        case (1, 1): "deployment target \(perPlatform[0])"
        default: "deployment targets \(perPlatform.joined(separator: ", "))"
        }
        let switches = facts.targets.compactMap(\.compatibility) + facts.unclaimedSwitches
        if switches.contains(where: \.isOn) {
            phrase += "; \(CompatibilitySwitch.key) YES"
        }
        if let minimum = facts.minimumGlassRuntime {
            phrase += "; glass required from \(minimum) (minimumGlassRuntime)"
        }
        let unknown = facts.filesWithoutTarget.count - facts.unbuiltFiles.count
        if unknown > 0 {
            phrase += "; \(plural(unknown, "file")) in no known target"
        }
        if !facts.unbuiltFiles.isEmpty {
            phrase += "; \(plural(facts.unbuiltFiles.count, "file")) not compiled by its Xcode project (not reviewed)"
        }
        return phrase
    }

    static func location(_ finding: Finding) -> String {
        let lines = finding.endLine > finding.line ? "\(finding.line)-\(finding.endLine)" : "\(finding.line)"
        return "\(finding.file):\(lines)"
    }

    /// One row per finding, except that the sites of a project-wide kind share one
    /// `all files` row, after the others.
    private static func rows(_ findings: [Finding]) -> [Row] {
        let (single, folded) = ProjectWideFindings.fold(findings)
        return single.map { Row(location: location($0), message: $0.message, fix: $0.fix, severity: $0.severity) }
            + folded.map { Row(location: "all files", message: $0.message, fix: $0.kind.fix, severity: $0.severity) }
    }

    /// One row of the table, its text safe for a terminal.
    private struct Row {
        let location: String
        let message: String
        let fix: String
        let severity: Severity

        init(location: String, message: String, fix: String, severity: Severity) {
            self.location = ReportEscaping.plain(location)
            self.message = ReportEscaping.plain(message)
            self.fix = ReportEscaping.plain(fix)
            self.severity = severity
        }
    }

    /// Aligned rows; colour wraps a cell after its width is measured.
    private static func table(_ rows: [Row], palette: Palette) -> [String] {
        let firstWidth = max("File:line".count, rows.map(\.location.count).max()!) + 2
        let secondWidth = max("Finding".count, rows.map(\.message.count).max()!) + 2
        let heading = (pad("File:line", firstWidth) + pad("Finding", secondWidth) + "Fix").trimmingTrailingSpaces()
        return [palette.bold(heading)] + rows.map { row in
            let location = palette.severity(row.location, row.severity) + String(repeating: " ", count: firstWidth - row.location.count)
            return (location + pad(row.message, secondWidth) + row.fix).trimmingTrailingSpaces()
        }
    }

    /// `3 findings in 2 files (40 files reviewed): 1 error, 2 warnings`.
    static func summary(_ result: ReviewResult) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = result.count(of: severity)
            guard count > 0 else { return nil }
            return severity == .info ? "\(count) info" : plural(count, severity.rawValue)
        }
        let filesWithFindings = Set(result.findings.map(\.file)).count
        return "\(plural(result.findings.count, "finding")) in \(plural(filesWithFindings, "file"))"
            + " (\(plural(result.reviewedFiles, "file")) reviewed): \(counts.joined(separator: ", "))"
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
