import Testing

/// The mutator behind the mutation test: reproducible, and each operation does what it says.
@Suite("Source mutator")
struct SourceMutatorTests {
    static let sample = """
        struct Badge: View {
            var body: some View {
                Text("Ümlaut 🌊").padding().glassEffect(.regular, in: .capsule)
            }
        }

        """

    @Test func sameSeedGivesTheSameMutants() {
        let mutator = SourceMutator(source: Self.sample)
        #expect(mutator.mutants(count: 200, seed: 7, stream: 3) == mutator.mutants(count: 200, seed: 7, stream: 3))
    }

    @Test func eachMutantDependsOnlyOnItsNumber() {
        let mutator = SourceMutator(source: Self.sample)
        #expect(Array(mutator.mutants(count: 200, seed: 7, stream: 3).prefix(20)) == mutator.mutants(count: 20, seed: 7, stream: 3))
    }

    @Test func otherSeedsAndStreamsGiveOtherMutants() {
        let mutator = SourceMutator(source: Self.sample)
        let base = mutator.mutants(count: 100, seed: 7, stream: 3)
        for other in [mutator.mutants(count: 100, seed: 8, stream: 3), mutator.mutants(count: 100, seed: 7, stream: 4)] {
            #expect(zip(base, other).filter { $0.text != $1.text }.count >= 80)
        }
    }

    /// Pins the generator itself: a change to it changes what CI tests, and must be seen.
    @Test func firstMutantsArePinned() {
        let operations = SourceMutator(source: Self.sample).mutants(count: 4, seed: 2026, stream: 0).map(\.operations)
        #expect(operations == Self.pinned)
    }

    static let pinned: [[SourceMutator.Operation]] = [[.swapTokens(8, 5)], [.deleteLine(1)], [.duplicateLine(1)], [.duplicateToken(17)]]

    @Test func mutantsUseEveryOperationAndAreValidText() {
        let mutants = SourceMutator(source: Self.sample).mutants(count: 600, seed: 1, stream: 0)
        let kinds = Set(mutants.flatMap(\.operations).map { String(describing: $0).split(separator: " ").prefix(2).joined(separator: " ") })
        #expect(kinds == [
            "delete token", "duplicate token", "swap tokens", "cut token",
            "delete line", "duplicate line", "swap lines", "cut line", "cut the",
        ])
        #expect(mutants.filter { $0.text != Self.sample }.count >= 540)
        // Cuts stay on character boundaries: no replacement character appears.
        #expect(mutants.allSatisfy { !$0.text.contains("\u{FFFD}") })
    }

    @Test func tokenOperations() {
        let source = "let a = b + c\n"
        #expect(text(.deleteToken(3), source) == "let a =  + c\n")
        #expect(text(.duplicateToken(1), source) == "let aa = b + c\n")
        #expect(text(.swapTokens(1, 3), source) == "let b = a + c\n")
        #expect(text(.swapTokens(3, 1), source) == "let b = a + c\n")
        #expect(text(.truncateToken(0, keep: 2), source) == "le a = b + c\n")
    }

    @Test func lineOperations() {
        let source = "one\r\ntwo\nthree"
        #expect(text(.deleteLine(0), source) == "two\nthree")
        #expect(text(.duplicateLine(2), source) == "one\r\ntwo\nthree\nthree")
        #expect(text(.swapLines(0, 2), source) == "three\r\ntwo\none")
        #expect(text(.truncateLine(0, keep: 1), source) == "o\r\ntwo\nthree")
        #expect(text(.truncateFile(keep: 6), source) == "one\r\nt")
    }

    private func text(_ operation: SourceMutator.Operation, _ source: String) -> String {
        let bytes = Array(source.utf8)
        return String(decoding: SourceMutator.apply(operation, to: bytes, tokens: SourceMutator.tokenRanges(bytes)), as: UTF8.self)
    }
}
