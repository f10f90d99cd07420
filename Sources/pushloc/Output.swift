import PushlocDiagnostics
import Foundation

/// Writes to standard output in one piece (fast, and not interleaved with stderr).
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `bytes` to standard output as they are, without copying them into a `Data` first (a
    /// report can be tens of megabytes). Retries partial writes and interrupted calls.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Writes `bytes` to standard output as they are. Retries partial writes and interrupted calls.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        let buffer = UnsafeRawBufferPointer(bytes)
        guard var next = buffer.baseAddress else { return }
        var left = buffer.count
        while left > 0 {
            let written = Foundation.write(STDOUT_FILENO, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            next += written
            left -= written
        }
    }

    /// Writes `text` to standard error, its control characters but line breaks escaped: messages
    /// quote paths and values a pull request controls.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(ControlCharacterEscaping.escapedKeepingLineBreaks(text).utf8))
    }
}
