import Foundation

/// What the review cache keeps of one file: what the textual pass decided, its evidence
/// against built platforms (`FileEvidence`), its summary for the project index if it was
/// read, and its review with the key of the project it was reviewed in (the index and
/// facts its findings depend on). Summary and review stay encoded until asked for: a warm
/// review decodes only what it uses.
struct CachedFile: Sendable {
    var content: ContentKey
    /// The file's stamp when it was read, if it was old enough to trust.
    var stamp: FileStamp?
    var look: FileLook
    /// `FileSummary`, encoded.
    var summary: Data?
    var review: CachedReview?
    /// What the file tells against built platforms, with its proofs once parsed for them.
    var evidence: FileEvidence?

    func decodedSummary() -> FileSummary? {
        summary.flatMap { try? JSONDecoder().decode(FileSummary.self, from: $0) }
    }
}

struct CachedReview: Sendable {
    /// `Reviewer.projectKey` of the review this outcome came from.
    var project: String
    /// `FileReviewer.Outcome`, encoded.
    var outcome: Data

    init(project: String, outcome: FileReviewer.Outcome) {
        self.project = project
        self.outcome = CachedFile.encoded(outcome)
    }

    init(project: String, encoded outcome: Data) {
        self.project = project
        self.outcome = outcome
    }

    func decodedOutcome() -> FileReviewer.Outcome? {
        try? JSONDecoder().decode(FileReviewer.Outcome.self, from: outcome)
    }
}

extension CachedFile {
    /// One value as compact JSON: no newline or tab, so it can stand as a field of a store line.
    static func encoded(_ value: some Encodable) -> Data {
        // Encoding plain value types cannot fail.
        try! JSONEncoder().encode(value)
    }
}
