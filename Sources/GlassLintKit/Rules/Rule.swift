import SwiftSyntax

/// A check of one aspect of Liquid Glass use. A rule only reports: it reads one file's
/// syntax (and the project facts) and returns violations; the engine turns them into
/// findings, applies configuration and suppressions, and sorts them.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init(options: RuleOptions)
    func check(_ file: SyntaxFile) -> [Violation]
}

extension Rule {
    public var description: RuleDescription { Self.description }
}

/// What a rule reports, in the coordinates of the tree it read.
public struct Violation {
    public var start: AbsolutePosition
    public var end: AbsolutePosition
    public var message: String
    public var fix: String
    public var edits: [TextEdit]
    /// Set when this violation is more or less severe than the rule's default.
    public var severity: Severity?
    /// Names whose declaration anywhere in the project makes this violation void
    /// (a project's own `struct Glass`, or `static var prominent` in `extension Glass`).
    public var voidIfProjectDeclares: [String]
    /// Set when the violation is one site of a project-wide kind (see `ProjectWideKind`).
    public var projectWide: ProjectWideKind?

    public init(
        at node: some SyntaxProtocol, through endNode: (any SyntaxProtocol)? = nil,
        message: String, fix: String, edits: [TextEdit] = [],
        severity: Severity? = nil, voidIfProjectDeclares: [String] = [], projectWide: ProjectWideKind? = nil
    ) {
        self.start = node.positionAfterSkippingLeadingTrivia
        self.end = (endNode ?? node).endPositionBeforeTrailingTrivia
        self.message = message
        self.fix = fix
        self.edits = edits
        self.severity = severity
        self.voidIfProjectDeclares = voidIfProjectDeclares
        self.projectWide = projectWide
    }
}
