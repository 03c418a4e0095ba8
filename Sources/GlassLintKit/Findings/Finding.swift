/// One problem found in one file: a plain value with no syntax node inside, so it can be
/// encoded, cached and compared after the tree is gone.
public struct Finding: Hashable, Codable, Sendable {
    /// The rule's stable id, as users write it in configuration and comments.
    public var rule: String
    public var severity: Severity
    /// Path relative to the reviewed root, with `/` separators.
    public var file: String
    /// 1-based line and UTF-8 column of the first character, and of the end (exclusive).
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var message: String
    /// The short advice shown in the review's Fix column.
    public var fix: String
    /// The automatic fix, in the original file's coordinates; empty when there is none.
    public var edits: [TextEdit]
    /// Set when the finding is one site of a project-wide kind, which the review folds into one row.
    public var projectWide: ProjectWideKind?
    /// Names the finding by its rule, file and code rather than its line, so that a
    /// baseline still knows it after lines move; empty when no reviewer made it.
    public var fingerprint: String

    public var isFixable: Bool { !edits.isEmpty }

    public init(
        rule: String, severity: Severity, file: String,
        line: Int, column: Int, endLine: Int, endColumn: Int,
        message: String, fix: String, edits: [TextEdit] = [], fingerprint: String = "", projectWide: ProjectWideKind? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.message = message
        self.fix = fix
        self.edits = edits
        self.fingerprint = fingerprint
        self.projectWide = projectWide
    }

    /// The order of every report: file, line, column, rule.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
    }
}
