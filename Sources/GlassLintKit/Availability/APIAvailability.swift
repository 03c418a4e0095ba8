/// Where an API exists: per platform, the version that introduced it, or `unavailable`. A
/// platform the declaration does not name (its `*`) has the API on every version.
public struct APIAvailability: Hashable, Sendable {
    public enum Support: Hashable, Sendable {
        case introduced(OSVersion)
        case unavailable
    }

    public var platforms: [ApplePlatform: Support]

    public init(_ platforms: [ApplePlatform: Support]) {
        self.platforms = platforms
    }

    /// The common case: one version on `platforms`, none on `unavailableOn`.
    static func since(_ version: OSVersion, on platforms: [ApplePlatform], unavailableOn: [ApplePlatform] = []) -> APIAvailability {
        var table: [ApplePlatform: Support] = [:]
        for platform in platforms { table[platform] = .introduced(version) }
        for platform in unavailableOn { table[platform] = .unavailable }
        return APIAvailability(table)
    }

    /// What code must check before it uses the API on `platform`: the declaration's
    /// version, raised to `minimumRuntime` when both are of one major release (a project
    /// that does not trust 26.0's glass runtime requires 26.1 of all 26.x API). This is the
    /// one place the configured `minimumGlassRuntime` enters the availability rules.
    public func requirement(on platform: ApplePlatform, minimumRuntime: OSVersion?) -> Support? {
        guard case .introduced(let version)? = support(on: platform), let minimumRuntime,
              minimumRuntime.major == version.major, version < minimumRuntime
        else { return support(on: platform) }
        return .introduced(minimumRuntime)
    }

    /// What the declaration says for `platform`; `nil` when it does not name it (available
    /// everywhere). Mac Catalyst takes iOS's availability unless it is named, as in Swift.
    public func support(on platform: ApplePlatform) -> Support? {
        if platform == .macCatalyst, platforms[.macCatalyst] == nil { return platforms[.iOS] }
        return platforms[platform]
    }
}
