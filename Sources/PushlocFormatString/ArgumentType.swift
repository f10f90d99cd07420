/// The class of value a format specifier reads from its argument list.
///
/// Two specifiers that read one argument position with different classes make the string
/// unusable (`conflicting-types`), and a translation that reads a position with another class
/// than the development string is a `type-mismatch`.
public enum ArgumentType: String, Sendable, Hashable, CaseIterable {
    /// An Objective-C object: `%@`.
    case object
    /// A 32-bit (or shorter) integer: `%d`, `%i`, `%u`, `%x`, `%o`, `%hd`, `%hhd`, `%D`, `%U`, `%O`.
    case int
    /// A 64-bit integer: `%ld`, `%lld`, `%qd`, `%zd`, `%td`, `%jd` and a `.stringsdict` variable `%#@name@`.
    case int64
    /// A floating-point number: `%f`, `%F`, `%e`, `%E`, `%g`, `%G`, `%a`, `%A`.
    case double
    /// A single character: `%c` (a C `char`) and `%C` (a `unichar`).
    case char
    /// A C string: `%s` and `%S` (a `unichar` string).
    case cstring
    /// A pointer: `%p`.
    case pointer

    /// Whether `self` and `other` are `int` and `int64` (`%d` against `%ld`): the same kind of
    /// number, read with another size.
    public func differsOnlyInSize(from other: ArgumentType) -> Bool {
        (self == .int && other == .int64) || (self == .int64 && other == .int)
    }
}
