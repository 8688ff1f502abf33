/* tsr-bridges-turn.c: laying a bridge in a turn (docs/rules-modules.md, "Bridges")
 *
 * With Bridges switched on by itself, every player has a few ordinary
 * bridges: 3 with up to four players, 2 with five or more.  After placing
 * the tile, the player may lay one across the tile just placed or a tile
 * next to it; a tile that fits only thanks to a bridge makes laying one
 * compulsory.  The Rainbow Bridge is laid under the same rules, before
 * this step: one bridge a turn, whichever kind.  What both kinds share of
 * the turn is here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-bridges-private.h"

TsrModuleId tsr_bridges_module;
TsrChoiceKind tsr_bridge_choice;
static TsrRuleError no_bridge_left;
static guint supply;

/* What the bridge step remembers ends with it, as a position saved at
 * the figure step has it; but for a road a bridge laid beside the new
 * tile finished, to be scored with the turn's. */
typedef struct
{
  gboolean done;          /* this turn's step is over */
  gboolean laid;          /* a bridge, of either kind, was laid this turn */
  gboolean told;          /* the new tile's need of a bridge was announced */
  gboolean finished;      /* a road a bridge laid beside the new tile finished */
  gint32   laid_x;
  gint32   laid_y;
} BridgesState;

gpointer
tsr_bridges_state_new (void)
{
  return g_new0 (BridgesState, 1);
}

gpointer
tsr_bridges_state_copy (gconstpointer state)
{
  return g_memdup2 (state, sizeof (BridgesState));
}

gboolean
tsr_bridges_state_equal (gconstpointer a,
                         gconstpointer b)
{
  const BridgesState *s = a, *t = b;

  return s->done == t->done && s->laid == t->laid && s->told == t->told &&
         s->finished == t->finished && s->laid_x == t->laid_x && s->laid_y == t->laid_y;
}

static BridgesState *
bridges_state (const TsrGame *game)
{
  return tsr_game_get_module_state (game, tsr_bridges_module);
}

/* The supply */

static gint
supply_initial (const TsrGame *game)
{
  if (!tsr_game_module_chosen (game, tsr_bridges_module))
    return 0;

  return tsr_game_get_n_players (game) >= 5 ? 2 : 3;
}

static char *
supply_summary (gint count)
{
  /* Translators: one fact in the list under a player's name */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d bridge left", "%d bridges left", count), count);
}

const TsrPlayerStockDecl tsr_bridges_stocks[] = {
  { "bridge", "bridges", &supply, N_("Bridges Left"), 99, supply_initial, supply_summary },
  { NULL }
};

const TsrRejectionDecl tsr_bridges_rejections[] = {
  { "no-bridge-left", &no_bridge_left },
  { NULL }
};

static gint
bridges_left (TsrGame *game)
{
  return tsr_game_get_stock (game, tsr_game_get_active (game), supply);
}

/* What both kinds share */

/**
 * tsr_bridges_must_fix:
 *
 * Returns: the sides of the tile placed this turn that match only once a
 *   bridge is laid (a bit per side)
 */
guint
tsr_bridges_must_fix (TsrGame *game)
{
  const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), tsr_game_get_placed_index (game));
  guint sides = 0;

  if (tile->type->wildcard)
    return 0;

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      const TsrPlacedTile *next = tsr_board_get (tsr_game_get_board (game), tile->x + tsr_side_dx[side],
                                                 tile->y + tsr_side_dy[side]);
      TsrEdge theirs;

      if (next == NULL)
        continue;
      theirs = next->edges[tsr_side_opposite (side)];
      if (tile->edges[side] != theirs && theirs != TSR_EDGE_WILDCARD)
        sides |= 1u << side;
    }

  return sides;
}

/**
 * tsr_bridges_check_laying:
 *
 * Whether the bridge @action lays may lie where it says this turn: as
 * the board allows, and making the new tile fit when it needs a bridge.
 * How far from the new tile it may go is for the caller.
 */
gboolean
tsr_bridges_check_laying (TsrGame          *game,
                          const TsrAction  *action,
                          GError          **error)
{
  const TsrPlacedTile *tile;

  if (!tsr_bridge_check (game, action->x, action->y, action->axis, error))
    return FALSE;

  tile = tsr_game_get_placed_tile (game);
  if (tsr_bridges_must_fix (game) != 0 &&
      !tsr_bridge_fixes (tsr_game_get_board (game), tile->type, tile->x, tile->y, tile->rotation,
                         action->x, action->y, action->axis))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_EDGE_MISMATCH,
                   _("The tile just placed fits only with a bridge that makes all its sides match."));
      return FALSE;
    }

  return TRUE;
}

/**
 * tsr_bridges_list_placements:
 * @check: whether a bridge may go where an action says
 *
 * Adds to @actions every bridge @check lets lie on the tile just placed
 * or on a tile next to it.
 */
void
tsr_bridges_list_placements (TsrGame              *game,
                             TsrBridgeCheckFunc    check,
                             GArray               *actions)
{
  const TsrPlacedTile *tile = tsr_game_get_placed_tile (game);

  for (gint32 dy = -1; dy <= 1; dy++)
    for (gint32 dx = -1; dx <= 1; dx++)
      for (TsrAxis axis = TSR_AXIS_NS; axis <= TSR_AXIS_EW; axis++)
        {
          TsrAction place;

          if (ABS (dx) + ABS (dy) > 1)
            continue;
          tsr_action_init_at (&place, tsr_place_bridge_action, tile->x + dx, tile->y + dy);
          place.axis = axis;
          if (check (game, &place, NULL))
            g_array_append_val (actions, place);
        }
}

/**
 * tsr_bridges_tell_exception:
 *
 * Says, once a turn, that the tile just placed needs a bridge.
 */
void
tsr_bridges_tell_exception (TsrGame *game)
{
  BridgesState *state = bridges_state (game);
  TsrStep step;

  if (state->told || tsr_bridges_must_fix (game) == 0)
    return;

  state->told = TRUE;
  tsr_step_init (&step, "bridges.exception");
  step.player = tsr_game_get_active (game);
  step.x = tsr_game_get_placed_tile (game)->x;
  step.y = tsr_game_get_placed_tile (game)->y;
  tsr_game_emit (game, &step);
}

/**
 * tsr_bridges_note_laid:
 *
 * A bridge, of either kind, was laid across the tile at (x, y) this turn:
 * no other one may follow.  Laid beside the new tile pointing at it, the
 * road it carries joins the new tile's, which is looked at for completion
 * anyway; laid across that way it finishes a road of its own only where
 * roads it joins were already there (a road the Rainbow Bridge broke, a
 * meteor's crater), and that road is scored with the turn's.
 */
void
tsr_bridges_note_laid (TsrGame *game,
                       gint32   x,
                       gint32   y)
{
  BridgesState *state = bridges_state (game);
  int element;
  const TsrPlacedTile *placed = tsr_game_get_placed_tile (game);
  TsrAxis towards = x != placed->x ? TSR_AXIS_EW : TSR_AXIS_NS;

  state->laid = TRUE;
  if ((x == placed->x && y == placed->y) ||
      tsr_board_get (tsr_game_get_board (game), x, y)->span == towards)
    return;

  element = tsr_game_feature_element (game, x, y, TSR_PORT_SPAN);
  if (element >= 0 && tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element))
    {
      state->finished = TRUE;
      state->laid_x = x;
      state->laid_y = y;
    }
}

/* Ordinary bridges */

static gboolean
check_place (TsrGame          *game,
             const TsrAction  *action,
             GError          **error)
{
  const TsrPlacedTile *tile = tsr_game_get_placed_tile (game);

  if (bridges_left (game) <= 0)
    {
      tsr_rule_error_set (error, no_bridge_left);
      return FALSE;
    }
  if (!action->has_pos || ABS (action->x - tile->x) + ABS (action->y - tile->y) > 1)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_PLACED_TILE,
                   _("A bridge goes on the tile just placed or on a tile next to it."));
      return FALSE;
    }

  return tsr_bridges_check_laying (game, action, error);
}

/**
 * tsr_bridges_could_fix:
 *
 * Returns: whether the active player could lay one of their own bridges
 *   this turn (making the new tile fit, when it needs that)
 */
gboolean
tsr_bridges_could_fix (TsrGame *game)
{
  g_autoptr(GArray) options = NULL;

  if (!tsr_game_module_is_on (game, tsr_bridges_module) || bridges_left (game) <= 0)
    return FALSE;

  options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  tsr_bridges_list_placements (game, check_place, options);
  return options->len > 0;
}

TsrHookResult
tsr_bridges_begin_turn (TsrGame *game)
{
  *bridges_state (game) = (BridgesState) { 0 };
  return TSR_HOOK_DONE;
}

TsrHookResult
tsr_bridges_after_place (TsrGame *game)
{
  BridgesState *state = bridges_state (game);

  if (state->done || state->laid || !tsr_bridges_could_fix (game))
    {
      state->done = state->laid = state->told = FALSE;
      return TSR_HOOK_DONE;
    }

  tsr_bridges_tell_exception (game);
  tsr_game_wait_for (game, tsr_bridge_choice, tsr_game_get_active (game), tsr_bridges_must_fix (game) == 0,
                     tsr_bridges_module);
  return TSR_HOOK_WAIT;
}

guint
tsr_bridges_placement_rescue (TsrGame           *game,
                              const TsrTileType *type,
                              gint32             x,
                              gint32             y,
                              guint              rotation,
                              guint              mismatched)
{
  if (mismatched == 0 || tsr_game_get_active (game) < 0 || bridges_left (game) <= 0)
    return mismatched;

  return tsr_bridge_rescue (tsr_game_get_board (game), type, x, y, rotation, mismatched, TRUE);
}

void
tsr_bridges_collect_completed (TsrGame *game,
                               GArray  *elements)
{
  BridgesState *state = bridges_state (game);
  int element;

  if (!state->finished)
    return;
  element = tsr_game_feature_element (game, state->laid_x, state->laid_y, TSR_PORT_SPAN);
  if (element >= 0)
    {
      guint32 e = element;

      g_array_append_val (elements, e);
    }
}

gboolean
tsr_bridges_turn_unsaved (const TsrGame *game)
{
  return bridges_state (game)->finished;
}

gboolean
tsr_bridges_accepts (TsrGame       *game,
                     TsrActionKind  kind)
{
  return kind == tsr_place_bridge_action;
}

void
tsr_bridges_list_options (TsrGame *game,
                          GArray  *actions)
{
  tsr_bridges_list_placements (game, check_place, actions);
}

gboolean
tsr_bridges_answer (TsrGame          *game,
                    const TsrAction  *action,
                    GError          **error)
{
  gint player = tsr_game_get_active (game);
  TsrStep step;

  if (action->kind == tsr_place_bridge_action)
    {
      if (!check_place (game, action, error))
        return FALSE;

      tsr_game_set_span (game, action->x, action->y, action->axis, 0, NULL);
      tsr_game_set_stock (game, player, supply, bridges_left (game) - 1);
      tsr_bridges_note_laid (game, action->x, action->y);

      tsr_step_init (&step, "bridges.place");
      step.player = player;
      step.x = action->x;
      step.y = action->y;
      step.count = tsr_game_get_stock (game, player, supply);
      tsr_game_emit (game, &step);
    }

  bridges_state (game)->done = TRUE;
  return TRUE;
}

/* A player with no bridge left who asks to lay one after placing the
 * tile hears why not, rather than that nothing may be done now. */
gboolean
tsr_bridges_extra_accepts (TsrGame       *game,
                           TsrActionKind  kind)
{
  gint player = tsr_game_get_active (game);

  return kind == tsr_place_bridge_action && player >= 0 && tsr_game_get_placed_tile (game) != NULL &&
         tsr_game_get_choice_module (game) < 0 && tsr_game_get_choice (game)->kind == TSR_CHOICE_FIGURE &&
         bridges_left (game) <= 0 &&
         ((tsr_game_get_player (game, player)->stocks_set & (1u << supply)) ||
          supply_initial (game) > 0);
}

gboolean
tsr_bridges_extra_action (TsrGame          *game,
                          const TsrAction  *action,
                          GError          **error)
{
  tsr_rule_error_set (error, no_bridge_left);
  return FALSE;
}

const char *
tsr_bridges_prompt (TsrGame *game,
                    TsrStep *values)
{
  values->count = bridges_left (game);
  return tsr_game_get_choice (game)->optional ? NULL : "needed";
}

const char *
tsr_bridges_label (TsrGame         *game,
                   const TsrAction *action,
                   TsrStep         *values)
{
  if (action->kind == tsr_place_bridge_action)
    return action->axis == TSR_AXIS_NS ? "ns" : "ew";

  return NULL;
}
