/// Marks a finding as one site of a problem of the whole project, such as an API used
/// without an availability check in many files. The review prints every site of one kind
/// as a single `all files` row with their count and one fix; the machine formats keep
/// every site.
public struct ProjectWideKind: Hashable, Codable, Sendable {
    /// What the sites share, for the `all files` row: `26 API without an availability check`.
    public var summary: String
    /// One fix for all of them.
    public var fix: String
    /// The fewest sites in the project that make a finding; with fewer, the sites are dropped.
    public var minimumSites: Int

    public init(summary: String, fix: String, minimumSites: Int = 1) {
        self.summary = summary
        self.fix = fix
        self.minimumSites = minimumSites
    }
}
