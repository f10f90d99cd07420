import PushlocDiagnostics
import PushlocFormatString
import PushlocRules

/// What the phone shows for a string when the app passes the arguments its development string reads,
/// with example values, in words a translator can check against the screen.
///
/// CoreFoundation reads the positions a string uses in ascending order, one argument each from the
/// list the app passes (`__CFStringAppendFormatCore` collects the values by position and takes no
/// argument for an unread one), so `%2$d x %1$ y` given 5 and 7 shows `5 x 1`: `%1$ y` is no
/// specifier, and `%2$d` takes the first argument. It reads each argument as the specifier says, not
/// as the app passed it: a number read as an object (`%@`, `%s`, a `%#@name@` outside a
/// `.stringsdict`) dereferences the number and crashes the app; an object read as a number shows its
/// address, a meaningless number. An object read as a C string (`%s`, `%S` where the app passes an
/// NSString or a Swift string) is read as the bytes at the object's address up to the first zero
/// byte (the `CFFormatCharsType` case: `strlen` of the pointer), so the phone shows garbage or the app
/// crashes; a C string read as an object (`%@` where the app passes a `char *`) is no object either.
enum WhatThePhoneShows {
    /// The outcome of formatting a string.
    enum Outcome: Equatable {
        /// The text on screen.
        case text(String)
        /// The app crashes: `read` (1-based, as the string numbers it) reads the app's argument
        /// `passed` (1-based), a number, as an object.
        case crash(read: Int, passed: Int)
        /// The phone shows garbage or the app crashes: `read` reads the app's argument `passed`, an
        /// object, as a C string (`objectAsCString`), or a C string as an object.
        case garbageOrCrash(read: Int, passed: Int, objectAsCString: Bool)
    }

    /// Shown where the phone prints garbage: an object's address as a number, or whatever it finds
    /// where the app passed no argument.
    static let garbage = "??"

    /// An example value for the app's argument `position` (1-based) of type `type`.
    static func example(_ type: ArgumentType, position: Int) -> String {
        let numbers = ["5", "3", "8", "2", "9", "4", "7", "6"]
        let names = ["Anna", "Ben", "Clara", "David", "Eva", "Felix", "Greta", "Hugo"]
        let index = (position - 1) % numbers.count
        switch type {
        case .object, .cstring: return names[index]
        case .int, .int64, .pointer: return numbers[index]
        case .double: return numbers[index] + ".5"
        case .char: return "x"
        }
    }

    /// What `format` shows when the app passes the arguments `passed` reads (the development string's
    /// signature), with ``example(_:position:)`` values. `reads` overrides the type `format` reads at
    /// a position (a `%#@name@` outside a `.stringsdict` reads an object).
    static func outcome(of format: ParsedFormat, passing passed: FormatSignature, reads: [Int: ArgumentType] = [:]) -> Outcome {
        var read = format.signature.types
        for (position, type) in reads { read[position] = type }
        let ranked = read.keys.sorted()
        var values: [String] = []
        for (rank, position) in ranked.enumerated() {
            guard let readType = read[position] else { continue }
            let argument = rank + 1
            guard let passedType = passed.type(at: argument) else {
                // The app passes nothing here: CF reads whatever follows the arguments.
                values.append(garbage)
                continue
            }
            if Self.isObjectRead(readType) && Self.isNumber(passedType) { return .crash(read: position, passed: argument) }
            if (readType == .cstring) != (passedType == .cstring) && Self.isObjectRead(readType) && Self.isObjectRead(passedType) {
                return .garbageOrCrash(read: position, passed: argument, objectAsCString: readType == .cstring)
            }
            if Self.isNumber(readType) != Self.isNumber(passedType) || (readType == .double) != (passedType == .double) {
                values.append(garbage)
            } else {
                values.append(example(passedType, position: argument))
            }
        }
        // A space flag on a number prints a space before it (`% d` gives " 5").
        var shown = values
        for specifier in format.specifiers where specifier.hasFlag(" ") && isNumber(specifier.type) {
            if let rank = ranked.firstIndex(of: specifier.position), rank < shown.count, !shown[rank].hasPrefix(" ") {
                shown[rank] = " " + shown[rank]
            }
        }
        return .text(format.substituting(shown))
    }

    /// What the development string `source` shows with the same example values.
    static func shown(bySource source: ParsedFormat) -> String {
        if case .text(let text) = outcome(of: source, passing: source.signature) { return text }
        return source.source
    }

    /// "the phone shows "…"" or "the app crashes: …", for a message.
    static func describe(_ format: ParsedFormat, passing passed: FormatSignature, reads: [Int: ArgumentType] = [:]) -> String {
        // A position read two ways is read as its last specifier says and printed as each says: no
        // example would be faithful, and the string has a `conflicting-types` error of its own.
        if format.issues.contains(where: { $0.rule == RuleDescription.conflictingTypes.id }) {
            return "the phone reads one argument two ways, and shows garbage or crashes"
        }
        switch outcome(of: format, passing: passed, reads: reads) {
        case .text(let text):
            let note = text.contains(garbage) ? " (\(garbage): garbage)" : ""
            return "the phone shows \"\(text)\"\(note)"
        case .garbageOrCrash(let read, let argument, let objectAsCString):
            let reader = read == argument ? "" : " (through the specifier of argument \(read): it takes the arguments in order, skipping the ones no specifier reads)"
            let misread = objectAsCString ? "an object, as a C string (the bytes at the object's address)" : "a C string, as an object"
            return "the phone shows garbage or the app crashes: it reads argument \(argument), \(misread)\(reader)"
        case .crash(let read, let argument):
            if read == argument { return "the app crashes: the phone reads argument \(argument), a number, as an object" }
            return "the app crashes: the phone hands argument \(argument), a number, to the specifier of argument \(read), "
                + "which reads an object (it takes the arguments in order, skipping the ones no specifier reads)"
        }
    }

    private static func isObjectRead(_ type: ArgumentType) -> Bool {
        type == .object || type == .cstring
    }

    private static func isNumber(_ type: ArgumentType) -> Bool {
        switch type {
        case .int, .int64, .double, .char, .pointer: return true
        case .object, .cstring: return false
        }
    }
}
