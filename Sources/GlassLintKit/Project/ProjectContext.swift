import Foundation

/// The facts about the reviewed project that every rule may read.
public struct ProjectContext: Sendable {
    /// The minimum OS version per platform the reviewed code is built for; empty when unknown.
    public var deploymentTargets: [DeploymentTarget]
    /// The files the facts were read from, relative to the root.
    public var sources: [String]
    /// Facts that could not be read, each a one-line explanation.
    public var problems: [String]

    public init(deploymentTargets: [DeploymentTarget] = [], sources: [String] = [], problems: [String] = []) {
        self.deploymentTargets = deploymentTargets
        self.sources = sources
        self.problems = problems
    }

    public static let unknown = ProjectContext()

    /// Reads the facts under `root`. For now: the `platforms:` of `Package.swift`.
    public static func read(root: URL) -> ProjectContext {
        let manifest = root.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifest.path) else { return .unknown }
        guard let data = FileManager.default.contents(atPath: manifest.path),
              let source = String(data: data, encoding: .utf8)
        else {
            return ProjectContext(sources: ["Package.swift"], problems: ["Package.swift: could not be read as UTF-8 text"])
        }
        let parsed = PackageManifest(source: source)
        return ProjectContext(
            deploymentTargets: parsed.deploymentTargets,
            sources: ["Package.swift"],
            problems: parsed.unreadable.map { "Package.swift: cannot read the platform \($0)" }
        )
    }

    /// `iOS 17.0, macOS 14.0`, or `unknown`.
    public var deploymentSummary: String {
        deploymentTargets.isEmpty ? "unknown" : deploymentTargets.map(\.description).joined(separator: ", ")
    }
}
