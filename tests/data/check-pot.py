#!/usr/bin/env python3
# What translators are told, checked on a POT extracted afresh:
#
# - every "Translators:" comment in the C sources reaches the POT (a comment
#   xgettext does not attach to the string is lost without a word: one
#   with a line of code between it and the string, say);
# - no other comment of the C sources does: what a comment explains to the
#   next programmer (a bare --add-comments takes every comment above a
#   string) is noise, or a puzzle, to a translator;
# - every printf-style message with two or more directives, and every
#   message with a {name} placeholder, has a comment saying what they are;
# - every message with a {name} placeholder carries python-brace-format,
#   so that msgfmt --check compares its placeholders with the translation's;
# - no message puts a noun into a sentence through {feature} or {figure},
#   as the rule text's check refuses there too (src/core/model/tsr-rulebook.c):
#   the verb and the adjectives agree with the noun in many languages, so
#   the noun is written into a sentence of its own for each kind.
#
# Usage: check-pot.py SOURCE_ROOT XGETTEXT-ARGUMENTS… (those po/meson.build gives
# i18n.gettext())

import os
import re
import sys
import tempfile

import potfile

# A C format directive (the one "%%" stands for no argument).
DIRECTIVE = re.compile(r"%%|%(?:\d+\$)?[-+ #0']*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|L|j|z|t)?[diouxXeEfFgGaAcsp]")
TRANSLATORS = re.compile(r"/\*\s*(Translators:.*?)\*/|//\s*(Translators:[^\n]*)", re.S)


def words(text):
    """TEXT without the stars that start a C comment's lines and runs of
    white space, as the same comment reads in a source and in a POT."""
    return " ".join(" ".join(re.sub(r"^\s*\*", "", line) for line in text.splitlines()).split())


def source_comments(root):
    """Yields (file, first line, last line, comment) for every translator
    comment of the C files po/POTFILES.in lists."""
    with open(os.path.join(root, "po", "POTFILES.in"), encoding="utf-8") as listed:
        files = [line.strip() for line in listed
                 if line.strip().endswith((".c", ".h")) and not line.startswith("#")]
    for name in files:
        with open(os.path.join(root, name), encoding="utf-8") as source:
            text = source.read()
        for match in TRANSLATORS.finditer(text):
            first = text.count("\n", 0, match.start()) + 1
            last = first + match.group(0).count("\n")
            yield name, first, last, words(match.group(1) or match.group(2))


def directives(msgid):
    return [directive for directive in DIRECTIVE.findall(msgid) if directive != "%%"]


def main():
    root = sys.argv[1]
    failures = []

    with tempfile.TemporaryDirectory() as tmp:
        pot, _ = potfile.make_pot(root, tmp, sys.argv[2:])
        entries = [entry for entry in potfile.read_po(pot) if entry.msgid]

    # Each message at each place it is taken from, by file.
    messages = {}
    for entry in entries:
        for reference in entry.references:
            name, _, line = reference.rpartition(":")
            messages.setdefault(name, []).append((int(line), words("\n".join(entry.comments))))
    told = [comment for _, _, _, comment in source_comments(root)]
    for entry in entries:
        # The rule text, UI files and the like have notes of their own (ITS).
        if not entry.references or not all(reference.rpartition(":")[0].endswith((".c", ".h"))
                                           for reference in entry.references):
            continue
        for line in entry.comments:
            if not any(words(line) in comment for comment in told):
                failures.append("%s: this comment reaches the POT though it is no translator comment "
                                "(po/meson.build passes --add-comments=Translators:): %s"
                                % (" ".join(entry.references), line))

    for name, first, last, comment in source_comments(root):
        # The comment is meant for the first string that follows it.
        following = [message for message in messages.get(name, []) if message[0] >= last]
        nearest = min((line for line, _ in following), default=None)
        if not any(line == nearest and comment in text for line, text in following):
            failures.append("%s:%d: this translator comment does not reach the POT "
                            "(xgettext attaches a comment only to a string whose first line "
                            "it ends right before): %s" % (name, first, comment))

    printf_count = brace_count = 0
    pasted = re.compile(r"\{(feature|figure)\}")
    for entry in entries:
        where = " ".join(entry.references) or "line %d of the POT" % entry.line
        texts = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
        if "c-format" in entry.flags and max(len(directives(text)) for text in texts) >= 2:
            printf_count += 1
            if not entry.comments:
                failures.append("%s: no translator comment says what the directives of %r are"
                                % (where, entry.msgid))
        if any(potfile.PLACEHOLDER.search(text) for text in texts):
            brace_count += 1
            if not entry.comments:
                failures.append("%s: no translator comment says what the placeholders of %r are"
                                % (where, entry.msgid))
            for text in texts:
                for noun in pasted.findall(text):
                    failures.append("%s: %r puts a noun into the sentence through {%s}: write a "
                                    "sentence for each kind instead" % (where, text, noun))
            if "python-brace-format" not in entry.flags:
                failures.append("%s: %r is not flagged python-brace-format" % (where, entry.msgid))

    for failure in failures:
        print(failure)
    print("%d printf-style messages with several directives, %d with {placeholders}; %d problems"
          % (printf_count, brace_count, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
