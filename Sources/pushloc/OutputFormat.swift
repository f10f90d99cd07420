import ArgumentParser

/// The output formats (reporters) of `pushloc check`.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, xcode, checkstyle, junit, gitlab, html, summary
}

/// When `pushloc check` colours severities.
enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

/// The output formats of `pushloc parse`.
enum ParseFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text
}

/// The output formats of `pushloc rules`.
enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
}
