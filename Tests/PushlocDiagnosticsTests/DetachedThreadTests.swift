import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing
@testable import PushlocDiagnostics

/// Work given to a detached thread runs once, off the caller's thread, however many are started at once.
@Suite struct DetachedThreadTests {
    @Test(.timeLimit(.minutes(20)))
    func everyBodyRunsOnceOnAThreadOfItsOwn() {
        let runs = Mutex([Int](repeating: 0, count: 64))
        let offCaller = Atomic(0)
        let caller = pthread_self()
        let done = DispatchGroup()
        for index in 0..<64 {
            done.enter()
            DetachedThread.run {
                runs.withLock { $0[index] += 1 }
                if pthread_equal(pthread_self(), caller) == 0 { offCaller.add(1, ordering: .relaxed) }
                done.leave()
            }
        }
        done.wait()
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 64))
        #expect(offCaller.load(ordering: .relaxed) == 64)
    }
}
