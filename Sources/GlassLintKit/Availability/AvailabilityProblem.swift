/// Why a use of an API cannot stand where it is, on one platform its code is built for.
public enum AvailabilityProblem: Hashable, Sendable {
    /// The API does not exist on the platform.
    case unavailable(ApplePlatform)
    /// The API is newer than the oldest system the code runs on there.
    case tooNew(ApplePlatform, needs: OSVersion, runsFrom: OSVersion)

    public var platform: ApplePlatform {
        switch self {
        case .unavailable(let platform), .tooNew(let platform, _, _): platform
        }
    }

    /// A point release within one major version: 26.1 API where the code runs from 26.0.
    public var isPointRelease: Bool {
        guard case .tooNew(_, let needs, let runsFrom) = self else { return false }
        return needs.major == runsFrom.major
    }

    /// The problems of `use` where its code runs, leaving out those its owner has already
    /// (`.glassEffect(.clear)` is one problem, at `glassEffect`). A platform whose version is
    /// unknown is not judged for versions.
    /// `minimumRuntime` is the configured `minimumGlassRuntime`.
    static func of(_ use: APIUse, in code: CodeAvailability, minimumRuntime: OSVersion? = nil) -> [AvailabilityProblem] {
        code.platforms.sorted { $0.key < $1.key }.compactMap { platform, range in
            guard use.addsRequirement(on: platform) else { return nil }
            switch use.symbol.availability.requirement(on: platform, minimumRuntime: minimumRuntime) {
            case .unavailable?:
                return .unavailable(platform)
            case .introduced(let needs)?:
                guard let runsFrom = range.minimum, runsFrom < needs else { return nil }
                return .tooNew(platform, needs: needs, runsFrom: runsFrom)
            case nil:
                return nil
            }
        }
    }
}
