import Diagnostics

extension RuleDescription {
    /// `unreadable-project`: an Xcode project that cannot be read.
    public static let unreadableProject = RuleDescription(
        id: "unreadable-project",
        defaultSeverity: .warning,
        summary: #"An Xcode project that cannot be read"#,
        help: #"Its development region and what its targets copy are unknown, so its tables are checked as if it were not there. Fix the project file (Xcode rewrites it when it opens the project)."#,
        examples: RuleExamples(
            correct: #"App.xcodeproj/project.pbxproj that Xcode wrote"#,
            incorrect: #"App.xcodeproj/project.pbxproj cut off by a bad merge"#
        )
    )
}
