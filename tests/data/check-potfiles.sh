#!/bin/sh
# Every file with translatable text must be listed in po/POTFILES.in, and
# every file listed there must exist, or xgettext silently misses strings.
# Usage: check-potfiles.sh SOURCE_ROOT
set -eu
cd "$1"

listed=$(mktemp)
found=$(mktemp)
trap 'rm -f "$listed" "$found"' EXIT

grep -v '^#' po/POTFILES.in | sed '/^[[:space:]]*$/d' | sort -u > "$listed"

{
  grep -rlE '\b(N_|C_|NC_|_)\(' --include='*.c' --include='*.h' src || true
  grep -rl 'translatable="yes"' --include='*.ui' ui src || true
  ls data/*.desktop.in data/*.metainfo.xml.in data/*.mime.xml.in data/*.gschema.xml data/rules/*.xml
} | sort -u > "$found"

status=0
missing=$(comm -13 "$listed" "$found")
if [ -n "$missing" ]; then
  echo "These files have translatable strings but are not in po/POTFILES.in:"
  echo "$missing" | sed 's/^/  /'
  status=1
fi
while read -r file; do
  if [ ! -f "$file" ]; then
    echo "po/POTFILES.in lists $file, which does not exist"
    status=1
  fi
done < "$listed"
[ $status -ne 0 ] || echo "po/POTFILES.in lists all $(wc -l < "$listed") files with translatable text"
exit $status
