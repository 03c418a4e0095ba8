/// Hears how far a review has got, to show a progress line. `finishedFile` is called
/// from several worker threads at once.
public protocol ReviewProgress: Sendable {
    func started(files: Int)
    func finishedFile()
}
