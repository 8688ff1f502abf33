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
# Usage: check-translations.py SOURCE_ROOT

import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

RULES_NS = "{urn:tessera:rules:1}"

# meson's i18n.gettext(preset: 'glib'), which builds tessera-pot.
GLIB_PRESET = [
    "--from-code=UTF-8",
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format", "--flag=NC_:2:pass-c-format",
    "--flag=g_dngettext:2:pass-c-format", "--flag=g_strdup_printf:1:c-format",
    "--flag=g_string_printf:2:c-format", "--flag=g_string_append_printf:2:c-format",
    "--flag=g_error_new:3:c-format", "--flag=g_set_error:4:c-format",
    "--flag=g_markup_printf_escaped:1:c-format", "--flag=g_log:3:c-format",
    "--flag=g_print:1:c-format", "--flag=g_printerr:1:c-format", "--flag=g_printf:1:c-format",
    "--flag=g_fprintf:2:c-format", "--flag=g_sprintf:2:c-format", "--flag=g_snprintf:3:c-format",
]
PLACEHOLDER = re.compile(r"\{[a-z]+\}")

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


def unquote(lines):
    return "".join(bytes(line[1:-1], "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")
                   for line in lines)


def read_po(path):
    """Yields (msgctxt, msgid, msgstr, fuzzy) for every message of a PO or POT file."""
    entry = {}
    current = None
    fuzzy = False

    def flush():
        if "msgid" in entry:
            yield (unquote(entry.get("msgctxt", [])), unquote(entry["msgid"]),
                   [unquote(entry[k]) for k in sorted(entry) if k.startswith("msgstr")], fuzzy)

    with open(path, encoding="utf-8") as po:
        for line in po:
            line = line.rstrip("\n")
            if not line.strip():
                yield from flush()
                entry, current, fuzzy = {}, None, False
                continue
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            if line.startswith("#"):
                continue
            match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) (".*")$', line)
            if match:
                current = match.group(1)
                entry[current] = [match.group(2)]
            elif line.startswith('"') and current is not None:
                entry[current].append(line)
    yield from flush()


def main():
    root = sys.argv[1]
    failures = []

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "tessera.pot")
        env = dict(os.environ, GETTEXTDATADIRS=os.path.join(root, "po"))
        built = subprocess.run(["xgettext"] + GLIB_PRESET + [
                                "--add-comments=Translators:", "--directory", root,
                                "--files-from", os.path.join(root, "po", "POTFILES.in"), "-o", pot],
                               check=True, env=env, capture_output=True, text=True)
        # A warning means a message translators would get wrong (a format
        # macro cutting a msgid in two, say).
        for line in built.stderr.splitlines():
            failures.append("xgettext: " + line)
        pot_keys = {(context, msgid) for context, msgid, _, _ in read_po(pot) if msgid}
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
            done = {(context, msgid) for context, msgid, msgstrs, fuzzy in read_po(path)
                    if msgid and not fuzzy and all(msgstrs)}
            for context, msgid in sorted(pot_keys - done, key=lambda key: (key[0] or "", key[1])):
                failures.append("%s is to be complete, but lacks a translation of %r%s"
                                % (path, msgid, " (context %r)" % context if context else ""))
        checked = subprocess.run(["msgfmt", "--check", "-o", os.devnull, path],
                                 capture_output=True, text=True)
        if checked.returncode != 0:
            failures.append("msgfmt --check fails for %s:\n%s" % (path, checked.stderr))
        for context, msgid, msgstrs, fuzzy in read_po(path):
            wanted = sorted(PLACEHOLDER.findall(msgid))
            for msgstr in msgstrs:
                if msgid and msgstr and not fuzzy and sorted(PLACEHOLDER.findall(msgstr)) != wanted:
                    failures.append("%s: the translation of %r has the placeholders %s, not %s"
                                    % (path, msgid, sorted(PLACEHOLDER.findall(msgstr)), wanted))

    for failure in failures:
        print(failure)
    if failures:
        return 1
    print("the POT holds all %d rule texts; %d languages checked" % (len(rule_strings(root)), len(languages)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
