import Foundation

// The libFuzzer program over one Swift file: scripts/fuzz builds it with
// `-sanitize=fuzzer` and runs it. libFuzzer cannot supply `main` here (SwiftPM renames an
// executable's entry point), so this `main` hands over to libFuzzer's driver, which takes
// libFuzzer's own options from the command line. GLASSLINT_FUZZ_TARGET says what one
// input goes through: `review` (the default) or `fix`.

@_extern(c, "LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

let requested = ProcessInfo.processInfo.environment["GLASSLINT_FUZZ_TARGET"] ?? FuzzTarget.review.rawValue
guard let target = FuzzTarget(rawValue: requested) else {
    FileHandle.standardError.write(Data("glasslint-fuzz: error: GLASSLINT_FUZZ_TARGET must be review or fix (got '\(requested)')\n".utf8))
    exit(2)
}
FuzzTarget.selected = target

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { data, size in
    FuzzTarget.selected.run(UnsafeBufferPointer(start: data, count: size))
    return 0
})
