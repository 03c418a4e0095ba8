/// The SDK release a target says it is built with, and where it says so: an `SDKROOT`
/// that names a version (`iphoneos27.0`), or the Xcode that last upgraded the project
/// (`LastUpgradeCheck = 2700`: Xcode 27, whose SDKs are the 27 releases).
public struct BuildSDK: Hashable, Sendable {
    /// The major release of the SDK: 26, 27.
    public var major: Int
    /// Where the project says so: `LastUpgradeCheck 2700 in App.xcodeproj/project.pbxproj`.
    public var evidence: String

    public init(major: Int, evidence: String) {
        self.major = major
        self.evidence = evidence
    }

    /// From `LastUpgradeCheck` (`2700`, `1640`): Xcode 26 and later name their SDKs by
    /// their own major version; earlier ones are older than every SDK the rules ask about.
    static func lastUpgradeCheck(_ value: String, file: String) -> BuildSDK? {
        guard value.count == 4, let number = Int(value), number >= 2600 else { return nil }
        return BuildSDK(major: number / 100, evidence: "LastUpgradeCheck \(value) in \(file)")
    }

    /// From an `SDKROOT` that names a version: `iphoneos27.0`, `macosx26.2`.
    static func sdkRoot(_ value: String, file: String) -> BuildSDK? {
        guard let digits = value.firstIndex(where: \.isNumber),
              let major = Int(value[digits...].prefix { $0.isNumber }) else { return nil }
        return BuildSDK(major: major, evidence: "SDKROOT \(value) in \(file)")
    }
}
