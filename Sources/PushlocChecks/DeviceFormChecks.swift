import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules
import PushlocStringCatalog

/// Checks the device forms of String Catalog units that the compiled tables leave out: a table holds the
/// form a push alert shows (`iphone`, else `other`), so the other devices' forms (`ipad`, `mac`, ...) are
/// compared here with the source language's form for the same device (else its shown form), and get the
/// format grammar's own checks.
enum DeviceFormChecks: BundleCheck {
    static let rules: [RuleDescription] = FormatChecks.grammarRules + [.argumentExtra, .typeMismatch]

    static func check(bundle catalog: LocalizedBundle, into diagnostics: inout [Diagnostic]) {
        for document in catalog.stringCatalogs {
            let source = document.sourceLanguage ?? catalog.developmentLanguage
            for entry in document.entries ?? [] {
                let sourceUnit = entry.unit(for: source)
                for localization in entry.localizations ?? [] {
                    guard let devices = localization.unit.variations?.device, devices.count > 1 else { continue }
                    let shown = StringCatalogCompiler.shownForm(of: localization.unit)
                    for device in devices {
                        guard let unit = device.unit.stringUnit, let value = unit.value, unit != shown,
                              value.containsUTF8Byte(UInt8(ascii: "%")) else { continue }
                        let reference = sourceUnit.flatMap { referenceValue(in: $0, device: device.name) }
                        check(value, at: unit.location, device: device.name, key: entry.key, language: localization.language,
                              table: document.tableName, reference: localization.language == source ? nil : reference, into: &diagnostics)
                    }
                }
            }
        }
    }

    private static func referenceValue(in unit: StringCatalogUnit, device: String) -> String? {
        if let match = unit.variations?.device?.first(where: { $0.name == device })?.unit.stringUnit?.value { return match }
        return StringCatalogCompiler.shownForm(of: unit)?.value
    }

    // swiftlint:disable:next function_parameter_count
    private static func check(
        _ value: String, at location: SourceLocation, device: String, key: String, language: String, table: String,
        reference: String?, into diagnostics: inout [Diagnostic]
    ) {
        let format = ParsedFormat(value)
        func report(_ rule: RuleLevel, _ message: String) {
            diagnostics.append(Diagnostic(rule, message: message, location: location,
                                          language: language, table: table, key: key))
        }
        for issue in format.issues {
            report(issue.level, "'\(key)' in \(language) (\(device)): \(issue.message)")
        }
        guard let reference else { return }
        let theirs = ParsedFormat(reference).deliberateSignature
        for (position, type) in format.signature.types.sorted(by: { $0.key < $1.key }) {
            guard let expected = theirs.types[position] else {
                report(RuleDescription.argumentExtra.level, "'\(key)' in \(language) on \(device) reads argument \(position) (\(type.rawValue)), but the source string has \(theirs.argumentCount) argument(s): \"\(value)\" vs \"\(reference)\". The device shows garbage or crashes. Remove it")
                continue
            }
            if type != expected && !type.differsOnlyInSize(from: expected) {
                report(RuleDescription.typeMismatch.level, "'\(key)' in \(language) on \(device) reads argument \(position) as \(type.rawValue) where the source reads \(expected.rawValue): \"\(value)\" vs \"\(reference)\"")
            }
        }
    }
}
