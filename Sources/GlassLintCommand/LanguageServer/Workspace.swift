import Foundation
import GlassLintKit

/// What the editor has open and the projects it belongs to. Each workspace folder is read
/// once into a `LiveProject` and kept warm; a document outside every folder is a project
/// of its own. A project is read again when a save shows that its configuration or a file
/// its facts come from (`Package.swift`, an Xcode project, …) changed on disk.
final class Workspace {
    struct Document {
        let uri: String
        var version: Int
        var text: String
        let file: URL
    }

    /// A project and when the files it was read from last changed.
    private struct Held {
        let project: LiveProject
        let inputs: [URL: Date]
    }

    private let folders: [URL]
    private var projects: [URL: Held] = [:]
    private var documents: [String: Document] = [:]
    /// The findings of each open document's last review, for its code actions.
    private var reviewed: [String: DocumentFindings] = [:]
    private let documentation: RuleDocumentation?
    /// Tells the user of a problem that is not a finding: a configuration that cannot be read.
    private let report: (String) -> Void

    init(folders: [URL], documentation: RuleDocumentation?, report: @escaping (String) -> Void) {
        self.folders = folders.map(\.standardizedFileURL)
        self.documentation = documentation
        self.report = report
    }

    /// Reads every workspace folder's project, so that the first document opens warm.
    func warm() {
        for folder in folders where projects[folder] == nil {
            projects[folder] = read(folder)
        }
    }

    /// Only Swift files are reviewed: a client may send every document it has open.
    func open(uri: String, version: Int, text: String) {
        guard let file = Self.file(of: uri), file.pathExtension == "swift" else { return }
        documents[uri] = Document(uri: uri, version: version, text: text, file: file)
        if let (project, path) = project(of: file) {
            project.open(text, at: path)
        }
    }

    func change(uri: String, version: Int, text: String) {
        guard var document = documents[uri] else { return }
        document.version = version
        document.text = text
        documents[uri] = document
        if let (project, path) = project(of: document.file) {
            project.open(text, at: path)
        }
    }

    /// Reads the saved file's project again when its inputs changed on disk (the saved file
    /// may be one of them: `Package.swift`, `.glasslint.json`).
    func save(uri: String) {
        guard let file = documents[uri]?.file ?? Self.file(of: uri) else { return }
        let location = location(of: file)
        guard let held = projects[location], held.inputs != Self.modificationDates(of: held.project) else { return }
        projects[location] = read(location)
        for document in documents.values where self.location(of: document.file) == location {
            if let (project, path) = project(of: document.file) {
                project.open(document.text, at: path)
            }
        }
    }

    func close(uri: String) {
        guard let document = documents.removeValue(forKey: uri) else { return }
        reviewed[uri] = nil
        if let (project, path) = project(of: document.file) {
            project.close(path)
        }
    }

    /// Reviews every open document of the project that holds `uri`: a change to one file can
    /// change the findings of the others.
    func reviewProject(of uri: String) -> [(document: Document, findings: DocumentFindings)] {
        guard let file = documents[uri]?.file ?? Self.file(of: uri) else { return [] }
        let location = location(of: file)
        let affected = documents.values.filter { self.location(of: $0.file) == location }.sorted { $0.uri < $1.uri }
        return affected.map { document in
            let findings = project(of: document.file).map { $0.project.review($0.path) } ?? []
            let result = DocumentFindings(uri: document.uri, text: document.text, findings: findings, documentation: documentation)
            reviewed[document.uri] = result
            return (document, result)
        }
    }

    /// The findings of the document's last review.
    func findings(of uri: String) -> DocumentFindings? {
        reviewed[uri]
    }

    // MARK: Projects

    /// The project holding `file`, read on first use, and the file's path in it.
    private func project(of file: URL) -> (project: LiveProject, path: String)? {
        let location = location(of: file)
        if projects[location] == nil {
            projects[location] = read(location)
        }
        guard let project = projects[location]?.project, let path = project.relativePath(of: file) else { return nil }
        return (project, path)
    }

    /// The innermost workspace folder holding `file`, else the file itself.
    private func location(of file: URL) -> URL {
        let path = file.standardizedFileURL.path
        let holders = folders.filter { path.hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/") }
        return holders.max { $0.path.count < $1.path.count } ?? file.standardizedFileURL
    }

    private func read(_ location: URL) -> Held? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isFolder) else { return nil }
        let root = isFolder.boolValue ? location : location.deletingLastPathComponent()
        let configurationFile = root.appendingPathComponent(Configuration.fileName)
        var configuration = Configuration()
        if FileManager.default.fileExists(atPath: configurationFile.path) {
            do {
                configuration = try Configuration.load(from: configurationFile)
            } catch {
                report("\(GlassLint.name): \(error); reviewing with the default configuration")
            }
        }
        do {
            let project = try LiveProject(at: location, configuration: configuration)
            return Held(project: project, inputs: Self.modificationDates(of: project))
        } catch {
            report("\(GlassLint.name): cannot read the project at \(location.path): \(error)")
            return nil
        }
    }

    /// When the configuration and the files of the project's facts last changed; a missing
    /// file counts too, so that creating one is a change.
    private static func modificationDates(of project: LiveProject) -> [URL: Date] {
        let files = [Configuration.fileName] + project.facts.sources
        var dates: [URL: Date] = [:]
        for file in files.map({ project.root.appendingPathComponent($0) }) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            dates[file] = attributes?[.modificationDate] as? Date ?? .distantPast
        }
        return dates
    }

    /// The file a `file:` URI names; `nil` for other schemes (an unsaved `untitled:` buffer).
    static func file(of uri: String) -> URL? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL
    }
}
