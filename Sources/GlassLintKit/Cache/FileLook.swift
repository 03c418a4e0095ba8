/// What the textual pass decides about one file, from its bytes alone: whether it is
/// skipped, and which parts of the review need it. Cached with the file's content key.
struct FileLook: Sendable, Equatable {
    /// Why the file is not reviewed (not UTF-8, binary, generated); `nil` when it is.
    var skipped: String?
    /// A rule's trigger word is in it, or a bar customisation: the second pass reviews it.
    var triggered = false
    /// It may customise bars or sheets: its review counts them for the facts.
    var customises = false
    /// It holds glass or a glass helper: the index reads it in the first round.
    var seed = false

    /// `tcs` flags as `0`/`1`, for the cache's store.
    var flags: String {
        [triggered, customises, seed].map { $0 ? "1" : "0" }.joined()
    }
}

extension FileLook {
    init?(flags: Substring, skipped: String?) {
        guard flags.count == 3, flags.allSatisfy({ $0 == "0" || $0 == "1" }) else { return nil }
        let bits = flags.map { $0 == "1" }
        self.init(skipped: skipped, triggered: bits[0], customises: bits[1], seed: bits[2])
    }
}
