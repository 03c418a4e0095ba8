/// The Apple platforms a target can be built for.
public enum ApplePlatform: String, Codable, CaseIterable, Comparable, Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
    case macCatalyst

    public static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A dotted OS version: `17`, `17.4`, `26.0.1`.
public struct OSVersion: Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
    public var components: [Int]

    public init(_ components: [Int]) {
        self.components = components
    }

    /// `OSVersion(26, 1)` for 26.1.
    public init(_ major: Int, _ minor: Int = 0) {
        components = [major, minor]
    }

    public var major: Int { components.first ?? 0 }

    /// Reads `17`, `17.4`, `v17_4` (a `SupportedPlatform` member name), `"17.4"`.
    public init?(_ text: String) {
        var text = Substring(text)
        if text.hasPrefix("v") { text = text.dropFirst() }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "_" }
        let numbers = parts.compactMap { Int($0) }
        guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        components = numbers
    }

    /// Always at least `major.minor`: `17.0`.
    public var description: String {
        let padded = components.count < 2 ? components + Array(repeating: 0, count: 2 - components.count) : components
        return padded.map(String.init).joined(separator: ".")
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// `17`, `17.0` and `17.0.0` are one version, as they are in order.
    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
        lhs.significant == rhs.significant
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(significant)
    }

    /// The components without trailing zeros.
    private var significant: ArraySlice<Int> {
        components[..<(components.lastIndex { $0 != 0 }.map { $0 + 1 } ?? 0)]
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = OSVersion(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a version: \(text)"))
        }
        self = version
    }
}

/// The oldest OS version a target runs on, for one platform.
public struct DeploymentTarget: Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
    public var platform: ApplePlatform
    public var version: OSVersion

    public init(_ platform: ApplePlatform, _ version: OSVersion) {
        self.platform = platform
        self.version = version
    }

    public var description: String { "\(platform.rawValue) \(version)" }

    public static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        (lhs.platform, lhs.version) < (rhs.platform, rhs.version)
    }
}
