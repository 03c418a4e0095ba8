/// A use of an API-table symbol together with where its code runs and what is wrong there.
public struct JudgedUse {
    public let use: APIUse
    public let code: CodeAvailability
    public let problems: [AvailabilityProblem]
    /// The platforms an app target is known to build the code's file for, and those a
    /// target's settings or manifest at least name with a version.
    public let confirmedPlatforms: Set<ApplePlatform>
    public let declaredPlatforms: Set<ApplePlatform>

    /// A problem on `platforms` breaks a build for sure (the rule's `error`) when an app
    /// target is known to build the file for each of them. Where a package only declares a
    /// platform that nothing builds it for, it is a `warning`; where the platform reaches
    /// the file only through targets whose code cannot build there, `info`.
    public func severity(on platforms: [ApplePlatform]) -> Severity? {
        if platforms.allSatisfy(confirmedPlatforms.contains) { return nil }
        return platforms.allSatisfy { confirmedPlatforms.contains($0) || declaredPlatforms.contains($0) } ? .warning : .info
    }

    /// A violation at the use, voided when the project declares the name itself.
    public func violation(message: String, fix: String, severity: Severity? = nil, projectWide: ProjectWideKind? = nil) -> Violation {
        Violation(at: use.token, message: message, fix: fix, severity: severity,
                  voidIfProjectDeclares: use.voidIfProjectDeclares, projectWide: projectWide)
    }
}
