import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import GlassLintKit
import Testing

/// Every report quotes file names and messages it does not control. Each must come out
/// as the same text to its reader, and never break the report's own syntax.
struct ReporterEscapingTests {
    static let file = "Odd dir/100%:a,b<c>&d|e`f`\nnext\u{1B}[31m.swift"
    static let message = "50% of it: a, b <c> & d | e\r\nline two\u{07}"
    static let fix = "use `x` | *y* _z_ [l](u) ~s~ $m$ \\ #1"

    static func result(file: String = file, message: String = message, fix: String = fix) -> ReviewResult {
        let finding = Finding(
            rule: "glass-before-layout", severity: .warning, file: file,
            line: 2, column: 5, endLine: 2, endColumn: 9, message: message, fix: fix,
            edits: [TextEdit(start: 10, end: 12, replacement: "a\n<b>")], fingerprint: "0123456789abcdef"
        )
        return ReviewResult(
            root: "Some:Root", facts: .unknown, findings: [finding], reviewedFiles: 1, parsedFiles: 1,
            skipped: [SkippedFile(file: "Skip,me:\n.swift", reason: "too large, 5%")], notices: []
        )
    }

    /// The runner's decoding of a workflow command (actions/runner `ActionCommand`).
    static func decodeGitHub(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    @Test func githubCommandsRoundTripThroughTheRunnersDecoding() throws {
        let output = GitHubReporter.render(Self.result(), sources: SourceTexts())
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2, "one command per finding and per skipped file: \(output)")
        let command = String(lines[0])
        #expect(command.hasPrefix("::warning "))
        let separator = try #require(command.range(of: "::", range: command.index(command.startIndex, offsetBy: 2)..<command.endIndex))
        let properties = command[command.index(command.startIndex, offsetBy: 10)..<separator.lowerBound]
        var decoded: [String: String] = [:]
        for property in properties.split(separator: ",") {
            let parts = property.split(separator: "=", maxSplits: 1)
            decoded[String(parts[0])] = Self.decodeGitHub(String(parts[1]))
        }
        #expect(decoded["file"] == "Some:Root/Odd dir/100%:a,b<c>&d|e`f`\nnext\u{241B}[31m.swift")
        #expect(decoded["line"] == "2")
        #expect(decoded["title"] == "glass-before-layout")
        #expect(decoded["col"] == nil, "columns need the file's text")
        let message = Self.decodeGitHub(String(command[separator.upperBound...]))
        #expect(message == "50% of it: a, b <c> & d | e\r\nline two\u{2407}; " + Self.fix)
        #expect(lines[1] == "::notice file=Some%3ARoot/Skip%2Cme%3A%0A.swift,title=skipped::too large, 5%25")
    }

    @Test func checkstyleIsWellFormedXMLThatReadsBackAsTheOriginalText() throws {
        let output = CheckstyleReporter.render(Self.result(), sources: SourceTexts())
        let reader = AttributeCollector()
        let parser = XMLParser(data: Data(output.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") in \(output)")
        #expect(reader.attributes["file"]?["name"] == "Some:Root/Odd dir/100%:a,b<c>&d|e`f`\nnext\u{241B}[31m.swift")
        let error = try #require(reader.attributes["error"])
        #expect(error["message"] == "50% of it: a, b <c> & d | e\r\nline two\u{2407}; " + Self.fix)
        #expect(error["severity"] == "warning")
        #expect(error["source"] == "glasslint.glass-before-layout")
        #expect(error["column"] == nil)
    }

    @Test func markdownRowStaysOneRowOfFiveCellsAndEscapesInlineSyntax() throws {
        let output = MarkdownReporter.render(Self.result())
        let row = try #require(output.split(separator: "\n").first { $0.hasPrefix("| ``") })
        #expect(row == #"| ``Odd dir/100%:a,b<c>&d\|e`f`␊next␛[31m.swift:2`` | warning | 50% of it: a, b \<c\> \& d \| e␍␊line two␇ | use \`x\` \| \*y\* \_z\_ \[l\](u) \~s\~ \$m\$ \\ #1 | `glass-before-layout` |"#)
        // Cells split on a pipe that no backslash escapes.
        let cells = row.replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false)
        #expect(cells.count == 7)
        #expect(output.contains("Skipped: `Skip,me:␊.swift`: too large, 5%"), "\(output)")
    }

    @Test(arguments: [("a`b", "``a`b``"), ("`a", "`` `a ``"), ("a``b`", "``` a``b` ```"), ("plain", "`plain`")])
    func markdownCodeSpansHoldAnyBackticks(_ text: String, _ span: String) {
        #expect(MarkdownReporter.code(text) == span)
    }

    @Test func markdownStaysWithinGitHubsCommentLimit() {
        var result = Self.result(file: "A.swift", message: String(repeating: "long message ", count: 40), fix: "fix")
        result.findings = Array(repeating: result.findings[0], count: 2000)
        let output = MarkdownReporter.render(result)
        #expect(output.utf8.count <= MarkdownReporter.commentLimit)
        #expect(output.contains("more findings: see the full report"))
        #expect(output.contains("2000 findings in 1 file (1 file reviewed): 2000 warnings"))
    }

    @Test func sarifKeepsEveryCharacterAndPercentEncodesTheURI() throws {
        let output = SARIFReporter.render(Self.result(), sources: SourceTexts())
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let sarifResult = try #require((run["results"] as? [[String: Any]])?.first)
        #expect((sarifResult["message"] as? [String: Any])?["text"] as? String == Self.message + "; " + Self.fix)
        let location = try #require(((sarifResult["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: String])
        #expect(artifact["uri"] == "Some%3ARoot/Odd%20dir/100%25%3Aa%2Cb%3Cc%3E%26d%7Ce%60f%60%0Anext%1B%5B31m.swift")
        #expect(artifact["uri"]?.removingPercentEncoding == "Some:Root/" + Self.file)
        #expect(artifact["uriBaseId"] == "%SRCROOT%")
        // Without the file's text the region keeps its lines and leaves columns out.
        #expect(location["region"] as? [String: Int] == ["startLine": 2, "endLine": 2])
    }

    /// Control characters a terminal or a log viewer would act on: C0 (ESC, BEL, CR, LF,
    /// …), DEL and C1 (CSI `\u{9B}` starts an escape sequence on its own in some terminals).
    static func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
    }

    @Test func reviewShowsControlCharactersAsPicturesAndKeepsOneRowPerFinding() throws {
        var result = Self.result()
        result.findings[0].message += " \u{9B}2J \u{7F}"
        result.notices = [Notice(file: "N\u{1B}]0;title\u{07}.swift", message: "has syntax errors")]
        let output = ReviewReporter.render(result)
        #expect(Self.controls(in: output).isEmpty)
        let row = try #require(output.split(separator: "\n").first { $0.hasPrefix("Odd dir/") })
        #expect(row.hasPrefix("Odd dir/100%:a,b<c>&d|e`f`␊next␛[31m.swift:2  50% of it: a, b <c> & d | e␍␊line two␇ \u{FFFD}2J ␡"))
        #expect(output.contains("Skipped: Skip,me:␊.swift: too large, 5%\n"))
        #expect(output.contains("Note: N␛]0;title␇.swift has syntax errors\n"))
        // Colour is the palette's own escape sequences, around text that has none.
        let coloured = ReviewReporter.render(result, palette: .ansi)
        #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == output)
    }

    @Test func xcodeKeepsOneLinePerFindingWithoutControlCharacters() {
        let output = XcodeReporter.render(Self.result())
        #expect(Self.controls(in: output).isEmpty)
        #expect(output == "Some:Root/Odd dir/100%:a,b<c>&d|e`f`␊next␛[31m.swift:2:5: warning: "
            + "50% of it: a, b <c> & d | e␍␊line two␇; " + Self.fix + " [glass-before-layout]\n")
    }

    @Test func jsonEscapesControlCharactersAndReadsBackAsTheOriginalText() throws {
        let message = Self.message + " \u{9B}2J \u{7F}"
        let output = JSONReporter.render(Self.result(message: message))
        #expect(Self.controls(in: output).isEmpty)
        #expect(output.contains(#"\u009b2J \u007f"#))
        #expect(output.contains(#"\u001b[31m.swift"#) || output.contains(#"\u001B[31m.swift"#))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let finding = try #require((log["findings"] as? [[String: Any]])?.first)
        #expect(finding["file"] as? String == Self.file)
        #expect(finding["message"] as? String == message)
        let skipped = try #require((log["skippedFiles"] as? [[String: String]])?.first)
        #expect(skipped["file"] == "Skip,me:\n.swift")
    }

    /// No format lets a raw control character of a quoted name or message through.
    @Test(arguments: OutputFormat.allCases)
    func noFormatPrintsARawControlCharacter(_ format: OutputFormat) {
        var result = Self.result()
        result.findings[0].message += " \u{9B}2J \u{7F}"
        let output = format.render(result, sources: SourceTexts())
        #expect(Self.controls(in: output).isEmpty, "\(format)")
    }

    @Test func absolutePathsBecomeFileURIs() {
        let location = SARIFReporter.artifactLocation("/tmp/My App/é.swift")
        #expect(location.uri == "file:///tmp/My%20App/%C3%A9.swift")
        #expect(location.uriBaseId == nil)
    }
}

/// The attributes of the first element of each name.
private final class AttributeCollector: NSObject, XMLParserDelegate {
    var attributes: [String: [String: String]] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if attributes[elementName] == nil { attributes[elementName] = attributeDict }
    }
}
