/* tsr-builtin-art.c: the board art of the modules built into Tessera
 *
 * Adding an expansion with pieces of its own adds its art here.  The
 * order is the order of preference where two modules mark one feature:
 * a city the earthquake destroyed shows it even when it is infected.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-builtin-art.h"

const TsrArtDecl *const *
tsr_builtin_art (void)
{
  static const TsrArtDecl *const arts[] = {
    &tsr_disasters_art,
    &tsr_abbot_art,
    &tsr_phantom_art,
    &tsr_covid_art,
    &tsr_black_dragon_art,
    &tsr_italica_art,
    &tsr_bridges_art,
    &tsr_rainbow_bridge_art,
    NULL
  };

  return arts;
}
