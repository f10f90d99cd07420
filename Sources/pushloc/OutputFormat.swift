import ArgumentParser

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
