/// The project facts as JSON: the `facts` object of the JSON review, and the document of
/// `glasslint facts --format json`. Fields may be added, never removed or renamed.
struct JSONFacts: Encodable {
    let deploymentTargets: [Target]
    let sources: [String]
    let problems: [String]
    let targets: [BuildTargetFacts]
    /// Info.plists that set the switch but that no target names.
    let unclaimedCompatibility: [Switch]
    let customisations: [Customisation]
    let filesWithoutTarget: [String]
    /// Those of them the Xcode project around them does not compile, when there are any.
    let unbuiltFiles: [String]?
    /// The configured `minimumGlassRuntime`, when set.
    let minimumGlassRuntime: String?
    /// The Xcodes the project's CI or tooling pins, when it pins any.
    let toolchainPins: [Pin]?

    /// `files`, when given, are the reviewed Swift files, counted per target.
    init(_ facts: ProjectContext, files: [String]? = nil) {
        deploymentTargets = facts.deploymentTargets.map(Target.init)
        sources = facts.sources
        problems = facts.problems
        targets = facts.targets.map { target in
            BuildTargetFacts(target, files: files?.count { target.sources.contains($0) })
        }
        unclaimedCompatibility = facts.unclaimedSwitches.map(Switch.init)
        customisations = facts.customisations.map { Customisation(kind: $0.kind.rawValue, count: $0.sites.count, sites: $0.sites) }
        filesWithoutTarget = facts.filesWithoutTarget
        unbuiltFiles = facts.unbuiltFiles.isEmpty ? nil : facts.unbuiltFiles.sorted()
        minimumGlassRuntime = facts.minimumGlassRuntime?.description
        toolchainPins = facts.toolchainPins.isEmpty ? nil : facts.toolchainPins.map { Pin(xcode: $0.xcode.description, location: $0.location) }
    }

    struct Target: Encodable {
        let platform: String
        let version: String

        init(_ target: DeploymentTarget) {
            platform = target.platform.rawValue
            version = target.version.description
        }
    }

    struct BuildTargetFacts: Encodable {
        let name: String
        let origin: String
        let platforms: [String]
        let deploymentTargets: [Target]
        let configurations: [Configuration]
        let deviceFamilies: [String]
        let infoPlist: String?
        let compatibility: Switch?
        /// The newest SDK the project says the target is built with.
        let sdk: SDK?
        /// A SwiftPM target's `swift-tools-version`.
        let toolsVersion: String?
        /// Whether the target's package vends a library; only for SwiftPM targets.
        let vendsLibrary: Bool?
        /// `Dark` or `Light` when `UIUserInterfaceStyle` holds the app in that appearance.
        let heldAppearance: String?
        /// Reviewed Swift files it compiles; only in `glasslint facts`.
        let files: Int?

        init(_ target: BuildTarget, files: Int?) {
            name = target.name
            origin = target.origin
            platforms = target.platforms.map(\.rawValue)
            deploymentTargets = target.deploymentTargets.map(Target.init)
            configurations = target.configurations.map { Configuration(name: $0.name, deploymentTargets: $0.deploymentTargets.map(Target.init)) }
            deviceFamilies = BuildTarget.DeviceFamily.allCases.filter(target.deviceFamilies.contains).map(\.rawValue)
            infoPlist = target.infoPlist
            compatibility = target.compatibility.map(Switch.init)
            sdk = target.sdk.map { SDK(major: $0.major, evidence: $0.evidence) }
            toolsVersion = target.toolsVersion?.description
            vendsLibrary = target.vendsLibrary ? true : nil
            heldAppearance = target.heldAppearance?.rawValue
            self.files = files
        }
    }

    struct Configuration: Encodable {
        let name: String
        let deploymentTargets: [Target]
    }

    struct Pin: Encodable {
        let xcode: String
        let location: String
    }

    struct SDK: Encodable {
        let major: Int
        let evidence: String
    }

    struct Switch: Encodable {
        let file: String
        let line: Int?
        let requiresCompatibility: Bool

        init(_ setting: CompatibilitySwitch) {
            file = setting.file
            line = setting.line
            requiresCompatibility = setting.isOn
        }
    }

    struct Customisation: Encodable {
        let kind: String
        let count: Int
        let sites: [String]
    }
}
