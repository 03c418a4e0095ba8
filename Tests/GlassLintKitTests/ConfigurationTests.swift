import Foundation
@testable import GlassLintKit
import Testing

struct ConfigurationTests {
    private func parse(_ json: String) throws -> Configuration {
        try Configuration.parse(Data(json.utf8), name: ".glasslint.json")
    }

    private func error(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return (error as? GlassLintError)?.description
        }
    }

    @Test func emptyObjectKeepsDefaults() throws {
        let configuration = try parse("{}")
        #expect(configuration.enabledRules().count == RuleCatalog.all.count)
        #expect(configuration.maxFileSize == Configuration.defaultMaxFileSize)
    }

    @Test func rulesCanBeDisabledResetAndConfigured() throws {
        let configuration = try parse("""
            {"rules": {
                "glass-default-shape": false,
                "tint-overuse": {"severity": "error", "options": {"maxProminentButtons": 2}},
                "glass-before-layout": {"enabled": false}
            }}
            """)
        let ids = configuration.enabledRules().map(\.id)
        #expect(!ids.contains("glass-default-shape"))
        #expect(!ids.contains("glass-before-layout"))
        #expect(configuration.enabledRules().first { $0.id == "tint-overuse" }?.severity == .error)
        #expect(configuration.rules["tint-overuse"]?.options["maxProminentButtons"] == .int(2))
    }

    @Test func unknownKeysAndRulesAreNamed() {
        #expect(error(#"{"rulez": {}}"#) == ".glasslint.json: unknown key 'rulez' (expected one of: exclude, include, includeTestsAndPreviews, maxFileSize, minimumGlassRuntime, rules)")
        #expect(error(#"{"rules": {"glass-befor-layout": false}}"#) == ".glasslint.json: unknown rule 'glass-befor-layout' in 'rules' (see `glasslint rules`)")
        #expect(error(#"{"rules": {"tint-overuse": {"level": "error"}}}"#)?.contains("unknown key 'level' in rule 'tint-overuse'") == true)
        #expect(error(#"{"rules": {"tint-overuse": {"options": {"max": 2}}}}"#)?.contains("unknown option 'max' for rule 'tint-overuse'") == true)
        #expect(error(#"{"rules": {"glass-before-layout": {"options": {"x": 1}}}}"#)?.contains("it has no options") == true)
    }

    @Test func minimumGlassRuntimeRaisesTheFactsRequirement() throws {
        let configuration = try parse(#"{"minimumGlassRuntime": "26.1"}"#)
        #expect(configuration.minimumGlassRuntime == OSVersion(26, 1))
        #expect(configuration.fingerprint != Configuration().fingerprint)
        let facts = configuration.facts(root: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("glasslint-no-project"))
        #expect(facts.minimumGlassRuntime == OSVersion(26, 1))
        #expect(error(#"{"minimumGlassRuntime": "18.0"}"#)?.contains("a version of 26 or later") == true)
        #expect(error(#"{"minimumGlassRuntime": 26}"#)?.contains("as a string") == true)
    }

    @Test func wrongTypesAreNamed() {
        #expect(error(#"{"rules": {"tint-overuse": {"options": {"maxProminentButtons": true}}}}"#)
            == ".glasslint.json: option 'maxProminentButtons' of rule 'tint-overuse' must be an integer")
        #expect(error(#"{"rules": {"tint-overuse": {"severity": "fatal"}}}"#)?.contains("must be one of: error, warning, info") == true)
        #expect(error(#"{"include": "Sources"}"#) == ".glasslint.json: 'include' must be an array of strings")
        #expect(error(#"{"maxFileSize": -3}"#)?.contains("positive integer") == true)
        #expect(error("[1, 2]") == ".glasslint.json: the top level must be a JSON object")
        #expect(error("{ not json") == ".glasslint.json: not valid JSON")
    }

    @Test func includeAndExcludeFilterPaths() throws {
        let configuration = try parse(#"{"include": ["Sources/**"], "exclude": ["**/Generated/**", "**/*Tests.swift"]}"#)
        #expect(configuration.isIncluded("Sources/App/View.swift"))
        #expect(!configuration.isIncluded("Tests/AppTests/ViewTests.swift"))
        #expect(!configuration.isIncluded("Sources/App/Generated/Assets.swift"))
        #expect(!configuration.isIncluded("Sources/App/ViewTests.swift"))
    }
}

struct GlobPatternTests {
    @Test(arguments: [
        ("Sources/**", "Sources/A.swift", true),
        ("Sources/**", "Sources/A/B/C.swift", true),
        ("Sources/**", "Tests/A.swift", false),
        ("**/Generated/**", "Generated/A.swift", true),
        ("**/Generated/**", "App/Generated/Deep/A.swift", true),
        ("**/Generated/**", "App/NotGenerated/A.swift", false),
        ("*.swift", "A.swift", true),
        ("*.swift", "Dir/A.swift", false),
        ("**/*.swift", "Dir/A.swift", true),
        ("Sources/?.swift", "Sources/A.swift", true),
        ("Sources/?.swift", "Sources/AB.swift", false),
        ("App/View.swift", "App/View.swift", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected)
    }
}
