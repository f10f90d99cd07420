#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fuzz oracle: when a property does not hold, print what and abort, so that libFuzzer records the
/// input as a crash. (Only the fuzz targets use this; product code never aborts on input.)
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        // stderr, unbuffered: abort() does not flush stdout.
        let line = Array("fuzz property failed: \(message())\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
}

/// The repository root (the folder above Fuzz/), for the shipped Localizations.
public let fuzzRepositoryRoot: String = {
    var path = #filePath
    for _ in 0..<3 {
        if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
    }
    return path
}()

/// One fuzz input: the bytes (`nil` only when empty) and their count; returns 0.
public typealias FuzzInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzInput
) -> CInt

/// Runs libFuzzer's driver with the process arguments. SwiftPM gives every executable its own `main`,
/// so libFuzzer's `main` is never linked; this calls the driver that `main` would call.
public func fuzzMain(_ body: FuzzInput) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(runDriver(&argc, &argv, body))
}

/// The input as an array.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// libFuzzer's own entry, for a debug build: SwiftPM renames a debug executable's `main`, so the
/// linker takes libFuzzer's `main` from its archive, which calls this. It is never reached (the
/// target's `main` runs `fuzzMain`), but the symbol must exist.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUnusedTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { 0 }
