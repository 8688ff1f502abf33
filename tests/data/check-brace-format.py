#!/usr/bin/env python3
# gettext itself guards the {placeholders} of the rule text: merged with a
# POT extracted afresh (where po/xgettext.py flags them
# python-brace-format), every translation passes `msgfmt --check`, and a
# Czech rule sentence that lost a placeholder fails it, the message naming
# that sentence's line and the placeholder.
#
# Usage: check-brace-format.py SOURCE_ROOT XGETTEXT-ARGUMENTS… (those po/meson.build gives
# i18n.gettext())

import os
import re
import subprocess
import sys
import tempfile

import potfile


def msgfmt_check(path):
    return subprocess.run(["msgfmt", "--check", "-o", os.devnull, path], capture_output=True, text=True)


def lose_placeholder(path):
    """Deletes a placeholder from the translation of the first translated
    rule sentence of the PO file PATH.  Returns the entry's first and last
    line, the placeholder's name and the sentence."""
    with open(path, encoding="utf-8") as po:
        blocks = po.read().split("\n\n")
    line = 1
    for i, block in enumerate(blocks):
        head, _, msgstr = block.partition("\nmsgstr ")
        if re.search(r"^#:.* data/rules/", head, re.M) and not re.search(r"^#,.*fuzzy", head, re.M):
            placeholder = potfile.PLACEHOLDER.search(msgstr)
            if placeholder:
                blocks[i] = head + "\nmsgstr " + msgstr.replace(placeholder.group(0), "", 1)
                with open(path, "w", encoding="utf-8") as po:
                    po.write("\n\n".join(blocks))
                msgid = head[head.index("\nmsgid ") + 1:]
                return line, line + block.count("\n"), placeholder.group(0)[1:-1], msgid
        line += block.count("\n") + 2
    sys.exit("%s has no translated rule sentence with a placeholder" % path)


def main():
    root = sys.argv[1]
    failures = []

    with open(os.path.join(root, "po", "LINGUAS"), encoding="utf-8") as linguas:
        languages = [line.strip() for line in linguas if line.strip() and not line.startswith("#")]

    # The files as committed carry the flag themselves, so a translator's
    # own msgfmt --check (and any editor) guards each placeholder too.
    for language in languages:
        path = os.path.join(root, "po", language + ".po")
        for entry in potfile.read_po(path):
            if entry.msgid and potfile.PLACEHOLDER.search(entry.msgid + (entry.msgid_plural or "")) \
               and "python-brace-format" not in entry.flags:
                failures.append("%s:%d: %r has a {placeholder} but no python-brace-format flag "
                                "(merge with ninja tessera-pot tessera-merge-po)" % (path, entry.line, entry.msgid))

    with tempfile.TemporaryDirectory() as tmp:
        pot, _ = potfile.make_pot(root, tmp, sys.argv[2:])
        for language in languages:
            merged = os.path.join(tmp, language + ".po")
            subprocess.run(["msgmerge", "--quiet", "-o", merged, os.path.join(root, "po", language + ".po"), pot],
                           check=True)
            checked = msgfmt_check(merged)
            if checked.returncode != 0:
                failures.append("po/%s.po merged with a fresh POT fails msgfmt --check:\n%s"
                                % (language, checked.stderr))

        first, last, name, msgid = lose_placeholder(os.path.join(tmp, "cs.po"))
        checked = msgfmt_check(os.path.join(tmp, "cs.po"))
        named = [int(number) for number in re.findall(r"cs\.po:(\d+): .*argument '%s'" % name, checked.stderr)]
        if checked.returncode == 0 or not any(first <= number <= last for number in named):
            failures.append("msgfmt --check does not refuse the Czech translation of %s without {%s} "
                            "(lines %d to %d); it said:\n%s" % (msgid, name, first, last, checked.stderr or "nothing"))

    for failure in failures:
        print(failure)
    if failures:
        return 1
    print("%d languages pass msgfmt --check against a fresh POT; without {%s}, the Czech translation of %s fails it"
          % (len(languages), name, msgid))
    return 0


if __name__ == "__main__":
    sys.exit(main())
