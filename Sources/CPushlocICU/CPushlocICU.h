// Intentionally empty: this system-library target only carries the link flags
// for Debian's ICU (icuuc, icui18n, icudata). ICU headers are included by the
// C files of CICUShim alone, because Foundation on Linux ships its own ICU and a
// Swift module that sees both fails to compile (see DESIGN.md section 2).
