import GlassLintKit

/// One open document's findings as the client sees them: diagnostics, and the fixable
/// findings' edits as code actions. Findings count lines and columns in UTF-8 bytes from 1,
/// and edits in UTF-8 byte offsets; the protocol counts lines from 0 and characters in
/// UTF-16 code units, so every position is converted through the document's own text.
struct DocumentFindings {
    let uri: String
    let text: SourceText
    let findings: [Finding]
    /// `nil` when the rule pages could not be written.
    let documentation: RuleDocumentation?

    init(uri: String, text: String, findings: [Finding], documentation: RuleDocumentation?) {
        self.uri = uri
        self.text = SourceText(text)
        self.findings = findings
        self.documentation = documentation
    }

    var diagnostics: [LSP.Diagnostic] {
        findings.compactMap(diagnostic(for:))
    }

    /// The fixes of the findings whose range touches `range`, one action each.
    func codeActions(touching range: LSP.Range) -> [LSP.CodeAction] {
        findings.compactMap { finding in
            guard finding.isFixable, let diagnostic = diagnostic(for: finding), diagnostic.range.touches(range) else { return nil }
            let edits = finding.edits.compactMap { edit -> LSP.TextEdit? in
                guard let start = position(ofOffset: edit.start), let end = position(ofOffset: edit.end) else { return nil }
                return LSP.TextEdit(range: LSP.Range(start: start, end: end), newText: edit.replacement)
            }
            guard edits.count == finding.edits.count else { return nil }
            // A removal changes how the app looks: offered, never preferred.
            let isSafe = RuleCatalog.rule(withID: finding.rule)?.description.fixKind != .removal
            return LSP.CodeAction(
                title: "\(finding.fix) (\(finding.rule))", kind: LSP.CodeActionKind.quickFix,
                diagnostics: [diagnostic], isPreferred: isSafe,
                edit: LSP.WorkspaceEdit(changes: [uri: edits])
            )
        }
    }

    /// `nil` when the finding's place is not in the text, which only a stale finding can be.
    private func diagnostic(for finding: Finding) -> LSP.Diagnostic? {
        guard let start = position(line: finding.line, column: finding.column),
              let end = position(line: finding.endLine, column: finding.endColumn)
        else { return nil }
        return LSP.Diagnostic(
            range: LSP.Range(start: start, end: end),
            severity: Self.severity(finding.severity),
            code: finding.rule,
            codeDescription: documentation.map { LSP.CodeDescription(href: $0.href(for: finding.rule)) },
            source: GlassLint.name,
            message: "\(finding.message); \(finding.fix)"
        )
    }

    private func position(line: Int, column: Int) -> LSP.Position? {
        text.utf16Column(line: line, column: column).map { LSP.Position(line: line - 1, character: $0 - 1) }
    }

    private func position(ofOffset offset: Int) -> LSP.Position? {
        text.utf16Location(ofOffset: offset).map { LSP.Position(line: $0.line - 1, character: $0.column - 1) }
    }

    static func severity(_ severity: Severity) -> LSP.DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .info: .information
        }
    }
}
