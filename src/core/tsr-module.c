/* tsr-module.c: the registry of modules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-module.h"

const TsrModule *const tsr_module_registry[TSR_N_MODULES] = {
  [TSR_MODULE_BASE] = &tsr_module_base,
  [TSR_MODULE_ABBOT] = &tsr_module_abbot,
  [TSR_MODULE_PHANTOM] = &tsr_module_phantom,
  [TSR_MODULE_COVID] = &tsr_module_covid,
  [TSR_MODULE_BLACK_DRAGON] = &tsr_module_black_dragon,
  [TSR_MODULE_ITALICA] = &tsr_module_italica,
  [TSR_MODULE_BRIDGES] = &tsr_module_bridges,
  [TSR_MODULE_RAINBOW_BRIDGE] = &tsr_module_rainbow_bridge,
  [TSR_MODULE_RIVER] = &tsr_module_river,
  [TSR_MODULE_DISASTERS] = &tsr_module_disasters,
};

gboolean
tsr_module_lookup (const char  *name,
                   TsrModuleId *id)
{
  for (guint i = 0; i < TSR_N_MODULES; i++)
    if (strcmp (tsr_module_registry[i]->id, name) == 0)
      {
        *id = i;
        return TRUE;
      }

  return FALSE;
}

/* For state_equal hooks: two arrays of plain structs, byte for byte. */
gboolean
tsr_module_arrays_equal (GArray *a,
                         GArray *b)
{
  guint size = g_array_get_element_size (a);

  return size == g_array_get_element_size (b) && a->len == b->len &&
         (a->len == 0 || memcmp (a->data, b->data, (gsize) a->len * size) == 0);
}
