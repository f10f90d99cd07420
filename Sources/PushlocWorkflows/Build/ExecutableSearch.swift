import Foundation

/// Finds a program on the `PATH`, as a shell would.
enum ExecutableSearch {
    /// The path of the first executable named one of `names` (tried in order) in a folder of
    /// `environment`'s `PATH`, or `nil`.
    static func find(_ names: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders {
                let path = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }
}
