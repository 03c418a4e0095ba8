import SwiftSyntax

/// One parsed file as the rules see it: the tree, its text, the project facts, the
/// project index (what other files declare and where this file's views are shown), and
/// the syntax model built once and shared by every rule.
public final class SyntaxFile {
    /// Path relative to the reviewed root.
    public let path: String
    public let tree: SourceFileSyntax
    public let project: ProjectContext
    public let index: ProjectIndex
    let utf8: [UInt8]
    /// Built on first use: it walks every token, and most files reviewed have no finding.
    private lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    public init(path: String, source: String, tree: SourceFileSyntax, project: ProjectContext, index: ProjectIndex = .empty) {
        self.path = path
        self.tree = tree
        self.project = project
        self.index = index
        self.utf8 = Array(source.utf8)
    }

    /// The nodes the rules look for, collected in one walk.
    private(set) lazy var inventory = SyntaxInventory(tree)

    /// Every modifier chain of the file, outermost expressions only.
    public private(set) lazy var chains: [ModifierChain] = ModifierChain.all(amongCalls: inventory.calls)

    /// Where each piece of the file can run (see `FileAvailability`), built once for every rule.
    public private(set) lazy var availability = FileAvailability(self)

    /// What the file is built for, asked by several rules.
    public private(set) lazy var deployment = project.deployment(for: path)

    /// The file's `// glasslint:` comments, read once for the review and for the rule that checks them.
    public private(set) lazy var suppressions = SuppressionComments(self)

    /// The private members nothing in the file names: what they build is never shown.
    private(set) lazy var unusedPrivateMembers = UnusedPrivateMembers(tree)

    /// What `appliedGlass(by:)` found for each modifier asked about, by its call: the
    /// glass rules each ask about every chain.
    var appliedGlassByCall: [SyntaxIdentifier: [AppliedGlass]] = [:]

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

    /// Whether `node` is compiled for `platform` alone: by the platforms its code runs on,
    /// else, when the targets are unknown, by the `#if os(…)` around it.
    public func runsOnly(on platform: ApplePlatform, _ node: some SyntaxProtocol, _ availability: FileAvailability) -> Bool {
        let platforms = Set(availability.at(node).platforms.keys)
        if !platforms.isEmpty { return platforms == [platform] }
        return localPlacement(of: node).placement.platformConditions == [platform.rawValue]
    }

    /// Where a view expression of this file sits in its own declaration.
    public func localPlacement(of node: some SyntaxProtocol) -> LocalPlacement {
        PlacementReader(path: path) { [converter] in converter.location(for: $0).line }.read(node)
    }

    /// Every placement a view expression of this file is shown in across the project:
    /// its place in its declaration inside each place the declaration is shown. Empty
    /// when no use of the declaration can show it.
    public func placements(of node: some SyntaxProtocol) -> [Placement] {
        index.placements(of: localPlacement(of: node), in: DeclarationKey.enclosing(node, path: path), file: path)
    }
}
