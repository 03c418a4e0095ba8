import SwiftSyntax

/// Which parts of a file ship to users. Tests, previews and debug-only code are built
/// for developers: by default they produce no findings, and the views they show are not
/// places where the project's views are shown. `includeTestsAndPreviews` (the
/// `--include-tests-and-previews` flag) reviews them as shipped code.
///
/// Not shipped: every file of a test target (a folder named `…Tests` or `…Harness`, or a file that
/// imports a test framework or `@testable` a module); `#Preview` bodies and
/// `PreviewProvider` types; `#if DEBUG` clauses; types named as debug screens
/// (`TimelineDebugView`, `DebugMenu`).
struct ShippedCode: Sendable {
    /// Where the file's unshipped code lies, as UTF-8 offsets, in source order.
    private let unshipped: [Range<Int>]
    let isTestFile: Bool

    /// Everything ships: the review includes tests and previews.
    static let everything = ShippedCode(unshipped: [], isTestFile: false)

    private init(unshipped: [Range<Int>], isTestFile: Bool) {
        self.unshipped = unshipped
        self.isTestFile = isTestFile
    }

    /// `text`, the file's source when at hand: a file without the words of a preview or of
    /// debug code is not walked for them.
    init(path: String, tree: SourceFileSyntax, text: String? = nil) {
        isTestFile = Self.isInTestFolder(path) || Self.importsTestFramework(tree)
        guard !isTestFile else {
            unshipped = [0..<tree.endPosition.utf8Offset]
            return
        }
        // Where the words are: a body or a closure without one holds nothing unshipped.
        var marks: [Int]?
        if var text {
            var found: [Int] = []
            _ = text.withUTF8 { bytes in
                Self.unshippedWords.matches(UnsafeRawBufferPointer(bytes)) { _, position in
                    found.append(position)
                    return false
                }
            }
            guard !found.isEmpty else {
                unshipped = []
                return
            }
            marks = found
        }
        let finder = UnshippedFinder(marks: marks)
        finder.walk(tree)
        unshipped = finder.ranges
    }

    /// Whether the code at `position` ships.
    func ships(_ position: AbsolutePosition) -> Bool {
        !unshipped.contains { $0.contains(position.utf8Offset) }
    }

    func ships(_ node: some SyntaxProtocol) -> Bool {
        ships(node.positionAfterSkippingLeadingTrivia)
    }

    /// `#Preview`, `PreviewProvider`, `#if DEBUG`, `DebugMenu`: every unshipped part has one.
    private static let unshippedWords = WordMatcher(words: ["Preview", "DEBUG", "Debug"], wholeWords: false)

    static let testFrameworks: Set<String> = ["XCTest", "Testing", "SnapshotTesting", "ViewInspector", "Quick", "Nimble"]

    /// `AppTests/…`, `Tests/…`, `Sources/FeatureUITests/…`: a folder of test files.
    /// A folder of tests (`AppTests`, `Tests`) or of a test harness (`AppHarness`), an
    /// executable that drives the app's code for its developers.
    static func isInTestFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") || $0 == "Tests" || $0.hasSuffix("Harness") }
    }

    static func importsTestFramework(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { item in
            guard let importDecl = item.item.as(ImportDeclSyntax.self) else { return false }
            let testable = importDecl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "testable" }
            return testable || importDecl.path.first.map { testFrameworks.contains($0.name.text) } ?? false
        }
    }

    /// `DebugMenu`, `TimelineItemDebugView`: the word `Debug` in a type's name.
    static func namesDebugScreen(_ name: String) -> Bool {
        var rest = Substring(name)
        while let range = rest.range(of: "Debug") {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            if before.map({ !$0.isUppercase }) ?? true, after.map({ $0.isUppercase || $0.isNumber }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}

/// Collects the ranges of previews, `#if DEBUG` clauses and debug screens.
private final class UnshippedFinder: SyntaxVisitor {
    var ranges: [Range<Int>] = []
    /// Where the words of unshipped code start, in order; `nil` when not known.
    private let marks: [Int]?

    init(marks: [Int]?) {
        self.marks = marks
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { enter(node) }

    /// Walks into a node only when one of the words is inside it.
    private func enter(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        guard let marks else { return .visitChildren }
        let start = node.position.utf8Offset
        var low = 0
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if marks[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < marks.count && marks[low] < node.endPosition.utf8Offset ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? skip(node) : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? skip(node) : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { visitGroup(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitGroup(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { visitGroup(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { visitGroup(node) }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition, Self.requiresDebug(condition) else { return .visitChildren }
        return skip(node)
    }

    private func visitGroup(_ group: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeNames.name(of: group) ?? ""
        if TypeNames.conformances(of: group).contains("PreviewProvider") || ShippedCode.namesDebugScreen(name) {
            return skip(group)
        }
        return .visitChildren
    }

    private func skip(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        ranges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
        return .skipChildren
    }

    /// `DEBUG`, or `DEBUG && …`: the clause is compiled only in debug builds.
    static func requiresDebug(_ condition: ExprSyntax) -> Bool {
        if let name = condition.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "DEBUG" }
        if let parenthesized = condition.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
           let inner = parenthesized.elements.first?.expression {
            return requiresDebug(inner)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), infix.operator.trimmedText == "&&" {
            return requiresDebug(infix.leftOperand) || requiresDebug(infix.rightOperand)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.allSatisfy({ element in
                element.as(BinaryOperatorExprSyntax.self).map { $0.operator.text == "&&" } ?? true
            }) else { return false }
            return elements.contains { requiresDebug($0) }
        }
        return false
    }
}
