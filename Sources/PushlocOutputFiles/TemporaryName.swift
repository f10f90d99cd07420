import Foundation

/// The names of pushloc's temporary files and folders, `.<name>.pushloc-<pid>-<random>.tmp`, and the
/// removal of those a killed run left behind.
///
/// The process id in the name tells a stale leftover (its process is gone) from the temporary file
/// of a run still writing beside this one, which is left alone.
package enum TemporaryName {
    /// A fresh temporary name for `name`, in the same folder.
    package static func make(for name: String) -> String {
        ".\(name).pushloc-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
    }

    /// Whether `candidate` is a temporary name made for `name`, and the id of the process that made it.
    package static func owner(of candidate: String, for name: String) -> Int32? {
        let prefix = ".\(name).pushloc-"
        guard candidate.hasPrefix(prefix), candidate.hasSuffix(".tmp") else { return nil }
        let middle = candidate.dropFirst(prefix.count).dropLast(4)
        guard let dash = middle.firstIndex(of: "-") else { return nil }
        return Int32(middle[..<dash])
    }

    /// Removes the temporary files for `name` in `folder` whose process is gone. Only regular files
    /// are removed: a folder or link that happens to have such a name is not pushloc's temporary file.
    package static func removeStale(in folder: String, for name: String) {
        removeStale(in: folder, for: name) { PlainFile.kind($0) == .file }
    }

    /// Removes the entries for `name` in `folder` whose process is gone and that `isOwn` accepts
    /// (given the entry's full path).
    package static func removeStale(in folder: String, for name: String, where isOwn: (String) -> Bool) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            guard let pid = owner(of: entry, for: name), isStale(pid) else { continue }
            let path = (folder as NSString).appendingPathComponent(entry)
            guard isOwn(path) else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Whether the process that made a temporary name is gone (`kill(pid, 0)`; EPERM means it exists).
    package static func isStale(_ pid: Int32) -> Bool {
        guard pid > 0 else { return true }
        return !(kill(pid, 0) == 0 || errno == EPERM)
    }
}
