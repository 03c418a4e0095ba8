import Foundation
import SwiftParser
import SwiftSyntax

/// Reviews a whole project: finds its files, reads its facts, indexes the files that can
/// matter, reviews them on all cores, and resolves what one file cannot know alone.
public struct Reviewer: Sendable {
    public var configuration: Configuration
    /// How many files are reviewed at once; defaults to the number of cores.
    public var jobs: Int
    public var parseAll: Bool

    public init(configuration: Configuration = Configuration(), jobs: Int? = nil, parseAll: Bool = false) {
        self.configuration = configuration
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.parseAll = parseAll
    }

    /// `progress` hears of each file as it is done, from the worker threads.
    ///
    /// Two passes: the first reads every file that can matter into the project index
    /// (`ProjectIndexer`), the second reviews those files and the files with a trigger
    /// word, one tree at a time, with the index at hand. Trees of the first pass are kept
    /// for the second only within the `TreeCache` budget.
    ///
    /// With a `cache`, a file whose content, facts and index are those of an earlier review
    /// is not reviewed again: its outcome is taken from there, and the cache is updated.
    public func review(_ discovery: SourceDiscovery, progress: (any ReviewProgress)? = nil, cache: ReviewCache? = nil) -> ReviewResult {
        let listing = discovery.list()
        var (facts, files) = configuration.declaredFacts(root: discovery.root, found: listing.files, projectFiles: listing.projectFiles)
        let rules = configuration.enabledRules()
        let includesUnshipped = configuration.includesTestsAndPreviews
        let maxFileSize = configuration.maxFileSize

        progress?.started(files: files.count)
        let trees = TreeCache()
        let indexer = ProjectIndexer(
            rules: rules, parseAll: parseAll, maxFileSize: maxFileSize, jobs: jobs, trees: trees, includesUnshipped: includesUnshipped
        )
        let storeKey = ReviewCache.storeKey(configuration: configuration, parseAll: parseAll)
        let cached = cache?.load(root: discovery.root, key: storeKey)
        let first = indexer.index(files, cached: cached, caching: cache != nil)
        for _ in 0..<(files.count - first.toReview.count) { progress?.finishedFile() }
        let evidence = first.evidenceBook(files)
        facts.dropPlatformsTheCodeRulesOut(files: files, evidence: evidence)
        let reviewer = FileReviewer(rules: rules, project: facts, parseAll: parseAll, includesUnshipped: includesUnshipped)
        let project = cache == nil ? "" : Self.projectKey(facts: facts, first: first)
        let outcomes = ConcurrentMap.map(first.toReview, jobs: jobs) { reference -> FileOutcome in
            defer { progress?.finishedFile() }
            let path = reference.relativePath
            if let earlier = cached?.files[path], let review = earlier.review, review.project == project,
               earlier.content == first.cacheable[path]?.content, let outcome = review.decodedOutcome() {
                return .reviewed(outcome, cached: review, reused: true)
            }
            let kept: (tree: SourceFileSyntax, source: String)
            if let tree = trees.take(path) {
                kept = tree
            } else {
                switch SourceLoader.load(reference.url, maxFileSize: maxFileSize) {
                case .skipped(let reason):
                    return .skipped(SkippedFile(file: path, reason: reason))
                case .source(let text, _):
                    kept = (indexer.meter.parse(text), text)
                }
            }
            let outcome = reviewer.review(
                tree: kept.tree, source: kept.source, path: path, index: first.index,
                countingCustomisation: first.customising.contains(path)
            )
            return .reviewed(outcome, cached: cache.map { _ in CachedReview(project: project, outcome: outcome) }, reused: false)
        }

        var declarations: Set<String> = []
        var pending: [FileReviewer.PendingFinding] = []
        var skipped = first.skipped
        var notices = facts.problems.map { Notice(file: "", message: $0) }
        var parsed = 0
        var customisations: [CustomisationScanner.Site] = []
        var reused = 0
        var store = ReviewCache.Contents(key: storeKey, rounds: first.rounds, files: first.cacheable)
        for path in evidence.parsed { store.files[path]?.evidence = evidence.files[path] }
        for (reference, outcome) in zip(first.toReview, outcomes) {
            switch outcome {
            case .skipped(let file):
                skipped.append(file)
            case .reviewed(let review, let cached, let isReused):
                reused += isReused ? 1 : 0
                store.files[reference.relativePath]?.review = cached
                declarations.formUnion(review.declarations)
                pending += review.findings
                notices += review.notices
                parsed += review.parsed ? 1 : 0
                customisations += review.customisations
            }
        }
        facts.customisations = CustomisationScanner.grouped(customisations)
        // Only a review of a whole project sees every place that could use a declaration.
        if discovery.inputs == [discovery.root], !facts.targets.isEmpty {
            let unused = unusedDeclarations(
                pending, in: files, project: facts, first: first, cached: cached?.unused, digest: cache == nil ? nil : first.rounds.digest
            )
            store.unused = unused
            pending = pending.map { $0.demoted(ifUnused: unused.names) }
        }
        // A review that changed nothing leaves the store as it is.
        if let cache, reused < outcomes.count || !evidence.parsed.isEmpty || cached?.rounds != store.rounds
            || cached?.files.count != store.files.count || cached?.unused != store.unused {
            do {
                try cache.save(store, root: discovery.root)
            } catch {
                notices.append(Notice(file: "", message: "\(error)"))
            }
        }
        let findings = ProjectWideFindings.keepingKindsAtMinimum(pending.standing(given: declarations))
            .sorted(by: Finding.reportOrder)
        return ReviewResult(
            root: discovery.displayRoot, facts: facts, findings: findings,
            reviewedFiles: files.count - skipped.count, parsedFiles: parsed,
            skipped: (skipped + listing.skippedLinks.filter { configuration.isIncluded($0.file) }).sorted { $0.file < $1.file },
            notices: notices, reusedFiles: reused, parsedBytes: indexer.meter.bytes
        )
    }

    /// The view types and helpers around warnings that no shipped code uses; an earlier
    /// review's answer when no file changed since (`digest`, when caching).
    private func unusedDeclarations(
        _ pending: [FileReviewer.PendingFinding], in files: [SourceFileReference], project: ProjectContext,
        first: ProjectIndexer.Result, cached: ReviewCache.Unused?, digest: String?
    ) -> ReviewCache.Unused {
        if let cached, let digest, cached.digest == digest { return cached }
        let candidates = Set(pending.filter { $0.finding.severity == .warning }.flatMap(\.shownBy))
        // What the index shows used needs no look at every file: reading and parsing the files
        // that name a view is dear, ten times more so with the toolchain's parser.
        let knownUsed = candidates.isEmpty ? [] : IndexUsage(first.index.catalog).knownUsed
        let check = UnusedDeclarations(
            includesUnshipped: configuration.includesTestsAndPreviews, project: project, maxFileSize: configuration.maxFileSize, jobs: jobs,
            identifiers: first.identifiers
        )
        return ReviewCache.Unused(digest: digest ?? "", names: check.unused(candidates, in: files, knownUsed: knownUsed))
    }

    /// What a file's findings depend on besides its own text: the project facts, and the
    /// files in the index (by path and content).
    private static func projectKey(facts: ProjectContext, first: ProjectIndexer.Result) -> String {
        let indexed = first.indexed.map { file in
            let content = first.cacheable[file.relativePath]?.content
            return "\(file.relativePath)\u{1F}\(content?.size ?? -1) \(content?.hash ?? "")"
        }
        return StableHash.hex(([FactsReporter.json(facts, root: "", files: [])] + indexed).joined(separator: "\n"))
    }

    private enum FileOutcome: Sendable {
        case skipped(SkippedFile)
        /// `cached`: the outcome as the cache keeps it, when there is a cache.
        case reviewed(FileReviewer.Outcome, cached: CachedReview?, reused: Bool)
    }
}
