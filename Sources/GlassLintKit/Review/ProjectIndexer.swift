import Foundation
import SwiftParser

/// The first pass of a review: reads into the project index every file that can matter to
/// it, and decides which files the second pass reviews. Round one parses the files with a
/// word of glass or of a glass container. Each later round scans the files not yet read
/// for the names the index has learnt to matter (`RelevantNames`): it parses the files
/// that mention a view carrying glass or a glass helper, and those that declare a view
/// shown inside glass or a project container, until no new name turns up. A file without
/// any word of a view cannot add to the index and is never parsed for it. Every file is
/// parsed at most once, on all cores, and only its summary is kept. A helper applying a material, a sheet background or a gesture is read
/// too, and so is a file that sets a sheet background. The second pass reviews
/// the files read here and those with a trigger word of an enabled rule, whose findings
/// need no other file.
public struct ProjectIndexer: Sendable {
    public let prefilter: Prefilter
    /// Read and review every file, as `--parse-all` asks.
    public let parseAll: Bool
    public let maxFileSize: Int
    public let jobs: Int
    /// Where trees of the files read are kept for the second pass, if anywhere.
    public let trees: TreeCache?
    /// Index tests, previews and debug-only code as shipped code.
    public let includesUnshipped: Bool
    let meter: ParseMeter
    /// The words of every question the first pass asks of each file, in the order of `FirstLook`.
    private let firstLook: FirstLookWords

    /// The questions of `firstLook`.
    private enum FirstLook: Int {
        case triggers, customisation, evidence, index
    }

    /// The words the first pass looks for in every file, in groups that one scan tells apart.
    private enum Words: Int, CaseIterable {
        /// Words of glass and of containers: a file with one of them holds something the index needs.
        case glass
        /// A sheet's own background matters: the file that presents the sheet (read in a later
        /// round, by the view's name) says whether the sheet is glass.
        case sheet
        /// A helper matters too when it applies a material (under glass, it is a mistake), sets
        /// a sheet's background (the sheet is then not glass) or detents (it may then be), or
        /// adds a gesture (the view is then tappable).
        case helperEffect
        case helper
        /// What any summary of a file needs: a view, a view-building member, toolbar content,
        /// a view modifier or a button style.
        case view
        /// Where a scene may be (`FileSummarizer.mayHoldScene` decides): it may hold the app
        /// dark, or show a root view that does.
        case scene
        /// Where a Boolean may answer an availability check (`AvailabilityFlag.mayBeDeclared` decides).
        case availabilityFlag

        var words: [String] {
            switch self {
            case .glass: GlassApplication.triggers + ["GlassEffectContainer"]
            case .sheet: ["presentationBackground"]
            case .helperEffect: ["Material", "blur", "presentationBackground", "presentationDetents", "Gesture"]
            case .helper: ["extension View", "ViewModifier", "ButtonStyle"]
            case .view: ["View", "ToolbarContent", "ButtonStyle"]
            case .scene: ["WindowGroup"]
            case .availabilityFlag: ["#available"]
            }
        }

        var bit: UInt64 { 1 << UInt64(rawValue) }
        static let groups = allCases.map(\.words)
        static let matcher = WordMatcher(groups: groups, wholeWords: false)
    }

    /// Content slots are stored properties typed with a generic `View` parameter, marked
    /// `@ViewBuilder`, or of type `AnyView`: a container without them places nothing.
    static let slotWords = WordMatcher(words: ["ViewBuilder", "AnyView"], wholeWords: true)

    /// Whether the file declares one of the containers, with content slots.
    static func declaresSlots(of containers: DeclarationMatcher, in bytes: Data) -> Bool {
        containers.matchesGeneric(bytes) || (slotWords.matches(bytes) && containers.matches(bytes))
    }

    /// Whether a later round asks a file for names: only a file with a word of a view can
    /// add to the index.
    private static func namesViews(_ words: UInt64) -> Bool {
        words & Words.view.bit != 0
    }

    /// Whether a file's text can hold something the index needs, given the words found in it.
    private static func isSeed(_ bytes: Data, words found: UInt64) -> Bool {
        func has(_ words: Words) -> Bool { found & words.bit != 0 }
        return has(.glass) || has(.sheet) || (has(.helperEffect) && has(.helper))
            || (has(.scene) && FileSummarizer.mayHoldScene(bytes))
            || (has(.availabilityFlag) && AvailabilityFlag.mayBeDeclared(in: bytes))
    }

    public init(
        rules: [ConfiguredRule], parseAll: Bool = false, maxFileSize: Int = Configuration.defaultMaxFileSize, jobs: Int,
        trees: TreeCache? = nil, includesUnshipped: Bool = false
    ) {
        meter = ParseMeter()
        self.includesUnshipped = includesUnshipped
        prefilter = Prefilter(rules: rules)
        firstLook = FirstLookWords([prefilter.wordGroups, CustomisationScanner.wordGroups, PlatformEvidence.wordGroups, Words.groups])
        self.parseAll = parseAll
        self.maxFileSize = maxFileSize
        self.jobs = jobs
        self.trees = trees
    }

    public struct Result: Sendable {
        /// The index, built when first asked for: a review that takes every file from the
        /// cache never needs it.
        public var index: ProjectIndex { lazyIndex.value }
        let lazyIndex: LazyIndex
        /// The files read into the index, in the order given.
        public var indexed: [SourceFileReference]
        /// The files the second pass reviews, in the order given.
        public var toReview: [SourceFileReference]
        /// Files whose text can hold a bar or sheet customisation (all reviewed, for the facts).
        public var customising: Set<String>
        public var skipped: [SkippedFile]
        /// What each file's bytes tell against the platforms its target claims, by path,
        /// for the files that tell anything.
        var evidence: [String: FileEvidence]
        /// What the cache keeps of each file that was read, by path, reviews not yet added.
        var cacheable: [String: CachedFile]
        var rounds: ReviewCache.Rounds
        /// The identifiers of each file decoded by this review, by path: a file without a
        /// name cannot use it (`UnusedDeclarations`). A file taken from the cache has none.
        var identifiers: [String: IdentifierSet]
    }

    /// Reads the files into the index. `cached` are the files of an earlier review: a file
    /// whose content is unchanged is not looked at or parsed again, and when no file of the
    /// project changed the rounds are not run again either.
    /// With `caching`, each file's content key is taken and the summaries read now are
    /// encoded, for the cache; without, none of that work is done.
    func index(_ files: [SourceFileReference], cached: ReviewCache.Contents? = nil, caching: Bool = false) -> Result {
        let earlier = cached?.files ?? [:]
        let looks = ConcurrentMap.map(files, jobs: jobs) { reference -> Look in
            let path = reference.relativePath
            // Taken before the file is read: a change after it shows in the next stamp.
            let status = SourceLoader.status(of: reference.url)
            let stamp = caching ? status.flatMap { FileStamp($0) } : nil
            let known = earlier[path].flatMap { !$0.look.seed || $0.summary != nil ? $0 : nil }
            if let known, let stamp, known.stamp == stamp {
                return Look(content: known.content, stamp: stamp, look: known.look, evidence: known.evidence, earlier: known)
            }
            let data: Data
            switch SourceLoader.read(reference.url, maxFileSize: maxFileSize, status: status) {
            case .skipped(let reason): return Look(look: FileLook(skipped: reason))
            case .read(let bytes): data = bytes
            }
            let content = caching ? ContentKey(data) : nil
            if let known, known.content == content {
                return Look(content: content, stamp: stamp, look: known.look, evidence: known.evidence, earlier: known)
            }
            let found = firstLook.scan(data)
            func asked(_ question: FirstLook) -> UInt64 { firstLook.questions[question.rawValue].found(in: found) }
            let evidence = PlatformEvidence.look(data, found: asked(.evidence))
            // Whether a file can be parsed is asked when it is to be: the seeds here, the
            // others in a later round or in the second pass, which skip it with the reason.
            switch SourceLoader.decode(data, checksDepth: false) {
            case .skipped(let reason):
                return Look(content: content, stamp: stamp, look: FileLook(skipped: reason), evidence: evidence)
            case .source(let text, let bytes):
                let customises = CustomisationScanner.mayCustomise(found: asked(.customisation))
                let triggered = parseAll || customises || prefilter.needsSyntaxTree(bytes, found: asked(.triggers))
                var look = FileLook(triggered: triggered, customises: customises)
                let words = asked(.index)
                look.seed = parseAll || Self.isSeed(bytes, words: words)
                if look.seed, let reason = ParseDepth.problem(in: bytes) {
                    return Look(content: content, stamp: stamp, look: FileLook(skipped: reason), evidence: evidence)
                }
                let summary = look.seed ? summarize(text, path: path) : nil
                return Look(
                    content: content, stamp: stamp, look: look, evidence: evidence, summary: summary,
                    encodedSummary: caching ? summary.map(CachedFile.encoded) : nil,
                    identifiers: IdentifierSet(bytes), namesViews: Self.namesViews(words)
                )
            }
        }

        var skipped: [SkippedFile] = []
        for (position, look) in looks.enumerated() {
            if let reason = look.look.skipped { skipped.append(SkippedFile(file: files[position].relativePath, reason: reason)) }
        }
        let digest = caching ? Self.digest(files, looks) : ""
        if let rounds = cached?.rounds, rounds.digest == digest {
            // Every file is as it was: so are the rounds, and their summaries are in the cache.
            let positions = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1.relativePath, $0) })
            let indexed = rounds.indexed.compactMap { positions[$0] }
            if indexed.count == rounds.indexed.count, indexed.allSatisfy({ looks[$0].earlier?.summary != nil }) {
                let lazyIndex = LazyIndex { [jobs] in
                    ProjectIndex(summaries: ConcurrentMap.map(indexed, jobs: jobs) { looks[$0].earlier?.decodedSummary() }.compactMap { $0 })
                }
                return result(files, looks: looks, indexed: Set(indexed), encoded: [:], index: lazyIndex, skipped: skipped, digest: digest)
            }
        }

        // Seeds first: parsed above, or decoded from the cache.
        let seeds = looks.indices.filter { looks[$0].look.skipped == nil && looks[$0].look.seed }
        let decoded = ConcurrentMap.map(seeds, jobs: jobs) { looks[$0].summary ?? looks[$0].earlier?.decodedSummary() }
        var summaries: [Int: FileSummary] = [:]
        for (position, summary) in zip(seeds, decoded) { summaries[position] = summary }
        var encoded: [Int: Data] = [:]
        var unread = looks.indices.filter { looks[$0].look.skipped == nil && summaries[$0] == nil }
        var scanned = RelevantNames()
        /// Files a round would read that the parser cannot take, with the reason.
        var unparsable: [Int: String] = [:]
        // A look taken from the cache has not read the words of its file.
        let words = ConcurrentMap.map(unread, jobs: jobs) { position -> IdentifierSet? in
            guard looks[position].earlier != nil else { return looks[position].namesViews ? looks[position].identifiers : nil }
            guard case .read(let bytes) = SourceLoader.read(files[position].url, maxFileSize: maxFileSize),
                  Self.namesViews(Words.matcher.groups(in: bytes, enough: Words.view.bit))
            else { return nil }
            return IdentifierSet(bytes)
        }
        var wordsByPosition: [Int: IdentifierSet] = [:]
        for (position, found) in zip(unread, words) { wordsByPosition[position] = found }
        while true {
            // A round needs only what resolves placements; the index proper is built once, at the end.
            let read = Array(summaries.values)
            let resolver = PlacementResolver(summaries: read)
            let names = RelevantNames.of(resolver).subtracting(scanned)
            guard !names.isEmpty, !unread.isEmpty else {
                return result(
                    files, looks: looks, indexed: Set(summaries.keys), encoded: encoded,
                    index: LazyIndex { ProjectIndex(resolver: resolver, summaries: read) }, skipped: skipped,
                    unparsable: unparsable, digest: digest
                )
            }
            scanned.formUnion(names)
            let mentions = WordMatcher(words: names.mentioned, wholeWords: true)
            let declarations = DeclarationMatcher(names: names.declared)
            let containers = DeclarationMatcher(names: names.containers)
            let keys = IdentifierSet.Keys(names.mentioned.union(names.declared).union(names.containers))
            let found = ConcurrentMap.map(unread, jobs: jobs) { [wordsByPosition] position -> RoundRead? in
                guard wordsByPosition[position]?.mayName(keys) == true,
                      case .read(let bytes) = SourceLoader.read(files[position].url, maxFileSize: maxFileSize),
                      mentions.matches(bytes) || declarations.matches(bytes) || Self.declaresSlots(of: containers, in: bytes)
                else { return nil }
                if let earlier = looks[position].earlier, let summary = earlier.decodedSummary() {
                    return .summary(summary, encoded: earlier.summary)
                }
                switch SourceLoader.decode(bytes) {
                case .skipped(let reason):
                    return .skipped(reason)
                case .source(let text, _):
                    let summary = summarize(text, path: files[position].relativePath)
                    return .summary(summary, encoded: caching ? CachedFile.encoded(summary) : nil)
                }
            }
            for (position, read) in zip(unread, found) {
                switch read {
                case .summary(let summary, let encoding):
                    summaries[position] = summary
                    encoded[position] = encoding
                case .skipped(let reason):
                    unparsable[position] = reason
                case nil:
                    break
                }
            }
            unread.removeAll { summaries[$0] != nil || unparsable[$0] != nil }
        }
    }

    /// `encoded`: summaries the rounds read, encoded; the seeds' are in their looks.
    /// `unparsable`: files the rounds found the parser cannot take, skipped like those the
    /// look skipped (and cached so).
    private func result(
        _ files: [SourceFileReference], looks: [Look], indexed: Set<Int>, encoded: [Int: Data], index: LazyIndex,
        skipped: [SkippedFile], unparsable: [Int: String] = [:], digest: String
    ) -> Result {
        var toReview = indexed
        var customising: Set<String> = []
        var cacheable: [String: CachedFile] = [:]
        var evidence: [String: FileEvidence] = [:]
        var identifiers: [String: IdentifierSet] = [:]
        var skipped = skipped
        for (position, reason) in unparsable.sorted(by: { $0.key < $1.key }) {
            skipped.append(SkippedFile(file: files[position].relativePath, reason: reason))
        }
        for (position, var look) in looks.enumerated() {
            let path = files[position].relativePath
            if let reason = unparsable[position] { look.look = FileLook(skipped: reason) }
            if look.look.triggered { toReview.insert(position) }
            if look.look.customises { customising.insert(path) }
            if let found = look.evidence, !found.isEmpty { evidence[path] = found }
            if let found = look.identifiers { identifiers[path] = found }
            if let content = look.content {
                let summary = indexed.contains(position) ? look.encodedSummary ?? encoded[position] ?? look.earlier?.summary : nil
                cacheable[path] = CachedFile(content: content, stamp: look.stamp, look: look.look, summary: summary, evidence: look.evidence)
            }
        }
        return Result(
            lazyIndex: index, indexed: indexed.sorted().map { files[$0] }, toReview: toReview.sorted().map { files[$0] },
            customising: customising, skipped: skipped, evidence: evidence, cacheable: cacheable,
            rounds: ReviewCache.Rounds(digest: digest, indexed: indexed.sorted().map { files[$0].relativePath }),
            identifiers: identifiers
        )
    }

    /// The hash of every file's path and content: equal digests, equal rounds.
    private static func digest(_ files: [SourceFileReference], _ looks: [Look]) -> String {
        StableHash.hex(zip(files, looks).map { file, look in
            "\(file.relativePath)\u{1F}\(look.content.map { "\($0.size) \($0.hash)" } ?? look.look.skipped ?? "")"
        }.joined(separator: "\n"))
    }

    /// A file's summary, from a tree parsed for it alone.
    public static func summarize(_ text: String, path: String, includesUnshipped: Bool = false) -> FileSummary {
        FileSummarizer.summarize(Parser.parse(source: text), path: path, text: text, includesUnshipped: includesUnshipped)
    }

    /// The summary of a file of this review, keeping its tree when the cache has room.
    private func summarize(_ text: String, path: String) -> FileSummary {
        let tree = meter.parse(text)
        trees?.keep(tree, source: text, path: path)
        return FileSummarizer.summarize(tree, path: path, text: text, includesUnshipped: includesUnshipped)
    }

    /// What a later round made of a file it read.
    private enum RoundRead: Sendable {
        case summary(FileSummary, encoded: Data?)
        case skipped(String)
    }

    /// The first pass's look at one file.
    private struct Look: Sendable {
        /// `nil` when the file could not be read, or the review keeps no cache.
        var content: ContentKey?
        /// The file's stamp, when the review keeps a cache and the file is old enough to trust it.
        var stamp: FileStamp?
        var look: FileLook
        /// `nil` when the file could not be read.
        var evidence: FileEvidence?
        /// The summary of a seed parsed now, and its encoding for the cache.
        var summary: FileSummary?
        var encodedSummary: Data?
        /// What an earlier review cached of the same content, if anything.
        var earlier: CachedFile?
        /// The identifiers of a file decoded now, and whether it has a word of a view.
        var identifiers: IdentifierSet?
        var namesViews = false
    }
}

extension ProjectIndexer.Result {
    /// The evidence the first pass found in `files`, against their targets' platforms.
    func evidenceBook(_ files: [SourceFileReference]) -> PlatformEvidenceBook {
        PlatformEvidenceBook(files: evidence, urls: Dictionary(files.map { ($0.relativePath, $0.url) }) { first, _ in first })
    }
}

/// A project index built once, on first use, from any thread.
final class LazyIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var built: ProjectIndex?
    private let make: @Sendable () -> ProjectIndex

    init(_ make: @escaping @Sendable () -> ProjectIndex) {
        self.make = make
    }

    var value: ProjectIndex {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let index = make()
        built = index
        return index
    }
}
