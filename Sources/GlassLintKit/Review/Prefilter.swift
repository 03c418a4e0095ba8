import Foundation

/// The cheap textual pass that decides which files need a syntax tree. A file that
/// contains none of the enabled rules' trigger words cannot produce a finding, so it is
/// counted as reviewed without being parsed. Most files of an app never mention glass.
public struct Prefilter: Sendable {
    private let triggers: [[UInt8]]
    /// For each byte value, the triggers that start with it.
    private let startingWith: [[Int]]

    public init(rules: [ConfiguredRule]) {
        let words = Set(rules.flatMap { $0.rule.description.triggers }).filter { !$0.isEmpty }
        triggers = words.sorted().map { Array($0.utf8) }
        var table = Array(repeating: [Int](), count: 256)
        for (index, word) in triggers.enumerated() {
            table[Int(word[0])].append(index)
        }
        startingWith = table
    }

    public func needsSyntaxTree(_ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { buffer in
            let bytes = buffer.bindMemory(to: UInt8.self)
            let count = bytes.count
            var position = 0
            while position < count {
                for index in startingWith[Int(bytes[position])] {
                    let word = triggers[index]
                    if position + word.count <= count, matches(word, in: bytes, at: position) { return true }
                }
                position += 1
            }
            return false
        }
    }

    private func matches(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        for offset in 1..<word.count where bytes[position + offset] != word[offset] {
            return false
        }
        return true
    }
}
