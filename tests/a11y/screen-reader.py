#!/usr/bin/python3
# Tessera as a screen reader meets it: the window is started with
# accessibility on and read and driven through AT-SPI alone, as Orca
# does.  It runs itself in a D-Bus session of its own (dbus-run-session),
# where at-spi2-core's bus launcher gives the accessibility bus, on the X
# display it is given: the keys go through the X server (xdotool), as a
# person's do.
#
#   screen-reader.py LANGUAGE TESSERA SCENARIO
#
# It fails on any control shown without a name of its own, and on any
# step of the example that cannot be followed by keys and words alone.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys
import time

try:
    import pyatspi
    from gi.repository import GLib
except ImportError as error:
    print(f"Bail out! {error}: build-aux/setup.sh installs python3-pyatspi and at-spi2-core")
    sys.exit(1)

from screen_reader_texts import TEXTS

IN_SESSION = '--in-session'


def run_in_own_session():
    """Runs this script again in a D-Bus session of its own, passing its
    test lines on; what the accessibility services print there is passed
    on as comments, so that it cannot be taken for a test line."""
    child = subprocess.Popen(['dbus-run-session', '--', sys.executable, __file__, IN_SESSION] + sys.argv[1:],
                             stdout=subprocess.PIPE, text=True)
    for line in child.stdout:
        if not re.match(r'(ok|not ok|1\.\.|#|Bail out!)', line):
            line = '# ' + line
        print(line, end='', flush=True)
    return child.wait()


if IN_SESSION not in sys.argv:
    sys.exit(run_in_own_session())
sys.argv.remove(IN_SESSION)
LANGUAGE, TESSERA, SCENARIO = sys.argv[1:4]
T = TEXTS[LANGUAGE]

# Roles a person acts on; each must be named by a word of its own.
CONTROL_ROLES = {
    'push button', 'toggle button', 'check box', 'radio button', 'menu item',
    'check menu item', 'radio menu item', 'page tab', 'list item', 'entry',
    'password text', 'spin button', 'combo box', 'slider', 'link', 'switch',
    'tree item', 'menu', 'list', 'tree', 'table',
}
# Containers a screen reader passes through without reading: focusable or
# not, they are not controls.
CONTAINER_ROLES = {'panel', 'filler', 'scroll pane', 'label', 'text'}
# A name that is the toolkit's class, not a word.
TYPE_NAME = re.compile(r'^(Gtk|Adw|Tsr)[A-Z]\w*$')
# An access key's underscore left in the name ("_Open").
MNEMONIC = re.compile(r'(^|\s)_\w')

failures = 0
checks = 0


START = time.monotonic()


def ok(condition, what, detail=''):
    global failures, checks
    checks += 1
    print(f"{'ok' if condition else 'not ok'} {checks} - {what} ({time.monotonic() - START:.1f} s)")
    if not condition:
        failures += 1
        for line in str(detail).splitlines():
            print(f"#   {line}")
    return condition


def pump(seconds=0.0):
    """Lets AT-SPI's events in, so that what is read is what is shown."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while True:
        while context.iteration(False):
            pass
        if time.monotonic() >= end:
            return
        time.sleep(0.02)


def states(acc):
    try:
        return acc.getState()
    except Exception:
        return None


def on_screen(acc):
    """Visible and of some size: a page of a stack not shown is visible,
    but of no size."""
    state = states(acc)
    if state is None or not state.contains(pyatspi.STATE_VISIBLE):
        return False
    if acc.getRole() in (pyatspi.ROLE_APPLICATION, pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG, pyatspi.ROLE_WINDOW):
        return True
    try:
        x, y, width, height = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    except Exception:
        return False
    return width > 0 and height > 0


def children(acc):
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None:
            yield child


def walk(acc, only_shown=False):
    """Everything under @acc, @acc first; or only what is on screen.
    Nothing under what is not visible is; a page of a stack is visible
    but has no size, so the size is checked for each of them found."""
    if only_shown:
        state = states(acc)
        if state is None or not state.contains(pyatspi.STATE_VISIBLE) and acc.getRole() != pyatspi.ROLE_APPLICATION:
            return
    if not only_shown or on_screen(acc):
        yield acc
    for child in children(acc):
        yield from walk(child, only_shown)


def walk_shown(acc):
    return walk(acc, only_shown=True)


class Tessera:
    def __init__(self):
        env = dict(os.environ)
        # The other suites switch accessibility off; this one needs it.
        env.pop('GTK_A11Y', None)
        env.pop('NO_AT_BRIDGE', None)
        env['LANGUAGE'] = LANGUAGE
        self.process = subprocess.Popen([TESSERA, SCENARIO], env=env)
        self.app = None
        self.xid = None
        self.alert = None

    def wait_for_window(self, title, timeout=60):
        end = time.monotonic() + timeout
        while time.monotonic() < end and self.process.poll() is None:
            pump(0.2)
            for app in children(pyatspi.Registry.getDesktop(0)):
                try:
                    if app.get_process_id() != self.process.pid:
                        continue
                except Exception:
                    continue
                for frame in children(app):
                    if frame.name == title:
                        self.app = app
                        out = subprocess.run(['xdotool', 'search', '--sync', '--onlyvisible', '--pid',
                                              str(self.process.pid)], capture_output=True, text=True)
                        self.xid = out.stdout.split()[0]
                        return frame
        return None

    def keys(self, *names):
        subprocess.run(['xdotool', 'windowfocus', '--sync', self.xid], check=True)
        for name in names:
            subprocess.run(['xdotool', 'key', '--clearmodifiers', name], check=True)
            pump(0.15)
        pump(0.3)

    def window(self, predicate, timeout=10):
        """The window of ours whose title @predicate wants, once it shows."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            found = next((window for window in children(self.app) if predicate(window.name or '')), None)
            if found is not None:
                return found
            pump(0.1)
        return None

    def key_in(self, title, key):
        """@key to the window titled @title: without a window manager, the
        X server gives a new window the keys only when asked to."""
        out = subprocess.run(['xdotool', 'search', '--sync', '--onlyvisible', '--name', f'^{re.escape(title)}$'],
                             capture_output=True, text=True)
        xid = out.stdout.split()[0]
        subprocess.run(['xdotool', 'windowfocus', '--sync', xid], check=True)
        subprocess.run(['xdotool', 'key', '--clearmodifiers', key], check=True)
        pump(0.5)

    def focused(self):
        for acc in walk_shown(self.app):
            state = states(acc)
            if state is not None and state.contains(pyatspi.STATE_FOCUSED):
                return acc
        return None

    def said(self):
        """What the window last told the screen reader: its alert, found
        once, shown anew for each announcement."""
        if self.alert is None:
            self.alert = next((acc for acc in walk(self.app) if acc.getRole() == pyatspi.ROLE_ALERT), None)
        if self.alert is None or not states(self.alert).contains(pyatspi.STATE_VISIBLE):
            return None
        self.alert.clearCache()
        return self.alert.name

    def quit(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def inside_combo_box(acc):
    """A combo box shows its value with a list of its own, which a screen
    reader reads through the combo box."""
    parent = acc.parent
    while parent is not None and parent.getRole() != pyatspi.ROLE_FRAME:
        if parent.getRole() == pyatspi.ROLE_COMBO_BOX:
            return True
        parent = parent.parent
    return False


def unnamed_controls(root):
    """Every control shown whose name is empty, a type or has an access key's underscore."""
    bad = []
    for acc in walk_shown(root):
        role = acc.getRoleName()
        state = states(acc)
        if state is None:
            continue
        if role not in CONTROL_ROLES and not state.contains(pyatspi.STATE_FOCUSABLE):
            continue
        if role in CONTAINER_ROLES or inside_combo_box(acc):
            continue
        name = (acc.name or '').strip()
        if not name or TYPE_NAME.match(name) or MNEMONIC.search(name):
            path = []
            parent = acc
            while parent is not None and parent.getRole() != pyatspi.ROLE_APPLICATION:
                path.append(f"{parent.getRoleName()} {parent.name!r}")
                parent = parent.parent
            bad.append(' < '.join(path))
    return bad


def tab_to(tessera, predicate, limit=40):
    """Tabs until the focus is on what @predicate wants."""
    for _ in range(limit):
        focus = tessera.focused()
        if os.environ.get('DISCOVER'):
            print(f"# Tab: {focus.getRoleName() if focus else None} {focus.name if focus else None!r}")
        if focus is not None and predicate(focus):
            return focus
        tessera.keys('Tab')
    return None


def find(root, role, name=None):
    for acc in walk_shown(root):
        if acc.getRoleName() == role and (name is None or acc.name == name):
            return acc
    return None


def expect_text(read, key, what, timeout=10):
    """What @read() gives becomes T[@key] within @timeout seconds: the
    window answers a key when its main loop comes to it, and AT-SPI
    passes the change on after.  DISCOVER=1 prints what it read."""
    end = time.monotonic() + timeout
    actual = read()
    while actual != T.get(key) and time.monotonic() < end:
        pump(0.1)
        actual = read()
    if os.environ.get('DISCOVER'):
        print(f"# {key!r}: {actual!r},")
    return ok(actual == T.get(key), what, f"expected: {T.get(key)!r}\nread:     {actual!r}")


def check_every_tab(tessera, frame, mode):
    """Every tab of the sidebar, opened as a screen reader does, shows only
    named controls."""
    tabs = [acc for acc in walk_shown(frame) if acc.getRoleName() == 'page tab']
    ok(len(tabs) == 5, f"{mode}: the sidebar has five tabs", [t.name for t in tabs])
    for tab in tabs:
        tab.queryAction().doAction(0)
        pump(0.5)
        bad = unnamed_controls(frame)
        ok(not bad, f"{mode}, tab {tab.name!r}: every control shown has a name of its own", '\n'.join(bad))
    # Back to the first tab, as the window opened.
    tabs[0].queryAction().doAction(0)
    pump(0.3)


def selected_step(frame):
    steps = find(frame, 'list', T['steps list'])
    if steps is None:
        return None
    for acc in walk(steps):
        state = states(acc)
        if acc.getRoleName() == 'list item' and state is not None and state.contains(pyatspi.STATE_SELECTED):
            return acc.name
    return None


def is_board(acc):
    return acc is not None and acc.getRoleName() == 'image' and acc.name == T['board']


def main():
    tessera = Tessera()
    try:
        frame = tessera.wait_for_window(T['title'])
        if not ok(frame is not None, f"the window '{T['title']}' shows in the accessibility tree",
                  f"tessera exited with {tessera.process.returncode}" if tessera.process.poll() is not None else
                  'no such window after 60 s'):
            return
        pump(1)
        follow_and_play(tessera, frame)
        other_windows(tessera, frame)
        build(tessera, frame)
    finally:
        tessera.quit()


def follow_and_play(tessera, frame):
    """The example opens in Play at its last step: read the board, step
    through the steps, and play a turn, by keys alone."""
    check_every_tab(tessera, frame, 'Play')
    board = tab_to(tessera, is_board)
    if not ok(board is not None, 'Tab reaches the board'):
        return
    expect_text(lambda: board.description, 'square 0 0', 'the board describes the square under its cursor')
    tessera.keys('Right')
    expect_text(lambda: board.description, 'square 1 0', 'Right moves the cursor and the description follows')
    tessera.keys('Down', 'Left')
    expect_text(lambda: board.description, 'square 0 1', 'Down and Left move it on')

    # The steps of the script, one by one.
    find(frame, 'page tab', T['steps tab']).queryAction().doAction(0)
    pump(0.5)
    tessera.keys('alt+Left')
    expect_text(tessera.said, 'step 15', 'Alt+Left says the step before and what the board outlines')
    expect_text(lambda: selected_step(frame), 'step 15 row', 'the Steps list selects that step')
    tessera.keys('alt+Left', 'alt+Left')
    expect_text(tessera.said, 'step 13', 'two steps further back')
    tessera.keys('alt+Right', 'alt+Right', 'alt+Right')
    expect_text(tessera.said, 'prompt draw blue', 'back at the end, what the rules wait for is said')

    # A turn: draw, place, decline the figure.
    board = tab_to(tessera, is_board)
    if not ok(board is not None, 'Tab reaches the board again'):
        return
    tessera.keys('Return')
    expect_text(tessera.said, 'prompt place', 'Return draws, and the tile in hand is said')
    tessera.keys('Tab')
    expect_text(lambda: board.description, 'square fits', 'Tab goes to a square where the tile fits, and says so')
    # The first Return may only turn the tile to fit; the second places it.
    tessera.keys('Return')
    if tessera.said() == T['prompt place']:
        tessera.keys('Return')
    expect_text(tessera.said, 'prompt figure', 'Return places the tile, and the figure choice is said')
    expect_text(lambda: board.description, 'square placed', 'the square under the cursor has the tile now')
    ok(is_board(tessera.focused()), 'the keyboard stays on the board')
    tessera.keys('Return')
    expect_text(tessera.said, 'prompt draw red', 'Return declines the figure: the next turn is said')
    expect_text(lambda: selected_step(frame), 'last step row', 'the Steps list follows to the last step')


def check_window(tessera, keys, title, what):
    """@keys open a window whose title starts with @title: every control
    in it has a name, and Escape closes it."""
    tessera.keys(*keys)
    window = tessera.window(lambda name: name.startswith(title))
    if not ok(window is not None, f"{'+'.join(keys)} opens {what}"):
        return
    pump(0.5)
    bad = unnamed_controls(window)
    ok(not bad, f"every control shown in {what} has a name of its own", '\n'.join(bad))
    tessera.key_in(window.name, 'Escape')
    ok(tessera.window(lambda name: name == window.name, timeout=0) is None, f"Escape closes {what}")


def other_windows(tessera, frame):
    """The windows the main one opens, and an expectation recorded, by keys."""
    check_window(tessera, ['ctrl+l'], T['words title'], 'the game in words')
    check_window(tessera, ['F1'], T['rules title'], 'the rules reference')
    find(frame, 'page tab', T['rules tab']).queryAction().doAction(0)
    pump(0.5)
    if tab_to(tessera, lambda acc: acc.name == T['compare']) is not None:
        check_window(tessera, ['Return'], T['compare title'], 'Compare Readings')
    else:
        ok(False, 'Tab reaches a Compare Readings button')

    # Expect This, by keys: its menu's first entry becomes an expectation.
    find(frame, 'page tab', T['scenario tab']).queryAction().doAction(0)
    pump(0.5)
    expectations = find(frame, 'list', T['expectations'])
    before = sum(1 for acc in children(expectations) if acc.getRoleName() == 'list item')
    if tab_to(tessera, lambda acc: acc.name == T['expect this']) is None:
        ok(False, 'Tab reaches Expect This')
        return
    tessera.keys('Return', 'Return')
    expect_text(lambda: sum(1 for acc in children(expectations) if acc.getRoleName() == 'list item') - before,
                'recorded', 'Return and Return record what its first entry says: every player’s score')


def build(tessera, frame):
    """Edit: choose a tile in the palette, put it on the board and take it
    away, by keys alone."""
    # With the Scenario tab open, whose access keys must not take the
    # Edit button's (Alt+E was also Expect This's).
    tessera.keys(T['edit key'])
    ok(find(frame, 'table cell') is not None, f"{T['edit key']} switches to Edit: the palette shows")
    check_every_tab(tessera, frame, 'Edit')
    cell = tab_to(tessera, lambda acc: acc.getRoleName() == 'table cell')
    if not ok(cell is not None, 'Tab reaches the palette'):
        return
    for _ in range(40):
        if tessera.focused().name.startswith(T['palette tile']):
            break
        tessera.keys('Right')
    tessera.keys('Return')
    chosen = tessera.focused()
    ok(chosen.name.startswith(T['palette tile']) and states(chosen).contains(pyatspi.STATE_SELECTED),
       'the arrow keys and Return choose a tile in the palette', chosen.name)
    board = tab_to(tessera, is_board)
    if not ok(board is not None, 'Tab goes on from the palette to the board'):
        return
    ok(states(chosen).contains(pyatspi.STATE_SELECTED), 'passing the figures on the way chose none of them')
    tessera.keys('Up')
    expect_text(lambda: board.description, 'square empty', 'the cursor goes to an empty square')
    tessera.keys('Return')
    # The first edit under a script asks whether the script stays.
    dialog = None
    for _ in range(50):
        dialog = next((window for window in children(tessera.app) if window.name == T['keep dialog']), None)
        if dialog is not None:
            break
        pump(0.1)
    if ok(dialog is not None, 'the first edit asks whether the script stays'):
        bad = unnamed_controls(dialog)
        ok(not bad, 'every button of that question has a name of its own', '\n'.join(bad))
        subprocess.run(['xdotool', 'key', '--clearmodifiers', 'Return'], check=True)
        pump(0.5)
    expect_text(lambda: board.description, 'square built', 'Return puts the chosen tile on the square')
    tessera.keys('Delete')
    expect_text(lambda: board.description, 'square empty', 'Delete takes it away again')
    # Nothing is left there: the toast that says so is said.
    tessera.keys('Delete')
    expect_text(tessera.said, 'nothing to delete', 'Delete on an empty square says why, as its toast does')

    # A player's score and an expansion, set from the sidebar by keys.
    find(frame, 'page tab', T['players tab']).queryAction().doAction(0)
    pump(0.5)
    row = tab_to(tessera, lambda acc: acc.getRoleName() == 'list item' and acc.name == T['first player'])
    if not ok(row is not None, "Tab reaches the first player's row"):
        return
    tessera.keys('Return')
    bad = unnamed_controls(frame)
    ok(not bad, "Return opens the player's row, and every control in it has a name", '\n'.join(bad))
    if tab_to(tessera, lambda acc: acc.getRoleName() == 'spin button' and acc.name == T['score']) is None:
        ok(False, 'Tab reaches the score')
        return
    tessera.keys('ctrl+a', '1', '2', 'Tab')
    expect_text(lambda: find(frame, 'list item', T['first player']).description, 'summary',
                "the score typed in is the row's summary")
    find(frame, 'page tab', T['rules tab']).queryAction().doAction(0)
    pump(0.5)
    switch = tab_to(tessera, lambda acc: acc.name == T['expansion'] and acc.getRoleName() != 'list item')
    if not ok(switch is not None, 'Tab reaches the switch of an expansion'):
        return
    role = switch.getRoleName()
    tessera.keys('space')
    # The tab is built anew for the expansions now in play.
    switch = find(frame, role, T['expansion'])
    ok(switch is not None and states(switch).contains(pyatspi.STATE_CHECKED), 'Space switches the expansion on')


if __name__ == '__main__':
    main()
    print(f"1..{checks}")
    sys.exit(1 if failures or checks == 0 else 0)
