import ArgumentParser
import Foundation

/// The process entry point. It keeps DESIGN.md's exit-code contract: 0 success, 1 findings at error
/// level (or warnings with `--strict`), 2 usage or I/O errors (argument-parser's own default would be 64).
@main
enum Entry {
    static func main() {
        do {
            var command = try Pushloc.parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let usage as UsageError {
            FileHandle.standardError.write(Data("pushloc: error: \(usage.message)\n".utf8))
            Foundation.exit(2)
        } catch {
            let code = Pushloc.exitCode(for: error)
            let message = Pushloc.fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((message.isEmpty ? "pushloc: error: \(error)" : message).utf8 + [0x0A]))
            Foundation.exit(2)
        }
    }
}

/// A usage or I/O problem: printed to stderr, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
