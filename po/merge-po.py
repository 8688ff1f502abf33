#!/usr/bin/env python3
# merge-po.py SOURCE_PO_DIR: merges the POT into every language of LINGUAS
# (and starts the file of a language new there).
#
# Meson's own tessera-update-po makes the POT afresh with plain xgettext
# (meson 1.0 does not hand it the xgettext that tessera-pot uses), so the
# python-brace-format flags of the rule texts would be lost from every
# .po file.  This flags the POT first, with xgettext.py's step, then
# merges, so msgfmt --check keeps guarding each {placeholder}.

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xgettext  # noqa: E402


def main(po_dir):
    pot = os.path.join(po_dir, "tessera.pot")
    if not os.path.exists(pot):
        sys.exit("merge-po.py: %s is missing; make it first with ninja tessera-pot" % pot)
    xgettext.add_flags(pot)
    with open(os.path.join(po_dir, "LINGUAS"), encoding="utf-8") as linguas:
        languages = [line.strip() for line in linguas if line.strip() and not line.startswith("#")]
    for language in languages:
        po = os.path.join(po_dir, language + ".po")
        if os.path.exists(po):
            subprocess.run(["msgmerge", "--quiet", "-o", po, po, pot], check=True)
        else:
            # A language just added to LINGUAS starts from the POT.
            subprocess.run(["msginit", "--no-translator", "--locale=" + language, "-i", pot, "-o", po],
                           check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
