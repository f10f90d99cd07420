extension CheckSummary {
    /// Sets every count of findings from `diagnostics`, the findings as they are finally reported: the
    /// errors, warnings and notes of the summary line and of each bundle's line. The
    /// one place a summary counts findings, so that no line counts what the list does not show.
    public mutating func count(_ diagnostics: [Diagnostic]) {
        var errors = 0, warnings = 0, notes = 0
        // By index: each finding's severity is read in place, not the finding copied out whole.
        for index in diagnostics.indices {
            switch diagnostics[index].severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        self.errors = errors
        self.warnings = warnings
        self.noteFindings = notes
        recountBundles(diagnostics)
    }

    /// Counts each bundle's errors, warnings and notes again from `diagnostics`, the findings as they are finally
    /// reported: a finding belongs to the innermost bundle whose folder holds its file.
    ///
    /// The adoption passes (suppressions, rule settings, the baseline, `excluded`) change what is
    /// reported after the rules ran; the bundle lines must add up to the summary line, or a baseline
    /// that hides every old finding would still show thousands of errors per bundle.
    package mutating func recountBundles(_ diagnostics: [Diagnostic]) {
        guard !bundles.isEmpty else { return }
        var errors = Array(repeating: 0, count: bundles.count)
        var warnings = Array(repeating: 0, count: bundles.count)
        var notes = Array(repeating: 0, count: bundles.count)
        // Sized ahead: in an app of many languages, most findings have a file of their own.
        var owners = [String: Int?](minimumCapacity: min(diagnostics.count, 4_096))
        // Findings come file by file: the last file's owner is kept beside the map of every file's.
        var last: (file: String, owner: Int?)?
        for index in diagnostics.indices {
            guard let file = diagnostics[index].location?.file else { continue }
            let owner: Int?
            if let last, last.file == file {
                owner = last.owner
            } else if let known = owners[file] {
                owner = known
            } else {
                owner = innermostBundle(holding: file)
                owners[file] = owner
            }
            last = (file, owner)
            guard let owner else { continue }
            switch diagnostics[index].severity {
            case .error: errors[owner] += 1
            case .warning: warnings[owner] += 1
            case .note: notes[owner] += 1
            }
        }
        for index in bundles.indices {
            bundles[index].errors = errors[index]
            bundles[index].warnings = warnings[index]
            bundles[index].noteFindings = notes[index]
        }
    }

    /// The index of the bundle with the longest folder that holds `file` (or is it).
    package func innermostBundle(holding file: String) -> Int? {
        var best: Int?
        for (index, bundle) in bundles.enumerated() {
            let folder = bundle.path
            let holds = folder.isEmpty || file == folder || (file.hasPrefix(folder) && file.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
            if holds, best.map({ bundles[$0].path.utf8.count < folder.utf8.count }) ?? true { best = index }
        }
        return best
    }
}
