/* tsr-builtin-modules.c: the modules built into Tessera
 *
 * The order is the order their hooks run in: the base game first, then
 * the pieces and expansions each builds on.  One exception: the Rainbow
 * Bridge comes before the ordinary bridges it builds on, so that a player
 * holding it is offered it first, and their own bridges only when they
 * keep it.  Adding an expansion adds its module here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-builtin-modules.h"

const TsrModule *const *
tsr_builtin_modules (void)
{
  static const TsrModule *const modules[] = {
    &tsr_module_base,
    &tsr_module_abbot,
    &tsr_module_phantom,
    &tsr_module_covid,
    &tsr_module_black_dragon,
    &tsr_module_italica,
    &tsr_module_rainbow_bridge,
    &tsr_module_bridges,
    &tsr_module_river,
    &tsr_module_disasters,
    NULL
  };

  return modules;
}
