/// The facts about the reviewed project that every rule may read: what it builds, for
/// which platforms and from which OS versions, which file each target compiles, the
/// compatibility switch, and the bars and sheets it already customises. Rules reach it as
/// `SyntaxFile.project` and ask `deployment(for:)` what one file is built for.
public struct ProjectContext: Sendable {
    public var targets: [BuildTarget]
    /// Info.plists that set `UIDesignRequiresCompatibility` but that no target names.
    public var unclaimedSwitches: [CompatibilitySwitch]
    /// The appearance an Info.plist that no target names holds the app in
    /// (`UIUserInterfaceStyle`): files in no target are taken to be that app's.
    public var unclaimedAppearance: HeldAppearance?
    public var customisations: [Customisation]
    /// Reviewed files that no target compiles, when the project has targets.
    public var filesWithoutTarget: [String]
    /// Files in no target that lie in the folder of an Xcode project whose targets were
    /// read, outside every package: that project does not compile them (a stale second
    /// `@main`, an archived screen). A file in no target elsewhere may belong to a project
    /// generated at build time, and is reviewed.
    public var unbuiltFiles: Set<String> = []
    /// The files the facts were read from, relative to the root.
    public var sources: [String]
    /// Facts that could not be read, each a one-line explanation naming the file.
    public var problems: [String]
    /// `minimumGlassRuntime` of the configuration: the first release whose glass the
    /// project trusts. Not read from the project; `Configuration.facts` sets it.
    public var minimumGlassRuntime: OSVersion?
    /// The Xcodes the project's CI or tooling pins (`.xcode-version`, GitHub workflows).
    public var toolchainPins: [ToolchainPin] = []

    public init(
        targets: [BuildTarget] = [], unclaimedSwitches: [CompatibilitySwitch] = [], customisations: [Customisation] = [],
        filesWithoutTarget: [String] = [], sources: [String] = [], problems: [String] = []
    ) {
        self.targets = targets
        self.unclaimedSwitches = unclaimedSwitches
        self.customisations = customisations
        self.filesWithoutTarget = filesWithoutTarget
        self.sources = sources
        self.problems = problems
    }

    public static let unknown = ProjectContext()

    /// One target, `App`, that compiles every file: the project a rule example is reviewed in.
    public static func singleTarget(
        _ deploymentTargets: [DeploymentTarget], deviceFamilies: Set<BuildTarget.DeviceFamily> = [],
        requiresCompatibility: Bool = false, sdk: BuildSDK? = nil
    ) -> ProjectContext {
        let target = BuildTarget(
            name: "App", origin: "App.xcodeproj/project.pbxproj",
            platforms: deploymentTargets.map(\.platform), deploymentTargets: deploymentTargets,
            deviceFamilies: deviceFamilies,
            compatibility: requiresCompatibility ? CompatibilitySwitch(file: "App/Info.plist", line: 5, isOn: true) : nil,
            sdk: sdk,
            sources: .everything
        )
        return ProjectContext(targets: [target])
    }

    /// The lowest version per platform over all targets: `iOS 17.0, visionOS 2.0`.
    public var deploymentTargets: [DeploymentTarget] {
        var lowest: [ApplePlatform: OSVersion] = [:]
        for target in targets.flatMap(\.deploymentTargets) {
            lowest[target.platform] = min(lowest[target.platform] ?? target.version, target.version)
        }
        return lowest.map { DeploymentTarget($0.key, $0.value) }.sorted()
    }

    /// Whether the `public` API of the file at `path` is for code outside the project: the
    /// file belongs to a SwiftPM library that no target of the project links.
    public func exportsPublicAPI(_ path: String) -> Bool {
        // Asked of every file reviewed; most belong to no library.
        guard targets.contains(where: { $0.vendsLibrary && $0.sources.contains(path) }) else { return false }
        let linked = Set(targets.flatMap { $0.dependencies.map(\.name) })
        return targets.contains { target in
            target.vendsLibrary && target.sources.contains(path) && target.products.isDisjoint(with: linked)
        }
    }

    /// What the file at `path` (relative to the root) is built for.
    public func deployment(for path: String) -> FileDeployment {
        let owners = targets.filter { $0.sources.contains(path) }.map { $0.building(path) }
        var deployment = FileDeployment(
            targets: owners, unclaimedSwitches: owners.isEmpty ? unclaimedSwitches : [], minimumGlassRuntime: minimumGlassRuntime
        )
        let held = Set(owners.map(\.heldAppearance))
        deployment.heldAppearance = owners.isEmpty ? unclaimedAppearance : held.count == 1 ? held.first ?? nil : nil
        return deployment
    }
}
