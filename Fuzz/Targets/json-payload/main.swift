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
import PushlocRules
import PushlocStringCatalog
import PushlocStringsFile

/// The shipped catalog, loaded once.
private let catalog: LocalizedBundle? = try? BundleLoader.load(
    paths: [fuzzRepositoryRoot + "/Localizations"], workingDirectory: fuzzRepositoryRoot)

/// The JSON reader and payload production: a template from a web form never crashes the producer,
/// and every produced payload fits its limit or says why not.
let fuzzJSONPayload: FuzzInput = { data, size in
    let bytes = fuzzBytes(data, size)
    let (document, diagnostics) = JSONParser.parse(bytes, path: "fuzz.json")
    fuzzCheck(document != nil || !diagnostics.isEmpty, "no document and no diagnostic")
    fuzzCheck(catalog != nil, "the shipped catalog did not load from \(fuzzRepositoryRoot)/Localizations")
    guard let document, let catalog else { return 0 }
    _ = JSONWriter.serialize(document.root)
    guard let template = try? APNsPayload(jsonBytes: bytes, path: "fuzz.json") else { return 0 }
    let producer = PayloadProducer(catalog: catalog, template: template)
    for payload in producer.allLocales(options: PayloadOptions(bundleID: "com.example.fuzz")) {
        fuzzCheck(payload.fits || payload.diagnostics.contains { $0.rule == RuleDescription.payloadTooLarge.id },
                  "\(payload.locale): \(payload.byteCount) bytes over \(payload.limit) without payload-too-large")
    }
    return 0
}

fuzzMain(fuzzJSONPayload)
