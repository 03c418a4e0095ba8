/// The language server protocol's structures that glasslint reads and writes, named and
/// shaped as in the specification (3.17). Fields the server does not use are not decoded.
enum LSP {
    /// A place in a document: 0-based line, and 0-based offset in UTF-16 code units.
    struct Position: Codable, Hashable, Comparable {
        var line: Int
        var character: Int

        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.character) < (rhs.line, rhs.character)
        }
    }

    /// From `start` up to, not including, `end`.
    struct Range: Codable, Hashable {
        var start: Position
        var end: Position

        /// Whether the two ranges share a position; an empty range (a cursor) touches a range
        /// that holds it, or that starts or ends at it.
        func touches(_ other: Range) -> Bool {
            start <= other.end && other.start <= end
        }
    }

    // MARK: Client to server

    struct WorkspaceFolder: Decodable {
        var uri: String
    }

    struct InitializeParams: Decodable {
        var rootUri: String?
        var rootPath: String?
        var workspaceFolders: [WorkspaceFolder]?
    }

    struct TextDocumentIdentifier: Decodable {
        var uri: String
    }

    struct TextDocumentItem: Decodable {
        var uri: String
        var version: Int
        var text: String
    }

    struct DidOpenTextDocumentParams: Decodable {
        var textDocument: TextDocumentItem
    }

    struct VersionedTextDocumentIdentifier: Decodable {
        var uri: String
        var version: Int
    }

    /// With full synchronisation each change is the whole text.
    struct TextDocumentContentChangeEvent: Decodable {
        var text: String
    }

    struct DidChangeTextDocumentParams: Decodable {
        var textDocument: VersionedTextDocumentIdentifier
        var contentChanges: [TextDocumentContentChangeEvent]
    }

    /// Used by `didSave` and `didClose`.
    struct TextDocumentParams: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    struct CodeActionContext: Decodable {
        /// The kinds the client wants; `nil` for all.
        var only: [String]?
    }

    struct CodeActionParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var range: Range
        var context: CodeActionContext
    }

    // MARK: Server to client

    struct InitializeResult: Encodable {
        var capabilities: ServerCapabilities
        var serverInfo: ServerInfo
    }

    struct ServerInfo: Encodable {
        var name: String
        var version: String
    }

    struct ServerCapabilities: Encodable {
        var positionEncoding = "utf-16"
        var textDocumentSync = TextDocumentSyncOptions()
        var codeActionProvider = CodeActionOptions()
    }

    struct TextDocumentSyncOptions: Encodable {
        var openClose = true
        /// 1: every change sends the whole text.
        var change = 1
        var save = SaveOptions()
    }

    struct SaveOptions: Encodable {
        var includeText = false
    }

    struct CodeActionOptions: Encodable {
        var codeActionKinds = [CodeActionKind.quickFix]
    }

    enum CodeActionKind {
        static let quickFix = "quickfix"
    }

    enum DiagnosticSeverity: Int, Encodable, Hashable {
        case error = 1
        case warning = 2
        case information = 3
    }

    struct CodeDescription: Encodable, Hashable {
        var href: String
    }

    struct Diagnostic: Encodable, Hashable {
        var range: Range
        var severity: DiagnosticSeverity
        /// The rule id.
        var code: String
        /// Where the rule is explained; `nil` leaves it out.
        var codeDescription: CodeDescription?
        var source: String
        var message: String
    }

    struct PublishDiagnosticsParams: Encodable {
        var uri: String
        var version: Int?
        var diagnostics: [Diagnostic]
    }

    struct TextEdit: Encodable, Hashable {
        var range: Range
        var newText: String
    }

    struct WorkspaceEdit: Encodable {
        /// Edits by document URI.
        var changes: [String: [TextEdit]]
    }

    struct CodeAction: Encodable {
        var title: String
        var kind: String
        var diagnostics: [Diagnostic]
        var isPreferred: Bool
        var edit: WorkspaceEdit
    }

    enum MessageType: Int, Encodable {
        case error = 1
        case warning = 2
    }

    struct ShowMessageParams: Encodable {
        var type: MessageType
        var message: String
    }
}
