import Diagnostics
import Foundation

/// Assembles a ``StringsDictDocument``: values from Foundation, places from the XML scan.
struct StringsDictBuilder {
    private let path: String
    private var entries: [StringsDictEntry] = []
    private var diagnostics: [Diagnostic] = []
    private var places: [Int: (line: Int, column: Int)] = [:]

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

    /// Reads the file: `bytes` for Foundation, `text` (decoded UTF-8) for the positions.
    mutating func read(_ bytes: [UInt8], text: UnsafeBufferPointer<UInt8>, decoded: DecodedSource) {
        var scanner = PlistXMLScanner(text)
        scanner.run()
        var offsets = scanner.keys.map(\.offset) + scanner.repeats.map(\.earlierOffset) + decoded.problems.map(\.decodedOffset)
        if let problem = scanner.problem { offsets.append(problem.offset) }
        if let root = scanner.rootOffset { offsets.append(root) }
        offsets.append(0)
        var walker = LineColumnWalker(text)
        for offset in Set(offsets).sorted() { places[offset] = walker.location(of: offset) }

        for problem in decoded.problems.prefix(SourceDecoder.problemLimit) {
            report(RuleID.syntax, .error, at: problem.decodedOffset, problem.message)
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
            if let problem = scanner.problem {
                report(RuleID.syntax, .error, at: problem.offset, "malformed property list: \(problem.message) (Foundation: \(detail))")
            } else {
                report(RuleID.syntax, .error, line: Self.lineNumber(in: detail) ?? 1, column: 1, "malformed property list: \(detail)")
            }
            return
        }
        guard let root = plist as? [String: Any] else {
            report(RuleID.syntax, .error, at: scanner.rootOffset ?? 0, "the root of a .stringsdict file must be a <dict> of entries, one per key")
            return
        }
        for repeated in scanner.repeats {
            let earlier = places[repeated.earlierOffset]?.line ?? 1
            report(
                RuleID.duplicateKey, .error, at: repeated.key.offset,
                "duplicate key \"\(repeated.key.name)\" in the same dictionary: it is also on line \(earlier); the device uses this later one",
                key: repeated.key.path.first)
        }
        let keyOffsets = Dictionary(scanner.keys.map { ($0.path, $0.offset) }, uniquingKeysWith: { _, later in later })
        var children: [[String]: [String]] = [:]
        for key in scanner.keys { children[Array(key.path.dropLast()), default: []].append(key.name) }
        for name in Self.ordered(root.keys, children[[]] ?? []) {
            readEntry(name, root[name], at: keyOffsets[[name]], keyOffsets: keyOffsets, children: children)
        }
    }

    /// Reads one top-level entry.
    private mutating func readEntry(_ key: String, _ value: Any?, at offset: Int?, keyOffsets: [[String]: Int], children: [[String]: [String]]) {
        let place = offset.flatMap { places[$0] } ?? (1, 1)
        guard let dictionary = value as? [String: Any] else {
            report(RuleID.syntax, .error, at: offset, "the value of \"\(key)\" must be a <dict> with \(Self.formatKey) and its variables", key: key)
            return
        }
        var format: String?
        if let value = dictionary[Self.formatKey] {
            format = value as? String
            if format == nil {
                report(RuleID.syntax, .error, at: keyOffsets[[key, Self.formatKey]] ?? offset, "\(Self.formatKey) of \"\(key)\" must be a <string>", key: key)
            }
        } else {
            report(RuleID.syntax, .error, at: offset, "\"\(key)\" has no \(Self.formatKey): add <key>\(Self.formatKey)</key><string>%#@name@</string> for the format that names its variables", key: key)
        }
        var variables: [StringsDictVariable] = []
        for name in Self.ordered(dictionary.keys, children[[key]] ?? []) where name != Self.formatKey {
            let variableOffset = keyOffsets[[key, name]] ?? offset
            guard let rules = dictionary[name] as? [String: Any] else {
                report(RuleID.syntax, .error, at: variableOffset, "\"\(name)\" in \"\(key)\" must be a <dict> of plural rules (a variable that %#@\(name)@ names)", key: key)
                continue
            }
            variables.append(readVariable(name, rules, entry: key, at: variableOffset, keyOffsets: keyOffsets))
        }
        let defined = Set(variables.map(\.name))
        var referenced = format.map(Self.variableReferences) ?? []
        for variable in variables {
            for form in variable.forms.values { referenced += Self.variableReferences(in: form) }
        }
        var reported = Set<String>()
        for name in referenced where !defined.contains(name) && reported.insert(name).inserted {
            report(RuleID.syntax, .error, at: offset, "the format of \"\(key)\" uses %#@\(name)@, but \"\(key)\" has no variable \"\(name)\": add <key>\(name)</key> with its plural rules", key: key)
        }
        entries.append(StringsDictEntry(key: key, formatKey: format, variables: variables, line: place.0, column: place.1))
    }

    /// Reads the dictionary of one variable.
    private mutating func readVariable(_ name: String, _ rules: [String: Any], entry: String, at offset: Int?, keyOffsets: [[String]: Int]) -> StringsDictVariable {
        var specType: String?
        var valueType: String?
        var forms: [String: String] = [:]
        for (ruleKey, ruleValue) in rules {
            guard let string = ruleValue as? String else {
                report(RuleID.syntax, .error, at: keyOffsets[[entry, name, ruleKey]] ?? offset, "\"\(ruleKey)\" of the variable \"\(name)\" in \"\(entry)\" must be a <string>", key: entry)
                continue
            }
            switch ruleKey {
            case Self.specTypeKey: specType = string
            case Self.valueTypeKey: valueType = string
            default: forms[ruleKey] = string
            }
        }
        if specType == nil {
            report(RuleID.syntax, .error, at: offset, "the variable \"\(name)\" of \"\(entry)\" has no \(Self.specTypeKey): add <key>\(Self.specTypeKey)</key><string>NSStringPluralRuleType</string>", key: entry)
        }
        return StringsDictVariable(name: name, specTypeKey: specType, valueType: valueType, forms: forms)
    }

    /// The keys of a dictionary in file order (`scanned`: the names the XML scan found in it), then
    /// any the scan did not find, sorted.
    private static func ordered(_ keys: Dictionary<String, Any>.Keys, _ scanned: [String]) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        for name in scanned where keys.contains(name) && seen.insert(name).inserted { result.append(name) }
        result += keys.filter { !seen.contains($0) }.sorted()
        return result
    }

    /// The names of the `%#@name@` (and `%1$#@name@`) variables in a format.
    static func variableReferences(in format: String) -> [String] {
        let scalars = Array(format.unicodeScalars)
        var names: [String] = []
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else {
                i += 1
                continue
            }
            var j = i + 1
            if j < scalars.count, scalars[j] == "%" {
                i = j + 1
                continue
            }
            var digits = j
            while digits < scalars.count, ("0"..."9").contains(scalars[digits]) { digits += 1 }
            if digits > j, digits < scalars.count, scalars[digits] == "$" { j = digits + 1 }
            guard j + 1 < scalars.count, scalars[j] == "#", scalars[j + 1] == "@" else {
                i += 1
                continue
            }
            var end = j + 2
            while end < scalars.count, scalars[end] != "@" { end += 1 }
            guard end < scalars.count, end > j + 2 else {
                i = j + 2
                continue
            }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[(j + 2)..<end])
            names.append(String(name))
            i = end + 1
        }
        return names
    }

    /// The first number after "line " in Foundation's message.
    private static func lineNumber(in message: String) -> Int? {
        guard let range = message.range(of: "line ") else { return nil }
        let digits = message[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits).flatMap { $0 >= 1 ? $0 : nil }
    }

    mutating func report(_ rule: String, _ severity: Severity, at offset: Int?, _ message: String, key: String? = nil) {
        let place = offset.flatMap { places[$0] } ?? (1, 1)
        report(rule, severity, line: place.0, column: place.1, message, key: key)
    }

    private mutating func report(_ rule: String, _ severity: Severity, line: Int, column: Int, _ message: String, key: String? = nil) {
        diagnostics.append(Diagnostic(
            rule: rule, severity: severity, message: message,
            location: SourceLocation(file: path, line: line, column: column), key: key))
    }
}
