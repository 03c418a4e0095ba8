/// Converts between UTF-8 offsets of a text and the 1-based lines and UTF-8 columns that
/// findings report, the way the compiler counts them.
struct SourceLines {
    /// The offset at which each line starts.
    private let starts: [Int]
    private let count: Int

    init(_ utf8: some Collection<UInt8>) {
        var starts = [0]
        for (offset, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.starts = starts
        count = utf8.count
    }

    func offset(line: Int, column: Int) -> Int {
        let index = min(max(line - 1, 0), starts.count - 1)
        return min(starts[index] + column - 1, count)
    }

    func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line, offset - starts[line - 1] + 1)
    }
}
