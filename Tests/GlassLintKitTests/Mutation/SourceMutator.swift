import GlassLintTestSupport
import SwiftParser
import SwiftSyntax

/// Broken variants of one Swift file, the half-written code an editor shows glasslint:
/// tokens and lines deleted, duplicated, swapped or cut short, and the file cut off.
/// The same source, seed and stream always give the same mutants, on every machine.
struct SourceMutator {
    enum Operation: Hashable, CustomStringConvertible {
        case deleteToken(Int)
        case duplicateToken(Int)
        case swapTokens(Int, Int)
        /// The token keeps its first `keep` bytes.
        case truncateToken(Int, keep: Int)
        case deleteLine(Int)
        case duplicateLine(Int)
        case swapLines(Int, Int)
        /// The line keeps its first `keep` bytes and its line break.
        case truncateLine(Int, keep: Int)
        /// The file keeps its first `keep` bytes.
        case truncateFile(keep: Int)

        var description: String {
            switch self {
            case .deleteToken(let token): "delete token \(token)"
            case .duplicateToken(let token): "duplicate token \(token)"
            case .swapTokens(let first, let second): "swap tokens \(first) and \(second)"
            case .truncateToken(let token, let keep): "cut token \(token) to \(keep) bytes"
            case .deleteLine(let line): "delete line \(line + 1)"
            case .duplicateLine(let line): "duplicate line \(line + 1)"
            case .swapLines(let first, let second): "swap lines \(first + 1) and \(second + 1)"
            case .truncateLine(let line, let keep): "cut line \(line + 1) to \(keep) bytes"
            case .truncateFile(let keep): "cut the file to \(keep) bytes"
            }
        }
    }

    struct Mutant: Equatable {
        /// Applied in order, each to the text the one before left.
        let operations: [Operation]
        let text: String
    }

    let source: String
    /// The source's tokens, which every mutant's first operation picks from.
    private let sourceTokens: [Range<Int>]

    init(source: String) {
        self.source = source
        sourceTokens = Self.tokenRanges(Array(source.utf8))
    }

    /// `count` mutants of the source. `stream` keeps the mutants of different files
    /// independent under one seed; mutant `n` depends only on the seed, the stream and `n`.
    func mutants(count: Int, seed: UInt64, stream: UInt64) -> [Mutant] {
        (0..<count).map { index in
            var random = SeededRandom(seed: seed, stream: stream, salt: UInt64(index))
            var bytes = Array(source.utf8)
            var operations: [Operation] = []
            for _ in 0..<random.weighted([(1, 70), (2, 20), (3, 10)]) {
                let tokens = operations.isEmpty ? sourceTokens : Self.tokenRanges(bytes)
                guard let operation = Self.operation(on: bytes, tokens: tokens, &random) else { break }
                bytes = Self.apply(operation, to: bytes, tokens: tokens)
                operations.append(operation)
            }
            return Mutant(operations: operations, text: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// A random operation that fits `bytes`, or `nil` for an empty text.
    static func operation(on bytes: [UInt8], tokens: [Range<Int>], _ random: inout SeededRandom) -> Operation? {
        guard !bytes.isEmpty else { return nil }
        let lines = lineRanges(bytes)
        if !tokens.isEmpty, random.chance(60) {
            let token = random.below(tokens.count)
            let range = tokens[token]
            switch random.below(4) {
            case 0: return .deleteToken(token)
            case 1: return .duplicateToken(token)
            case 2: return .swapTokens(token, nearby(token, count: tokens.count, &random))
            default:
                guard range.count > 1 else { return .deleteToken(token) }
                let cut = scalarStart(in: bytes, atOrBefore: range.lowerBound + random.int(in: 1...range.count - 1))
                return .truncateToken(token, keep: cut - range.lowerBound)
            }
        }
        if random.chance(5) {
            return .truncateFile(keep: scalarStart(in: bytes, atOrBefore: random.below(bytes.count)))
        }
        let line = random.below(lines.count)
        switch random.below(4) {
        case 0: return .deleteLine(line)
        case 1: return .duplicateLine(line)
        case 2: return .swapLines(line, nearby(line, count: lines.count, &random))
        default:
            let content = lines[line].lowerBound..<lineContentEnd(bytes, lines[line])
            guard !content.isEmpty else { return .deleteLine(line) }
            let cut = scalarStart(in: bytes, atOrBefore: content.lowerBound + random.below(content.count))
            return .truncateLine(line, keep: cut - content.lowerBound)
        }
    }

    /// `operation` done to `bytes`, whose tokens are `tokens` (its token numbers index them).
    static func apply(_ operation: Operation, to bytes: [UInt8], tokens: [Range<Int>]) -> [UInt8] {
        switch operation {
        case .deleteToken(let token):
            return replacing(tokens[token], in: bytes, with: [])
        case .duplicateToken(let token):
            let range = tokens[token]
            return replacing(range, in: bytes, with: Array(bytes[range] + bytes[range]))
        case .swapTokens(let first, let second):
            return swapping(tokens, first, second, in: bytes)
        case .truncateToken(let token, let keep):
            let range = tokens[token]
            return replacing(range.lowerBound + keep..<range.upperBound, in: bytes, with: [])
        case .deleteLine(let line):
            return replacing(lineRanges(bytes)[line], in: bytes, with: [])
        case .duplicateLine(let line):
            let range = lineRanges(bytes)[line]
            // A last line without a break gets one, so that the copy stays a line of its own.
            let copy = Array(bytes[range]) + (bytes[range].last == UInt8(ascii: "\n") ? [] : [UInt8(ascii: "\n")])
            return replacing(range.lowerBound..<range.lowerBound, in: bytes, with: copy)
        case .swapLines(let first, let second):
            return swapping(lineRanges(bytes).map { $0.lowerBound..<lineContentEnd(bytes, $0) }, first, second, in: bytes)
        case .truncateLine(let line, let keep):
            let range = lineRanges(bytes)[line]
            return replacing(range.lowerBound + keep..<lineContentEnd(bytes, range), in: bytes, with: [])
        case .truncateFile(let keep):
            return Array(bytes.prefix(keep))
        }
    }

    /// The byte range of each token's text, trivia left out, as the parser reads the file.
    static func tokenRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            return start < end ? start..<end : nil
        }
    }

    /// The byte range of each line, its line break included.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<offset + 1)
            start = offset + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// Where a line's text ends: before its `\n` or `\r\n`.
    private static func lineContentEnd(_ bytes: [UInt8], _ line: Range<Int>) -> Int {
        var end = line.upperBound
        while end > line.lowerBound, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return end
    }

    /// Another index within 8 of `index` (the same one when there is no other).
    private static func nearby(_ index: Int, count: Int, _ random: inout SeededRandom) -> Int {
        random.int(in: max(0, index - 8)...min(count - 1, index + 8))
    }

    /// The start of the UTF-8 scalar holding `offset`, so that a cut never splits a character's bytes.
    private static func scalarStart(in bytes: [UInt8], atOrBefore offset: Int) -> Int {
        var start = offset
        while start > 0, start < bytes.count, bytes[start] & 0b1100_0000 == 0b1000_0000 {
            start -= 1
        }
        return start
    }

    private static func replacing(_ range: Range<Int>, in bytes: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range, with: replacement)
        return result
    }

    private static func swapping(_ ranges: [Range<Int>], _ first: Int, _ second: Int, in bytes: [UInt8]) -> [UInt8] {
        let (low, high) = (ranges[min(first, second)], ranges[max(first, second)])
        guard low != high else { return bytes }
        return Array(bytes[..<low.lowerBound] + bytes[high] + bytes[low.upperBound..<high.lowerBound] + bytes[low] + bytes[high.upperBound...])
    }
}
