import PushlocDiagnostics
import PushlocRules

/// The wording of every ``FormatIssue``: what is wrong, then how to fix it.
enum IssueMessages {
    static func tooMany(offset: Int) -> FormatIssue {
        FormatIssue(
            rule: RuleDescription.tooManySpecifiers.level,
            message: "the string has more than \(FormatLimits.maximumDirectives) specifiers, more arguments than iOS ever "
                + "passes; it is not expanded. Remove the repeated specifiers, or write %% for a literal percent sign",
            offset: offset)
    }

    static func invalid(_ reason: InvalidSpecifierReason, text: String, offset: Int) -> FormatIssue {
        let shown = quoted(text)
        switch reason {
        case .loneTrailingPercent:
            return FormatIssue(
                rule: RuleDescription.invalidSpecifier.level,
                message: "a lone '%' ends the string; write %% for a literal percent sign",
                offset: offset)
        case .truncated:
            return FormatIssue(
                rule: RuleDescription.invalidSpecifier.level,
                message: "the string ends inside the specifier \(shown); complete it (for example %@) "
                    + "or write %% for a literal percent sign",
                offset: offset)
        case .unknownConversion(let scalar):
            // CoreFoundation writes the one character after the `%` for the whole piece, and reads no
            // argument (`__CFStringAppendFormatCore` makes it a literal of length 1 at the `%` + 1).
            let scalars = Array(text.unicodeScalars)
            let written = scalars.count > 1 ? quoted(String(scalars[1])) : "nothing"
            let flag = scalars.contains("'") ? " (the phone has no ' flag)" : ""
            return FormatIssue(
                rule: RuleDescription.invalidSpecifier.level,
                message: "\(shown) is not a valid specifier: \(describe(scalar)) is not a conversion "
                    + "(@ d i u x o f e g a c s p and their variants)\(flag); the phone shows \(written) in its place and "
                    + "reads no argument; write %% for a literal percent sign",
                offset: offset)
        case .dollarWithoutNumber:
            return FormatIssue(
                rule: RuleDescription.invalidSpecifier.level,
                message: "\(shown) has a '$' with no argument number before it (a numbered argument is "
                    + "written %1$@); write %% for a literal percent sign",
                offset: offset)
        case .modifiersBeforePercent:
            return FormatIssue(
                rule: RuleDescription.invalidSpecifier.level,
                message: "\(shown) is not a percent sign: only %% gives '%', and the device shows something "
                    + "else here; write %% for a literal percent sign",
                offset: offset)
        case .zeroPosition:
            return FormatIssue(
                rule: RuleDescription.zeroPosition.level,
                message: "\(shown) reads argument 0, but argument numbers start at 1; write %1$@ for the "
                    + "first argument",
                offset: offset)
        case .positionTooHigh(let position):
            return FormatIssue(
                rule: RuleDescription.invalidSpecifier.level,
                message: "\(shown) reads argument \(position), above the limit of \(FormatLimits.maximumPosition); "
                    + "renumber the arguments from 1",
                offset: offset)
        }
    }

    static func mixed(text: String, isPositional: Bool, firstText: String, offset: Int) -> FormatIssue {
        let kind = isPositional ? "numbered" : "unnumbered"
        let firstKind = isPositional ? "unnumbered" : "numbered"
        return FormatIssue(
            rule: RuleDescription.mixedPositional.level,
            message: "\(quoted(text)) is \(kind) but \(quoted(firstText)) before it is \(firstKind); the device counts "
                + "unnumbered specifiers 1, 2, 3 ... apart from numbered ones, which is easy to misread: number every "
                + "specifier (%1$@, %2$@, ...) or none",
            offset: offset)
    }

    static func conflict(
        position: Int, first: ArgumentType, firstText: String, second: ArgumentType, secondText: String, offset: Int,
        causedByMixing: Bool = false
    ) -> FormatIssue {
        var message = "argument \(position) is read as \(first.rawValue) by \(quoted(firstText)) and as "
            + "\(second.rawValue) by \(quoted(secondText))"
        if causedByMixing {
            message += " (the device counts unnumbered specifiers 1, 2, 3 ... apart from numbered ones)"
        }
        if first.differsOnlyInSize(from: second) {
            message += "; only the size differs (like %d and %ld), but a 32-bit and a 64-bit read of one "
                + "argument still disagree: use the same length modifier in both"
        } else {
            message += "; read each argument with one conversion everywhere in the string"
        }
        return FormatIssue(rule: RuleDescription.conflictingTypes.level, message: message, offset: offset)
    }

    static func gap(missing: ClosedRange<Int>, laterText: String, laterPosition: Int, offset: Int) -> FormatIssue {
        let what = missing.count == 1
            ? "argument \(missing.lowerBound) is never read"
            : "arguments \(missing.lowerBound) to \(missing.upperBound) are never read"
        let fix = missing.count == 1
            ? "read it (for example with %\(missing.lowerBound)$@)"
            : "read them"
        return FormatIssue(
            rule: RuleDescription.argumentGap.level,
            message: "\(what), but \(quoted(laterText)) reads argument \(laterPosition); the device then shifts "
                + "the later arguments down and shows the wrong ones: \(fix) or renumber the specifiers",
            offset: offset)
    }

    /// A specifier's text in quotes, on one line: a control character in it (the newline of `%\n`) is
    /// written as an escape, so the message shows what the translator typed.
    private static func quoted(_ text: String) -> String {
        "'" + ControlCharacterEscaping.escaped(text) + "'"
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format {
            return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return "'\(scalar)'"
    }
}
