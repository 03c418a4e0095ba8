import Foundation

/// Results of earlier reviews, one file per reviewed project in a cache folder, so that
/// a second review of an unchanged tree reads each file once and parses none. Every
/// result is kept under the tool's build, the configuration and the file's content key;
/// a review's findings also under the project key (facts and index) they depend on. A
/// store that is missing, unreadable or made under another key is simply not used.
public struct ReviewCache: Sendable {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/glasslint`, else `~/Library/Caches/glasslint` on macOS and
    /// `~/.cache/glasslint` elsewhere.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("glasslint")
        }
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        #if os(macOS)
        return home.appendingPathComponent("Library/Caches/glasslint")
        #else
        return home.appendingPathComponent(".cache/glasslint")
        #endif
    }

    /// What one project's store holds.
    struct Contents: Sendable {
        /// The tool's build, the configuration and how files were chosen (`storeKey`).
        var key: String
        /// The files the index read, for the digest of every file's path and content.
        var rounds: Rounds?
        var files: [String: CachedFile] = [:]
        /// The view types and helpers with findings that nothing uses, under the rounds'
        /// digest: like the rounds, they depend only on every file's content.
        var unused: Unused?
    }

    struct Unused: Sendable, Equatable {
        var digest: String
        var names: Set<String>
    }

    /// The outcome of the index's rounds, which depends on nothing but every file's content.
    struct Rounds: Sendable, Equatable {
        var digest: String
        var indexed: [String]
    }

    /// The key of a whole store: results made by another build of glasslint, under another
    /// configuration, are never reused.
    static func storeKey(configuration: Configuration, parseAll: Bool) -> String {
        "\(toolBuild) \(configuration.fingerprint) \(parseAll ? "parse-all" : "prefiltered")"
    }

    /// The running build: its version, and the size and time of its executable, so that a
    /// rebuilt glasslint (a new rule, a fixed one) never reads the findings of the old one.
    static let toolBuild: String = {
        var build = GlassLint.version
        if let path = Bundle.main.executablePath,
           let attributes = try? FileManager.default.attributesOfItem(atPath: path),
           let size = (attributes[.size] as? NSNumber)?.intValue,
           let date = attributes[.modificationDate] as? Date {
            build += "+\(size).\(Int(date.timeIntervalSince1970))"
        }
        return build
    }()

    /// The store of the project at `root`, if there is one made under `key`.
    func load(root: URL, key: String) -> Contents? {
        guard let data = FileManager.default.contents(atPath: storeURL(root: root).path) else { return nil }
        return CacheStoreFormat.read(data, key: key)
    }

    /// Replaces the store of the project at `root`, atomically.
    func save(_ contents: Contents, root: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try CacheStoreFormat.write(contents).write(to: storeURL(root: root), options: .atomic)
        } catch {
            throw GlassLintError("cannot write the cache in \(folder.path) (\(error.localizedDescription)); use --no-cache or --cache-path")
        }
    }

    /// One store per reviewed folder, named by the hash of its full path.
    func storeURL(root: URL) -> URL {
        folder.appendingPathComponent("review-\(StableHash.hex(root.standardizedFileURL.path)).cache")
    }
}
