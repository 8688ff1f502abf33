/* fuzz-scenario.c: libFuzzer target for scenario files
 *
 * Every input goes the whole way a file from a stranger goes: loading
 * (with the schema and the meaning checks), the checker of hand-built
 * positions, replaying the script with its expectations, and saving the
 * result again.  Nothing may crash, leak or run past its bounds.
 *
 * What loads must also come back from its saved text unchanged: the
 * saved text loads again as a scenario equal to the one loaded (compared
 * field by field with tsr_scenario_equal(), so a field the writer drops
 * is caught) and saves to the same bytes.  A difference aborts, so the
 * fuzzer keeps the input.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tsr-core.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  tsr_core_init ();
  return 0;
}

/* Aborts, with the saved texts, unless @saved loads again as a scenario
 * equal to @loaded and saves to itself. */
static void
check_round_trip (const TsrScenario *loaded,
                  const char        *saved)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) again = tsr_scenario_load_data (saved, strlen (saved), "saved.tessera", &error);
  g_autoptr(GString) difference = g_string_new (NULL);
  g_autofree char *resaved = NULL;

  if (again == NULL)
    {
      fprintf (stderr, "The saved text does not load again: %s\n--- saved:\n%s", error->message, saved);
      abort ();
    }

  if (!tsr_scenario_equal (loaded, again, difference))
    {
      fprintf (stderr, "The saved text loads as a different scenario: %s\n--- saved:\n%s", difference->str, saved);
      abort ();
    }

  resaved = tsr_scenario_to_xml (again);
  if (strcmp (saved, resaved) != 0)
    {
      fprintf (stderr, "The saved text loads as something else.\n--- saved:\n%s--- saved again:\n%s",
               saved, resaved);
      abort ();
    }
}

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
  g_autofree char *played_xml = NULL;

  scenario = tsr_scenario_load_data ((const char *) data, size, "fuzz.tessera", NULL);
  if (scenario == NULL)
    return 0;

  xml = tsr_scenario_to_xml (scenario);
  check_round_trip (scenario, xml);

  warnings = tsr_scenario_check_board (scenario);
  tsr_scenario_run (scenario, &game, &failures);

  /* What was played saves, and what is saved loads. */
  played = tsr_scenario_new_from_play (tsr_scenario_get_position (scenario), game, NULL, NULL);
  played_xml = tsr_scenario_to_xml (played);
  tsr_scenario_free (tsr_scenario_load_data (played_xml, strlen (played_xml), "saved.tessera", NULL));
  return 0;
}
