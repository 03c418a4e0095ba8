/// A path pattern from the configuration, matched against paths relative to the reviewed
/// root: `*` matches within one path component, `?` one character of a component, and
/// `**` any number of whole components (`Sources/**`, `**/Generated/**`, `**/*.g.swift`).
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    private let pattern: [Character]

    public init(_ text: String) {
        description = text
        pattern = Array(text)
    }

    public func matches(_ path: String) -> Bool {
        Self.match(pattern[...], Array(path)[...])
    }

    private static func match(_ pattern: ArraySlice<Character>, _ path: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "*", pattern.dropFirst().first == "*" {
            // `**/` may match nothing at all; `**` may swallow whole components.
            var rest = pattern.dropFirst(2)
            if rest.first == "/" {
                rest = rest.dropFirst()
                if match(rest, path) { return true }
            } else if rest.isEmpty {
                return true
            }
            var index = path.startIndex
            while index < path.endIndex {
                if path[index] == "/", match(rest, path[(index + 1)...]) { return true }
                index += 1
            }
            return false
        }
        if first == "*" {
            var index = path.startIndex
            while true {
                if match(pattern.dropFirst(), path[index...]) { return true }
                guard index < path.endIndex, path[index] != "/" else { return false }
                index += 1
            }
        }
        guard let character = path.first else { return false }
        if first == "?" ? character != "/" : first == character {
            return match(pattern.dropFirst(), path.dropFirst())
        }
        return false
    }
}
