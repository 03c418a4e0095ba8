import Foundation

/// One thing the project builds, an Xcode target or a SwiftPM target: the platforms it is
/// built for, the lowest OS version on each, and the Swift files it compiles.
public struct BuildTarget: Hashable, Sendable {
    /// The device kinds of `TARGETED_DEVICE_FAMILY`.
    public enum DeviceFamily: String, Hashable, Codable, Sendable, CaseIterable {
        case iPhone
        case iPad
        case tv = "Apple TV"
        case watch = "Apple Watch"
        case mac = "Mac"
        case vision = "Apple Vision"
    }

    public var name: String
    /// The file it was read from, relative to the root: `App.xcodeproj/project.pbxproj`, `Package.swift`.
    public var origin: String
    /// The platforms it is built for (the supported platforms decide, not a leftover
    /// `…_DEPLOYMENT_TARGET`); empty when the project does not say.
    public var platforms: [ApplePlatform]
    /// The lowest version per built platform over all configurations. A built platform
    /// missing here has an unknown version.
    public var deploymentTargets: [DeploymentTarget]
    /// The Xcode build configurations (`Debug`, `Release`); empty for a SwiftPM target.
    public var configurations: [Configuration]
    /// The devices of `TARGETED_DEVICE_FAMILY`; empty when the project does not restrict them.
    public var deviceFamilies: Set<DeviceFamily>
    /// `UIDesignRequiresCompatibility` as the target's Info.plist or build settings set it.
    public var compatibility: CompatibilitySwitch?
    /// The target's Info.plist, relative to the root.
    public var infoPlist: String?
    /// The appearance `UIUserInterfaceStyle` holds the app in (Info.plist or
    /// `INFOPLIST_KEY_…`), whatever the system's setting; `nil` when it follows the system.
    public var heldAppearance: HeldAppearance?
    /// The newest SDK the project says the target is built with; `nil` when it does not say.
    public var sdk: BuildSDK?
    /// A SwiftPM target's `swift-tools-version`: the oldest Swift its package says builds it.
    public var toolsVersion: OSVersion?
    /// Whether a SwiftPM target's package vends a library, which others build with their own Swift.
    public var vendsLibrary: Bool
    /// The Swift files it compiles.
    public var sources: SourceMembership
    /// What it links: for an Xcode target the package products of its frameworks phase, for
    /// a SwiftPM target its `dependencies:` (targets and products), each with the platforms
    /// it is linked on when a filter or condition names them.
    public var dependencies: [PackageManifest.Dependency]
    /// The package products a SwiftPM target is part of (itself included, by its own name).
    public var products: Set<String>
    /// Built platforms that no app target is known to build it for: the `platforms:` of a
    /// package that nothing in the project links, or that only targets which cannot build link.
    public var unconfirmedPlatforms: Set<ApplePlatform> = []

    /// One Xcode build configuration of a target and the deployment targets it sets.
    public struct Configuration: Hashable, Sendable {
        public var name: String
        public var deploymentTargets: [DeploymentTarget]

        public init(name: String, deploymentTargets: [DeploymentTarget]) {
            self.name = name
            self.deploymentTargets = deploymentTargets
        }
    }

    public init(
        name: String, origin: String, platforms: [ApplePlatform], deploymentTargets: [DeploymentTarget],
        configurations: [Configuration] = [], deviceFamilies: Set<DeviceFamily> = [],
        compatibility: CompatibilitySwitch? = nil, infoPlist: String? = nil, sdk: BuildSDK? = nil,
        toolsVersion: OSVersion? = nil, vendsLibrary: Bool = false, sources: SourceMembership,
        dependencies: [PackageManifest.Dependency] = [], products: Set<String> = []
    ) {
        self.name = name
        self.origin = origin
        self.platforms = platforms
        self.deploymentTargets = deploymentTargets
        self.configurations = configurations
        self.deviceFamilies = deviceFamilies
        self.compatibility = compatibility
        self.infoPlist = infoPlist
        self.sdk = sdk
        self.toolsVersion = toolsVersion
        self.vendsLibrary = vendsLibrary
        self.sources = sources
        self.dependencies = dependencies
        self.products = products
    }

    /// Whether it is a target of a Swift package, built for what links it.
    public var isPackageTarget: Bool {
        (origin as NSString).lastPathComponent.hasPrefix("Package")
    }

    /// The target as it builds one of its files: a file that a platform filter limits is
    /// compiled for those of the target's platforms only.
    public func building(_ path: String) -> BuildTarget {
        guard let filter = sources.platformFilters[path] else { return self }
        var target = self
        target.platforms = platforms.filter(filter.contains)
        target.deploymentTargets = deploymentTargets.filter { filter.contains($0.platform) }
        return target
    }

    /// The lowest version it supports on `platform`, when known.
    public func minimum(on platform: ApplePlatform) -> OSVersion? {
        deploymentTargets.first { $0.platform == platform }?.version
    }

    /// Whether an iOS build of it may run on iPad: every iOS target may, unless its device
    /// families leave the iPad out.
    public var mayRunOnIPad: Bool {
        platforms.contains(.iOS) && (deviceFamilies.isEmpty || deviceFamilies.contains(.iPad))
    }
}
