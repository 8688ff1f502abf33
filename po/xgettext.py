#!/usr/bin/env python3
# xgettext, then the python-brace-format flag on every message with a
# {name} placeholder, so that `msgfmt --check` refuses a translation that
# loses or misspells one.
#
# Most of those messages are rule text, extracted from data/rules/*.xml
# through our ITS rules, and gettext 0.21 has no way to flag a message
# extracted through ITS: --flag only applies to keywords of programming
# languages, ITS has no rule for flags, and an "xgettext:" note in a
# locNote is copied as a comment, not read.  So the flag is added to the
# POT xgettext wrote.  po/meson.build makes this script the xgettext of
# the tessera-pot target.
#
# Usage: xgettext.py XGETTEXT-ARGUMENTS… (with -o FILE or --output=FILE)

import os
import re
import shutil
import subprocess
import sys

FLAG = "python-brace-format"
PLACEHOLDER = re.compile(r"\{[a-z]+\}")
KEYWORD = re.compile(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "')


def output_path(args):
    """The POT xgettext writes, from its -o and -p options."""
    output, directory = None, None
    for i, arg in enumerate(args):
        following = args[i + 1] if i + 1 < len(args) else None
        if arg in ("-o", "--output"):
            output = following
        elif arg.startswith("--output="):
            output = arg[len("--output="):]
        elif arg in ("-p", "--output-dir"):
            directory = following
        elif arg.startswith("--output-dir="):
            directory = arg[len("--output-dir="):]
    if output is None or output == "-":
        sys.exit("xgettext.py: the POT must be written to a file (-o FILE)")
    return os.path.join(directory, output) if directory else output


def with_flag(entry):
    """ENTRY, the lines of one message, with the flag if its msgid has a
    placeholder."""
    msgid, keyword = "", None
    for line in entry:
        match = KEYWORD.match(line)
        if match:
            keyword = match.group(1)
        if keyword in ("msgid", "msgid_plural") and not line.startswith("#"):
            msgid += line[line.index('"'):]
    if not PLACEHOLDER.search(msgid):
        return entry
    for i, line in enumerate(entry):
        if line.startswith("#,"):
            if FLAG not in (flag.strip() for flag in line[2:].split(",")):
                entry[i] = line + ", " + FLAG
            return entry
    comments = [i for i, line in enumerate(entry) if line.startswith("#")]
    at = comments[-1] + 1 if comments else 0
    return entry[:at] + ["#, " + FLAG] + entry[at:]


def add_flags(path):
    with open(path, encoding="utf-8") as pot:
        entries = [block.split("\n") for block in pot.read().rstrip("\n").split("\n\n")]
    # The first entry is the header, whose msgid is empty.
    flagged = entries[:1] + [with_flag(entry) for entry in entries[1:]]
    with open(path, "w", encoding="utf-8") as pot:
        pot.write("\n\n".join("\n".join(entry) for entry in flagged) + "\n")


def main(args):
    xgettext = shutil.which("xgettext")
    if xgettext is None:
        sys.exit("xgettext.py: xgettext (package gettext) is not installed")
    path = output_path(args)
    status = subprocess.call([xgettext] + args)
    # xgettext writes nothing when it finds no message.
    if status == 0 and os.path.exists(path):
        add_flags(path)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
