#!/usr/bin/env python3
# The rules core's folders are layers (docs/HACKING.md, "The layers of the
# core"), each using only those below it:
#
#   support < model < rules < words < scenario < expansions < src/core
#
# - a file includes only headers of its own folder or of a folder below;
# - no circle of calls runs through two folders, and none through more
#   than eight files: read from the core library as built, a file calling
#   a function another defines (nm).
#
# The core's own meson.build gives the order; this test is handed it.
#
# Usage: check-layers.py CORE_DIR LAYER... [--library LIBRARY [NM]]

import collections
import os
import re
import subprocess
import sys

MAX_CIRCLE = 8
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def layer_of(core, path):
    """The folder of PATH below CORE: '' for the core's face at its root."""
    folder = os.path.dirname(os.path.relpath(path, core))
    return folder.split(os.sep)[0]


def sources(core):
    for root, _, names in os.walk(core):
        for name in sorted(names):
            if name.endswith((".c", ".h")):
                yield os.path.join(root, name)


def check_includes(core, rank):
    headers = {}
    for path in sources(core):
        if path.endswith(".h"):
            headers[os.path.basename(path)] = path

    problems = []
    checked = 0
    for path in sources(core):
        own = layer_of(core, path)
        if own not in rank:
            problems.append("%s: the folder %s is no layer of the core" % (path, own))
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for name in INCLUDE.findall(text):
            header = headers.get(os.path.basename(name))
            if header is None:
                continue  # config.h and what the build generates
            theirs = layer_of(core, header)
            checked += 1
            if rank[theirs] > rank[own]:
                problems.append("%s (%s) includes %s of %s, a layer above it"
                                % (os.path.relpath(path, core), own or "the root",
                                   name, theirs or "the root"))
    return checked, problems


def object_layer(name, layers):
    # meson names an object after its source's path, folders joined by '_':
    # model_tsr-board.c.o
    for layer in layers:
        if name.startswith(layer + "_"):
            return layer, name[len(layer) + 1:].replace(".c.o", "")
    return "", name.replace(".c.o", "")


def check_calls(library, nm, layers):
    run = subprocess.run([nm, "-A", library], capture_output=True, text=True, check=True)
    defines, uses = {}, collections.defaultdict(set)
    for line in run.stdout.splitlines():
        where, _, rest = line.rpartition(":")
        # A thin archive names its members by their path.
        obj = os.path.basename(where.rpartition(":")[2])
        if not obj.endswith(".c.o") or "resources" in obj:
            continue
        fields = rest.split()
        node = object_layer(obj, layers)
        if len(fields) == 3 and fields[1] in "TDRBC":
            defines[fields[2]] = node
        elif len(fields) == 2 and fields[0] == "U":
            uses[node].add(fields[1])

    calls = collections.defaultdict(set)
    for node, symbols in uses.items():
        for symbol in symbols:
            callee = defines.get(symbol)
            if callee is not None and callee != node:
                calls[node].add(callee)

    circles = strongly_connected(set(defines.values()) | set(uses), calls)
    problems = []
    for circle in circles:
        folders = sorted({layer or "the root" for layer, _ in circle})
        names = ", ".join("%s/%s" % (layer, name) if layer else name for layer, name in sorted(circle))
        if len(folders) > 1:
            problems.append("a circle of calls runs through %s: %s" % (" and ".join(folders), names))
        elif len(circle) > MAX_CIRCLE:
            problems.append("a circle of calls runs through %d files, more than %d: %s"
                            % (len(circle), MAX_CIRCLE, names))
    return len(calls), circles, problems


def strongly_connected(nodes, edges):
    """Tarjan's algorithm, without recursion; the circles of two or more."""
    index, low, stack, on_stack, circles = {}, {}, [], set(), []
    counter = 0
    for start in sorted(nodes):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    circle = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        circle.append(member)
                        if member == node:
                            break
                    if len(circle) > 1:
                        circles.append(circle)
            elif child not in index:
                index[child] = low[child] = counter
                counter += 1
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(edges[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return circles


def main():
    args = sys.argv[1:]
    library = nm = None
    if "--library" in args:
        at = args.index("--library")
        library = args[at + 1]
        nm = args[at + 2] if len(args) > at + 2 else "nm"
        args = args[:at]
    core, layers = args[0], args[1:]
    # The root of the core, its face, stands above every folder.
    rank = {layer: i for i, layer in enumerate(layers)}
    rank[""] = len(layers)

    checked, problems = check_includes(core, rank)
    print("%d includes between the core's files follow the layers %s"
          % (checked, " < ".join(layers)))
    if library is not None:
        n_callers, circles, found = check_calls(library, nm, layers)
        problems += found
        biggest = max((len(c) for c in circles), default=0)
        print("%d files of the core call others; %d circles of calls, the largest of %d files"
              % (n_callers, len(circles), biggest))

    for problem in problems:
        print("FAIL: " + problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
