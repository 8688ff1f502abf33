#!/bin/sh
# The manual pages format without a warning, as man and groff check them
# (what lintian's manpage checks run).
# Usage: check-man.sh PAGE...
set -eu
status=0
for page in "$@"; do
  # man writes its warnings to standard error and the page to standard output.
  man_says=$(man --warnings -l "$page" 2>&1 > /dev/null) || { echo "man failed on $page"; status=1; }
  groff_says=$(groff -man -ww -z "$page" 2>&1) || { echo "groff failed on $page"; status=1; }
  if [ -n "$man_says$groff_says" ]; then
    printf '%s:\n%s\n%s\n' "$page" "$man_says" "$groff_says"
    status=1
  fi
done
[ $status -ne 0 ] || echo "$# manual pages format without a warning"
exit $status
