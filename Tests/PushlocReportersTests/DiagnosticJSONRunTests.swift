@_spi(RuleValues) import PushlocDiagnostics
import PushlocReporters
import Testing

/// Findings written on every core give the bytes of writing them one by one, in order.
@Suite struct DiagnosticJSONRunTests {
    /// `count` findings, each listing `keys` keys (escapes and non-ASCII among them).
    private func findings(_ count: Int, keys: Int) -> [Diagnostic] {
        (0..<count).map { index in
            Diagnostic(rule: "missing-key", severity: index % 3 == 0 ? .error : .warning,
                       message: "message \(index) \"quoted\" \\ é",
                       location: SourceLocation(file: "App/fr.lproj/Localizable.strings", line: index + 1, column: 1),
                       language: "fr", table: "Localizable", key: index % 2 == 0 ? nil : "key\(index)",
                       keys: (0..<keys).map { "k\(index)-\($0)\t\u{1}ü" })
        }
    }

    /// Each finding written alone, joined as the array writer joins them.
    private func oneByOne(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "[")]
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            DiagnosticJSON.write(diagnostic, into: &output)
        }
        output.append(UInt8(ascii: "]"))
        return output
    }

    @Test(arguments: [(0, 0), (1, 3), (2, 0), (40, 2), (600, 30), (3, 120_000)])
    func writtenOnEveryCoreAsOneByOne(count: Int, keys: Int) {
        let diagnostics = findings(count, keys: keys)
        var output: [UInt8] = []
        DiagnosticJSON.write(diagnostics, into: &output)
        #expect(output == oneByOne(diagnostics))
    }

    /// The bytes of `diagnostics` written with a drain that takes buffers of at least `threshold` bytes,
    /// the largest buffer it took, and how many times it was called.
    private func drained(_ diagnostics: [Diagnostic], threshold: Int) -> (bytes: [UInt8], largest: Int, calls: Int) {
        var taken: [UInt8] = []
        var output: [UInt8] = []
        var largest = 0, calls = 0
        DiagnosticJSON.write(diagnostics, into: &output) { buffer in
            calls += 1
            guard buffer.count >= threshold else { return }
            largest = max(largest, buffer.count)
            taken += buffer
            buffer.removeAll(keepingCapacity: true)
        }
        return (taken + output, largest, calls)
    }

    /// A finding larger than a run is written straight into the output and drained as it goes: no
    /// buffer holds it whole.
    @Test func aFindingLargerThanARunIsDrainedAsItGoes() {
        let diagnostics = findings(2, keys: 150_000)
        let result = drained(diagnostics, threshold: 4_096)
        #expect(result.bytes == oneByOne(diagnostics))
        #expect(result.largest < 64 << 10)
    }

    @Test func drainedPiecesJoinToTheSameBytes() {
        let diagnostics = findings(600, keys: 30)
        let result = drained(diagnostics, threshold: 0)
        #expect(result.bytes == oneByOne(diagnostics))
        #expect(result.calls >= diagnostics.count)
    }
}
