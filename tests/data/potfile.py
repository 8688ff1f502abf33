# What the translation tests share: building a POT as `ninja tessera-pot`
# does, and reading PO files with their comments and flags.

import os
import re
import subprocess
import sys
from dataclasses import dataclass, field

# The arguments of meson's i18n.gettext(preset: 'glib'), which builds
# tessera-pot; po/meson.build's own arguments follow them.
GLIB_PRESET = [
    "--from-code=UTF-8", "--add-comments",
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

# A placeholder of the rule text and of other messages the program fills
# in by name.
PLACEHOLDER = re.compile(r"\{[a-z]+\}")


@dataclass
class Entry:
    msgctxt: str = None
    msgid: str = None
    msgid_plural: str = None
    msgstrs: list = field(default_factory=list)
    comments: list = field(default_factory=list)
    references: list = field(default_factory=list)
    flags: set = field(default_factory=set)
    line: int = 0

    @property
    def fuzzy(self):
        return "fuzzy" in self.flags


def make_pot(root, directory, args):
    """Writes DIRECTORY/tessera.pot as po/xgettext.py makes it for
    tessera-pot, ARGS being the arguments po/meson.build gives
    i18n.gettext().  Returns its path and what xgettext warned about."""
    pot = os.path.join(directory, "tessera.pot")
    env = dict(os.environ, GETTEXTDATADIRS=os.path.join(root, "po"))
    built = subprocess.run([sys.executable, os.path.join(root, "po", "xgettext.py")] + GLIB_PRESET + args + [
                            "--directory", root,
                            "--files-from", os.path.join(root, "po", "POTFILES.in"), "-o", pot],
                           check=True, env=env, capture_output=True, text=True)
    return pot, built.stderr.splitlines()


def unquote(lines):
    return "".join(bytes(line[1:-1], "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")
                   for line in lines)


def read_po(path):
    """Yields an Entry for every message of a PO or POT file, the header
    included (its msgid is empty)."""
    entry, parts, current = Entry(), {}, None

    def flush():
        if "msgid" in parts:
            entry.msgctxt = unquote(parts["msgctxt"]) if "msgctxt" in parts else None
            entry.msgid = unquote(parts["msgid"])
            entry.msgid_plural = unquote(parts["msgid_plural"]) if "msgid_plural" in parts else None
            entry.msgstrs = [unquote(parts[k]) for k in sorted(parts) if k.startswith("msgstr")]
            yield entry

    with open(path, encoding="utf-8") as po:
        for number, line in enumerate(po, 1):
            line = line.rstrip("\n")
            if not line.strip():
                yield from flush()
                entry, parts, current = Entry(), {}, None
                continue
            if not entry.line:
                entry.line = number
            if line.startswith("#."):
                entry.comments.append(line[2:].strip())
            elif line.startswith("#:"):
                entry.references.extend(line[2:].split())
            elif line.startswith("#,"):
                entry.flags.update(flag.strip() for flag in line[2:].split(","))
            elif line.startswith("#"):
                continue
            else:
                match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) (".*")$', line)
                if match:
                    current = match.group(1)
                    parts[current] = [match.group(2)]
                elif line.startswith('"') and current is not None:
                    parts[current].append(line)
    yield from flush()
