import Foundation
import GlassLintTestSupport
import Testing

/// `glasslint lsp` end to end: runs Tests/LSP with pytest and pytest-lsp, a real language
/// client, against the `glasslint` executable built next to this test bundle. The client
/// library is part of the test set-up (`.ci/run` installs it): its absence is a failure.
struct LanguageServerTests {
    @Test func aRealClientGetsDiagnosticsAndFixesOverStdio() throws {
        let glasslint = try #require(BuiltExecutable.glasslint, "no built glasslint next to the test bundle")
        guard try PythonCheckers.provide(["pytest", "pytest_lsp"], for: "The language server test") else { return }

        let tests = Repository.root.appendingPathComponent("Tests/LSP")
        let run = try ChildProcess(
            PythonCheckers.python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", tests.appendingPathComponent("pytest.ini").path, tests.path],
            in: Repository.root,
            environment: ["GLASSLINT_EXECUTABLE": glasslint.path, "PYTHONDONTWRITEBYTECODE": "1"]
        )
        #expect(run.status == 0, "the language server tests failed:\n\(run.output)\(run.errors)")
        #expect(run.output.contains(" passed"), "pytest ran no test:\n\(run.output)")
    }
}
