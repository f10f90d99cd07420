/// A correct and an incorrect example of what a rule checks, as the user writes it (a `.strings`
/// line, a JSON fragment, a file layout).
public struct RuleExamples: Sendable, Hashable {
    /// Input the rule accepts.
    public var correct: String
    /// Input the rule reports.
    public var incorrect: String

    /// Creates examples.
    public init(correct: String, incorrect: String) {
        self.correct = correct
        self.incorrect = incorrect
    }
}
