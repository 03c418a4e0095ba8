/// A use of an API-table symbol together with where its code runs and what is wrong there.
public struct JudgedUse {
    public let use: APIUse
    public let code: CodeAvailability
    public let problems: [AvailabilityProblem]

    /// A violation at the use, voided when the project declares the name itself.
    public func violation(message: String, fix: String, severity: Severity? = nil, projectWide: ProjectWideKind? = nil) -> Violation {
        Violation(at: use.token, message: message, fix: fix, severity: severity,
                  voidIfProjectDeclares: use.voidIfProjectDeclares, projectWide: projectWide)
    }
}
