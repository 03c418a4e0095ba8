import Foundation

/// What glasslint reads from an Xcode project's `project.pbxproj`, as text and never by
/// running Xcode: every native target, its build settings per configuration (base
/// `.xcconfig` files included), the platforms and deployment targets they give, its
/// Info.plist, and the Swift files it compiles (build phases and synchronized folders).
struct XcodeProject {
    private(set) var targets: [BuildTarget] = []
    /// The pbxproj and the `.xcconfig` files read, relative to the root.
    private(set) var sources: [String] = []
    private(set) var problems: [String] = []

    private let root: URL
    private let folder: URL
    private let name: String
    private var xcconfigs: [URL: XCConfigFile] = [:]

    init(bundle: URL, root: URL) {
        self.root = root
        folder = bundle.deletingLastPathComponent()
        name = ProjectFiles.relativePath(of: bundle, root: root)
        let file = bundle.appendingPathComponent("project.pbxproj")
        let path = ProjectFiles.relativePath(of: file, root: root)
        let plist: [String: Any]
        switch PropertyListFile.dictionary(at: file) {
        case .failure(let unreadable):
            problems.append("\(path) \(unreadable.reason); its targets are unknown")
            return
        case .success(let dictionary):
            plist = dictionary
        }
        sources.append(path)
        guard let objects = plist["objects"] as? [String: [String: Any]],
              let project = objects[plist["rootObject"] as? String ?? ""] else {
            problems.append("\(path) has no project object; its targets are unknown")
            return
        }
        let graph = PBXObjects(objects, projectFolder: folder)
        let text = FileManager.default.contents(atPath: file.path) ?? Data()
        for id in PBXObjects.ids("targets", of: project) {
            guard let target = graph[id], target["isa"] as? String == "PBXNativeTarget" else { continue }
            targets.append(read(target: target, id: id, project: project, graph: graph, pbxproj: (path, text)))
        }
    }

    private mutating func read(
        target: [String: Any], id: String, project: [String: Any], graph: PBXObjects, pbxproj: (path: String, text: Data)
    ) -> BuildTarget {
        let targetName = target["name"] as? String ?? id
        let projectConfigurations = Dictionary(
            buildConfigurations(of: project, graph: graph).map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first }
        )
        var configurations: [BuildTarget.Configuration] = []
        var platforms: Set<ApplePlatform>?
        var lowest: [ApplePlatform: OSVersion] = [:]
        var families: Set<BuildTarget.DeviceFamily> = []
        var infoPlist: String?
        var compatibility: CompatibilitySwitch?
        var held: HeldAppearance?
        let attributes = project["attributes"] as? [String: Any]
        var sdk = (attributes?["LastUpgradeCheck"] as? String).flatMap { BuildSDK.lastUpgradeCheck($0, file: pbxproj.path) }
        for configuration in buildConfigurations(of: target, graph: graph) {
            let configurationName = configuration["name"] as? String ?? ""
            var settings = BuildSettings(builtIn: [
                "TARGET_NAME": targetName, "PRODUCT_NAME": targetName, "SRCROOT": folder.path,
                "PROJECT_DIR": folder.path, "SOURCE_ROOT": folder.path,
            ])
            for level in [projectConfigurations[configurationName], configuration].compactMap({ $0 }) {
                settings.apply(xcconfigAssignments(of: level, graph: graph))
                settings.apply(Self.assignments(of: level, file: pbxproj.path))
            }
            let facts = ConfigurationFacts(settings)
            configurations.append(BuildTarget.Configuration(name: configurationName, deploymentTargets: facts.deploymentTargets))
            if let named = facts.platforms { platforms = (platforms ?? []).union(named) }
            for deployment in facts.deploymentTargets {
                lowest[deployment.platform] = min(lowest[deployment.platform] ?? deployment.version, deployment.version)
            }
            families.formUnion(facts.deviceFamilies)
            held = held ?? facts.heldAppearance
            if let named = facts.sdk, named.major > sdk?.major ?? 0 { sdk = named }
            infoPlist = infoPlist ?? facts.infoPlist.map(rootRelative)
            if let setting = facts.compatibility, compatibility?.isOn != true {
                let line = setting.assignment.line
                    ?? CompatibilitySwitch.line(of: ConfigurationFacts.compatibilitySetting, in: pbxproj.text)
                compatibility = CompatibilitySwitch(file: setting.assignment.file, line: line, isOn: setting.isOn)
            }
        }
        let built = (platforms ?? []).sorted()
        report(target: targetName, platformsKnown: platforms != nil, built: built, versions: lowest)
        var target = BuildTarget(
            name: targetName, origin: pbxproj.path, platforms: built,
            deploymentTargets: built.compactMap { platform in lowest[platform].map { DeploymentTarget(platform, $0) } },
            configurations: configurations, deviceFamilies: families,
            compatibility: compatibility, infoPlist: infoPlist, sdk: sdk,
            sources: sources(of: target, id: id, graph: graph),
            dependencies: Self.packageProducts(of: target, graph: graph)
        )
        target.heldAppearance = held
        return target
    }

    /// The Swift package products a target links, each with the platform filters of its
    /// frameworks-phase entry (`platformFilters = (ios, xros)`), if any.
    private static func packageProducts(of target: [String: Any], graph: PBXObjects) -> [PackageManifest.Dependency] {
        var filters: [String: Set<ApplePlatform>] = [:]
        for phase in PBXObjects.ids("buildPhases", of: target).compactMap({ graph[$0] })
        where phase["isa"] as? String == "PBXFrameworksBuildPhase" {
            for buildFile in PBXObjects.ids("files", of: phase).compactMap({ graph[$0] }) {
                guard let product = buildFile["productRef"] as? String else { continue }
                if let filter = platformFilter(of: buildFile) { filters[product] = filter }
            }
        }
        return PBXObjects.ids("packageProductDependencies", of: target).compactMap { id in
            (graph[id]?["productName"] as? String).map { PackageManifest.Dependency(name: $0, platforms: filters[id]) }
        }
    }

    /// The platforms a build file's filter limits it to (`platformFilter = ios`,
    /// `platformFilters = (ios, xros, )`); `nil` when it has none.
    private static func platformFilter(of buildFile: [String: Any]) -> Set<ApplePlatform>? {
        let names = PBXObjects.ids("platformFilters", of: buildFile) + [buildFile["platformFilter"] as? String].compactMap { $0 }
        return names.isEmpty ? nil : Set(names.compactMap { platformFilters[$0] })
    }

    /// The platforms of Xcode's platform filters.
    private static let platformFilters: [String: ApplePlatform] = [
        "ios": .iOS, "maccatalyst": .macCatalyst, "macos": .macOS, "tvos": .tvOS, "watchos": .watchOS, "xros": .visionOS,
    ]

    /// Says which facts of a target are unknown, rather than guessing them.
    private mutating func report(target: String, platformsKnown: Bool, built: [ApplePlatform], versions: [ApplePlatform: OSVersion]) {
        guard platformsKnown else {
            problems.append("\(name): target \(target) sets neither SUPPORTED_PLATFORMS nor SDKROOT; its platforms are unknown")
            return
        }
        for platform in built where versions[platform] == nil {
            let setting = ConfigurationFacts.deploymentSetting[platform] ?? ""
            problems.append("\(name): target \(target) sets no \(setting); its \(platform.rawValue) version is unknown")
        }
    }

    private func buildConfigurations(of object: [String: Any], graph: PBXObjects) -> [[String: Any]] {
        let list = graph[object["buildConfigurationList"] as? String]
        return PBXObjects.ids("buildConfigurations", of: list).compactMap { graph[$0] }
    }

    /// The `buildSettings` of a configuration; list values are joined with spaces.
    private static func assignments(of configuration: [String: Any], file: String) -> [BuildSettings.Assignment] {
        let settings = configuration["buildSettings"] as? [String: Any] ?? [:]
        return settings.sorted { $0.key < $1.key }.compactMap { key, value in
            guard !key.contains("[") else { return nil }
            let text = (value as? String) ?? (value as? [String])?.joined(separator: " ")
            return text.map { BuildSettings.Assignment(key: key, value: $0, file: file, line: nil) }
        }
    }

    /// The settings of a configuration's base `.xcconfig`, read once per file.
    private mutating func xcconfigAssignments(of configuration: [String: Any], graph: PBXObjects) -> [BuildSettings.Assignment] {
        var location = (configuration["baseConfigurationReference"] as? String).flatMap(graph.location(of:))
        if location == nil, let anchor = configuration["baseConfigurationReferenceAnchor"] as? String,
           let relative = configuration["baseConfigurationReferenceRelativePath"] as? String {
            location = graph.location(of: anchor)?.appendingPathComponent(relative)
        }
        guard let url = location?.standardizedFileURL else { return [] }
        if let known = xcconfigs[url] { return known.assignments }
        let file = XCConfigFile(url: url, root: root)
        xcconfigs[url] = file
        sources += file.files.filter { !sources.contains($0) }
        problems += file.problems
        return file.assignments
    }

    /// The Swift files of the target's Sources build phase and of its synchronized folders.
    /// In a synchronized folder, an exception set naming the target takes a file out of a
    /// target that syncs the folder, and adds it to a target that does not.
    private func sources(of target: [String: Any], id: String, graph: PBXObjects) -> SourceMembership {
        var membership = SourceMembership()
        for phase in PBXObjects.ids("buildPhases", of: target).compactMap({ graph[$0] })
        where phase["isa"] as? String == "PBXSourcesBuildPhase" {
            for buildFile in PBXObjects.ids("files", of: phase).compactMap({ graph[$0] }) {
                guard let reference = buildFile["fileRef"] as? String, let url = graph.location(of: reference),
                      url.pathExtension == "swift" else { continue }
                let path = rootRelative(url.path)
                membership.files.insert(path)
                if let filter = Self.platformFilter(of: buildFile) { membership.platformFilters[path] = filter }
            }
        }
        let synchronized = Set(PBXObjects.ids("fileSystemSynchronizedGroups", of: target))
        for (groupID, group) in graph.all("PBXFileSystemSynchronizedRootGroup") {
            guard let folderURL = graph.location(of: groupID) else { continue }
            let folderPath = rootRelative(folderURL.path)
            let exceptions = PBXObjects.ids("exceptions", of: group).compactMap { graph[$0] }
                .filter { $0["target"] as? String == id }
            let inFolder = { (name: String) in folderPath.isEmpty ? name : folderPath + "/" + name }
            let listed = exceptions.flatMap { $0["membershipExceptions"] as? [String] ?? [] }.map(inFolder)
            for exception in exceptions {
                for (name, filter) in exception["platformFiltersByRelativePath"] as? [String: [String]] ?? [:] {
                    membership.platformFilters[inFolder(name)] = Set(filter.compactMap { Self.platformFilters[$0] })
                }
            }
            if synchronized.contains(groupID) {
                membership.folders.append(folderPath)
                membership.excluded.formUnion(listed)
            } else {
                membership.files.formUnion(listed)
            }
        }
        return membership
    }

    /// A path from the build settings (absolute, or relative to the project folder) relative to the root.
    private func rootRelative(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        return ProjectFiles.relativePath(of: url, root: root)
    }
}
