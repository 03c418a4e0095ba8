import Foundation

/// The findings a project has today, recorded so that later reviews report only new ones
/// (`glasslint baseline`, then `glasslint review --baseline FILE`). Findings are matched
/// by fingerprint, not by line, so lines moving above them leave them known. Each
/// recorded finding excuses one finding: a second copy of the same code is new.
public struct Baseline: Codable, Equatable, Sendable {
    public static let fileName = ".glasslint-baseline.json"
    static let currentVersion = 1

    public var version: Int
    public var findings: [Entry]

    /// One recorded finding. Only the fingerprint is matched; the rest tells a person
    /// reading the file what was recorded.
    public struct Entry: Codable, Equatable, Sendable {
        public var fingerprint: String
        public var rule: String
        public var file: String
        public var message: String
    }

    /// Records every finding of `result`.
    public init(_ result: ReviewResult) {
        version = Self.currentVersion
        findings = result.findings.map {
            Entry(fingerprint: $0.fingerprint, rule: $0.rule, file: $0.file, message: $0.message)
        }
    }

    /// Reads a baseline file; `name` is how errors call it.
    public static func load(from url: URL, name: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GlassLintError("\(name): cannot read the baseline file")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw GlassLintError("\(name): not a glasslint baseline (write one with `glasslint baseline`)")
        }
        guard baseline.version == currentVersion else {
            throw GlassLintError("\(name): baseline version \(baseline.version) is not supported (this glasslint writes \(currentVersion))")
        }
        return baseline
    }

    /// The file's contents: sorted keys, findings in report order, so that a baseline
    /// written twice for the same code is the same byte for byte.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain value types cannot fail.
        return try! encoder.encode(self) + Data("\n".utf8)
    }

    /// `result` without the recorded findings, and how many were taken out.
    public func apply(to result: ReviewResult) -> ReviewResult {
        var unmatched = Dictionary(grouping: findings.map(\.fingerprint), by: { $0 }).mapValues(\.count)
        var filtered = result
        filtered.findings = result.findings.filter { finding in
            guard !finding.fingerprint.isEmpty, let count = unmatched[finding.fingerprint], count > 0 else { return true }
            unmatched[finding.fingerprint] = count - 1
            return false
        }
        filtered.suppressedByBaseline = result.findings.count - filtered.findings.count
        return filtered
    }

    /// The line every format prints about what a baseline held back.
    public static func suppressionNote(_ count: Int) -> String {
        "\(ReviewReporter.plural(count, "finding")) suppressed by the baseline"
    }
}
