import ArgumentParser

/// When `pushloc check` colours severities.
enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

/// The output formats of `pushloc rules`.
enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
}
