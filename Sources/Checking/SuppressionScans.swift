import Checks
import Synchronization

/// The suppression comments of the checked `.strings` files, read on other threads while the check
/// goes on: each bundle's files are scanned as soon as the bundle is loaded, beside its rules.
final class SuppressionScans: Sendable {
    private let workingDirectory: String
    private let scans = Mutex<[Background<Suppressions>]>([])

    init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    /// Starts scanning `files` (paths as findings show them).
    func add(_ files: [String]) {
        guard !files.isEmpty else { return }
        let workingDirectory = workingDirectory
        let scan = Background { Suppressions.scan(files: files, workingDirectory: workingDirectory) }
        scans.withLock { $0.append(scan) }
    }

    /// Waits for every scan.
    func wait() {
        for scan in scans.withLock({ $0 }) { scan.wait() }
    }

    /// Every directive found (waits for the scans).
    var suppressions: Suppressions {
        Suppressions(directives: scans.withLock { $0 }.flatMap(\.value.directives))
    }
}
