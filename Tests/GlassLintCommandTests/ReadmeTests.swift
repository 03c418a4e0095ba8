import Foundation
import GlassLintTestSupport
import Testing

/// The README is a newcomer's one page: short, and opening with the two commands to type
/// on a fresh machine, the second of which is what CI runs.
struct ReadmeTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeFitsAPageAndOpensWithTheTwoCommands() throws {
        let readme = try Self.text("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250, "the reference belongs in docs/")
        let firstBlock = try #require(readme.components(separatedBy: "```").dropFirst().first)
        let commands = firstBlock.split(separator: "\n").dropFirst().map { $0.split(separator: "#")[0].trimmingCharacters(in: .whitespaces) }
        #expect(commands == ["swift run glasslint review Examples/Trips", "scripts/test"])
    }

    @Test func ciRunsTheReadmesTestCommand() throws {
        let lines = try Self.text(".ci/run").split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(lines.last == "scripts/test")
    }
}
