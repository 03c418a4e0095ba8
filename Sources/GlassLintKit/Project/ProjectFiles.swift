import Foundation

/// The files under the reviewed root that hold project facts: SwiftPM manifests, Xcode
/// projects and workspaces, and Info.plists. Build output, dependencies and hidden folders
/// are skipped, as they are for Swift files.
struct ProjectFiles {
    private(set) var manifests: [URL] = []
    private(set) var xcodeProjects: [URL] = []
    private(set) var workspaces: [URL] = []
    private(set) var infoPlists: [URL] = []

    init(root: URL) {
        FolderWalker.walk(root.path) { path, name, kind in visit(path, name: name, kind: kind) }
        finish()
    }

    /// None yet: another walk of the root (`SourceDiscovery`'s) gives its entries to `visit`.
    init() {}

    /// Takes one entry of a walk of the root; for a folder, whether to walk into it.
    mutating func visit(_ path: String, name: String, kind: FolderWalker.Kind) -> Bool {
        switch kind {
        case .folder:
            if name.hasSuffix(".xcodeproj") {
                xcodeProjects.append(URL(fileURLWithPath: path))
            } else if name.hasSuffix(".xcworkspace") {
                workspaces.append(URL(fileURLWithPath: path))
            } else {
                return !SourceDiscovery.isSkippedFolder(name)
            }
        case .file:
            if name == "Package.swift" {
                manifests.append(URL(fileURLWithPath: path))
            } else if InfoPlist.isInfoPlist(name) {
                infoPlists.append(URL(fileURLWithPath: path))
            }
        case .link, .other:
            break
        }
        return false
    }

    /// Puts what the walk found in order.
    mutating func finish() {
        manifests.sort { $0.path < $1.path }
        xcodeProjects.sort { $0.path < $1.path }
        workspaces.sort { $0.path < $1.path }
        infoPlists.sort { $0.path < $1.path }
    }

    /// `url` relative to `root` with `/` separators (`""` for the root itself); the full
    /// path when it lies outside.
    static func relativePath(of url: URL, root: URL) -> String {
        let path = url.standardizedFileURL.path
        let rootPath = root.standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        if path + "/" == prefix { return "" }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
