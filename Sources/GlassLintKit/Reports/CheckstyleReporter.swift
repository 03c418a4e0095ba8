/// Checkstyle XML, which Jenkins, GitLab, Danger and reviewdog read: one `<file>` per
/// file with findings, one `<error>` per finding. Columns count UTF-16 units, as
/// checkstyle's own (Java) tools do, and are left out when the file cannot be read again.
public enum CheckstyleReporter {
    public static func render(_ result: ReviewResult, sources: SourceTexts) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
        var currentFile: String?
        for finding in result.findings {
            if finding.file != currentFile {
                if currentFile != nil { lines.append("  </file>") }
                lines.append(#"  <file name="\#(escape(result.displayPath(finding.file)))">"#)
                currentFile = finding.file
            }
            let column = sources.utf16Columns(of: finding).map { #" column="\#($0.start)""# } ?? ""
            lines.append(
                #"    <error line="\#(finding.line)"\#(column) severity="\#(finding.severity.rawValue)" "#
                    + #"message="\#(escape("\(finding.message); \(finding.fix)"))" source="\#(GlassLint.name).\#(escape(finding.rule))"/>"#
            )
        }
        if currentFile != nil { lines.append("  </file>") }
        if let suppressed = result.suppressedByBaseline {
            // A count in words cannot hold the `--` that would end the comment.
            lines.append("  <!-- \(Baseline.suppressionNote(suppressed)) -->")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for an attribute value: markup characters as entities, and line breaks and
    /// tabs as character references so that attribute normalisation keeps them.
    static func escape(_ text: String) -> String {
        ReportEscaping.escape(text, [
            "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;",
            "\n": "&#10;", "\r": "&#13;", "\t": "&#9;",
        ])
    }
}
