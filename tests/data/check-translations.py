#!/usr/bin/env python3
# The translation pipeline, end to end, without installing anything:
#
# - xgettext builds the POT from po/POTFILES.in, the rule text through our
#   ITS rules (po/its), and every title, paragraph, step explanation,
#   prompt, button label and rejection message of data/rules/*.xml is in
#   it, white space collapsed as the rulebook collapses it;
# - every language in po/LINGUAS passes `msgfmt --check`;
# - every translation keeps exactly the {placeholders} of its original.
#
# Usage: check-translations.py SOURCE_ROOT XGETTEXT-ARGUMENTS… (those po/meson.build gives
# i18n.gettext())

import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import potfile

RULES_NS = "{urn:tessera:rules:1}"


# Languages kept complete: a new string fails the test until it is
# translated there too.
COMPLETE = {"ca", "cs", "pl"}


def collapse(text):
    return " ".join(text.split())


def rule_strings(root):
    strings = set()
    rules_dir = os.path.join(root, "data", "rules")
    for name in sorted(os.listdir(rules_dir)):
        if not name.endswith(".xml"):
            continue
        tree = ET.parse(os.path.join(rules_dir, name))
        for tag in ("title", "p", "explanation", "message", "prompt", "label"):
            for element in tree.iter(RULES_NS + tag):
                strings.add(collapse(element.text or ""))
    return strings


def main():
    root = sys.argv[1]
    failures = []

    with tempfile.TemporaryDirectory() as tmp:
        pot, warnings = potfile.make_pot(root, tmp, sys.argv[2:])
        # A warning means a message translators would get wrong (a format
        # macro cutting a msgid in two, say).
        for line in warnings:
            failures.append("xgettext: " + line)
        pot_keys = {(entry.msgctxt, entry.msgid) for entry in potfile.read_po(pot) if entry.msgid}
        extracted = {msgid for _, msgid in pot_keys}

    # A format macro inside a translatable string (G_GINT64_FORMAT) cuts
    # the msgid short, mid-directive: xgettext says nothing outside
    # functions it knows to take a format.
    for msgid in sorted(extracted):
        if re.search(r"(?<!%)(%%)*%$", msgid):
            failures.append("this msgid ends in the middle of a format directive: %r" % msgid)

    missing = sorted(rule_strings(root) - extracted)
    for text in missing:
        failures.append("the POT lacks this rule text: %r" % text)

    with open(os.path.join(root, "po", "LINGUAS"), encoding="utf-8") as linguas:
        languages = [line.strip() for line in linguas if line.strip() and not line.startswith("#")]

    for language in languages:
        path = os.path.join(root, "po", language + ".po")
        if language in COMPLETE:
            done = {(entry.msgctxt, entry.msgid) for entry in potfile.read_po(path)
                    if entry.msgid and not entry.fuzzy and all(entry.msgstrs)}
            for context, msgid in sorted(pot_keys - done, key=lambda key: (key[0] or "", key[1])):
                failures.append("%s is to be complete, but lacks a translation of %r%s"
                                % (path, msgid, " (context %r)" % context if context else ""))
        checked = subprocess.run(["msgfmt", "--check", "-o", os.devnull, path],
                                 capture_output=True, text=True)
        if checked.returncode != 0:
            failures.append("msgfmt --check fails for %s:\n%s" % (path, checked.stderr))
        for entry in potfile.read_po(path):
            wanted = sorted(potfile.PLACEHOLDER.findall(entry.msgid))
            for msgstr in entry.msgstrs:
                if entry.msgid and msgstr and not entry.fuzzy and sorted(potfile.PLACEHOLDER.findall(msgstr)) != wanted:
                    failures.append("%s: the translation of %r has the placeholders %s, not %s"
                                    % (path, entry.msgid, sorted(potfile.PLACEHOLDER.findall(msgstr)), wanted))

    for failure in failures:
        print(failure)
    if failures:
        return 1
    print("the POT holds all %d rule texts; %d languages checked" % (len(rule_strings(root)), len(languages)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
