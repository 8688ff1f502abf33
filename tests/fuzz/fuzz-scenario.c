/* fuzz-scenario.c: libFuzzer target for scenario files
 *
 * Every input goes the whole way a file from a stranger goes: loading
 * (with the schema and the meaning checks), the checker of hand-built
 * positions, replaying the script with its expectations, and saving the
 * result again.  Nothing may crash, leak or run past its bounds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "tsr-core.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(TsrScenario) scenario = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) failures = NULL;
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(TsrScenario) played = NULL;
  g_autofree char *xml = NULL;

  scenario = tsr_scenario_load_data ((const char *) data, size, "fuzz.tessera", NULL);
  if (scenario == NULL)
    return 0;

  warnings = tsr_scenario_check_board (scenario);
  tsr_scenario_run (scenario, &game, &failures);

  /* What was played saves, and what is saved loads. */
  played = tsr_scenario_new_from_play (tsr_scenario_get_position (scenario), game, NULL, NULL);
  xml = tsr_scenario_to_xml (played);
  tsr_scenario_free (tsr_scenario_load_data (xml, strlen (xml), "saved.tessera", NULL));
  return 0;
}
