/// A file format of localization tables: its file extension, the kind of document it reads into, and
/// its reader.
///
/// Every format pushloc reads is one value in ``TableFormats/all``; discovery, the loader, `pushloc
/// parse`, the checks of loose files and suppressions ask that registry, never a file name. A format
/// reads into one of the documents the checks already understand (``TableDocument``), so a new format
/// needs no new rule: see "Adding a table format" in Documentation/DESIGN.md.
public protocol TableFormat: Sendable {
    /// The file name extension, without the dot (`strings`). Matched exactly, as Xcode matches it.
    var fileExtension: String { get }
    /// The kind of document ``read(_:path:)`` gives; it also says where the format's files live.
    var documentKind: TableDocumentKind { get }
    /// Reads a file's bytes. Never fails: bad input gives the document's diagnostics, with file, line
    /// and column. `path` is the path the diagnostics show.
    func read(_ bytes: [UInt8], path: String) -> TableDocument
}
