import Foundation

/// The object graph of a `project.pbxproj`: objects by id, and the file-system location of
/// files and groups, resolved through their groups as Xcode does (`<group>`, `SOURCE_ROOT`,
/// `<absolute>`). Locations in the SDK or the build folder are not in the project: `nil`.
struct PBXObjects {
    private let objects: [String: [String: Any]]
    private let projectFolder: URL
    /// The group holding each file or group.
    private var parents: [String: String] = [:]

    init(_ objects: [String: [String: Any]], projectFolder: URL) {
        self.objects = objects
        self.projectFolder = projectFolder
        for (id, object) in objects {
            for child in Self.ids("children", of: object) { parents[child] = id }
        }
    }

    subscript(id: String?) -> [String: Any]? {
        id.flatMap { objects[$0] }
    }

    /// The objects of one kind (`isa`), sorted by id so that reading is deterministic.
    func all(_ isa: String) -> [(id: String, object: [String: Any])] {
        objects.filter { $0.value["isa"] as? String == isa }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    static func ids(_ key: String, of object: [String: Any]?) -> [String] {
        object?[key] as? [String] ?? []
    }

    /// Where a file reference or group is on disk.
    func location(of id: String) -> URL? {
        location(of: id, depth: 0)
    }

    private func location(of id: String, depth: Int) -> URL? {
        // A malformed project can make groups contain each other.
        guard depth < 64, let object = objects[id] else { return nil }
        let path = object["path"] as? String
        let base: URL?
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<absolute>": base = URL(fileURLWithPath: "/")
        case "SOURCE_ROOT": base = projectFolder
        case "<group>": base = parents[id].map { location(of: $0, depth: depth + 1) } ?? projectFolder
        default: base = nil
        }
        guard let base else { return nil }
        return (path.map { base.appendingPathComponent($0) } ?? base).standardizedFileURL
    }
}
