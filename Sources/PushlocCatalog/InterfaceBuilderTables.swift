import PushlocDiagnostics
import PushlocFormats
import PushlocStringsFile

/// Tells the tables of storyboards and xibs from the tables code formats.
///
/// Interface Builder writes a storyboard's or xib's text into `<lang>.lproj/<Name>.strings`, keyed by
/// object id and property (`"Ab1-c2-D3e.title"`), and the device shows each value as written: no
/// argument is ever passed, so a `%` there is text. Such a table is known by its source beside it
/// (`Base.lproj/Main.storyboard` for `Main.strings`) or by its keys.
enum InterfaceBuilderTables {
    /// The lowercased names of the storyboards and xibs that `bundle`'s `.lproj` folders list.
    static func sourceNames(in bundle: DiscoveredBundle) -> Set<String> {
        var names = Set<String>()
        for listed in bundle.lprojFileNames.values {
            for name in listed {
                let lowered = name.lowercased()
                if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") {
                    names.insert(PathText.deletingExtension(lowered))
                }
            }
        }
        return names
    }

    /// Whether the keys of `document` are Interface Builder object ids with a property: its first
    /// entries (up to eight) all are.
    static func hasObjectIDKeys(_ document: StringsDocument) -> Bool {
        let sample = document.entries.prefix(8)
        return !sample.isEmpty && sample.allSatisfy { isObjectIDKey($0.key) }
    }

    /// `Ab1-c2-D3e.title`: three, two and three letters or digits joined by `-`, then `.` and a property.
    static func isObjectIDKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8.prefix(11))
        guard bytes.count == 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: ".") else { return false }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { index in
            let byte = bytes[index]
            return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        } && key.utf8.count > 11
    }
}
