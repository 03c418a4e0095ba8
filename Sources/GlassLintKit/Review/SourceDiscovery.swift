import Foundation

/// A Swift file to review: where it is, and its path relative to the reviewed root.
public struct SourceFileReference: Hashable, Sendable {
    public let url: URL
    public let relativePath: String
}

/// Finds the `.swift` files under the paths given on the command line.
public struct SourceDiscovery: Sendable {
    /// Folders that hold build products, dependencies or tooling state, never reviewed code.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The folder findings are reported relative to.
    public let root: URL
    /// The root as the user wrote it, for the report header.
    public let displayRoot: String
    public let inputs: [URL]
    /// The root with every link resolved: where a followed link must lead.
    let realRoot: String

    /// Whether symbolic links under the root are followed (`--follow-links`).
    public let followsLinks: Bool

    /// One folder: it is the root. One file: its folder is. Several paths: the current
    /// directory is, so that their paths stay distinct. An `explicitRoot` (`--root DIR`) is
    /// the root whatever the paths, which must lie inside it: the project whose facts the
    /// review reads, when only some of its files are reviewed.
    public init(
        paths: [String], currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        explicitRoot: String? = nil, followsLinks: Bool = false
    ) throws {
        self.followsLinks = followsLinks
        let paths = paths.isEmpty ? [explicitRoot ?? "."] : paths
        var inputs: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw GlassLintError("no such file or folder: \(path)")
            }
            inputs.append(url)
        }
        self.inputs = inputs
        if let explicitRoot {
            let folder = URL(fileURLWithPath: explicitRoot, relativeTo: currentDirectory).standardizedFileURL
            root = folder
            displayRoot = explicitRoot
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw GlassLintError("no such folder: \(explicitRoot) (--root)")
            }
            if let outside = zip(paths, inputs).first(where: { !Self.path($0.1.path, isInside: folder.path) }) {
                throw GlassLintError("\(outside.0) is not inside the --root folder \(explicitRoot)")
            }
        } else if paths.count == 1 {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: inputs[0].path, isDirectory: &isDirectory)
            root = isDirectory.boolValue ? inputs[0] : inputs[0].deletingLastPathComponent()
            displayRoot = isDirectory.boolValue ? paths[0] : (paths[0] as NSString).deletingLastPathComponent
        } else {
            root = currentDirectory.standardizedFileURL
            displayRoot = "."
        }
        realRoot = Self.realPath(root.path) ?? root.path
    }

    /// The Swift files to review, sorted by relative path, each once.
    public func files() -> [SourceFileReference] {
        list().files
    }

    /// What a walk of the inputs finds: the Swift files to review, sorted by relative path,
    /// each once, and the symbolic links it did not follow, with the reason.
    ///
    /// Without `followsLinks`, a link to a Swift file or to a folder is not followed and is
    /// reported as skipped. With it, a link is reviewed as the file or folder it leads to,
    /// under that target's own path, provided the target lies inside the root: a link
    /// leading out of the root, a broken link and a loop are reported as skipped. Each
    /// folder is walked once, so links that lead back up do not loop.
    public func list() -> Listing {
        var walk = Walk(discovery: self)
        // A walk of the whole root also lists the files of the project's facts.
        var facts: ProjectFiles? = inputs == [root] ? ProjectFiles() : nil
        for input in inputs {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                walk.collect(in: input, facts: &facts)
                facts?.finish()
            } else if input.pathExtension == "swift" {
                walk.found.insert(reference(for: input))
            }
        }
        return Listing(
            files: walk.found.sorted { $0.relativePath < $1.relativePath },
            skippedLinks: walk.skipped.sorted { $0.file < $1.file }, projectFiles: facts
        )
    }

    public struct Listing: Sendable {
        public var files: [SourceFileReference]
        public var skippedLinks: [SkippedFile]
        /// The files of the project's facts, when the walk covered the whole root.
        var projectFiles: ProjectFiles?
    }

    static let unfollowedLinkReason = "symbolic link (not followed; --follow-links to review it)"
    static let outsideLinkReason = "symbolic link leading outside the reviewed folder (not followed)"
    static let brokenLinkReason = "broken symbolic link, or a loop of links"

    /// One walk over the inputs: what it found so far and the folders it has been in.
    private struct Walk {
        let discovery: SourceDiscovery
        var found: Set<SourceFileReference> = []
        var skipped: Set<SkippedFile> = []
        var walkedFolders: Set<String> = []

        init(discovery: SourceDiscovery) {
            self.discovery = discovery
        }

        /// `facts`, when walking the root itself (not a folder a link leads to), is given every entry.
        mutating func collect(in folder: URL, facts: inout ProjectFiles?) {
            guard walkedFolders.insert(SourceDiscovery.realPath(folder.path) ?? folder.path).inserted else { return }
            FolderWalker.walk(folder.path) { path, name, kind in
                _ = facts?.visit(path, name: name, kind: kind)
                switch kind {
                case .folder:
                    return !SourceDiscovery.isSkippedFolder(name) && !SourceDiscovery.isProjectBundle(name)
                case .link:
                    visitLink(URL(fileURLWithPath: path))
                case .file, .other:
                    // A pipe or a device named `.swift` is listed, and the loader skips it with a reason.
                    // Most files are not Swift: the name says so before any URL is made.
                    guard name.hasSuffix(".swift"), name != ".swift" else { break }
                    found.insert(discovery.reference(forWalked: path))
                }
                return false
            }
        }

        /// A link to a Swift file or to a folder, followed or reported; links to anything
        /// else, and links named like a skipped folder, are ignored like their targets.
        private mutating func visitLink(_ link: URL) {
            let relativePath = discovery.reference(for: link).relativePath
            guard let target = SourceDiscovery.realPath(link.path) else {
                if link.pathExtension == "swift" {
                    skipped.insert(SkippedFile(file: relativePath, reason: SourceDiscovery.brokenLinkReason))
                }
                return
            }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory)
            guard isDirectory.boolValue ? !SourceDiscovery.isSkippedFolder(link.lastPathComponent) : link.pathExtension == "swift" else {
                return
            }
            guard discovery.followsLinks else {
                skipped.insert(SkippedFile(file: relativePath, reason: SourceDiscovery.unfollowedLinkReason))
                return
            }
            let url = URL(fileURLWithPath: target)
            guard SourceDiscovery.path(target, isInside: discovery.realRoot) else {
                skipped.insert(SkippedFile(file: relativePath, reason: SourceDiscovery.outsideLinkReason))
                return
            }
            if isDirectory.boolValue {
                var none: ProjectFiles?
                collect(in: url, facts: &none)
            } else {
                found.insert(discovery.reference(for: url))
            }
        }
    }

    /// An Xcode project or workspace: a bundle of settings, never of sources.
    static func isProjectBundle(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name)
    }

    /// The path with every link resolved; `nil` when it does not exist or links loop.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The reference of a file the walk listed. The walk builds its paths from standardized
    /// folders and never takes `.` or `..`, so they need no standardizing; and it knows the
    /// file is no folder, so its URL need not ask the file system.
    fileprivate func reference(forWalked path: String) -> SourceFileReference {
        for base in [root.path, realRoot] where path != base && Self.path(path, isInside: base) {
            let prefix = base.utf8.count + (base.hasSuffix("/") ? 0 : 1)
            let relativePath = String(decoding: path.utf8.dropFirst(prefix), as: UTF8.self)
            return SourceFileReference(url: URL(fileURLWithPath: path, isDirectory: false), relativePath: relativePath)
        }
        return reference(for: URL(fileURLWithPath: path, isDirectory: false))
    }

    /// A file's reference, its path relative to the root as written or, for the target of
    /// a followed link, to the real root.
    fileprivate func reference(for url: URL) -> SourceFileReference {
        let standardized = url.standardizedFileURL
        let path = standardized.path
        for base in [root.path, realRoot] where Self.path(path, isInside: base) && path != base {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            return SourceFileReference(url: standardized, relativePath: String(path.dropFirst(prefix.count)))
        }
        return SourceFileReference(url: standardized, relativePath: path)
    }

    static func path(_ path: String, isInside folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
