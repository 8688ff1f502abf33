#!/usr/bin/env bash
# Installs what is missing, builds Tessera and runs every test suite
# headless; then the core and command-line suites under valgrind, a soak
# of 2,000 random games with the rules' invariants checked, the suites that
# need no display (core, cli, render) again under AddressSanitizer and
# UndefinedBehaviorSanitizer, and a 60-second run of each fuzz target.
# CI=true makes warnings errors.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-aux/setup.sh

tsr_ensure_packages "${TSR_BUILD_PACKAGES[@]}" "${TSR_TEST_PACKAGES[@]}" "${TSR_FUZZ_PACKAGES[@]}"

tsr_build _build -Dwerror=$tsr_werror
xvfb-run -a -s '-screen 0 1280x1024x24' \
  dbus-run-session -- meson test -C _build --print-errorlogs

echo "Valgrind: the core and cli suites"
meson test -C _build --setup valgrind --suite core --suite cli --no-suite no-valgrind --print-errorlogs

echo "Soak: 2,000 random games with every module"
soak_dir=$(mktemp -d)
(cd "$soak_dir" && "$OLDPWD/_build/src/cli/tessera-cli" soak --games 2000 --seed 1) \
  || { cat "$soak_dir"/soak-failure-*.tessera >&2 || true; exit 1; }
rm -rf "$soak_dir"

tsr_build _build-sanitize -Dwerror=$tsr_werror -Dapp=false \
  -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debug
meson test -C _build-sanitize --print-errorlogs --suite core --suite cli --suite render

if command -v clang > /dev/null; then
  for target in scenario tiles po jcz; do
    echo "Fuzzing: $target, 60 seconds"
    bash build-aux/fuzz.sh "$target" 60 > "$tsr_log_dir/fuzz-$target.log" 2>&1 \
      || { tail -n 60 "$tsr_log_dir/fuzz-$target.log" >&2; exit 1; }
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec)' "$tsr_log_dir/fuzz-$target.log"
  done
fi
