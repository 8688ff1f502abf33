# What tests/a11y/screen-reader.py expects to read, in each language it
# reads the example in.
#
# SPDX-License-Identifier: GPL-3.0-or-later

TEXTS = {
    'en': {
        'title': 'First turns',
        'board': 'Board',
        # The access key of Edit ("_Edit").
        'edit key': 'alt+e',
        'palette tile': 'city filling the tile, with a pennant',
        'keep dialog': 'Keep the Script?',
        'steps tab': 'Steps',
        'steps list': 'Rule steps',
        'rules tab': 'Rules',
        'scenario tab': 'Scenario',
        'words title': 'The Game in Words',
        'rules title': 'Rules',
        'compare': 'Compare Readings',
        'compare title': 'Compare Readings — ',
        'expectations': 'Expectations of the script',
        'expect this': 'Expect This',
        # Expect This's first entry, every player's score: two players.
        'recorded': 2,
        'square 0 0': '(0, 0): city cap with a straight road, turned 0°.',
        'square 1 0': '(1, 0): straight road, turned 0°. Blue’s meeple is on the east side of the tile at (1, 0).',
        'square 0 1': '(0, 1): monastery, turned 0°. Red’s meeple is on the tile at (0, 1).',
        'prompt draw blue': 'Blue draws the next tile.',
        'step 15': 'Red puts a meeple in the monastery on the tile at (0, 1). '
                   'Red’s meeple is on the tile at (0, 1).',
        'step 15 row': 'Red puts a meeple in the monastery on the tile at (0, 1).',
        'step 13': 'Red draws a tile: monastery.',
        'prompt place': 'The tile in hand: road curve. Blue places the tile: click a marked square. '
                        'R or scrolling over the board turns it.',
        'square fits': '(-1, 0): no tile. The tile in hand fits here turned 180° or 270°.',
        'prompt figure': 'Blue may place a figure on the tile just placed: click a ring, or place none.',
        'square placed': '(-1, 0): road curve, turned 180°.',
        'prompt draw red': 'Red draws the next tile.',
        'last step row': "It is now Red's turn.",
        'square empty': '(-1, -1): no tile.',
        'square built': '(-1, -1): city filling the tile, with a pennant, turned 0°.',
        'nothing to delete': 'There is nothing at (-1, -1) to remove.',
        'players tab': 'Players',
        'first player': 'Red',
        'score': 'Score',
        'expansion': 'Abbot',
        'summary': '12 points · 7 meeples in the supply',
    },
    'cs': {
        'title': 'První tahy',
        'board': 'Deska',
        'edit key': 'alt+p',
        'palette tile': 'město přes celý dílek s erbem',
        'keep dialog': 'Ponechat skript?',
        'steps tab': 'Kroky',
        'steps list': 'Kroky pravidel',
        'rules tab': 'Pravidla',
        'scenario tab': 'Scénář',
        'words title': 'Hra slovy',
        'rules title': 'Pravidla',
        'compare': 'Porovnat výklady',
        'compare title': 'Porovnání výkladů — ',
        'expectations': 'Očekávání skriptu',
        'expect this': 'Přidat očekávání',
        # Expect This's first entry, every player's score: two players.
        'recorded': 2,
        'square 0 0': '(0, 0): městská čepička s rovnou cestou, otočení o 0°.',
        'square 1 0': '(1, 0): rovná cesta, otočení o 0°. '
                      'Figurka hráče Modrý (figurka) je na východní straně dílku na (1, 0).',
        'square 0 1': '(0, 1): klášter, otočení o 0°. Figurka hráče Červený (figurka) je na dílku na (0, 1).',
        'prompt draw blue': 'Modrý táhne další dílek.',
        'step 15': 'Červený staví figurku do kláštera na dílku na (0, 1). '
                   'Figurka hráče Červený (figurka) je na dílku na (0, 1).',
        'step 15 row': 'Červený staví figurku do kláštera na dílku na (0, 1).',
        'step 13': 'Červený táhne dílek: klášter.',
        'prompt place': 'Dílek v ruce: zatáčka cesty. Modrý přikládá dílek: klikněte na označené pole. '
                        'Otáčí se klávesou R nebo kolečkem nad plánem.',
        'square fits': '(-1, 0): žádný dílek. Dílek v ruce sem pasuje otočený o 180° nebo 270°.',
        'prompt figure': 'Modrý smí postavit figurku na právě přiložený dílek: klikněte na kroužek, '
                         'nebo nestavte žádnou.',
        'square placed': '(-1, 0): zatáčka cesty, otočení o 180°.',
        'prompt draw red': 'Červený táhne další dílek.',
        'last step row': 'Na tahu je Červený.',
        'square empty': '(-1, -1): žádný dílek.',
        'square built': '(-1, -1): město přes celý dílek s erbem, otočení o 0°.',
        'nothing to delete': 'Na (-1, -1) není co odebrat.',
        'players tab': 'Hráči',
        'first player': 'Červený',
        'score': 'Body',
        'expansion': 'Opat',
        'summary': '12 bodů · 7 figurek v zásobě',
    },
}
