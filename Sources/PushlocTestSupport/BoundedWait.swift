import Dispatch
import PushlocDiagnostics
import Synchronization

/// Runs work that must never block (reading a named pipe, a device) on a thread of its own, and waits
/// for it a bounded time counted from the call.
///
/// A test's `.timeLimit` cannot end a body stuck in a system call (it cancels a task, which a blocked
/// `open` never looks at), and it counts from when the test is scheduled, so under a loaded test pool
/// a quick test can exceed it while it waits for a thread. This counts from when the work starts and
/// returns either way.
public enum BoundedWait {
    /// `body`'s result, or `nil` when it has not returned within `seconds`: its thread is then left
    /// where it is, and ends with the test process.
    public static func result<Value: Sendable>(within seconds: Double = 60, of body: @escaping @Sendable () -> Value) -> Value? {
        let slot = Slot<Value>()
        let finished = DispatchSemaphore(value: 0)
        DetachedThread.run {
            slot.value.withLock { $0 = body() }
            finished.signal()
        }
        guard finished.wait(timeout: .now() + seconds) == .success else { return nil }
        return slot.value.withLock { $0 }
    }

    /// Where the thread leaves the result.
    private final class Slot<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }
}
