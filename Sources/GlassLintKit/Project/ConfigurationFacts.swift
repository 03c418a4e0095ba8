/// What one configuration's resolved build settings say about where a target runs: the
/// platforms (`SUPPORTED_PLATFORMS`, else `SDKROOT`), the deployment target of each, the
/// device families, the Info.plist and the compatibility switch of a generated Info.plist.
struct ConfigurationFacts {
    /// `nil` when the settings name no platform (`SDKROOT = auto` with no supported platforms).
    var platforms: [ApplePlatform]?
    var deploymentTargets: [DeploymentTarget] = []
    var deviceFamilies: Set<BuildTarget.DeviceFamily> = []
    /// `INFOPLIST_FILE`, expanded; relative to the project folder unless absolute.
    var infoPlist: String?
    /// `INFOPLIST_KEY_UIDesignRequiresCompatibility` and where it was set.
    var compatibility: (assignment: BuildSettings.Assignment, isOn: Bool)?
    /// An `SDKROOT` that names its version (`iphoneos27.0`).
    var sdk: BuildSDK?
    /// `INFOPLIST_KEY_UIUserInterfaceStyle = Dark` (or `Light`).
    var heldAppearance: HeldAppearance?

    /// The setting that holds each platform's deployment target.
    static let deploymentSetting: [ApplePlatform: String] = [
        .iOS: "IPHONEOS_DEPLOYMENT_TARGET", .macOS: "MACOSX_DEPLOYMENT_TARGET", .tvOS: "TVOS_DEPLOYMENT_TARGET",
        .watchOS: "WATCHOS_DEPLOYMENT_TARGET", .visionOS: "XROS_DEPLOYMENT_TARGET",
    ]

    static let compatibilitySetting = "INFOPLIST_KEY_" + CompatibilitySwitch.key

    init(_ settings: BuildSettings) {
        platforms = Self.platforms(settings)
        for platform in platforms ?? [] {
            if let setting = Self.deploymentSetting[platform], let text = settings.resolved(setting),
               let version = OSVersion(text) {
                deploymentTargets.append(DeploymentTarget(platform, version))
            }
        }
        let families = settings.resolved("TARGETED_DEVICE_FAMILY")?.split { $0 == "," || $0 == " " } ?? []
        deviceFamilies = Set(families.compactMap { Self.deviceFamily[String($0)] })
        infoPlist = settings.resolved("INFOPLIST_FILE").flatMap { $0.isEmpty ? nil : $0 }
        if let assignment = settings.assignment(Self.compatibilitySetting),
           let isOn = settings.resolved(Self.compatibilitySetting).flatMap(CompatibilitySwitch.isOn) {
            compatibility = (assignment, isOn)
        }
        heldAppearance = settings.resolved("INFOPLIST_KEY_" + InfoPlist.interfaceStyleKey).flatMap(HeldAppearance.init(rawValue:))
        if let assignment = settings.assignment("SDKROOT"), let root = settings.resolved("SDKROOT") {
            sdk = BuildSDK.sdkRoot(root, file: assignment.file)
        }
    }

    private static func platforms(_ settings: BuildSettings) -> [ApplePlatform]? {
        if let supported = settings.resolved("SUPPORTED_PLATFORMS"), !supported.isEmpty {
            let names = supported.split(separator: " ").compactMap { platform(sdk: String($0)) }
            return Array(Set(names)).sorted()
        }
        return settings.resolved("SDKROOT").flatMap { platform(sdk: $0) }.map { [$0] }
    }

    /// `iphoneos`, `iphonesimulator` and `iphoneos26.0` are iOS; `auto` is none.
    private static func platform(sdk: String) -> ApplePlatform? {
        let prefixes: [(String, ApplePlatform)] = [
            ("iphone", .iOS), ("macosx", .macOS), ("appletv", .tvOS), ("watch", .watchOS), ("xr", .visionOS),
        ]
        return prefixes.first { sdk.hasPrefix($0.0) }?.1
    }

    private static let deviceFamily: [String: BuildTarget.DeviceFamily] = [
        "1": .iPhone, "2": .iPad, "3": .tv, "4": .watch, "6": .mac, "7": .vision,
    ]
}
