import Foundation
import SwiftParser
import SwiftSyntax

/// The adoption refactor, for a project that still runs below the 26 releases: call
/// sites of glass API with no availability check, and `if #available` checks repeated at
/// call sites, become calls of small helpers that gate once. The project's own helpers
/// are called where they do the same; the others are written into one
/// `LiquidGlassCompat.swift` per module, next to the files that call them, or added to
/// the one an earlier run wrote.
struct AdoptionRefactor {
    static let ruleIDs: Set<String> = ["availability", "availability-scattered"]

    let facts: ProjectContext
    let root: URL
    /// Its selection says which of the two rules to answer.
    let fixer: Fixer
    /// Whether the review reports a finding: a kind with too few sites in the project is
    /// not reported, and its sites are left alone.
    let isReported: (Finding) -> Bool

    /// What a file that may declare a gated helper contains.
    private static let helperWords = WordMatcher(words: ["#available"] + CompatHelper.allCases.map(\.rawValue), wholeWords: false)

    /// The files after the per-file fixes, rewritten, and the helper files they need. The
    /// findings of rewritten files are those of their text before: the next round of
    /// `ProjectFixer` reviews them again.
    func adopt(_ files: [FileFix]) -> [FileFix] {
        guard let gate = Self.gate(facts) else { return files }
        let parsed = files.map { file -> SyntaxFile? in
            // A file whose fixes were refused stays as it was.
            guard file.outcome.refusal == nil else { return nil }
            let text = file.fixed
            guard file.outcome.remaining.contains(where: isAnswered) || Self.helperWords.matches(Data(text.utf8)) else { return nil }
            return SyntaxFile(path: file.file.relativePath, source: text, tree: Parser.parse(source: text), project: facts)
        }
        let templates = parsed.compactMap { $0 }.flatMap { HelperTemplate.all(in: $0.tree) }.sorted { $0.name < $1.name }
        let namespaces = Self.namespaces(in: files, parsed: parsed)
        let existing = files.enumerated().compactMap { index, file in
            CompatFile.helpers(in: file.fixed).map { (index: index, path: file.file.relativePath, helpers: $0) }
        }
        let taken = Set(zip(files, parsed).flatMap { file, syntax -> Set<String> in
            guard let syntax, CompatFile.helpers(in: file.fixed) == nil else { return [] }
            return ProjectDeclarations.names(in: syntax.tree)
        })

        var rewrites: [Int: [AdoptionRewrite]] = [:]
        for (index, syntax) in parsed.enumerated() {
            // Our helper files are where the checks belong.
            guard let syntax, CompatFile.helpers(in: files[index].fixed) == nil else { continue }
            let sites = AdoptionSites(file: syntax, templates: templates, namespaces: namespaces)
            let found = files[index].outcome.remaining.filter(isAnswered).compactMap(sites.rewrite).filter { rewrite in
                // A name the project already uses for something else cannot be ours.
                rewrite.helper.map { helper in helper.declaredNames.allSatisfy { !taken.contains($0) } } ?? true
            }
            if !found.isEmpty { rewrites[index] = found }
        }

        // Where the helpers go decides which call sites can use them: the others stay.
        var placement = HelperPlacement(facts: facts, root: root, existing: existing)
        placement.place(rewrites.reduce(into: [:]) { needs, entry in
            needs[files[entry.key].file.relativePath, default: []].formUnion(entry.value.compactMap(\.helper))
        })
        var result = files
        var used: [String: Set<CompatHelper>] = [:]
        for (index, found) in rewrites.sorted(by: { $0.key < $1.key }) {
            let path = files[index].file.relativePath
            let placed = found.filter { rewrite in rewrite.helper.map { placement.provides($0, to: path) } ?? true }
            guard !placed.isEmpty, let (fixed, helpers) = apply(placed, to: files[index]) else { continue }
            result[index] = fixed
            if !helpers.isEmpty { used[path] = helpers }
        }
        // Only the helpers the applied rewrites call, placed the same way.
        var written = HelperPlacement(facts: facts, root: root, existing: existing)
        written.place(used)
        if !used.allSatisfy({ path, helpers in helpers.allSatisfy { written.provides($0, to: path) } }) { written = placement }
        for file in written.files {
            if let index = file.index {
                guard file.helpers != CompatFile.helpers(in: files[index].fixed) else { continue }
                result[index] = helperFile(result[index].file, original: result[index].original,
                                           text: CompatFile.render(file.helpers, gate: gate), isNew: false)
            } else {
                result.append(helperFile(SourceFileReference(url: root.appendingPathComponent(file.path), relativePath: file.path),
                                         original: "", text: CompatFile.render(file.helpers, gate: gate), isNew: true))
            }
        }
        return result
    }

    /// The project's backport namespaces. The other files are parsed only as far as
    /// following what the namespace's functions do needs them.
    private static func namespaces(in files: [FileFix], parsed: [SyntaxFile?]) -> [BackportNamespace] {
        let trees = parsed.enumerated().reduce(into: [Int: SourceFileSyntax]()) { trees, entry in
            if let tree = entry.element?.tree { trees[entry.offset] = tree }
        }
        return BackportNamespace.all(in: ProjectSyntax(texts: files.map(\.fixed), trees: trees))
    }

    private func isAnswered(_ finding: Finding) -> Bool {
        Self.ruleIDs.contains(finding.rule) && fixer.selection.selectsAny(of: [finding.rule]) && isReported(finding)
    }

    /// The file with the rewrites that apply, and the helpers of ours they call; `nil`
    /// when none applies or the result would parse worse than the original file.
    private func apply(_ rewrites: [AdoptionRewrite], to file: FileFix) -> (FileFix, Set<CompatHelper>)? {
        let (text, indices) = EditApplier.apply(rewrites.map(\.edits), to: file.fixed)
        guard !indices.isEmpty,
              Fixer.syntaxErrorCount(Parser.parse(source: text)) <= Fixer.syntaxErrorCount(Parser.parse(source: file.original))
        else { return nil }
        var fixed = file
        let lines = SourceLines(file.fixed.utf8)
        let originalLines = SourceLines(file.original.utf8)
        fixed.outcome.applied += indices.map { fixed.outcome.trail.locate(rewrites[$0].finding, from: lines, to: originalLines) }
        fixed.outcome.trail.record(indices.flatMap { rewrites[$0].edits })
        fixed.outcome.text = text
        return (fixed, Set(indices.compactMap { rewrites[$0].helper }))
    }

    private func helperFile(_ reference: SourceFileReference, original: String, text: String, isNew: Bool) -> FileFix {
        FileFix(file: reference, original: original, outcome: Fixer.Outcome(text: text, applied: [], remaining: []), isNew: isNew)
    }

    /// The gate the helpers check, when some platform the project builds runs below 26.
    static func gate(_ facts: ProjectContext) -> CompatHelper.Gate? {
        let glassRelease = OSVersion(26, 0)
        let targets = facts.deploymentTargets
        let gated = targets.filter { $0.platform != .visionOS && $0.platform != .macCatalyst }.map(\.platform)
        guard targets.contains(where: { $0.platform != .visionOS && $0.version < glassRelease }) else { return nil }
        return CompatHelper.Gate(
            availability: (gated.map { "\($0.rawValue) 26.0" } + ["*"]).joined(separator: ", "),
            buildsVisionOS: facts.targets.contains { $0.platforms.contains(.visionOS) }
        )
    }

    /// The deepest folder that holds both.
    static func commonFolder(_ first: String, _ second: String) -> String {
        zip(first.split(separator: "/"), second.split(separator: "/")).prefix { $0 == $1 }.map { String($0.0) }.joined(separator: "/")
    }
}
