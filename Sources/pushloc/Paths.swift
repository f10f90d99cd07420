import Foundation

/// The folder the command was started in: inputs are resolved, and paths shown, relative to it.
enum Paths {
    static var workingDirectory: String { FileManager.default.currentDirectoryPath }
}
