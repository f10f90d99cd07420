import FormatString
import ICU

/// Tells the bidi controls a right-to-left translation uses on purpose around numbers from those
/// that can flip or hide text.
///
/// In Arabic, Hebrew, Persian or Urdu text a number or a formatted argument (`%d`, `%@`) is often
/// wrapped in an embedding or an isolate (U+202A/U+202B … U+202C, U+2066–U+2068 … U+2069) so that its
/// digits, its sign and the punctuation next to it stay in reading order. Such a control, directly
/// before or after a digit or a specifier, changes nothing a reader could misread. An override
/// (U+202D, U+202E) forces every character after it into one direction, which reverses the letters of
/// a right-to-left name and the digits of a number shown right to left, so it always counts.
enum BidiNumberContext {
    /// Left-to-right and right-to-left override.
    private static let overrides: Set<UInt32> = [0x202D, 0x202E]

    /// Whether `language` is written right to left, from ICU's locale data.
    static func isRightToLeft(_ language: String) -> Bool {
        CharacterOrientation(tag: language)?.isRightToLeft ?? false
    }

    /// The first control of `scalars` that is not an embedding or isolate next to a number or a
    /// specifier; `specifiers` are the value's specifiers (offsets in Unicode scalars).
    static func firstSuspicious(in scalars: [Unicode.Scalar], specifiers: [FormatSpecifier]) -> (offset: Int, scalar: Unicode.Scalar)? {
        var specifierStarts = Set<Int>(), specifierEnds = Set<Int>()
        for specifier in specifiers {
            specifierStarts.insert(specifier.offset)
            specifierEnds.insert(specifier.offset + specifier.text.unicodeScalars.count - 1)
        }
        for (offset, scalar) in scalars.enumerated() where BidiControls.contains(scalar) {
            if overrides.contains(scalar.value) { return (offset, scalar) }
            if let next = neighbour(of: offset, in: scalars, step: 1),
               isNumeric(scalars[next]) || specifierStarts.contains(next) { continue }
            if let previous = neighbour(of: offset, in: scalars, step: -1),
               isNumeric(scalars[previous]) || specifierEnds.contains(previous) { continue }
            return (offset, scalar)
        }
        return nil
    }

    /// The nearest position from `offset` in direction `step` that holds no bidi control or mark.
    private static func neighbour(of offset: Int, in scalars: [Unicode.Scalar], step: Int) -> Int? {
        var index = offset + step
        while scalars.indices.contains(index) {
            if !BidiControls.contains(scalars[index]) && !isMark(scalars[index]) { return index }
            index += step
        }
        return nil
    }

    /// A decimal digit of any script, or a percent sign written next to a number.
    private static func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal || scalar == "%" || scalar == "\u{066A}"
    }

    /// Left-to-right, right-to-left and Arabic letter mark: invisible, and no bidi control.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
    }
}
