/// One line per finding in the compiler's own format, which Xcode, editors and most CI
/// annotators understand: `path:line:column: warning: message [rule-id]`.
public enum XcodeReporter {
    public static func render(_ result: ReviewResult) -> String {
        result.findings.map { finding in
            let level = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "note"
            }
            return "\(path(finding.file, root: result.root)):\(finding.line):\(finding.column): \(level): "
                + "\(finding.message); \(finding.fix) [\(finding.rule)]\n"
        }.joined()
    }

    static func path(_ file: String, root: String) -> String {
        if root == "." || root.isEmpty || file.hasPrefix("/") { return file }
        return root.hasSuffix("/") ? root + file : root + "/" + file
    }
}
