import Foundation

/// Where `UIDesignRequiresCompatibility` is set and to what: an Info.plist key, or the
/// `INFOPLIST_KEY_UIDesignRequiresCompatibility` build setting of a generated Info.plist.
/// `YES` keeps the pre-26 look until the app is built with the 27 SDKs.
public struct CompatibilitySwitch: Hashable, Sendable {
    /// The Info.plist key, as Apple spells it.
    public static let key = "UIDesignRequiresCompatibility"

    /// The file that sets it, relative to the root.
    public var file: String
    /// The 1-based line of the setting in a text file; `nil` in a binary property list.
    public var line: Int?
    public var isOn: Bool

    public init(file: String, line: Int?, isOn: Bool) {
        self.file = file
        self.line = line
        self.isOn = isOn
    }

    /// `App/Info.plist:12`, or the file alone when it has no lines.
    public var location: String {
        line.map { "\(file):\($0)" } ?? file
    }
}

extension CompatibilitySwitch {
    /// Reads a property-list or build-setting value: `true`, `1`, `YES`, `"true"` are on.
    static func isOn(_ value: Any) -> Bool? {
        if let flag = value as? Bool { return flag }
        if let number = value as? Int { return number != 0 }
        guard let text = value as? String else { return nil }
        switch text.trimmingCharacters(in: .whitespaces).uppercased() {
        case "YES", "TRUE", "1": return true
        case "NO", "FALSE", "0": return false
        default: return nil
        }
    }

    /// The 1-based line of the first `needle` in a text file; `nil` when absent or binary.
    static func line(of needle: String, in data: Data) -> Int? {
        guard let text = String(data: data, encoding: .utf8), let range = text.range(of: needle) else { return nil }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
