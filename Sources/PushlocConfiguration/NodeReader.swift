import PushlocDiagnostics
import Yams

/// Reads typed values out of Yams nodes, turning every mismatch into a located ``ConfigurationError``.
struct NodeReader {
    let file: String

    /// Line 1, column 1 of the file.
    var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return start }
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    func error(at node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(location: location(of: node), message: message)
    }

    /// A Yams syntax error, at the place libyaml names.
    func error(for error: YamlError) -> ConfigurationError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return ConfigurationError(location: SourceLocation(file: file, line: mark.line, column: mark.column),
                                      message: "invalid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return ConfigurationError(location: SourceLocation(file: file, line: context.mark.line, column: context.mark.column),
                                      message: "duplicate key \(duplicates.joined(separator: ", ")) in the configuration")
        default:
            return ConfigurationError(location: start, message: "invalid YAML: \(error)")
        }
    }

    func string(_ node: Node) throws(ConfigurationError) -> String {
        guard let scalar = node.scalar else { throw self.error(at: node, "expected a single value, not a list or mapping") }
        return scalar.string
    }

    /// A list of strings; a single string counts as a list of one.
    func strings(_ node: Node) throws(ConfigurationError) -> [String] {
        if node.scalar != nil { return [try string(node)] }
        guard let sequence = node.sequence else { throw self.error(at: node, "expected a list of paths") }
        var values: [String] = []
        for item in sequence { values.append(try string(item)) }
        return values
    }

    func bool(_ node: Node) throws(ConfigurationError) -> Bool {
        switch try string(node).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw self.error(at: node, "expected true or false")
        }
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ node: Node, _: Choice.Type) throws(ConfigurationError) -> Choice
    where Choice.RawValue == String {
        let value = try string(node)
        guard let choice = Choice(rawValue: value) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw self.error(at: node, "'\(value)' is not one of \(names)")
        }
        return choice
    }
}
