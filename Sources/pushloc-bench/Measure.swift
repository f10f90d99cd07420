import Foundation

/// Timing helpers: the best of several rounds, in nanoseconds, on the monotonic clock.
enum Measure {
    /// The fastest of `rounds` runs of `body`, in seconds.
    static func best(rounds: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            best = min(best, Double(elapsed) / 1e9)
        }
        return best
    }

    /// Ours and a peer timed side by side: `rounds` rounds, each a batch of `ours` then a batch of
    /// `peer`. Each side's figure is its best batch, in nanoseconds per call; the ratio (peer over
    /// ours) is the median of the rounds' own ratios, so that a burst of load on a shared machine,
    /// which slows the two batches of one round alike, does not skew it as it skews two figures
    /// taken minutes apart.
    static func sideBySide(
        iterations: Int, peerIterations: Int, rounds: Int = 9, ours: () -> Void, peer: () -> Void
    ) -> (ours: Double, peer: Double, ratio: Double) {
        var bestOurs = Double.infinity, bestPeer = Double.infinity
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let oursTime = nanosecondsPerCall(iterations: iterations, rounds: 1, ours)
            let peerTime = nanosecondsPerCall(iterations: peerIterations, rounds: 1, peer)
            bestOurs = min(bestOurs, oursTime)
            bestPeer = min(bestPeer, peerTime)
            ratios.append(peerTime / oursTime)
        }
        ratios.sort()
        return (bestOurs, bestPeer, ratios[ratios.count / 2])
    }

    /// Nanoseconds per call of `body`, best of `rounds` batches of `iterations` calls.
    static func nanosecondsPerCall(iterations: Int, rounds: Int = 5, _ body: () -> Void) -> Double {
        best(rounds: rounds) {
            for _ in 0..<iterations { body() }
        } * 1e9 / Double(iterations)
    }
}

/// Keeps the optimiser from deleting a benchmark's work.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Prints one benchmark row: ours, the peer, and the ratio (`ratio`, or the two figures' own).
func report(_ name: String, ours: Double, oursUnit: String, peerName: String, peer: Double, higherIsBetter: Bool, target: String, ratio given: Double? = nil) {
    let ratio = given ?? (higherIsBetter ? ours / peer : peer / ours)
    func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    let oursText = pad(String(format: "%.1f", ours) + " " + oursUnit, 14)
    let peerText = pad(String(format: "%.1f", peer) + " " + oursUnit, 14)
    print("\(pad(name, 36)) ours \(oursText) | \(pad(peerName, 30)) \(peerText) | ratio \(String(format: "%.1fx", ratio)) (target \(target))")
}
