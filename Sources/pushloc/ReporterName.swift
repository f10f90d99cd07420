import ArgumentParser
import PushlocReporters

/// A reporter of ``ReporterRegistry``, as `--format` and `--reporter` take it.
struct ReporterName: ExpressibleByArgument {
    /// The reporter's identifier.
    let identifier: String

    init?(argument: String) {
        guard ReporterRegistry.identifiers.contains(argument) else { return nil }
        identifier = argument
    }

    static var allValueStrings: [String] { ReporterRegistry.identifiers }

    /// "text, json, ... or summary".
    static var list: String {
        let names = ReporterRegistry.identifiers
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
