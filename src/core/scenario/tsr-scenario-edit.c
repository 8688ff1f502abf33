/* tsr-scenario-edit.c: changing a scenario's script where a game stands
 *
 * The window keeps the scenario being written as its truth: what it
 * saves.  Playing on, answering otherwise than the script did, recording
 * an expectation and removing one all change the script at a point of
 * the replay, named by how many actions were played to reach it.
 *
 * A point splits the script in two.  The head is what comes before the
 * action played there: the actions before it, the <expect> blocks
 * checked on the way, and actions refused there as expected.  The rest
 * starts with the scripted action played from there and holds everything
 * after it, the final <expect> included.  Only a replay knows which
 * actions the rules accept, so the split replays the script.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-scenario-private.h"

/* Returns: the index of the first item of the rest at @n_actions, or the
 * script's length when the rest holds no action */
static guint
split (const TsrScenario *scenario,
       guint              n_actions)
{
  TsrRun run = { 0 };
  guint at = scenario->script->len;

  run.points = g_array_new (FALSE, FALSE, sizeof (guint));
  tsr_scenario_replay (scenario, &run);

  for (guint i = 0; i < scenario->script->len; i++)
    {
      const TsrScriptItem *item = g_ptr_array_index (scenario->script, i);
      guint before = g_array_index (run.points, guint, i);
      guint after = g_array_index (run.points, guint, i + 1);

      /* Played from here, or refused where nothing expected it. */
      if (!item->is_expect && before == n_actions && after != n_actions)
        {
          at = i;
          break;
        }
    }

  tsr_run_clear (&run);
  return at;
}

static TsrScriptItem *
expect_item_new (void)
{
  TsrScriptItem *item = g_new0 (TsrScriptItem, 1);

  item->is_expect = TRUE;
  item->expectations = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_expectation_free);
  return item;
}

/**
 * tsr_scenario_set_setup:
 *
 * Replaces the position the script starts from, keeping the script.
 */
void
tsr_scenario_set_setup (TsrScenario   *scenario,
                        const TsrGame *position)
{
  tsr_game_free (scenario->setup);
  scenario->setup = tsr_game_copy (position);
  /* The lines of the file no longer name what is on the board. */
  g_array_set_size (scenario->tile_lines, 0);
  g_array_set_size (scenario->figure_lines, 0);
  g_array_set_size (scenario->token_lines, 0);
}

/* Actions and expectations from item @from on, the final <expect>
 * included when @with_final. */
static guint
count_from (const TsrScenario *scenario,
            guint              from,
            gboolean           with_final,
            guint             *n_expectations)
{
  guint actions = 0, expectations = 0;

  for (guint i = from; i < scenario->script->len; i++)
    {
      const TsrScriptItem *item = g_ptr_array_index (scenario->script, i);

      if (item->is_expect)
        expectations += item->expectations->len;
      else
        actions++;
    }
  if (with_final && scenario->expect != NULL)
    expectations += scenario->expect->expectations->len;

  if (n_expectations != NULL)
    *n_expectations = expectations;
  return actions;
}

/**
 * tsr_scenario_count_script:
 * @n_expectations: (out) (optional): how many expectations it has
 *
 * Returns: how many actions the whole script has
 */
guint
tsr_scenario_count_script (const TsrScenario *scenario,
                           guint             *n_expectations)
{
  return count_from (scenario, 0, TRUE, n_expectations);
}

/**
 * tsr_scenario_count_rest:
 * @n_expectations: (out) (optional): how many expectations the rest holds
 *
 * Returns: how many actions the script has from @n_actions on
 */
guint
tsr_scenario_count_rest (const TsrScenario *scenario,
                         guint              n_actions,
                         guint             *n_expectations)
{
  guint at = split (scenario, n_actions);

  /* The final checks go with the rest only when an action goes. */
  return count_from (scenario, at, at < scenario->script->len, n_expectations);
}

/* Returns: %TRUE when the script plays an action from @n_actions, and
 * which */
gboolean
tsr_scenario_get_next_action (const TsrScenario *scenario,
                              guint              n_actions,
                              TsrAction         *action)
{
  guint at = split (scenario, n_actions);

  if (at >= scenario->script->len)
    return FALSE;

  *action = ((const TsrScriptItem *) g_ptr_array_index (scenario->script, at))->action;
  return TRUE;
}

/**
 * tsr_scenario_play_at:
 * @action: played at @n_actions in place of what the script played there
 * @keep_rest: whether what the script did after that stays, to be
 *   replayed after @action, or goes
 *
 * At the end of the script, @action is added to it; the final <expect>
 * then becomes a block of the script checked where it was, before it.
 */
void
tsr_scenario_play_at (TsrScenario     *scenario,
                      guint            n_actions,
                      const TsrAction *action,
                      gboolean         keep_rest)
{
  guint at = split (scenario, n_actions);

  if (at >= scenario->script->len)
    {
      tsr_scenario_play_on (scenario, action);
      return;
    }

  if (keep_rest)
    {
      tsr_script_item_free (scenario->script->pdata[at]);
      scenario->script->pdata[at] = tsr_script_item_new_action (action);
      return;
    }

  g_ptr_array_set_size (scenario->script, at);
  g_ptr_array_add (scenario->script, tsr_script_item_new_action (action));
  g_clear_pointer (&scenario->expect, tsr_script_item_free);
}

/**
 * tsr_scenario_play_on:
 *
 * Adds @action at the end of the script, where the caller knows the
 * replay stands; the final <expect> becomes a block of the script checked
 * where it was, before it.
 */
void
tsr_scenario_play_on (TsrScenario     *scenario,
                      const TsrAction *action)
{
  if (scenario->expect != NULL)
    g_ptr_array_add (scenario->script, g_steal_pointer (&scenario->expect));
  g_ptr_array_add (scenario->script, tsr_script_item_new_action (action));
}

/**
 * tsr_scenario_add_expectations:
 * @refused: (nullable): an action the rules refuse at @n_actions, which
 *   the expectations follow (they say why it is refused)
 * @expectations: (element-type TsrExpectation): what to expect at
 *   @n_actions; the scenario takes them, leaving the array empty
 *
 * Adds expectations where the script stands after @n_actions actions:
 * to the block already checked there, else in a new one.
 */
void
tsr_scenario_add_expectations (TsrScenario     *scenario,
                               guint            n_actions,
                               const TsrAction *refused,
                               GPtrArray       *expectations)
{
  guint at = split (scenario, n_actions);
  TsrScriptItem *block;

  if (refused != NULL)
    {
      g_ptr_array_insert (scenario->script, at, tsr_script_item_new_action (refused));
      block = expect_item_new ();
      g_ptr_array_insert (scenario->script, at + 1, block);
    }
  else if (at >= scenario->script->len)
    {
      if (scenario->expect == NULL)
        scenario->expect = expect_item_new ();
      block = scenario->expect;
    }
  else if (at > 0 && ((TsrScriptItem *) g_ptr_array_index (scenario->script, at - 1))->is_expect)
    block = g_ptr_array_index (scenario->script, at - 1);
  else
    {
      block = expect_item_new ();
      g_ptr_array_insert (scenario->script, at, block);
    }

  while (expectations->len > 0)
    g_ptr_array_add (block->expectations, g_ptr_array_steal_index (expectations, 0));
}

/* Removes the expectation numbered @index in the order of the script
 * (tsr_scenario_report() numbers them the same way). */
gboolean
tsr_scenario_remove_expectation (TsrScenario *scenario,
                                 guint        index)
{
  for (guint i = 0; i <= scenario->script->len; i++)
    {
      TsrScriptItem *item = i < scenario->script->len ? g_ptr_array_index (scenario->script, i) : scenario->expect;

      if (item == NULL || !item->is_expect)
        continue;
      if (index < item->expectations->len)
        {
          g_ptr_array_remove_index (item->expectations, index);
          return TRUE;
        }
      index -= item->expectations->len;
    }

  return FALSE;
}

/* No actions and no expectations: the position alone. */
void
tsr_scenario_clear_script (TsrScenario *scenario)
{
  g_ptr_array_set_size (scenario->script, 0);
  g_clear_pointer (&scenario->expect, tsr_script_item_free);
}
