import SwiftSyntax

/// The `// glasslint:…` comments of a file.
///
/// - `// glasslint:disable:next <id>[, <id>]`: the next line.
/// - `// glasslint:disable:this <id>`: the comment's own line.
/// - `// glasslint:disable <id>` … `// glasslint:enable <id>`: the lines between.
/// - `// glasslint:disable:file <id>`: the whole file.
///
/// `all` stands for every rule.
public struct SuppressionComments {
    public enum Scope: String {
        case next = "disable:next"
        case this = "disable:this"
        case file = "disable:file"
        case regionStart = "disable"
        case regionEnd = "enable"
    }

    /// One directive, with the rule ids it names and where each id is written.
    public struct Directive {
        public let scope: Scope
        public let line: Int
        public let ids: [(id: String, position: AbsolutePosition)]
    }

    public private(set) var directives: [Directive] = []

    public static let prefix = "glasslint:"
    private static let prefixWord = WordMatcher(words: [prefix], wholeWords: false)

    /// Reads the directives of `file`; a file whose text never says `glasslint:` has none,
    /// and its tokens are not walked.
    public init(_ file: SyntaxFile) {
        guard Self.prefixWord.matches(file.utf8) else { return }
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            read(token.leadingTrivia, startingAt: token.position, in: file)
            read(token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia, in: file)
        }
    }

    private mutating func read(_ trivia: Trivia, startingAt start: AbsolutePosition, in file: SyntaxFile) {
        var offset = start
        for piece in trivia {
            defer { offset += piece.sourceLength }
            guard case .lineComment(let text) = piece, let directive = Self.parse(text, at: offset, in: file) else {
                continue
            }
            directives.append(directive)
        }
    }

    /// Reads `// glasslint:disable:next a, b`; `nil` for any other comment.
    static func parse(_ comment: String, at position: AbsolutePosition, in file: SyntaxFile) -> Directive? {
        let body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(prefix) else { return nil }
        let rest = body.dropFirst(prefix.count)
        let word = rest.prefix { !$0.isWhitespace }
        guard let scope = Scope(rawValue: String(word)) else { return nil }
        var ids: [(String, AbsolutePosition)] = []
        var index = rest.index(rest.startIndex, offsetBy: word.count)
        while index < rest.endIndex {
            let character = rest[index]
            if character.isWhitespace || character == "," {
                index = rest.index(after: index)
                continue
            }
            let end = rest[index...].firstIndex { $0.isWhitespace || $0 == "," } ?? rest.endIndex
            let byteOffset = comment.utf8.distance(from: comment.startIndex, to: index)
            ids.append((String(rest[index..<end]), position.advanced(by: byteOffset)))
            index = end
        }
        return Directive(scope: scope, line: file.location(of: position).line, ids: ids)
    }

    /// Whether a finding of `rule` starting on `line` is silenced.
    public func suppresses(rule: String, line: Int) -> Bool {
        var regionOpen = false
        for directive in directives {
            guard directive.ids.contains(where: { $0.id == rule || $0.id == "all" }) else { continue }
            switch directive.scope {
            case .file: return true
            case .next where directive.line + 1 == line: return true
            case .this where directive.line == line: return true
            case .regionStart where directive.line < line: regionOpen = true
            case .regionEnd where directive.line < line: regionOpen = false
            default: break
            }
        }
        return regionOpen
    }
}
