import Foundation

/// The toolchain's `swiftc`, for tests that check code with the compiler itself.
public enum SwiftCompiler {
    public static let url: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Parses the files with `swiftc -parse`: `nil` when they all parse, else the
    /// compiler's messages.
    public static func parseErrors(in files: [String]) throws -> String? {
        guard let url else { return "swiftc is not on PATH" }
        let process = Process()
        process.executableURL = url
        process.arguments = ["-parse"] + files
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : message
    }
}
