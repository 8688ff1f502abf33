# build-aux/setup.sh: shared by run.sh and test.sh; source it, don't run it.
#
# Installs the Debian 12 packages Tessera needs when some are missing and
# configures and builds a meson build directory.  Quiet when there is
# nothing to do; on a failure it shows the log of the step that failed.

# What the window, tessera-cli and the core need to build and run (the
# window's settings go through dconf, which needs a D-Bus session bus:
# run.sh starts one with dbus-run-session where none is reachable).
TSR_BUILD_PACKAGES=(
  gcc libc6-dev pkg-config meson ninja-build libxml2-utils
  libglib2.0-dev libglib2.0-bin libxml2-dev libjson-glib-dev libgettextpo-dev
  libgtk-4-dev libadwaita-1-dev
  gettext appstream desktop-file-utils shared-mime-info
  adwaita-icon-theme fonts-cantarell fonts-dejavu-core dconf-gsettings-backend
  dbus-daemon
)

# What the test suites need on top: a headless X server and D-Bus session
# for the window tests, the validators for the data files, prove (perl)
# for tessera-cli's TAP and man and groff for the manual pages, and the
# accessibility bus (at-spi2-core) and Debian's Python bindings for it
# (python3-pyatspi), through which the screen-reader suite reads the
# window.
TSR_TEST_PACKAGES=(
  xvfb xauth dbus-daemon valgrind xdotool
  perl man-db groff-base
  at-spi2-core python3-pyatspi
)

# What build-aux/screenshots.sh needs on top of the build: an X server, the
# pointer, a compositing manager (popovers have transparent margins) and
# something to take the picture.
TSR_SHOTS_PACKAGES=(
  xvfb xauth xdotool xcompmgr imagemagick dbus-daemon libxml2-utils
)

# What the fuzz targets need: clang with libFuzzer and its sanitizers, and
# llvm-symbolizer (in llvm-14, which clang only recommends): clang's
# sanitizers have no symbolizer of their own, and without function names in
# the stacks tests/lsan.supp matches nothing.
TSR_FUZZ_PACKAGES=(
  clang libclang-rt-14-dev llvm-14
)
tsr_symbolizer=/usr/lib/llvm-14/bin/llvm-symbolizer

# What build-aux/deb.sh needs to build, lint and try the Debian package
# (the package's own build dependencies come from debian/control).
TSR_DEB_PACKAGES=(
  build-essential devscripts debhelper lintian fakeroot dpkg-dev
  binutils xvfb xauth xdotool imagemagick dbus-daemon
)

tsr_log_dir=$(mktemp -d)
trap 'rm -rf "$tsr_log_dir"' EXIT

# tsr_quietly NAME COMMAND...: runs COMMAND with its output kept aside,
# printed only when it fails.
tsr_quietly () {
  local name=$1; shift
  if ! "$@" > "$tsr_log_dir/$name.log" 2>&1; then
    cat "$tsr_log_dir/$name.log" >&2
    echo "$0: $name failed: $*" >&2
    exit 1
  fi
}

# tsr_ensure_packages PACKAGE...: installs those not installed yet.
tsr_ensure_packages () {
  local missing=() pkg sudo=()
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
      missing+=("$pkg")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo > /dev/null; then
      echo "$0: these packages are missing and sudo is not available: ${missing[*]}" >&2
      echo "$0: install them as root with: apt-get install ${missing[*]}" >&2
      exit 1
    fi
    sudo=(sudo)
  fi

  echo "Installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  tsr_quietly apt-update "${sudo[@]}" apt-get update
  tsr_quietly apt-install "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends \
    "${missing[@]}"
}

# tsr_options_match DIR -DKEY=VALUE...: whether DIR is configured so already
# (reconfiguring when nothing changes would still force a regeneration).
tsr_options_match () {
  local dir=$1; shift
  meson introspect "$dir" --buildoptions | python3 -c '
import json, sys
current = {o["name"]: o["value"] for o in json.load(sys.stdin)}
def show(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, list):
        return ",".join(v)
    return str(v)
for arg in sys.argv[1:]:
    key, _, value = arg[2:].partition("=")
    if show(current.get(key)) != value:
        sys.exit(1)
' "$@"
}

# tsr_build DIR [MESON_OPTION...]: configures DIR when it is new, applies
# the options when they changed, and compiles.
tsr_build () {
  local dir=$1; shift
  if [ ! -f "$dir/build.ninja" ]; then
    rm -rf "$dir"
    tsr_quietly "setup-$dir" meson setup "$dir" "$@"
  elif [ $# -gt 0 ] && ! tsr_options_match "$dir" "$@"; then
    tsr_quietly "configure-$dir" meson configure "$dir" "$@"
  fi
  tsr_quietly "compile-$dir" ninja -C "$dir"
}

# Warnings are errors in CI.
if [ "${CI:-}" = true ]; then
  tsr_werror=true
else
  tsr_werror=false
fi
