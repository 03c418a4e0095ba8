/// One line per finding in the compiler's own format, which Xcode, editors and most CI
/// annotators understand: `path:line:column: warning: message [rule-id]`.
public enum XcodeReporter {
    public static func render(_ result: ReviewResult) -> String {
        let findings = result.findings.map { finding in
            let level = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "note"
            }
            // One finding per line, whatever the file name or message holds.
            let path = ReportEscaping.plain(result.displayPath(finding.file))
            return "\(path):\(finding.line):\(finding.column): \(level): "
                + ReportEscaping.plain("\(finding.message); \(finding.fix)") + " [\(finding.rule)]\n"
        }.joined()
        // Xcode shows a `note:` line with no location as a note about the whole build.
        return findings + (result.suppressedByBaseline.map { "note: \(Baseline.suppressionNote($0))\n" } ?? "")
    }
}
