/// Every command's syntax: what `ParsedArguments` accepts and what `--help` prints.
extension CommandSyntax {
    static let all: [CommandSyntax] = [review, fix, baseline, lsp, facts, rules, explain]

    static func named(_ name: String) -> CommandSyntax? {
        all.first { $0.name == name }
    }

    // The options of every command that reviews.
    private static let config = Option("--config", "FILE", "the configuration (default: .glasslint.json in the reviewed folder)")
    private static let noConfig = Option("--no-config", "ignore .glasslint.json")
    private static let jobs = Option("--jobs", "N", "files reviewed at once (default: the number of cores)")
    private static let followLinks = Option("--follow-links", """
        follow symbolic links to files and folders inside the reviewed folder
        (links leading outside it are never followed; both are listed as skipped)
        """)
    private static let parseAll = Option("--parse-all", "parse every file, even those without glass words (same findings, slower)")
    private static let cachePath = Option(
        "--cache-path", "DIR", "keep results here (default: $XDG_CACHE_HOME/glasslint, else the user's cache folder)"
    )
    private static let noCache = Option("--no-cache", "neither read nor write the cache")
    private static let includeUnshipped = Option("--include-tests-and-previews", """
        review test files, previews, #if DEBUG code and files the Xcode
        project does not compile too (by default they are not shipped UI
        and produce no findings)
        """)
    private static let root = Option("--root", "DIR", """
        read the project facts of DIR and report paths relative to it;
        the PATHs, inside DIR, are the files reviewed (default: the one
        PATH, or the current directory when there are several)
        """)
    private static let failOn = Option("--fail-on", "error|warning|info|never", "exit 1 when a finding at or above this is found (default: warning)")

    static let review = CommandSyntax(
        name: "review", synopsis: "[review] [PATH ...] [options]", summary: "review a project (PATH defaults to .)",
        options: [
            Option("--format", "FORMAT", """
                the output: review, xcode, json, sarif, github, markdown,
                checkstyle (default: review; coloured on a terminal unless NO_COLOR)
                """),
            Option("--output", "FORMAT=FILE", "also write a report to FILE (repeatable)"),
            Option("--baseline", "FILE", "report only findings not recorded in FILE, and how many were"),
            Option("--quiet", "print nothing when the review passes"),
            Option("--stamp", "FILE", "write an empty FILE once the review is done (a build system's output)"),
            failOn, root, config, noConfig, jobs, parseAll, cachePath, noCache, followLinks, includeUnshipped,
        ]
    )

    static let fix = CommandSyntax(
        name: "fix", synopsis: "fix [PATH ...] [options]", summary: "apply the automatic fixes",
        options: [
            Option("--dry-run", "print the fixes as a unified diff; write nothing"),
            Option("--rule", "ID", "apply only this rule's fixes (repeatable)"),
            Option("--include-removals", """
                also delete custom bar, sheet and material backgrounds
                that hide the system glass (this changes the app's look)
                """),
            failOn, root, config, noConfig, jobs, followLinks, includeUnshipped,
        ],
        notes: [
            "below a 26 deployment target, fix also moves glass without #available into helpers",
            "(the project's own, or new ones in LiquidGlassCompat.swift)",
            "fix exits 1 when a fixable finding is left or a finding at or above --fail-on remains",
        ]
    )

    static let baseline = CommandSyntax(
        name: "baseline", synopsis: "baseline [PATH ...] [options]", summary: "record today's findings in .glasslint-baseline.json",
        options: [
            Option("--output", "FILE", "write the baseline here (default: .glasslint-baseline.json in the reviewed folder)"),
            root, config, noConfig, jobs, parseAll, cachePath, noCache, followLinks, includeUnshipped,
        ],
        notes: ["then `glasslint review --baseline FILE` reports only the findings not recorded in it"]
    )

    static let lsp = CommandSyntax(
        name: "lsp", synopsis: "lsp", summary: "a language server on standard input and output", options: []
    )

    static let facts = CommandSyntax(
        name: "facts", synopsis: "facts [PATH] [--format text|json]",
        summary: "the project as the review reads it: targets, platforms,\ndeployment targets, the compatibility switch",
        options: [Option("--format", "text|json", "the output (default: text)")]
    )

    static let rules = CommandSyntax(
        name: "rules", synopsis: "rules [--format text|markdown]", summary: "list the rules",
        options: [Option("--format", "text|markdown", "a table, or every rule's page in Markdown, as docs/rules.md (default: text)")]
    )

    static let explain = CommandSyntax(
        name: "explain", synopsis: "explain RULE-ID", summary: "what a rule finds, why, and examples", options: []
    )
}
