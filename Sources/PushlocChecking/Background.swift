import Dispatch
import PushlocDiagnostics

/// A value computed on another thread while the caller goes on with other work; ``value`` waits for it.
///
/// A check session starts the loading of its templates this way as soon as it knows their folder, so
/// that it runs beside the loading of the tables and the rules instead of before or after them.
final class Background<Value: Sendable>: @unchecked Sendable {
    // `result` is written once, on the worker, before `group.leave()`; it is read only after
    // `group.wait()` returns, so the group orders every access (hence `@unchecked Sendable`).
    private let group = DispatchGroup()
    private var result: Value?
    private let work: @Sendable () -> Value

    /// Starts `work` on a thread of its own (``DetachedThread``), which runs it at once: the default
    /// global queue made its first worker thread on demand and began a block 0.7-1.0 ms after it was
    /// queued, which a check of a small app noticed more than the one more thread.
    init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        group.enter()
        DetachedThread.run { [self] in
            result = work()
            group.leave()
        }
    }

    /// Waits for the work to finish.
    func wait() {
        group.wait()
    }

    /// The value, once the work has finished (waits for it).
    var value: Value {
        group.wait()
        // Always set after the wait; computing it here keeps this total without a force unwrap.
        return result ?? work()
    }
}
