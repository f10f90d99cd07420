import PushlocDiagnostics
import Synchronization
import Testing

/// The parallel map keeps its input's order, whatever order the calls run in.
@Suite struct ParallelMapTests {
    @Test func resultsKeepTheInputOrder() {
        let input = Array(0..<500)
        #expect(ParallelMap.map(input) { $0 * 2 } == input.map { $0 * 2 })
        #expect(ParallelMap.map(input, cost: { $0 % 7 }) { $0 * 3 } == input.map { $0 * 3 })
        #expect(ParallelMap.map([Int](), cost: { $0 }) { $0 }.isEmpty)
        #expect(ParallelMap.map([4], cost: { $0 }) { $0 + 1 } == [5])
    }

    @Test func everyCallRunsOnceWhateverItsCost() {
        let started = Mutex<[Int]>([])
        _ = ParallelMap.map([1, 9, 3, 7], cost: { $0 }) { value in started.withLock { $0.append(value) } }
        #expect(started.withLock { $0.count } == 4)
        #expect(started.withLock { Set($0) } == [1, 3, 7, 9])
    }
}
