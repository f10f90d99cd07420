#!/usr/bin/env python3
"""Writes a localizations folder of 10 bundles x 60 languages for the coverage map's browser tests.

Usage: heatmap_fixture.py FOLDER
Each bundle has en.lproj/Localizable.strings (10 keys) and en.lproj/Extra.strings (5 keys). The other
59 languages, Arabic and Hebrew among them, vary with the bundle: complete, missing keys (the device
shows the key), no copy of Extra.strings (the device shows the development text), an argument the
source lacks (an error). One bundle has a very long folder name and one language a very long key, so
that the findings table has something to wrap.
"""
import os
import sys

LANGUAGES = """en ar he fr de es es-419 it ja ko zh-Hans zh-Hant pt-BR pt-PT ru uk pl cs sk hu ro bg hr sr sl el tr nl
da sv nb fi is et lv lt fa ur hi bn ta te mr gu kn ml th vi id ms fil sw ca eu gl ga cy mt af zu""".split()
assert len(LANGUAGES) == 60 and len(set(LANGUAGES)) == 60

BUNDLES = ["App", "App/NotificationService", "App/Widget", "App/Settings.bundle", "Packages/Core/Resources",
           "Packages/Payments/Resources", "Packages/Onboarding/Resources", "Packages/Chat/Resources", "Watch",
           "Packages/AVeryLongPackageNameThatKeepsGoingWithoutAnySpacesAtAllToTestWrapping/Sources/Resources"]
assert len(BUNDLES) == 10

LOCALIZABLE = [f"key_{n}" for n in range(10)]
EXTRA = [f"extra_{n}" for n in range(5)]


def write(path, entries):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        for key, value in entries:
            file.write(f'"{key}" = "{value}";\n')


def main():
    root = sys.argv[1]
    for b, bundle in enumerate(BUNDLES):
        folder = os.path.join(root, bundle)
        write(os.path.join(folder, "en.lproj/Localizable.strings"), [(k, f"Hello %@ {k}") for k in LOCALIZABLE])
        write(os.path.join(folder, "en.lproj/Extra.strings"), [(k, f"Extra {k}") for k in EXTRA])
        for i, language in enumerate(LANGUAGES[1:], start=1):
            shift = i + 3 * b
            keys = LOCALIZABLE[:10 - (shift % 4 + 1)] if shift % 5 == 1 else LOCALIZABLE
            entries = [(k, f"[{language}] %@ {k}") for k in keys]
            if shift % 11 == 2:
                entries[0] = (entries[0][0], f"[{language}] %@ %@ {entries[0][0]}")
            if b == 9 and language == "de":
                entries.append(("a_very_long_key_" + "without_spaces_" * 12 + "end", "Noch ein Text"))
            write(os.path.join(folder, f"{language}.lproj/Localizable.strings"), entries)
            if shift % 7 != 0:
                write(os.path.join(folder, f"{language}.lproj/Extra.strings"), [(k, f"[{language}] {k}") for k in EXTRA])


if __name__ == "__main__":
    main()
