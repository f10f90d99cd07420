/// The dictionary from the keys of a variable's forms to where their values are, made once per set of
/// keys: the next variable with the same keys (nearly all of a file's variables have one of a few sets,
/// such as `one`, `other`) reuses it.
///
/// ``StringsDictVariable`` keeps its forms and their locations in two `[String: String]`-like
/// dictionaries, and hashing their keys was the largest cost of building a variable. Both are made
/// with `mapValues` from this dictionary, which copies its hash table without hashing any key.
struct FormDictionaries {
    /// A set of keys in file order, and the dictionary from them to their indices in that order.
    private struct Template {
        var keys: [String]
        /// Each key's index in ``keys`` (the last, for keys equal as Swift strings).
        var order: [String: Int]
        /// Whether two keys of the set are equal as Swift strings (canonically), so that the
        /// dictionary has fewer keys.
        var merges: Bool
    }

    /// How many sets of keys are remembered.
    private static let capacity = 4

    private var templates: [Template] = []
    private var nextReplaced = 0
    /// The positions (in the variable's rules) of the forms of the variable being built, in file order.
    private var forms: [Int] = []

    /// Starts the next variable.
    mutating func removeAll() {
        forms.removeAll(keepingCapacity: true)
    }

    /// Adds the form at `position` in the variable's rules.
    mutating func append(_ position: Int) {
        forms.append(position)
    }

    /// Whether two keys have the same bytes. The same representation (one shared category string, or
    /// two small strings of the same bytes) answers without looking at the bytes.
    @inline(__always)
    private static func sameKey(_ a: String, _ b: String) -> Bool {
        unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self) || KeyIndex.sameBytes(a, b)
    }

    /// The positions of the forms in the variable's rules, in file order.
    var positions: [Int] { forms }

    /// The dictionary from the forms' keys (`key` gives the key at a position in the rules) to their
    /// index in ``positions``, the last one for keys equal as Swift strings (as assigning them one by one
    /// gives); and whether such a key replaced another.
    mutating func order(key: (Int) -> String) -> (order: [String: Int], merges: Bool) {
        guard !forms.isEmpty else { return ([:], false) }
        search: for template in templates where template.keys.count == forms.count {
            for (index, position) in forms.enumerated() where !Self.sameKey(template.keys[index], key(position)) {
                continue search
            }
            return (template.order, template.merges)
        }
        var order: [String: Int] = [:]
        order.reserveCapacity(forms.count)
        var keys: [String] = []
        keys.reserveCapacity(forms.count)
        for (index, position) in forms.enumerated() {
            let name = key(position)
            keys.append(name)
            order[name] = index
        }
        let template = Template(keys: keys, order: order, merges: order.count < forms.count)
        if templates.count < Self.capacity {
            templates.append(template)
        } else {
            templates[nextReplaced] = template
            nextReplaced = (nextReplaced + 1) % Self.capacity
        }
        return (order, template.merges)
    }
}
