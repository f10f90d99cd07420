import Foundation

extension Suppressions {
    /// The directives of every `.strings` file at or below `paths` (relative to `workingDirectory`).
    /// A file is read only when its bytes contain `pushloc:`.
    public static func scan(paths: [String], workingDirectory: String) -> Suppressions {
        let manager = FileManager.default
        var files: [String] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if path.hasSuffix(".strings") { files.append(path) }
                continue
            }
            for case let relative as String in manager.enumerator(atPath: absolute) ?? FileManager.DirectoryEnumerator()
            where relative.hasSuffix(".strings") {
                files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
        }
        let marker = Data("pushloc:".utf8)
        var directives: [SuppressionDirective] = []
        for file in Set(files).sorted() {
            let absolute = file.hasPrefix("/") ? file : workingDirectory + "/" + file
            guard let data = manager.contents(atPath: absolute), data.range(of: marker) != nil
                    || data.range(of: Data("pushloc:".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })) != nil,
                  let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { continue }
            let shown = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
            directives += SuppressionScanner.directives(in: text, file: shown)
        }
        return Suppressions(directives: directives)
    }
}
