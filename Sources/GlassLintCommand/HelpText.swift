import GlassLintKit

enum HelpText {
    static let usage = """
        \(GlassLint.name) \(GlassLint.version): reviews SwiftUI code that adopts Liquid Glass

        USAGE
          glasslint [review] [PATH ...] [options]   review a project (PATH defaults to .)
          glasslint fix [PATH ...] [options]        apply the automatic fixes (see FIX OPTIONS)
          glasslint baseline [PATH] [--output FILE] record today's findings in .glasslint-baseline.json
          glasslint lsp                             a language server on standard input and output
          glasslint facts [PATH] [--format text|json]
                                                    targets, platforms, deployment targets and the
                                                    compatibility switch, as the review reads them
          glasslint rules                           list the rules
          glasslint explain RULE-ID                 what a rule finds, why, and examples
          glasslint help | --version

        REVIEW OPTIONS
          --format FORMAT              the output: review, xcode, json, sarif, github, markdown,
                                       checkstyle (default: review; coloured on a terminal unless NO_COLOR)
          --output FORMAT=FILE         also write a report to FILE (repeatable)
          --baseline FILE              report only findings not recorded in FILE, and how many were
          --quiet                      print nothing when the review passes
          --stamp FILE                 write an empty FILE once the review is done (a build system's output)
          --fail-on error|warning|info|never
                                       exit 1 when a finding at or above this is found (default: warning)
          --root DIR                   read the project facts of DIR and report paths relative to it;
                                       the PATHs, inside DIR, are the files reviewed (default: the one
                                       PATH, or the current directory when there are several)
          --config FILE                the configuration (default: .glasslint.json in the reviewed folder)
          --no-config                  ignore .glasslint.json
          --jobs N                     files reviewed at once (default: the number of cores)
          --parse-all                  parse every file, even those without glass words (same findings, slower)
          --cache-path DIR             keep results here (default: $XDG_CACHE_HOME/glasslint, else the user's cache folder)
          --no-cache                   neither read nor write the cache
          --follow-links               follow symbolic links to files and folders inside the reviewed folder
                                       (links leading outside it are never followed; both are listed as skipped)

        FIX OPTIONS (also --fail-on, --root, --config, --no-config, --jobs, --follow-links)
          --dry-run                    print the fixes as a unified diff; write nothing
          --rule ID                    apply only this rule's fixes (repeatable)
          --include-removals           also delete custom bar, sheet and material backgrounds
                                       that hide the system glass (this changes the app's look)
          below a 26 deployment target, fix also moves glass without #available into helpers
          (the project's own, or new ones in LiquidGlassCompat.swift)
          fix exits 1 when a fixable finding is left or a finding at or above --fail-on remains

        EXIT STATUS
          0  nothing at or above --fail-on was found
          1  something at or above --fail-on was found
          2  usage, configuration or I/O error (one line on standard error)

        """
}
