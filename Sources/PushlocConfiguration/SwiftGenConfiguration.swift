import Foundation
import PushlocStringsFile
import Yams

/// The `strings` command of a project's `swiftgen.yml`, read as text (SwiftGen is never run): the
/// tables it reads and the Swift files it writes.
///
/// ```yaml
/// output_dir: Generated
/// strings:
///   inputs: App/en.lproj
///   outputs:
///     templateName: structured-swift5
///     output: Strings.swift
/// ```
///
/// `strings` may be one entry or a list of them; SwiftGen 5's `paths`, `templateName` and `output`
/// on the entry itself are read too.
public struct SwiftGenConfiguration: Sendable, Hashable {
    /// The inputs (`.strings` files or folders), relative to the file's folder.
    public var inputs: [String] = []
    /// The generated Swift files, relative to the file's folder (`output_dir` applied).
    public var outputs: [String] = []
    /// Whether an output uses one of SwiftGen's own templates (`templateName`), all of whose accessors
    /// pass every string to `String(format:)`; a `templatePath` is the project's own template.
    public var usesStockTemplate = false

    /// The `strings` command of the file at `path`, or `nil` when it has none or cannot be read: the
    /// file is the project's build configuration, not a table, so a broken one only means no
    /// accessor is known from it.
    public static func read(path: String) -> SwiftGenConfiguration? {
        // A pull request controls this file: like `.pushloc.yml`, one with an anchor or alias (a
        // billion-laughs document) is not composed. Every value read here is a string, so the basic
        // resolver is enough; the default one compiles its regular expressions on first use, which
        // costs a whole pre-commit run's budget.
        guard let bytes = FileBytes.readIfPresent(atPath: path), bytes.count < 1 << 20,
              let text = String(bytes: bytes, encoding: .utf8), YAMLAliasScanner.firstAnchorOrAlias(in: text) == nil,
              let root = try? Yams.compose(yaml: text, .basic, .default, .utf8), let mapping = root.mapping,
              let strings = mapping["strings"] else { return nil }
        let outputFolder = mapping["output_dir"]?.scalar?.string
        var result = SwiftGenConfiguration()
        let entries = strings.sequence.map(Array.init) ?? [strings]
        for entry in entries {
            guard let entry = entry.mapping else { continue }
            result.inputs += Self.strings(entry["inputs"]) + Self.strings(entry["paths"])
            let outputs = entry["outputs"].map { $0.sequence.map(Array.init) ?? [$0] } ?? [Node.mapping(entry)]
            for output in outputs {
                guard let output = output.mapping, let file = output["output"]?.scalar?.string else { continue }
                result.outputs.append(outputFolder.map { "\($0)/\(file)" } ?? file)
                if output["templateName"]?.scalar != nil { result.usesStockTemplate = true }
            }
        }
        return result
    }

    private static func strings(_ node: Node?) -> [String] {
        guard let node else { return [] }
        if let scalar = node.scalar { return [scalar.string] }
        return node.sequence?.compactMap { $0.scalar?.string } ?? []
    }
}
