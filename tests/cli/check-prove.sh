#!/bin/sh
# tessera-cli check --format=tap as prove runs it, one file a test script:
# the shipped examples pass; a scenario whose expectation is wrong fails,
# and prove shows why, in English even when the user's language is Czech
# (whose translation the human format does use: checked first, so the
# English is not English only for want of a catalogue).
# Usage: check-prove.sh TESSERA_CLI EXAMPLES_DIR
set -eu
cli=$1
examples=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

fail () {
  echo "$1"
  cat "$dir/out"
  exit 1
}

if ! prove --exec "$cli check --format=tap" "$examples"/*.tessera > "$dir/out" 2>&1; then
  fail "prove fails on the shipped examples:"
fi
grep -q '^Result: PASS$' "$dir/out" || fail "prove does not say PASS:"

cat > "$dir/wrong.tessera" <<'SCENARIO'
<?xml version="1.0"?>
<scenario xmlns="urn:tessera:scenario:1" format="1">
  <players><player id="red"/></players>
  <board><tile type="base.D" x="0" y="0" rotation="0"/></board>
  <expect><score player="red" value="2"/></expect>
</scenario>
SCENARIO

export LANGUAGE=cs
"$cli" check "$dir/wrong.tessera" > "$dir/out" 2>&1 || true
grep -qF "očekáváno" "$dir/out" || fail "the human format is not Czech with LANGUAGE=cs:"

if prove --exec "$cli check --format=tap" "$examples/first-turns.tessera" "$dir/wrong.tessera" > "$dir/out" 2>&1; then
  fail "prove passes a scenario whose expectation is wrong:"
fi
for expected in \
  "# $dir/wrong.tessera:5:11: expected red's score 2, found 0" \
  "Failed 1/1 subtests" \
  "Files=2, Tests=2," \
  "Result: FAIL"; do
  grep -qF "$expected" "$dir/out" || fail "expected “$expected” in:"
done
echo "prove passes $(ls "$examples"/*.tessera | wc -l) shipped examples and fails a wrong one, saying why"
