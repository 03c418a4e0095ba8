/// Which targets compile a path, found through the path's own folders instead of by asking
/// every target: it is asked for every file of the project, in projects of hundreds of
/// targets.
struct SourceOwners {
    private let memberships: [SourceMembership]
    private var byFile: [String: [Int]] = [:]
    /// Folders without a trailing slash; looked up by the path's own prefixes, unbuilt.
    private var byFolder: [Substring: [Int]] = [:]
    /// Targets that compile the whole root.
    private var everywhere: [Int] = []

    init(_ memberships: [SourceMembership]) {
        self.memberships = memberships
        for (index, membership) in memberships.enumerated() {
            for file in membership.files { byFile[file, default: []].append(index) }
            for folder in membership.folders {
                if folder.isEmpty {
                    everywhere.append(index)
                } else {
                    byFolder[folder.hasSuffix("/") ? folder.dropLast() : Substring(folder), default: []].append(index)
                }
            }
        }
    }

    /// The positions of the memberships that hold `path`, in order.
    func owners(of path: String) -> [Int] {
        var candidates = candidates(for: path)
        if candidates.count > 1 { candidates = Array(Set(candidates)).sorted() }
        return candidates.filter { memberships[$0].contains(path) }
    }

    /// Whether some membership holds `path`.
    func holds(_ path: String) -> Bool {
        candidates(for: path).contains { memberships[$0].contains(path) }
    }

    /// The memberships that may hold `path`: those listing it, or a folder it is in or is.
    private func candidates(for path: String) -> [Int] {
        var found = everywhere
        if let listed = byFile[path] { found += listed }
        var prefix = Substring(path)
        while true {
            if let folders = byFolder[prefix] { found += folders }
            guard let slash = prefix.lastIndex(of: "/") else { return found }
            prefix = prefix[..<slash]
        }
    }
}
