import PushlocDiagnostics
import Foundation
import PushlocRules

/// Reads a `.strings` file written as an XML or binary property list: a `<dict>` of `<key>` and
/// `<string>` pairs.
///
/// The device reads a strings table with `CFPropertyListCreateWithData`, which takes a binary
/// property list, then an XML one, then the old-style text that ``StringsParser`` reads
/// (``PropertyListForm``); any of the three whose root is a dictionary is a table. Localization tools (Crowdin, Transifex) and `plutil -convert xml1` write the XML form,
/// so apps ship it (pocket-casts-ios's translations are XML property lists named `Localizable.strings`).
///
/// An XML file is read with its places (``PlistXMLReader``): each entry keeps the line and column of
/// its `<key>` and of its `<string>`'s text. A binary one has no places: its entries stand at line 1,
/// column 1, in key order. Either way the document's entries own their strings, keep no comments,
/// and have no spans to edit (`check --fix` leaves such a file alone).
enum StringsPropertyList {
    /// The entries of an XML property list, with a `syntax` error where its structure breaks (the
    /// device then loads none of its strings) or where a value is not a string.
    static func readXML(_ text: UnsafeBufferPointer<UInt8>) -> (entries: [StringsEntry], issues: [ScannedIssue]) {
        var reader = PlistXMLReader(text)
        let root: PlistNode
        do {
            root = try reader.read()
        } catch {
            return ([], [ScannedIssue(
                offset: error.offset, rule: RuleDescription.syntax.level,
                message: "this XML property list breaks here: \(error.message); Apple's parser rejects the file, so the device loads none of its strings")])
        }
        guard case .dictionary(let members) = root.value else {
            return ([], [ScannedIssue(
                offset: root.tagOffset, rule: RuleDescription.syntax.level,
                message: "the root of this property list is \(describe(root.value)), not a <dict> of keys and strings; the device loads no strings from it")])
        }
        var entries: [StringsEntry] = []
        var issues: [ScannedIssue] = []
        // Keys are compared by their bytes, as the device's dictionary compares them; the last wins.
        var seen: [[UInt8]: Int] = [:]
        entries.reserveCapacity(members.count)
        for member in members {
            guard case .string(let value) = member.value.value else {
                issues.append(ScannedIssue(
                    offset: member.value.tagOffset, rule: RuleDescription.syntax.level,
                    message: "the value of \"\(member.key)\" is \(describe(member.value.value)), not a <string>; the device has no text for this key",
                    key: member.key))
                continue
            }
            let valuePlace = member.value.textPlace ?? member.keyPlace
            if let earlier = seen.updateValue(entries.count, forKey: Array(member.key.utf8)) {
                issues.append(ScannedIssue(
                    offset: 0, rule: DuplicateKeyMessage.level(earlierValue: entries[earlier].value, value: value),
                    message: DuplicateKeyMessage.text(
                        key: member.key, earlierLine: entries[earlier].line, earlierValue: entries[earlier].value, value: value),
                    key: member.key, place: (member.keyPlace.line, member.keyPlace.column)))
            }
            entries.append(StringsEntry(
                key: member.key, value: value, line: member.keyPlace.line, column: member.keyPlace.column,
                valueLine: valuePlace.line, valueColumn: valuePlace.column))
        }
        return (entries, issues)
    }

    /// The entries of a binary property list (at line 1, column 1, in the file's order), or a `syntax`
    /// error. Read by ``BinaryTableReader``, never by Foundation, whose reader crashes or explodes on
    /// hostile lists. CoreFoundation builds a binary list's dictionary keeping the first value of a
    /// repeated key (Foundation on this machine shows it), so a later repeat is a `duplicate-key`
    /// warning (a note when it repeats the value) and is not among the entries.
    static func readBinary(_ source: [UInt8]) -> (entries: [StringsEntry], issues: [ScannedIssue]) {
        let members: [BinaryTableReader.Member]
        do {
            members = try BinaryTableReader(source).rootMembers()
        } catch {
            return ([], [ScannedIssue(
                offset: 0, rule: RuleDescription.syntax.level,
                message: "this binary property list cannot be read: \(error.message); the device loads no strings from it")])
        }
        var entries: [StringsEntry] = []
        var issues: [ScannedIssue] = []
        var seen: [String: Int] = [:]
        for member in members {
            guard let key = member.key else {
                issues.append(ScannedIssue(
                    offset: 0, rule: RuleDescription.syntax.level,
                    message: "a key of this binary property list is not a string, so the device can never look its entry up"))
                continue
            }
            let text: String
            switch member.value {
            case .string(let value):
                text = value
            case .other(let kind):
                issues.append(ScannedIssue(
                    offset: 0, rule: RuleDescription.syntax.level,
                    message: "the value of \"\(key)\" is \(kind), not a string; the device has no text for this key", key: key))
                continue
            }
            if let first = seen[key] {
                let same = entries[first].value.unicodeScalars.elementsEqual(text.unicodeScalars)
                issues.append(ScannedIssue(
                    offset: 0, rule: same ? RuleLevel.duplicateKeySameValue : RuleDescription.duplicateKey.level,
                    message: same
                        ? "\"\(key)\" is given twice in this binary table, with the same value, so the device shows the same text either way; remove one"
                        : "\"\(key)\" is given twice in this binary table; the device keeps the first value, so this one is never shown",
                    key: key, place: (1, 1)))
                continue
            }
            seen[key] = entries.count
            entries.append(StringsEntry(key: key, value: text, line: 1, column: 1, valueLine: 1, valueColumn: 1))
        }
        return (entries, issues)
    }

    /// An element's kind in words: "an <integer>", "a <dict>".
    private static func describe(_ value: PlistNode.Value) -> String {
        switch value {
        case .string: "a <string>"
        case .integer: "an <integer>"
        case .real: "a <real>"
        case .boolean: "a <true/> or <false/>"
        case .date: "a <date>"
        case .data: "a <data>"
        case .array: "an <array>"
        case .dictionary: "a <dict>"
        }
    }
}

/// How a `.strings` file is written.
public enum StringsSyntax: Sendable, Hashable {
    /// Apple's old-style text: `"key" = "value";`, which Xcode's templates write.
    case text
    /// An XML property list: a `<dict>` of `<key>` and `<string>` pairs.
    case xmlPropertyList
    /// A binary property list (`bplist00`), as Xcode copies tables into an app.
    case binaryPropertyList
}
