import Testing
@testable import Core

@Test func cardExists() {
    _ = Card()
}
