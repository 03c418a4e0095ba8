import Foundation

/// Decides where the adoption refactor's helpers are declared: one `LiquidGlassCompat.swift`
/// per module that needs them, so that every target compiling a call site sees each helper
/// it calls exactly once. A target is a SwiftPM target or an Xcode target; where a file
/// lands is read from the project facts (the folders a target compiles whole), so a new
/// file goes only where its targets are known. Files shared by several targets are placed
/// first, so that a target's own files reuse the helpers the shared folder already gives
/// it. A call site whose helpers cannot be given to all its targets without declaring one
/// twice, or whose new file would belong to no known target, is left as it was.
struct HelperPlacement {
    /// One helper file: written by an earlier run (`index` into the fixed files) or planned.
    struct HelperFile {
        var path: String
        var index: Int?
        /// The targets that compile it.
        var targets: Set<String>
        var helpers: Set<CompatHelper>
    }

    let facts: ProjectContext
    let root: URL
    private(set) var files: [HelperFile]
    /// The helpers each target already sees.
    private var declared: [String: Set<CompatHelper>] = [:]
    /// The call sites' files and the helpers they can call.
    private var provided: [String: Set<CompatHelper>] = [:]

    /// Starts from the helper files earlier runs wrote: `existing` pairs the index of each
    /// among the fixed files with its path and helpers.
    init(facts: ProjectContext, root: URL, existing: [(index: Int, path: String, helpers: Set<CompatHelper>)]) {
        self.facts = facts
        self.root = root
        files = existing.map { HelperFile(path: $0.path, index: $0.index, targets: Self.targets(of: $0.path, in: facts), helpers: $0.helpers) }
        for file in files {
            for target in file.targets { declared[target, default: []].formUnion(file.helpers) }
        }
    }

    /// Places the helpers `needs` asks for, per call site file.
    mutating func place(_ needs: [String: Set<CompatHelper>]) {
        let groups = Dictionary(grouping: needs.filter { !$0.value.isEmpty }.keys.sorted()) { Self.targets(of: $0, in: facts) }
            .map { (targets: $0.key, paths: $0.value, name: $0.key.sorted().joined(separator: ",")) }
        // Shared files first: the helpers they get serve each of their targets' own files.
        for group in groups.sorted(by: { ($0.targets.count, $1.name) > ($1.targets.count, $0.name) }) {
            let wanted = group.paths.reduce(into: Set<CompatHelper>()) { $0.formUnion(needs[$1] ?? []) }
            let folders = group.paths.map(Self.folder)
            // Their common folder, else the folder of one of them, whichever its targets compile.
            var candidates = [folders.reduce(folders[0], AdoptionRefactor.commonFolder)]
            for folder in folders where !candidates.contains(folder) { candidates.append(folder) }
            let given = give(wanted, to: group.targets, folders: candidates)
            for path in group.paths { provided[path] = given }
        }
    }

    /// Whether the call sites of `path` can call `helper`.
    func provides(_ helper: CompatHelper, to path: String) -> Bool {
        provided[path]?.contains(helper) == true
    }

    /// Gives `helpers` to every one of `targets` and returns those it could give: the ones
    /// each target sees already, and those a helper file of theirs, old or new, can declare
    /// without a target seeing one twice.
    private mutating func give(_ helpers: Set<CompatHelper>, to targets: Set<String>, folders: [String]) -> Set<CompatHelper> {
        let seenByAll = helpers.filter { helper in !targets.isEmpty && targets.allSatisfy { declared[$0]?.contains(helper) == true } }
        let missing = helpers.subtracting(seenByAll).filter { helper in
            !targets.contains { declared[$0]?.contains(helper) == true }
        }
        guard !missing.isEmpty else { return seenByAll }
        for folder in folders {
            guard let chosen = fileIndex(for: missing, targets: targets, folder: folder) else { continue }
            files[chosen].helpers.formUnion(missing)
            for target in files[chosen].targets { declared[target, default: []].formUnion(missing) }
            return seenByAll.union(missing)
        }
        return seenByAll
    }

    /// The helper file that can declare `missing` for `targets`: one already there or
    /// planned, compiled by each of the targets and by none that sees one of them; else a
    /// new one in `folder`. Files in no known target share a file in their common folder.
    private mutating func fileIndex(for missing: Set<CompatHelper>, targets: Set<String>, folder: String) -> Int? {
        let path = folder.isEmpty ? CompatFile.name : folder + "/" + CompatFile.name
        let declared = declared
        func fits(_ file: HelperFile) -> Bool {
            targets.isEmpty
                ? file.targets.isEmpty && file.path == path
                : file.targets.isSuperset(of: targets) && !file.targets.contains { declared[$0]?.isDisjoint(with: missing) == false }
        }
        if let found = files.firstIndex(where: fits) { return found }
        let planned = HelperFile(path: path, index: nil, targets: Self.targets(of: path, in: facts), helpers: [])
        guard !files.contains(where: { $0.path == path }), fits(planned),
              !FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
        else { return nil }
        files.append(planned)
        return files.count - 1
    }

    /// The targets that compile the file at `path`, existing or not, by name and project.
    static func targets(of path: String, in facts: ProjectContext) -> Set<String> {
        Set(facts.deployment(for: path).targets.map { "\($0.origin)\u{1F}\($0.name)" })
    }

    static func folder(_ path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }
}
