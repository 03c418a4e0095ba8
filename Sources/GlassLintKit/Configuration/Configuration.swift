import Foundation

/// The contents of `.glasslint.json`: which rules run, how severe they are, their
/// options, and which files are reviewed. Every key is optional; unknown keys, unknown
/// rule ids, unknown options and values of the wrong type are errors that name them.
public struct Configuration: Sendable {
    /// One rule's settings; `nil` fields keep the rule's defaults.
    public struct RuleSetting: Sendable, Equatable {
        public var enabled: Bool?
        public var severity: Severity?
        public var options: [String: OptionValue] = [:]
    }

    public static let fileName = ".glasslint.json"
    public static let defaultMaxFileSize = 2 * 1024 * 1024

    public var rules: [String: RuleSetting] = [:]
    public var include: [GlobPattern] = []
    public var exclude: [GlobPattern] = []
    /// Files larger than this many bytes are skipped (and counted as skipped).
    public var maxFileSize: Int = Configuration.defaultMaxFileSize
    /// Review tests, previews, debug-only code and files no Xcode target compiles as shipped
    /// code (`includeTestsAndPreviews`, `--include-tests-and-previews`); by default they
    /// produce no findings (`ShippedCode`, `ProjectContext.unbuiltFiles`).
    public var includesTestsAndPreviews = false
    /// The first 26.x release whose glass the project trusts (`"26.1"`): the availability
    /// rules then require it for API of that major release, as if the SDK had introduced
    /// it there. `nil` keeps the SDK's versions.
    public var minimumGlassRuntime: OSVersion?

    public init() {}

    /// The project's facts under `root` (`ProjectContext.read`), with what the
    /// configuration adds to them: every review, fix and editor session reads them here.
    public func facts(root: URL, files: [SourceFileReference] = []) -> ProjectContext {
        facts(root: root, files: files, evidence: PlatformEvidenceBook(reading: files))
    }

    /// The same, with the evidence a first pass found in the files, and the project's files
    /// when the discovery's walk listed them.
    func facts(root: URL, files: [SourceFileReference], evidence: PlatformEvidenceBook, found: ProjectFiles? = nil) -> ProjectContext {
        var facts = declaredFacts(root: root, files: files, found: found)
        facts.dropPlatformsTheCodeRulesOut(files: files, evidence: evidence)
        return facts
    }

    /// The facts the project files declare, read before the first pass of a review so that
    /// it skips what no target builds; `dropPlatformsTheCodeRulesOut` completes them after.
    func declaredFacts(root: URL, files: [SourceFileReference], found: ProjectFiles? = nil) -> ProjectContext {
        var facts = ProjectContext.readDeclared(root: root, files: files, found: found)
        facts.minimumGlassRuntime = minimumGlassRuntime
        return facts
    }

    /// Whether a reviewed file's code is looked at: included, and built by the project
    /// unless tests and previews are reviewed too.
    func reviews(_ path: String, in facts: ProjectContext) -> Bool {
        isIncluded(path) && (includesTestsAndPreviews || !facts.unbuiltFiles.contains(path))
    }

    /// The start of every review, fix and editor session: the facts the project declares for
    /// the files found, and those of the files it looks at.
    func declaredFacts(root: URL, found files: [SourceFileReference], projectFiles: ProjectFiles? = nil)
        -> (facts: ProjectContext, reviewed: [SourceFileReference]) {
        let included = files.filter { isIncluded($0.relativePath) }
        let facts = declaredFacts(root: root, files: included, found: projectFiles)
        return (facts, included.filter { reviews($0.relativePath, in: facts) })
    }

    /// The rules to run, configured, in catalogue order.
    public func enabledRules(from catalog: [any Rule.Type] = RuleCatalog.all) -> [ConfiguredRule] {
        catalog.compactMap { type in
            let setting = rules[type.description.id]
            guard setting?.enabled ?? true else { return nil }
            let options = RuleOptions(declared: type.description.options, configured: setting?.options ?? [:])
            return ConfiguredRule(rule: type.init(options: options), severity: setting?.severity)
        }
    }

    /// Whether a root-relative path is reviewed under `include` and `exclude`.
    public func isIncluded(_ path: String) -> Bool {
        if !include.isEmpty, !include.contains(where: { $0.matches(path) }) { return false }
        return !exclude.contains { $0.matches(path) }
    }

    /// A configuration is a few hundred bytes; these bound what a hostile one can cost.
    static let maxConfigurationSize = 1024 * 1024
    static let maxConfigurationDepth = 64

    public static func load(from url: URL) throws -> Configuration {
        let name = url.path
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue,
           size > maxConfigurationSize {
            throw tooLarge(size, name: name)
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GlassLintError("\(name): cannot read the configuration file")
        }
        return try parse(data, name: name)
    }

    public static func parse(_ data: Data, name: String) throws -> Configuration {
        guard data.count <= maxConfigurationSize else { throw tooLarge(data.count, name: name) }
        guard JSONValue.nestingDepth(of: data) <= maxConfigurationDepth else {
            throw GlassLintError("\(name): nested more than \(maxConfigurationDepth) levels deep; not a glasslint configuration")
        }
        let object: JSONValue
        do {
            object = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw GlassLintError("\(name): not valid JSON")
        }
        return try ConfigurationReader(name: name).read(object)
    }

    private static func tooLarge(_ size: Int, name: String) -> GlassLintError {
        GlassLintError("\(name): too large for a configuration file (\(ByteCount(size)), the limit is \(ByteCount(maxConfigurationSize)))")
    }
}

/// A rule ready to run, with the severity the configuration gives it (`nil`: its own).
public struct ConfiguredRule: Sendable {
    public let rule: any Rule
    public let severity: Severity?

    public var id: String { rule.description.id }
}

/// Turns the decoded JSON into a `Configuration`, checking every key on the way.
private struct ConfigurationReader {
    let name: String

    private static let topLevelKeys = ["exclude", "include", "includeTestsAndPreviews", "maxFileSize", "minimumGlassRuntime", "rules"]
    private static let ruleKeys = ["enabled", "options", "severity"]

    func read(_ object: JSONValue) throws -> Configuration {
        let top = try dictionary(object, at: "the top level")
        var configuration = Configuration()
        for (key, value) in top.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "rules": configuration.rules = try readRules(value)
            case "include": configuration.include = try strings(value, at: "include").map(GlobPattern.init)
            case "exclude": configuration.exclude = try strings(value, at: "exclude").map(GlobPattern.init)
            case "includeTestsAndPreviews":
                guard case .bool(let includes) = value else { throw fail("'includeTestsAndPreviews' must be true or false") }
                configuration.includesTestsAndPreviews = includes
            case "maxFileSize":
                guard case .int(let size) = value, size > 0 else {
                    throw fail("'maxFileSize' must be a positive integer (bytes)")
                }
                configuration.maxFileSize = size
            case "minimumGlassRuntime":
                guard case .string(let text) = value, let version = OSVersion(text), version.major >= 26 else {
                    throw fail("'minimumGlassRuntime' must be a version of 26 or later, as a string (\"26.1\")")
                }
                configuration.minimumGlassRuntime = version
            default:
                throw fail("unknown key '\(key)' (expected one of: \(Self.topLevelKeys.joined(separator: ", ")))")
            }
        }
        return configuration
    }

    private func readRules(_ value: JSONValue) throws -> [String: Configuration.RuleSetting] {
        let entries = try dictionary(value, at: "'rules'")
        var settings: [String: Configuration.RuleSetting] = [:]
        for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
            guard let rule = RuleCatalog.rule(withID: id) else {
                throw fail("unknown rule '\(id)' in 'rules' (see `glasslint rules`)")
            }
            if case .bool(let enabled) = entry {
                settings[id] = .init(enabled: enabled)
                continue
            }
            let fields = try dictionary(entry, at: "rule '\(id)'")
            var setting = Configuration.RuleSetting()
            for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
                switch key {
                case "enabled":
                    guard case .bool(let enabled) = field else { throw fail("'rules.\(id).enabled' must be true or false") }
                    setting.enabled = enabled
                case "severity":
                    guard case .string(let text) = field, let severity = Severity(rawValue: text) else {
                        throw fail("'rules.\(id).severity' must be one of: error, warning, info")
                    }
                    setting.severity = severity
                case "options":
                    setting.options = try readOptions(field, rule: rule.description)
                default:
                    throw fail("unknown key '\(key)' in rule '\(id)' (expected one of: \(Self.ruleKeys.joined(separator: ", ")))")
                }
            }
            settings[id] = setting
        }
        return settings
    }

    private func readOptions(_ value: JSONValue, rule: RuleDescription) throws -> [String: OptionValue] {
        let entries = try dictionary(value, at: "'rules.\(rule.id).options'")
        var options: [String: OptionValue] = [:]
        for (key, raw) in entries.sorted(by: { $0.key < $1.key }) {
            guard let declared = rule.options.first(where: { $0.name == key }) else {
                let known = rule.options.map(\.name)
                let expected = known.isEmpty ? "it has no options" : "expected one of: \(known.joined(separator: ", "))"
                throw fail("unknown option '\(key)' for rule '\(rule.id)' (\(expected))")
            }
            let value: OptionValue? = switch raw {
            case .bool(let flag): .bool(flag)
            case .int(let number): .int(number)
            default: raw.stringList.map(OptionValue.strings)
            }
            guard let value, value.hasSameType(as: declared.defaultValue) else {
                throw fail("option '\(key)' of rule '\(rule.id)' must be \(declared.defaultValue.typeName)")
            }
            options[key] = value
        }
        return options
    }

    private func dictionary(_ value: JSONValue, at place: String) throws -> [String: JSONValue] {
        guard case .object(let dictionary) = value else { throw fail("\(place) must be a JSON object") }
        return dictionary
    }

    private func strings(_ value: JSONValue, at key: String) throws -> [String] {
        guard let list = value.stringList else { throw fail("'\(key)' must be an array of strings") }
        return list
    }

    private func fail(_ message: String) -> GlassLintError {
        GlassLintError("\(name): \(message)")
    }
}
