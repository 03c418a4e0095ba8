import Foundation
import Testing
@testable import GlassLintKit

@Suite struct WordMatcherTests {
    private func matches(_ words: [String], wholeWords: Bool = false, in text: String) -> Bool {
        WordMatcher(words: words, wholeWords: wholeWords).matches(Data(text.utf8))
    }

    @Test(arguments: [
        ("view.glassEffect()", true),
        ("GlassEffectContainer {", true),
        ("let glass = 1", false),
        ("glassEffec", false),
        ("", false),
        ("glassEffect", true),
    ])
    func wordsAsWritten(text: String, found: Bool) {
        #expect(matches(["glassEffect", "GlassEffectContainer"], in: text) == found)
    }

    @Test func wordsThatShareTheirFirstTwoBytes() {
        let words = ["toolbar", "toolbarBackground", "tonal"]
        #expect(matches(words, in: "x.tonal"))
        #expect(matches(words, in: "to tool toolbar"))
        #expect(!matches(words, in: "to tool tonic"))
    }

    @Test func wholeWordsAreIdentifiersOnTheirOwn() {
        let words = ["TripRow"]
        #expect(matches(words, wholeWords: true, in: "List { TripRow(trip) }"))
        #expect(matches(words, wholeWords: true, in: "TripRow"))
        #expect(!matches(words, wholeWords: true, in: "TripRowModel()"))
        #expect(!matches(words, wholeWords: true, in: "MyTripRow()"))
        #expect(!matches(words, wholeWords: true, in: "éTripRow"), "a multi-byte letter continues the identifier")
        #expect(matches(words, wholeWords: true, in: "MyTripRow TripRow"), "a later whole occurrence still counts")
    }

    @Test func oneByteWordsAreFoundAnywhereEvenAtTheEnd() {
        #expect(matches(["V"], wholeWords: true, in: "Stack { V() }"))
        #expect(matches(["V"], wholeWords: true, in: "let x = V"))
        #expect(matches(["V"], wholeWords: true, in: "V"))
        #expect(!matches(["V"], wholeWords: true, in: "VStack { Value() }"))
        #expect(matches(["#"], in: "a#"))
    }

    @Test func manyWordsWithTheSameStart() {
        let names = (0..<300).map { "TripRow\($0)" }
        let matcher = WordMatcher(words: names, wholeWords: true)
        for name in names {
            #expect(matcher.matches(Data("List { \(name)() }".utf8)), "\(name)")
        }
        #expect(!matcher.matches(Data("TripRow300() TripRow TripRow29x".utf8)))
    }

    @Test func oneScanTellsTheGroupsApart() {
        let matcher = WordMatcher(groups: [["toolbar"], ["toolbarBackground", "Material"], ["glass"], ["toolbar"]], wholeWords: false)
        func groups(_ text: String, enough: UInt64 = 0) -> UInt64 { matcher.groups(in: Data(text.utf8), enough: enough) }
        #expect(groups("x.toolbarBackground(.hidden)") == 0b1011, "a word and the longer word it starts are both found")
        #expect(groups("let m: Material") == 0b0010)
        #expect(groups("glass toolbar") == 0b1101, "a word in two groups is found for both")
        #expect(groups("nothing here") == 0)
        #expect(groups("toolbar glass Material", enough: 0b0001) == 0b1001, "the scan ends at the first group asked for")
        #expect(WordMatcher(groups: [], wholeWords: false).groups(in: Data("toolbar".utf8)) == 0)
    }

    @Test func identifierSetsAnswerWhetherAFileMayNameAWord() {
        let file = IdentifierSet(Data("struct Shelf: View { var body: some View { List { TripRow(trip) } } }".utf8))
        #expect(file.mayName(IdentifierSet.Keys(["TripRow", "Other"])))
        #expect(!file.mayName(IdentifierSet.Keys(["Trip", "Row", "TripRowModel"])), "only whole identifiers")
        #expect(file.mayName(IdentifierSet.Keys(["Screen.Shelf"])) == false, "a qualified name by its first identifier")
        #expect(file.mayName(IdentifierSet.Keys(["List.Row"])))
        #expect(!file.mayName(IdentifierSet.Keys([String]())))
        #expect(IdentifierSet(Data()).mayName(IdentifierSet.Keys(["+"])), "a name without an identifier may be anywhere")
        #expect(IdentifierSet(Data("éTripRow".utf8)).mayName(IdentifierSet.Keys(["éTripRow"])))
        #expect(!IdentifierSet(Data("éTripRow".utf8)).mayName(IdentifierSet.Keys(["TripRow"])), "a multi-byte letter continues it")
    }

    @Test func declarationsOfANameAreFoundNotItsMentions() {
        let matcher = DeclarationMatcher(names: ["Row", "Panel"])
        for text in [
            "struct Row: View {", "final class Row {", "enum Row {}", "extension Row: View {", "extension Screen.Row {",
            "extension Screen . Row {", "public struct\n    Panel<Content: View>: View {", "struct Row",
        ] {
            #expect(matcher.matches(Data(text.utf8)), "\(text)")
        }
        for text in ["List { Row() }", "let row = Row()", "struct RowModel {", "struct MyRow {", "var Row = 1", "Row", ""] {
            #expect(!matcher.matches(Data(text.utf8)), "\(text)")
        }
        #expect(matcher.matches(Data("List { Row() }\nstruct Row {}".utf8)), "a later declaration still counts")
        #expect(!DeclarationMatcher(names: []).matches(Data("struct Row {}".utf8)))
    }

    @Test func noWordsMatchNothing() {
        #expect(!matches([], in: "anything at all"))
        #expect(!matches([""], in: "anything at all"))
    }

    /// The pair table against a plain search, on every text of up to five bytes made of
    /// the words' own letters, an identifier byte and a space.
    @Test func agreesWithAPlainSearch() {
        let words = ["ab", "abc", "b", "ca", "bca"]
        var texts = [""]
        var previous = [""]
        for _ in 1...5 {
            previous = previous.flatMap { text in ["a", "b", "c", "_", " "].map { text + $0 } }
            texts += previous
        }
        for text in texts {
            for wholeWords in [false, true] {
                let expected = words.contains { word in
                    text.ranges(of: word).contains { range in
                        !wholeWords || (Self.isEdge(text, before: range.lowerBound) && Self.isEdge(text, after: range.upperBound))
                    }
                }
                #expect(matches(words, wholeWords: wholeWords, in: text) == expected, "\(text) \(wholeWords)")
            }
        }
    }

    private static func isEdge(_ text: String, before index: String.Index) -> Bool {
        index == text.startIndex || !Self.continuesIdentifier(text[text.index(before: index)])
    }

    private static func isEdge(_ text: String, after index: String.Index) -> Bool {
        index == text.endIndex || !Self.continuesIdentifier(text[index])
    }

    private static func continuesIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    @Test(arguments: [
        ("struct Items: ToolbarContent {", true),
        ("ToolbarContent", true),
        ("ToolbarConten", false),
        ("Toolbar Content ToolbarContenT", false),
        ("TToolbarContent at the end: ToolbarContent", true),
        ("", false),
    ])
    func byteSearchFindsTextAnywhere(text: String, found: Bool) {
        #expect(ByteSearch.contains("ToolbarContent", in: Array(text.utf8)) == found)
    }
}
