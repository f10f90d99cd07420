import PushlocFormatString
import PushlocJSON
import Testing
@testable import PushlocPayloads

/// The one-pass reading of an alert and the kept escaped literals must give what the field-by-field
/// getters and the plain escaping give.
@Suite struct AlertSourceTests {
    static let alerts = [
        #"{"aps":{"alert":{"title":"T","subtitle":"S","body":"B","launch-image":"i.png","title-loc-key":"TK","title-loc-args":["a"],"subtitle-loc-key":"SK","subtitle-loc-args":["b",2],"loc-key":"K","loc-args":["c",true,null,{"x":1}],"action-loc-key":"A"}}}"#,
        #"{"aps":{"alert":{"loc-key":"K1","loc-key":"K2","loc-args":["x"],"loc-args":"no","title":5,"action-loc-key":null}}}"#,
        #"{"aps":{"alert":{"action-loc-key":"A","action-loc-key":7,"subtitle":"S","subtitle":null,"unknown":"u"}}}"#,
        #"{"aps":{"alert":"Just a body"}}"#,
        #"{"aps":{"alert":[1,2]}}"#,
        #"{"aps":{"alert":{}}}"#,
        #"{"aps":{}}"#,
    ]

    @Test func onePassReadsWhatTheGettersRead() throws {
        for text in Self.alerts {
            let payload = try APNsPayload(jsonText: text)
            let source = AlertSource(payload)
            let alert = payload.aps.alert
            #expect(source.isPresent == (alert != nil), "\(text)")
            #expect(source.title == alert?.title && source.subtitle == alert?.subtitle && source.body == alert?.body, "\(text)")
            #expect(source.launchImage == alert?.launchImage, "\(text)")
            #expect(source.titleLocKey == alert?.titleLocKey && source.subtitleLocKey == alert?.subtitleLocKey && source.locKey == alert?.locKey, "\(text)")
            #expect(source.titleLocArgs == (alert?.titleLocArgs ?? []) && source.subtitleLocArgs == (alert?.subtitleLocArgs ?? [])
                    && source.locArgs == (alert?.locArgs ?? []), "\(text)")
            #expect(source.actionLocKey == (alert?.actionLocKey ?? .absent), "\(text)")
        }
    }

    @Test func keptEscapedLiteralsGiveThePlainEscaping() {
        let formats = ["", "plain", "%@", "\"%1$@\" \\ %2$@\n\t%%", "%3$@ then %1$@", "é %@ 😀 %@ \u{1}", "%@%@%@%@", "%y %"]
        let argumentLists: [[String]] = [[], ["a"], ["\"q\"", "line\nbreak", "\u{7}"], ["x", "y", "z", "w"]]
        for source in formats {
            let parsed = ParsedFormat(source)
            let shared = SharedFormat(parsed)
            for arguments in argumentLists {
                let expected = JSONWriter.escapedByteCount(of: parsed.substituting(arguments))
                let part = AlertTextPart.format(shared, arguments)
                #expect(part.escapedByteCount == expected, "\(source) \(arguments)")
                var bytes = [UInt8](repeating: 0, count: expected)
                let written = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
                    guard let base = buffer.baseAddress else { return 0 }
                    var cursor = ByteCursor(base: base, capacity: expected)
                    part.write(into: &cursor)
                    return cursor.overflowed ? -1 : cursor.position
                }
                var reference: [UInt8] = []
                JSONWriter.writeString(parsed.substituting(arguments), into: &reference)
                #expect(written == expected && bytes == Array(reference.dropFirst().dropLast()), "\(source) \(arguments)")
            }
        }
    }
}
