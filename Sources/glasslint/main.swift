import Foundation
import GlassLintCommand

let status = GlassLintCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    output: FileHandleSink(.standardOutput),
    errors: FileHandleSink(.standardError)
)
exit(status.rawValue)
