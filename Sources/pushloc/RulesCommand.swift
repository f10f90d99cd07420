import ArgumentParser
import PushlocConfiguration
import PushlocDiagnostics
import PushlocRules

/// `pushloc rules`: every rule of the registry, as `swiftlint rules` lists its rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule (id, default severity, whether --fix corrects it, summary), or show one.",
        discussion: "With a rule id, prints that rule alone: its summary, severity, whether --fix corrects it, help and examples. json adds each rule's help and its runnable examples (triggers, files, args: whether `pushloc args`, run in a folder holding only those files, reports the rule); markdown is Documentation/Rules.md (with an id, that rule's section). The ids are those .pushloc.yml's `rules`, `--only-rule` and pushloc:disable comments take."
    )

    @Argument(help: "A rule id: show that rule alone.")
    var id: String?

    @Option(help: "Output format: text, json or markdown (default: text).")
    var format: RulesFormat = .text

    func run() throws {
        if let id {
            guard let rule = RuleRegistry.all.first(where: { $0.id == id }) else {
                let suggestion = RuleSuggestion.closest(to: id, in: Set(RuleRegistry.all.map(\.id))).map { "; did you mean '\($0)'?" } ?? "; pushloc rules lists them"
                throw UsageError("no rule '\(ControlCharacterEscaping.escaped(id))'\(suggestion)")
            }
            switch format {
            case .text: Output.write(RuleListing.detail(rule))
            case .json: Output.write(RuleListingJSON.json(rule))
            case .markdown: Output.write(RuleDocument.section(rule))
            }
            return
        }
        let rules = RuleRegistry.all
        switch format {
        case .text: Output.write(RuleListing.text(rules))
        case .json: Output.write(RuleListingJSON.json(rules))
        case .markdown: Output.write(RuleDocument.page(rules))
        }
    }
}
