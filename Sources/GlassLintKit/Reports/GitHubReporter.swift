/// GitHub Actions workflow commands, one per finding, which the runner turns into
/// annotations on the pull request:
/// `::warning file=…,line=…,endLine=…,col=…,endColumn=…,title=rule-id::message; fix`.
public enum GitHubReporter {
    public static func render(_ result: ReviewResult, sources: SourceTexts) -> String {
        var lines = result.findings.map { finding in
            command(level(finding.severity), properties: properties(finding, in: result, sources: sources),
                    message: "\(finding.message); \(finding.fix)")
        }
        for file in result.skipped {
            lines.append(command("notice", properties: [("file", result.displayPath(file.file)), ("title", "skipped")],
                                 message: file.reason))
        }
        for notice in result.notices {
            let file = notice.file.isEmpty ? [] : [("file", result.displayPath(notice.file))]
            lines.append(command("notice", properties: file + [("title", GlassLint.name)], message: notice.message))
        }
        if let suppressed = result.suppressedByBaseline {
            lines.append(command("notice", properties: [("title", GlassLint.name)], message: Baseline.suppressionNote(suppressed)))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    private static func properties(_ finding: Finding, in result: ReviewResult, sources: SourceTexts) -> [(String, String)] {
        var properties = [
            ("file", result.displayPath(finding.file)),
            ("line", "\(finding.line)"), ("endLine", "\(finding.endLine)"),
        ]
        // GitHub takes columns only for an annotation on one line; they count UTF-16 units.
        if finding.line == finding.endLine, let columns = sources.utf16Columns(of: finding) {
            properties += [("col", "\(columns.start)"), ("endColumn", "\(columns.end)")]
        }
        return properties + [("title", finding.rule)]
    }

    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    /// The runner's own escaping for a command's message (actions/toolkit `escapeData`).
    static func escapeData(_ text: String) -> String {
        ReportEscaping.escape(text, dataEscapes)
    }

    /// A property value also escapes the `:` and `,` that separate properties.
    static func escapeProperty(_ text: String) -> String {
        ReportEscaping.escape(text, propertyEscapes)
    }

    private static let dataEscapes: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A", "\t": "\t"]
    private static let propertyEscapes = dataEscapes.merging([":": "%3A", ",": "%2C"]) { first, _ in first }
}
