import Foundation

/// An Xcode the project's tooling says it builds with: an `.xcode-version` file, or a
/// GitHub workflow's `xcode-version:` (setup-xcode) or `/Applications/Xcode_16.4.app` path.
public struct ToolchainPin: Hashable, Sendable {
    public var xcode: OSVersion
    /// `.github/workflows/ci.yml:12`, `.xcode-version`.
    public var location: String

    public init(xcode: OSVersion, location: String) {
        self.xcode = xcode
        self.location = location
    }

    /// The pins under `root`, read as text; files that cannot be read say nothing.
    static func read(root: URL) -> [ToolchainPin] {
        var pins: [ToolchainPin] = []
        let versionFile = root.appendingPathComponent(".xcode-version")
        if let text = try? String(contentsOf: versionFile, encoding: .utf8), let version = leadingVersion(of: Substring(text)) {
            pins.append(ToolchainPin(xcode: version, location: ".xcode-version"))
        }
        let workflows = root.appendingPathComponent(".github/workflows")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workflows.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
            guard let text = try? String(contentsOf: workflows.appendingPathComponent(name), encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let version = pinnedVersion(in: line) {
                    pins.append(ToolchainPin(xcode: version, location: ".github/workflows/\(name):\(index + 1)"))
                }
            }
        }
        return pins
    }

    /// `xcode-version: '16.4'`, `DEVELOPER_DIR: /Applications/Xcode_16.4.app`.
    static func pinnedVersion(in line: Substring) -> OSVersion? {
        for marker in ["xcode-version:", "Xcode_"] {
            guard let range = line.range(of: marker) else { continue }
            let rest = line[range.upperBound...].drop { $0 == " " || $0 == "'" || $0 == "\"" }
            if let version = leadingVersion(of: rest) { return version }
        }
        return nil
    }

    private static func leadingVersion(of text: Substring) -> OSVersion? {
        let trimmed = text.drop { $0.isWhitespace }
        let digits = trimmed.prefix { $0.isNumber || $0 == "." }
        return OSVersion(String(digits.hasSuffix(".") ? digits.dropLast() : digits))
    }
}
