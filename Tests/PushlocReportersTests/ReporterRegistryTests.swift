import PushlocTestSupport
import PushlocChecks
import PushlocReporters
import Testing

@Suite struct ReporterRegistryTests {
    @Test func identifiersAreUniqueAndInTheCommandLinesOrder() {
        #expect(ReporterRegistry.identifiers == ["text", "json", "sarif", "github", "xcode", "checkstyle", "junit", "gitlab", "html", "summary"])
        #expect(ReporterRegistry.identifiers.contains(ReporterRegistry.defaultIdentifier))
        #expect(ReporterRegistry.all().allSatisfy { !$0.description.isEmpty })
    }

    @Test func eachReporterWritesWhatItRenders() throws {
        for reporter in ReporterRegistry.all(style: TerminalStyle(color: true, quiet: false)) {
            var written: [UInt8] = []
            reporter.write(ReportFixtures.report) { written.append(contentsOf: $0) }
            #expect(written == Array(reporter.render(ReportFixtures.report).utf8), "\(reporter.identifier)")
        }
    }

    @Test func terminalFormatsFollowTheStyle() throws {
        let style = TerminalStyle(color: true, quiet: true)
        let text = try #require(ReporterRegistry.reporter("text", style: style))
        let xcode = try #require(ReporterRegistry.reporter("xcode", style: style))
        #expect(text.render(ReportFixtures.report) == TextFormat(style: TerminalStyle(color: true, quiet: true)).render(ReportFixtures.report))
        #expect(xcode.render(ReportFixtures.report) == TextFormat(style: TerminalStyle(color: false, quiet: true)).render(ReportFixtures.report))
        #expect(ReporterRegistry.reporter("json")?.render(ReportFixtures.report) == JSONFormat().render(ReportFixtures.report))
        #expect(ReporterRegistry.reporter("nope") == nil)
    }
}
