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
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return }
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: Set(keys))
            guard values?.isSymbolicLink != true else { continue }
            if values?.isDirectory == true {
                switch url.pathExtension {
                case "xcodeproj": xcodeProjects.append(url)
                case "xcworkspace": workspaces.append(url)
                default:
                    if name.hasPrefix(".") || SourceDiscovery.skippedFolders.contains(name) { enumerator.skipDescendants() }
                    continue
                }
                enumerator.skipDescendants()
            } else if name == "Package.swift" {
                manifests.append(url)
            } else if InfoPlist.isInfoPlist(name) {
                infoPlists.append(url)
            }
        }
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
