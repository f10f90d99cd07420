import PushlocCatalog
import PushlocFormatString

/// The place of a loc key in an alert: each text's key and the action button's.
enum AlertKeySlot: Int, Sendable {
    case title, subtitle, body, action
}

/// A `.strings` value as a render shows it, taken out of its record once: the value itself (what an
/// action button shows, and the text of a value without `%`) and, for a value with `%`, its parsed
/// format (what ``TableRecord/substituting(_:)`` substitutes).
final class KeptValue: Sendable {
    let value: String
    /// `nil` for a value shown as it is.
    let format: ParsedFormat?

    init(_ record: TableRecord) {
        value = record.entry.value
        format = record.hasPercent ? record.format : nil
    }

    /// ``TableRecord/substituting(_:)`` of the record.
    func substituting(_ arguments: [String]) -> String {
        format?.substituting(arguments) ?? value
    }

    /// ``TableRecord/deviceArgumentCount`` of the record.
    var deviceArgumentCount: Int { format?.deviceArgumentCount ?? 0 }
}

/// What one language's table holds for each loc key of one template, found once: a render of a kept
/// template in a language seen before then hashes no key and makes no string it does not show.
///
/// A text's key is asked for its plural string first and, without one, for its record, as
/// ``PayloadLocalizer`` asks; a text with plain text beside its key asks for neither (the device shows
/// the plain text). The action button's key is asked for its record only.
final class KeptAlertStrings: Sendable {
    /// The language the strings are of (as resolution names it).
    let language: String
    private let plurals: [PluralString?]
    private let values: [KeptValue?]

    init(_ alert: AlertSource, language: String, records: (String) -> TableRecord?, plurals: (String) -> PluralString?) {
        self.language = language
        var foundPlurals: [PluralString?] = [nil, nil, nil, nil]
        var foundValues: [KeptValue?] = [nil, nil, nil, nil]
        func find(_ slot: AlertKeySlot, plain: String?, key: String?) {
            guard alert.isPresent, plain == nil, let key else { return }
            if let plural = plurals(key) {
                foundPlurals[slot.rawValue] = plural
            } else {
                foundValues[slot.rawValue] = records(key).map(KeptValue.init)
            }
        }
        find(.title, plain: alert.title, key: alert.titleLocKey)
        find(.subtitle, plain: alert.subtitle, key: alert.subtitleLocKey)
        find(.body, plain: alert.body, key: alert.locKey)
        if alert.isPresent, case .key(let key) = alert.actionLocKey {
            foundValues[AlertKeySlot.action.rawValue] = records(key).map(KeptValue.init)
        }
        self.plurals = foundPlurals
        values = foundValues
    }

    /// The plural string of the key in `slot`, if it has one.
    func plural(_ slot: AlertKeySlot) -> PluralString? { plurals[slot.rawValue] }

    /// The value of the key in `slot` (without a plural string), `nil` when the table lacks it.
    func value(_ slot: AlertKeySlot) -> KeptValue? { values[slot.rawValue] }
}
