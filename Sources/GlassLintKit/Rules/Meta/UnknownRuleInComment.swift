import SwiftSyntax

/// A `// glasslint:` comment that names a rule glasslint does not have. It would
/// silently suppress nothing, so it is reported instead.
public struct UnknownRuleInComment: Rule {
    public static let description = RuleDescription(
        id: "unknown-rule-in-comment",
        title: "Suppression comment names an unknown rule",
        severity: .warning,
        rationale: """
            A suppression comment with a misspelled rule id suppresses nothing, and the \
            finding it was meant for keeps coming back without anyone knowing why. The ids \
            are those of `glasslint rules`, or `all`.
            """,
        source: "glasslint",
        triggers: ["glasslint:"],
        triggeringExamples: [
            RuleExample("""
                // glasslint:disable:next ↓glass-befor-layout
                Text("Hi").glassEffect().padding()
                """),
            RuleExample("// glasslint:disable:file glass-before-layout, ↓tint-everything"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                // glasslint:disable:next glass-before-layout
                Text("Hi").glassEffect().padding()
                """),
            RuleExample("// glasslint:disable:file all"),
            RuleExample("// glasslint is our reviewer; see the README"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let known = Set(RuleCatalog.ids).union(["all"])
        return file.suppressions.directives.flatMap { directive in
            directive.ids.filter { !known.contains($0.id) }.map { reference in
                let end = reference.position.advanced(by: reference.id.utf8.count)
                var violation = Violation(
                    at: file.tree, message: "'\(reference.id)' is not a glasslint rule",
                    fix: "use an id from `glasslint rules`"
                )
                violation.start = reference.position
                violation.end = end
                return violation
            }
        }
    }
}
