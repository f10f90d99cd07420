import Diagnostics

extension RuleDescription {
    /// `xcstrings-unknown-device`: a device variation that names a device Xcode does not write.
    public static let xcstringsUnknownDevice = RuleDescription(
        id: "xcstrings-unknown-device",
        defaultSeverity: .warning,
        summary: #"A device variation that names a device Xcode does not write"#,
        help: #"No device uses it; use iphone, ipad, ipod, mac, applewatch, appletv, applevision or other."#,
        examples: RuleExamples(
            correct: #""variations": {"device": {"iphone": {...}}}"#,
            incorrect: #""variations": {"device": {"iPhone": {...}}}"#
        )
    )
}
