/// One construct, one finding. When a placement rule says a glass should not be where it
/// is, the findings of other rules about the same glass (its tint, shape, order,
/// interactivity or press response) are beside the point: the reviewer would write one
/// comment. Findings are the same construct when they start on the same line and their
/// column ranges overlap.
enum ConstructFolding {
    /// Rules whose finding means "this glass does not belong here", the one kept first.
    static let placement = ["glass-on-glass", "glass-on-content"]

    /// Rules about how a glass is made, moot once the glass itself is misplaced. Not
    /// interactive-on-static: a static view that reacts to touches is wrong wherever it is.
    static let styling: Set<String> = [
        "glass-button-style", "clear-glass-legibility", "glass-before-layout",
        "glass-shape-mismatch", "glass-modifier-order", "glass-needs-container", "material-under-glass",
    ]

    static func fold(_ findings: [FileReviewer.PendingFinding]) -> [FileReviewer.PendingFinding] {
        guard findings.count > 1 else { return findings }
        let deciding = findings.filter { placement.contains($0.finding.rule) }
        guard !deciding.isEmpty else { return findings }
        return findings.filter { pending in
            let finding = pending.finding
            let outranking = placement.firstIndex(of: finding.rule).map { Array(placement[..<$0]) }
                ?? (styling.contains(finding.rule) ? placement : [])
            return !deciding.contains { other in
                outranking.contains(other.finding.rule) && sameConstruct(other.finding, finding)
            }
        }
    }

    static func sameConstruct(_ a: Finding, _ b: Finding) -> Bool {
        guard a.file == b.file, a.line == b.line else { return false }
        let aEnd = a.endLine == a.line ? a.endColumn : Int.max
        let bEnd = b.endLine == b.line ? b.endColumn : Int.max
        return a.column <= bEnd && b.column <= aEnd
    }
}
