import SwiftSyntax

/// The platforms and versions of one `@available(…)` attribute or `#available(…)` /
/// `#unavailable(…)` condition: `iOS 26.0, *`, `iOS, introduced: 26.0`,
/// `visionOS, unavailable`, `*, unavailable`. Application-extension and unknown platform
/// names are left out; deprecation does not change where code runs.
struct AvailabilityArguments {
    var introduced: [ApplePlatform: OSVersion] = [:]
    var unavailable: Set<ApplePlatform> = []

    init(_ arguments: AvailabilityArgumentListSyntax) {
        var longFormPlatform: ApplePlatform?
        var isWildcard = false
        for argument in arguments {
            if let restriction = argument.argument.as(PlatformVersionSyntax.self) {
                if let platform = Self.platform(named: restriction.platform.text),
                   let version = restriction.version.flatMap({ OSVersion($0.trimmedText) }) {
                    introduced[platform] = Self.renamed(version, on: platform)
                }
            } else if let token = argument.argument.as(TokenSyntax.self) {
                switch token.text {
                case "*": isWildcard = true
                case "unavailable":
                    if let longFormPlatform { unavailable.insert(longFormPlatform) }
                    if isWildcard && longFormPlatform == nil { unavailable.formUnion(ApplePlatform.allCases) }
                default: longFormPlatform = longFormPlatform ?? Self.platform(named: token.text)
                }
            } else if let labeled = argument.argument.as(AvailabilityLabeledArgumentSyntax.self),
                      labeled.label.text == "introduced", let platform = longFormPlatform,
                      let version = labeled.value.as(VersionTupleSyntax.self), let parsed = OSVersion(version.trimmedText) {
                introduced[platform] = Self.renamed(parsed, on: platform)
            }
        }
    }

    /// The arguments of an `@available` attribute; `nil` for any other attribute.
    init?(attribute: AttributeSyntax) {
        guard attribute.attributeName.trimmedText == "available",
              case .availability(let arguments)? = attribute.arguments else { return nil }
        self.init(arguments)
    }

    /// The table form, for comparing code with the API table.
    var apiAvailability: APIAvailability {
        var platforms: [ApplePlatform: APIAvailability.Support] = introduced.mapValues { .introduced($0) }
        for platform in unavailable { platforms[platform] = .unavailable }
        return APIAvailability(platforms)
    }

    /// The numbers the 26 releases had before they were renamed (iOS 19, macOS 16, watchOS
    /// 12, visionOS 3), written during the first betas: no such release exists, a device on
    /// 26 answers the check, and shipped apps build with it. They are read as 26.
    static let numbersBeforeRenaming: [ApplePlatform: Int] = [.iOS: 19, .macCatalyst: 19, .tvOS: 19, .macOS: 16, .watchOS: 12, .visionOS: 3]

    static func renamed(_ version: OSVersion, on platform: ApplePlatform) -> OSVersion {
        guard numbersBeforeRenaming[platform] == version.major else { return version }
        return OSVersion([26] + version.components.dropFirst())
    }

    /// The names Swift accepts in availability, `OSX` and `xrOS` included.
    static func platform(named name: String) -> ApplePlatform? {
        switch name {
        case "iOS": .iOS
        case "macOS", "OSX": .macOS
        case "tvOS": .tvOS
        case "watchOS": .watchOS
        case "visionOS", "xrOS": .visionOS
        case "macCatalyst": .macCatalyst
        default: nil
        }
    }
}
