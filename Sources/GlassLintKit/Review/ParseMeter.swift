import Foundation
import SwiftParser
import SwiftSyntax

/// Parses the files of one review and counts what it parsed, a second parse of a file
/// included: the review's measure of work, which does not depend on the machine or its
/// load. A test bounds it as a share of the project's bytes.
final class ParseMeter: @unchecked Sendable {
    private let lock = NSLock()
    private var parsedBytes = 0

    func parse(_ text: String) -> SourceFileSyntax {
        let tree = Parser.parse(source: text)
        lock.lock()
        parsedBytes += text.utf8.count
        lock.unlock()
        return tree
    }

    var bytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return parsedBytes
    }
}
