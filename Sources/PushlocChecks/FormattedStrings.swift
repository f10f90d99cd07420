import PushlocDiagnostics

/// The tables whose every string the app passes to `String(format:)`, even a string with no
/// specifier: a generated accessor such as SwiftGen's `tr(_:_:_:)` formats each string it returns,
/// or `.pushloc.yml` says so (`formatted-strings`).
///
/// In such a table a `%` that is no conversion (`"Allowed: (!@#$%^&*)"`) is lost in every language,
/// so the development string's `%` of prose is an error, not a percent sign shown as written.
package struct FormattedStrings: Sendable, Hashable {
    /// Where one source says the strings are formatted.
    package struct Scope: Sendable, Hashable {
        /// The absolute folder whose bundles it covers (a project's folder), or `nil` for every bundle.
        package var folder: String?
        /// The table names it covers (`Localizable`), or `nil` for every table.
        package var tables: Set<String>?
        /// Why, for a message: what formats the strings ("SwiftGen's tr(…) in App/Strings.swift").
        package var reason: String

        /// Creates a scope.
        package init(folder: String?, tables: Set<String>?, reason: String) {
            self.folder = folder
            self.tables = tables
            self.reason = reason
        }
    }

    /// The scopes, the configuration's first.
    package var scopes: [Scope]
    /// The absolute working directory, against which relative bundle paths are resolved.
    package var workingDirectory: String

    /// No table is known to be formatted: the `%` of prose is judged as without this value.
    package static let none = FormattedStrings(scopes: [], workingDirectory: "/")

    /// Creates the value of `scopes`, bundle paths resolved against `workingDirectory`.
    package init(scopes: [Scope], workingDirectory: String) {
        self.scopes = scopes
        self.workingDirectory = LexicalPath.absolute(workingDirectory, base: "/")
    }

    /// Whether no table is known to be formatted.
    package var isEmpty: Bool { scopes.isEmpty }

    /// What formats every string of `table` in the bundle at `bundlePath`, or `nil` when nothing says
    /// so. Table names are compared without case, as the phone's file system does.
    package func reason(bundlePath: String, table: String) -> String? {
        guard !scopes.isEmpty else { return nil }
        let folded = table.lowercased()
        let bundle = LexicalPath.absolute(bundlePath, base: workingDirectory)
        for scope in scopes {
            if let tables = scope.tables, !tables.contains(where: { $0.lowercased() == folded }) { continue }
            if let folder = scope.folder, bundle != folder, !bundle.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") { continue }
            return scope.reason
        }
        return nil
    }

    /// The scopes in words, for the pre-commit cache's salt: another scope is another result.
    package var identity: String {
        scopes.map { "\($0.folder ?? "*") \($0.tables.map { $0.sorted().joined(separator: ",") } ?? "*") \($0.reason)" }
            .joined(separator: "\n")
    }
}
