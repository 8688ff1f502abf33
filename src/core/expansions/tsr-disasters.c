/* tsr-disasters.c: Natural Disasters (docs/rules-modules.md)
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

#include <glib/gi18n-lib.h>

#include "tsr-builtin-modules.h"
#include "tsr-disasters-private.h"
#include "tsr-rainbow-bridge.h"
#include "tsr-scenario-io.h"

static const TsrRuleDecl rules[] = {
  { "disasters.figure-home", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "disasters.token-home", TSR_PH_POSITION },
  { "disasters.earthquake", TSR_PH_PLACE },
  { "disasters.flood", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "disasters.flood-spread", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "disasters.flood-dry", TSR_PH_PLACE },
  { "disasters.flood-lost-turn", TSR_PH_PLAYER },
  { "disasters.meteor-target", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "disasters.meteor-impact", TSR_PH_POSITION },
  { "disasters.tornado", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "disasters.tornado-move", TSR_PH_PLAYER | TSR_PH_POSITION, TSR_RULE_WAY },
  { "disasters.tornado-take", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "disasters.tornado-swap", TSR_PH_PLAYER | TSR_PH_OTHER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "disasters.tornado-drop", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "disasters.tornado-home", TSR_PH_PLAYER | TSR_PH_FIGURE },
  { "disasters.tornado-end", TSR_PH_POSITION },
  { NULL, 0 }
};

/* Its pieces */

TsrModuleId tsr_disasters_module;
TsrFigureKind tsr_tornado_kind;
TsrTokenKind tsr_earthquake_kind;
TsrActionKind tsr_meteor_action, tsr_flood_action, tsr_tornado_move_action, tsr_tornado_pick_action;
TsrActionKind tsr_disasters_pass_action, tsr_disasters_land_action;
TsrChoiceKind tsr_meteor_choice, tsr_flood_choice, tsr_tornado_move_choice, tsr_tornado_pick_choice;
TsrChoiceKind tsr_disasters_land_choice;
TsrRuleError tsr_disasters_not_a_target, tsr_disasters_already_named;
static TsrRuleError flooded;

static const TsrFigureDecl figure_decls[] = {
  {
    .name = "tornado",
    .title = NC_("figure", "tornado"),
    .id = &tsr_tornado_kind,
    .flags = TSR_FIGURE_NEUTRAL,
  },
  { NULL }
};

static char *
too_many_tokens (gint box)
{
  /* Translators: %d is the number of earthquake tokens in the box */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The board holds more earthquake tokens than the box’s %d.",
                                       "The board holds more earthquake tokens than the box’s %d.", box),
                          box);
}

static char *
token_lies (const char *place,
            gboolean    there)
{
  /* Translators: %s says where ("on the north side of the tile at (1, 0)") */
  return there ? g_strdup_printf (_("An earthquake token lies %s."), place)
               /* Translators: %s says where ("on the north side of the tile at (1, 0)") */
               : g_strdup_printf (_("No earthquake token lies %s."), place);
}

static char *
tokens_left (long long count)
{
  /* Translators: %lld is the number of earthquake tokens */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld earthquake token is left in the supply.",
                                       "%lld earthquake tokens are left in the supply.", (gulong) count),
                          count);
}

static const TsrTokenDecl token_decls[] = {
  {
    .name = "earthquake",
    .id = &tsr_earthquake_kind,
    /* Translators: a tooltip; {count} is how many are left, a number or ∞ */
    .supply_text = N_("Earthquake token: {count} in the supply"),
    .feature_flags = TSR_FEATURE_FLAG_DESTROYED,
    .too_many = too_many_tokens,
    .lies = token_lies,
    .left = tokens_left,
  },
  { NULL }
};

static const TsrActionDecl action_decls[] = {
  { "pass", &tsr_disasters_pass_action, 0 },
  { "meteor-target", &tsr_meteor_action, TSR_ACTION_POSITION },
  { "flood-target", &tsr_flood_action, TSR_ACTION_POSITION },
  { "tornado-move", &tsr_tornado_move_action, TSR_ACTION_POSITION },
  { "tornado-pick", &tsr_tornado_pick_action, TSR_ACTION_POSITION | TSR_ACTION_PORT },
  { "land", &tsr_disasters_land_action, TSR_ACTION_PORT },
  { NULL }
};

static const TsrChoiceDecl choice_decls[] = {
  { "meteor-target", &tsr_meteor_choice },
  { "flood-target", &tsr_flood_choice },
  { "tornado-move", &tsr_tornado_move_choice },
  { "tornado-pick", &tsr_tornado_pick_choice },
  { "land", &tsr_disasters_land_choice },
  { NULL }
};

static const TsrRejectionDecl rejection_decls[] = {
  { "flooded", &flooded },
  { "not-a-target", &tsr_disasters_not_a_target },
  { "already-named", &tsr_disasters_already_named },
  { NULL }
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
         a->port == b->port && a->state == b->state && a->piece == b->piece;
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
  return tsr_game_get_module_state (game, tsr_disasters_module);
}

/* The tiles */

gboolean
tsr_disasters_is_meteor (const TsrTileType *type)
{
  return g_strcmp0 (type->symbol, "meteor") == 0;
}

gboolean
tsr_disasters_is_flood (const TsrTileType *type)
{
  return g_strcmp0 (type->symbol, "flood") == 0;
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
  for (guint i = tsr_game_get_n_figures (game); i > 0; i--)
    {
      TsrFigure figure = *tsr_game_get_figure (game, i - 1);
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

  for (guint i = tsr_game_get_n_tokens (game); i > 0; i--)
    {
      const TsrToken *token = tsr_game_get_token (game, i - 1);

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
  tsr_game_put_tile (game, type, x, y, 0, TRUE);
}

/* Hooks */

static void
disasters_start (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPlacedTile *start;

  /* A flood tile put on the board by hand, with nothing said of it, is a
   * flood that has not spread yet. */
  for (guint i = 0; i < tsr_board_get_n_tiles (tsr_game_get_board (game)) && !state->flood; i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), i);

      if (tsr_disasters_is_flood (tile->type))
        tsr_game_setup_flood (game, tile->x, tile->y, FALSE, -1, NULL);
    }

  /* A flood set up unspread without saying by whom was laid by the
   * player before the one about to draw, else by the one in play. */
  if (state->flood && !state->spread && state->flooder < 0)
    state->flooder = tsr_game_get_stage (game) <= TSR_STAGE_DRAW
                     ? (gint) ((tsr_game_get_active (game) + tsr_game_get_n_players (game) - 1) % tsr_game_get_n_players (game))
                     : tsr_game_get_active (game);

  if (tsr_board_get_n_tiles (tsr_game_get_board (game)) == 0)
    return;
  /* With River I the spring starts the game, and a meteor never hits a
   * spring anyway; a flood may take it, and a saved game then starts
   * with the first river tile, which must not become the start. */
  start = tsr_board_get_nth (tsr_game_get_board (game), 0);
  if (tsr_tile_type_has_river (start->type, TSR_END_NONE))
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
  tile = tsr_board_get (tsr_game_get_board (game), state->flood_x, state->flood_y);
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
  if (kind != tsr_earthquake_kind)
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
    *fits = tsr_game_has_module (game, "river")
            ? tsr_flood_has_target (game)
            : tsr_game_variant_is (game, "disasters.flood-without-river", "lose-turn");
  else
    return FALSE;

  return TRUE;
}

static TsrHookResult
disasters_place_tile (TsrGame *game)
{
  const TsrTileType *drawn = tsr_game_get_drawn (game);

  if (drawn == NULL)
    return TSR_HOOK_DONE;
  if (tsr_disasters_is_meteor (drawn))
    return tsr_meteor_run (game);
  if (!tsr_disasters_is_flood (drawn))
    return TSR_HOOK_DONE;
  if (tsr_game_has_module (game, "river"))
    return tsr_flood_run (game);

  tsr_game_set_drawn (game, NULL);
  tsr_disasters_emit_position (game, "disasters.flood-lost-turn", tsr_game_get_active (game), 0, 0);
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
      tsr_rule_error_set (error, flooded);
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
  if (tsr_disasters_state (game)->flood && tsr_game_get_placed_tile (game) != NULL && tsr_game_get_stage (game) == TSR_STAGE_AFTER_PLACE)
    tsr_flood_mark_tile (game, tsr_game_get_placed_tile (game)->x, tsr_game_get_placed_tile (game)->y);
  return TSR_HOOK_DONE;
}

static TsrHookResult
disasters_begin_turn (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);

  if (state->flood && !state->spread && state->flooder == tsr_game_get_active (game))
    tsr_flood_spread (game);
  return TSR_HOOK_DONE;
}

static TsrHookResult
disasters_after_place (TsrGame *game)
{
  const TsrPlacedTile *tile;

  if (tsr_game_get_placed_tile (game) == NULL)
    return TSR_HOOK_DONE;

  tile = tsr_board_get_nth (tsr_game_get_board (game), tsr_game_get_placed_index (game));
  /* The hook is not called again once the tornado is done. */
  if (g_strcmp0 (tile->type->symbol, "tornado") == 0)
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

/* What a meteor's impact completed this turn is scored after the figure
 * step, and no saved position says it. */
static gboolean
disasters_turn_unsaved (const TsrGame *game)
{
  const TsrPlacedTile *tile = tsr_game_get_placed_tile (game);

  return tile != NULL && tile->type->wildcard;
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
      const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x + tsr_around_dx[i], y + tsr_around_dy[i]);

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
  const TsrFeatureData *data = tsr_features_get_data (tsr_game_get_features (game), element);

  if (TSR_FEATURE_IS_CLOISTER (data->kind))
    {
      TsrFeatureMember member = tsr_features_get_member (tsr_game_get_features (game), element);
      const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), member.tile);
      guint worthless = worthless_around (game, tile->x, tile->y);

      for (guint i = 0; i < expr->n_items && worthless > 0; i++)
        if (expr->items[i].unit == TSR_SCORE_NEIGHBOUR)
          expr->items[i].count -= worthless;
    }
  else if (data->kind == TSR_FEATURE_FIELD && final)
    tsr_meteor_adjust_field (game, element, expr);
  else if (data->kind == TSR_FEATURE_CITY && final && tsr_feature_flags_have (data->flags, TSR_FEATURE_FLAG_DESTROYED) &&
           !tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element))
    /* Its tiles still count, for nothing: the explanation says so. */
    for (guint i = 0; i < expr->n_items; i++)
      expr->items[i].each = 0;
}

static gboolean
disasters_accepts (TsrGame       *game,
                   TsrActionKind  kind)
{
  TsrChoiceKind choice = tsr_game_get_choice (game)->kind;

  if (choice == tsr_meteor_choice)
    return kind == tsr_meteor_action || kind == tsr_disasters_pass_action;
  if (choice == tsr_flood_choice)
    return kind == tsr_flood_action;
  if (choice == tsr_tornado_move_choice)
    return kind == tsr_tornado_move_action;
  if (choice == tsr_tornado_pick_choice)
    return kind == tsr_tornado_pick_action;
  return choice == tsr_disasters_land_choice && kind == tsr_disasters_land_action;
}

static void
disasters_list_options (TsrGame *game,
                        GArray  *actions)
{
  TsrChoiceKind choice = tsr_game_get_choice (game)->kind;

  if (choice == tsr_meteor_choice)
    tsr_meteor_list_options (game, actions);
  else if (choice == tsr_flood_choice)
    tsr_flood_list_options (game, actions);
  else
    tsr_tornado_list_options (game, actions);
}

static gboolean
disasters_answer (TsrGame          *game,
                  const TsrAction  *action,
                  GError          **error)
{
  TsrChoiceKind choice = tsr_game_get_choice (game)->kind;

  if (choice == tsr_meteor_choice)
    return tsr_meteor_answer (game, action, error);
  if (choice == tsr_flood_choice)
    return tsr_flood_answer (game, action, error);
  return tsr_tornado_answer (game, action, error);
}

/* Scenario files: <flood x y spread? player?/>, and
 * <finished-before-flood x y at/> for each dry mark */

static void
disasters_load_board (TsrScenarioReader *reader,
                      TsrGame           *game)
{
  xmlNode *node = NULL;

  /* What the water reached finished already, before the water itself. */
  while (tsr_scenario_reader_next (reader, "board", "finished-before-flood", &node))
    {
      TsrPort port;
      gint32 x, y;

      if (tsr_scenario_reader_position (reader, node, &x, &y) &&
          tsr_scenario_reader_port (reader, node, "at", &port) &&
          tsr_scenario_reader_place (reader, node, x, y, port))
        tsr_game_add_flags (game, x, y, port, TSR_FEATURE_FLAG_DRY, NULL);
    }

  node = NULL;
  while (tsr_scenario_reader_next (reader, "board", "flood", &node))
    {
      gboolean spread;
      gint player = -1;
      gint32 x, y;

      if (!tsr_scenario_reader_position (reader, node, &x, &y) ||
          !tsr_scenario_reader_bool (reader, node, "spread", FALSE, &spread))
        continue;
      if (tsr_scenario_reader_has (node, "player"))
        player = tsr_scenario_reader_player (reader, node, "player");
      if (!tsr_game_setup_flood (game, x, y, spread, player, NULL))
        /* Translators: an error in a scenario file; (%d, %d) is the position (column, row) the file gives
         * the flood; keep the XML as it is */
        tsr_scenario_reader_problem (reader, node, _("no flood tile at (%d, %d); expected <tile type=\"disasters.flood\"> there"),
                                     x, y);
    }
}

static void
disasters_save_board (TsrScenarioWriter *writer,
                      const TsrGame     *game)
{
  gint32 x, y;
  gboolean spread;
  gint flooder;

  if (!tsr_game_get_flood (game, &x, &y, &spread, &flooder))
    return;

  for (guint i = 0; i < tsr_game_get_n_flag_marks (game); i++)
    {
      guint32 flags;
      const TsrLocation *where = tsr_game_get_flag_mark (game, i, &flags);

      if (!tsr_feature_flags_have (flags, TSR_FEATURE_FLAG_DRY))
        continue;
      tsr_scenario_writer_attr_pos (writer, where->x, where->y);
      tsr_scenario_writer_attr (writer, "at", tsr_port_to_string (where->port));
      tsr_scenario_writer_element (writer, "finished-before-flood");
    }

  tsr_scenario_writer_attr_pos (writer, x, y);
  tsr_scenario_writer_attr (writer, "spread", spread ? "true" : "false");
  if (!spread)
    tsr_scenario_writer_attr_player (writer, "player", game, flooder);
  tsr_scenario_writer_element (writer, "flood");
}

/* destroyed="true" on an expected <feature>: the earthquake took it. */
static gboolean
feature_destroyed (TsrGame *game,
                   guint32  element)
{
  return tsr_feature_flags_have (tsr_features_get_data (tsr_game_get_features (game), element)->flags,
                                 TSR_FEATURE_FLAG_DESTROYED);
}

static const TsrFeaturePropertyDecl feature_properties[] = {
  { "destroyed", feature_destroyed, tsr_earthquake_destroyed_says },
  { NULL }
};

/* What each disaster's choice shows: the meteor's aim asked round the
 * table, the tornado's squares left. */
static const char *
disasters_prompt (TsrGame *game,
                  TsrStep *values)
{
  const TsrChoice *choice = tsr_game_get_choice (game);

  if (choice->kind == tsr_meteor_choice)
    {
      if (tsr_game_get_meteor_path (game)->len == 0)
        return "aim";
      return choice->player == tsr_game_get_active (game) ? "last-word" : NULL;
    }
  if (choice->kind == tsr_tornado_move_choice)
    values->count = TSR_TORNADO_SPACES - (tsr_game_get_tornado_path (game)->len - 1);

  return NULL;
}

/* The follower the tornado carries is out of its owner's supply. */
static gboolean
disasters_held_figure (const TsrGame *game,
                       TsrFigure     *figure)
{
  return tsr_game_get_tornado_held (game, figure);
}

/* The tornado's follower is set down on the tile where it stopped. */
static gboolean
disasters_answer_place (TsrGame         *game,
                        const TsrAction *action,
                        gint32          *x,
                        gint32          *y)
{
  return tsr_game_get_tornado_position (game, x, y);
}

const TsrModule tsr_module_disasters = {
  .id = "disasters",
  .index = &tsr_disasters_module,
  .tile_set = "disasters",
  .rules = rules,
  .figures = figure_decls,
  .tokens = token_decls,
  .actions = action_decls,
  .choices = choice_decls,
  .rejections = rejection_decls,
  .feature_properties = feature_properties,
  .load_board = disasters_load_board,
  .save_board = disasters_save_board,
  .prompt = disasters_prompt,
  .held_figure = disasters_held_figure,
  .answer_place = disasters_answer_place,
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
  .turn_unsaved = disasters_turn_unsaved,
  .value = disasters_value,
  .check_position = tsr_tornado_check_position,
  .accepts = disasters_accepts,
  .list_options = disasters_list_options,
  .answer = disasters_answer,
};
