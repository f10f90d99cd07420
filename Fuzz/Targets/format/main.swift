import FuzzSupport
import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

/// The format grammar: never crashes, stays within FormatLimits, points every issue inside the string,
/// and substitutes within bounded size.
let fuzzFormat: FuzzInput = { data, size in
    let source = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let parsed = ParsedFormat(source)
    let scalars = source.unicodeScalars.count
    fuzzCheck(parsed.issues.count <= FormatLimits.maximumDirectives, "too many issues: \(parsed.issues.count)")
    for issue in parsed.issues {
        fuzzCheck((0..<max(scalars, 1)).contains(issue.offset), "issue outside the string: \(issue)")
    }
    fuzzCheck(parsed.signature.argumentCount <= FormatLimits.maximumPosition, "argument count \(parsed.signature.argumentCount)")
    let rendered = parsed.substituting(["a", "%@", ""])
    fuzzCheck(rendered.utf8.count <= source.utf8.count * 8 + 64, "substitution grew to \(rendered.utf8.count) bytes")
    _ = parsed.substituting([.int(-1), .double(.nan), .string("x")], locale: "ar")
    return 0
}

fuzzMain(fuzzFormat)
