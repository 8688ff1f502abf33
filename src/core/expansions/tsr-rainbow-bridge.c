/* tsr-rainbow-bridge.c: The Rainbow Bridge fan expansion (docs/rules-modules.md)
 *
 * One bridge for everybody.  Between drawing and placing, a player with
 * at least 5 points may buy it, from beside the board or from the tile it
 * lies on; taking it from a tile breaks the roads it joined.  After
 * placing, its holder may lay it across the tile just placed (the
 * placement exception of bridges included) or keep it.  Nobody can stand
 * on it but a phantom: any other figure put on it falls onto an incomplete
 * feature of that tile, and so does a phantom that chooses to, or whose
 * bridge is taken away.
 *
 * Where the bridge is lives on the board (a span with the module's mark)
 * and with the players (a flag of theirs; tsr-rainbow-bridge-pieces.c);
 * this state only follows the turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-bridges.h"
#include "tsr-builtin-modules.h"
#include "tsr-phantom.h"
#include "tsr-rainbow-bridge-private.h"

#define PRICE 5

TsrModuleId tsr_rainbow_bridge_module;
static TsrActionKind claim_action, land_action;
static TsrChoiceKind land_choice;

static const TsrRuleDecl rules[] = {
  { "rainbow-bridge.claim", TSR_PH_PLAYER | TSR_PH_POINTS, TSR_RULE_PAYS },
  { "rainbow-bridge.claim-held", TSR_PH_PLAYER | TSR_PH_OTHER | TSR_PH_POINTS, TSR_RULE_PAYS },
  { "rainbow-bridge.take", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "rainbow-bridge.break", TSR_PH_PLACE },
  { "rainbow-bridge.token-home", TSR_PH_POSITION },
  { "rainbow-bridge.place", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "rainbow-bridge.fall", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_POSITION },
  { "rainbow-bridge.land", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "rainbow-bridge.fall-home", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_POSITION },
  { "rainbow-bridge.phantom-stays", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "rainbow-bridge.struck", TSR_PH_POSITION },
  { "rainbow-bridge.struck-gone", TSR_PH_POSITION },
  { NULL, 0 }
};


static gpointer
rainbow_state_new (void)
{
  return g_new0 (RainbowState, 1);
}

static gpointer
rainbow_state_copy (gconstpointer state)
{
  return g_memdup2 (state, sizeof (RainbowState));
}

static gboolean
rainbow_state_equal (gconstpointer a,
                     gconstpointer b)
{
  const RainbowState *x = a, *y = b;

  return x->bridge_done == y->bridge_done &&
         x->phantom_decided == y->phantom_decided && x->falling == y->falling &&
         x->taking == y->taking && (!x->taking || (x->take_x == y->take_x && x->take_y == y->take_y)) &&
         x->gone == y->gone;
}

RainbowState *
tsr_rainbow_state (const TsrGame *game)
{
  return tsr_game_get_module_state (game, tsr_rainbow_bridge_module);
}

/* Falling (docs/rules-modules.md, "The Rainbow Bridge") */

static int
figure_on_bridge (TsrGame *game,
                  gint32   x,
                  gint32   y)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (figure->x == x && figure->y == y && figure->port == TSR_PORT_SPAN)
        return i;
    }

  return -1;
}

/* Whether @figure may land on @port of its tile: an incomplete road, city,
 * monastery or amphitheatre it can stand on, occupied or not. */
static gboolean
landing_ok (TsrGame         *game,
            const TsrFigure *figure,
            TsrPort          port)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), figure->x, figure->y);
  int segment = tsr_placed_tile_segment_at (tile, port);
  TsrFeatureKind kind;
  int element;

  if (segment < 0 || (guint) segment == TSR_SPAN_SEGMENT (tile))
    return FALSE;

  kind = tsr_placed_tile_segment_kind (tile, segment);
  if (kind == TSR_FEATURE_FIELD || !tsr_figure_kind_can_stand (figure->kind, kind))
    return FALSE;

  element = tsr_game_feature_element (game, figure->x, figure->y, port);
  return !tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element);
}

/* The phantom put on the bridge this turn may stay there, as the thief of
 * its road when nobody else holds that road. */
static gboolean
may_stay (TsrGame         *game,
          const TsrFigure *figure)
{
  const TsrPlacedTile *placed = tsr_game_get_placed_tile (game);
  int road;

  if (figure->kind != tsr_phantom_kind || tsr_rainbow_state (game)->taking || placed == NULL ||
      figure->x != placed->x || figure->y != placed->y)
    return FALSE;

  road = tsr_game_feature_element (game, figure->x, figure->y, TSR_PORT_SPAN);
  return road >= 0 && !tsr_game_feature_occupied (game, road, figure);
}

/* Anybody put on the Rainbow Bridge falls, whoever holds its road; only
 * a phantom may stay, and only on a free road (may_stay()). */
static gboolean
rainbow_figure_falls (TsrGame         *game,
                      const TsrFigure *candidate)
{
  const TsrPlacedTile *placed = tsr_game_get_placed_tile (game);

  return candidate->port == TSR_PORT_SPAN && placed != NULL && tsr_span_is_rainbow (placed);
}

static void
list_landings (TsrGame         *game,
               const TsrFigure *figure,
               GArray          *actions)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), figure->x, figure->y);

  for (guint s = 0; s < tile->type->n_segments; s++)
    {
      TsrPort port = tsr_placed_tile_segment_anchor (tile, s);
      TsrAction land;

      if (!landing_ok (game, figure, port))
        continue;
      tsr_action_init (&land, land_action);
      land.port = port;
      g_array_append_val (actions, land);
    }

  if (may_stay (game, figure))
    {
      TsrAction stay;

      tsr_action_init (&stay, land_action);
      stay.port = TSR_PORT_SPAN;
      g_array_append_val (actions, stay);
    }
}

static void
emit_figure_step (TsrGame         *game,
                  const char      *rule,
                  const TsrFigure *figure)
{
  TsrStep step;

  tsr_step_init (&step, rule);
  step.player = figure->player;
  step.figure = figure->kind;
  step.x = figure->x;
  step.y = figure->y;
  step.port = figure->port;
  if (figure->port != TSR_PORT_SPAN)
    step.feature = tsr_features_get_data (tsr_game_get_features (game),
                                          tsr_game_feature_element (game, figure->x, figure->y,
                                                                    figure->port))->kind;
  tsr_game_emit (game, &step);
}

/* The figure at @index falls: it lands where its owner says (waits), or
 * goes home when nothing can take it. */
static TsrHookResult
fall (TsrGame *game,
      guint    index)
{
  RainbowState *state = tsr_rainbow_state (game);
  TsrFigure figure = *tsr_game_get_figure (game, index);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));

  /* A phantom that may stay has not fallen yet. */
  if (!state->falling && !may_stay (game, &figure))
    {
      state->falling = TRUE;
      emit_figure_step (game, "rainbow-bridge.fall", &figure);
    }

  list_landings (game, &figure, options);
  if (options->len == 0)
    {
      tsr_game_take_figure (game, index);
      state->falling = FALSE;
      emit_figure_step (game, "rainbow-bridge.fall-home", &figure);
      return TSR_HOOK_DONE;
    }

  tsr_game_wait_for (game, land_choice,
                     tsr_game_variant_is (game, "rainbow-bridge.landing-chooser", "active")
                       ? tsr_game_get_active (game) : figure.player,
                     FALSE, tsr_rainbow_bridge_module);
  return TSR_HOOK_WAIT;
}

/* The roads the bridge at (x, y) joined can never be completed. */
static void
break_roads (TsrGame *game,
             gint32   x,
             gint32   y,
             TsrAxis  axis)
{
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      gint32 nx = x + tsr_side_dx[side], ny = y + tsr_side_dy[side];
      TsrPort port = tsr_side_port (tsr_side_opposite (side), 1);
      int element;
      TsrStep step;

      if (!(tsr_axis_sides (axis) & (1u << side)))
        continue;
      element = tsr_game_feature_element (game, nx, ny, port);
      if (element < 0 || tsr_features_get_data (tsr_game_get_features (game), element)->kind != TSR_FEATURE_ROAD)
        continue;

      tsr_game_add_flags (game, nx, ny, port, TSR_FEATURE_FLAG_BROKEN, NULL);
      tsr_step_init (&step, "rainbow-bridge.break");
      step.x = nx;
      step.y = ny;
      step.port = port;
      step.feature = TSR_FEATURE_ROAD;
      tsr_game_emit (game, &step);
    }
}

/**
 * tsr_rainbow_bridge_struck:
 *
 * A meteor or the flood takes the tile at (x, y) out of the game, its
 * figures already gone home: a Rainbow Bridge lying across it breaks the
 * roads it joined and goes back beside the board or, with the variant
 * rainbow-bridge.on-meteor, out of the game.
 */
void
tsr_rainbow_bridge_struck (TsrGame *game,
                           gint32   x,
                           gint32   y)
{
  const TsrPlacedTile *tile;
  TsrAxis axis;
  TsrStep step;

  if (!tsr_game_module_is_on (game, tsr_rainbow_bridge_module))
    return;
  tile = tsr_board_get (tsr_game_get_board (game), x, y);
  if (tile == NULL || !tsr_span_is_rainbow (tile))
    return;

  axis = tile->span;
  tsr_game_clear_span (game, x, y);
  tsr_game_set_span (game, x, y, TSR_AXIS_NONE, 0, NULL);
  break_roads (game, x, y, axis);
  tsr_rainbow_state (game)->gone = tsr_game_variant_is (game, "rainbow-bridge.on-meteor", "removed-from-game");

  tsr_step_init (&step, tsr_rainbow_state (game)->gone ? "rainbow-bridge.struck-gone" : "rainbow-bridge.struck");
  step.x = x;
  step.y = y;
  tsr_game_emit (game, &step);
}

/* The bridge bought off a tile leaves it, once nobody stands on it. */
static void
finish_take (TsrGame *game)
{
  RainbowState *state = tsr_rainbow_state (game);
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), state->take_x, state->take_y);
  TsrAxis axis = tile->span;

  state->taking = FALSE;

  /* Tokens lying on it (infection) leave with it, back to their supply;
   * its figure has fallen already. */
  for (guint n = tsr_game_clear_span (game, state->take_x, state->take_y); n > 0; n--)
    {
      TsrStep step;

      tsr_step_init (&step, "rainbow-bridge.token-home");
      step.x = state->take_x;
      step.y = state->take_y;
      tsr_game_emit (game, &step);
    }

  tsr_game_set_span (game, state->take_x, state->take_y, TSR_AXIS_NONE, 0, NULL);
  tsr_game_set_rainbow_holder (game, tsr_game_get_active (game));
  break_roads (game, state->take_x, state->take_y, axis);
}

static TsrHookResult
rainbow_interrupt (TsrGame *game)
{
  RainbowState *state = tsr_rainbow_state (game);
  const TsrPlacedTile *tile;
  int index;

  /* What the bridge step remembers ends with it, as a saved position
   * at the figure step would have it. */
  if (tsr_game_get_stage (game) > TSR_STAGE_AFTER_PLACE)
    state->bridge_done = FALSE;

  if (state->taking)
    {
      index = figure_on_bridge (game, state->take_x, state->take_y);
      if (index >= 0 && fall (game, index) == TSR_HOOK_WAIT)
        return TSR_HOOK_WAIT;
      finish_take (game);
    }

  /* A tornado, which moves only after a placement, may set a follower
   * down on the bridge of another tile. */
  if (tsr_game_has_module (game, "disasters") && tsr_game_get_stage (game) == TSR_STAGE_AFTER_PLACE &&
      !tsr_game_variant_is (game, "rainbow-bridge.moved-onto-bridge", "stays"))
    {
      gint32 x, y;

      if (tsr_game_get_rainbow_bridge (game, NULL, &x, &y) == TSR_RAINBOW_ON_TILE &&
          (tsr_game_get_placed_tile (game) == NULL || x != tsr_game_get_placed_tile (game)->x || y != tsr_game_get_placed_tile (game)->y))
        {
          index = figure_on_bridge (game, x, y);
          if (index >= 0 && tsr_game_get_figure (game, index)->kind != tsr_phantom_kind)
            return fall (game, index);
        }
    }

  if (tsr_game_get_placed_tile (game) == NULL)
    return TSR_HOOK_DONE;
  tile = tsr_game_get_placed_tile (game);
  if (!tsr_span_is_rainbow (tile))
    return TSR_HOOK_DONE;

  index = figure_on_bridge (game, tile->x, tile->y);
  if (index < 0)
    return TSR_HOOK_DONE;
  if (tsr_game_get_figure (game, index)->kind == tsr_phantom_kind && state->phantom_decided)
    return TSR_HOOK_DONE;

  return fall (game, index);
}

/* Claiming (before the tile is placed) */

static gboolean
check_claim (TsrGame          *game,
             const TsrAction  *action,
             GError          **error)
{
  gint holder;
  gint32 x = 0, y = 0;
  TsrRainbowPlace place = tsr_game_get_rainbow_bridge (game, &holder, &x, &y);

  /* Buying it makes the buyer its holder until the tile is placed: one
   * claim a turn follows. */
  if (place == TSR_RAINBOW_GONE)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   _("The Rainbow Bridge left the game with the tile a disaster destroyed."));
      return FALSE;
    }
  if (holder == tsr_game_get_active (game))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   /* Translators: %s is the name of the player who wants to buy the Rainbow Bridge */
                   _("%s holds the Rainbow Bridge already."), tsr_player_get_display_name (tsr_game_player (game, holder)));
      return FALSE;
    }
  if (place == TSR_RAINBOW_HELD && !tsr_game_variant_is (game, "rainbow-bridge.buy-from-holder", "yes"))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   _("Nobody can buy the Rainbow Bridge while another player holds it."));
      return FALSE;
    }
  if (tsr_game_player (game, tsr_game_get_active (game))->score < PRICE)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   /* Translators: %s is the name of the player who wants to buy the Rainbow Bridge, %d
                    * their score */
                   _("Buying the Rainbow Bridge costs 5 points, and %s has %d."),
                   tsr_player_get_display_name (tsr_game_player (game, tsr_game_get_active (game))),
                   tsr_game_player (game, tsr_game_get_active (game))->score);
      return FALSE;
    }
  if (place == TSR_RAINBOW_ON_TILE && (!action->has_pos || action->x != x || action->y != y))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   /* Translators: (%d, %d) is the position (column, row) of the tile that carries the
                    * Rainbow Bridge */
                   _("The Rainbow Bridge lies on the tile at (%d, %d); name that tile to take it."), x, y);
      return FALSE;
    }
  if (place != TSR_RAINBOW_ON_TILE && action->has_pos)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   /* Translators: (%d, %d) is the position (column, row) of the tile the player named */
                   _("The Rainbow Bridge is not on the tile at (%d, %d)."), action->x, action->y);
      return FALSE;
    }

  return TRUE;
}

static gboolean
claim_open (TsrGame *game)
{
  return tsr_game_get_choice (game)->kind == TSR_CHOICE_PLACE_TILE && tsr_game_get_drawn (game) != NULL;
}

static void
rainbow_extra_options (TsrGame *game,
                       GArray  *actions)
{
  TsrAction claim;
  gint32 x, y;

  if (!claim_open (game))
    return;

  tsr_action_init (&claim, claim_action);
  if (tsr_game_get_rainbow_bridge (game, NULL, &x, &y) == TSR_RAINBOW_ON_TILE)
    {
      claim.has_pos = TRUE;
      claim.x = x;
      claim.y = y;
    }
  if (check_claim (game, &claim, NULL))
    g_array_append_val (actions, claim);
}

static gboolean
rainbow_extra_accepts (TsrGame       *game,
                       TsrActionKind  kind)
{
  return kind == claim_action && claim_open (game);
}

static gboolean
rainbow_extra_action (TsrGame          *game,
                      const TsrAction  *action,
                      GError          **error)
{
  RainbowState *state = tsr_rainbow_state (game);
  TsrPlayer *player = tsr_game_player (game, tsr_game_get_active (game));
  gint holder;
  gint32 x = 0, y = 0;
  TsrRainbowPlace place;
  TsrStep step;

  if (!check_claim (game, action, error))
    return FALSE;

  place = tsr_game_get_rainbow_bridge (game, &holder, &x, &y);
  player->score -= PRICE;
  if (place != TSR_RAINBOW_ON_TILE)
    tsr_game_set_rainbow_holder (game, tsr_game_get_active (game));

  tsr_step_init (&step, place == TSR_RAINBOW_HELD ? "rainbow-bridge.claim-held" : "rainbow-bridge.claim");
  step.player = tsr_game_get_active (game);
  step.other = holder;
  step.points = PRICE;
  tsr_game_emit (game, &step);

  if (place == TSR_RAINBOW_ON_TILE)
    {
      tsr_step_init (&step, "rainbow-bridge.take");
      step.player = tsr_game_get_active (game);
      step.x = x;
      step.y = y;
      tsr_game_emit (game, &step);

      /* Still on the tile until whoever stands on it has fallen; then
       * in the buyer's hand. */
      state->taking = TRUE;
      state->take_x = x;
      state->take_y = y;
    }

  return TRUE;
}

/* Placing */

static gboolean
check_place (TsrGame          *game,
             const TsrAction  *action,
             GError          **error)
{
  gint32 dx, dy;

  if (!action->has_pos || !tsr_rainbow_holds (game, tsr_game_get_active (game)))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }

  dx = ABS (action->x - tsr_game_get_placed_tile (game)->x);
  dy = ABS (action->y - tsr_game_get_placed_tile (game)->y);
  if (dx + dy > (tsr_game_variant_is (game, "rainbow-bridge.placement", "placed-or-adjacent") ? 1 : 0))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_PLACED_TILE,
                   tsr_game_variant_is (game, "rainbow-bridge.placement", "placed-or-adjacent")
                     ? _("The Rainbow Bridge goes on the tile just placed or on a tile next to it.")
                     : _("The Rainbow Bridge goes on the tile just placed."));
      return FALSE;
    }

  return tsr_bridges_check_laying (game, action, error);
}

/* Whether the mark @index lies on a broken road's end that now faces a
 * road. */
static gboolean
reconnected (TsrGame *game,
             guint    index)
{
  guint32 flags;
  const TsrLocation *where = tsr_game_get_flag_mark (game, index, &flags);
  TsrSide side;
  const TsrPlacedTile *next;

  /* A mark on a bridge or a tile's centre is no end of the road. */
  if (!tsr_feature_flags_have (flags, TSR_FEATURE_FLAG_BROKEN) || !TSR_PORT_IS_EDGE (where->port))
    return FALSE;

  side = tsr_port_side (where->port);
  next = tsr_board_get (tsr_game_get_board (game), where->x + tsr_side_dx[side], where->y + tsr_side_dy[side]);
  return next != NULL && next->edges[tsr_side_opposite (side)] == TSR_EDGE_ROAD;
}

/* Until-reconnected: a broken road heals once its end faces a road. */
static void
heal_broken (TsrGame *game)
{
  for (guint i = 0; i < tsr_game_get_n_flag_marks (game); )
    {
      if (reconnected (game, i))
        tsr_game_remove_flag_mark (game, i);
      else
        i++;
    }
}

static gboolean
place_bridge (TsrGame          *game,
              const TsrAction  *action,
              GError          **error)
{
  TsrStep step;

  if (!check_place (game, action, error))
    return FALSE;

  tsr_game_set_rainbow_holder (game, -1);
  tsr_game_set_span (game, action->x, action->y, action->axis, TSR_RAINBOW_SPAN, NULL);
  if (tsr_game_variant_is (game, "rainbow-bridge.broken", "until-reconnected"))
    {
      heal_broken (game);
      tsr_game_rebuild_features (game);
    }

  tsr_bridges_note_laid (game, action->x, action->y);
  tsr_step_init (&step, "rainbow-bridge.place");
  step.player = tsr_game_get_active (game);
  step.x = action->x;
  step.y = action->y;
  tsr_game_emit (game, &step);
  return TRUE;
}

/* A tile that needs a bridge needs this one unless the player could lay
 * one of their own instead, in the step that follows. */
static TsrHookResult
rainbow_after_place (TsrGame *game)
{
  RainbowState *state = tsr_rainbow_state (game);
  g_autoptr(GArray) options = NULL;

  if (state->bridge_done || !tsr_rainbow_holds (game, tsr_game_get_active (game)))
    return TSR_HOOK_DONE;

  options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  tsr_bridges_list_placements (game, check_place, options);
  if (options->len == 0)
    {
      state->bridge_done = TRUE;
      return TSR_HOOK_DONE;
    }

  tsr_bridges_tell_exception (game);
  tsr_game_wait_for (game, tsr_bridge_choice, tsr_game_get_active (game),
                     tsr_bridges_must_fix (game) == 0 || tsr_bridges_could_fix (game),
                     tsr_rainbow_bridge_module);
  return TSR_HOOK_WAIT;
}

static TsrHookResult
rainbow_begin_turn (TsrGame *game)
{
  RainbowState *state = tsr_rainbow_state (game);

  state->bridge_done = FALSE;
  state->phantom_decided = FALSE;
  return TSR_HOOK_DONE;
}

static guint
rainbow_placement_rescue (TsrGame           *game,
                          const TsrTileType *type,
                          gint32             x,
                          gint32             y,
                          guint              rotation,
                          guint              mismatched)
{
  if (mismatched == 0 || tsr_game_get_active (game) < 0 || !tsr_rainbow_holds (game, tsr_game_get_active (game)))
    return mismatched;

  return tsr_bridge_rescue (tsr_game_get_board (game), type, x, y, rotation, mismatched,
                            tsr_game_variant_is (game, "rainbow-bridge.placement", "placed-or-adjacent"));
}

/* Its own choices: where to lay it, where a figure lands */

static gboolean
rainbow_accepts (TsrGame       *game,
                 TsrActionKind  kind)
{
  TsrChoiceKind choice = tsr_game_get_choice (game)->kind;

  return (choice == tsr_bridge_choice && kind == tsr_place_bridge_action) ||
         (choice == land_choice && kind == land_action);
}

static const TsrFigure *
falling_figure (TsrGame *game,
                guint   *index)
{
  RainbowState *state = tsr_rainbow_state (game);
  gint32 x = 0, y = 0;
  int found;

  /* The bridge lies on one tile: the new one, or one a tornado visited. */
  if (state->taking)
    found = figure_on_bridge (game, state->take_x, state->take_y);
  else if (tsr_game_get_rainbow_bridge (game, NULL, &x, &y) == TSR_RAINBOW_ON_TILE)
    found = figure_on_bridge (game, x, y);
  else
    found = -1;

  g_assert (found >= 0);
  *index = found;
  return tsr_game_get_figure (game, found);
}

/**
 * tsr_game_get_falling_figure:
 * @x: (out): the tile the figure falls onto
 * @y: (out):
 *
 * Returns: whether the game waits for a figure to land (the answers name
 *   only a port of that tile)
 */
gboolean
tsr_game_get_falling_figure (const TsrGame *game,
                             gint32        *x,
                             gint32        *y)
{
  guint index;
  const TsrFigure *figure;

  if (tsr_game_get_choice (game)->kind != land_choice || tsr_game_get_choice_module (game) != (int) tsr_rainbow_bridge_module)
    return FALSE;

  figure = falling_figure ((TsrGame *) game, &index);
  *x = figure->x;
  *y = figure->y;
  return TRUE;
}

static void
rainbow_list_options (TsrGame *game,
                      GArray  *actions)
{
  guint index;

  if (tsr_game_get_choice (game)->kind == tsr_bridge_choice)
    tsr_bridges_list_placements (game, check_place, actions);
  else if (tsr_game_get_choice (game)->kind == land_choice)
    list_landings (game, falling_figure (game, &index), actions);
}

static gboolean
land (TsrGame          *game,
      const TsrAction  *action,
      GError          **error)
{
  RainbowState *state = tsr_rainbow_state (game);
  guint index;
  TsrFigure figure = *falling_figure (game, &index);

  if (action->port == TSR_PORT_SPAN && may_stay (game, &figure))
    {
      TsrStep step;

      state->phantom_decided = TRUE;
      state->falling = FALSE;
      tsr_step_init (&step, "rainbow-bridge.phantom-stays");
      step.player = figure.player;
      step.x = figure.x;
      step.y = figure.y;
      tsr_game_emit (game, &step);
      return TRUE;
    }

  if (!landing_ok (game, &figure, action->port))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_WRONG_FEATURE,
                   _("A falling figure lands on an unfinished road, city, monastery or amphitheatre of its tile."));
      return FALSE;
    }

  tsr_game_take_figure (game, index);
  figure.port = action->port;
  tsr_game_put_figure (game, &figure);
  state->falling = FALSE;
  emit_figure_step (game, "rainbow-bridge.land", &figure);
  tsr_game_figure_entered (game, &figure);
  return TRUE;
}

static gboolean
rainbow_answer (TsrGame          *game,
                const TsrAction  *action,
                GError          **error)
{
  if (tsr_game_get_choice (game)->kind == land_choice)
    return land (game, action, error);

  if (action->kind == tsr_place_bridge_action && !place_bridge (game, action, error))
    return FALSE;
  tsr_rainbow_state (game)->bridge_done = TRUE;
  return TRUE;
}

/* Its pieces */

static const TsrActionDecl action_decls[] = {
  { "claim-rainbow-bridge", &claim_action, TSR_ACTION_MAY_POS | TSR_ACTION_BUTTON },
  { "land", &land_action, TSR_ACTION_PORT },
  { NULL }
};

static const TsrChoiceDecl choice_decls[] = {
  { "land", &land_choice },
  { NULL }
};

/* The bridge step: a tile that fits only with it, or a choice to keep it;
 * a figure falling. */
static const char *
rainbow_prompt (TsrGame *game,
                TsrStep *values)
{
  if (tsr_game_get_choice (game)->kind == tsr_bridge_choice && tsr_bridges_must_fix (game) != 0)
    return tsr_game_get_choice (game)->optional ? "needed-or-own" : "needed";

  return NULL;
}

static const char *
rainbow_label (TsrGame         *game,
               const TsrAction *action,
               TsrStep         *values)
{
  if (action->kind == tsr_place_bridge_action)
    return action->axis == TSR_AXIS_NS ? "ns" : "ew";
  if (action->kind == claim_action && action->has_pos)
    {
      values->x = action->x;
      values->y = action->y;
      return "off-tile";
    }
  if (action->kind == land_action && action->port == TSR_PORT_SPAN)
    return "stay";

  return NULL;
}

/* A figure lands on the tile it falls onto. */
static gboolean
rainbow_answer_place (TsrGame         *game,
                      const TsrAction *action,
                      gint32          *x,
                      gint32          *y)
{
  return tsr_game_get_falling_figure (game, x, y);
}

const TsrModule tsr_module_rainbow_bridge = {
  .id = "rainbow-bridge",
  .index = &tsr_rainbow_bridge_module,
  .rules = rules,
  .actions = action_decls,
  .choices = choice_decls,
  .player_flags = tsr_rainbow_player_flags,
  .edit_pieces = tsr_rainbow_edit_pieces,
  .load_board = tsr_rainbow_load_board,
  .save_board = tsr_rainbow_save_board,
  .check_position = tsr_rainbow_check_position,
  .check = tsr_rainbow_check,
  .prompt = rainbow_prompt,
  .label = rainbow_label,
  .answer_place = rainbow_answer_place,
  .state_new = rainbow_state_new,
  .state_copy = rainbow_state_copy,
  .state_free = g_free,
  .state_equal = rainbow_state_equal,
  .placement_rescue = rainbow_placement_rescue,
  .interrupt = rainbow_interrupt,
  .begin_turn = rainbow_begin_turn,
  .after_place = rainbow_after_place,

  .extra_options = rainbow_extra_options,
  .extra_accepts = rainbow_extra_accepts,
  .extra_action = rainbow_extra_action,
  .accepts = rainbow_accepts,
  .figure_falls = rainbow_figure_falls,
  .list_options = rainbow_list_options,
  .answer = rainbow_answer,
};
