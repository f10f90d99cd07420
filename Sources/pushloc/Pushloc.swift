import ArgumentParser
import PushlocDiagnostics

/// `pushloc`: checks, renders and produces localized push notifications.
struct Pushloc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pushloc",
        abstract: "Localization toolchain for push notifications: check .strings arity, render alerts, build per-locale payloads.",
        version: ToolVersion.current,
        subcommands: [CheckCommand.self, ParseCommand.self, DevtodevCommand.self, ButtonsCommand.self, PayloadsCommand.self, FormatCommand.self, RenderCommand.self, BuildCommand.self, RulesCommand.self]
    )
}
