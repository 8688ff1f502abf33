#!/bin/sh
# tessera-cli.1 keeps up with the program: every command tessera-cli lists
# has a section of its own (.SS "tessera-cli COMMAND ..."), every option
# the command's --help shows is named in that section, and the program's
# own options in OPTIONS.  The lists come from the program's help, so a new
# command or option fails this test until the page describes it.
# Usage: check-man-options.sh TESSERA_CLI PAGE
set -eu
cli=$1
page=$2
export LC_ALL=C.UTF-8
unset LANGUAGE

# The page as its words read: no font changes, "\-" as "-", "\e" as "\".
text=$(sed -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/\\e/\\/g' -e 's/\\c$//' "$page")

# section START: the lines from the first that starts with START up to the
# next heading.
section () {
  printf '%s\n' "$text" | awk -v start="$1" '
    found && /^\.S[SH]/ { exit }
    index($0, start) == 1 { found = 1 }
    found { print }'
}

# options: the options a --help lists (the text before a description),
# without -h and --help, which every command has.
options () {
  grep -E '^  +-' | sed -E 's/^ +//; s/  .*//' | tr ',' '\n' \
    | sed -E 's/^ +//; s/[= ].*//' | grep -vxE -e '-h|--help' || true
}

# mentions TEXT OPTION: whether TEXT names OPTION as a word of its own.
mentions () {
  printf '%s\n' "$1" | grep -qE -e "(^|[^A-Za-z0-9-])$2([^A-Za-z0-9-]|$)"
}

status=0
commands=$("$cli" --help | awk '/^Commands:/ { c = 1; next } /^$/ { c = 0 } c { print $1 }')
n=$(printf '%s\n' "$commands" | wc -l)
if [ "$n" -lt 8 ]; then
  echo "only $n commands found in the output of tessera-cli --help"
  exit 1
fi

checked=0
for option in $("$cli" --help | awk '/^Options:/ { o = 1; next } /^$/ { o = 0 } o' | options) -h --help; do
  checked=$((checked + 1))
  if ! mentions "$(section '.SH OPTIONS')" "$option"; then
    echo "OPTIONS does not name tessera-cli $option"
    status=1
  fi
done

for command in $commands; do
  body=$(section ".SS \"tessera-cli $command")
  if [ -z "$body" ]; then
    echo "no section .SS \"tessera-cli $command ...\" for the command $command"
    status=1
    continue
  fi
  # `help help` shows the program's help, whose options are not help's.
  [ "$command" != help ] || continue
  for option in $("$cli" help "$command" | options); do
    checked=$((checked + 1))
    if ! mentions "$body" "$option"; then
      echo "the section of $command does not name its option $option"
      status=1
    fi
  done
done

[ $status -ne 0 ] || echo "$page names all $n commands and the $checked options of tessera-cli"
exit $status
