/// Which findings a fix run repairs: those of the rules asked for, and removals (fixes
/// that change the app's look on purpose) only when they are asked for too.
public struct FixSelection: Sendable {
    /// Rule ids whose fixes are applied; `nil` applies every rule's.
    public var rules: Set<String>?
    public var includesRemovals: Bool

    public init(rules: Set<String>? = nil, includesRemovals: Bool = false) {
        self.rules = rules
        self.includesRemovals = includesRemovals
    }

    /// Every fix, removals included: what a rule's own corrections are checked with.
    public static let everything = FixSelection(includesRemovals: true)

    /// Whether the fixes of any of `ids` are asked for.
    func selectsAny(of ids: Set<String>) -> Bool {
        rules.map { !$0.isDisjoint(with: ids) } ?? true
    }

    func selects(_ finding: Finding, kind: FixKind) -> Bool {
        finding.isFixable
            && (rules?.contains(finding.rule) ?? true)
            && (kind == .safe || includesRemovals)
    }
}
