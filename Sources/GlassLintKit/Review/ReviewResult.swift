/// A file that was found but not reviewed, and why.
public struct SkippedFile: Hashable, Codable, Sendable {
    public var file: String
    public var reason: String
}

/// Something the reader of a review should know about one file that is not a finding:
/// syntax errors (the rest of the file was still reviewed), facts that could not be read.
public struct Notice: Hashable, Codable, Sendable {
    public var file: String
    public var message: String
}

/// The outcome of reviewing a project.
public struct ReviewResult: Sendable {
    /// The reviewed root as the user wrote it.
    public var root: String
    public var facts: ProjectContext
    /// Sorted in report order.
    public var findings: [Finding]
    /// Files reviewed, whether or not they needed a syntax tree.
    public var reviewedFiles: Int
    /// Files that needed a syntax tree.
    public var parsedFiles: Int
    public var skipped: [SkippedFile]
    public var notices: [Notice]
    /// How many findings a baseline held back; `nil` when no baseline was given.
    public var suppressedByBaseline: Int?
    /// Files whose review was taken from the cache of an earlier review.
    public var reusedFiles = 0
    /// Bytes of Swift handed to the parser, a file parsed twice counted twice.
    public var parsedBytes = 0

    public func count(of severity: Severity) -> Int {
        findings.count { $0.severity == severity }
    }

    /// Whether anything at or above `threshold` was found; `nil` never fails.
    public func fails(at threshold: Severity?) -> Bool {
        guard let threshold else { return false }
        return findings.contains { $0.severity >= threshold }
    }
}
