#!/usr/bin/env python3
# What a software centre and Flathub's review want of the metainfo as built:
#
# - `appstreamcli validate --pedantic` has nothing to say, not even a hint
#   (that is why the application id, io.github.tessera.tessera, has no
#   capitals);
# - a summary of at most 35 characters, a developer, the addresses of the
#   project, branding colours for light and dark, the MIME type it opens;
# - screenshots, each captioned, each an image of data/screenshots (where
#   build-aux/screenshots.sh writes them) of the size the script makes.
#
# Usage: check-metainfo.py METAINFO SOURCE_ROOT

import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

URL_TYPES = {"homepage", "bugtracker", "vcs-browser", "translate", "help"}
SCREENSHOT_SIZE = (1440, 960)


def validator_says(metainfo):
    env = dict(os.environ, LC_ALL="C.UTF-8")
    run = subprocess.run(["appstreamcli", "validate", "--pedantic", "--no-net", "--explain", metainfo],
                         capture_output=True, text=True, env=env)
    issues = [line for line in run.stdout.splitlines()
              if line[:3] in ("E: ", "W: ", "I: ", "P: ")]
    if run.returncode != 0 or issues or run.stderr.strip():
        return [run.stdout + run.stderr]
    return []


def png_size(path):
    with open(path, "rb") as png:
        header = png.read(24)
    return struct.unpack(">II", header[16:24])


def main():
    metainfo, root = sys.argv[1], sys.argv[2]
    failures = validator_says(metainfo)
    component = ET.parse(metainfo).getroot()

    summary = component.find("summary").text
    if len(summary) > 35:
        failures.append("the summary has %d characters, more than 35: %r" % (len(summary), summary))
    developer = component.find("developer/name")
    if developer is None:
        developer = component.find("developer_name")
    if developer is None or not developer.text:
        failures.append("no developer")
    urls = {url.get("type") for url in component.findall("url")}
    if urls != URL_TYPES:
        failures.append("the <url> types are %s, not %s" % (sorted(urls), sorted(URL_TYPES)))
    schemes = {color.get("scheme_preference") for color in component.findall("branding/color")}
    if schemes != {"light", "dark"}:
        failures.append("branding colours for %s, not for light and dark" % sorted(schemes))
    if "application/x-tessera+xml" not in [m.text for m in component.findall("provides/mediatype")]:
        failures.append("<provides> lacks the MIME type application/x-tessera+xml")
    if component.find("content_rating[@type='oars-1.1']") is None:
        failures.append("no OARS content rating")

    screenshots = component.findall("screenshots/screenshot")
    if not screenshots or screenshots[0].get("type") != "default":
        failures.append("no screenshots, or the first is not the default")
    for screenshot in screenshots:
        image = screenshot.find("image").text
        if not screenshot.findall("caption"):
            failures.append("%s has no caption" % image)
        path = os.path.join(root, "data", "screenshots", os.path.basename(image))
        if not os.path.exists(path):
            failures.append("%s is not an image of data/screenshots" % image)
        elif png_size(path) != SCREENSHOT_SIZE:
            failures.append("%s is %dx%d, not %dx%d" % ((path,) + png_size(path) + SCREENSHOT_SIZE))

    for failure in failures:
        print(failure)
    if failures:
        return 1
    print("the metainfo is complete, with %d screenshots" % len(screenshots))
    return 0


if __name__ == "__main__":
    sys.exit(main())
