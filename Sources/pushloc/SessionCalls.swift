import PushlocChecking

extension UsageError {
    /// Runs a step of the check session; its error becomes a usage error (exit code 2).
    static func wrapping<Value>(_ step: () throws(CheckSessionError) -> Value) throws -> Value {
        do {
            return try step()
        } catch {
            throw UsageError(error.message, located: error.isLocated)
        }
    }
}
