import ArgumentParser
import Rules

/// `pushloc rules`: every rule of the registry, as `swiftlint rules` lists its rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, default severity and summary.",
        discussion: "json adds each rule's help and a correct and an incorrect example; markdown is the README's rule table. The ids are those .pushloc.yml's `rules`, `--only-rule` and pushloc:disable comments take."
    )

    @Option(help: "Output format: text, json or markdown (default: text).")
    var format: RulesFormat = .text

    func run() throws {
        let rules = RuleRegistry.all
        switch format {
        case .text: Output.write(RuleListing.text(rules))
        case .json: Output.write(RuleListing.json(rules))
        case .markdown: Output.write(RuleListing.markdown(rules))
        }
    }
}
