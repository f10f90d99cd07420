import Foundation
@testable import PushlocCatalog

/// An Xcode project record store in memory that counts what it is asked.
final class MemoryProjectStore: XcodeProjectStore, @unchecked Sendable {
    private let lock = NSLock()
    private var records: [String: String] = [:]
    private(set) var reads = 0
    private(set) var writes = 0

    func record(for key: String) -> String? {
        lock.withLock { reads += 1; return records[key] }
    }

    func store(_ record: String, for key: String) {
        lock.withLock { writes += 1; records[key] = record }
    }

    /// Changes every record kept, as a store written by someone else might hold.
    func tamper(_ change: (String) -> String) {
        lock.withLock { records = records.mapValues(change) }
    }
}
