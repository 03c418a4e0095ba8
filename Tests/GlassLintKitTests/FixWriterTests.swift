import Foundation
import GlassLintKit
import GlassLintTestSupport
import Testing

struct FixWriterTests {
    @Test func replacingKeepsPermissionsAndLeavesNoTemporaryFile() throws {
        let root = try TemporaryDirectory()
        let file = try root.write("Sources/A.swift", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: file.path)
        try FixedFileWriter(root: root.url).replace(file, expected: "old\n", with: "new\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
        #expect(try permissions(of: file) == 0o750)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["A.swift"])
    }

    @Test func aFileThatChangedMeanwhileIsNotWritten() throws {
        let root = try TemporaryDirectory()
        let file = try root.write("A.swift", "edited by someone\n")
        #expect(throws: GlassLintError.self) {
            try FixedFileWriter(root: root.url).replace(file, expected: "old\n", with: "new\n")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "edited by someone\n")
    }

    @Test func aSymbolicLinkIsNotWrittenThrough() throws {
        let root = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let target = try outside.write("Target.swift", "old\n")
        let link = root.url.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: GlassLintError.self) {
            try FixedFileWriter(root: root.url).replace(link, expected: "old\n", with: "new\n")
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "old\n")
    }

    @Test func aFolderLinkLeadingOutOfTheRootIsNotFollowed() throws {
        let root = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let target = try outside.write("Shared/A.swift", "old\n")
        let linkedFolder = root.url.appendingPathComponent("Shared")
        try FileManager.default.createSymbolicLink(at: linkedFolder, withDestinationURL: target.deletingLastPathComponent())
        let error = #expect(throws: GlassLintError.self) {
            try FixedFileWriter(root: root.url).replace(linkedFolder.appendingPathComponent("A.swift"), expected: "old\n", with: "new\n")
        }
        #expect(error?.description.contains("outside the reviewed folder") == true)
        #expect(try String(contentsOf: target, encoding: .utf8) == "old\n")
    }

    @Test func aFileOutsideTheRootIsNotWritten() throws {
        let root = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let file = try elsewhere.write("A.swift", "old\n")
        #expect(throws: GlassLintError.self) {
            try FixedFileWriter(root: root.url).replace(file, expected: "old\n", with: "new\n")
        }
        #expect(throws: GlassLintError.self) {
            try FixedFileWriter(root: root.url).create(elsewhere.url.appendingPathComponent("B.swift"), with: "new\n")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.url.appendingPathComponent("B.swift").path))
    }

    @Test func aNewFileIsCreatedOnlyWhereNoneIs() throws {
        let root = try TemporaryDirectory()
        let existing = try root.write("A.swift", "mine\n")
        #expect(throws: GlassLintError.self) {
            try FixedFileWriter(root: root.url).create(existing, with: "new\n")
        }
        #expect(try String(contentsOf: existing, encoding: .utf8) == "mine\n")
        let fresh = root.url.appendingPathComponent("B.swift")
        try FixedFileWriter(root: root.url).create(fresh, with: "new\n")
        #expect(try String(contentsOf: fresh, encoding: .utf8) == "new\n")
        #expect(try permissions(of: fresh) == 0o644)
    }

    private func permissions(of url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
