import Foundation
import GlassLintTestSupport
@testable import GlassLintKit
import SwiftParser
import SwiftSyntax
import Testing

/// The project index on its own: what it summarises, where it finds views shown, and which
/// files the first pass reads.
struct IndexTests {
    /// An index over in-memory files, and the placements of the view marked `↓` in one of them.
    struct Probe {
        let sources: [String: String]
        let index: ProjectIndex

        init(_ files: [String: String]) {
            sources = files.mapValues { RuleHarness.stripMarkers($0).code }
            index = ProjectIndex(summaries: sources.map { FileSummarizer.summarize(Parser.parse(source: $1), path: $0) })
        }

        func placements(at path: String, marked files: [String: String]) -> [Placement] {
            let (code, positions) = RuleHarness.stripMarkers(files[path]!)
            let tree = Parser.parse(source: code)
            let file = SyntaxFile(path: path, source: code, tree: tree, project: .unknown, index: index)
            let offset = Self.offset(of: positions[0], in: code)
            let token = tree.token(at: AbsolutePosition(utf8Offset: offset))!
            let call = token.ancestors.lazy.compactMap { $0.as(FunctionCallExprSyntax.self) }.first!
            return file.placements(of: ModifierChain.enclosing(call)!.expression)
        }

        static func offset(of position: RuleHarness.Position, in code: String) -> Int {
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
            return lines[..<(position.line - 1)].reduce(0) { $0 + $1.utf8.count + 1 } + position.column - 1
        }
    }

    @Test func aRowIsFollowedToTheListInAnotherFile() {
        let files = [
            "Row.swift": #"struct Row: View { var body: some View { ↓Text("a").glassEffect() } }"#,
            "Middle.swift": #"struct Middle: View { var body: some View { VStack { Row() } } }"#,
            "List.swift": #"struct Rows: View { var body: some View { List { ForEach(0..<3) { _ in Middle() } } } }"#,
        ]
        let placements = Probe(files).placements(at: "Row.swift", marked: files)
        #expect(placements.map(\.layer) == [.content(.listRow)])
    }

    @Test func aConstantArgumentSelectsTheBranch() {
        let files = [
            "Banner.swift": """
                struct Banner: View {
                    let isFloating: Bool
                    var body: some View {
                        if isFloating { ↓Text("a").glassEffect() } else { Text("a") }
                    }
                }
                """,
            "Uses.swift": """
                struct Uses: View {
                    var body: some View {
                        List { Banner(isFloating: false) }
                            .overlay { Banner(isFloating: true) }
                    }
                }
                """,
        ]
        #expect(Probe(files).placements(at: "Banner.swift", marked: files).map(\.layer) == [.floating(.overlay)])
    }

    @Test func defaultValuesCountAsArguments() {
        let files = [
            "Badge.swift": """
                struct Badge: View {
                    var isPlain = true
                    var body: some View {
                        if !isPlain { ↓Text("a").glassEffect() }
                    }
                }
                """,
            "Uses.swift": #"struct Uses: View { var body: some View { List { Badge() } } }"#,
        ]
        #expect(Probe(files).placements(at: "Badge.swift", marked: files).isEmpty, "never shown with its default")
    }

    @Test func cyclesAndDeepNestingEnd() {
        var files = [
            "A.swift": #"struct A: View { var body: some View { B().overlay { ↓Text("a").glassEffect() } } }"#,
            "B.swift": #"struct B: View { var body: some View { A() } }"#,
        ]
        for level in 0..<40 {
            files["Deep\(level).swift"] = "struct Deep\(level): View { var body: some View { Deep\(level + 1)() } }"
        }
        files["Deep40.swift"] = #"struct Deep40: View { var body: some View { List { A() } } }"#
        let placements = Probe(files).placements(at: "A.swift", marked: files)
        #expect(!placements.isEmpty)
        #expect(placements.allSatisfy { $0.isFloating })
    }

    @Test func functionsThatPassTheirContentToThemselvesEnd() {
        let files = [
            "Wrap.swift": """
                struct Wrapped: View {
                    var body: some View {
                        wrap { ↓Text("a").glassEffect() }
                    }

                    private func wrap<Content: View>(@ViewBuilder content: @escaping () -> Content) -> some View {
                        VStack { wrap { content() } }
                    }
                }
                """,
        ]
        // Looking where `wrap` shows its content reads `wrap`'s own call again: the reader ends.
        let placements = Probe(files).placements(at: "Wrap.swift", marked: files)
        #expect(!placements.isEmpty)
        #expect(placements.allSatisfy { $0.presentation == nil })
    }

    @Test func aPresentationStartsAFreshPlacement() {
        let files = [
            "Details.swift": #"struct Details: View { var body: some View { ↓Text("a").glassEffect() } }"#,
            "Host.swift": """
                struct Host: View {
                    var body: some View {
                        VStack { Text("x") }
                            .glassEffect()
                            .sheet(isPresented: .constant(true)) { Details() }
                    }
                }
                """,
        ]
        let placements = Probe(files).placements(at: "Details.swift", marked: files)
        #expect(placements.map(\.presentation) == ["sheet"])
        #expect(placements.allSatisfy { $0.glassAncestors.isEmpty })
    }

    @Test func privateTypesOfTheSameNameStayApart() {
        let files = [
            "One.swift": """
                private struct Row: View { var body: some View { ↓Text("a").glassEffect() } }
                struct One: View { var body: some View { List { Row() } } }
                """,
            "Two.swift": """
                private struct Row: View { var body: some View { Text("b") } }
                struct Two: View { var body: some View { Row().overlay { Text("c") } } }
                """,
        ]
        #expect(Probe(files).placements(at: "One.swift", marked: files).map(\.layer) == [.content(.listRow)])
    }

    @Test func viewsAreFoundWhateverTheyAre() {
        let summary = FileSummarizer.summarize(Parser.parse(source: """
            struct Plain {}
            extension Plain: View { var body: some View { Text("a") } }
            final class Holder: View { var body: some View { Text("b") } }
            enum Empty: View { case only; var body: some View { Text("c") } }
            struct Model { var name: String }
            """), path: "Kinds.swift")
        #expect(Set(summary.declarations.map(\.key.type)) == ["Plain", "Holder", "Empty"])
        #expect(Set(summary.viewTypes.map(\.key.type)) == ["Plain", "Holder", "Empty"])
    }

    @Test func helpersAreSummarisedByWhatTheyApply() throws {
        let summary = FileSummarizer.summarize(Parser.parse(source: """
            extension View {
                @ViewBuilder
                func floatingSurface(cornerRadius: CGFloat) -> some View {
                    if #available(iOS 26.0, *) {
                        glassEffect(.regular.interactive(), in: .rect(cornerRadius: cornerRadius))
                    } else {
                        background(.regularMaterial, in: .rect(cornerRadius: cornerRadius))
                    }
                }
                func cluster() -> some View { GlassEffectContainer { self } }
            }
            struct CardSurface: ViewModifier {
                func body(content: Content) -> some View { content.padding().background(Color.white).glassEffect(.clear).tint(.blue) }
            }
            struct PillStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.background(.thinMaterial) }
            }
            extension ButtonStyle where Self == PillStyle {
                static var pill: PillStyle { PillStyle() }
            }
            """), path: "Helpers.swift")
        let helpers = Dictionary(uniqueKeysWithValues: summary.helpers.map { ($0.name, $0) })
        let surface = try #require(helpers["floatingSurface"])
        #expect(surface.effect.isGated)
        #expect(!surface.effect.appliesMaterial, "the material is the pre-26 fallback")
        #expect(surface.effect.glass.map(\.variant) == [.regular])
        #expect(surface.effect.glass.first?.isInteractive == true)
        #expect(surface.effect.glass.first?.shape == .roundedRectangle(radius: "cornerRadius"))
        #expect(helpers["cluster"]?.effect.appliesContainer == true)
        #expect(helpers["CardSurface"]?.kind == .viewModifier)
        #expect(helpers["CardSurface"]?.effect.glass.map(\.variant) == [.clear])
        #expect(helpers["CardSurface"]?.effect.appliesTint == true)
        #expect(helpers["CardSurface"]?.effect.appliesBackground == true)
        #expect(surface.effect.appliesBackground == false)
        #expect(helpers["PillStyle"]?.kind == .buttonStyle)
        #expect(helpers["PillStyle"]?.effect.appliesMaterial == true)
        #expect(summary.styleMembers == ["pill": "PillStyle"])
    }

    @Test func helpersCallingHelpersAddUp() throws {
        let index = Probe([
            "A.swift": "extension View { func base() -> some View { glassEffect() } }",
            "B.swift": "extension View { func card() -> some View { padding().base() } }",
            "C.swift": "extension View { func loop() -> some View { loop2() }; func loop2() -> some View { loop() } }",
        ]).index
        let card = try #require(index.helper(for: Enclosure(kind: .modifier, name: "card", line: 1)))
        #expect(card.effect.glass.count == 1)
        #expect(index.helper(for: Enclosure(kind: .modifier, name: "loop", line: 1))?.effect.glass.isEmpty == true)
    }

    @Test func containersTellWhereTheirContentGoes() {
        let files = [
            "Panel.swift": """
                struct Panel<Content: View>: View {
                    let title: String
                    @ViewBuilder var content: Content
                    var body: some View { VStack { Text(title); inner } }
                    private var inner: some View { GlassEffectContainer { content }.glassEffect() }
                }
                """,
            "Use.swift": #"struct Use: View { var body: some View { Panel(title: "a") { ↓Text("b").glassEffect() } } }"#,
        ]
        let placements = Probe(files).placements(at: "Use.swift", marked: files)
        #expect(placements.count == 1)
        #expect(placements.first?.isGrouped == true)
        #expect(placements.first?.glassAncestors.map(\.kind) == [.glass])
    }

    @Test func relevantNamesAreThoseThatCarryOrSitOnGlass() {
        let index = Probe([
            "Chip.swift": #"struct Chip: View { var body: some View { Text("a").glassEffect() } }"#,
            "Label.swift": #"struct Caption: View { var body: some View { Text("a") } }"#,
            "Bar.swift": #"struct Bar: View { var body: some View { HStack { Chip(); Caption() }.glassEffect() } }"#,
            "Plain.swift": #"struct Plain: View { var body: some View { Text("a") } }"#,
            "Helper.swift": "extension View { func pill() -> some View { glassEffect() }; func quiet() -> some View { padding() } }",
        ]).index
        let names = RelevantNames.of(index.resolver)
        // Whoever shows Chip or Bar, or applies pill, places glass: every mention counts.
        #expect(names.mentioned.isSuperset(of: ["Chip", "Bar", "pill"]))
        // Caption sits on glass: what matters is its own code, where it is declared.
        #expect(names.declared.contains("Caption"))
        #expect(!names.mentioned.contains("Caption"))
        #expect(names.mentioned.union(names.declared).isDisjoint(with: ["Plain", "quiet", "Text", "HStack"]))
    }

    @Test func theProjectContainersAroundViewsAreReadWhereTheyAreDeclared() {
        let index = Probe([
            "Shelf.swift": #"struct Shelf: View { var body: some View { Rows { Text("a").glassEffect() } } }"#,
        ]).index
        let names = RelevantNames.of(index.resolver)
        #expect(names.containers == ["Rows"])
        #expect(!names.mentioned.contains("Rows"))
    }

    @Test func aContainerIsReadOnlyWhereItIsDeclaredWithContentSlots() {
        let containers = DeclarationMatcher(names: ["Rows"])
        func reads(_ text: String) -> Bool { ProjectIndexer.declaresSlots(of: containers, in: Data(text.utf8)) }
        #expect(reads("struct Rows<Content: View>: View { let content: Content }"))
        #expect(reads("struct Rows: View { @ViewBuilder let content: () -> AnyView }"))
        #expect(reads("struct Rows: View { let content: AnyView }"))
        #expect(!reads("struct Rows: View { let title: String; var body: some View { Text(title) } }"), "no slot")
        #expect(!reads("struct Shelf<Content: View>: View { var body: some View { Rows() } }"), "another type is generic")
    }

    @Test func filesThatOnlyMentionAViewOnGlassOrHaveNoViewsAreNotRead() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Bar.swift", #"struct Bar: View { var body: some View { HStack { Caption() }.glassEffect() } }"#)
        try folder.write("Caption.swift", #"struct Caption: View { var body: some View { Text("a") } }"#)
        try folder.write("Gallery.swift", #"struct Gallery: View { var body: some View { VStack { Caption() } } }"#)
        try folder.write("Router.swift", "final class Router { func start() { present(Hosting(Bar())) } }")
        let files = try SourceDiscovery(paths: [folder.url.path]).files()
        let first = ProjectIndexer(rules: Configuration().enabledRules(), jobs: 2).index(files)
        #expect(first.indexed.map(\.relativePath) == ["Bar.swift", "Caption.swift"])
    }

    @Test func theFirstPassReadsOnlyWhatCanMatter() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Row.swift", #"struct Row: View { var body: some View { Text("a").glassEffect() } }"#)
        try folder.write("Group.swift", #"struct RowGroup: View { var body: some View { VStack { Row() } } }"#)
        try folder.write("Screen.swift", #"struct Screen: View { var body: some View { List { RowGroup() } } }"#)
        try folder.write("Model.swift", "struct Trip { let name: String }")
        try folder.write("Other.swift", #"struct Other: View { var body: some View { Text("Rows") } }"#)
        let files = try SourceDiscovery(paths: [folder.url.path]).files()
        let rules = Configuration().enabledRules()
        let first = ProjectIndexer(rules: rules, jobs: 2).index(files)
        #expect(first.indexed.map(\.relativePath) == ["Group.swift", "Row.swift", "Screen.swift"])
        #expect(first.toReview == first.indexed)
        let everything = ProjectIndexer(rules: rules, parseAll: true, jobs: 2).index(files)
        #expect(everything.indexed.count == 5)
        #expect(everything.toReview.count == 5)
    }

    @Test func parameterConditionsReadFlagsComparisonsAndSwitchCases() throws {
        func read(_ source: String) -> ParameterCondition? {
            let item = Parser.parse(source: source).statements.first?.item
            return (item?.as(ExprSyntax.self) ?? item?.as(ExpressionStmtSyntax.self)?.expression).flatMap(ParameterCondition.init(reading:))
        }
        #expect(read("!isFloating") == ParameterCondition(name: "isFloating", values: ["true"], matches: false))
        #expect(read("self.style == .card") == ParameterCondition(name: "style", values: ["card"]))
        #expect(read(".toolbar != presentation") == ParameterCondition(name: "presentation", values: ["toolbar"], matches: false))
        #expect(read("count > 2") == nil)
        #expect(read("!isFloating")?.allows(["isFloating": "false"]) == true)
        #expect(read("style == .card")?.allows(["style": "list"]) == false)

        let switched = Parser.parse(source: "switch presentation { case .toolbar, .sidebar: a; case .canvas: b; default: c }")
        let switchExpression = try #require(switched.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self))
        let clauses = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        #expect(ParameterCondition.of(clauses[0], in: switchExpression) == ParameterCondition(name: "presentation", values: ["toolbar", "sidebar"]))
        let fallback = try #require(ParameterCondition.of(clauses[2], in: switchExpression))
        #expect(fallback.allows(["presentation": "canvas"]) == false)
        #expect(fallback.allows(["presentation": "floating"]))
    }

    @Test func placementsWriteOnlyWhatDiffersFromTheDefaults() throws {
        #expect(String(decoding: try JSONEncoder().encode(LocalPlacement()), as: UTF8.self) == "{}")
        var local = LocalPlacement()
        local.placement.isInControl = true
        local.isPresentationRoot = true
        local.conditions = [ParameterCondition(name: "isFloating", values: ["true"], matches: false)]
        local.enclosures = [Enclosure(kind: .modifier, name: "floatingSurface", line: 3)]
        local.placement.layer = .content(.listRow)
        local.placement.isRepeated = true
        local.placement.glassAncestors = [GlassAncestor(kind: .toolbarItem, file: "A.swift", line: 2)]
        local.placement.isGrouped = true
        local.placement.isInToolbar = true
        local.placement.availability = .fallback
        local.placement.presentation = "sheet"
        local.placement.platformConditions = ["macOS", "iOS"]
        local.placement.arguments = ["isFloating": "true"]
        let encoded = try JSONEncoder().encode(local)
        #expect(try JSONDecoder().decode(LocalPlacement.self, from: encoded) == local)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#"["iOS","macOS"]"#), "sets in a fixed order")
    }

    @Test func shapeTalliesAreKeptInTheirSmallestForm() {
        let nested = Parser.parse(source: #"VStack { HStack { Text("a").glassEffect() }; if on { EmptyView() } else { Spacer() } }"#)
        #expect(ShapeTally.of(nested.statements) == .together([
            .view(.type("VStack")), .view(.type("HStack")), .glass,
            .oneOf([.view(.type("EmptyView")), .view(.type("Spacer"))]),
        ]))
        let repeated = Parser.parse(source: #"ForEach(items) { item in Text(item.name).glassEffect() }"#)
        #expect(ShapeTally.of(repeated.statements) == .repeated(.glass))
        #expect(ShapeTally.of(Parser.parse(source: "ForEach(items) { _ in }").statements) == .nothing)
    }

    @Test func treesAreKeptWithinTheBudgetAndHandedOutOnce() {
        let cache = TreeCache(budget: 10)
        let parsed = Parser.parse(source: "let a = 1")
        cache.keep(parsed, source: "let a = 1", path: "A.swift")
        cache.keep(Parser.parse(source: "let b = 2"), source: "let b = 2", path: "B.swift")
        let kept = cache.take("A.swift")
        #expect(kept?.source == "let a = 1")
        #expect(kept?.tree.description == "let a = 1", "the same nodes")
        #expect(kept.map { Syntax($0.tree) != Syntax(parsed) } == true, "under a root of its own")
        #expect(cache.take("A.swift") == nil, "handed out once")
        #expect(cache.take("B.swift") == nil, "over the budget")
    }
}
