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

/// The `.strings` reader: never crashes, returns the input bytes unchanged (lossless round trip),
/// and writing each value back gives a file that parses to the same value.
let fuzzStrings: FuzzInput = { data, size in
    let bytes = fuzzBytes(data, size)
    let document = StringsParser.parse(bytes, path: "fuzz.strings")
    fuzzCheck(document.serialized() == bytes, "serialized() differs from the parsed bytes")
    for diagnostic in document.diagnostics {
        fuzzCheck(diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } == true, "a diagnostic without a place: \(diagnostic)")
    }
    // Round trip of the escaper: rewrite each value of a clean file and read it back.
    guard !document.diagnostics.contains(where: \.isError) else { return 0 }
    for entry in document.entries.prefix(8) {
        var edited = document
        edited.setValue(entry.value, forKey: entry.key)
        let reread = StringsParser.parse(edited.serialized(), path: "fuzz.strings")
        fuzzCheck(reread.value(forKey: entry.key) == entry.value, "value of \(entry.key.debugDescription) changed in a round trip")
    }
    return 0
}

fuzzMain(fuzzStrings)
