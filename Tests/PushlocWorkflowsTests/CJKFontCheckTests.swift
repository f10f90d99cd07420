import Testing
@testable import PushlocWorkflows

/// When `build --screenshots` warns that CJK text will show as empty boxes.
@Suite struct CJKFontCheckTests {
    @Test func languagesOfText() {
        #expect(CJKFontCheck.languages(in: "Bonjour, ça va ? <b>→</b>").isEmpty)
        #expect(CJKFontCheck.languages(in: "新しいメッセージ") == [.japanese])
        #expect(CJKFontCheck.languages(in: "新消息") == [.chinese])
        #expect(CJKFontCheck.languages(in: "새 메시지") == [.korean])
        #expect(CJKFontCheck.languages(in: "新消息 新しい 새") == [.japanese, .korean])
    }

    @Test func fontListing() {
        #expect(!CJKFontCheck.listsAFont(""))
        #expect(!CJKFontCheck.listsAFont("\n  \n"))
        #expect(CJKFontCheck.listsAFont("Noto Sans CJK JP,Noto Sans CJK JP Regular\n"))
    }

    @Test func missingFontsOnlyWhenKnown() {
        let page = "<p lang=\"ja\">新しいメッセージ</p><p lang=\"ko\">새 메시지</p>"
        #expect(CJKFontCheck.missingFonts(for: page) { _ in "" } == [.japanese, .korean])
        #expect(CJKFontCheck.missingFonts(for: page) { $0 == .korean ? "Noto Sans CJK KR\n" : "" } == [.japanese])
        // No fc-list: nothing is known, nothing is said.
        #expect(CJKFontCheck.missingFonts(for: page) { _ in nil }.isEmpty)
        #expect(CJKFontCheck.missingFonts(for: "plain text") { _ in "" }.isEmpty)
    }

    @Test func oneWarningNamingTheLanguagesAndThePackage() throws {
        var asked: [CJKFontCheck.Language] = []
        var fonts = MissingCJKFonts { language in
            asked.append(language)
            return language == .korean ? "Noto Sans CJK KR\n" : ""
        }
        fonts.note("新しいメッセージ 새 메시지")
        fonts.note("新しい 새")
        let warning = try #require(fonts.warning)
        #expect(warning.hasPrefix("pushloc: warning: the screenshots draw Japanese text") && warning.contains("fonts-noto-cjk"))
        #expect(asked == [.japanese, .korean])
        var both = MissingCJKFonts { _ in "" }
        both.note("新しいメッセージ 새 메시지")
        #expect(both.warning?.contains("draw Japanese and Korean text") == true)
        var silent = MissingCJKFonts(listing: nil)
        silent.note("新しいメッセージ")
        #expect(silent.warning == nil)
    }
}
