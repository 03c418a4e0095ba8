import Foundation
import SwiftParser
import SwiftSyntax

/// Which of a few view types and helpers no shipped code names: a design-system component
/// shown only in its `#Preview`, a helper nobody calls. Nothing shows their code, so a
/// finding inside them is about code no user sees (`Reviewer` makes it info).
///
/// A name counts as used where shipped code names it outside its own declaration: not in
/// a comment, a preview, a test or debug-only code, and not only from inside other unused
/// declarations (a showcase screen that nothing shows does not make the components it
/// shows used). Asked only for the declarations that hold findings, so every file is
/// scanned as bytes, and only the files that name one of them are parsed.
struct UnusedDeclarations: Sendable {
    let includesUnshipped: Bool
    /// The project's facts: a public declaration of a module that exports its public API
    /// may be used by the module's clients, so it uses what it names.
    let project: ProjectContext
    let maxFileSize: Int
    let jobs: Int
    /// The identifiers of the files the first pass decoded, by path: a file whose set
    /// cannot name a candidate is not read again. A file without a set (one taken from the
    /// cache) is read.
    let identifiers: [String: IdentifierSet]

    /// How many times the views and helpers that alone use a candidate are checked in turn
    /// (`.glassBar()` applies `GlassBarModifier`; does anything call `glassBar`? A card
    /// shown only by a summary screen: does anything show the screen?). A name still used
    /// only from declarations left unchecked after the last hop counts as used.
    private static let hops = 6

    /// The names among `candidates` that no shipped code in `files` uses. `knownUsed`: names
    /// known used already (what the index shows reached), never checked again.
    func unused(_ candidates: Set<String>, in files: [SourceFileReference], knownUsed: Set<String>) -> Set<String> {
        let candidates = candidates.subtracting(knownUsed)
        guard !candidates.isEmpty else { return [] }
        var checked = candidates
        var uses = scan(files, for: candidates)
        for _ in 0..<Self.hops {
            // A name whose uses all sit in declarations not checked yet is as used as they
            // are: check those declarations too.
            let used = Self.used(checked.union(uses.flatMap(\.enclosing)), by: uses)
            let users = Set(uses.filter { !used.contains($0.name) }.flatMap(\.enclosing)).subtracting(checked).subtracting(knownUsed)
            guard !users.isEmpty else { break }
            checked.formUnion(users)
            uses += scan(files, for: users)
        }
        return candidates.subtracting(Self.used(checked, by: uses))
    }

    /// The least set of `checked` names closed under "named by a use whose enclosing
    /// checked declarations are all in the set"; a name that is not checked counts as used.
    private static func used(_ checked: Set<String>, by uses: [Use]) -> Set<String> {
        var used: Set<String> = []
        var pending = uses
        while true {
            let count = used.count
            pending.removeAll { use in
                guard use.enclosing.allSatisfy({ !checked.contains($0) || used.contains($0) }) else { return false }
                used.insert(use.name)
                return true
            }
            if used.count == count { return used }
        }
    }

    /// One place shipped code names a candidate, and the declarations around it.
    private struct Use: Sendable {
        var name: String
        var enclosing: [String]
    }

    /// How many files may name a name before it counts as used without a look: a name many
    /// files mention (a route called `settings`) is no dead view's, and parsing them all is dear.
    static let commonNameFiles = 40

    private func scan(_ files: [SourceFileReference], for names: Set<String>) -> [Use] {
        // A matcher tells 64 names apart: one per 64 names, each file read once for all.
        let ordered = names.sorted()
        let batches = stride(from: 0, to: ordered.count, by: 64).map { Array(ordered[$0..<min($0 + 64, ordered.count)]) }
        let matchers = batches.map { WordMatcher(groups: $0.map { [$0] }, wholeWords: true) }
        let keys = IdentifierSet.Keys(names)
        // First the bytes: which files name which names.
        let mentions = ConcurrentMap.map(files, jobs: jobs) { reference -> (bytes: Data, groups: [UInt64])? in
            guard identifiers[reference.relativePath]?.mayName(keys) != false,
                  case .read(let bytes) = SourceLoader.read(reference.url, maxFileSize: maxFileSize)
            else { return nil }
            let groups = matchers.map { $0.groups(in: bytes) }
            return groups.allSatisfy { $0 == 0 } ? nil : (bytes, groups)
        }
        let found = mentions.compactMap { $0 }
        var commonNames: [String] = []
        var common = [UInt64](repeating: 0, count: batches.count)
        for (batch, batchNames) in batches.enumerated() {
            for group in batchNames.indices where found.count(where: { $0.groups[batch] & (1 << UInt64(group)) != 0 }) > Self.commonNameFiles {
                common[batch] |= 1 << UInt64(group)
                commonNames.append(batchNames[group])
            }
        }
        let looked = names.subtracting(commonNames)
        let parsed = ConcurrentMap.map(zip(files, mentions).compactMap { file, mention in
            mention.flatMap { mention in zip(mention.groups, common).contains { $0 & ~$1 != 0 } ? (file, mention.bytes) : nil }
        }, jobs: jobs) { reference, bytes -> [Use] in
            // Generated code uses names too (a style's `static var base`). A file the parser
            // cannot take safely is taken to use them all.
            guard ParseDepth.problem(in: bytes) == nil else { return looked.map { Use(name: $0, enclosing: []) } }
            let text = String(decoding: bytes, as: UTF8.self)
            let found = uses(of: looked, in: Parser.parse(source: text), text: text, path: reference.relativePath)
            // Generated code is glue that nothing names: what it names is used.
            return SourceLoader.isGenerated(bytes) ? found.map { Use(name: $0.name, enclosing: []) } : found
        }
        return commonNames.map { Use(name: $0, enclosing: []) } + Array(parsed.joined())
    }

    private func uses(of names: Set<String>, in tree: SourceFileSyntax, text: String, path: String) -> [Use] {
        let shipped = includesUnshipped ? ShippedCode.everything : ShippedCode(path: path, tree: tree, text: text)
        guard !shipped.isTestFile else { return [] }
        let entryPoints = NamedEntryPoints(tree)
        let exportsPublicAPI = project.exportsPublicAPI(path)
        let declaringTokens = Set(entryPoints.declarations.map(\.nameOffset) + entryPoints.extendedNameOffsets)
        // A public declaration of a library the project exports is used by its clients.
        var uses = exportsPublicAPI
            ? entryPoints.declarations.filter { $0.isPublic && names.contains($0.name) }.map { Use(name: $0.name, enclosing: []) }
            : []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, names.contains(name) else { continue }
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            guard !declaringTokens.contains(offset), shipped.ships(token.positionAfterSkippingLeadingTrivia) else { continue }
            let enclosing = entryPoints.around(offset).filter { !($0.isPublic && exportsPublicAPI) }
            uses.append(Use(name: name, enclosing: enclosing.map(\.name)))
        }
        return uses
    }
}
