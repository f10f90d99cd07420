import Testing
@testable import PushlocOutputFiles

/// The build marker's hashes and its text form.
@Suite struct BuildMarkerTests {
    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1000))
            == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func everyNameReadsBackAsWritten() {
        let hash = String(repeating: "a", count: 64)
        let marker = BuildMarker(hashes: ["payloads/bad\nname/fr.json": hash, "100%\r.json": hash, "é/\u{7F}.json": hash])
        let text = String(decoding: marker.serialized(), as: UTF8.self)
        #expect(text.split(separator: "\n").count == 4 && text.contains("bad%0Aname") && text.contains("100%25%0D"))
        #expect(BuildMarker.parse(marker.serialized()) == marker)
    }

    @Test func anythingElseIsNoMarker() {
        let header = BuildMarker.header + "\n"
        let hash = String(repeating: "a", count: 64)
        for text in ["", header.dropLast() + "", header + "\(hash)\n", header + "\(hash) a%0\n", header + "\(hash) a\tb\n",
                     header + "\(hash.uppercased()) a\n", header + "\(hash) a\n\(hash) a\n", "other\n\(hash) a\n"] {
            #expect(BuildMarker.parse(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(BuildMarker.parse(Array(header.utf8)) == BuildMarker())
    }
}
