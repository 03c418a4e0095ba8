import Foundation

/// What one file's text tells against the platforms its target claims (`PlatformEvidence`):
/// taken from its bytes as the first pass reads them, kept in the review cache with the
/// file's content key, so that a warm review parses nothing to know the built platforms.
struct FileEvidence: Sendable, Equatable, Codable {
    /// The platforms a word of the file may be missing on: only these can be ruled out.
    var suspected: Set<ApplePlatform> = []
    /// Framework type names the file declares itself (`typealias UIColor = NSColor`).
    var shims: Set<String> = []
    /// After a parse, for each suspected platform, the names compiled in every build that
    /// are missing there; `nil` until the file is parsed for them.
    var proofs: [ApplePlatform: Set<String>]?

    var isEmpty: Bool { suspected.isEmpty && shims.isEmpty }
}

/// The evidence of a project's reviewed files, by path, with each file's proofs parsed
/// when first asked for and remembered, for the cache.
final class PlatformEvidenceBook {
    private(set) var files: [String: FileEvidence]
    /// The files parsed for their proofs here, whose evidence the cache should keep anew.
    private(set) var parsed: [String] = []
    private let urls: [String: URL]

    /// `files`: what the first pass saw in each file with any evidence; `urls`, where to
    /// read a file to parse it for its proofs.
    init(files: [String: FileEvidence], urls: [String: URL]) {
        self.files = files
        self.urls = urls
    }

    /// Reads every file of `references` for its evidence, when no first pass has.
    convenience init(reading references: [SourceFileReference]) {
        var files: [String: FileEvidence] = [:]
        for reference in references {
            guard let bytes = FileManager.default.contents(atPath: reference.url.path) else { continue }
            let evidence = PlatformEvidence.look(bytes)
            if !evidence.isEmpty { files[reference.relativePath] = evidence }
        }
        self.init(files: files, urls: Dictionary(references.map { ($0.relativePath, $0.url) }) { first, _ in first })
    }

    /// The framework type names the project declares itself.
    var shims: Set<String> {
        files.values.reduce(into: Set<String>()) { $0.formUnion($1.shims) }
    }

    /// The file's proofs against its suspected platforms, parsed now if no earlier review has.
    func proofs(of path: String) -> [ApplePlatform: Set<String>] {
        guard var evidence = files[path] else { return [:] }
        if let proofs = evidence.proofs { return proofs }
        let bytes = urls[path].flatMap { FileManager.default.contents(atPath: $0.path) } ?? Data()
        let proofs = PlatformEvidence.proofs(in: bytes, suspected: evidence.suspected)
        evidence.proofs = proofs
        files[path] = evidence
        parsed.append(path)
        return proofs
    }
}
