import Diagnostics

/// Assembles a ``StringsDictDocument`` from the located values of ``PlistXMLReader``.
struct StringsDictBuilder {
    private let path: String
    private var entries: [StringsDictEntry] = []
    private var diagnostics: [Diagnostic] = []

    private static let formatKey = "NSStringLocalizedFormatKey"
    private static let specTypeKey = "NSStringFormatSpecTypeKey"
    private static let valueTypeKey = "NSStringFormatValueTypeKey"

    init(path: String) {
        self.path = path
    }

    /// The document, diagnostics in file order.
    func document() -> StringsDictDocument {
        let ordered = diagnostics.enumerated().sorted { lhs, rhs in
            let l = lhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let r = rhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return (l.0, l.1, lhs.offset) < (r.0, r.1, rhs.offset)
        }.map(\.element)
        return StringsDictDocument(path: path, entries: entries, diagnostics: ordered)
    }

    /// Reads the file from its decoded UTF-8 `text`.
    mutating func read(text: UnsafeBufferPointer<UInt8>, decoded: DecodedSource) {
        var walker = LineColumnWalker(text)
        for problem in decoded.problems.prefix(SourceDecoder.problemLimit) {
            report(RuleID.syntax, .error, at: Self.place(problem.decodedOffset, &walker), problem.message)
        }
        if let first = text.firstIndex(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }), text[first] != 0x3C {
            let binary = text.count >= 6 && text[0..<6].elementsEqual("bplist".utf8)
            let kind = binary ? "a binary property list" : "not an XML property list (an old-style one, or no property list at all)"
            report(RuleID.syntax, .error, at: Self.place(first, &walker), "this .stringsdict is \(kind); pushloc reads the XML form that Xcode writes: convert it with `plutil -convert xml1`")
            return
        }
        var reader = PlistXMLReader(text)
        let root: PlistNode
        do {
            root = try reader.read()
        } catch {
            report(RuleID.syntax, .error, at: Self.place(error.offset, &walker), "malformed property list: \(error.message)")
            return
        }
        guard case .dictionary(let members) = root.value else {
            report(RuleID.syntax, .error, at: root.tag, "the root of a .stringsdict file must be a <dict> of entries, one per key")
            return
        }
        for member in unique(members, entry: nil) { readEntry(member) }
    }

    private static func place(_ offset: Int, _ walker: inout LineColumnWalker) -> TextPlace {
        let location = walker.location(of: offset)
        return TextPlace(line: location.line, column: location.column)
    }

    /// The members of a dictionary, each key once: in the order keys first appear, with the value of
    /// the last one (the device's). Reports every repeat as a `duplicate-key` error.
    private mutating func unique(_ members: [PlistMember], entry: String?) -> [PlistMember] {
        var result: [PlistMember] = []
        result.reserveCapacity(members.count)
        var index: [String: Int] = [:]
        for member in members {
            // Short dictionaries (a variable's forms) are searched; long ones (the entries) hashed.
            let earlier = members.count <= 12
                ? result.firstIndex { KeyIndex.sameBytes($0.key, member.key) }
                : index[member.key]
            guard let earlier else {
                if members.count > 12 { index[member.key] = result.count }
                result.append(member)
                continue
            }
            report(
                RuleID.duplicateKey, .error, at: member.keyPlace,
                "duplicate key \"\(member.key)\" in the same dictionary: it is also on line \(result[earlier].keyPlace.line); the device uses this later one",
                key: entry ?? member.key)
            result[earlier] = member
        }
        return result
    }

    /// Reads one top-level entry.
    private mutating func readEntry(_ member: PlistMember) {
        let key = member.key
        guard case .dictionary(let members) = member.value.value else {
            report(RuleID.syntax, .error, at: member.keyPlace, "the value of \"\(key)\" must be a <dict> with \(Self.formatKey) and its variables", key: key)
            return
        }
        var format: String?
        var hasFormat = false
        var variables: [StringsDictVariable] = []
        for field in unique(members, entry: key) {
            if field.key == Self.formatKey {
                hasFormat = true
                if case .string(let string) = field.value.value {
                    format = string
                } else {
                    report(RuleID.syntax, .error, at: field.keyPlace, "\(Self.formatKey) of \"\(key)\" must be a <string>", key: key)
                }
                continue
            }
            guard case .dictionary(let rules) = field.value.value else {
                report(RuleID.syntax, .error, at: field.keyPlace, "\"\(field.key)\" in \"\(key)\" must be a <dict> of plural rules (a variable that %#@\(field.key)@ names)", key: key)
                continue
            }
            variables.append(readVariable(field.key, rules, entry: key, at: field.keyPlace))
        }
        if !hasFormat {
            report(RuleID.syntax, .error, at: member.keyPlace, "\"\(key)\" has no \(Self.formatKey): add <key>\(Self.formatKey)</key><string>%#@name@</string> for the format that names its variables", key: key)
        }
        let defined = Set(variables.map(\.name))
        var referenced = format.map(Self.variableReferences) ?? []
        for variable in variables {
            for form in variable.forms.values { referenced += Self.variableReferences(in: form) }
        }
        var reported = Set<String>()
        for name in referenced where !defined.contains(name) && reported.insert(name).inserted {
            report(RuleID.syntax, .error, at: member.keyPlace, "the format of \"\(key)\" uses %#@\(name)@, but \"\(key)\" has no variable \"\(name)\": add <key>\(name)</key> with its plural rules", key: key)
        }
        entries.append(StringsDictEntry(key: key, formatKey: format, variables: variables, line: member.keyPlace.line, column: member.keyPlace.column))
    }

    /// Reads the dictionary of one variable.
    private mutating func readVariable(_ name: String, _ rules: [PlistMember], entry: String, at place: TextPlace) -> StringsDictVariable {
        var specType: String?
        var valueType: String?
        var forms: [String: String] = [:]
        var formLocations: [String: SourceLocation] = [:]
        for rule in unique(rules, entry: entry) {
            guard case .string(let string) = rule.value.value else {
                report(RuleID.syntax, .error, at: rule.keyPlace, "\"\(rule.key)\" of the variable \"\(name)\" in \"\(entry)\" must be a <string>", key: entry)
                continue
            }
            switch rule.key {
            case Self.specTypeKey: specType = string
            case Self.valueTypeKey: valueType = string
            default:
                forms[rule.key] = string
                formLocations[rule.key] = SourceLocation(file: path, line: rule.value.content.line, column: rule.value.content.column)
            }
        }
        if specType == nil {
            report(RuleID.syntax, .error, at: place, "the variable \"\(name)\" of \"\(entry)\" has no \(Self.specTypeKey): add <key>\(Self.specTypeKey)</key><string>NSStringPluralRuleType</string>", key: entry)
        }
        return StringsDictVariable(name: name, specTypeKey: specType, valueType: valueType, forms: forms, formLocations: formLocations)
    }

    /// The names of the `%#@name@` (and `%1$#@name@`) variables in a format.
    ///
    /// Works on the UTF-8 bytes: every marker of the syntax is ASCII (a scalar array of each form
    /// was the builder's largest cost).
    static func variableReferences(in format: String) -> [String] {
        guard format.utf8.contains(0x23) else { return [] }  // #: no variable without one
        let bytes = Array(format.utf8)
        var names: [String] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x25 else {  // %
                i += 1
                continue
            }
            var j = i + 1
            if j < bytes.count, bytes[j] == 0x25 {
                i = j + 1
                continue
            }
            var digits = j
            while digits < bytes.count, (0x30...0x39).contains(bytes[digits]) { digits += 1 }
            if digits > j, digits < bytes.count, bytes[digits] == 0x24 { j = digits + 1 }  // $
            guard j + 1 < bytes.count, bytes[j] == 0x23, bytes[j + 1] == 0x40 else {  // #@
                i += 1
                continue
            }
            var end = j + 2
            while end < bytes.count, bytes[end] != 0x40 { end += 1 }
            guard end < bytes.count, end > j + 2 else {
                i = j + 2
                continue
            }
            names.append(String(decoding: bytes[(j + 2)..<end], as: UTF8.self))
            i = end + 1
        }
        return names
    }

    /// Adds a diagnostic at `place` (the file's start when `nil`).
    mutating func report(_ rule: String, _ severity: Severity, at place: TextPlace?, _ message: String, key: String? = nil) {
        let place = place ?? .start
        report(rule, severity, line: place.line, column: place.column, message, key: key)
    }

    private mutating func report(_ rule: String, _ severity: Severity, line: Int, column: Int, _ message: String, key: String? = nil) {
        diagnostics.append(Diagnostic(
            rule: rule, severity: severity, message: message,
            location: SourceLocation(file: path, line: line, column: column), key: key))
    }
}
