/* tsr-scenario-run.c: replaying a scenario's script and checking what it
 * expects
 *
 * The script's actions go through tsr_game_act() exactly as a player's
 * would: optional steps before an action are declined, compulsory choices
 * must be answered, and an action the rules refuse is rejected with its
 * code.  A rejection is expected only when the <expect> right after the
 * action says <rejected/>; any other stops the replay.  Every expectation
 * is checked where it stands; a failure names its line and column, what
 * was expected and what was found.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-scenario-private.h"

typedef struct
{
  const TsrScenario *scenario;
  TsrGame           *game;
  GPtrArray         *failures;
  guint              mark;           /* trace length at the previous <expect> */
  gboolean           acted;          /* an action ran since the previous <expect> */
  GError            *rejection;      /* of the last action, if it was rejected */
} Run;

G_GNUC_PRINTF (3, 4)
static void
fail (Run                  *run,
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

static const char *
player_id (Run  *run,
           gint  player)
{
  return player >= 0 ? tsr_game_get_player (run->game, player)->id : _("nobody");
}

static const char *
yes_no (gboolean value)
{
  return value ? "true" : "false";
}

static guint
count_placements (Run               *run,
                  const TsrTileType *tile)
{
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (TsrPlacement));

  tsr_game_list_placements (run->game, tile, placements);
  return placements->len;
}

static gboolean
figure_present (Run                  *run,
                const TsrExpectation *e)
{
  for (guint i = 0; i < tsr_game_get_n_figures (run->game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (run->game, i);

      if (figure->kind == e->figure && figure->x == e->x && figure->y == e->y &&
          (!(e->has & TSR_HAS_PLAYER) || figure->player == e->player) &&
          (!(e->has & TSR_HAS_PORT) || figure->port == e->port) &&
          (!(e->has & TSR_HAS_CHANCES) || figure->chances == e->count))
        return TRUE;
    }

  return FALSE;
}

/* A token of the expected kind on the tile, on the segment of the
 * expected port when one is given. */
static gboolean
token_present (Run                  *run,
               const TsrExpectation *e)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (run->game), e->x, e->y);

  for (guint i = 0; i < tsr_game_get_n_tokens (run->game); i++)
    {
      const TsrToken *token = tsr_game_get_token (run->game, i);

      if (strcmp (tsr_token_kind_to_string (token->kind), e->token) != 0 || token->x != e->x || token->y != e->y)
        continue;
      if (!(e->has & TSR_HAS_PORT) ||
          (tile != NULL && tsr_placed_tile_segment_at (tile, token->port) == tsr_placed_tile_segment_at (tile, e->port)))
        return TRUE;
    }

  return FALSE;
}

/* Whether the active player may place the figure now: only in the figure
 * step (or the phantom's), on the tile placed this turn. */
static gboolean
can_place (Run                  *run,
           const TsrExpectation *e)
{
  TsrChoiceKind choice = tsr_game_get_choice (run->game)->kind;
  TsrAction action;

  if (choice != TSR_CHOICE_FIGURE && choice != TSR_CHOICE_PHANTOM)
    return FALSE;
  if (choice == TSR_CHOICE_PHANTOM && e->figure != TSR_FIGURE_PHANTOM)
    return FALSE;

  tsr_action_init (&action, TSR_ACTION_PLACE_FIGURE);
  action.figure = e->figure;
  action.port = e->port;
  action.has_pos = (e->has & TSR_HAS_POS) != 0;
  action.x = e->x;
  action.y = e->y;
  return tsr_game_check_figure (run->game, &action, NULL);
}

static gboolean
step_since_mark (Run        *run,
                 const char *rule)
{
  for (guint i = run->mark; i < tsr_game_get_n_steps (run->game); i++)
    if (strcmp (tsr_game_get_step (run->game, i)->rule, rule) == 0)
      return TRUE;

  return FALSE;
}

static void
check_feature (Run                  *run,
               const TsrExpectation *e)
{
  TsrFeatureInfo info;

  if (!tsr_game_get_feature (run->game, e->x, e->y, e->port, &info))
    {
      fail (run, e, _("expected a feature at (%d, %d) %s, found none"), e->x, e->y, tsr_port_to_string (e->port));
      return;
    }

  if ((e->has & TSR_HAS_COMPLETE) && info.complete != e->complete)
    fail (run, e, _("expected the %s at (%d, %d) %s complete=\"%s\", found %s"),
          tsr_feature_kind_to_string (info.kind), e->x, e->y, tsr_port_to_string (e->port),
          yes_no (e->complete), yes_no (info.complete));
  if ((e->has & TSR_HAS_INFECTED) && (info.tokens > 0) != e->infected)
    fail (run, e, _("expected the %s at (%d, %d) %s infected=\"%s\", found %s"),
          tsr_feature_kind_to_string (info.kind), e->x, e->y, tsr_port_to_string (e->port),
          yes_no (e->infected), yes_no (info.tokens > 0));
  /* Broken: can never be completed, whether a road lost the Rainbow
   * Bridge or the flood reached the feature (RULES.md §13). */
  if ((e->has & TSR_HAS_BROKEN) && ((info.flags & TSR_FEATURE_FLAG_NEVER_COMPLETE) != 0) != e->broken)
    fail (run, e, _("expected the %s at (%d, %d) %s broken=\"%s\", found %s"),
          tsr_feature_kind_to_string (info.kind), e->x, e->y, tsr_port_to_string (e->port),
          yes_no (e->broken), yes_no (!e->broken));
  if ((e->has & TSR_HAS_DESTROYED) && ((info.flags & TSR_FEATURE_FLAG_DESTROYED) != 0) != e->destroyed)
    fail (run, e, _("expected the %s at (%d, %d) %s destroyed=\"%s\", found %s"),
          tsr_feature_kind_to_string (info.kind), e->x, e->y, tsr_port_to_string (e->port),
          yes_no (e->destroyed), yes_no (!e->destroyed));
  if ((e->has & TSR_HAS_TILES) && info.tiles != e->tiles)
    fail (run, e, _("expected the %s at (%d, %d) %s to cover %lld tiles, found %u"),
          tsr_feature_kind_to_string (info.kind), e->x, e->y, tsr_port_to_string (e->port), (long long) e->tiles, info.tiles);
  if ((e->has & TSR_HAS_POINTS) && info.points != e->points)
    {
      g_autofree char *expr = tsr_score_expr_to_string (&info.expr);

      fail (run, e, _("expected the %s at (%d, %d) %s to be worth %lld points, found %d (%s)"),
            tsr_feature_kind_to_string (info.kind), e->x, e->y, tsr_port_to_string (e->port),
            (long long) e->points, info.points, expr);
    }
}

static void
check (Run                  *run,
       const TsrExpectation *e)
{
  TsrGame *game = run->game;

  switch (e->kind)
    {
    case TSR_EXPECT_SCORE:
      {
        gint32 score = tsr_game_get_player (game, e->player)->score;

        if (score != e->count)
          fail (run, e, _("expected %s's score %lld, found %d"),
                player_id (run, e->player), (long long) e->count, score);
      }
      break;

    case TSR_EXPECT_SUPPLY:
      {
        gint supply = tsr_game_get_supply (game, e->player, e->figure);

        if (supply != e->count)
          fail (run, e, _("expected %lld of %s's %s in the supply, found %d"),
                (long long) e->count, player_id (run, e->player), tsr_figure_kind_to_string (e->figure), supply);
      }
      break;

    case TSR_EXPECT_REMOVED:
      {
        gint removed = tsr_game_get_player (game, e->player)->removed[tsr_figure_kind_supply (e->figure)];

        if (removed != e->count)
          fail (run, e, _("expected %lld of %s's %s removed from the game, found %d"),
                (long long) e->count, player_id (run, e->player), tsr_figure_kind_to_string (e->figure), removed);
      }
      break;

    case TSR_EXPECT_FIGURE:
      if (figure_present (run, e) != e->flag)
        fail (run, e, e->flag ? _("expected a %s at (%d, %d)%s%s, found none")
                              : _("expected no %s at (%d, %d)%s%s, found one"),
              tsr_figure_kind_to_string (e->figure), e->x, e->y,
              (e->has & TSR_HAS_PORT) ? " " : "", (e->has & TSR_HAS_PORT) ? tsr_port_to_string (e->port) : "");
      break;

    case TSR_EXPECT_TOKEN:
      if (token_present (run, e) != e->flag)
        fail (run, e, e->flag ? _("expected a %s token at (%d, %d)%s%s, found none")
                              : _("expected no %s token at (%d, %d)%s%s, found one"),
              e->token, e->x, e->y,
              (e->has & TSR_HAS_PORT) ? " " : "", (e->has & TSR_HAS_PORT) ? tsr_port_to_string (e->port) : "");
      break;

    case TSR_EXPECT_TOKENS:
      {
        TsrTokenKind kind = TSR_TOKEN_INFECTION;
        gint supply;

        tsr_token_kind_from_string (e->token, &kind);
        supply = tsr_game_get_token_supply (game, kind);
        if (supply != e->count)
          fail (run, e, _("expected %lld %s tokens in the supply, found %d"),
                (long long) e->count, e->token, supply);
      }
      break;

    case TSR_EXPECT_FEATURE:
      check_feature (run, e);
      break;

    case TSR_EXPECT_TURN:
      if ((e->has & TSR_HAS_PLAYER) && tsr_game_get_active (game) != e->player)
        fail (run, e, _("expected %s's turn, found %s's"),
              player_id (run, e->player), player_id (run, tsr_game_get_active (game)));
      if ((e->has & TSR_HAS_PHASE) && tsr_game_get_phase (game) != e->phase)
        fail (run, e, _("expected the phase %s, found %s"),
              tsr_phase_to_string (e->phase), tsr_phase_to_string (tsr_game_get_phase (game)));
      break;

    case TSR_EXPECT_PENDING:
      {
        const TsrChoice *choice = tsr_game_get_choice (game);

        if (choice->kind != e->choice || ((e->has & TSR_HAS_PLAYER) && choice->player != e->player))
          fail (run, e, _("expected the choice %s for %s, found %s for %s"),
                tsr_choice_kind_to_string (e->choice),
                player_id (run, (e->has & TSR_HAS_PLAYER) ? e->player : choice->player),
                tsr_choice_kind_to_string (choice->kind), player_id (run, choice->player));
      }
      break;

    case TSR_EXPECT_PLACEMENTS:
      {
        guint n = count_placements (run, e->tile);

        if (n != e->count)
          fail (run, e, _("expected %lld legal placements of %s, found %u"),
                (long long) e->count, e->tile->id, n);
      }
      break;

    case TSR_EXPECT_LEGAL:
      {
        g_autoptr(GError) why = NULL;
        gboolean legal = tsr_game_check_placement (game, e->tile, e->x, e->y, e->rotation, &why);

        if (legal != e->flag)
          fail (run, e, legal ? _("expected %s at (%d, %d) turned %d° to be illegal, found it legal")
                              : _("expected %s at (%d, %d) turned %d° to be legal, found it illegal: %s"),
                e->tile->id, e->x, e->y, e->rotation * 90, why != NULL ? why->message : "");
      }
      break;

    case TSR_EXPECT_CAN_PLACE:
      if (can_place (run, e) != e->flag)
        fail (run, e, e->flag ? _("expected the active player to be allowed a %s at %s, found it refused")
                              : _("expected the active player not to be allowed a %s at %s, found it allowed"),
              tsr_figure_kind_to_string (e->figure), tsr_port_to_string (e->port));
      break;

    case TSR_EXPECT_STEP:
      if (!step_since_mark (run, e->rule))
        fail (run, e, _("expected a step of the rule %s since the previous <expect>, found none"), e->rule);
      break;

    case TSR_EXPECT_REJECTED:
      if (run->rejection == NULL)
        fail (run, e, run->acted ? _("expected the action before to be rejected, found it accepted")
                                 : _("expected a rejected action before this, found no action"));
      else if ((e->has & TSR_HAS_CODE) && strcmp (tsr_rule_error_to_string (run->rejection->code), e->code) != 0)
        fail (run, e, _("expected the rejection %s, found %s (%s)"),
              e->code, tsr_rule_error_to_string (run->rejection->code), run->rejection->message);
      break;

    case TSR_N_EXPECTS:
    default:
      g_assert_not_reached ();
    }
}

static gboolean
expects_rejection (const TsrScriptItem *item)
{
  if (item == NULL || !item->is_expect)
    return FALSE;

  for (guint i = 0; i < item->expectations->len; i++)
    if (((TsrExpectation *) g_ptr_array_index (item->expectations, i))->kind == TSR_EXPECT_REJECTED)
      return TRUE;

  return FALSE;
}

static void
check_block (Run                 *run,
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
  Run run = { scenario, tsr_scenario_new_game (scenario), NULL, 0, FALSE, NULL };
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
