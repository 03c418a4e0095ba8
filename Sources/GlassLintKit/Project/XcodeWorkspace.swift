import Foundation

/// The Xcode projects an `.xcworkspace` names in its `contents.xcworkspacedata`, with
/// their `group:`, `container:` and `absolute:` locations resolved.
enum XcodeWorkspace {
    static func projects(in workspace: URL) -> Result<[URL], PropertyListFile.Unreadable> {
        let file = workspace.appendingPathComponent("contents.xcworkspacedata")
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
            return .failure(PropertyListFile.Unreadable("cannot be read"))
        }
        guard text.contains("<Workspace") else {
            return .failure(PropertyListFile.Unreadable("is not a workspace description"))
        }
        let container = workspace.deletingLastPathComponent()
        var groups = [container]
        var projects: [URL] = []
        for tag in text.components(separatedBy: "<").dropFirst() {
            if tag.hasPrefix("/Group") {
                if groups.count > 1 { groups.removeLast() }
                continue
            }
            guard tag.hasPrefix("Group") || tag.hasPrefix("FileRef"),
                  let location = attribute("location", in: tag).flatMap({ resolve($0, group: groups.last!, container: container) })
            else { continue }
            if tag.hasPrefix("Group") {
                // A group written `<Group … />` holds nothing and is not closed.
                if !tag.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("/>") { groups.append(location) }
            } else if location.pathExtension == "xcodeproj" {
                projects.append(location.standardizedFileURL)
            }
        }
        return .success(projects)
    }

    private static func resolve(_ location: String, group: URL, container: URL) -> URL? {
        let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "group": return parts[1].isEmpty ? group : group.appendingPathComponent(parts[1])
        case "container": return container.appendingPathComponent(parts[1])
        case "absolute": return URL(fileURLWithPath: parts[1])
        default: return nil
        }
    }

    /// `name = "value"` inside one tag.
    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: name) else { return nil }
        let rest = tag[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }
}
