import Foundation

/// `glasslint facts`: what the review knows about the project before it reads any code,
/// as text for people or as JSON.
public enum FactsReporter {
    /// `files` are the Swift files under the root, counted per target.
    public static func text(_ facts: ProjectContext, root: String, files: [String]) -> String {
        var lines = ["Project facts: \(root)"]
        lines.append(facts.targets.isEmpty ? "Targets: none found (deployment target unknown)" : "Targets:")
        for target in facts.targets {
            lines.append("  \(target.name) (\(target.origin)): \(describe(target, files: files))")
        }
        let unknown = facts.filesWithoutTarget.filter { !facts.unbuiltFiles.contains($0) }
        if !unknown.isEmpty {
            lines.append("In no target (deployment target unknown): \(list(unknown))")
        }
        if !facts.unbuiltFiles.isEmpty {
            lines.append("Not compiled by the Xcode project around them (not reviewed): \(list(facts.unbuiltFiles.sorted()))")
        }
        let switches = facts.targets.compactMap { target in target.compatibility.map { (target.name, $0) } }
            + facts.unclaimedSwitches.map { ("no target", $0) }
        lines.append("\(CompatibilitySwitch.key): " + (switches.isEmpty ? "not set" : switches.map { name, setting in
            "\(setting.isOn ? "YES" : "NO") for \(name) (\(setting.location))"
        }.joined(separator: "; ")))
        lines.append("Bar and sheet customisation: " + (facts.customisations.isEmpty ? "none" : ""))
        for customisation in facts.customisations {
            lines.append("  \(customisation.kind.rawValue): \(customisation.sites.count) (\(list(customisation.sites)))")
        }
        lines.append("Read: " + (facts.sources.isEmpty ? "no project files" : facts.sources.joined(separator: ", ")))
        lines += facts.problems.map { "Could not read: \($0)" }
        return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n"
    }

    public static func json(_ facts: ProjectContext, root: String, files: [String]) -> String {
        let document = Document(
            version: 1, tool: JSONReporter.Tool(name: GlassLint.name, version: GlassLint.version),
            root: root, facts: JSONFacts(facts, files: files)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain value types cannot fail.
        return String(decoding: try! encoder.encode(document), as: UTF8.self) + "\n"
    }

    /// `iOS 17.0, visionOS 2.0 · iPhone, iPad · Info.plist App/Info.plist · 12 Swift files`.
    static func describe(_ target: BuildTarget, files: [String]) -> String {
        var parts: [String] = []
        if target.platforms.isEmpty {
            parts.append("platforms unknown")
        } else {
            parts.append(target.platforms.map { platform in
                target.minimum(on: platform).map { "\(platform.rawValue) \($0)" } ?? "\(platform.rawValue) (version unknown)"
            }.joined(separator: ", "))
        }
        let perConfiguration = Set(target.configurations.map(\.deploymentTargets))
        if perConfiguration.count > 1 {
            parts.append(target.configurations.map { configuration in
                "\(configuration.name) " + configuration.deploymentTargets.map(\.description).joined(separator: ", ")
            }.joined(separator: "; "))
        }
        if !target.deviceFamilies.isEmpty {
            parts.append(BuildTarget.DeviceFamily.allCases.filter(target.deviceFamilies.contains).map(\.rawValue).joined(separator: ", "))
        }
        if let infoPlist = target.infoPlist { parts.append("Info.plist \(infoPlist)") }
        if let held = target.heldAppearance { parts.append(held.summary) }
        let count = files.count { target.sources.contains($0) }
        parts.append(ReviewReporter.plural(count, "Swift file"))
        return parts.joined(separator: " · ")
    }

    /// The first few items, then how many more.
    private static func list(_ items: [String], limit: Int = 5) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? "\(shown) and \(items.count - limit) more" : shown
    }

    private struct Document: Encodable {
        let version: Int
        let tool: JSONReporter.Tool
        let root: String
        let facts: JSONFacts
    }
}
