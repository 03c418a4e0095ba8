/// What applying a rule's automatic fix does to the app.
public enum FixKind: String, Codable, Sendable {
    /// The code is corrected and the app keeps its intended look: `glasslint fix` applies it.
    case safe
    /// A custom background, bar colour or material is deleted so the system glass shows:
    /// the app looks different on purpose, so `glasslint fix` applies it only with
    /// `--include-removals`.
    case removal
}

extension RuleDescription {
    /// This description with its fix marked as `kind`. A rule whose fix deletes styling
    /// declares `RuleDescription(…).fixed(as: .removal)`.
    public func fixed(as kind: FixKind) -> RuleDescription {
        var marked = self
        marked.fixKind = kind
        return marked
    }
}
