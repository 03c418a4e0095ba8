import Foundation
import GlassLintKit

/// Where a diagnostic's rule id links to: the rule's page, as `glasslint explain RULE-ID`
/// prints it, written as a text file when the server starts, so that an editor opens it on
/// a click with no network and no copy of the repository at hand.
///
/// The pages live in the user's own cache folder (the review cache's), never under the
/// shared temporary directory, where another local user could make the folder, or links
/// in it, first. The folder must belong to the user and be closed to everyone else.
struct RuleDocumentation {
    let folder: URL

    /// `<the user's cache folder>/rules-<version>`, one page per rule.
    static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        ReviewCache.defaultFolder(environment: environment).appendingPathComponent("rules-\(GlassLint.version)", isDirectory: true)
    }

    /// Writes every rule's page into `folder`; `nil` when it cannot be written safely, and
    /// the diagnostics then carry no link.
    static func write(to folder: URL = defaultFolder()) -> RuleDocumentation? {
        let documentation = RuleDocumentation(folder: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            guard isOwnFolder(folder), chmod(folder.path, 0o700) == 0, isPrivate(folder) else { return nil }
            for rule in RuleCatalog.all {
                let page = ExplainCommand.render(rule.description)
                try Data(page.utf8).write(to: documentation.page(for: rule.description.id), options: .atomic)
            }
        } catch {
            return nil
        }
        return documentation
    }

    /// Whether `folder` is a real folder (not a link) that this user owns.
    static func isOwnFolder(_ folder: URL) -> Bool {
        var status = stat()
        return lstat(folder.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && status.st_uid == geteuid()
    }

    /// Whether `folder` is this user's own, and no one else may list or change it.
    static func isPrivate(_ folder: URL) -> Bool {
        var status = stat()
        return isOwnFolder(folder) && lstat(folder.path, &status) == 0 && status.st_mode & 0o077 == 0
    }

    /// The `file:` URI of the rule's page.
    func href(for rule: String) -> String {
        page(for: rule).absoluteString
    }

    private func page(for rule: String) -> URL {
        folder.appendingPathComponent("\(rule).txt")
    }
}
