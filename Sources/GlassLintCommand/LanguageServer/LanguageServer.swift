import Foundation
import GlassLintKit

/// The protocol side of `glasslint lsp`: reads each message, keeps the lifecycle
/// (`initialize`, then work, then `shutdown` and `exit`), hands documents to the
/// `Workspace`, and answers with diagnostics and code actions.
final class LanguageServer {
    private enum State {
        case waitingForInitialize
        case running(Workspace)
        case shutDown
    }

    private var state = State.waitingForInitialize
    /// Writes one message's content to the client.
    private let send: (Data) -> Void
    /// Notes for whoever reads the server's standard error (the editor's log).
    private let log: (String) -> Void
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(send: @escaping (Data) -> Void, log: @escaping (String) -> Void) {
        self.send = send
        self.log = log
    }

    /// Handles one message. Returns the exit status once the client has said `exit`.
    func handle(_ content: Data) -> GlassLintCommand.ExitStatus? {
        guard let envelope = try? JSONDecoder().decode(JSONRPC.Envelope.self, from: content) else {
            respond(to: nil, error: .parseError, "not a JSON-RPC message")
            return nil
        }
        guard let method = envelope.method else { return nil }  // a response: the server asks nothing
        if let id = envelope.id {
            request(method, id: id, content: content)
            return nil
        }
        if method == "exit" { return exitStatus }
        if case .running(let workspace) = state {
            notification(method, content: content, workspace: workspace)
        }
        return nil
    }

    /// The status to exit with, on `exit` or when the client closes the stream: 0 after a
    /// `shutdown`, else the protocol's 1 (which the command's statuses call `findings`).
    var exitStatus: GlassLintCommand.ExitStatus {
        if case .shutDown = state { return .clean }
        return .findings
    }

    // MARK: Requests

    private func request(_ method: String, id: JSONRPC.RequestID, content: Data) {
        switch (state, method) {
        case (.waitingForInitialize, "initialize"):
            guard let params = decode(LSP.InitializeParams.self, content, id: id) else { return }
            let workspace = Workspace(folders: Self.folders(of: params), documentation: RuleDocumentation.write()) { [weak self] message in
                self?.showMessage(message)
            }
            state = .running(workspace)
            let result = LSP.InitializeResult(
                capabilities: LSP.ServerCapabilities(),
                serverInfo: LSP.ServerInfo(name: GlassLint.name, version: GlassLint.version)
            )
            respond(to: id, result: result)
        case (.waitingForInitialize, _):
            respond(to: id, error: .serverNotInitialized, "the server is not initialized")
        case (.shutDown, _):
            respond(to: id, error: .invalidRequest, "the server is shutting down")
        case (.running, "initialize"):
            respond(to: id, error: .invalidRequest, "the server is already initialized")
        case (.running, "shutdown"):
            state = .shutDown
            respond(to: id, result: JSONRPC.Null())
        case (.running(let workspace), "textDocument/codeAction"):
            guard let params = decode(LSP.CodeActionParams.self, content, id: id) else { return }
            let wanted = params.context.only.map { kinds in
                kinds.contains { LSP.CodeActionKind.quickFix == $0 || LSP.CodeActionKind.quickFix.hasPrefix($0 + ".") }
            } ?? true
            let actions = wanted ? workspace.findings(of: params.textDocument.uri)?.codeActions(touching: params.range) ?? [] : []
            respond(to: id, result: actions)
        case (.running, _):
            respond(to: id, error: .methodNotFound, "glasslint does not handle \(method)")
        }
    }

    /// The workspace folders, else the root URI, else the root path; none when the client
    /// opened no folder.
    static func folders(of params: LSP.InitializeParams) -> [URL] {
        if let folders = params.workspaceFolders, !folders.isEmpty {
            return folders.compactMap { Workspace.file(of: $0.uri) }
        }
        if let uri = params.rootUri {
            return Workspace.file(of: uri).map { [$0] } ?? []
        }
        return params.rootPath.map { [URL(fileURLWithPath: $0)] } ?? []
    }

    // MARK: Notifications

    private func notification(_ method: String, content: Data, workspace: Workspace) {
        switch method {
        case "initialized":
            workspace.warm()
        case "textDocument/didOpen":
            guard let params = decode(LSP.DidOpenTextDocumentParams.self, content) else { return }
            let document = params.textDocument
            workspace.open(uri: document.uri, version: document.version, text: document.text)
            publishProject(of: document.uri, in: workspace)
        case "textDocument/didChange":
            guard let params = decode(LSP.DidChangeTextDocumentParams.self, content),
                  let text = params.contentChanges.last?.text
            else { return }
            workspace.change(uri: params.textDocument.uri, version: params.textDocument.version, text: text)
            publishProject(of: params.textDocument.uri, in: workspace)
        case "textDocument/didSave":
            guard let params = decode(LSP.TextDocumentParams.self, content) else { return }
            workspace.save(uri: params.textDocument.uri)
            publishProject(of: params.textDocument.uri, in: workspace)
        case "textDocument/didClose":
            guard let params = decode(LSP.TextDocumentParams.self, content) else { return }
            workspace.close(uri: params.textDocument.uri)
            notify("textDocument/publishDiagnostics", LSP.PublishDiagnosticsParams(uri: params.textDocument.uri, version: nil, diagnostics: []))
            publishProject(of: params.textDocument.uri, in: workspace)
        default:
            break  // Notifications the server does not handle are dropped, as the protocol allows.
        }
    }

    private func publishProject(of uri: String, in workspace: Workspace) {
        for (document, findings) in workspace.reviewProject(of: uri) {
            let params = LSP.PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: findings.diagnostics)
            notify("textDocument/publishDiagnostics", params)
        }
    }

    private func showMessage(_ message: String) {
        log(message)
        notify("window/showMessage", LSP.ShowMessageParams(type: .error, message: message))
    }

    // MARK: Messages

    /// The message's parameters as `type`; a request that does not have them is answered
    /// with InvalidParams, a notification's are logged.
    private func decode<Params: Decodable>(_ type: Params.Type, _ content: Data, id: JSONRPC.RequestID? = nil) -> Params? {
        do {
            return try JSONDecoder().decode(JSONRPC.Parameters<Params>.self, from: content).params
        } catch {
            if let id {
                respond(to: id, error: .invalidParams, "invalid parameters: \(error)")
            } else {
                log("\(GlassLint.name) lsp: ignored a notification with invalid parameters: \(error)")
            }
            return nil
        }
    }

    private func respond<Result: Encodable>(to id: JSONRPC.RequestID, result: Result) {
        write(JSONRPC.Response(id: id, outcome: .result(result)))
    }

    private func respond(to id: JSONRPC.RequestID?, error code: JSONRPC.ErrorCode, _ message: String) {
        write(JSONRPC.Response<JSONRPC.Null>(id: id, outcome: .error(JSONRPC.ResponseError(code: code, message: message))))
    }

    private func notify<Params: Encodable>(_ method: String, _ params: Params) {
        write(JSONRPC.Notification(method: method, params: params))
    }

    private func write(_ message: some Encodable) {
        do {
            send(try encoder.encode(message))
        } catch {
            log("\(GlassLint.name) lsp: cannot encode a message: \(error)")
        }
    }
}
