import ArgumentParser
import PushlocConfiguration

/// "Did you mean" for a misspelt command (`pushloc chek`), which argument-parser would only call an
/// unexpected argument.
enum SubcommandSuggestion {
    /// The names of `pushloc`'s commands, `help` included.
    static var names: Set<String> {
        Set(Pushloc.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
    }

    /// The usage error for `arguments` whose first word is not a command but is close to one, else `nil`.
    static func error(for arguments: [String]) -> UsageError? {
        guard let typed = arguments.first, !typed.hasPrefix("-"), !names.contains(typed),
              let closest = RuleSuggestion.closest(to: typed, in: names) else { return nil }
        return UsageError("unknown command '\(typed)'; did you mean '\(closest)'?")
    }
}
