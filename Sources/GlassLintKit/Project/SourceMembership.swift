/// Which files a target compiles, as paths relative to the reviewed root: files listed one
/// by one (Xcode build phases), folders compiled whole (SwiftPM targets, Xcode synchronized
/// folders), and what is excluded from those folders.
public struct SourceMembership: Hashable, Sendable {
    public var files: Set<String>
    /// Folders whose every file belongs; `""` is the whole root.
    public var folders: [String]
    /// Files or folders inside `folders` that do not belong.
    public var excluded: Set<String>
    /// Files compiled only for some of the target's platforms (Xcode's per-file platform
    /// filters: `platformFilter = ios`, `platformFilters = (xros, )`).
    public var platformFilters: [String: Set<ApplePlatform>]

    public init(
        files: Set<String> = [], folders: [String] = [], excluded: Set<String> = [],
        platformFilters: [String: Set<ApplePlatform>] = [:]
    ) {
        self.files = files
        self.folders = folders
        self.excluded = excluded
        self.platformFilters = platformFilters
    }

    /// Every file under the root: the one target of a rule example.
    public static let everything = SourceMembership(folders: [""])

    public func contains(_ path: String) -> Bool {
        if files.contains(path) { return true }
        guard folders.contains(where: { Self.path(path, isInside: $0) }) else { return false }
        return !excluded.contains { $0 == path || Self.path(path, isInside: $0) }
    }

    /// True for the folder itself too: SwiftPM's `sources:` may name single files.
    /// Whether `path` lies in one of the folders, excluded or not: a SwiftPM target's
    /// Info.plist is its own even when `exclude:` keeps it from the sources.
    public func folderHolds(_ path: String) -> Bool {
        folders.contains { !$0.isEmpty && Self.path(path, isInside: $0) }
    }

    static func path(_ path: String, isInside folder: String) -> Bool {
        // Asked for every file of the project against every folder: no string is built.
        guard !folder.isEmpty, folder != path else { return true }
        guard path.hasPrefix(folder) else { return false }
        return folder.hasSuffix("/") || path.dropFirst(folder.count).first == "/"
    }
}
