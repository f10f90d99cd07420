import Foundation

/// Writes a deterministic corpus of `.lproj` folders: realistic values in many scripts, comments,
/// escapes, format specifiers, and a few planted defects that `check` must find.
struct CorpusGenerator {
    static let languages = [
        "en", "ar", "bg", "ca", "cs", "da", "de", "el", "es", "es-419", "et", "fa", "fi", "fr", "fr-CA", "he",
        "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro",
        "ru", "sk", "sl", "sv", "th", "tr", "uk", "zh-Hans",
    ]

    /// Words per script, so values have realistic byte lengths and non-ASCII text.
    static func words(for language: String) -> [String] {
        switch language {
        case "ar", "fa": return ["مرحبا", "رسالة", "جديدة", "من", "صديقك", "اللعبة", "الآن", "دعوة", "طلب"]
        case "he": return ["שלום", "הודעה", "חדשה", "מאת", "חבר", "משחק", "עכשיו", "הזמנה"]
        case "hi": return ["नमस्ते", "संदेश", "नया", "से", "मित्र", "खेल", "अभी", "आमंत्रण", "क्षि"]
        case "ja": return ["こんにちは", "メッセージ", "新しい", "友達", "ゲーム", "今すぐ", "招待", "注文"]
        case "zh-Hans": return ["你好", "消息", "新的", "朋友", "游戏", "现在", "邀请", "订单"]
        case "ko": return ["안녕하세요", "메시지", "새로운", "친구", "게임", "지금", "초대"]
        case "th": return ["สวัสดี", "ข้อความ", "ใหม่", "เพื่อน", "เกม", "ตอนนี้", "เชิญ"]
        case "ru", "uk", "bg": return ["Привет", "сообщение", "новое", "от", "друга", "игра", "сейчас", "приглашение"]
        case "el": return ["Γεια", "μήνυμα", "νέο", "από", "φίλο", "παιχνίδι", "τώρα", "πρόσκληση"]
        default: return ["Hello", "message", "new", "from", "your", "friend", "game", "now", "invite", "café", "naïve", "order", "😀"]
        }
    }

    let keyCount: Int
    let seed: UInt64

    /// Generates the corpus under `root` and returns the `.strings` files written.
    func write(to root: URL) throws -> [URL] {
        var files: [URL] = []
        for (languageIndex, language) in Self.languages.enumerated() {
            var random = SplitMix64(seed: seed)   // same key shapes in every language
            var defects = SplitMix64(seed: seed &+ UInt64(languageIndex) &* 7919)
            let folder = root.appendingPathComponent("\(language).lproj", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let words = Self.words(for: language)
            var text = "/* Generated corpus for pushloc-bench: \(language). */\n\n"
            text.reserveCapacity(keyCount * 90)
            for index in 0..<keyCount {
                let shape = random.next() % 10
                let length = 3 + Int(random.next() % 9)
                var value = (0..<length).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
                switch shape {
                case 0: value = "%@ " + value
                case 1: value = language == "en" ? "%1$@ \(value) %2$@" : "%2$@ \(value) %1$@"
                case 2: value += " %d"
                case 3: value += " 50%% \\\"quoted\\\""
                case 4: value += "\\n" + value
                default: break
                }
                // Planted defects, a few per translation: an extra argument, a dropped one, a type swap.
                if language != "en" && defects.next() % 997 == 0 {
                    switch defects.next() % 3 {
                    case 0: value += " %@"
                    case 1: value = value.replacingOccurrences(of: "%@", with: "")
                    default: value = value.replacingOccurrences(of: "%d", with: "%@")
                    }
                }
                if index % 7 == 0 { text += "/* Shown in notification \(index). */\n" }
                if language != "en" && defects.next() % 1999 == 0 { continue }   // a missing key
                text += "\"key.\(index).\(shape)\" = \"\(value)\";\n"
            }
            let file = folder.appendingPathComponent("Localizable.strings")
            try Data(text.utf8).write(to: file)
            files.append(file)
        }
        return files
    }
}
