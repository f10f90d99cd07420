#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `snprintf`, for the conversions whose text is not locale-dependent digits
/// (`%x`, `%o`, `%a`) and for the digits of `%f`, `%e` and `%g` before pushloc localizes them.
///
/// Callers build the format from a parsed specifier with widths and precisions already clamped
/// to ``FormatLimits/maximumRenderedWidth``, and pass exactly one matching argument.
enum CFormat {
    static func format(_ format: String, _ argument: CVarArg) -> String {
        let first = render(format, argument, capacity: 512)
        if first.needed < 512 { return first.text }
        return render(format, argument, capacity: first.needed + 1).text
    }

    private static func render(_ format: String, _ argument: CVarArg, capacity: Int) -> (text: String, needed: Int) {
        withVaList([argument]) { arguments in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> (String, Int) in
                guard let base = buffer.baseAddress else { return ("", 0) }
                let needed = Int(vsnprintf(base, capacity, format, arguments))
                guard needed >= 0 else { return ("", 0) }
                let length = min(needed, capacity - 1)
                let text = String(
                    decoding: UnsafeRawBufferPointer(start: base, count: length), as: UTF8.self)
                return (text, needed)
            }
        }
    }
}
