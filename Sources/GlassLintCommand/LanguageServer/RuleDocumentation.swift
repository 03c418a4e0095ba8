import Foundation
import GlassLintKit

/// Where a diagnostic's rule id links to: the rule's page, as `glasslint explain RULE-ID`
/// prints it, written as a text file when the server starts, so that an editor opens it on
/// a click with no network and no copy of the repository at hand.
struct RuleDocumentation {
    let folder: URL

    /// `<temporary directory>/glasslint-<version>-rules`, one page per rule.
    static let defaultFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(GlassLint.name)-\(GlassLint.version)-rules", isDirectory: true)

    /// Writes every rule's page into `folder`; `nil` when it cannot be written, and the
    /// diagnostics then carry no link.
    static func write(to folder: URL = defaultFolder) -> RuleDocumentation? {
        let documentation = RuleDocumentation(folder: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for rule in RuleCatalog.all {
                let page = ExplainCommand.render(rule.description)
                try Data(page.utf8).write(to: documentation.page(for: rule.description.id), options: .atomic)
            }
        } catch {
            return nil
        }
        return documentation
    }

    /// The `file:` URI of the rule's page.
    func href(for rule: String) -> String {
        page(for: rule).absoluteString
    }

    private func page(for rule: String) -> URL {
        folder.appendingPathComponent("\(rule).txt")
    }
}
