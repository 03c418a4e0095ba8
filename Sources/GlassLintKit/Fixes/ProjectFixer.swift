import Foundation

/// Fixes a whole project in memory. A round reviews every file that can matter with the
/// project index, on all cores, fixes those with something to fix, and then lets the
/// adoption refactor rewrite call sites across files. When it did, the index is built
/// again from the new texts and helper files, and another round reviews and fixes with
/// it, so that what is reported as remaining is what a review of the written files finds.
/// Nothing is written here; `FixedFileWriter` does that for the command.
public struct ProjectFixer: Sendable {
    public var configuration: Configuration
    public var selection: FixSelection
    /// How many files are fixed at once; defaults to the number of cores.
    public var jobs: Int
    /// Rounds of fixing and adoption, until the adoption changes nothing; it rarely needs more than two.
    static let maxRounds = 6

    public init(configuration: Configuration = Configuration(), selection: FixSelection = FixSelection(), jobs: Int? = nil) {
        self.configuration = configuration
        self.selection = selection
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    public func fix(_ discovery: SourceDiscovery) -> FixResult {
        let rules = configuration.enabledRules()
        let listing = discovery.list()
        var (facts, files) = configuration.declaredFacts(root: discovery.root, found: listing.files, projectFiles: listing.projectFiles)
        let maxFileSize = configuration.maxFileSize
        let includesUnshipped = configuration.includesTestsAndPreviews
        // The first round reviews the trees the first pass parsed, as a review does.
        let trees = TreeCache()
        let first = ProjectIndexer(
            rules: rules, maxFileSize: maxFileSize, jobs: jobs, trees: trees, includesUnshipped: includesUnshipped
        ).index(files)
        // The same facts as a review's: which platforms the code rules out depends on the files.
        facts.dropPlatformsTheCodeRulesOut(files: files, evidence: first.evidenceBook(files))

        var result = FixResult(root: discovery.root, displayRoot: discovery.displayRoot, facts: facts)
        result.skipped = first.skipped
        var state: [FileFix] = []
        let loads = ConcurrentMap.map(first.toReview, jobs: jobs) { SourceLoader.load($0.url, maxFileSize: maxFileSize) }
        for (reference, load) in zip(first.toReview, loads) {
            switch load {
            case .skipped(let reason): result.skipped.append(SkippedFile(file: reference.relativePath, reason: reason))
            case .source(let text, _): state.append(FileFix(file: reference, original: text, outcome: Fixer.Outcome(text: text, applied: [], remaining: [])))
            }
        }
        var index = first.index
        let indexed = Set(first.indexed.map(\.relativePath))
        // Each file's summary, and the text it was read from: only what a round changed is read again.
        let read = Dictionary(index.summaries.map { ($0.path, $0) }) { kept, _ in kept }
        var summaries = [String: (summary: FileSummary, text: String)]()
        for file in state {
            if let summary = read[file.file.relativePath] { summaries[file.file.relativePath] = (summary, file.original) }
        }
        for round in 1...Self.maxRounds {
            let fixer: Fixer
            (state, fixer, result.notices) = fixRound(state, facts: facts, rules: rules, index: index, trees: round == 1 ? trees : nil)
            guard round < Self.maxRounds, selection.selectsAny(of: AdoptionRefactor.ruleIDs) else { break }
            // Only the checks the review reports: kinds with enough sites in the whole project.
            let reported = Set(ProjectWideFindings.keepingKindsAtMinimum(state.flatMap(\.outcome.remaining)))
            let adopted = AdoptionRefactor(facts: facts, root: discovery.root, fixer: fixer, isReported: reported.contains).adopt(state)
            guard adopted.map(\.fixed) != state.map(\.fixed) else { break }
            state = adopted
            // The files the first pass read, and the helper files, as they are now.
            let current = state.filter { indexed.contains($0.file.relativePath) || $0.isNew }
            let stale = current.filter { summaries[$0.file.relativePath]?.text != $0.fixed }
            let fresh = ConcurrentMap.map(stale, jobs: jobs) {
                ProjectIndexer.summarize($0.fixed, path: $0.file.relativePath, includesUnshipped: includesUnshipped)
            }
            for (file, summary) in zip(stale, fresh) { summaries[file.file.relativePath] = (summary, file.fixed) }
            index = ProjectIndex(summaries: current.compactMap { summaries[$0.file.relativePath]?.summary })
        }

        let fixKinds = Self.fixKinds(rules)
        result.files = state.filter { $0.isChanged || $0.outcome.refusal != nil }.sorted { $0.file.relativePath < $1.file.relativePath }
        result.reviewedFiles = files.count - result.skipped.count
        result.skipped += listing.skippedLinks.filter { configuration.isIncluded($0.file) }
        result.skipped.sort { $0.file < $1.file }
        result.remaining = ProjectWideFindings.keepingKindsAtMinimum(state.flatMap(\.outcome.remaining)).sorted(by: Finding.reportOrder)
        result.stillFixable = result.remaining.filter { selection.selects($0, kind: fixKinds[$0.rule] ?? .safe) }
        return result
    }

    /// Reviews every file with `index` to learn what the project declares, then fixes the
    /// files that have something to fix, going on from their text so far.
    /// `trees`: trees of the files as they were read, for those still unchanged.
    private func fixRound(
        _ state: [FileFix], facts: ProjectContext, rules: [ConfiguredRule], index: ProjectIndex, trees: TreeCache?
    ) -> ([FileFix], Fixer, [Notice]) {
        let reviewer = FileReviewer(rules: rules, project: facts, includesUnshipped: configuration.includesTestsAndPreviews)
        let reviews = ConcurrentMap.map(state, jobs: jobs) { file in
            let path = file.file.relativePath
            if let kept = trees?.take(path), kept.source == file.fixed {
                return reviewer.review(tree: kept.tree, source: kept.source, path: path, index: index)
            }
            return reviewer.review(source: file.fixed, path: path, index: index)
        }
        let declarations = reviews.reduce(into: Set<String>()) { $0.formUnion($1.declarations) }
        let fixer = Fixer(
            rules: rules, project: facts, index: index, selection: selection, projectDeclarations: declarations,
            includesUnshipped: configuration.includesTestsAndPreviews
        )
        let fixKinds = Self.fixKinds(rules)
        let fixed = ConcurrentMap.map(Array(zip(state, reviews)), jobs: jobs) { file, review -> FileFix in
            var next = file
            next.outcome.remaining = review.findings.standing(given: declarations).sorted(by: Finding.reportOrder)
            if next.outcome.remaining.contains(where: { selection.selects($0, kind: fixKinds[$0.rule] ?? .safe) }) {
                next.outcome = fixer.resume(next.outcome, from: file.original, path: file.file.relativePath)
            }
            return next
        }
        return (fixed, fixer, facts.problems.map { Notice(file: "", message: $0) } + reviews.flatMap(\.notices))
    }

    private static func fixKinds(_ rules: [ConfiguredRule]) -> [String: FixKind] {
        Dictionary(rules.map { ($0.id, $0.rule.description.fixKind) }, uniquingKeysWith: { first, _ in first })
    }
}

/// One file the fix run changed, created, or would have changed but left alone.
public struct FileFix: Sendable {
    public var file: SourceFileReference
    /// The text before the fix; empty for a file the run creates.
    public var original: String
    public var outcome: Fixer.Outcome
    /// A helper file the run writes where there was none.
    public var isNew = false

    public var fixed: String { outcome.text }
    public var isChanged: Bool { fixed != original || isNew }
}

/// What a fix run did to a project, before anything is written.
public struct FixResult: Sendable {
    public var root: URL
    /// The reviewed root as the user wrote it.
    public var displayRoot: String
    public var facts: ProjectContext
    /// The files fixed or refused, sorted by path.
    public var files: [FileFix] = []
    /// Every finding left once the fixes are applied, in report order.
    public var remaining: [Finding] = []
    /// The remaining findings this run was asked to fix: those of refused files.
    public var stillFixable: [Finding] = []
    public var reviewedFiles = 0
    public var skipped: [SkippedFile] = []
    public var notices: [Notice] = []

    public var applied: [Finding] { files.flatMap(\.outcome.applied) }
    public var refusals: [FileFix] { files.filter { $0.outcome.refusal != nil } }
}
