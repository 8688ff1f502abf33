#!/bin/sh
# The window's program on the command line, with no display at all:
# --help shows what it takes ([FILE…]) and no benchmark option, nor does
# --help-all; --version prints the version; the benchmark options are
# still known (tessera-cli bench and build-aux/bench.sh pass them: the
# parser stops at an unknown option before it reaches --help).
# Usage: check-app-options.sh TESSERA VERSION
set -eu
app=$1
version=$2
unset DISPLAY WAYLAND_DISPLAY LANGUAGE
export LC_ALL=C.UTF-8
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# run EXPECTED_STATUS ARG...: runs the program, its output in $dir/out.
run () {
  expected=$1; shift
  status=0
  "$app" "$@" > "$dir/out" 2>&1 || status=$?
  if [ "$status" -ne "$expected" ]; then
    echo "tessera $* ended with status $status, not $expected:"
    cat "$dir/out"
    exit 1
  fi
}

expect () {
  if ! grep -qF -e "$1" "$dir/out"; then
    echo "expected “$1” in:"
    cat "$dir/out"
    exit 1
  fi
}

run 0 --help
expect "tessera [OPTION…] [FILE…]"
expect "--version"
for help in --help --help-all; do
  run 0 $help
  if grep -q measure "$dir/out"; then
    echo "tessera $help shows the benchmark's options:"
    cat "$dir/out"
    exit 1
  fi
done

run 0 --version
[ "$(cat "$dir/out")" = "tessera $version" ] || { echo "tessera --version says: $(cat "$dir/out")"; exit 1; }

for option in --measure-startup --measure-render --measure-steps; do
  run 0 $option --help
done
run 1 --measure-nothing --help
expect "Unknown option --measure-nothing"

echo "tessera --help, --help-all and --version work without a display; the benchmark's options are hidden"
