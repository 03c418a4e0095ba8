import Foundation
import GlassLintTestSupport
@testable import GlassLintKit
import SwiftParser
import SwiftSyntax
import Testing

/// One file whose mutants the mutation test reviews and fixes, with the project around it:
/// the project's facts and what its other files add to the index, so that a mutant is
/// reviewed as it would be in place.
struct MutationSubject: CustomTestStringConvertible, Sendable {
    /// Where the text comes from: a path in the repository, or a rule's example.
    let name: String
    /// The path of the file in its project.
    let path: String
    let text: String
    let mutantCount: Int
    let facts: ProjectContext
    let otherSummaries: [FileSummary]
    let otherDeclarations: Set<String>

    var testDescription: String { name }

    /// Keeps each subject's mutants independent of the others: a new fixture changes no old mutant.
    var stream: UInt64 { UInt64(StableHash.hex(name), radix: 16)! }

    /// The project index with `tree` as this file.
    func index(with tree: SourceFileSyntax) -> ProjectIndex {
        ProjectIndex(summaries: otherSummaries + [FileSummarizer.summarize(tree, path: path)])
    }

    static let repository = Repository.root

    /// Every Swift file of the fixture projects and of the example app, in its project.
    static func projectFiles(mutantsEach count: Int) throws -> [MutationSubject] {
        let fixtures = repository.appendingPathComponent("Tests/Fixtures")
        let projects = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("Projects").path)
            .map { fixtures.appendingPathComponent("Projects/\($0)") }
            + [fixtures.appendingPathComponent("PluginSample"), repository.appendingPathComponent("Examples/Trips")]
        return try projects.sorted { $0.path < $1.path }.flatMap { try subjects(in: $0, mutantsEach: count) }
    }

    private static func subjects(in project: URL, mutantsEach count: Int) throws -> [MutationSubject] {
        let discovery = try SourceDiscovery(paths: [project.path])
        let files = discovery.files()
        let facts = ProjectContext.read(root: discovery.root, files: files)
        let texts = try files.map { try String(contentsOf: $0.url, encoding: .utf8) }
        let summaries = zip(files, texts).map { ProjectIndexer.summarize($1, path: $0.relativePath) }
        let declarations = texts.map { ProjectDeclarations.names(in: Parser.parse(source: $0)) }
        let prefix = String(project.path.dropFirst(repository.path.count + 1))
        return files.indices.map { position in
            let others = files.indices.filter { $0 != position }
            return MutationSubject(
                name: "\(prefix)/\(files[position].relativePath)", path: files[position].relativePath, text: texts[position],
                mutantCount: count, facts: facts, otherSummaries: others.map { summaries[$0] },
                otherDeclarations: others.reduce(into: Set<String>()) { $0.formUnion(declarations[$1]) }
            )
        }
    }

    /// The code of every rule example and correction, reviewed alone in the example's project.
    static func ruleExamples(mutantsEach count: Int) -> [MutationSubject] {
        RuleCatalog.all.flatMap { type -> [MutationSubject] in
            let description = type.description
            let examples = [("triggering", description.triggeringExamples), ("quiet", description.nonTriggeringExamples)]
                .flatMap { kind, examples in
                    examples.enumerated().map { ("\(kind) #\($0.offset + 1)", RuleHarness.stripMarkers($0.element.code).code, $0.element.project) }
                }
                + description.corrections.enumerated().map { ("correction #\($0.offset + 1)", $0.element.before, ProjectContext.unknown) }
            return examples.map { kind, code, project in
                MutationSubject(
                    name: "\(description.id) \(kind)", path: "Example.swift", text: code, mutantCount: count,
                    facts: project, otherSummaries: [], otherDeclarations: []
                )
            }
        }
    }
}
