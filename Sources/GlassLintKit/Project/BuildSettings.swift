/// The build settings of one Xcode target in one configuration, layered as Xcode layers
/// them: the project's base `.xcconfig`, the project's settings, the target's base
/// `.xcconfig`, the target's settings. A value may name the level below with `$(inherited)`
/// and other settings with `$(NAME)`.
struct BuildSettings {
    /// One `KEY = value`, and where it was written.
    struct Assignment {
        var key: String
        var value: String
        /// The file it comes from, relative to the root, and its line when known.
        var file: String
        var line: Int?
    }

    private var values: [String: Assignment] = [:]

    /// Settings Xcode defines itself, such as `SRCROOT` and `TARGET_NAME`.
    init(builtIn: [String: String]) {
        for (key, value) in builtIn {
            values[key] = Assignment(key: key, value: value, file: "", line: nil)
        }
    }

    /// Applies one level, in order; `$(inherited)` is the value so far.
    mutating func apply(_ assignments: [Assignment]) {
        for var assignment in assignments {
            let below = values[assignment.key]?.value ?? ""
            assignment.value = assignment.value
                .replacingOccurrences(of: "$(inherited)", with: below)
                .replacingOccurrences(of: "${inherited}", with: below)
                .trimmingCharacters(in: .whitespaces)
            values[assignment.key] = assignment
        }
    }

    /// Where `key` was last set.
    func assignment(_ key: String) -> Assignment? {
        values[key]
    }

    /// The value with every `$(NAME)` and `${NAME}` expanded; `nil` when the key, or a
    /// setting it names, is not set (Xcode would fill it in from its SDK, which is unknown here).
    func resolved(_ key: String) -> String? {
        resolved(key, seen: [])
    }

    private func resolved(_ key: String, seen: Set<String>) -> String? {
        guard !seen.contains(key), let value = values[key]?.value else { return nil }
        return expand(value, seen: seen.union([key]))
    }

    private func expand(_ value: String, seen: Set<String>) -> String? {
        var result = ""
        var rest = Substring(value)
        while let start = rest.firstIndex(of: "$") {
            result += rest[..<start]
            let afterDollar = rest.index(after: start)
            guard afterDollar < rest.endIndex, let close = Self.closing[rest[afterDollar]],
                  let end = rest[afterDollar...].firstIndex(of: close) else {
                result += rest[start...]
                return result
            }
            let reference = rest[rest.index(after: afterDollar)..<end]
            guard let replacement = self.value(ofReference: reference, seen: seen) else { return nil }
            result += replacement
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// `NAME`, or `NAME:default=value` whose fallback is used when `NAME` is unset.
    private func value(ofReference reference: Substring, seen: Set<String>) -> String? {
        let parts = reference.split(separator: ":", maxSplits: 1)
        let name = String(parts.first ?? "")
        if let value = resolved(name, seen: seen) { return value }
        guard parts.count == 2, parts[1].hasPrefix("default=") else { return nil }
        return String(parts[1].dropFirst("default=".count))
    }

    private static let closing: [Character: Character] = ["(": ")", "{": "}"]
}
