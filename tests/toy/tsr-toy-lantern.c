/* tsr-toy-lantern.c: a toy expansion that lives in the test suite only
 *
 * "Lanterns" brings one of every kind of piece a module can declare, to
 * show that a rule set plugs in without the engine, the loader, the
 * runner or the renderer knowing it:
 *
 * - a tile, lantern.post (its data under tests/toy/data/tiles);
 * - a figure, the lamplighter, one per player, that stands on roads;
 * - a token, the lantern, three in the box;
 * - a pending choice, hang, and its answer, <hang x y at/>: placing the
 *   lantern post, the player hangs a lantern on a road that has none;
 * - a variant, lantern.lit-roads: plain, or double (each tile of a lit
 *   road scores 2);
 * - a feature property, lit="true" on an expected <feature>;
 * - its rule text, prompt and label (tests/toy/data/rules), its part of
 *   the grammar (tests/toy/data/schema) and its board art.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tsr-art.h"
#include "tsr-module-api.h"
#include "tsr-toy-lantern.h"

TsrTokenKind tsr_toy_lantern_kind;
TsrFigureKind tsr_toy_lamplighter_kind;
static TsrModuleId lantern_module;
static TsrActionKind hang_action;
static TsrChoiceKind hang_choice;

static const TsrRuleDecl rules[] = {
  { "lantern.hang", TSR_PH_PLAYER | TSR_PH_PLACE },
  { "lantern.place-lamplighter", TSR_PH_PLAYER | TSR_PH_PLACE },
  { NULL, 0 }
};

static char *
too_many_lamplighters (const char *owner,
                       gint        owned)
{
  return g_strdup_printf ("%s owns %d lamplighters but has more on the board.", owner, owned);
}

static const TsrFigureDecl figure_decls[] = {
  {
    .name = "lamplighter",
    .title = "lamplighter",
    .id = &tsr_toy_lamplighter_kind,
    .stands_on = 1u << TSR_FEATURE_ROAD,
    .owned = 1,
    .owned_attribute = "lamplighters",
    .owned_title = "Lamplighters Owned",
    .place_rule = "lantern.place-lamplighter",
    .too_many = too_many_lamplighters,
  },
  { NULL }
};

static char *
too_many_lanterns (gint box)
{
  return g_strdup_printf ("The board holds more lanterns than the box’s %d.", box);
}

static const TsrTokenDecl token_decls[] = {
  {
    .name = "lantern",
    .id = &tsr_toy_lantern_kind,
    .supply_text = "Lantern: {count} in the supply",
    .too_many = too_many_lanterns,
  },
  { NULL }
};

static const TsrActionDecl action_decls[] = {
  { "hang", &hang_action, TSR_ACTION_POSITION | TSR_ACTION_PORT },
  { NULL }
};

static const TsrChoiceDecl choice_decls[] = {
  { "hang", &hang_choice },
  { NULL }
};

typedef struct
{
  gboolean hung;   /* this turn's lantern hangs */
} LanternState;

static gpointer
lantern_state_new (void)
{
  return g_new0 (LanternState, 1);
}

static gpointer
lantern_state_copy (gconstpointer state)
{
  return g_memdup2 (state, sizeof (LanternState));
}

static gboolean
lantern_state_equal (gconstpointer a,
                     gconstpointer b)
{
  return ((const LanternState *) a)->hung == ((const LanternState *) b)->hung;
}

static LanternState *
lantern_state (const TsrGame *game)
{
  return tsr_game_get_module_state (game, lantern_module);
}

static gint
lantern_token_box (const TsrGame *game,
                   TsrTokenKind   kind)
{
  return kind == tsr_toy_lantern_kind ? 3 : 0;
}

/* Whether the feature of @element has a lantern on it.  Lanterns are
 * not counted on features (TsrTokenDecl.counted): that count is every
 * counted kind's together, and COVID-19's tokens are counted. */
static gboolean
lit (TsrGame *game,
     guint32  element)
{
  TsrFeatures *features = tsr_game_get_features (game);
  guint32 root = tsr_features_find (features, element);

  for (guint i = 0; i < tsr_game_get_n_tokens (game); i++)
    {
      const TsrToken *token = tsr_game_get_token (game, i);
      int at = tsr_game_feature_element (game, token->x, token->y, token->port);

      if (token->kind == tsr_toy_lantern_kind && at >= 0 && tsr_features_find (features, at) == root)
        return TRUE;
    }

  return FALSE;
}

/* Every road without a lantern, named by its first member's anchor. */
static void
dark_roads (TsrGame *game,
            GArray  *places)
{
  TsrFeatures *features = tsr_game_get_features (game);
  const TsrBoard *board = tsr_game_get_board (game);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);

      for (guint s = 0; s < tile->type->n_segments; s++)
        {
          guint32 root = tsr_features_find (features, tsr_features_element (features, i, s));
          TsrLocation place = { tile->x, tile->y, tsr_placed_tile_segment_anchor (tile, s) };

          if (tile->type->segments[s].kind != TSR_FEATURE_ROAD || lit (game, root) ||
              !g_hash_table_add (seen, GUINT_TO_POINTER (root)))
            continue;
          g_array_append_val (places, place);
        }
    }
}

static TsrHookResult
lantern_begin_turn (TsrGame *game)
{
  lantern_state (game)->hung = FALSE;
  return TSR_HOOK_DONE;
}

/* The lantern post asks for a lantern, while there are dark roads and
 * lanterns in the supply. */
static TsrHookResult
lantern_after_place (TsrGame *game)
{
  g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (TsrLocation));

  if (lantern_state (game)->hung || strcmp (tsr_game_get_placed_tile (game)->type->id, "lantern.post") != 0 ||
      tsr_game_get_token_supply (game, tsr_toy_lantern_kind) <= 0)
    return TSR_HOOK_DONE;

  dark_roads (game, places);
  if (places->len == 0)
    return TSR_HOOK_DONE;

  tsr_game_wait_for (game, hang_choice, tsr_game_get_active (game), FALSE, lantern_module);
  return TSR_HOOK_WAIT;
}

static gboolean
lantern_accepts (TsrGame       *game,
                 TsrActionKind  kind)
{
  return kind == hang_action;
}

static void
lantern_list_options (TsrGame *game,
                      GArray  *actions)
{
  g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (TsrLocation));

  dark_roads (game, places);
  for (guint i = 0; i < places->len; i++)
    {
      const TsrLocation *place = &g_array_index (places, TsrLocation, i);
      TsrAction hang;

      tsr_action_init_at (&hang, hang_action, place->x, place->y);
      hang.port = place->port;
      g_array_append_val (actions, hang);
    }
}

/* A fault to order: the lanterns offered are refused, as by an engine
 * with a bug; what finds such a fault must say so and go on. */
static gboolean refuse_answers;

/**
 * tsr_toy_lantern_refuse_answers:
 *
 * Makes the toy refuse every lantern it offers, or stop refusing.
 */
void
tsr_toy_lantern_refuse_answers (gboolean refuse)
{
  refuse_answers = refuse;
}

static gboolean
lantern_answer (TsrGame          *game,
                const TsrAction  *action,
                GError          **error)
{
  int element = action->has_pos ? tsr_game_feature_element (game, action->x, action->y, action->port) : -1;
  TsrToken token = { tsr_toy_lantern_kind, action->x, action->y, action->port };
  TsrStep step;

  if (refuse_answers || element < 0 ||
      tsr_features_get_data (tsr_game_get_features (game), element)->kind != TSR_FEATURE_ROAD || lit (game, element))
    {
      g_set_error_literal (error, TSR_RULE_ERROR, TSR_RULE_ERROR_WRONG_FEATURE, "A lantern hangs on a dark road.");
      return FALSE;
    }

  tsr_game_put_token (game, &token);
  lantern_state (game)->hung = TRUE;

  tsr_step_init (&step, "lantern.hang");
  step.player = tsr_game_get_active (game);
  step.feature = TSR_FEATURE_ROAD;
  step.x = action->x;
  step.y = action->y;
  step.port = action->port;
  tsr_game_emit (game, &step);
  return TRUE;
}

/* Reading "double": each tile of a lit road scores 2. */
static void
lantern_value (TsrGame      *game,
               guint32       element,
               gboolean      final,
               TsrScoreExpr *expr)
{
  if (!lit (game, element) || !tsr_game_variant_is (game, "lantern.lit-roads", "double"))
    return;

  for (guint i = 0; i < expr->n_items; i++)
    if (expr->items[i].unit == TSR_SCORE_TILE)
      expr->items[i].each = 2;
}

static const TsrFeaturePropertyDecl feature_properties[] = {
  { "lit", lit },
  { NULL }
};

static const TsrModule lantern = {
  .id = "lantern",
  .index = &lantern_module,
  .tile_set = "lantern",
  .rules = rules,
  .figures = figure_decls,
  .tokens = token_decls,
  .actions = action_decls,
  .choices = choice_decls,
  .feature_properties = feature_properties,
  .state_new = lantern_state_new,
  .state_copy = lantern_state_copy,
  .state_free = g_free,
  .state_equal = lantern_state_equal,
  .token_box = lantern_token_box,
  .begin_turn = lantern_begin_turn,
  .after_place = lantern_after_place,
  .accepts = lantern_accepts,
  .list_options = lantern_list_options,
  .answer = lantern_answer,
  .value = lantern_value,
};

/* Its art: a lantern is a yellow disc, the lamplighter a diamond in its
 * player's colour, the post's symbol a small yellow square. */

#define LANTERN_RED 1.0
#define LANTERN_GREEN 0.85
#define LANTERN_BLUE 0.0

static gboolean
lantern_draw_token (cairo_t      *cr,
                    TsrTokenKind  kind,
                    double        x,
                    double        y,
                    double        size)
{
  if (kind != tsr_toy_lantern_kind)
    return FALSE;

  cairo_arc (cr, x, y, size / 2, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, LANTERN_RED, LANTERN_GREEN, LANTERN_BLUE);
  cairo_fill (cr);
  return TRUE;
}

static gboolean
lantern_draw_figure (cairo_t             *cr,
                     const TsrGame       *game,
                     TsrFigureKind        kind,
                     const TsrFigure     *figure,
                     const TsrPlayerLook *look,
                     gboolean             lying)
{
  cairo_move_to (cr, 0, -0.5);
  cairo_line_to (cr, 0.35, 0);
  cairo_line_to (cr, 0, 0.5);
  cairo_line_to (cr, -0.35, 0);
  cairo_close_path (cr);
  if (look != NULL)
    cairo_set_source_rgb (cr, look->red, look->green, look->blue);
  else
    cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_fill (cr);
  return TRUE;
}

static gboolean
lantern_draw_symbol (cairo_t    *cr,
                     const char *symbol,
                     double      x,
                     double      y)
{
  if (strcmp (symbol, "lantern") != 0)
    return FALSE;

  cairo_rectangle (cr, x - 0.05, y - 0.05, 0.1, 0.1);
  cairo_set_source_rgb (cr, LANTERN_RED, LANTERN_GREEN, LANTERN_BLUE);
  cairo_fill (cr);
  return TRUE;
}

static const TsrArtDecl lantern_art = {
  .module = "lantern",
  .draw_figure = lantern_draw_figure,
  .draw_token = lantern_draw_token,
  .draw_symbol = lantern_draw_symbol,
};

/* Registers the module, its data and its art: before any game is made. */
void
tsr_toy_lantern_register (const char *data_directory)
{
  tsr_data_add_directory (data_directory);
  tsr_module_register (&lantern);
  tsr_art_register (&lantern_art);
}
