import Foundation
import SwiftSyntax

/// Trees of the first pass kept for the second, up to a budget of source bytes: a small
/// project, or the files of a large one that fit, are parsed once in all. A tree is handed
/// out once and forgotten, so memory falls as the second pass goes. Files beyond the
/// budget are parsed again; memory stays bounded whatever the project's size.
public final class TreeCache: @unchecked Sendable {
    /// A kept tree takes some 45 times its source. Linked with the toolchain's host
    /// libraries, a parse costs ten times more than with the swift-syntax package: 4 MB of
    /// Swift (about 180 MB of trees) spares that. With the package, parsing a file again
    /// costs about what keeping its tree does in allocation: 1 MB (about 45 MB of trees)
    /// keeps a review as fast and a fix of a large project under 300 MB. (Perf corpus,
    /// cold review, median of 5: 3.66 s and 113 MB at 1 MB, 3.80 s and 200 MB at 4 MB.)
    #if SWIFT_SYNTAX_FROM_TOOLCHAIN
    public static let defaultBudget = 4 * 1024 * 1024
    #else
    public static let defaultBudget = 1024 * 1024
    #endif

    private let lock = NSLock()
    private var budget: Int
    private var trees: [String: (tree: SourceFileSyntax, source: String)] = [:]

    public init(budget: Int = TreeCache.defaultBudget) {
        self.budget = budget
    }

    /// Keeps a tree when the budget allows.
    ///
    /// What is kept is a new root over the same nodes. Every node a walk has visited keeps
    /// its data in the arena of its root until the root goes, which makes a walked tree
    /// about 1.6 times as large; the new root starts without any.
    func keep(_ tree: SourceFileSyntax, source: String, path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard source.utf8.count <= budget else { return }
        budget -= source.utf8.count
        trees[path] = (tree.with(\.endOfFileToken, tree.endOfFileToken), source)
    }

    /// The kept tree of a file, if any; it is not kept any longer.
    func take(_ path: String) -> (tree: SourceFileSyntax, source: String)? {
        lock.lock()
        defer { lock.unlock() }
        return trees.removeValue(forKey: path)
    }
}
