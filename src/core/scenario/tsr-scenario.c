/* tsr-scenario.c: a scenario and what it holds
 *
 * Loading is in tsr-scenario-load.c (with tsr-scenario-reader.c and
 * tsr-scenario-script.c), writing in tsr-scenario-save.c, the kinds of
 * expectations in tsr-expectation.c, replaying the script in
 * tsr-scenario-run.c and the board checker in tsr-scenario-check.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-scenario-private.h"

void
tsr_expectation_free (TsrExpectation *expectation)
{
  g_free (expectation->rule);
  g_free (expectation);
}

void
tsr_script_item_free (TsrScriptItem *item)
{
  if (item == NULL)
    return;

  g_clear_pointer (&item->expectations, g_ptr_array_unref);
  g_free (item);
}

void
tsr_scenario_failure_free (TsrScenarioFailure *failure)
{
  g_free (failure->message);
  g_free (failure);
}

void
tsr_scenario_free (TsrScenario *scenario)
{
  if (scenario == NULL)
    return;

  g_free (scenario->name);
  g_free (scenario->title);
  g_free (scenario->description);
  g_clear_pointer (&scenario->setup, tsr_game_free);
  g_ptr_array_unref (scenario->script);
  tsr_script_item_free (scenario->expect);
  g_array_unref (scenario->tile_lines);
  g_array_unref (scenario->figure_lines);
  g_array_unref (scenario->token_lines);
  g_free (scenario);
}

/**
 * tsr_scenario_new_from_game:
 * @title: (nullable)
 * @description: (nullable)
 *
 * A scenario of the position @game is in now, with no script: what the
 * window saves when someone builds a position by hand.
 *
 * Returns: (transfer full): the scenario
 */
TsrScenario *
tsr_scenario_new_from_game (const TsrGame *game,
                            const char    *title,
                            const char    *description)
{
  TsrScenario *scenario = tsr_scenario_alloc (title != NULL ? title : "");

  scenario->title = g_strdup (title);
  scenario->description = g_strdup (description);
  scenario->setup = tsr_game_copy (game);
  return scenario;
}

static TsrExpectation *
expectation_copy (const TsrExpectation *e)
{
  TsrExpectation *copy = g_memdup2 (e, sizeof *e);

  copy->rule = g_strdup (e->rule);
  return copy;
}

TsrScriptItem *
tsr_script_item_copy (const TsrScriptItem *item)
{
  TsrScriptItem *copy;

  if (item == NULL)
    return NULL;

  copy = g_memdup2 (item, sizeof *item);
  if (item->expectations != NULL)
    copy->expectations = g_ptr_array_copy (item->expectations, (GCopyFunc) (void (*) (void)) expectation_copy, NULL);
  return copy;
}

TsrScenario *
tsr_scenario_copy (const TsrScenario *scenario)
{
  TsrScenario *copy = g_new0 (TsrScenario, 1);

  copy->name = g_strdup (scenario->name);
  copy->title = g_strdup (scenario->title);
  copy->description = g_strdup (scenario->description);
  copy->setup = tsr_game_copy (scenario->setup);
  copy->has_shuffle = scenario->has_shuffle;
  copy->shuffle = scenario->shuffle;
  copy->script = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_script_item_free);
  for (guint i = 0; i < scenario->script->len; i++)
    g_ptr_array_add (copy->script, tsr_script_item_copy (g_ptr_array_index (scenario->script, i)));
  copy->expect = tsr_script_item_copy (scenario->expect);
  copy->tile_lines = g_array_copy (scenario->tile_lines);
  copy->figure_lines = g_array_copy (scenario->figure_lines);
  copy->token_lines = g_array_copy (scenario->token_lines);
  copy->imported = scenario->imported;
  return copy;
}

void
tsr_scenario_set_text (TsrScenario *scenario,
                       const char  *title,
                       const char  *description)
{
  /* Either may be the scenario's own text, kept as it is. */
  char *new_title = g_strdup (title);
  char *new_description = g_strdup (description);

  g_free (scenario->title);
  g_free (scenario->description);
  scenario->title = new_title;
  scenario->description = new_description;
}

/**
 * tsr_scenario_new_from_play:
 * @setup: the position play started from, as set up (not started)
 * @played: the game played from it
 *
 * A scenario of @setup whose script is what was played in @played, up to
 * where @played stands now: what the window saves after playing.
 *
 * Returns: (transfer full): the scenario
 */
TsrScenario *
tsr_scenario_new_from_play (const TsrGame *setup,
                            const TsrGame *played,
                            const char    *title,
                            const char    *description)
{
  TsrScenario *scenario = tsr_scenario_new_from_game (setup, title, description);

  for (guint i = 0; i < tsr_game_get_n_actions (played); i++)
    g_ptr_array_add (scenario->script, tsr_script_item_new_action (tsr_game_get_action (played, i)));

  return scenario;
}

/* An action played in a game, as a script item that writes it whole. */
TsrScriptItem *
tsr_script_item_new_action (const TsrAction *action)
{
  TsrScriptItem *item = g_new0 (TsrScriptItem, 1);

  item->action = *action;
  if (item->action.tile != NULL)
    item->has |= TSR_HAS_TILE;
  if (item->action.has_pos)
    item->has |= TSR_HAS_POS;
  if (item->action.has_take)
    item->has |= TSR_HAS_TAKE;
  if (item->action.player >= 0)
    item->has |= TSR_HAS_PLAYER;
  return item;
}

/* Whether @played played exactly the script's actions, no more, no fewer:
 * then the scenario, expectations included, still describes it. */
gboolean
tsr_scenario_script_matches (const TsrScenario *scenario,
                             const TsrGame     *played)
{
  guint n = 0;

  for (guint i = 0; i < scenario->script->len; i++)
    {
      const TsrScriptItem *item = g_ptr_array_index (scenario->script, i);

      if (item->is_expect)
        continue;
      if (n >= tsr_game_get_n_actions (played) ||
          !tsr_action_equal (&item->action, tsr_game_get_action (played, n)))
        return FALSE;
      n++;
    }

  return n == tsr_game_get_n_actions (played);
}

const char *
tsr_scenario_get_title (const TsrScenario *scenario)
{
  return scenario->title;
}

const char *
tsr_scenario_get_description (const TsrScenario *scenario)
{
  return scenario->description;
}

/* The position the scenario starts from, as written: set up but not
 * started. */
const TsrGame *
tsr_scenario_get_position (const TsrScenario *scenario)
{
  return scenario->setup;
}

gboolean
tsr_scenario_has_script (const TsrScenario *scenario)
{
  return scenario->script->len > 0;
}

gboolean
tsr_scenario_has_expectations (const TsrScenario *scenario)
{
  if (scenario->expect != NULL)
    return TRUE;

  for (guint i = 0; i < scenario->script->len; i++)
    if (((TsrScriptItem *) g_ptr_array_index (scenario->script, i))->is_expect)
      return TRUE;

  return FALSE;
}

/**
 * tsr_scenario_is_imported:
 *
 * Returns: whether @scenario was made from another program's saved game
 *   rather than read from a scenario file: saved, it needs a file of its
 *   own
 */
gboolean
tsr_scenario_is_imported (const TsrScenario *scenario)
{
  return scenario->imported;
}

/**
 * tsr_scenario_new_game:
 *
 * Returns: (transfer full): a game at the scenario's starting position,
 *   started (the engine ran to its first choice), to play on without
 *   touching the scenario
 */
TsrGame *
tsr_scenario_new_game (const TsrScenario *scenario)
{
  TsrGame *game = tsr_game_copy (scenario->setup);

  if (!tsr_game_is_started (game))
    tsr_game_start (game);

  return game;
}

/* "NAME:LINE:COLUMN: message" */
char *
tsr_scenario_problem (const TsrScenario *scenario,
                      guint              line,
                      guint              column,
                      const char        *message)
{
  return g_strdup_printf ("%s:%u:%u: %s", scenario->name, line, column, message);
}
