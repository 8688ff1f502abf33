/* tsr-scenario-run.c: replaying a scenario's script and checking what it
 * expects
 *
 * The script's actions go through tsr_game_act() exactly as a player's
 * would: optional steps before an action are declined, compulsory choices
 * must be answered, and an action the rules refuse is rejected with its
 * code.  A rejection is expected only when the <expect> right after the
 * action says <rejected/>; any other stops the replay.  Every expectation
 * is checked where it stands, as its kind's entry of tsr-expectation.c
 * says; a failure names its line and column, what was expected and what
 * was found.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-scenario-private.h"

/**
 * tsr_run_fail:
 * @e: the expectation that does not hold
 *
 * Notes a failure of @e: what was expected, what was found.
 */
void
tsr_run_fail (TsrRun               *run,
              const TsrExpectation *e,
              const char           *format,
              ...)
{
  TsrScenarioFailure *failure = g_new0 (TsrScenarioFailure, 1);
  va_list args;

  failure->line = e->line;
  failure->column = e->column;
  va_start (args, format);
  failure->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (run->failures, failure);
}

static gboolean
expects_rejection (const TsrScriptItem *item)
{
  if (item == NULL || !item->is_expect)
    return FALSE;

  for (guint i = 0; i < item->expectations->len; i++)
    if (tsr_expect_is_rejection (g_ptr_array_index (item->expectations, i)))
      return TRUE;

  return FALSE;
}

static void
check (TsrRun               *run,
       const TsrExpectation *e)
{
  e->decl->check (run, e);
}

static void
check_block (TsrRun              *run,
             const TsrScriptItem *item)
{
  for (guint i = 0; i < item->expectations->len; i++)
    check (run, g_ptr_array_index (item->expectations, i));

  run->mark = tsr_game_get_n_steps (run->game);
  run->acted = FALSE;
  g_clear_error (&run->rejection);
}

/**
 * tsr_scenario_run:
 * @game: (out) (optional) (transfer full): the game as the script left it
 * @failures: (out) (optional) (transfer full) (element-type TsrScenarioFailure):
 *   every expectation that did not hold and every unexpected rejection
 *
 * Replays the script from the scenario's position and checks every
 * expectation.
 *
 * Returns: %TRUE when the scenario passes
 */
gboolean
tsr_scenario_run (const TsrScenario  *scenario,
                  TsrGame           **game,
                  GPtrArray         **failures)
{
  TsrRun run = { scenario, tsr_scenario_new_game (scenario), NULL, 0, FALSE, NULL };
  gboolean passed;

  run.failures = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_scenario_failure_free);

  for (guint i = 0; i < scenario->script->len; i++)
    {
      const TsrScriptItem *item = g_ptr_array_index (scenario->script, i);
      const TsrScriptItem *next = i + 1 < scenario->script->len ? g_ptr_array_index (scenario->script, i + 1) : NULL;

      if (item->is_expect)
        {
          check_block (&run, item);
          continue;
        }

      g_clear_error (&run.rejection);
      run.acted = TRUE;
      if (!tsr_game_act (run.game, &item->action, &run.rejection) && !expects_rejection (next))
        {
          TsrScenarioFailure *failure = g_new0 (TsrScenarioFailure, 1);
          g_autofree char *action = tsr_action_to_string (&item->action);

          failure->line = item->line;
          failure->column = item->column;
          failure->message = g_strdup_printf (_("expected %s to be allowed, found it rejected: %s (%s)"),
                                              action, run.rejection->message,
                                              tsr_rule_error_to_string (run.rejection->code));
          g_ptr_array_add (run.failures, failure);
          break;
        }
    }

  if (scenario->expect != NULL && run.failures->len == 0)
    check_block (&run, scenario->expect);
  else if (scenario->expect != NULL)
    {
      /* After an unexpected rejection the rest cannot mean much, but the
       * final expectations are still reported, each on its own line. */
      for (guint i = 0; i < scenario->expect->expectations->len; i++)
        check (&run, g_ptr_array_index (scenario->expect->expectations, i));
    }

  g_clear_error (&run.rejection);
  passed = run.failures->len == 0;

  if (failures != NULL)
    *failures = g_steal_pointer (&run.failures);
  else
    g_ptr_array_unref (run.failures);
  if (game != NULL)
    *game = g_steal_pointer (&run.game);
  else
    tsr_game_free (run.game);

  return passed;
}
