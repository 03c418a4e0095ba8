import Foundation
import GlassLintTestSupport
@testable import GlassLintKit

/// The projects under `Tests/Fixtures/Projects`, read and reviewed as the engine would.
enum ProjectFixtures {
    static func folder(_ name: String) -> URL {
        Repository.root.appendingPathComponent("Tests/Fixtures/Projects/\(name)")
    }

    /// The facts of a fixture, with its Swift files.
    static func facts(_ name: String) throws -> ProjectContext {
        let discovery = try SourceDiscovery(paths: [folder(name).path])
        return ProjectContext.read(root: discovery.root, files: discovery.files())
    }

    static func review(_ name: String) throws -> ReviewResult {
        Reviewer().review(try SourceDiscovery(paths: [folder(name).path]))
    }

    static func target(_ name: String, in facts: ProjectContext) -> BuildTarget? {
        facts.targets.first { $0.name == name }
    }
}
