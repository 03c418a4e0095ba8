import Foundation
import GlassLintKit
import GlassLintTestSupport
import Testing
@testable import GlassLintCommand

/// The language server's rule pages: in the user's own cache folder, in a folder only the
/// user can read, never in a place another local user could prepare.
struct RuleDocumentationTests {
    @Test func pagesLiveInTheUsersCacheFolderNotTheSharedTemporaryOne() {
        let folder = RuleDocumentation.defaultFolder(environment: ["XDG_CACHE_HOME": "/home/ann/.cache", "HOME": "/home/ann"])
        #expect(folder.path == "/home/ann/.cache/glasslint/rules-\(GlassLint.version)")
        let fallback = RuleDocumentation.defaultFolder(environment: ["HOME": "/home/ann"])
        #expect(fallback.path.hasPrefix("/home/ann/"))
        #expect(!fallback.path.hasPrefix(FileManager.default.temporaryDirectory.path))
    }

    @Test func theFolderIsMadePrivateWithEveryRulesPage() throws {
        let cache = try TemporaryDirectory()
        let folder = cache.url.appendingPathComponent("glasslint/rules")
        let documentation = try #require(RuleDocumentation.write(to: folder))
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int == 0o700)
        for rule in RuleCatalog.all {
            let page = try #require(URL(string: documentation.href(for: rule.description.id)))
            #expect(try String(contentsOf: page, encoding: .utf8) == ExplainCommand.render(rule.description))
        }
    }

    @Test func anOpenFolderOfTheUsersOwnIsClosed() throws {
        let cache = try TemporaryDirectory()
        let folder = cache.url.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
        #expect(RuleDocumentation.write(to: folder) != nil)
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int == 0o700)
    }

    @Test func aLinkInPlaceOfTheFolderIsRefused() throws {
        let cache = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let folder = cache.url.appendingPathComponent("rules")
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: elsewhere.url)
        #expect(RuleDocumentation.write(to: folder) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path).isEmpty)
    }

    @Test func aFolderAnotherUserOwnsIsRefused() throws {
        // Only root can give a folder away; as anyone else, nothing to check here.
        guard geteuid() == 0 else { return }
        let cache = try TemporaryDirectory()
        let folder = cache.url.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
        #expect(chown(folder.path, 65534, 65534) == 0)
        #expect(RuleDocumentation.write(to: folder) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
