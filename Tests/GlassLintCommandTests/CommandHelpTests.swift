import Foundation
import Testing
@testable import GlassLintCommand

/// `--help` after any command prints its usage, and the usage documents exactly the options
/// the parser accepts.
struct CommandHelpTests {
    static let commands = CommandSyntax.all.map(\.name)

    /// The option names a help text documents: the first word of each indented `--` row.
    static func documentedOptions(_ help: String) -> Set<String> {
        Set(help.split(separator: "\n").compactMap { line -> String? in
            let row = line.drop { $0 == " " }
            guard line.hasPrefix("  "), row.hasPrefix("--") || row.hasPrefix("-h,") else { return nil }
            return String(row.split(separator: " ")[0].trimmingCharacters(in: [","]))
        })
    }

    /// Whether the command's parser takes `option` (given a value when it asks for one).
    static func accepts(_ command: CommandSyntax, _ option: String) -> Bool {
        (try? command.parse([option])) != nil || (try? command.parse([option, "value"])) != nil
    }

    @Test(arguments: commands, ["--help", "-h"])
    func helpAfterACommandPrintsItsUsage(_ command: String, _ word: String) throws {
        let syntax = try #require(CommandSyntax.named(command))
        let run = CommandRun([command, word])
        #expect(run.status == .clean)
        #expect(run.errors.isEmpty)
        #expect(run.output == HelpText.usage(of: syntax))
        #expect(run.output.hasPrefix("usage: glasslint \(syntax.synopsis)\n"))
    }

    @Test func helpWinsAnywhereBeforeDoubleDash() {
        #expect(CommandRun(["fix", "Examples/Trips", "--dry-run", "--help"]).output == HelpText.usage(of: .fix))
        #expect(CommandRun(["Examples/Trips", "-h"]).output == HelpText.usage(of: .review))
        #expect(CommandRun(["review", "--", "--help"]).errors.contains("no such file"))
    }

    @Test(arguments: commands)
    func everyAcceptedOptionIsDocumentedAndTheReverse(_ command: String) throws {
        let syntax = try #require(CommandSyntax.named(command))
        let documented = Self.documentedOptions(HelpText.usage(of: syntax))
        for option in syntax.options {
            #expect(documented.contains(option.name), "`glasslint \(command) --help` does not document \(option.name)")
        }
        for option in documented.subtracting(["-h", "--help"]) {
            #expect(Self.accepts(syntax, option), "`glasslint \(command) --help` documents \(option), which the parser refuses")
        }
        #expect(!Self.accepts(syntax, "--not-an-option"))
    }

    @Test func theGeneralHelpDocumentsOnlyAcceptedOptions() {
        let documented = Self.documentedOptions(HelpText.usage)
        #expect(documented.isSuperset(of: CommandSyntax.review.options.map(\.name)))
        for option in documented {
            #expect(Self.accepts(.review, option) || Self.accepts(.fix, option), "`glasslint help` documents \(option), which no parser takes")
        }
        for command in Self.commands {
            #expect(HelpText.usage.contains("glasslint \(CommandSyntax.named(command)!.synopsis)"))
        }
    }
}
