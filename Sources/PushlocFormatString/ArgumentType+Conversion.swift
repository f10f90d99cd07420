extension ArgumentType {
    /// The type class a conversion reads with a length modifier.
    ///
    /// Integer conversions (`d D i u U x X o O`) read `int`, or `int64` with `l`, `ll`, `q`, `L`,
    /// `z`, `t` or `j` (`hh` and `h` still read an `int`, promoted). `c`/`C` read a `char`
    /// whatever the length, `s`/`S` a C string.
    static func forConversion(_ conversion: Unicode.Scalar, lengthModifier: String) -> ArgumentType {
        switch conversion {
        case "@": return .object
        case "f", "F", "e", "E", "g", "G", "a", "A": return .double
        case "c", "C": return .char
        case "s", "S": return .cstring
        case "p": return .pointer
        default:
            switch lengthModifier {
            case "l", "ll", "q", "L", "z", "t", "j": return .int64
            default: return .int
            }
        }
    }
}
