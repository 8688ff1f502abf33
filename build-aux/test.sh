#!/usr/bin/env bash
# Installs what is missing, builds Tessera and runs every test suite
# headless, then runs the suites that need no display (core, cli, render)
# again under AddressSanitizer and UndefinedBehaviorSanitizer.  CI=true
# makes warnings errors.
set -euo pipefail
cd "$(dirname "$0")/.."
source build-aux/setup.sh

tsr_ensure_packages "${TSR_BUILD_PACKAGES[@]}" "${TSR_TEST_PACKAGES[@]}"

tsr_build _build -Dwerror=$tsr_werror
xvfb-run -a -s '-screen 0 1280x1024x24' \
  dbus-run-session -- meson test -C _build --print-errorlogs

tsr_build _build-sanitize -Dwerror=$tsr_werror -Dapp=false \
  -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debug
meson test -C _build-sanitize --print-errorlogs --suite core --suite cli --suite render
