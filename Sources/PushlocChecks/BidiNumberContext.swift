import PushlocFormatString
import PushlocICU

/// Tells the bidi controls a right-to-left translation uses on purpose around numbers from those
/// that can flip or hide text.
///
/// In Arabic, Hebrew, Persian or Urdu text a number or a formatted argument (`%d`, `%@`) is often
/// wrapped in an embedding or an isolate (U+202A/U+202B … U+202C, U+2066–U+2068 … U+2069) so that its
/// digits, its sign and the punctuation next to it stay in reading order. Such a control, directly
/// before or after a digit or a specifier, changes nothing a reader could misread. An override
/// (U+202D, U+202E) forces every character up to its U+202C into one direction, which reverses the
/// letters of a right-to-left word under U+202D and the digits and Latin letters under U+202E; it
/// counts unless its run holds none of those (Latin Matrix ids under U+202D in an Arabic string) and
/// no specifier, whose argument could be anything.
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
            if overrides.contains(scalar.value) {
                if isInert(override: offset, in: scalars, specifierStarts: specifierStarts) { continue }
                return (offset, scalar)
            }
            if let next = neighbour(of: offset, in: scalars, step: 1),
               isNumeric(scalars[next]) || specifierStarts.contains(next) { continue }
            if let previous = neighbour(of: offset, in: scalars, step: -1),
               isNumeric(scalars[previous]) || specifierEnds.contains(previous) { continue }
            return (offset, scalar)
        }
        return nil
    }

    /// Whether the override at `offset` leaves its run as it would read anyway: under U+202D no
    /// right-to-left letter, under U+202E no digit and no left-to-right letter, and under neither a
    /// specifier. The run ends at the matching U+202C, or at the end of the value.
    private static func isInert(override offset: Int, in scalars: [Unicode.Scalar], specifierStarts: Set<Int>) -> Bool {
        let leftToRight = scalars[offset].value == 0x202D
        var depth = 0
        for index in (offset + 1)..<scalars.count {
            let scalar = scalars[index]
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E: depth += 1
            case 0x202C:
                if depth == 0 { return true }
                depth -= 1
            default:
                if specifierStarts.contains(index) { return false }
                if leftToRight {
                    if isRightToLeftLetter(scalar) { return false }
                } else if scalar.properties.numericType == .decimal || (scalar.properties.isAlphabetic && !isRightToLeftLetter(scalar)) {
                    return false
                }
            }
        }
        return true
    }

    /// A letter of a right-to-left script: Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms.
    private static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.isAlphabetic else { return false }
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
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
