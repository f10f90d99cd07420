import PushlocTestSupport
import Testing
@testable import PushlocChecks

/// The in-place search for `% ` and `#@` finds exactly what a walk over every pair of bytes finds.
@Suite struct SpaceFlagScanTests {
    static func naive(_ bytes: [UInt8]) -> Bool {
        bytes.indices.dropFirst().contains { index in
            (bytes[index - 1] == UInt8(ascii: "%") && bytes[index] == UInt8(ascii: " "))
                || (bytes[index - 1] == UInt8(ascii: "#") && bytes[index] == UInt8(ascii: "@"))
        }
    }

    @Test func findsWhatAWalkFinds() {
        var random = SeededGenerator(seed: 45)
        let alphabet = Array("%# @ab%%##é".utf8)
        for round in 0..<2_000 {
            let bytes = (0..<(round % 13)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            #expect(bytes.withUnsafeBufferPointer(SpaceFlagOrVariable.mayHide(inUTF8:)) == Self.naive(bytes), "\(bytes)")
        }
        #expect(SpaceFlagOrVariable.mayHide(in: "+% daha") && SpaceFlagOrVariable.mayHide(in: "%#@n@") && !SpaceFlagOrVariable.mayHide(in: "100%"))
    }
}
