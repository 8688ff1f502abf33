/* fuzz-jcz.c: libFuzzer target for JCloisterZone's saved games
 *
 * Every input goes the way a game dropped on the window goes: imported
 * (the JSON read by json-glib, the draws worked out again, the messages
 * replayed), then, when it imports, saved as a scenario, read back and
 * played.  Nothing may crash, leak or run past its bounds, and what
 * imports must save to a scenario that loads equal to it: a difference
 * aborts, so the fuzzer keeps the input.
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

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(TsrScenario) scenario = NULL;
  g_autoptr(TsrScenario) again = NULL;
  g_autoptr(GString) difference = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) failures = NULL;
  g_autoptr(TsrGame) game = NULL;
  g_autofree char *xml = NULL;

  scenario = tsr_jcz_import ((const char *) data, size, "fuzz.jcz", NULL);
  if (scenario == NULL)
    return 0;

  xml = tsr_scenario_to_xml (scenario);
  again = tsr_scenario_load_data (xml, strlen (xml), "saved.tessera", &error);
  if (again == NULL)
    {
      fprintf (stderr, "The imported game saves as a scenario that does not load: %s\n--- saved:\n%s",
               error->message, xml);
      abort ();
    }
  if (!tsr_scenario_equal (scenario, again, difference))
    {
      fprintf (stderr, "The imported game loads back as another scenario: %s\n--- saved:\n%s",
               difference->str, xml);
      abort ();
    }

  tsr_scenario_run (again, &game, &failures);
  return 0;
}
