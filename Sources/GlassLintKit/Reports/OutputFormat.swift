/// The formats a review can be printed in. Each case has exactly one reporter; the
/// switch makes a format without a reporter a compile error.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// The review a person reads: aligned File:line / Finding / Fix rows.
    case review
    /// `path:line:column: warning: message [rule-id]`, for Xcode and editors.
    case xcode
    /// The stable machine contract (version 1).
    case json
    /// SARIF 2.1.0, for GitHub code scanning and SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands, which become pull-request annotations.
    case github
    /// A Markdown table, ready to post as a pull-request comment.
    case markdown
    /// Checkstyle XML, for the CI tools that read it.
    case checkstyle

    /// `sources` holds the text of the files with findings, for the formats that count
    /// columns in UTF-16 units (see `needsSourceTexts`); `palette` colours the review.
    public func render(_ result: ReviewResult, sources: SourceTexts, palette: Palette = .plain) -> String {
        switch self {
        case .review: ReviewReporter.render(result, palette: palette)
        case .xcode: XcodeReporter.render(result)
        case .json: JSONReporter.render(result)
        case .sarif: SARIFReporter.render(result, sources: sources)
        case .github: GitHubReporter.render(result, sources: sources)
        case .markdown: MarkdownReporter.render(result)
        case .checkstyle: CheckstyleReporter.render(result, sources: sources)
        }
    }

    /// Whether `render` reads `sources`, so that a command reads files again only when needed.
    public var needsSourceTexts: Bool {
        switch self {
        case .sarif, .github, .checkstyle: true
        case .review, .xcode, .json, .markdown: false
        }
    }
}
