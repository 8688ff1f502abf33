/* tsr-disasters.c: Natural Disasters (RULES.md §9)
 *
 * The module's table and what the four disasters share: the state, the
 * special tiles (meteors and the flood are not placed but land on a tile
 * already in play) and their worth to monasteries.  Each disaster has its
 * own file: tsr-earthquake.c, tsr-flood.c, tsr-meteor.c, tsr-tornado.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "expansions/tsr-rainbow-bridge.h"
#include "tsr-disasters-private.h"

static const TsrRuleDecl rules[] = {
  { "disasters.figure-home", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "disasters.token-home", TSR_PH_POSITION },
  { "disasters.earthquake", TSR_PH_PLACE },
  { "disasters.flood", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "disasters.flood-spread", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "disasters.flood-lost-turn", TSR_PH_PLAYER },
  { "disasters.meteor-target", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "disasters.meteor-impact", TSR_PH_POSITION },
  { "disasters.tornado", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "disasters.tornado-move", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "disasters.tornado-take", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "disasters.tornado-swap", TSR_PH_PLAYER | TSR_PH_OTHER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "disasters.tornado-drop", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_FEATURE | TSR_PH_PLACE },
  { "disasters.tornado-home", TSR_PH_PLAYER | TSR_PH_FIGURE },
  { "disasters.tornado-end", TSR_PH_POSITION },
  { NULL, 0 }
};

/* State */

static gpointer
disasters_state_new (void)
{
  DisastersState *state = g_new0 (DisastersState, 1);

  state->meteor_path = g_array_new (FALSE, FALSE, sizeof (TsrPos));
  state->facing = g_array_new (FALSE, FALSE, sizeof (TsrFacing));
  state->city_parts = g_array_new (FALSE, FALSE, sizeof (TsrCityPart));
  state->tornado_path = g_array_new (FALSE, FALSE, sizeof (TsrPos));
  return state;
}

static gpointer
disasters_state_copy (gconstpointer data)
{
  const DisastersState *state = data;
  DisastersState *copy = g_memdup2 (state, sizeof *state);

  copy->meteor_path = g_array_copy (state->meteor_path);
  copy->facing = g_array_copy (state->facing);
  copy->city_parts = g_array_copy (state->city_parts);
  copy->tornado_path = g_array_copy (state->tornado_path);
  return copy;
}

static void
disasters_state_free (gpointer data)
{
  DisastersState *state = data;

  g_array_unref (state->meteor_path);
  g_array_unref (state->facing);
  g_array_unref (state->city_parts);
  g_array_unref (state->tornado_path);
  g_free (state);
}

static gboolean
arrays_equal (const GArray *a,
              const GArray *b)
{
  /* An empty copy may have no data at all: memcmp wants a pointer. */
  return a->len == b->len &&
         (a->len == 0 || memcmp (a->data, b->data, (gsize) a->len * g_array_get_element_size ((GArray *) a)) == 0);
}

static gboolean
figures_equal (const TsrFigure *a,
               const TsrFigure *b)
{
  return a->kind == b->kind && a->player == b->player && a->x == b->x && a->y == b->y &&
         a->port == b->port && a->chances == b->chances && a->phantom == b->phantom;
}

static gboolean
disasters_state_equal (gconstpointer da,
                       gconstpointer db)
{
  const DisastersState *a = da, *b = db;

  return a->has_start == b->has_start && a->start_x == b->start_x && a->start_y == b->start_y &&
         a->flood == b->flood &&
         (!a->flood || (a->flood_x == b->flood_x && a->flood_y == b->flood_y &&
                        a->spread == b->spread && (a->spread || a->flooder == b->flooder))) &&
         arrays_equal (a->meteor_path, b->meteor_path) && a->meteor_asked == b->meteor_asked &&
         arrays_equal (a->facing, b->facing) &&
         arrays_equal (a->city_parts, b->city_parts) && a->cities_cut == b->cities_cut &&
         arrays_equal (a->tornado_path, b->tornado_path) &&
         a->picking == b->picking && a->holding == b->holding &&
         (!a->holding || figures_equal (&a->held, &b->held));
}

DisastersState *
tsr_disasters_state (const TsrGame *game)
{
  return game->st.module_state[TSR_MODULE_DISASTERS];
}

/* The tiles */

gboolean
tsr_disasters_is_meteor (const TsrTileType *type)
{
  return type->symbol == TSR_SYMBOL_METEOR;
}

gboolean
tsr_disasters_is_flood (const TsrTileType *type)
{
  return type->symbol == TSR_SYMBOL_FLOOD;
}

/* Whether the meteor's aims or the tornado's way (TsrPos) went by (x, y). */
gboolean
tsr_disasters_path_has (const GArray *path,
                        gint32        x,
                        gint32        y)
{
  for (guint i = 0; i < path->len; i++)
    {
      const TsrPos *pos = &g_array_index (path, TsrPos, i);

      if (pos->x == x && pos->y == y)
        return TRUE;
    }

  return FALSE;
}

void
tsr_disasters_emit_position (TsrGame    *game,
                             const char *rule,
                             gint        player,
                             gint32      x,
                             gint32      y)
{
  TsrStep step;

  tsr_step_init (&step, rule);
  step.player = player;
  step.x = x;
  step.y = y;
  tsr_game_emit (game, &step);
}

void
tsr_disasters_replace_tile (TsrGame           *game,
                            gint32             x,
                            gint32             y,
                            const TsrTileType *type)
{
  guint index;

  for (guint i = game->st.figures->len; i > 0; i--)
    {
      TsrFigure figure = g_array_index (game->st.figures, TsrFigure, i - 1);
      TsrStep step;

      /* The Black Dragon stays where it is, now on the newcomer. */
      if (figure.player < 0 || figure.x != x || figure.y != y)
        continue;
      tsr_game_take_figure (game, i - 1);
      tsr_step_init (&step, "disasters.figure-home");
      step.player = figure.player;
      step.figure = figure.kind;
      step.x = x;
      step.y = y;
      step.port = figure.port;
      tsr_game_emit (game, &step);
    }

  for (guint i = game->st.tokens->len; i > 0; i--)
    {
      const TsrToken *token = &g_array_index (game->st.tokens, TsrToken, i - 1);

      if (token->x == x && token->y == y)
        {
          tsr_game_take_token (game, i - 1);
          tsr_disasters_emit_position (game, "disasters.token-home", -1, x, y);
        }
    }

  tsr_rainbow_bridge_struck (game, x, y);
  /* The tile that replaces it is the tile of the turn, as if placed. */
  tsr_game_before_place (game);
  tsr_game_remove_tile (game, x, y);
  index = tsr_board_place (game->st.board, type, x, y, 0);
  tsr_features_add_tile (game->st.features, game->st.board, index);

  game->st.drawn = NULL;
  game->st.placed = TRUE;
  game->st.placed_x = x;
  game->st.placed_y = y;
  game->st.placed_index = index;
}

/* Hooks */

static void
disasters_start (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPlacedTile *start;

  /* A flood tile put on the board by hand, with nothing said of it, is a
   * flood that has not spread yet. */
  for (guint i = 0; i < tsr_board_get_n_tiles (game->st.board) && !state->flood; i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (game->st.board, i);

      if (tsr_disasters_is_flood (tile->type))
        tsr_game_setup_flood (game, tile->x, tile->y, FALSE, -1, NULL);
    }

  /* A flood set up unspread without saying by whom was laid by the
   * player before the one about to draw, else by the one in play. */
  if (state->flood && !state->spread && state->flooder < 0)
    state->flooder = game->st.stage <= TSR_STAGE_DRAW
                     ? (gint) ((game->st.active + game->st.players->len - 1) % game->st.players->len)
                     : game->st.active;

  if (tsr_board_get_n_tiles (game->st.board) == 0)
    return;
  /* With River I the spring starts the game, and a meteor never hits a
   * spring anyway; a flood may take it, and a saved game then starts
   * with the first river tile, which must not become the start. */
  start = tsr_board_get_nth (game->st.board, 0);
  if (tsr_tile_type_has_river (start->type, TSR_RIVER_END_NONE))
    return;
  state->has_start = TRUE;
  state->start_x = start->x;
  state->start_y = start->y;
}

static void
disasters_recount (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPlacedTile *tile;

  if (!state->flood)
    return;

  /* The flood goes with its tile: taken away or moved by hand, it is no
   * flood there any more. */
  tile = tsr_board_get (game->st.board, state->flood_x, state->flood_y);
  if (tile == NULL || !tsr_disasters_is_flood (tile->type))
    {
      state->flood = FALSE;
      return;
    }
  tsr_flood_mark_around (game);
}

static gint
disasters_token_box (const TsrGame *game,
                     TsrTokenKind   kind)
{
  if (kind != TSR_TOKEN_EARTHQUAKE)
    return 0;
  return tsr_game_variant_is (game, "disasters.earthquake-tokens", "8") ? 8 : G_MAXINT;
}

static gboolean
disasters_tile_fits (TsrGame           *game,
                     const TsrTileType *type,
                     gboolean          *fits)
{
  if (tsr_disasters_is_meteor (type))
    *fits = tsr_meteor_has_target (game);
  else if (tsr_disasters_is_flood (type))
    /* Without a river the flood is discarded and another tile drawn,
     * unless the variant makes the player lose the turn. */
    *fits = tsr_game_module_on (game, TSR_MODULE_RIVER)
            ? tsr_flood_has_target (game)
            : tsr_game_variant_is (game, "disasters.flood-without-river", "lose-turn");
  else
    return FALSE;

  return TRUE;
}

static TsrHookResult
disasters_place_tile (TsrGame *game)
{
  const TsrTileType *drawn = game->st.drawn;

  if (drawn == NULL)
    return TSR_HOOK_DONE;
  if (tsr_disasters_is_meteor (drawn))
    return tsr_meteor_run (game);
  if (!tsr_disasters_is_flood (drawn))
    return TSR_HOOK_DONE;
  if (tsr_game_module_on (game, TSR_MODULE_RIVER))
    return tsr_flood_run (game);

  game->st.drawn = NULL;
  tsr_disasters_emit_position (game, "disasters.flood-lost-turn", game->st.active, 0, 0);
  return TSR_HOOK_DONE;
}

static gboolean
disasters_placement_veto (TsrGame           *game,
                          const TsrTileType *type,
                          gint32             x,
                          gint32             y,
                          guint              rotation,
                          GError           **error)
{
  if (tsr_game_is_flooded (game, x, y) &&
      !tsr_game_variant_is (game, "disasters.flood-blocks-empty", "no"))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_FLOODED);
      return FALSE;
    }

  return TRUE;
}

/* The water reaches a tile the moment it is placed, before any other
 * module looks at its features; after the placement's own stage the
 * marks are there (and a rebuild sets them again). */
static TsrHookResult
disasters_interrupt (TsrGame *game)
{
  if (tsr_disasters_state (game)->flood && game->st.placed && game->st.stage == TSR_STAGE_AFTER_PLACE)
    tsr_flood_mark_tile (game, game->st.placed_x, game->st.placed_y);
  return TSR_HOOK_DONE;
}

static TsrHookResult
disasters_begin_turn (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);

  if (state->flood && !state->spread && state->flooder == game->st.active)
    tsr_flood_spread (game);
  return TSR_HOOK_DONE;
}

static TsrHookResult
disasters_after_place (TsrGame *game)
{
  const TsrPlacedTile *tile;

  if (!game->st.placed)
    return TSR_HOOK_DONE;

  tile = tsr_board_get_nth (game->st.board, game->st.placed_index);
  /* The hook is not called again once the tornado is done. */
  if (tile->type->symbol == TSR_SYMBOL_TORNADO)
    return tsr_tornado_run (game);

  return TSR_HOOK_DONE;
}

static TsrHookResult
disasters_end_turn (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);

  g_array_set_size (state->facing, 0);
  return TSR_HOOK_DONE;
}

static TsrHookResult
disasters_before_final (TsrGame *game)
{
  tsr_earthquake_strike (game);
  return TSR_HOOK_DONE;
}

static void
disasters_collect_completed (TsrGame *game,
                             GArray  *elements)
{
  tsr_meteor_collect (game, elements);
}

/* How many of the eight positions around (x, y) hold a tile that counts
 * nothing for a monastery: meteors always, the flood unless the variant
 * counts it. */
static guint
worthless_around (TsrGame *game,
                  gint32   x,
                  gint32   y)
{
  gboolean flood_counts = tsr_game_variant_is (game, "disasters.flood-counts-for-monastery", "yes");
  guint count = 0;

  for (guint i = 0; i < 8; i++)
    {
      const TsrPlacedTile *tile = tsr_board_get (game->st.board, x + tsr_around_dx[i], y + tsr_around_dy[i]);

      if (tile != NULL && (tsr_disasters_is_meteor (tile->type) ||
                           (tsr_disasters_is_flood (tile->type) && !flood_counts)))
        count++;
    }

  return count;
}

static void
disasters_value (TsrGame      *game,
                 guint32       element,
                 gboolean      final,
                 TsrScoreExpr *expr)
{
  const TsrFeatureData *data = tsr_features_get_data (game->st.features, element);

  if (data->kind == TSR_FEATURE_MONASTERY || data->kind == TSR_FEATURE_AMPHITHEATRE)
    {
      TsrFeatureMember member = tsr_features_get_member (game->st.features, element);
      const TsrPlacedTile *tile = tsr_board_get_nth (game->st.board, member.tile);
      guint worthless = worthless_around (game, tile->x, tile->y);

      for (guint i = 0; i < expr->n_items && worthless > 0; i++)
        if (expr->items[i].unit == TSR_SCORE_NEIGHBOUR)
          expr->items[i].count -= worthless;
    }
  else if (data->kind == TSR_FEATURE_FIELD && final)
    tsr_meteor_adjust_field (game, element, expr);
  else if (data->kind == TSR_FEATURE_CITY && final && (data->flags & TSR_FEATURE_FLAG_DESTROYED) &&
           !tsr_features_is_complete (game->st.features, game->st.board, element))
    /* Its tiles still count, for nothing: the explanation says so. */
    for (guint i = 0; i < expr->n_items; i++)
      expr->items[i].each = 0;
}

static gboolean
disasters_accepts (TsrGame       *game,
                   TsrActionKind  kind)
{
  switch (game->st.choice.kind)
    {
    case TSR_CHOICE_METEOR_TARGET:
      return kind == TSR_ACTION_METEOR_TARGET || kind == TSR_ACTION_PASS;
    case TSR_CHOICE_FLOOD_TARGET:
      return kind == TSR_ACTION_FLOOD_TARGET;
    case TSR_CHOICE_TORNADO_MOVE:
      return kind == TSR_ACTION_TORNADO_MOVE;
    case TSR_CHOICE_TORNADO_PICK:
      return kind == TSR_ACTION_TORNADO_PICK;
    case TSR_CHOICE_LAND:
      return kind == TSR_ACTION_LAND;
    default:
      return FALSE;
    }
}

static void
disasters_list_options (TsrGame *game,
                        GArray  *actions)
{
  switch (game->st.choice.kind)
    {
    case TSR_CHOICE_METEOR_TARGET:
      tsr_meteor_list_options (game, actions);
      break;
    case TSR_CHOICE_FLOOD_TARGET:
      tsr_flood_list_options (game, actions);
      break;
    default:
      tsr_tornado_list_options (game, actions);
      break;
    }
}

static gboolean
disasters_answer (TsrGame          *game,
                  const TsrAction  *action,
                  GError          **error)
{
  switch (game->st.choice.kind)
    {
    case TSR_CHOICE_METEOR_TARGET:
      return tsr_meteor_answer (game, action, error);
    case TSR_CHOICE_FLOOD_TARGET:
      return tsr_flood_answer (game, action, error);
    default:
      return tsr_tornado_answer (game, action, error);
    }
}

const TsrModule tsr_module_disasters = {
  .id = "disasters",
  .tile_set = "disasters",
  .rules = rules,
  .state_new = disasters_state_new,
  .state_copy = disasters_state_copy,
  .state_free = disasters_state_free,
  .state_equal = disasters_state_equal,
  .start = disasters_start,
  .recount = disasters_recount,
  .token_box = disasters_token_box,
  .tile_fits = disasters_tile_fits,
  .placement_veto = disasters_placement_veto,
  .interrupt = disasters_interrupt,
  .begin_turn = disasters_begin_turn,
  .place_tile = disasters_place_tile,
  .after_place = disasters_after_place,
  .end_turn = disasters_end_turn,
  .before_final = disasters_before_final,
  .collect_completed = disasters_collect_completed,
  .value = disasters_value,
  .accepts = disasters_accepts,
  .list_options = disasters_list_options,
  .answer = disasters_answer,
};
