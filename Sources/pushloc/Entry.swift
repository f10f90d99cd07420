import ArgumentParser
import PushlocDiagnostics
import Foundation

/// The process entry point. It keeps DESIGN.md's exit-code contract: 0 success, 1 findings at error
/// level (or warnings with `--strict`), 2 usage or I/O errors (argument-parser's own default would be 64).
@main
enum Entry {
    static func main() {
        AllocatorTuning.apply()
        do {
            if let check = scannedCheck() {
                try check.run()
            } else {
                var command = try parseCommand()
                try command.run()
            }
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let usage as UsageError {
            Output.error(escapingArguments(usage.printed) + "\n")
            Foundation.exit(2)
        } catch {
            let code = Pushloc.exitCode(for: error)
            let message = Pushloc.fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            let shown = ControlCharacterEscaping.escapedKeepingLineBreaks(escapingArguments(message.isEmpty ? "pushloc: error: \(error)" : message))
            Output.write(shown + "\n", to: STDERR_FILENO)
            Foundation.exit(2)
        }
    }
}

extension Entry {
    /// `message` with every command-line argument (or `--option=` value) that holds a control
    /// character shown escaped wherever the message quotes it: a message keeps its own line breaks,
    /// and a line break or escape sequence a user's argument brings (`rules $'id\n'`) is shown as
    /// `\n`, never acted on by the terminal.
    static func escapingArguments(_ message: String) -> String {
        var message = message
        for argument in CommandLine.arguments.dropFirst() {
            let value = argument.hasPrefix("--") ? argument.split(separator: "=", maxSplits: 1).last.map(String.init) ?? argument : argument
            for quoted in Set([argument, value])
            where quoted.unicodeScalars.contains(where: ControlCharacterEscaping.isControl)
                && quoted.unicodeScalars.contains(where: { !ControlCharacterEscaping.isControl($0) }) {
                message = message.replacingOccurrences(of: quoted, with: ControlCharacterEscaping.escaped(quoted))
            }
        }
        return message
    }

    /// A plain `pushloc check ...` (what the build-tool plugin and pre-commit run, often many times a
    /// day), read by ``CheckArgumentScanner``; `nil` when argument-parser must read the command line.
    static func scannedCheck() -> CheckArguments? {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.first == CheckCommand.name else { return nil }
        return CheckArgumentScanner.scan(Array(arguments.dropFirst()))
    }

    /// The command line, parsed by argument-parser from the root, so that help, `--version`, a
    /// completion request and every usage error read as the root's ("pushloc check"). A first word that
    /// is no command but close to one is a usage error that names the command.
    static func parseCommand() throws -> ParsableCommand {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let misspelt = SubcommandSuggestion.error(for: arguments) { throw misspelt }
        return try Pushloc.parseAsRoot(arguments)
    }
}

/// A usage or I/O problem: printed to stderr, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    /// Whether `message` already reads as located diagnostics (`path:line:column: error: ...`).
    let isLocated: Bool
    init(_ message: String, located: Bool = false) {
        self.message = message
        self.isLocated = located
    }
    var description: String { message }

    /// The text for stderr: `pushloc: error: message`, or located diagnostics as they are, so that
    /// each line says `error:` once.
    var printed: String { isLocated ? message : "pushloc: error: \(message)" }
}
