import Foundation
import PackagePlugin

/// Reviews a target's Swift files on every build that changes them, and prints the findings
/// in the compiler's format, so `swift build` and Xcode show them as warnings next to the
/// compiler's. The review never fails the build (`--fail-on never`); a usage or
/// configuration error does, since then nothing was reviewed.
///
/// The review reads the facts of the whole package (`--root`: its platforms, deployment
/// targets and which target compiles which file), and reports the target's files only, so
/// the availability findings of a build are those of `swift package glasslint review`.
///
/// The command declares the target's files (and the configuration) as its inputs and a stamp
/// file in the plugin's work folder as its output, so the build system runs it again only
/// when one of them changed; the manifest is an input too, since the facts come from it. glasslint only reads source text: nothing of the package
/// is built or run for the review.
@main
struct GlassLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        let folder = TargetReview.commonFolder(of: files)
        let package = context.package.directoryURL
        let review = TargetReview(
            name: target.name, folder: folder, project: package,
            files: files + [package.appendingPathComponent("Package.swift")],
            configurationFolders: [folder, package],
            workFolder: context.pluginWorkDirectoryURL
        )
        return [try review.command(glasslint: context.tool(named: "glasslint").url)]
    }
}

/// One target's review as a build command.
struct TargetReview {
    let name: String
    /// The folder reviewed: findings are reported with absolute paths under it.
    let folder: URL
    /// The package or project the folder belongs to: the review reads its facts.
    let project: URL
    /// What the review reads: the Swift files, and the files the facts come from.
    let files: [URL]
    /// Where to look for `.glasslint.json`, nearest first.
    let configurationFolders: [URL]
    let workFolder: URL

    func command(glasslint: URL) -> Command {
        // The build compiles every Swift file a command outputs and bundles any other file as
        // a resource: an empty Swift file is the one output that changes nothing.
        let stamp = workFolder.appendingPathComponent("GlassLintReviewStamp.swift")
        // The build's sandbox lets the plugin write only in its work folder: the cache lives there.
        var arguments = [
            "review", folder.path, "--root", project.path, "--format", "xcode", "--fail-on", "never", "--stamp", stamp.path,
            "--cache-path", workFolder.appendingPathComponent("cache").path,
        ]
        var inputs = files
        if let configuration {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        return .buildCommand(
            displayName: "Reviewing the Liquid Glass code of \(name)",
            executable: glasslint, arguments: arguments,
            inputFiles: inputs, outputFiles: [stamp]
        )
    }

    /// The deepest folder that holds every file: the target's folder, or a folder inside it
    /// when all its Swift files sit lower. SwiftPM targets never overlap, so it holds no
    /// other target's files. (`Target.directoryURL` needs tools 6.1.)
    static func commonFolder(of files: [URL]) -> URL {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        var common = folders[0]
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }

    /// The nearest `.glasslint.json`: the target's own, else the package's or project's.
    private var configuration: URL? {
        configurationFolders
            .map { $0.appendingPathComponent(".glasslint.json") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project a target has no folder of its own: the project's folder is
/// reviewed, and the target's Swift files are the inputs that decide when to review again.
extension GlassLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
        guard !files.isEmpty else { return [] }
        let project = context.xcodeProject.directoryURL
        let review = TargetReview(
            name: target.displayName, folder: project, project: project, files: files,
            configurationFolders: [project], workFolder: context.pluginWorkDirectoryURL
        )
        return [try review.command(glasslint: context.tool(named: "glasslint").url)]
    }
}
#endif
