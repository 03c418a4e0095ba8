import SwiftSyntax

/// One parsed file as the rules see it: the tree, its text, the project facts, and the
/// syntax model built once and shared by every rule.
public final class SyntaxFile {
    /// Path relative to the reviewed root.
    public let path: String
    public let tree: SourceFileSyntax
    public let project: ProjectContext
    let utf8: [UInt8]
    private let converter: SourceLocationConverter

    public init(path: String, source: String, tree: SourceFileSyntax, project: ProjectContext) {
        self.path = path
        self.tree = tree
        self.project = project
        self.utf8 = Array(source.utf8)
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Every modifier chain of the file, outermost expressions only.
    public private(set) lazy var chains: [ModifierChain] = ModifierChain.all(in: tree)

    /// The file's indentation step, guessed from its own lines (four spaces when unclear).
    public private(set) lazy var indentUnit: String = Indentation.unit(of: utf8)

    public func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let location = converter.location(for: position)
        return (location.line, location.column)
    }

    /// The original bytes between two positions, as text.
    public func text(from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        String(decoding: utf8[start.utf8Offset..<end.utf8Offset], as: UTF8.self)
    }

    /// The source text of a node, without its leading and trailing trivia.
    public func text(of node: some SyntaxProtocol) -> String {
        text(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
    }

    /// The white space that starts the line holding `position`.
    public func indentation(ofLineAt position: AbsolutePosition) -> String {
        Indentation.ofLine(in: utf8, at: position.utf8Offset)
    }
}
