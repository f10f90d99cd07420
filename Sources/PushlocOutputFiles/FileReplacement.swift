import Foundation

/// Rewrites a user's existing file, as `check --fix` does, without losing anything of it: the new
/// bytes go through ``AtomicFile`` with the old file's mode and owner, and the file is refused
/// (left as it is, with the reason) when that cannot be done safely.
///
/// Refused: a file that is not a regular file (a link is resolved by the caller, which decides
/// whether its target may be written), a file with more than one hard link (a rename would leave
/// its other names with the old text), a file whose owner pushloc cannot give the new copy, and a
/// file whose bytes are no longer those read (someone edited it meanwhile; it is compared again
/// just before the rename, which leaves only that instant open).
package enum FileReplacement {
    /// What became of a replacement.
    package enum Outcome: Sendable, Equatable {
        /// The file now holds the new bytes.
        case replaced
        /// The file was left as it is, for this reason (`it has 2 hard links; ...`).
        case refused(String)
    }

    /// Replaces the bytes of the regular file at `path` with `bytes`, when it still holds `expected`.
    /// Throws when the file cannot be written at all (a read-only folder, a full disk).
    package static func replace(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) throws(AtomicFile.WriteError) -> Outcome {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .refused("it is no longer a regular file")
        }
        if status.st_nlink > 1 {
            return .refused("it has \(status.st_nlink) hard links; fix it by hand or break the link")
        }
        let changed = "it changed while pushloc was fixing it"
        guard PlainFile.read(path) == expected else { return .refused(changed) }
        var refusal: String?
        do {
            try AtomicFile.write(bytes, to: path) { descriptor in
                refusal = keepMetadata(status, on: descriptor) ?? (PlainFile.read(path) == expected ? nil : changed)
                return refusal
            }
        } catch {
            if let refusal { return .refused(refusal) }
            throw error
        }
        return .replaced
    }

    /// Gives the temporary file at `descriptor` the mode and owner in `status`; why not, when it cannot.
    private static func keepMetadata(_ status: stat, on descriptor: Int32) -> String? {
        var current = stat()
        guard fstat(descriptor, &current) == 0 else { return "cannot read the new copy's owner" }
        if current.st_uid != status.st_uid || current.st_gid != status.st_gid {
            guard fchown(descriptor, status.st_uid, status.st_gid) == 0 else {
                return "pushloc cannot give the new copy its owner (uid \(status.st_uid), gid \(status.st_gid))"
            }
        }
        // After the owner: chown clears the set-id bits, which the mode then puts back.
        guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else {
            return "pushloc cannot give the new copy its mode (\(String(status.st_mode & 0o7777, radix: 8)))"
        }
        return nil
    }
}
