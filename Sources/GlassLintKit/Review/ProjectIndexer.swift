import Foundation
import SwiftParser

/// The first pass of a review: reads into the project index every file that can matter to
/// it, and decides which files the second pass reviews. Round one parses the files with a
/// word of glass or of a glass container. Each later round scans the files not yet read
/// for the names the index has learnt to matter (views that carry glass, glass helpers,
/// views shown inside glass or a container) and parses those that mention one, until no
/// new name turns up. Every file is parsed at most once, on all cores, and only its
/// summary is kept. A helper applying a material is read too. The second pass reviews the
/// files read here and those with a trigger word of an enabled rule, whose findings need
/// no other file.
public struct ProjectIndexer: Sendable {
    public let prefilter: Prefilter
    /// Read and review every file, as `--parse-all` asks.
    public let parseAll: Bool
    public let maxFileSize: Int
    public let jobs: Int
    /// Where trees of the files read are kept for the second pass, if anywhere.
    public let trees: TreeCache?
    let meter: ParseMeter

    /// Words of glass and of containers: a file with one of them holds something the index needs.
    static let glassWords = WordMatcher(words: GlassApplication.triggers + ["GlassEffectContainer"], wholeWords: false)
    /// A helper that applies a material matters too (under glass, it is a mistake).
    static let materialWords = WordMatcher(words: ["Material", "blur"], wholeWords: false)
    static let helperWords = WordMatcher(words: ["extension View", "ViewModifier", "ButtonStyle"], wholeWords: false)

    /// Whether a file's text can hold something the index needs.
    static func isSeed(_ bytes: Data) -> Bool {
        glassWords.matches(bytes) || (materialWords.matches(bytes) && helperWords.matches(bytes))
    }

    public init(
        rules: [ConfiguredRule], parseAll: Bool = false, maxFileSize: Int = Configuration.defaultMaxFileSize, jobs: Int,
        trees: TreeCache? = nil
    ) {
        meter = ParseMeter()
        prefilter = Prefilter(rules: rules)
        self.parseAll = parseAll
        self.maxFileSize = maxFileSize
        self.jobs = jobs
        self.trees = trees
    }

    public struct Result: Sendable {
        public var index: ProjectIndex
        /// The files read into the index, in the order given.
        public var indexed: [SourceFileReference]
        /// The files the second pass reviews, in the order given.
        public var toReview: [SourceFileReference]
        /// Files whose text can hold a bar or sheet customisation (all reviewed, for the facts).
        public var customising: Set<String>
        public var skipped: [SkippedFile]
        /// What the cache keeps of each file that was read, by path, reviews not yet added.
        var cacheable: [String: CachedFile]
        var rounds: ReviewCache.Rounds
    }

    /// Reads the files into the index. `cached` are the files of an earlier review: a file
    /// whose content is unchanged is not looked at or parsed again, and when no file of the
    /// project changed the rounds are not run again either.
    func index(_ files: [SourceFileReference], cached: ReviewCache.Contents? = nil) -> Result {
        let earlier = cached?.files ?? [:]
        let looks = ConcurrentMap.map(files, jobs: jobs) { reference -> Look in
            let path = reference.relativePath
            let data: Data
            switch SourceLoader.read(reference.url, maxFileSize: maxFileSize) {
            case .skipped(let reason): return Look(look: FileLook(skipped: reason))
            case .read(let bytes): data = bytes
            }
            let content = ContentKey(data)
            if let known = earlier[path], known.content == content, !known.look.seed || known.summary != nil {
                return Look(content: content, look: known.look, summary: known.look.seed ? known.summary : nil, earlier: known.summary)
            }
            switch SourceLoader.decode(data) {
            case .skipped(let reason):
                return Look(content: content, look: FileLook(skipped: reason))
            case .source(let text, let bytes):
                let customises = CustomisationScanner.mayCustomise(bytes)
                var look = FileLook(triggered: parseAll || customises || prefilter.needsSyntaxTree(bytes), customises: customises)
                look.seed = parseAll || Self.isSeed(bytes)
                return Look(content: content, look: look, summary: look.seed ? summarize(text, path: path) : nil)
            }
        }

        var summaries: [Int: FileSummary] = [:]
        var unread: [Int] = []
        var skipped: [SkippedFile] = []
        for (position, look) in looks.enumerated() {
            if let reason = look.look.skipped {
                skipped.append(SkippedFile(file: files[position].relativePath, reason: reason))
            } else if let summary = look.summary {
                summaries[position] = summary
            } else {
                unread.append(position)
            }
        }
        let digest = Self.digest(files, looks)
        if let rounds = cached?.rounds, rounds.digest == digest {
            let positions = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1.relativePath, $0) })
            let remembered = rounds.indexed.compactMap { positions[$0] }.filter { summaries[$0] != nil || looks[$0].earlier != nil }
            if remembered.count == rounds.indexed.count {
                for position in remembered where summaries[position] == nil { summaries[position] = looks[position].earlier }
                let index = ProjectIndex(summaries: Array(summaries.values))
                return result(files, looks: looks, summaries: summaries, index: index, skipped: skipped, digest: digest)
            }
        }
        var scanned: Set<String> = []
        while true {
            let index = ProjectIndex(summaries: Array(summaries.values))
            let names = RelevantNames.of(index).subtracting(scanned)
            guard !names.isEmpty, !unread.isEmpty else {
                return result(files, looks: looks, summaries: summaries, index: index, skipped: skipped, digest: digest)
            }
            scanned.formUnion(names)
            let matcher = WordMatcher(words: names, wholeWords: true)
            let found = ConcurrentMap.map(unread, jobs: jobs) { position -> FileSummary? in
                let url = files[position].url
                guard let bytes = FileManager.default.contents(atPath: url.path), matcher.matches(bytes) else { return nil }
                if let earlier = looks[position].earlier { return earlier }
                guard case .source(let text, _) = SourceLoader.load(url, maxFileSize: maxFileSize) else { return nil }
                return summarize(text, path: files[position].relativePath)
            }
            for (position, summary) in zip(unread, found) {
                if let summary { summaries[position] = summary }
            }
            unread.removeAll { summaries[$0] != nil }
        }
    }

    private func result(
        _ files: [SourceFileReference], looks: [Look], summaries: [Int: FileSummary], index: ProjectIndex,
        skipped: [SkippedFile], digest: String
    ) -> Result {
        let indexed = Set(summaries.keys)
        var toReview = indexed
        var customising: Set<String> = []
        var cacheable: [String: CachedFile] = [:]
        for (position, look) in looks.enumerated() {
            let path = files[position].relativePath
            if look.look.triggered { toReview.insert(position) }
            if look.look.customises { customising.insert(path) }
            if let content = look.content {
                cacheable[path] = CachedFile(content: content, look: look.look, summary: summaries[position] ?? look.earlier)
            }
        }
        return Result(
            index: index, indexed: indexed.sorted().map { files[$0] }, toReview: toReview.sorted().map { files[$0] },
            customising: customising, skipped: skipped, cacheable: cacheable,
            rounds: ReviewCache.Rounds(digest: digest, indexed: indexed.sorted().map { files[$0].relativePath })
        )
    }

    /// The hash of every file's path and content: equal digests, equal rounds.
    private static func digest(_ files: [SourceFileReference], _ looks: [Look]) -> String {
        StableHash.hex(zip(files, looks).map { file, look in
            "\(file.relativePath)\u{1F}\(look.content.map { "\($0.size) \($0.hash)" } ?? look.look.skipped ?? "")"
        }.joined(separator: "\n"))
    }

    /// A file's summary, from a tree parsed for it alone.
    public static func summarize(_ text: String, path: String) -> FileSummary {
        FileSummarizer.summarize(Parser.parse(source: text), path: path)
    }

    /// The summary of a file of this review, keeping its tree when the cache has room.
    private func summarize(_ text: String, path: String) -> FileSummary {
        let tree = meter.parse(text)
        trees?.keep(tree, source: text, path: path)
        return FileSummarizer.summarize(tree, path: path)
    }

    /// The first pass's look at one file.
    private struct Look: Sendable {
        /// `nil` when the file could not be read.
        var content: ContentKey?
        var look: FileLook
        /// The summary, for a seed.
        var summary: FileSummary?
        /// The summary an earlier review made of the same content, if any.
        var earlier: FileSummary?

        init(content: ContentKey? = nil, look: FileLook, summary: FileSummary? = nil, earlier: FileSummary? = nil) {
            self.content = content
            self.look = look
            self.summary = summary
            self.earlier = earlier
        }
    }
}
