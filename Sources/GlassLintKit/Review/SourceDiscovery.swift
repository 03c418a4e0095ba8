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

    /// One folder: it is the root. One file: its folder is. Several paths: the current
    /// directory is, so that their paths stay distinct.
    public init(paths: [String], currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws {
        let paths = paths.isEmpty ? ["."] : paths
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
        if paths.count == 1 {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: inputs[0].path, isDirectory: &isDirectory)
            root = isDirectory.boolValue ? inputs[0] : inputs[0].deletingLastPathComponent()
            displayRoot = isDirectory.boolValue ? paths[0] : (paths[0] as NSString).deletingLastPathComponent
        } else {
            root = currentDirectory.standardizedFileURL
            displayRoot = "."
        }
    }

    /// The Swift files to review, sorted by relative path, each once.
    public func files() -> [SourceFileReference] {
        var found: Set<SourceFileReference> = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                collect(in: input, into: &found)
            } else if input.pathExtension == "swift" {
                found.insert(reference(for: input))
            }
        }
        return found.sorted { $0.relativePath < $1.relativePath }
    }

    private func collect(in folder: URL, into found: inout Set<SourceFileReference>) {
        FolderWalker.walk(folder.path) { path, name, kind in
            switch kind {
            case .folder:
                return !name.hasPrefix(".") && !Self.skippedFolders.contains(name)
            case .file where name.hasSuffix(".swift"):
                let url = URL(fileURLWithPath: path)
                if url.pathExtension == "swift" { found.insert(reference(for: url)) }
            case .file:
                break
            case .link:
                // Links are not followed: a linked file is reviewed where it really lives.
                break
            }
            return false
        }
    }

    private func reference(for url: URL) -> SourceFileReference {
        let standardized = url.standardizedFileURL
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let path = standardized.path
        let relative = path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
        return SourceFileReference(url: standardized, relativePath: relative)
    }
}
