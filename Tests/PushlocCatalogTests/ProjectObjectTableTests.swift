import Foundation
import PushlocStringsFile
import PushlocTestSupport
import Testing
@testable import PushlocCatalog

/// The table of a project's objects by id (``ProjectObjectTable``): every id found by its bytes,
/// whatever its length and however the ids collide.
@Suite struct ProjectObjectTableTests {
    /// A property list whose `objects` maps each of `ids` to its position, written as a string, and
    /// whose `list` names each of `lookups` again (other nodes with the same bytes).
    private static func plist(ids: [String], lookups: [String]) throws -> (OpenStepPlist, objects: OpenStepPlist.Index, list: ArraySlice<OpenStepPlist.Index>) {
        let members = ids.enumerated().map { "\"\($0.element)\" = \"\($0.offset)\";" }.joined(separator: " ")
        let list = lookups.map { "\"\($0)\"" }.joined(separator: ", ")
        let plist = try OpenStepPlist(Array("{ objects = { \(members) }; list = ( \(list) ); }".utf8))
        let objects = try #require(plist.value(plist.root, "objects"))
        let names = try #require(plist.value(plist.root, "list"))
        return (plist, objects, plist.elements(names))
    }

    /// The text of the object each of `list` names, `nil` where none.
    private static func found(_ table: ProjectObjectTable, _ plist: OpenStepPlist, _ list: ArraySlice<OpenStepPlist.Index>) -> [String?] {
        list.map { table.object(named: $0).flatMap { plist.string($0.node) } }
    }

    /// Every id of each length, found by other nodes of the same bytes, by a seeded table and by one
    /// whose ids all hash alike.
    @Test func idsOfEveryLengthAreFound() throws {
        let lengths = [0, 1, 7, 8, 9, 16, 24, 31, 32, 33, 64, 100]
        let ids = lengths.map { String(repeating: "A", count: max(0, $0 - 1)) + ($0 == 0 ? "" : "B") }
        let (plist, objects, list) = try Self.plist(ids: ids, lookups: ids + ["AAB", String(repeating: "A", count: 24), "C"])
        for table in [ProjectObjectTable(plist, objects: objects), ProjectObjectTable(plist, objects: objects, start: 7, multiplier: 0)] {
            #expect(table.count == ids.count)
            let expected: [String?] = ids.indices.map { String($0) } + [nil, nil, nil]
            #expect(Self.found(table, plist, list) == expected)
        }
    }

    /// Ids one byte apart (in their first, middle or last byte, or only in length) are told apart,
    /// the colliding table comparing every one's bytes.
    @Test func nearlyIdenticalIdsAreToldApart() throws {
        let base = "0A1B2C3D4E5F60718293A4B5"
        var ids = [base, base + "0", String(base.dropLast()), "1" + base.dropFirst()]
        for position in [0, 7, 8, 15, 16, 23] {
            var bytes = Array(base.utf8)
            bytes[position] = bytes[position] == UInt8(ascii: "F") ? UInt8(ascii: "E") : UInt8(ascii: "F")
            ids.append(String(decoding: bytes, as: UTF8.self))
        }
        let (plist, objects, list) = try Self.plist(ids: ids, lookups: ids.reversed())
        for table in [ProjectObjectTable(plist, objects: objects), ProjectObjectTable(plist, objects: objects, start: 0, multiplier: 0)] {
            #expect(table.count == ids.count)
            #expect(Self.found(table, plist, list) == ids.indices.reversed().map { String($0) })
        }
    }

    /// A repeated id keeps its last object and one place; an absent id and a node that is no string
    /// find nothing.
    @Test func aRepeatedIdKeepsItsLastObjectAndAnAbsentOneIsNotFound() throws {
        let (plist, objects, list) = try Self.plist(ids: ["X1", "Y2", "X1", "Z3", "X1"], lookups: ["X1", "Y2", "Z3", "W4", "X"])
        for table in [ProjectObjectTable(plist, objects: objects), ProjectObjectTable(plist, objects: objects, start: 1, multiplier: 0)] {
            #expect(table.count == 3)
            #expect(Self.found(table, plist, list) == ["4", "1", "3", nil, nil])
            #expect(Set(list.compactMap { table.object(named: $0)?.ordinal }) == [0, 1, 2])
            #expect(table.object(named: plist.root) == nil && table.object(named: objects) == nil)
        }
    }

    /// A project's worth of objects (tens of thousands) is all found, and so is a few hundred that
    /// all collide.
    @Test func manyObjectsAreAllFound() throws {
        let ids = (0..<30_000).map { String(format: "%024lX", $0 &* 2_654_435_761) }
        let (plist, objects, list) = try Self.plist(ids: ids, lookups: ids.reversed() + ["ABSENT"])
        let table = ProjectObjectTable(plist, objects: objects)
        #expect(table.count == ids.count)
        #expect(Self.found(table, plist, list) == ids.indices.reversed().map { String($0) } + [nil])
        let few = Array(ids.prefix(300))
        let (small, smallObjects, smallList) = try Self.plist(ids: few, lookups: few + ["ABSENT"])
        let colliding = ProjectObjectTable(small, objects: smallObjects, start: 3, multiplier: 0)
        #expect(Self.found(colliding, small, smallList) == few.indices.map { String($0) } + [nil])
    }
}
