import PushlocDiagnostics
import PushlocRules

/// A `.pushloc.yml` that cannot be used: unreadable, not YAML, an unknown key or rule id, or a value
/// of the wrong kind. It names the file, line and column.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is (the file alone when the file cannot be read).
    public var location: SourceLocation
    /// What is wrong and how to fix it.
    public var message: String
    /// The file's other problems, found in the same read, in file order.
    public var others: [ConfigurationError] = []

    /// Creates an error.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `path:line:column: error: message`, as every pushloc diagnostic reads, one line per problem.
    public var description: String {
        ([self] + others).map { "\($0.location): error: \($0.message)" }.joined(separator: "\n")
    }

    /// The error as a `syntax` diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(RuleDescription.syntax, message: message, location: location)
    }
}
