import Foundation

/// The targets of one Swift package as build targets: each built for the platforms of
/// `platforms:`, compiling the files of its folder (`path:`, or SwiftPM's conventional
/// `Sources/<name>`, `Tests/<name>`, …). Macros and plugins run on the build machine, so
/// their platforms are left empty. A manifest none of whose targets is on disk (or that
/// declares none) is one target of its whole folder, named after the package, less the
/// folders of packages nested in it.
enum SwiftPackage {
    /// The folders SwiftPM looks in for a target without `path:`, in its order.
    private static let conventionalFolders: [PackageManifest.Target.Kind: [String]] = [
        .target: ["Sources", "Source", "src", "srcs"],
        .executableTarget: ["Sources", "Source", "src", "srcs"],
        .macro: ["Sources", "Source", "src", "srcs"],
        .testTarget: ["Tests", "Sources", "Source", "src", "srcs"],
        .plugin: ["Plugins"],
    ]

    static func targets(of manifest: PackageManifest, at url: URL, root: URL, nestedPackages: [URL]) -> [BuildTarget] {
        let packageFolder = url.deletingLastPathComponent()
        let origin = ProjectFiles.relativePath(of: url, root: root)
        let platforms = Array(Set(manifest.deploymentTargets.map(\.platform))).sorted()
        let found = manifest.targets.compactMap { target -> BuildTarget? in
            guard let folder = folder(of: target, in: packageFolder) else { return nil }
            let folderPath = ProjectFiles.relativePath(of: folder, root: root)
            let inFolder = { (relative: String) in folderPath.isEmpty ? relative : folderPath + "/" + relative }
            let runsOnBuildMachine = target.kind == .macro || target.kind == .plugin
            return BuildTarget(
                name: target.name, origin: origin,
                platforms: runsOnBuildMachine ? [] : platforms,
                deploymentTargets: runsOnBuildMachine ? [] : manifest.deploymentTargets,
                toolsVersion: manifest.toolsVersion, vendsLibrary: manifest.vendsLibrary,
                sources: SourceMembership(
                    folders: target.sources?.map(inFolder) ?? [folderPath],
                    excluded: Set(target.exclude.map(inFolder))
                ),
                dependencies: target.dependencies,
                products: Set(manifest.products.filter { $0.value.contains(target.name) }.keys).union([target.name])
            )
        }
        guard found.isEmpty else { return found }
        return [BuildTarget(
            name: manifest.name ?? "Package", origin: origin, platforms: platforms, deploymentTargets: manifest.deploymentTargets,
            toolsVersion: manifest.toolsVersion, vendsLibrary: manifest.vendsLibrary,
            sources: SourceMembership(
                folders: [ProjectFiles.relativePath(of: packageFolder, root: root)],
                excluded: Set(nestedPackages.map { ProjectFiles.relativePath(of: $0.deletingLastPathComponent(), root: root) })
            )
        )]
    }

    private static func folder(of target: PackageManifest.Target, in package: URL) -> URL? {
        if let path = target.path { return package.appendingPathComponent(path).standardizedFileURL }
        return conventionalFolders[target.kind]?
            .map { package.appendingPathComponent($0).appendingPathComponent(target.name) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
