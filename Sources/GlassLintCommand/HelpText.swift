import GlassLintKit

enum HelpText {
    static let usage = """
        \(GlassLint.name) \(GlassLint.version): reviews SwiftUI code that adopts Liquid Glass

        USAGE
          glasslint [review] [PATH ...] [options]   review a project (PATH defaults to .)
          glasslint rules                           list the rules
          glasslint explain RULE-ID                 what a rule finds, why, and examples
          glasslint help | --version

        REVIEW OPTIONS
          --format review|xcode|json   the output (default: review)
          --fail-on error|warning|info|never
                                       exit 1 when a finding at or above this is found (default: warning)
          --config FILE                the configuration (default: .glasslint.json in the reviewed folder)
          --no-config                  ignore .glasslint.json
          --jobs N                     files reviewed at once (default: the number of cores)
          --parse-all                  parse every file, even those without glass words (same findings, slower)

        EXIT STATUS
          0  nothing at or above --fail-on was found
          1  something at or above --fail-on was found
          2  usage, configuration or I/O error (one line on standard error)

        """
}
