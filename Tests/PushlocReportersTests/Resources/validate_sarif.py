"""Validates a SARIF log against the vendored SARIF 2.1.0 schema: validate_sarif.py SCHEMA LOG."""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
log = json.load(open(sys.argv[2], encoding="utf-8"))
errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
for error in errors[:5]:
    print("/".join(map(str, error.path)) + ": " + error.message)
sys.exit(1 if errors else 0)
