import Dispatch
import Synchronization

/// Maps over an array on every core, keeping the order. Used where work is independent and heavy
/// (loading one `.lproj` folder per task, checking one language per task, writing one finding per task).
///
/// Its maps are public and inlinable so that each caller's module specializes them for its own types
/// (a `package` function is not specialized in another module). Called as generic code, every
/// element's result costs lookups of its types' metadata.
public enum ParallelMap {
    /// `elements.map(transform)`, with the calls spread over the available cores.
    @inlinable
    public static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        map(elements, startingWith: Array(elements.indices), transform)
    }

    /// ``map(_:_:)``, with the calls started largest `cost` first (the results stay in `elements`'
    /// order). The cores take the next call as they finish one, so a large call started last would
    /// leave the other cores idle while it runs: started first, it overlaps the small ones.
    @inlinable
    public static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], cost: (Element) -> Int, _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        if elements.count < 2 { return elements.map(transform) }
        let costs = elements.map(cost)
        return map(elements, startingWith: elements.indices.sorted { costs[$0] > costs[$1] || (costs[$0] == costs[$1] && $0 < $1) }, transform)
    }

    /// The calls started in the order of `order` (every index of `elements` once), their results in
    /// `elements`' order.
    @inlinable
    static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], startingWith order: [Int], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        if elements.count < 2 { return elements.map(transform) }
        let results = Mutex<[Output?]>(Array(repeating: nil, count: elements.count))
        DispatchQueue.concurrentPerform(iterations: order.count) { step in
            ThreadHeap.prepare()
            let index = order[step]
            let output = transform(elements[index])
            results.withLock { $0[index] = output }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
