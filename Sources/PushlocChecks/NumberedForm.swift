import PushlocFormatString

/// The numbered form of a translation that reads its source's arguments in another order: ja
/// `"既に %@ の一部である %d"` for en `"%d media in %@"` becomes `"既に %2$@ の一部である %1$d"`.
///
/// Built from the translation itself, so its words stay as the translator wrote them; each specifier
/// gets the source's position of the same type, in order (with two `%@`, the first reads the source's
/// first object).
enum NumberedForm {
    /// The numbered form of `format`, whose unnumbered specifiers read the types `source` reads in
    /// another order; `nil` when the types are no permutation of the source's, when the string numbers,
    /// stars, or has variables or issues of its own, or when the order is already right.
    static func reordering(_ format: ParsedFormat, toRead source: FormatSignature, plainVariables: [Int]) -> String? {
        let specifiers = format.specifiers
        guard plainVariables.isEmpty, format.variables.isEmpty, format.issues.isEmpty, !specifiers.isEmpty,
              specifiers.allSatisfy({ !$0.isPositional && $0.starPositions.isEmpty }),
              specifiers.count == source.argumentCount, source.positions == Array(1...source.argumentCount) else { return nil }
        var unused = source.positions
        var assigned: [Int] = []
        for specifier in specifiers {
            guard let index = unused.firstIndex(where: { source.type(at: $0) == specifier.type }) else { return nil }
            assigned.append(unused.remove(at: index))
        }
        guard assigned != Array(1...specifiers.count) else { return nil }
        var numbers: [Int: Int] = [:]
        for (specifier, position) in zip(specifiers, assigned) { numbers[specifier.offset] = position }
        var result = String.UnicodeScalarView()
        for (offset, scalar) in format.source.unicodeScalars.enumerated() {
            result.append(scalar)
            if let position = numbers[offset] { result.append(contentsOf: "\(position)$".unicodeScalars) }
        }
        return String(result)
    }
}
