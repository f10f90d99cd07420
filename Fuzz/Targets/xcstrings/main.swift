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

/// The `.xcstrings` reader: never crashes, locates every finding, and a file read without errors
/// is written back (StringCatalogWriter) to one that reads without errors, with the same keys.
let fuzzXCStrings: FuzzInput = { data, size in
    let document = StringCatalogReader.read(fuzzBytes(data, size), path: "fuzz.xcstrings")
    for diagnostic in document.diagnostics {
        fuzzCheck(diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } == true, "a diagnostic without a place: \(diagnostic)")
    }
    guard !document.diagnostics.contains(where: \.isError) else { return 0 }
    let reread = StringCatalogReader.read(StringCatalogWriter.write(document), path: "fuzz.xcstrings")
    fuzzCheck(!reread.diagnostics.contains(where: \.isError), "the written catalog does not read back: \(reread.diagnostics)")
    // The writer puts keys in Xcode's order, so compare them sorted.
    fuzzCheck(reread.entries?.map(\.key).sorted() == document.entries?.map(\.key).sorted(), "keys changed in a round trip")
    return 0
}

fuzzMain(fuzzXCStrings)
