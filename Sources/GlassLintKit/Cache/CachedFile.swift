/// What the review cache keeps of one file: what the textual pass decided, its summary
/// for the project index if it was read, and its review with the key of the project it
/// was reviewed in (the index and facts its findings depend on).
struct CachedFile: Codable, Sendable {
    var content: ContentKey
    var look: FileLook
    var summary: FileSummary?
    var review: CachedReview?
}

struct CachedReview: Codable, Sendable {
    /// `ReviewCache.projectKey` of the review this outcome came from.
    var project: String
    var outcome: FileReviewer.Outcome
}
