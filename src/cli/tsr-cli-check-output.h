/* tsr-cli-check-output.h: how `tessera-cli check` reports, in each --format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-core.h"

G_BEGIN_DECLS

typedef struct
{
  const char *name;
  /* Whether it speaks the user's language; formats for programs speak
   * English whatever the environment says. */
  gboolean    translated;
  /* Before the first scenario: how many there are. */
  void      (*begin)      (guint              n_files);
  /* Replays the scenario loaded from @path, the @number-th (from 1), and
   * says how it stands and what its board breaks (@warnings, of
   * tsr_scenario_check_board()); returns whether it passes. */
  gboolean  (*scenario)   (guint              number,
                           const char        *path,
                           const TsrScenario *scenario,
                           GPtrArray         *warnings);
  /* Says why the @number-th file does not load. */
  void      (*unloadable) (guint              number,
                           const char        *path,
                           const GError      *error);
  void      (*end)        (guint              passed,
                           guint              failed);
} TsrCliCheckOutput;

extern const TsrCliCheckOutput tsr_cli_check_tap;
extern const TsrCliCheckOutput tsr_cli_check_json;

G_END_DECLS
