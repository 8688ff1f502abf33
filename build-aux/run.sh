#!/usr/bin/env bash
# Installs what is missing, builds Tessera and starts the window, uninstalled.
# Arguments go to the program; files are named from where you are.
set -euo pipefail
here=$PWD
cd "$(dirname "$0")/.."
source build-aux/setup.sh

tsr_ensure_packages "${TSR_BUILD_PACKAGES[@]}"
tsr_build _build -Dwerror=$tsr_werror

# The program knows nothing of the build tree: `meson devenv` tells it
# where the GSettings schema and the translations were built.
run=(meson devenv -C _build -w "$here" tessera "$@")

# A desktop session has a D-Bus session bus; a bare X server (ssh -X, Xvfb
# on a fresh machine) may not, and without one the window cannot register
# itself nor dconf keep its settings.  Give it a bus of its own then.
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && [ ! -S "${XDG_RUNTIME_DIR:-/nonexistent}/bus" ]; then
  exec dbus-run-session -- "${run[@]}"
fi
exec "${run[@]}"
