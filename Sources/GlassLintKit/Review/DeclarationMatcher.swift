import Foundation

/// Finds whether a file declares, or extends, a type of a set of names: `struct Row`,
/// `final class Row`, `extension Row`, `extension Screen.Row`, with any spaces or line
/// breaks between the keyword and the name. The first pass needs the file where a view
/// shown on glass, or a container, is written, not every file that mentions it.
struct DeclarationMatcher: Sendable {
    private let names: WordMatcher
    private let keywords: Set<[UInt8]>
    static let typeKeywords = ["struct", "class", "enum", "actor", "extension", "protocol"]

    /// `keywords`: those that declare the names sought, the type keywords by default.
    init(names: some Sequence<String>, keywords: [String] = typeKeywords) {
        self.names = WordMatcher(words: names, wholeWords: true)
        self.keywords = Set(keywords.map { Array($0.utf8) })
    }

    func matches(_ bytes: some ContiguousBytes) -> Bool {
        names.matches(bytes, where: followsDeclarationKeyword)
    }

    /// Every name the file declares.
    func declared(in bytes: some ContiguousBytes) -> Set<String> {
        var found: Set<String> = []
        _ = names.matches(bytes) { bytes, start in
            if followsDeclarationKeyword(bytes, start) {
                let name = bytes[start..<Self.identifierEnd(bytes, from: start)]
                found.insert(String(decoding: UnsafeBufferPointer(rebasing: name), as: UTF8.self))
            }
            return false
        }
        return found
    }

    /// Whether the file declares a type of these names with generic parameters
    /// (`struct Rows<Content: View>`).
    func matchesGeneric(_ bytes: some ContiguousBytes) -> Bool {
        names.matches(bytes) { bytes, start in
            guard followsDeclarationKeyword(bytes, start) else { return false }
            let end = Self.identifierEnd(bytes, from: start)
            return end < bytes.count && bytes[end] == UInt8(ascii: "<")
        }
    }

    /// Whether the identifier at `start` comes right after a declaration keyword, past
    /// spaces and the outer types of a qualified name (`extension Screen.Row`).
    private func followsDeclarationKeyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        var position = Self.skipSpaces(bytes, before: start)
        while position > 0, bytes[position - 1] == UInt8(ascii: ".") {
            let end = Self.skipSpaces(bytes, before: position - 1)
            let begin = Self.identifierStart(bytes, before: end)
            guard begin < end else { return false }
            position = Self.skipSpaces(bytes, before: begin)
        }
        let begin = Self.identifierStart(bytes, before: position)
        return begin < position && keywords.contains(Array(bytes[begin..<position]))
    }

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var position = end
        while position > 0, isSpace(bytes[position - 1]) { position -= 1 }
        return position
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func identifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        while position < bytes.count, WordMatcher.isIdentifierByte(bytes[position]) { position += 1 }
        return position
    }

    private static func identifierStart(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var position = end
        while position > 0, WordMatcher.isIdentifierByte(bytes[position - 1]) { position -= 1 }
        return position
    }
}
