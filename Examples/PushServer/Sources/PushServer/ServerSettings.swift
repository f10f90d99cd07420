import Foundation

/// Where the server listens and what it loads, from the environment, with defaults for a run from
/// the repository's root.
struct ServerSettings: Sendable {
    /// `PUSHSERVER_HOST` (default `127.0.0.1`: the loopback only).
    var host: String
    /// `PUSHSERVER_PORT` (default 8080; 0 picks a free port, printed at start-up).
    var port: Int
    /// `PUSHSERVER_LOCALIZATIONS`: the folder of `<lang>.lproj` folders (default `Localizations`).
    var localizations: String
    /// `PUSHSERVER_TEMPLATES`: the folder of APNs payload templates, `<name>.json` (default `templates/notifications`).
    var templates: String
    /// `PUSHSERVER_BUNDLE_ID`: the app's bundle id, which `apns-topic` is made from (default `com.example.app`).
    var bundleID: String

    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ServerSettings {
        ServerSettings(
            host: environment["PUSHSERVER_HOST"] ?? "127.0.0.1",
            port: environment["PUSHSERVER_PORT"].flatMap(Int.init) ?? 8080,
            localizations: environment["PUSHSERVER_LOCALIZATIONS"] ?? "Localizations",
            templates: environment["PUSHSERVER_TEMPLATES"] ?? "templates/notifications",
            bundleID: environment["PUSHSERVER_BUNDLE_ID"] ?? "com.example.app")
    }
}

/// A setting the server cannot start with.
struct SettingsError: Error, CustomStringConvertible {
    let description: String
}
