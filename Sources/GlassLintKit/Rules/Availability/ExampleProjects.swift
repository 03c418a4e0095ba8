/// The projects the availability rules' examples are reviewed in: each a single target
/// that compiles the example.
enum ExampleProjects {
    static let iOS17 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17))])
    static let iOS26 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(26))])
    static let iPhoneOnly26 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(26))], deviceFamilies: [.iPhone])
    static let iOS17AndVisionOS2 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17)), DeploymentTarget(.visionOS, OSVersion(2))])
    static let iOS17AndVisionOS1 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(17)), DeploymentTarget(.visionOS, OSVersion(1))])
    static let iOS16AndMacOS13 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(16)), DeploymentTarget(.macOS, OSVersion(13))])
    static let iOS18AndTVOS26 = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(18)), DeploymentTarget(.tvOS, OSVersion(26))])
    static let compatibilityMode = ProjectContext.singleTarget([DeploymentTarget(.iOS, OSVersion(18))], requiresCompatibility: true)
}
