/// What becomes of project-wide findings once every file is reviewed: kinds with too few
/// sites are dropped, and the review folds each remaining kind into one row.
public enum ProjectWideFindings {
    /// One folded kind: its sites, counted.
    public struct Summary: Hashable, Sendable {
        public var rule: String
        public var kind: ProjectWideKind
        public var severity: Severity
        public var sites: Int
        public var files: Int

        /// `26 API without an availability check: 12 sites in 5 files`.
        public var message: String {
            "\(kind.summary): \(sites) sites in \(files) file\(files == 1 ? "" : "s")"
        }
    }

    /// The findings without the sites of any kind that has fewer sites than its minimum.
    public static func keepingKindsAtMinimum(_ findings: [Finding]) -> [Finding] {
        let counts = Dictionary(grouping: findings.compactMap(key), by: { $0 }).mapValues(\.count)
        return findings.filter { finding in
            guard let key = key(finding), let kind = finding.projectWide else { return true }
            return counts[key, default: 0] >= kind.minimumSites
        }
    }

    /// The findings shown one by one, and a summary for every kind with two or more sites
    /// (a kind with one site is clearer at its own place), in rule order.
    public static func fold(_ findings: [Finding]) -> (single: [Finding], folded: [Summary]) {
        let groups = Dictionary(grouping: findings.filter { $0.projectWide != nil }, by: { key($0)! })
            .filter { $0.value.count >= 2 }
        let single = findings.filter { finding in key(finding).map { groups[$0] == nil } ?? true }
        let folded = groups.map { key, sites in
            Summary(
                rule: key.rule, kind: key.kind, severity: sites.map(\.severity).max()!,
                sites: sites.count, files: Set(sites.map(\.file)).count
            )
        }
        return (single, folded.sorted { ($0.rule, $0.kind.summary) < ($1.rule, $1.kind.summary) })
    }

    private struct Key: Hashable {
        let rule: String
        let kind: ProjectWideKind
    }

    private static func key(_ finding: Finding) -> Key? {
        finding.projectWide.map { Key(rule: finding.rule, kind: $0) }
    }
}
