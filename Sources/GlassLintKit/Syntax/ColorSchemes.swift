/// Modifiers that fix the appearance of what they hold.
enum ColorSchemes {
    /// `.environment(\.colorScheme, .dark)`, `.colorScheme(.dark)`, `.preferredColorScheme(.dark)`.
    static func holdsDark(_ modifier: Modifier) -> Bool {
        ["environment", "colorScheme", "preferredColorScheme"].contains(modifier.name) && modifier.argumentWords.contains("dark")
    }
}
