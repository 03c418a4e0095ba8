import Foundation
import GlassLintTestSupport
import Testing

/// The bundled example must be real Swift: every file parses with the compiler itself.
struct ExampleProjectTests {
    static let files: [String] = {
        let folder = Repository.root.appendingPathComponent("Examples/Trips")
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
    }()

    @Test func exampleHasSourcesAndAManifest() {
        #expect(Self.files.count >= 10)
        #expect(Self.files.contains { $0.hasSuffix("Examples/Trips/Package.swift") })
    }

    @Test func everyFileParsesWithSwiftc() throws {
        let swiftc = try #require(Self.swiftc(), "swiftc is not on PATH")
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-parse"] + Self.files
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }

    static func swiftc() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
