/// The projects the availability rules' examples are reviewed in: each a single target
/// that compiles the example.
enum ExampleProjects {
    static let iOS17 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17))])
    static let iOS26 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(26))])
    /// An iOS 26 app whose Info.plist holds it in the dark appearance.
    static let iOS26HeldDark: ProjectContext = {
        var project = iOS26
        project.targets[0].heldAppearance = .dark
        return project
    }()
    /// An iOS 26 app whose Info.plist holds it in the light appearance.
    static let iOS26HeldLight: ProjectContext = {
        var project = iOS26
        project.targets[0].heldAppearance = .light
        return project
    }()
    static let watchOS26 = ProjectContext.singleTarget([DeploymentTarget(.watchOS, OSVersion(26))])
    static let macOS26 = ProjectContext.singleTarget([DeploymentTarget(.macOS, OSVersion(26))])
    static let iOS26AndMacOS26 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(26)), DeploymentTarget(.macOS, OSVersion(26))])
    static let iPhoneOnly26 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(26))], deviceFamilies: [.iPhone])
    static let iOS17AndVisionOS2 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17)), DeploymentTarget(.visionOS, OSVersion(2))])
    static let iOS17AndVisionOS1 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17)), DeploymentTarget(.visionOS, OSVersion(1))])
    static let iOS16AndMacOS13 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(16)), DeploymentTarget(.macOS, OSVersion(13))])
    static let iOS18AndTVOS26 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(18)), DeploymentTarget(.tvOS, OSVersion(26))])
    /// The package under review, for iOS 17, whose manifest names `tools`.
    private static func package(tools: OSVersion, vendsLibrary: Bool = true) -> ProjectContext {
        let target = BuildTarget(
            name: "Kit", origin: "Package.swift", platforms: [.iOS], deploymentTargets: [DeploymentTarget(.iOS, OSVersion(17))],
            toolsVersion: tools, vendsLibrary: vendsLibrary, sources: .everything
        )
        return ProjectContext(targets: [target])
    }

    static let iOS18GlassFrom261: ProjectContext = {
        var project = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(18))])
        project.minimumGlassRuntime = OSVersion(26, 1)
        return project
    }()
    static let packageForSwift6 = package(tools: OSVersion(6, 0))
    static let packageForSwift62 = package(tools: OSVersion(6, 2))
    static let appPackageForSwift6 = package(tools: OSVersion(6, 0), vendsLibrary: false)
    static let iOS17BuiltWithXcode16: ProjectContext = {
        var project = iOS17
        project.toolchainPins = [ToolchainPin(xcode: OSVersion(16, 4), location: ".github/workflows/ci.yml:14")]
        return project
    }()
    static let compatibilityMode = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(18))], requiresCompatibility: true)
    static let compatibilityModeXcode26 = ProjectContext.singleTarget(
        [DeploymentTarget(.iOS, OSVersion(18))], requiresCompatibility: true,
        sdk: BuildSDK(major: 26, evidence: "LastUpgradeCheck 2620 in App.xcodeproj/project.pbxproj")
    )
    static let compatibilityModeXcode27 = ProjectContext.singleTarget(
        [DeploymentTarget(.iOS, OSVersion(18))], requiresCompatibility: true,
        sdk: BuildSDK(major: 27, evidence: "LastUpgradeCheck 2700 in App.xcodeproj/project.pbxproj")
    )
}
