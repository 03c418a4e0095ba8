import Foundation

extension ProjectContext {
    /// Reads the facts under `root`, as text, never by running anything: every
    /// `Package.swift`, every Xcode project (and the projects workspaces name), their
    /// `.xcconfig` files and Info.plists. A package target is built for what links it, less
    /// the platforms its code rules out (`PlatformEvidence`). `files` are the reviewed Swift
    /// files: those no target compiles are listed. Bar and sheet customisation is left to the caller, which
    /// may have the trees already (`CustomisationScanner`). A file that cannot be read is a
    /// problem naming it; the rest is still read. `evidence` is what the first pass of a
    /// review saw in the files; without it, the files are read for it here.
    public static func read(root: URL, files: [SourceFileReference] = []) -> ProjectContext {
        read(root: root, files: files, evidence: PlatformEvidenceBook(reading: files))
    }

    /// `found`: the project's files, when a walk of the root already listed them.
    static func read(root: URL, files: [SourceFileReference], evidence: PlatformEvidenceBook, found: ProjectFiles? = nil) -> ProjectContext {
        var context = readDeclared(root: root, files: files, found: found)
        context.dropPlatformsTheCodeRulesOut(files: files, evidence: evidence)
        return context
    }

    /// What the project files declare, before the code has a say on platforms
    /// (`dropPlatformsTheCodeRulesOut`): a review reads it before its first pass, which
    /// then skips the files no target builds.
    static func readDeclared(root: URL, files: [SourceFileReference], found: ProjectFiles? = nil) -> ProjectContext {
        let found = found ?? ProjectFiles(root: root)
        var context = ProjectContext()
        for url in found.manifests {
            let folder = url.deletingLastPathComponent().path + "/"
            let nested = found.manifests.filter { $0 != url && $0.path.hasPrefix(folder) }
            context.readManifest(url, root: root, nestedPackages: nested)
        }
        var projects = found.xcodeProjects
        for workspace in found.workspaces {
            switch XcodeWorkspace.projects(in: workspace) {
            case .success(let named):
                projects += named.filter { !projects.contains($0) && FileManager.default.fileExists(atPath: $0.path) }
            case .failure(let unreadable):
                let path = ProjectFiles.relativePath(of: workspace, root: root)
                context.problems.append("\(path)/contents.xcworkspacedata \(unreadable.reason)")
            }
        }
        var projectFolders: [String] = []
        for bundle in projects {
            let project = XcodeProject(bundle: bundle, root: root)
            context.targets += project.targets
            context.sources += project.sources
            context.problems += project.problems
            if !project.targets.isEmpty {
                projectFolders.append(ProjectFiles.relativePath(of: bundle.deletingLastPathComponent(), root: root))
            }
        }
        context.narrowPackageTargetsToLinkedPlatforms()
        context.readInfoPlists(found.infoPlists, root: root)
        context.toolchainPins = ToolchainPin.read(root: root)
        if !context.targets.isEmpty {
            let spellings = CaseFoldedPaths(files.map(\.relativePath))
            for position in context.targets.indices {
                context.targets[position].sources = context.targets[position].sources.resolvingCase(spellings)
            }
            let owners = SourceOwners(context.targets.map(\.sources))
            let unclaimed = files.map(\.relativePath).filter { path in !isManifest(path) && !owners.holds(path) }
            context.filesWithoutTarget = unclaimed
            let packageFolders = found.manifests.map { ProjectFiles.relativePath(of: $0.deletingLastPathComponent(), root: root) }
            context.unbuiltFiles = Set(unclaimed.filter { path in
                projectFolders.contains { SourceMembership.path(path, isInside: $0) }
                    && !packageFolders.contains { SourceMembership.path(path, isInside: $0) }
            })
        }
        return context
    }

    private mutating func readManifest(_ url: URL, root: URL, nestedPackages: [URL]) {
        let path = ProjectFiles.relativePath(of: url, root: root)
        sources.append(path)
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            problems.append("\(path): cannot be read as UTF-8 text; its targets are unknown")
            return
        }
        // The manifest is parsed on the caller's thread: a hostile one must not reach the parser.
        if let reason = ParseDepth.problem(in: data) {
            problems.append("\(path): \(reason); its targets are unknown")
            return
        }
        let manifest = PackageManifest(source: text)
        if manifest.hasSyntaxErrors {
            problems.append("\(path): has syntax errors; platforms and targets were read where it parses")
        }
        problems += manifest.unreadable.map { "\(path): cannot read the platform \($0)" }
        targets += SwiftPackage.targets(of: manifest, at: url, root: root, nestedPackages: nestedPackages)
    }

    /// Reads every Info.plist a target names or the tree holds, once each, and gives each
    /// target the switch of its own Info.plist (which wins over a build setting).
    private mutating func readInfoPlists(_ inTree: [URL], root: URL) {
        let named = targets.compactMap(\.infoPlist).map { root.appendingPathComponent($0).standardizedFileURL }
        var switches: [String: CompatibilitySwitch] = [:]
        var held: [String: HeldAppearance] = [:]
        for url in Array(Set(inTree.map(\.standardizedFileURL) + named)).sorted(by: { $0.path < $1.path }) {
            let path = ProjectFiles.relativePath(of: url, root: root)
            guard FileManager.default.fileExists(atPath: url.path) else {
                problems.append("\(path): named as an Info.plist but missing; its compatibility switch is unknown")
                continue
            }
            sources.append(path)
            if let appearance = InfoPlist.heldAppearance(at: url) { held[path] = appearance }
            switch InfoPlist.compatibility(at: url, path: path) {
            case .success(let found): switches[path] = found
            case .failure(let unreadable): problems.append("\(path) \(unreadable.reason); its compatibility switch is unknown")
            }
        }
        for index in targets.indices {
            let plist = targets[index].infoPlist ?? held.keys.sorted().first { targets[index].sources.folderHolds($0) }
            if let plist, let appearance = held[plist] { targets[index].heldAppearance = appearance }
            // A SwiftPM target names no Info.plist; one inside its folder is its own.
            let own = targets[index].infoPlist ?? switches.keys.sorted().first { targets[index].sources.folderHolds($0) }
            if let own, let found = switches[own] {
                targets[index].infoPlist = own
                targets[index].compatibility = found
            }
        }
        let claimed = Set(targets.compactMap(\.infoPlist))
        unclaimedSwitches = switches.filter { !claimed.contains($0.key) }.values.sorted { $0.file < $1.file }
        let unclaimed = Set(held.filter { !claimed.contains($0.key) }.values)
        unclaimedAppearance = unclaimed.count == 1 ? unclaimed.first : nil
    }

    /// `Package.swift` and `Package@swift-6.0.swift` describe the package; no target compiles them.
    private static func isManifest(_ path: String) -> Bool {
        // Asked of every file: the name is cut off without splitting the whole path.
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? Substring(path)
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }
}
