/* tsr-scenario-open.c: opening a file as a scenario, whatever program
 * wrote it
 *
 * A scenario file is read as one (tsr-scenario-load.c); a JCloisterZone
 * saved game is imported (tsr-jcz-import.c).  No scenario file starts
 * with a brace, and every saved game does, so the file itself says which
 * it is, whatever its name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-jcz.h"
#include "tsr-scenario-private.h"

/**
 * tsr_scenario_open_file_cancellable:
 * @cancellable: (nullable): stops the opening while the file is read, and
 *   before it is parsed, with %G_IO_ERROR_CANCELLED
 *
 * Opens a scenario file or a JCloisterZone saved game; on error, @error
 * says every problem found with where it is.
 *
 * Returns: (transfer full) (nullable): the scenario;
 *   tsr_scenario_is_imported() tells a game made into one
 */
TsrScenario *
tsr_scenario_open_file_cancellable (const char    *path,
                                    GCancellable  *cancellable,
                                    GError       **error)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (!tsr_scenario_read_file (path, cancellable, &contents, &length, error))
    return NULL;

  if (!tsr_jcz_is_game (contents, length))
    return tsr_scenario_load_data_cancellable (contents, length, path, cancellable, error);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  return tsr_jcz_import (contents, length, path, error);
}

/**
 * tsr_scenario_open_file:
 *
 * As tsr_scenario_open_file_cancellable(), to the end.
 */
TsrScenario *
tsr_scenario_open_file (const char  *path,
                        GError     **error)
{
  return tsr_scenario_open_file_cancellable (path, NULL, error);
}
