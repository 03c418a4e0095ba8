import Foundation
import GlassLintKit

/// `glasslint lsp`: a language server over standard input and output. It runs until the
/// client says `exit`, or closes the stream.
enum LanguageServerCommand {
    static func run(_ words: [String], output: OutputSink, errors: OutputSink) throws -> GlassLintCommand.ExitStatus {
        let arguments = try CommandSyntax.lsp.parse(words)
        guard arguments.positionals.isEmpty else {
            throw GlassLintError("usage: glasslint lsp (it talks the language server protocol on standard input and output)")
        }
        let server = LanguageServer(
            send: { output.write(String(decoding: MessageFramer.frame($0), as: UTF8.self)) },
            log: { errors.write($0 + "\n") }
        )
        return try serve(server, input: FileHandle.standardInput)
    }

    /// Feeds the server each whole message read from `input`, in whatever pieces it arrives.
    static func serve(_ server: LanguageServer, input: FileHandle) throws -> GlassLintCommand.ExitStatus {
        var framer = MessageFramer()
        while true {
            let bytes = input.availableData
            if bytes.isEmpty { return server.exitStatus }  // the client closed the stream
            framer.append(bytes)
            do {
                while let content = try framer.nextMessage() {
                    // An open document is parsed as the review parses a file: on a large stack.
                    if let status = LargeStack.run({ server.handle(content) }) { return status }
                }
            } catch let error as MessageFramer.FramingError {
                throw GlassLintError("lsp: the client sent \(error)")
            }
        }
    }
}
