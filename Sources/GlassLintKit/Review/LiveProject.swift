import Foundation
import SwiftParser
import SwiftSyntax

/// A project held in memory between reviews, for an editor: its facts, its configuration,
/// what each file adds to the project index and to the names the project declares, and
/// each file's sites of project-wide kinds (which count across files). It is read from
/// disk once, as a review with `--parse-all` reads it, so that an edit that makes another
/// file matter (a view becomes glass) needs no new read. A document open in the editor
/// stands in for its file with its current text, so reviewing it reads nothing else again.
/// Files changed on disk while the project is held are not seen until it is read again.
///
/// Used from one thread at a time.
public final class LiveProject {
    public let root: URL
    public let configuration: Configuration
    public let facts: ProjectContext
    private let reviewer: FileReviewer
    /// What each file adds, by path relative to the root: the files on disk, and the open
    /// documents in their place.
    private var contributions: [String: Contribution]
    /// The findings of project-wide kinds of each file, at its last review.
    private var projectWideSites: [String: [Finding]] = [:]
    /// The text of each open document.
    private var documents: [String: String] = [:]
    /// Built again after a contribution changes.
    private var cache: (index: ProjectIndex, declarations: Set<String>)?

    /// What one file adds to the project, with no syntax inside.
    struct Contribution: Sendable {
        var summary: FileSummary
        var declarations: Set<String>

        init(_ text: String, path: String, includesUnshipped: Bool) {
            let tree = Parser.parse(source: text)
            summary = FileSummarizer.summarize(tree, path: path, text: text, includesUnshipped: includesUnshipped)
            declarations = ProjectDeclarations.names(in: tree)
        }
    }

    /// Reads the project at `location` in the two passes of a review: its facts and every
    /// file the configuration includes into the index, then every file again for its sites
    /// of project-wide kinds. `location` is the project's folder, or one file, which is then
    /// a project of its own in its folder.
    public init(at location: URL, configuration: Configuration, jobs: Int? = nil) throws {
        let discovery = try SourceDiscovery(paths: [location.path])
        self.root = discovery.root
        self.configuration = configuration
        var (facts, files) = configuration.declaredFacts(root: discovery.root, found: discovery.files())
        facts.dropPlatformsTheCodeRulesOut(files: files, evidence: PlatformEvidenceBook(reading: files))
        self.facts = facts
        let includesUnshipped = configuration.includesTestsAndPreviews
        reviewer = FileReviewer(rules: configuration.enabledRules(), project: facts, includesUnshipped: includesUnshipped)

        let jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let maxFileSize = configuration.maxFileSize
        let texts = ConcurrentMap.map(files, jobs: jobs) { reference -> String? in
            guard case .source(let text, _) = SourceLoader.load(reference.url, maxFileSize: maxFileSize) else { return nil }
            return text
        }
        let read = zip(files.map(\.relativePath), texts).compactMap { path, text in text.map { (path: path, text: $0) } }
        let contributions = ConcurrentMap.map(read, jobs: jobs) {
            Contribution($0.text, path: $0.path, includesUnshipped: includesUnshipped)
        }
        self.contributions = Dictionary(uniqueKeysWithValues: zip(read.map(\.path), contributions))

        let (index, declarations) = current()
        let reviewer = reviewer
        let sites = ConcurrentMap.map(read, jobs: jobs) { file in
            Self.findings(of: file.text, at: file.path, reviewer: reviewer, index: index, declarations: declarations)
                .filter { $0.projectWide != nil }
        }
        projectWideSites = Dictionary(uniqueKeysWithValues: zip(read.map(\.path), sites))
    }

    /// The path of `file` relative to the root, or `nil` when it is not under the root.
    public func relativePath(of file: URL) -> String? {
        let rootPath = root.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Takes `text` as the file at `path` (a document opened or changed in the editor) until
    /// `close`.
    public func open(_ text: String, at path: String) {
        documents[path] = text
        contributions[path] = isReviewed(text, at: path) ? Contribution(text, path: path, includesUnshipped: configuration.includesTestsAndPreviews) : nil
        cache = nil
    }

    /// The file at `path` is what the disk holds again, if anything.
    public func close(_ path: String) {
        documents[path] = nil
        let url = root.appendingPathComponent(path)
        guard configuration.reviews(path, in: facts), case .source(let text, _) = SourceLoader.load(url, maxFileSize: configuration.maxFileSize) else {
            contributions[path] = nil
            projectWideSites[path] = nil
            cache = nil
            return
        }
        contributions[path] = Contribution(text, path: path, includesUnshipped: configuration.includesTestsAndPreviews)
        cache = nil
        let (index, declarations) = current()
        projectWideSites[path] = Self.findings(of: text, at: path, reviewer: reviewer, index: index, declarations: declarations)
            .filter { $0.projectWide != nil }
    }

    /// The findings of the open document at `path`, with the rest of the project as it
    /// stands, finished as `Reviewer` finishes a project's: a project-wide kind counts its
    /// sites in every file. Empty for a file the configuration leaves out, or that a review
    /// would skip (too large, generated, too deeply nested to parse safely).
    public func review(_ path: String) -> [Finding] {
        guard let text = documents[path], isReviewed(text, at: path) else { return [] }
        let (index, declarations) = current()
        let findings = Self.findings(of: text, at: path, reviewer: reviewer, index: index, declarations: declarations)
        projectWideSites[path] = findings.filter { $0.projectWide != nil }
        let elsewhere = projectWideSites.filter { $0.key != path }.values.joined()
        return ProjectWideFindings.keepingKindsAtMinimum(findings + elsewhere)
            .filter { $0.file == path }
            .sorted(by: Finding.reportOrder)
    }

    /// One file's findings, less those a declaration of the project makes void.
    private static func findings(
        of text: String, at path: String, reviewer: FileReviewer, index: ProjectIndex, declarations: Set<String>
    ) -> [Finding] {
        reviewer.review(source: text, path: path, index: index).findings.standing(given: declarations)
    }

    /// Whether a review would read the text: included, not too large, and passing the
    /// loader's own checks (UTF-8, not binary, not generated, not too deep to parse).
    private func isReviewed(_ text: String, at path: String) -> Bool {
        guard configuration.reviews(path, in: facts), text.utf8.count <= configuration.maxFileSize else { return false }
        if case .source = SourceLoader.decode(Data(text.utf8)) { return true }
        return false
    }

    private func current() -> (index: ProjectIndex, declarations: Set<String>) {
        if let cache { return cache }
        let built = (
            index: ProjectIndex(summaries: contributions.values.map(\.summary)),
            declarations: contributions.values.reduce(into: Set<String>()) { $0.formUnion($1.declarations) }
        )
        cache = built
        return built
    }
}
