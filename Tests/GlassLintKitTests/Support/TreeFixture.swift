import Foundation
import GlassLintTestSupport
@testable import GlassLintKit

/// A small project of several files, written to a temporary folder and reviewed whole:
/// both passes, the prefilter and the project index, exactly as `glasslint review` does.
/// `↓` in a file marks where a finding of the rule under test is expected.
struct TreeFixture {
    /// Files by path, with their `↓` markers.
    let files: [String: String]

    init(_ files: [String: String]) {
        self.files = files
    }

    /// `path:line:column` of every marker.
    var expected: [String] {
        files.keys.sorted().flatMap { path in
            RuleHarness.stripMarkers(files[path]!).positions.map { "\(path):\($0.line):\($0.column)" }
        }
    }

    /// The review, with the prefilter (or parsing every file).
    func review(parseAll: Bool = false, configuration: Configuration = Configuration()) throws -> ReviewResult {
        let folder = try TemporaryDirectory()
        for (path, code) in files {
            try folder.write(path, RuleHarness.stripMarkers(code).code)
        }
        return Reviewer(configuration: configuration, parseAll: parseAll).review(try SourceDiscovery(paths: [folder.url.path]))
    }

    /// `path:line:column` of each finding of one rule.
    static func positions(of rule: String, in result: ReviewResult) -> [String] {
        result.findings.filter { $0.rule == rule }.map { "\($0.file):\($0.line):\($0.column)" }
    }
}
