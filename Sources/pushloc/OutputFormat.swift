import ArgumentParser

/// The output formats of `pushloc check`.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github
}

/// The output formats of `pushloc parse`.
enum ParseFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text
}
