import Foundation

/// An `.xcconfig` file: one `KEY = value` per line, `//` comments, and `#include "other"`
/// (or `#include?` for an optional file), read in order with the included files in place.
/// Settings with a condition (`KEY[sdk=iphoneos*]`) apply only to some builds and are left out.
struct XCConfigFile {
    private(set) var assignments: [BuildSettings.Assignment] = []
    /// Every file read, the file itself and its includes, relative to the root.
    private(set) var files: [String] = []
    private(set) var problems: [String] = []

    init(url: URL, root: URL) {
        read(url.standardizedFileURL, root: root, including: [])
    }

    private mutating func read(_ url: URL, root: URL, including chain: [URL]) {
        let path = ProjectFiles.relativePath(of: url, root: root)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            problems.append("\(path): cannot be read")
            return
        }
        guard let text = String(data: data, encoding: .utf8) else {
            problems.append("\(path): is not UTF-8 text")
            return
        }
        files.append(path)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespaces)
            let location = "\(path):\(index + 1)"
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                include(line, from: url, root: root, chain: chain + [url], location: location)
            } else if let assignment = Self.assignment(line, file: path, line: index + 1) {
                if !assignment.key.contains("[") { assignments.append(assignment) }
            } else {
                problems.append("\(location): cannot read '\(line)'")
            }
        }
    }

    private mutating func include(_ line: String, from url: URL, root: URL, chain: [URL], location: String) {
        let isOptional = line.hasPrefix("#include?")
        let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
        guard quoted.count >= 3 else {
            problems.append("\(location): cannot read '\(line)'")
            return
        }
        let name = String(quoted[1])
        // `<DEVELOPER_DIR>/…` points into the Xcode installation, which is not here.
        if name.hasPrefix("<") { return }
        let target = URL(fileURLWithPath: name, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
        if chain.contains(target) {
            problems.append("\(location): includes \(name), which includes this file again")
        } else if FileManager.default.fileExists(atPath: target.path) {
            read(target, root: root, including: chain)
        } else if !isOptional {
            problems.append("\(location): includes \(name), which does not exist")
        }
    }

    /// `KEY = value`; `nil` when the line is not one.
    private static func assignment(_ line: String, file: String, line number: Int) -> BuildSettings.Assignment? {
        // The `=` of a condition (`KEY[sdk=iphoneos*]`) is inside brackets.
        var depth = 0
        let equals = line.firstIndex { character in
            if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
            return character == "=" && depth == 0
        }
        guard let equals else { return nil }
        let key = line[..<equals].trimmingCharacters(in: .whitespaces)
        guard let first = key.first, first.isLetter || first == "_",
              key.allSatisfy({ $0.isLetter || $0.isNumber || "_[]=*,.- ".contains($0) }) else { return nil }
        var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.hasSuffix(";") { value.removeLast() }
        return BuildSettings.Assignment(key: key, value: value, file: file, line: number)
    }

    /// The line up to a `//` comment.
    private static func withoutComment(_ line: Substring) -> Substring {
        guard let range = line.range(of: "//") else { return line }
        return line[..<range.lowerBound]
    }
}
