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

/// The `.stringsdict` reader: never crashes, and every finding has a place in the file.
let fuzzStringsDict: FuzzInput = { data, size in
    let document = StringsDictParser.parse(fuzzBytes(data, size), path: "fuzz.stringsdict")
    for diagnostic in document.diagnostics {
        fuzzCheck(diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } == true, "a diagnostic without a place: \(diagnostic)")
    }
    return 0
}

fuzzMain(fuzzStringsDict)
