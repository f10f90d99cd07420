import PushlocDiagnostics
import Foundation

/// `text`: compiler-style `path:line:column: error: message [rule]` lines, the form Xcode, editors and
/// CI log parsers understand, then one line per bundle, the translation coverage table and the summary
/// line, as a terminal shows them: control characters escaped, severities in colour when the style
/// asks, and with a quiet style only the findings.
public struct TextFormat: Reporter {
    /// How the terminal shows the report.
    public var style: TerminalStyle

    /// Creates the reporter.
    public init(style: TerminalStyle = TerminalStyle()) {
        self.style = style
    }

    /// `text`.
    public var identifier: String { "text" }

    /// What the format is for.
    public var description: String { "Compiler-style lines (path:line:column: error: message [rule]) and a summary" }

    /// One line per finding, then, unless the style is quiet, the bundles, the coverage table and the
    /// summary line.
    public func render(_ report: CheckReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += styledLine(for: diagnostic)
            output += "\n"
        }
        if !style.quiet { output += Self.summary(report) }
        return output
    }

    /// One finding on one line, its severity coloured (`error:` red, `warning:` yellow, `note:` cyan,
    /// ANSI escapes) when the style asks.
    private func styledLine(for diagnostic: Diagnostic) -> String {
        let line = Self.line(for: diagnostic)
        guard style.color else { return line }
        let label = "\(diagnostic.severity.rawValue):"
        let colour = switch diagnostic.severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
        guard let range = line.range(of: " " + label) ?? line.range(of: label) else { return line }
        return line.replacingCharacters(in: range, with: line[range].replacingOccurrences(of: label, with: colour + label + "\u{1B}[0m"))
    }

    /// One line per diagnostic. Control characters in the message (a key with a newline) are escaped,
    /// so that a finding is always exactly one line.
    public static func line(for diagnostic: Diagnostic) -> String {
        diagnostic.description
    }

    /// The bundles, the coverage table, the notes and the summary line.
    private static func summary(_ report: CheckReport) -> String {
        var output = ""
        let summary = report.summary
        // The coverage table is shown when it says something: a language misses keys or falls back to
        // the development text, and the session did not mark it as old news (a baseline that left
        // nothing to report, or missing keys turned off).
        let incomplete = report.coverage.contains { $0.missing > 0 || $0.developmentText > 0 }
        let coverage = incomplete && report.showsCoverage ? report.coverage : []
        if summary.bundles.count > 1 || !coverage.isEmpty {
            output += bundleLines(summary.bundles)
        }
        output += coverageTable(coverage, tables: report.coverageTables)
        for note in summary.notes { output += escaped("note: \(note)") + "\n" }
        output += "checked \(counted(summary.entries, "entry", "entries")) in \(counted(summary.files, "file")), \(counted(summary.languages, "language"))"
        if summary.bundles.count > 1 { output += ", \(summary.bundles.count) bundles" }
        output += ": \(counted(summary.errors, "error")), \(counted(summary.warnings, "warning"))\(notesCounted(summary.noteFindings))\n"
        return output
    }

    /// `bundle App (en): 12 languages, 30 files, 4,211 entries: 2 errors, 5 warnings`, one per bundle.
    public static func bundleLines(_ bundles: [BundleSummary]) -> String {
        bundles.map { bundle in
            "bundle \(escaped(bundle.displayPath)) (\(bundle.base ?? "no development language")): \(counted(bundle.languages, "language")), \(counted(bundle.files, "file")), \(counted(bundle.entries, "entry", "entries")): \(counted(bundle.errors, "error")), \(counted(bundle.warnings, "warning"))\(notesCounted(bundle.noteFindings))\n"
        }.joined()
    }

    /// `, 3 notes` after the warnings, or nothing when there are none, so that a report without
    /// advice reads as it always has.
    static func notesCounted(_ count: Int) -> String {
        count == 0 ? "" : ", " + counted(count, "note")
    }

    /// `1 language`, `2 languages`.
    static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// The coverage table: per bundle, one row for each set of languages with the same counts
    /// (translated, missing: the device shows the key, and, when a language lacks a whole table, the
    /// keys the device shows in the development language), and the percentage. A bundle of 60
    /// languages where 40 lack the same table gets one row for those 40, which it names. With
    /// `tables`, the rows count only those tables, and the heading says so.
    public static func coverageTable(_ rows: [TranslationCoverage], tables: [String]? = nil) -> String {
        guard !rows.isEmpty else { return "" }
        let withDevelopmentText = rows.contains { $0.developmentText > 0 }
        var shown: [(bundle: String, language: String, translated: Int, missing: Int, developmentText: Int, percent: Double, named: String)] = []
        let byBundle = Dictionary(grouping: rows, by: \.bundle)
        for bundle in byBundle.keys.sorted() {
            let languages = (byBundle[bundle] ?? []).sorted { $0.language < $1.language }
            let name = escaped(bundle.isEmpty ? "." : bundle)
            if languages.count > 1 && languages.allSatisfy({ $0.missing == 0 && $0.developmentText == 0 }) {
                shown.append((name, "all \(languages.count)", languages.reduce(0) { $0 + $1.translated }, 0, 0, 100, ""))
                continue
            }
            var groups: [(first: TranslationCoverage, languages: [String])] = []
            for row in languages {
                if let index = groups.firstIndex(where: {
                    $0.first.translated == row.translated && $0.first.missing == row.missing && $0.first.developmentText == row.developmentText
                }) {
                    groups[index].languages.append(row.language)
                } else {
                    groups.append((row, [row.language]))
                }
            }
            for group in groups {
                let row = group.first
                let label = group.languages.count == 1 ? escaped(row.language) : "\(group.languages.count) languages"
                let named = group.languages.count == 1 ? "" : "  (" + group.languages.map(escaped).joined(separator: ", ") + ")"
                shown.append((name, label, row.translated, row.missing, row.developmentText, row.percent, named))
            }
        }
        let bundleWidth = max(6, shown.map(\.bundle.count).max() ?? 0)
        let languageWidth = max(8, shown.map(\.language.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        func padLeft(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        var table = tables.map { "translation coverage (only the tables this run checked: \($0.map(escaped).joined(separator: ", "))):\n" }
            ?? "translation coverage:\n"
        let developmentHeader = withDevelopmentText ? "  shows dev text" : ""
        table += "  \(pad("bundle", bundleWidth))  \(pad("language", languageWidth))  translated   missing\(developmentHeader)  coverage\n"
        for row in shown {
            let percent = (row.percent * 10).rounded(.down) / 10
            let development = withDevelopmentText ? "  " + padLeft(String(row.developmentText), 14) : ""
            table += "  \(pad(row.bundle, bundleWidth))  \(pad(row.language, languageWidth))  \(padLeft(String(row.translated), 10))  \(padLeft(String(row.missing), 8))\(development)  \(padLeft(String(format: percent), 7))%\(row.named)\n"
        }
        return table
    }

    /// `text` with control characters written as escapes (``ControlCharacterEscaping``).
    static func escaped(_ text: String) -> String {
        ControlCharacterEscaping.escaped(text)
    }
}

private extension String {
    /// One decimal place, no trailing `.0` for whole numbers.
    init(format value: Double) {
        let tenths = Int((value * 10).rounded())
        self = tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
