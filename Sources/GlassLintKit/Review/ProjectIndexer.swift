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
    }

    public func index(_ files: [SourceFileReference]) -> Result {
        let looks = ConcurrentMap.map(files, jobs: jobs) { reference -> FirstLook in
            switch SourceLoader.load(reference.url, maxFileSize: maxFileSize) {
            case .skipped(let reason):
                return .skipped(SkippedFile(file: reference.relativePath, reason: reason))
            case .source(let text, let bytes):
                let customises = CustomisationScanner.mayCustomise(bytes)
                let triggered = parseAll || customises || prefilter.needsSyntaxTree(bytes)
                guard parseAll || Self.isSeed(bytes) else { return .unread(triggered: triggered, customises: customises) }
                return .read(summarize(text, path: reference.relativePath), customises: customises)
            }
        }
        var summaries: [Int: FileSummary] = [:]
        var unread: [Int] = []
        var triggered: Set<Int> = []
        var skipped: [SkippedFile] = []
        var customising: Set<String> = []
        for (position, look) in looks.enumerated() {
            switch look {
            case .skipped(let file): skipped.append(file)
            case .unread(let isTriggered, let customises):
                unread.append(position)
                if isTriggered { triggered.insert(position) }
                if customises { customising.insert(files[position].relativePath) }
            case .read(let summary, let customises):
                summaries[position] = summary
                if customises { customising.insert(files[position].relativePath) }
            }
        }
        var scanned: Set<String> = []
        while true {
            let index = ProjectIndex(summaries: Array(summaries.values))
            let names = RelevantNames.of(index).subtracting(scanned)
            guard !names.isEmpty, !unread.isEmpty else {
                let indexed = Set(summaries.keys)
                return Result(
                    index: index, indexed: indexed.sorted().map { files[$0] },
                    toReview: indexed.union(triggered).sorted().map { files[$0] }, customising: customising,
                    skipped: skipped
                )
            }
            scanned.formUnion(names)
            let matcher = WordMatcher(words: names, wholeWords: true)
            let found = ConcurrentMap.map(unread, jobs: jobs) { position -> FileSummary? in
                let url = files[position].url
                guard let bytes = FileManager.default.contents(atPath: url.path), matcher.matches(bytes),
                      case .source(let text, _) = SourceLoader.load(url, maxFileSize: maxFileSize)
                else { return nil }
                return summarize(text, path: files[position].relativePath)
            }
            for (position, summary) in zip(unread, found) {
                if let summary { summaries[position] = summary }
            }
            unread.removeAll { summaries[$0] != nil }
        }
    }

    /// A file's summary, from a tree parsed for it alone.
    public static func summarize(_ text: String, path: String) -> FileSummary {
        FileSummarizer.summarize(Parser.parse(source: text), path: path)
    }

    /// The summary of a file of this review, keeping its tree when the cache has room.
    private func summarize(_ text: String, path: String) -> FileSummary {
        let tree = Parser.parse(source: text)
        trees?.keep(tree, source: text, path: path)
        return FileSummarizer.summarize(tree, path: path)
    }

    private enum FirstLook: Sendable {
        case skipped(SkippedFile)
        /// Not read into the index; `triggered` when the second pass must review it.
        case unread(triggered: Bool, customises: Bool)
        case read(FileSummary, customises: Bool)
    }
}
