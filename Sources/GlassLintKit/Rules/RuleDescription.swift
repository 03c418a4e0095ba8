/// Everything a user or a test needs to know about a rule without running it: the id,
/// the advice, and examples that are at once the documentation and the tests.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id, used in configuration and suppression comments.
    public let id: String
    /// One line for `glasslint rules`.
    public let title: String
    public let severity: Severity
    /// Why the rule exists, in a paragraph.
    public let rationale: String
    /// Where Apple's guidance says so.
    public let source: String
    /// Words one of which a file must contain for the rule to possibly fire. Files that
    /// contain none of any enabled rule's triggers are not parsed at all.
    public let triggers: [String]
    public let options: [RuleOption]
    /// Code that must trigger; `↓` marks each expected finding position, `ⓘ`, `ⓦ`, `ⓔ` one reported at
    /// info, warning or error instead of the rule's severity.
    public let triggeringExamples: [RuleExample]
    /// Code that must not trigger, including the rule's false-positive traps.
    public let nonTriggeringExamples: [RuleExample]
    /// Code before and after the automatic fix; empty for rules without one.
    public let corrections: [RuleCorrection]
    /// `.removal` when the fix deletes styling on purpose; set with `fixed(as:)`.
    public internal(set) var fixKind: FixKind = .safe

    public var isFixable: Bool { !corrections.isEmpty }

    public init(
        id: String, title: String, severity: Severity, rationale: String, source: String,
        triggers: [String], options: [RuleOption] = [],
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample],
        corrections: [RuleCorrection] = []
    ) {
        self.id = id
        self.title = title
        self.severity = severity
        self.rationale = rationale
        self.source = source
        self.triggers = triggers
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }
}

/// A code sample attached to a rule.
public struct RuleExample: Sendable {
    public let code: String
    /// The trap or situation the example stands for, shown by `explain`.
    public let note: String?
    /// Options that differ from the defaults for this example.
    public let options: [String: OptionValue]
    /// The project the example is reviewed in; unknown unless the rule needs its facts.
    public let project: ProjectContext

    public init(_ code: String, note: String? = nil, options: [String: OptionValue] = [:], project: ProjectContext = .unknown) {
        self.code = code
        self.note = note
        self.options = options
        self.project = project
    }
}

/// Code before and after a rule's automatic fix.
public struct RuleCorrection: Sendable {
    public let before: String
    public let after: String

    public init(_ before: String, _ after: String) {
        self.before = before
        self.after = after
    }
}
