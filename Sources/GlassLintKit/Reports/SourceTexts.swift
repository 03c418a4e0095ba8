import Foundation

/// The text of the files that hold findings, read again after the review for the
/// reports that need it. A file that can no longer be read, or no longer passes the
/// review's own checks, is left out, and those reports leave out its columns.
public struct SourceTexts: Sendable {
    private let texts: [String: SourceText]

    /// Texts by the findings' file paths, as read from disk.
    public init(_ texts: [String: String] = [:]) {
        self.texts = texts.mapValues { SourceText($0, hidesByteOrderMark: true) }
    }

    /// Reads every file with a finding, relative to `root`, with the review's checks.
    public static func read(for result: ReviewResult, root: URL, maxFileSize: Int) -> SourceTexts {
        var texts: [String: String] = [:]
        for file in Set(result.findings.map(\.file)) {
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
            if case .source(let text, _) = SourceLoader.load(url, maxFileSize: maxFileSize) {
                texts[file] = text
            }
        }
        return SourceTexts(texts)
    }

    subscript(file: String) -> SourceText? { texts[file] }

    /// The finding's start and end as 1-based lines and UTF-16 columns, or `nil` columns
    /// when its file's text is unknown.
    func utf16Columns(of finding: Finding) -> (start: Int, end: Int)? {
        guard let text = texts[finding.file],
              let start = text.utf16Column(line: finding.line, column: finding.column),
              let end = text.utf16Column(line: finding.endLine, column: finding.endColumn)
        else { return nil }
        return (start, end)
    }
}
