import PushlocDiagnostics
import Foundation

/// Writes to standard output in one piece (fast, and not interleaved with stderr).
///
/// Text goes out as its UTF-8 bytes in place: `Data(text.utf8)` would copy it, and its first use
/// in a process casts the view dynamically, a scan of every protocol conformance of the binary.
enum Output {
    static func write(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `bytes` to standard output as they are, without copying them into a `Data` first (a
    /// report can be tens of megabytes). Retries partial writes and interrupted calls.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Writes `bytes` to standard output as they are. Retries partial writes and interrupted calls.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        write(bytes, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error, its control characters but line breaks escaped: messages
    /// quote paths and values a pull request controls.
    static func error(_ text: String) {
        write(ControlCharacterEscaping.escapedKeepingLineBreaks(text), to: STDERR_FILENO)
    }

    /// Writes `text`'s UTF-8 bytes to `descriptor`.
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write($0, to: descriptor) }
    }

    /// Writes `bytes` to `descriptor`. Retries partial writes and interrupted calls.
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        let buffer = UnsafeRawBufferPointer(bytes)
        guard var next = buffer.baseAddress else { return }
        var left = buffer.count
        while left > 0 {
            let written = Foundation.write(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            next += written
            left -= written
        }
    }
}
