#!/usr/bin/env python3
# Every key the window binds is in its shortcuts window.
#
#   check-shortcuts.py SOURCE_ROOT
#
# Reads the bindings from src/app: gtk_widget_class_add_binding_action(),
# gtk_application_set_accels_for_action(), the deck editor's add_key() and
# the keys the board handles itself (tsr-board-view-input.c), and the
# accelerators of ui/gtk/help-overlay.ui (or the actions it names, whose
# accelerators GTK shows).  A keypad key counts as its main key.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import pathlib
import re
import sys
import xml.etree.ElementTree as ET

root = pathlib.Path(sys.argv[1])
app = root / 'src' / 'app'

MODIFIERS = {
    'GDK_CONTROL_MASK': '<Control>',
    'GDK_SHIFT_MASK': '<Shift>',
    'GDK_ALT_MASK': '<Alt>',
}
# Keys that are another key for a person: the keypad's, and what Shift
# makes of a letter.
SAME_KEY = {
    'KP_Add': 'plus', 'equal': 'plus', 'KP_Subtract': 'minus', 'KP_0': '0',
    'KP_Enter': 'Return', 'KP_Tab': 'Tab', 'KP_Left': 'Left', 'KP_Right': 'Right',
    'KP_Up': 'Up', 'KP_Down': 'Down', 'ISO_Left_Tab': '<Shift>Tab',
}


def accelerator(key, modifiers):
    key = SAME_KEY.get(key, key)
    if len(key) == 1 and key.isupper():
        key = key.lower()
        modifiers = set(modifiers) | {'<Shift>'}
    order = ['<Control>', '<Shift>', '<Alt>']
    mods = [m for m in order if m in modifiers]
    if key.startswith('<Shift>'):
        mods = [m for m in order if m in set(mods) | {'<Shift>'}]
        key = key[len('<Shift>'):]
    return ''.join(mods) + key


def parse_modifiers(text):
    text = text.strip()
    if text == '0':
        return set()
    found = set()
    for part in text.split('|'):
        part = part.strip()
        if part not in MODIFIERS:
            sys.exit(f"check-shortcuts.py: unknown modifier {part!r}")
        found.add(MODIFIERS[part])
    return found


bound = {}  # accelerator -> where
for path in sorted(app.glob('*.c')):
    text = path.read_text(encoding='utf-8')
    for match in re.finditer(r'gtk_widget_class_add_binding_action\s*\(\s*\w+,\s*GDK_KEY_(\w+),\s*([^,]+),', text):
        bound.setdefault(accelerator(match[1], parse_modifiers(match[2])), path.name)
    for match in re.finditer(r'add_key\s*\([^,]+,\s*GDK_KEY_(\w+),\s*([^,]+),', text):
        bound.setdefault(accelerator(match[1], parse_modifiers(match[2])), path.name)
    # An application's accelerator is listed by its action's name.
    for match in re.finditer(r'gtk_application_set_accels_for_action\s*\([^"]*"([^"]+)",[^{]*\{([^}]*)\}', text):
        for accel in re.findall(r'"([^"]+)"', match[2]):
            bound.setdefault(match[1], f"{accel} in {path.name}")

# The board's own keys: a case of its key handler, and Tab.
board = (app / 'tsr-board-view-input.c').read_text(encoding='utf-8')
handler = board[board.index('GDK_KEY_Tab'):]
handler = handler[:handler.index('default:')] if 'default:' in handler else handler
for key in ['Tab', '<Shift>Tab'] + re.findall(r'case GDK_KEY_(\w+):', handler):
    bound.setdefault(accelerator(key, set()), 'tsr-board-view-input.c')

listed = set()
overlay = ET.parse(root / 'ui' / 'gtk' / 'help-overlay.ui')
for prop in overlay.iter('property'):
    if prop.get('name') == 'accelerator':
        for accel in prop.text.split():
            listed.add(accel.replace('<Primary>', '<Control>'))
    elif prop.get('name') == 'action-name':
        listed.add(prop.text)

missing = sorted(f"{accel} ({where})" for accel, where in bound.items() if accel not in listed)
if missing:
    print('Keys bound but not in ui/gtk/help-overlay.ui:')
    for line in missing:
        print(f"  {line}")
    sys.exit(1)
print(f"{len(bound)} keys bound, each in the shortcuts window")
