/// What one file is built for: the targets that compile it and, per platform, the lowest
/// OS version among them. A file in several targets is judged against all of them; a file
/// in none is unknown, and rules that need the facts stay quiet about it.
public struct FileDeployment: Sendable {
    public var targets: [BuildTarget]
    /// Every platform some target builds the file for.
    public var platforms: Set<ApplePlatform>
    /// The platforms an app target is known to build the file for (see `BuildTarget.unconfirmedPlatforms`).
    public var confirmedPlatforms: Set<ApplePlatform>
    /// The lowest version per platform. A built platform is missing when one of the
    /// targets that builds it does not say its version.
    public var minimums: [ApplePlatform: OSVersion]
    /// Whether an iOS build of the file may run on iPad.
    public var mayRunOnIPad: Bool
    /// Where `UIDesignRequiresCompatibility` is on for the file's app, if anywhere.
    public var compatibility: CompatibilitySwitch?
    /// The newest SDK the project says one of the file's targets is built with.
    public var sdk: BuildSDK?
    /// The configured first release whose glass the project trusts.
    public var minimumGlassRuntime: OSVersion?
    /// The appearance every app the file is built into is held in (its Info.plist), if one.
    public var heldAppearance: HeldAppearance?

    public var isKnown: Bool { !platforms.isEmpty }

    init(targets: [BuildTarget], unclaimedSwitches: [CompatibilitySwitch], minimumGlassRuntime: OSVersion? = nil) {
        self.minimumGlassRuntime = minimumGlassRuntime
        self.targets = targets
        platforms = Set(targets.flatMap(\.platforms))
        confirmedPlatforms = Set(targets.flatMap { Set($0.platforms).subtracting($0.unconfirmedPlatforms) })
        var minimums: [ApplePlatform: OSVersion] = [:]
        for platform in platforms {
            let versions = targets.filter { $0.platforms.contains(platform) }.map { $0.minimum(on: platform) }
            if !versions.contains(where: { $0 == nil }) { minimums[platform] = versions.compactMap { $0 }.min() }
        }
        self.minimums = minimums
        mayRunOnIPad = targets.contains(where: \.mayRunOnIPad)
        compatibility = (targets.compactMap(\.compatibility) + unclaimedSwitches).first(where: \.isOn)
        sdk = targets.compactMap(\.sdk).max { $0.major < $1.major }
    }
}
