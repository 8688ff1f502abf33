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

#include "tsr-describe.h"
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

/* What is there instead of what @e expects, in the player's words: what
 * "Expect This" would record of the same thing now; NULL where no such
 * record says it (a figure expected that is not there, say). */
static char *
describe_found (TsrRun               *run,
                const TsrExpectation *e)
{
  TsrTruth truth = { .player = e->player, .x = e->x, .y = e->y, .port = e->port };
  g_autoptr(GPtrArray) found = NULL;
  const char *name = e->decl->name;
  TsrExpectation other = *e;

  /* A yes-or-no check found the other answer; a count, another count. */
  if (strcmp (name, "figure") == 0 || strcmp (name, "token") == 0 ||
      strcmp (name, "legal") == 0 || strcmp (name, "can-place") == 0)
    {
      other.flag = !e->flag;
      return tsr_expectation_describe (&other, run->game);
    }
  if (strcmp (name, "supply") == 0)
    {
      other.count = (e->has & TSR_HAS_STOCK) ? tsr_game_get_stock (run->game, e->player, e->stock)
                                             : tsr_game_get_supply (run->game, e->player, e->figure);
      return tsr_expectation_describe (&other, run->game);
    }
  if (strcmp (name, "tokens") == 0)
    {
      other.count = tsr_game_get_token_supply (run->game, e->token);
      return tsr_expectation_describe (&other, run->game);
    }

  if (strcmp (name, "score") == 0)
    truth.kind = TSR_TRUTH_SCORE;
  else if (strcmp (name, "feature") == 0)
    truth.kind = TSR_TRUTH_FEATURE;
  else if (strcmp (name, "turn") == 0)
    truth.kind = TSR_TRUTH_TURN;
  else if (strcmp (name, "pending") == 0 || strcmp (name, "options") == 0)
    truth.kind = TSR_TRUTH_CHOICE;
  else
    return NULL;

  found = tsr_truth_record (run->game, &truth, NULL);
  for (guint i = 0; found != NULL && i < found->len; i++)
    {
      const TsrExpectation *f = g_ptr_array_index (found, i);

      if (f->decl == e->decl)
        return tsr_expectation_describe (f, run->scenario->setup);
    }

  return NULL;
}

/* Notes how @e stood, when the replay keeps reports. */
static void
report (TsrRun               *run,
        const TsrExpectation *e,
        TsrExpectState        state,
        guint                 first_failure)
{
  TsrExpectationReport *r;

  if (run->reports == NULL)
    return;

  r = g_new0 (TsrExpectationReport, 1);
  /* Numbered as tsr_scenario_remove_expectation() counts: a refused
   * action's entry is no expectation. */
  r->index = run->n_reported++;
  r->line = e->line;
  r->state = state;
  r->port = TSR_PORT_NONE;
  r->text = tsr_expectation_describe (e, run->game);
  r->xml = tsr_expectation_to_xml (run->scenario, e);
  r->has_place = tsr_expectation_get_place (e, &r->x, &r->y, &r->port);
  if (state != TSR_EXPECT_NOT_REACHED)
    {
      r->n_actions = tsr_game_get_n_actions (run->game);
      r->position = tsr_game_get_position (run->game);
    }
  if (state == TSR_EXPECT_FAILS)
    {
      g_autoptr(GString) found = g_string_new (NULL);

      for (guint i = first_failure; i < run->failures->len; i++)
        {
          const TsrScenarioFailure *failure = g_ptr_array_index (run->failures, i);

          g_string_append_printf (found, "%s%s", found->len > 0 ? "\n" : "", failure->message);
        }
      r->detail = g_string_free (g_steal_pointer (&found), FALSE);
      r->found = describe_found (run, e);
      if (r->found == NULL)
        r->found = g_strdup (r->detail);
    }
  g_ptr_array_add (run->reports, r);
}

static void
check (TsrRun               *run,
       const TsrExpectation *e)
{
  guint before = run->failures->len;

  e->decl->check (run, e);
  report (run, e, run->failures->len > before ? TSR_EXPECT_FAILS : TSR_EXPECT_HOLDS, before);
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

/* The script stopped at @item: the rules refused it unexpectedly. */
static void
stop (TsrRun              *run,
      const TsrScriptItem *item)
{
  TsrScenarioFailure *failure = g_new0 (TsrScenarioFailure, 1);
  g_autofree char *action = tsr_action_to_string (&item->action);

  failure->line = item->line;
  failure->column = item->column;
  /* Translators: an error in a scenario file; the first %s is the action the file gives, as files write
   * it, the second the sentence saying why the rules refuse it, the third the code of that refusal */
  failure->message = g_strdup_printf (_("expected %s to be allowed, found it rejected: %s (%s)"),
                                      action, run->rejection->message,
                                      tsr_rule_error_to_string (run->rejection->code));
  g_ptr_array_add (run->failures, failure);

  if (run->reports != NULL)
    {
      TsrExpectationReport *r = g_new0 (TsrExpectationReport, 1);
      g_autofree char *label = tsr_game_describe_action (run->game, &item->action);
      g_autofree char *said = NULL;
      g_auto(GStrv) parts = g_strsplit (label, "_", -1);

      /* The label's access key means nothing in a sentence. */
      said = g_strjoinv ("", parts);
      r->index = G_MAXUINT;
      r->line = item->line;
      r->state = TSR_EXPECT_FAILS;
      r->n_actions = tsr_game_get_n_actions (run->game);
      r->position = tsr_game_get_position (run->game);
      /* Translators: the script of a scenario stops at an action the rules refuse; %s says the action */
      r->text = g_strdup_printf (_("The script stops: the rules refuse this action: %s"), said);
      r->xml = tsr_action_to_string (&item->action);
      r->found = g_strdup (run->rejection->message);
      r->detail = g_strdup_printf ("%s (%s)", run->rejection->message, tsr_rule_error_to_string (run->rejection->code));
      r->port = TSR_PORT_NONE;
      r->has_place = item->action.has_pos;
      r->x = item->action.x;
      r->y = item->action.y;
      g_ptr_array_add (run->reports, r);
    }
}

/* Every expectation of @item, not reached. */
static void
skip_block (TsrRun              *run,
            const TsrScriptItem *item)
{
  for (guint i = 0; i < item->expectations->len; i++)
    report (run, g_ptr_array_index (item->expectations, i), TSR_EXPECT_NOT_REACHED, 0);
}

/**
 * tsr_scenario_replay:
 * @run: zeroed but for the arrays it should fill: points (one more than
 *   the script has items: the last is where the script ends) and reports
 *
 * Replays the script from the scenario's position, checking every
 * expectation; @run keeps the game and the failures, freed by
 * tsr_run_clear().
 */
void
tsr_scenario_replay (const TsrScenario *scenario,
                     TsrRun            *run)
{
  gboolean stopped = FALSE;

  run->scenario = scenario;
  run->game = tsr_scenario_new_game (scenario);
  run->failures = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_scenario_failure_free);

  for (guint i = 0; i < scenario->script->len; i++)
    {
      const TsrScriptItem *item = g_ptr_array_index (scenario->script, i);
      const TsrScriptItem *next = i + 1 < scenario->script->len ? g_ptr_array_index (scenario->script, i + 1) : NULL;
      guint point = stopped ? G_MAXUINT : tsr_game_get_n_actions (run->game);

      if (run->points != NULL)
        g_array_append_val (run->points, point);

      if (stopped)
        {
          if (item->is_expect)
            skip_block (run, item);
          continue;
        }

      if (item->is_expect)
        {
          check_block (run, item);
          continue;
        }

      g_clear_error (&run->rejection);
      run->acted = TRUE;
      if (!tsr_game_act (run->game, &item->action, &run->rejection) && !expects_rejection (next))
        {
          stop (run, item);
          stopped = TRUE;
        }
    }

  if (run->points != NULL)
    {
      /* Where the script ends, for whoever splits it. */
      guint end = stopped ? G_MAXUINT : tsr_game_get_n_actions (run->game);

      g_array_append_val (run->points, end);
    }

  if (scenario->expect != NULL && !stopped)
    check_block (run, scenario->expect);
  else if (scenario->expect != NULL)
    {
      /* After an unexpected rejection the rest cannot mean much, but the
       * final expectations are still reported, each on its own line. */
      for (guint i = 0; i < scenario->expect->expectations->len; i++)
        check (run, g_ptr_array_index (scenario->expect->expectations, i));
    }

  g_clear_error (&run->rejection);
}

void
tsr_run_clear (TsrRun *run)
{
  g_clear_pointer (&run->game, tsr_game_free);
  g_clear_pointer (&run->failures, g_ptr_array_unref);
  g_clear_pointer (&run->points, g_array_unref);
  g_clear_pointer (&run->reports, g_ptr_array_unref);
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
  TsrRun run = { 0 };
  gboolean passed;

  tsr_scenario_replay (scenario, &run);
  passed = run.failures->len == 0;
  if (failures != NULL)
    *failures = g_steal_pointer (&run.failures);
  if (game != NULL)
    *game = g_steal_pointer (&run.game);
  tsr_run_clear (&run);

  return passed;
}

/**
 * tsr_scenario_report:
 * @game: (out) (optional) (transfer full): the game as the script left it
 *
 * Replays the script and says how each expectation stands, in the order
 * of the script, with where it is checked, what it expects in the
 * player's words and what was found; an action the rules refused, which
 * stops the replay, has an entry of its own.
 *
 * Returns: (transfer full) (element-type TsrExpectationReport): the reports
 */
GPtrArray *
tsr_scenario_report (const TsrScenario  *scenario,
                     TsrGame           **game)
{
  TsrRun run = { 0 };
  GPtrArray *reports;

  run.reports = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_expectation_report_free);
  tsr_scenario_replay (scenario, &run);
  reports = g_steal_pointer (&run.reports);
  if (game != NULL)
    *game = g_steal_pointer (&run.game);
  tsr_run_clear (&run);

  return reports;
}

void
tsr_expectation_report_free (TsrExpectationReport *report)
{
  g_free (report->text);
  g_free (report->xml);
  g_free (report->found);
  g_free (report->detail);
  g_free (report);
}
