@testable import GlassLintKit
import SwiftParser
import SwiftSyntax
import Testing

/// `trimmedText` reads a node's text from its tokens; it must say exactly what SwiftSyntax's
/// `trimmedDescription` says, trivia inside the node included.
struct TrimmedTextTests {
    static let source = """
        // A comment before the type.
        struct Card: View {
            @ViewBuilder   var badge: some   View { Text("New") /* inline */ }
            var body: some View {
                VStack(alignment: .leading,
                       spacing: 4) {
                    Text("Title")   // trailing
                        .glassEffect(.regular.tint(.blue.opacity(0.2)), in: .rect(cornerRadius: 12))
                }
            }
        }

        """

    @Test func everyNodeReadsAsItsTrimmedDescription() {
        let tree = Parser.parse(source: Self.source)
        let nodes = [Syntax(tree)] + tree.tokens(viewMode: .sourceAccurate).flatMap { token in
            Array(sequence(first: Syntax(token)) { $0.parent })
        }
        #expect(nodes.count > 100)
        for node in nodes {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.kind)")
        }
    }
}
