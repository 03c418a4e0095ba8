import Foundation

/// The code of a file's toolbars, found in its bytes without parsing: the bodies of
/// `.toolbar { … }`, `ToolbarItem(…) { … }` and `ToolbarItemGroup(…) { … }`. Braces in
/// string literals and comments do not count; a body whose end cannot be found runs to
/// the end of the file, so nothing a rule could see in a toolbar is ever left out.
struct ToolbarText {
    private let bytes: [UInt8]
    /// The byte ranges of the bodies.
    let bodies: [Range<Int>]

    private static let openers = [Array("toolbar".utf8), Array("ToolbarItem".utf8)]

    init(_ data: Data) {
        let bytes = Array(data)
        var bodies: [Range<Int>] = []
        let code = Self.codeMask(of: bytes)
        var position = 0
        while position < bytes.count {
            guard code[position], let opener = Self.openers.first(where: { Self.bytes(bytes, at: position, start: $0) }) else {
                position += 1
                continue
            }
            position += opener.count
            guard let open = (position..<bytes.count).first(where: { code[$0] && bytes[$0] == UInt8(ascii: "{") }) else { break }
            var depth = 0
            var end = bytes.count
            for index in open..<bytes.count where code[index] {
                if bytes[index] == UInt8(ascii: "{") { depth += 1 }
                if bytes[index] == UInt8(ascii: "}") { depth -= 1 }
                if depth == 0 {
                    end = index
                    break
                }
            }
            bodies.append((open + 1)..<end)
            position = open + 1
        }
        self.bytes = bytes
        self.bodies = bodies
    }

    /// Whether some toolbar body holds `word`.
    func contains(_ word: String) -> Bool {
        let needle = Array(word.utf8)
        return bodies.contains { body in
            body.contains { Self.bytes(bytes, at: $0, start: needle) }
        }
    }

    /// Whether some toolbar body holds a call of `callee` whose first argument is a
    /// string literal: `Button("Done")`, `Menu(#"More"#)`.
    func containsTitled(_ callee: String) -> Bool {
        let needle = Array("\(callee)(".utf8)
        return bodies.contains { body in
            body.contains { start in
                guard Self.bytes(bytes, at: start, start: needle) else { return false }
                let next = (start + needle.count..<body.upperBound).first { bytes[$0] != UInt8(ascii: " ") }
                return next.map { bytes[$0] == UInt8(ascii: "\"") || bytes[$0] == UInt8(ascii: "#") } ?? false
            }
        }
    }

    private static func bytes(_ bytes: [UInt8], at position: Int, start word: [UInt8]) -> Bool {
        position + word.count <= bytes.count && bytes[position..<(position + word.count)].elementsEqual(word)
    }

    /// For each byte, whether it is code: not inside a string literal or a comment.
    private static func codeMask(of bytes: [UInt8]) -> [Bool] {
        var mask = Array(repeating: true, count: bytes.count)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if inString {
                mask[index] = false
                if byte == UInt8(ascii: "\\") {
                    if index + 1 < bytes.count { mask[index + 1] = false }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                mask[index] = false
                inString = true
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                    mask[index] = false
                    index += 1
                }
                continue
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                    mask[index] = false
                    index += 1
                }
                if index < bytes.count { mask[index] = false }
                if index + 1 < bytes.count { mask[index + 1] = false }
                index += 2
                continue
            }
            index += 1
        }
        return mask
    }
}
