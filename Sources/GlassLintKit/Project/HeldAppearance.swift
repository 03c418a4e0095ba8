/// The appearance an app keeps whatever the system's setting: `UIUserInterfaceStyle` in its
/// Info.plist or as `INFOPLIST_KEY_UIUserInterfaceStyle`. Its glass is always of that
/// appearance, so a fixed foreground chosen for it stays legible.
public enum HeldAppearance: String, Hashable, Codable, Sendable {
    case light = "Light"
    case dark = "Dark"

    /// `always light`, `always dark`, for facts.
    public var summary: String { self == .dark ? "always dark" : "always light" }
}
