import Foundation
import GlassLintTestSupport
import Testing

/// The Python that runs the checkers some tests drive (the SARIF validators, the language
/// client of Tests/LSP), pinned in scripts/python-checkers.txt: `GLASSLINT_PYTHON`, as
/// `scripts/test` sets it; else the environment `scripts/test` made under .build, for a
/// plain `swift test` after it; else `python3` on PATH. A test that needs a checker its
/// Python lacks fails and says why: it never passes without having checked.
enum PythonCheckers {
    static let environmentFolder = Repository.root.appendingPathComponent(".build/python-checkers")

    static var python: String {
        if let given = ProcessInfo.processInfo.environment["GLASSLINT_PYTHON"], !given.isEmpty {
            return given
        }
        let made = environmentFolder.appendingPathComponent("bin/python")
        return FileManager.default.isExecutableFile(atPath: made.path) ? made.path : "python3"
    }

    /// Whether `python` can import every module; when it cannot, records why as an issue.
    static func provide(_ modules: [String], for purpose: String) throws -> Bool {
        let imports = modules.map { "import \($0)" }.joined(separator: "; ")
        let probe = try ChildProcess(python, ["-c", imports], in: Repository.root)
        if probe.status == 0 { return true }
        Issue.record("""
            \(purpose) cannot run: \(python) \(probe.status == 127 ? "is not there" : "cannot \(imports)"). \
            Run the tests with `scripts/test`, which installs the checkers of \
            scripts/python-checkers.txt into .build/python-checkers.
            \(probe.errors.trimmingCharacters(in: .whitespacesAndNewlines))
            """)
        return false
    }
}
