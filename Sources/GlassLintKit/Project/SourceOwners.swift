/// Which targets compile a path, found through the path's own folders instead of by asking
/// every target: it is asked for every file of the project, in projects of hundreds of
/// targets.
struct SourceOwners {
    private let memberships: [SourceMembership]
    private var byFile: [String: [Int]] = [:]
    /// Folders without a trailing slash.
    private var byFolder: [String: [Int]] = [:]
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
                    byFolder[folder.hasSuffix("/") ? String(folder.dropLast()) : folder, default: []].append(index)
                }
            }
        }
    }

    /// The positions of the memberships that hold `path`, in order.
    func owners(of path: String) -> [Int] {
        var candidates = everywhere + (byFile[path] ?? []) + (byFolder[path] ?? [])
        var end = path.endIndex
        while let slash = path[..<end].lastIndex(of: "/") {
            candidates += byFolder[String(path[..<slash])] ?? []
            end = slash
        }
        guard !candidates.isEmpty else { return [] }
        return Set(candidates).sorted().filter { memberships[$0].contains(path) }
    }
}
