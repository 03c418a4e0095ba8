extension Configuration {
    /// The configuration written out in one canonical order: equal for equal settings,
    /// whatever the order of the file's keys. Cached results are kept under it.
    public var fingerprint: String {
        var parts = rules.sorted { $0.key < $1.key }.map { id, setting in
            let options = setting.options.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.canonical($0.value))" }
            let enabled = setting.enabled.map { $0 ? "on" : "off" } ?? "-"
            return "rule \(id) \(enabled) \(setting.severity?.rawValue ?? "-") [\(options.joined(separator: ","))]"
        }
        parts.append("include " + include.map(\.description).joined(separator: "\u{1F}"))
        parts.append("exclude " + exclude.map(\.description).joined(separator: "\u{1F}"))
        parts.append("maxFileSize \(maxFileSize)")
        if includesTestsAndPreviews { parts.append("includeTestsAndPreviews") }
        if let minimumGlassRuntime { parts.append("minimumGlassRuntime \(minimumGlassRuntime)") }
        return StableHash.hex(parts.joined(separator: "\n"))
    }

    private static func canonical(_ value: OptionValue) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .int(let number): "\(number)"
        case .strings(let strings): strings.map { "\"\($0)\"" }.joined(separator: ",")
        }
    }
}
