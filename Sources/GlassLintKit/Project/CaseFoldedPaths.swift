/// The paths of the files found, looked up regardless of case. Xcode finds a project's files
/// on a disk that ignores case, as a Mac's does unless formatted otherwise: a group whose
/// path is `photoEditor` holds the files of the folder `PhotoEditor`, and the project builds.
/// Read on a disk that minds case, such a path names nothing, and the files it meant would
/// look compiled by no target.
struct CaseFoldedPaths {
    /// The files found and the folders above them.
    private let found: Set<String>
    /// The same paths by their lowercased spelling; `nil` for one found in two spellings.
    private let byFolding: [String: String?]

    init(_ files: [String]) {
        var found = Set(files)
        for file in files {
            var folder = Substring(file)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard found.insert(String(folder)).inserted else { break }
            }
        }
        var byFolding: [String: String?] = [:]
        for path in found {
            let folded = path.lowercased()
            byFolding[folded] = byFolding[folded] == nil ? path : .some(nil)
        }
        self.found = found
        self.byFolding = byFolding
    }

    /// The path as found: `path` itself when it names a file or folder found, else the one
    /// found path it spells in another case, else `path`.
    func resolve(_ path: String) -> String {
        guard !path.isEmpty, !found.contains(path), let match = byFolding[path.lowercased()], let match else { return path }
        return match
    }
}

extension SourceMembership {
    /// The membership with each path spelled as the file or folder found.
    func resolvingCase(_ paths: CaseFoldedPaths) -> SourceMembership {
        SourceMembership(
            files: Set(files.map(paths.resolve)), folders: folders.map(paths.resolve), excluded: Set(excluded.map(paths.resolve)),
            platformFilters: Dictionary(platformFilters.map { (paths.resolve($0.key), $0.value) }) { $0.union($1) }
        )
    }
}
