import Dispatch
import Synchronization

/// Maps over an array on every core, keeping the order. Used where work is independent and heavy
/// (loading one `.lproj` folder per task, checking one language per task).
public enum ParallelMap {
    /// `elements.map(transform)`, with the calls spread over the available cores.
    public static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        if elements.count < 2 { return elements.map(transform) }
        let results = Mutex<[Output?]>(Array(repeating: nil, count: elements.count))
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let output = transform(elements[index])
            results.withLock { $0[index] = output }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
