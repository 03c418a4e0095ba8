import Foundation

/// What glasslint reads from an `Info.plist`, XML or binary: the compatibility switch.
enum InfoPlist {
    /// The file names that hold a target's Info.plist: `Info.plist`, `App-Info.plist`.
    static func isInfoPlist(_ name: String) -> Bool {
        name == "Info.plist" || name.hasSuffix("-Info.plist")
    }

    static let interfaceStyleKey = "UIUserInterfaceStyle"

    /// The appearance the file holds the app in (`UIUserInterfaceStyle` is `Dark` or `Light`).
    static func heldAppearance(at url: URL) -> HeldAppearance? {
        guard case .success(let dictionary) = PropertyListFile.dictionary(at: url) else { return nil }
        return (dictionary[interfaceStyleKey] as? String).flatMap(HeldAppearance.init(rawValue:))
    }

    /// `UIDesignRequiresCompatibility` as the file sets it; `nil` when the key is absent.
    static func compatibility(at url: URL, path: String) -> Result<CompatibilitySwitch?, PropertyListFile.Unreadable> {
        PropertyListFile.dictionary(at: url).flatMap { dictionary in
            guard let value = dictionary[CompatibilitySwitch.key] else { return .success(nil) }
            guard let isOn = CompatibilitySwitch.isOn(value) else {
                return .failure(PropertyListFile.Unreadable("has a \(CompatibilitySwitch.key) that is not a Boolean"))
            }
            let data = FileManager.default.contents(atPath: url.path) ?? Data()
            let line = CompatibilitySwitch.line(of: "<key>\(CompatibilitySwitch.key)</key>", in: data)
            return .success(CompatibilitySwitch(file: path, line: line, isOn: isOn))
        }
    }
}
