#!/bin/sh
# Regenerates Sources/PushlocDevtodev/EmbeddedButtonData.swift, the copy of the devtodev button
# labels (Localizations/*.lproj/Buttons.strings) and button templates (templates/devtodev/*.json)
# embedded in the library. Run it from anywhere after editing those files; the test
# EmbeddedButtonDataSyncTests fails until you do.
#
#   scripts/embed-button-labels.sh
#
# It runs `pushloc buttons --format swift`, writes to a temporary file and renames it into place,
# so a failed run leaves the old file intact.
set -eu
cd "$(dirname "$0")/.."
target=Sources/PushlocDevtodev/EmbeddedButtonData.swift
temporary="$target.tmp.$$"
trap 'rm -f "$temporary"' EXIT
swift run -q pushloc buttons --format swift --localizations Localizations --templates templates > "$temporary"
mv "$temporary" "$target"
trap - EXIT
echo "wrote $target"
