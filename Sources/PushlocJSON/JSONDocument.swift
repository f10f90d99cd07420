import PushlocDiagnostics

/// A parsed JSON file: the value, and where each value and key stands in the file.
public struct JSONDocument: Sendable {
    /// The root value.
    public var root: JSONValue
    /// The path of the file, as diagnostics show it.
    public var file: String
    /// Locations, in a tree shaped like `root`.
    package let rootNode: JSONLocationNode

    package init(root: JSONValue, file: String, rootNode: JSONLocationNode) {
        self.root = root
        self.file = file
        self.rootNode = rootNode
    }

    /// The line and column where the value at `path` starts (`aps.alert.loc-args[1]`).
    ///
    /// With a duplicate key the path names the last member, which is the one receivers use.
    /// `nil` if the path is malformed or names nothing.
    public func location(of path: String) -> SourceLocation? {
        guard let parsed = JSONPath(path) else { return nil }
        return location(of: parsed)
    }

    /// The line and column where the value at `path` starts.
    public func location(of path: JSONPath) -> SourceLocation? {
        guard let found = resolve(path) else { return nil }
        return found.node.valueLocation(file: file)
    }

    /// The line and column of the key of the member at `path` (its opening quote).
    /// `nil` if the path does not end with a key or names nothing.
    public func keyLocation(of path: String) -> SourceLocation? {
        guard let parsed = JSONPath(path) else { return nil }
        return keyLocation(of: parsed)
    }

    /// The line and column of the key of the member at `path` (its opening quote).
    public func keyLocation(of path: JSONPath) -> SourceLocation? {
        guard let found = resolve(path) else { return nil }
        return found.node.keyLocation(file: file)
    }

    /// The value at `path`, if any.
    public func value(at path: JSONPath) -> JSONValue? {
        resolve(path)?.value
    }

    /// A cursor at the root, for walks that need values, paths and locations together.
    package var rootCursor: JSONCursor {
        JSONCursor(value: root, node: rootNode, path: .root, file: file)
    }

    private func resolve(_ path: JSONPath) -> (value: JSONValue, node: JSONLocationNode)? {
        var value = root
        var node = rootNode
        for component in path.components {
            switch (component, value) {
            case (.key(let key), .object(let object)):
                guard let index = object.lastIndex(ofKey: key), index < node.children.count else { return nil }
                value = object.members[index].value
                node = node.children[index]
            case (.index(let index), .array(let elements)):
                guard index < elements.count, index < node.children.count else { return nil }
                value = elements[index]
                node = node.children[index]
            default:
                return nil
            }
        }
        return (value, node)
    }
}

/// Where one value (and, for an object member, its key) starts. Children follow the value:
/// array elements, or object members in source order (duplicates included).
package struct JSONLocationNode: Sendable {
    package var line: Int32
    package var column: Int32
    package var keyLine: Int32
    package var keyColumn: Int32
    package var children: [JSONLocationNode]

    package init(line: Int, column: Int, keyLine: Int = 0, keyColumn: Int = 0, children: [JSONLocationNode] = []) {
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
        self.keyLine = Int32(clamping: keyLine)
        self.keyColumn = Int32(clamping: keyColumn)
        self.children = children
    }

    package func valueLocation(file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }

    package func keyLocation(file: String) -> SourceLocation? {
        keyLine > 0 ? SourceLocation(file: file, line: Int(keyLine), column: Int(keyColumn)) : nil
    }
}

/// A value with its path and location, used by walks over a document (the validator).
package struct JSONCursor {
    package let value: JSONValue
    package let node: JSONLocationNode
    package let path: JSONPath
    package let file: String

    package init(value: JSONValue, node: JSONLocationNode, path: JSONPath, file: String) {
        self.value = value
        self.node = node
        self.path = path
        self.file = file
    }

    package var location: SourceLocation { node.valueLocation(file: file) }
    /// The key's location when this cursor is an object member, else the value's.
    package var keyOrValueLocation: SourceLocation { node.keyLocation(file: file) ?? location }

    /// The members of an object value, as cursors in source order.
    package var members: [(key: String, cursor: JSONCursor)] {
        guard case .object(let object) = value else { return [] }
        return object.members.enumerated().map { index, member in
            let child = index < node.children.count ? node.children[index] : node
            return (member.key, JSONCursor(value: member.value, node: child, path: path.appending(key: member.key), file: file))
        }
    }

    /// The elements of an array value, as cursors.
    package var elements: [JSONCursor] {
        guard case .array(let elements) = value else { return [] }
        return elements.enumerated().map { index, element in
            let child = index < node.children.count ? node.children[index] : node
            return JSONCursor(value: element, node: child, path: path.appending(index: index), file: file)
        }
    }

    /// The cursor of the member a lookup of `key` uses (the last with that key).
    package func member(_ key: String) -> JSONCursor? {
        guard case .object(let object) = value, let index = object.lastIndex(ofKey: key) else { return nil }
        let child = index < node.children.count ? node.children[index] : node
        return JSONCursor(value: object.members[index].value, node: child, path: path.appending(key: key), file: file)
    }
}

extension JSONDocument {
    /// `diagnostic` with a location in this document when it has none: its JSON path's place, else the
    /// start of the file.
    public func locating(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.location == nil else { return diagnostic }
        var located = diagnostic
        located.location = diagnostic.jsonPath.flatMap { location(of: $0) } ?? SourceLocation(file: file, line: 1, column: 1)
        return located
    }
}
