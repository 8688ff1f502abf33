/* tsr-covid.c: the COVID-19 fan expansion (docs/rules-modules.md)
 *
 * Infection tokens lie on features; a feature holding one is infected, and
 * the infection comes along when features join.  After a placement:
 *
 * 1. whether it enlarged an infected feature is judged on the features as
 *    the tile joined them, before anything else (the COVID tile's own
 *    tokens do not count);
 * 2. the COVID tile puts a token on its city, then on its symbol field;
 * 3. every figure that is now in an infected feature and was not before
 *    the tile went down tests (before_place noted where they were);
 * 4. after an enlargement the player spreads a token to an uninfected
 *    feature touching an infected one (a pending choice), moving one from
 *    the board when the supply is empty; the figures there test.
 *
 * After the figure step the figures just placed on an infected feature
 * test.  Tests draw from a deck whose order is part of the state; an empty
 * deck is refilled from the discards, shuffled with the deck's seed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-builtin-modules.h"
#include "tsr-covid-private.h"

#define COVID_TILE "covid.tile"

/* The box holds 20 infection tokens. */
#define COVID_TOKENS 20

static const TsrRuleDecl rules[] = {
  { "covid.extended-setup", TSR_PH_POSITION },
  { "covid.tile-token", TSR_PH_FEATURE | TSR_PH_PLACE },
  { "covid.enlarge", TSR_PH_PLAYER | TSR_PH_COUNT },
  { "covid.spread", TSR_PH_PLAYER | TSR_PH_FEATURE | TSR_PH_PLACE },
  { "covid.spread-moved", TSR_PH_PLAYER | TSR_PH_FEATURE | TSR_PH_PLACE | TSR_PH_TARGET },
  { "covid.no-target", TSR_PH_PLAYER },
  { "covid.test-negative", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE, TSR_RULE_ANNOUNCED },
  { "covid.test-positive", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE, TSR_RULE_ANNOUNCED },
  { "covid.test-death", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE, TSR_RULE_ANNOUNCED },
  { "covid.reshuffle", TSR_PH_COUNT, TSR_RULE_ANNOUNCED },
  { "covid.replace", TSR_PH_PLAYER },
  { "covid.cured", TSR_PH_FEATURE | TSR_PH_PLACE | TSR_PH_COUNT },
  { NULL, 0 }
};

static TsrModuleId covid_module;
static TsrTokenKind infection_kind;
static TsrActionKind infect_action;
static TsrChoiceKind infect_choice;

static char *
too_many_tokens (gint box)
{
  /* Translators: %d is the number of infection tokens in the box */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The board holds more infection tokens than the box’s %d.",
                                       "The board holds more infection tokens than the box’s %d.", box),
                          box);
}

static const TsrTokenDecl token_decls[] = {
  {
    .name = "infection",
    .id = &infection_kind,
    /* Translators: a tooltip; {count} is how many are left, a number or ∞ */
    .supply_text = N_("Infection token: {count} in the supply"),
    .counted = TRUE,
    .too_many = too_many_tokens,
    .lies = tsr_covid_token_lies,
    .left = tsr_covid_tokens_left,
  },
  { NULL }
};

static const TsrActionDecl action_decls[] = {
  { "infect", &infect_action, TSR_ACTION_POSITION | TSR_ACTION_PORT | TSR_ACTION_TAKE },
  { NULL }
};

static const TsrChoiceDecl choice_decls[] = {
  { "infect", &infect_choice },
  { NULL }
};

typedef struct
{
  TsrCovidTests *tests;

  /* Within one turn. */
  GArray   *before;        /* gboolean per figure: infected before the tile went down */
  gboolean  placing;       /* the placement's own work is done */
  guint     spreads_due;   /* spread tokens the player still places */
  GArray   *tile_targets;  /* TsrLocation: COVID tile tokens waiting for a token to move */
  GArray   *tested;        /* TsrFigure: tested this turn, not again */
} CovidState;

/* State */

static gpointer
covid_state_new (void)
{
  CovidState *state = g_new0 (CovidState, 1);

  state->tests = tsr_covid_tests_new ();
  state->before = g_array_new (FALSE, FALSE, sizeof (gboolean));
  state->tile_targets = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  state->tested = g_array_new (FALSE, FALSE, sizeof (TsrFigure));
  return state;
}

static gpointer
covid_state_copy (gconstpointer data)
{
  const CovidState *state = data;
  CovidState *copy = g_memdup2 (state, sizeof *state);

  copy->tests = tsr_covid_tests_copy (state->tests);
  copy->before = g_array_copy (state->before);
  copy->tile_targets = g_array_copy (state->tile_targets);
  copy->tested = g_array_copy (state->tested);
  return copy;
}

static void
covid_state_free (gpointer data)
{
  CovidState *state = data;

  tsr_covid_tests_free (state->tests);
  g_array_unref (state->before);
  g_array_unref (state->tile_targets);
  g_array_unref (state->tested);
  g_free (state);
}

static gboolean
covid_state_equal (gconstpointer x,
                   gconstpointer y)
{
  const CovidState *a = x, *b = y;

  return tsr_covid_tests_equal (a->tests, b->tests) &&
         a->placing == b->placing && a->spreads_due == b->spreads_due &&
         tsr_module_arrays_equal (a->tile_targets, b->tile_targets) &&
         tsr_module_arrays_equal (a->tested, b->tested);
}

static CovidState *
covid_state (const TsrGame *game)
{
  return tsr_game_get_module_state (game, covid_module);
}

static gint
covid_token_box (const TsrGame *game,
                 TsrTokenKind   kind)
{
  return kind == infection_kind ? COVID_TOKENS : 0;
}

TsrCovidTests *
tsr_covid_tests_of (const TsrGame *game)
{
  return tsr_game_module_is_on (game, covid_module) ? covid_state (game)->tests : NULL;
}

static void
covid_shuffle (TsrGame *game,
               GRand   *rand)
{
  tsr_covid_tests_shuffle (covid_state (game)->tests, rand);
}

/* Features */

static gboolean
root_infected (TsrGame *game,
               guint32  element)
{
  return tsr_features_get_data (tsr_game_get_features (game), element)->tokens > 0;
}

/* A place naming a feature: its root segment's anchor. */
static TsrLocation
root_place (TsrGame *game,
            guint32  root)
{
  TsrFeatureMember member = tsr_features_get_member (tsr_game_get_features (game), root);
  const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), member.tile);
  TsrLocation place = { tile->x, tile->y, tsr_placed_tile_segment_anchor (tile, member.segment) };

  return place;
}

/* The infection tokens that may be moved when the supply is empty. */
static gboolean
token_movable (TsrGame        *game,
               const TsrToken *token)
{
  int element;

  if (token->kind != infection_kind)
    return FALSE;
  if (!tsr_game_variant_is (game, "covid.token-reuse", "completed-only"))
    return TRUE;

  element = tsr_game_feature_element (game, token->x, token->y, token->port);
  return element >= 0 && tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element);
}

static gboolean
any_token_movable (TsrGame *game)
{
  for (guint i = 0; i < tsr_game_get_n_tokens (game); i++)
    if (token_movable (game, tsr_game_get_token (game, i)))
      return TRUE;

  return FALSE;
}

/* Tests */

static gboolean
figure_same (const TsrFigure *a,
             const TsrFigure *b)
{
  return a->kind == b->kind && a->player == b->player && a->x == b->x && a->y == b->y && a->port == b->port;
}

static int
find_figure (TsrGame         *game,
             const TsrFigure *figure)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    if (figure_same (tsr_game_get_figure (game, i), figure))
      return i;

  return -1;
}

/* One figure draws a card: negative stays, positive goes home, death
 * leaves the game. */
static void
test_figure (TsrGame         *game,
             const TsrFigure *figure)
{
  int index = find_figure (game, figure);
  TsrTestCard card;
  TsrStep step;

  if (index < 0)
    return;

  card = tsr_covid_tests_draw (covid_state (game)->tests, game);

  tsr_step_init (&step, card == TSR_TEST_NEGATIVE ? "covid.test-negative"
                        : card == TSR_TEST_POSITIVE ? "covid.test-positive" : "covid.test-death");
  step.player = figure->player;
  step.figure = figure->kind;
  step.feature = tsr_features_get_data (tsr_game_get_features (game), tsr_game_figure_feature (game, figure))->kind;
  step.x = figure->x;
  step.y = figure->y;
  step.port = figure->port;

  if (card != TSR_TEST_NEGATIVE)
    {
      tsr_game_take_figure (game, index);
      if (card == TSR_TEST_DEATH)
        tsr_game_player (game, figure->player)->removed[tsr_figure_supply (figure)]++;
    }
  tsr_game_emit (game, &step);
}

/* The order of tests (docs/rules-modules.md, "COVID-19"): the active player's
 * figures first, then clockwise; a player's own by position (y, then x,
 * then port). */
static int
compare_test_order (gconstpointer a,
                    gconstpointer b,
                    gpointer      data)
{
  const TsrGame *game = data;
  const TsrFigure *x = a, *y = b;
  guint n = tsr_game_get_n_players (game);
  guint px = (x->player - tsr_game_get_active (game) + n) % n;
  guint py = (y->player - tsr_game_get_active (game) + n) % n;

  if (px != py)
    return px < py ? -1 : 1;
  if (x->y != y->y)
    return x->y < y->y ? -1 : 1;
  if (x->x != y->x)
    return x->x < y->x ? -1 : 1;
  return (int) x->port - (int) y->port;
}

static void
test_all (TsrGame *game,
          GArray  *figures)
{
  g_array_sort_with_data (figures, compare_test_order, game);

  for (guint i = 0; i < figures->len; i++)
    test_figure (game, &g_array_index (figures, TsrFigure, i));
}

static gboolean
already_tested (TsrGame         *game,
                const TsrFigure *figure)
{
  CovidState *state = covid_state (game);

  for (guint i = 0; i < state->tested->len; i++)
    if (figure_same (&g_array_index (state->tested, TsrFigure, i), figure))
      return TRUE;

  return FALSE;
}

/* Player figures standing in infected features, as a mask per figure. */
static void
note_infected (TsrGame *game,
               GArray  *infected)
{
  g_array_set_size (infected, tsr_game_get_n_figures (game));
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      gint64 root = tsr_game_figure_feature (game, tsr_game_get_figure (game, i));

      g_array_index (infected, gboolean, i) = root >= 0 && root_infected (game, root);
    }
}

/* Tests the figures of the feature @root (just infected by a token). */
static void
test_feature (TsrGame *game,
              guint32  root)
{
  g_autoptr(GArray) figures = g_array_new (FALSE, FALSE, sizeof (TsrFigure));

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (tsr_game_figure_feature (game, figure) == root)
        g_array_append_val (figures, *figure);
    }

  test_all (game, figures);
}

/* Tokens */

static void
put_token (TsrGame           *game,
           const char        *rule,
           const TsrLocation *place,
           int                take,
           gboolean           test)
{
  TsrToken token = { infection_kind, place->x, place->y, place->port };
  guint32 root = tsr_features_find (tsr_game_get_features (game), tsr_game_feature_element (game, place->x, place->y,
                                                                                 place->port));
  gboolean was_infected = root_infected (game, root);
  TsrStep step;

  tsr_step_init (&step, rule);
  step.player = tsr_game_get_active (game);
  step.feature = tsr_features_get_data (tsr_game_get_features (game), root)->kind;
  step.x = place->x;
  step.y = place->y;
  step.port = place->port;
  if (take >= 0)
    {
      const TsrToken *taken = tsr_game_get_token (game, take);

      step.target_x = taken->x;
      step.target_y = taken->y;
      tsr_game_take_token (game, take);
    }

  tsr_game_put_token (game, &token);
  tsr_game_emit (game, &step);

  /* The figures there enter an infected feature. */
  if (test && !was_infected)
    test_feature (game, tsr_features_find (tsr_game_get_features (game), root));
}

/* The segment of the COVID tile's @kind that carries the virus symbol
 * (its city, then its field), as a place. */
static gboolean
symbol_place (TsrGame        *game,
              guint           index,
              TsrFeatureKind  kind,
              TsrLocation    *place)
{
  const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), index);

  for (guint s = 0; s < tile->type->n_segments; s++)
    if (tile->type->segments[s].kind == kind && g_strcmp0 (tile->type->segments[s].symbol, "virus") == 0)
      {
        place->x = tile->x;
        place->y = tile->y;
        place->port = tsr_placed_tile_segment_anchor (tile, s);
        return TRUE;
      }

  return FALSE;
}

/* The turn */

static gboolean
is_covid_tile (const TsrTileType *type)
{
  return strcmp (type->id, COVID_TILE) == 0;
}

static void
covid_before_place (TsrGame *game)
{
  note_infected (game, covid_state (game)->before);
}

/* Whether the feature @root has a segment on the tile at @index. */
static gboolean
feature_on_tile (TsrGame *game,
                 guint32  root,
                 guint    index)
{
  const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), index);

  for (guint s = 0; s < tile->type->n_segments; s++)
    if (tsr_features_find (tsr_game_get_features (game), tsr_features_element (tsr_game_get_features (game), index, s)) == root)
      return TRUE;

  return FALSE;
}

/* How many infected features the tile just placed joins. */
static guint
count_enlarged (TsrGame *game)
{
  const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), tsr_game_get_placed_index (game));
  g_autoptr(GArray) roots = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint s = 0; s < tile->type->n_segments; s++)
    {
      guint32 root = tsr_features_find (tsr_game_get_features (game),
                                        tsr_features_element (tsr_game_get_features (game), tsr_game_get_placed_index (game), s));

      if (root_infected (game, root))
        tsr_covid_add_root (roots, root);
    }

  return roots->len;
}

/* The placement's own work, once: enlargement, the COVID tile's tokens,
 * the figures joined into infection. */
static void
place_effects (TsrGame *game)
{
  CovidState *state = covid_state (game);
  const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), tsr_game_get_placed_index (game));
  g_autoptr(GArray) entered = g_array_new (FALSE, FALSE, sizeof (TsrFigure));
  static const TsrFeatureKind symbol_kinds[] = { TSR_FEATURE_CITY, TSR_FEATURE_FIELD };
  gboolean retest = tsr_game_variant_is (game, "covid.retest-on-growth", "yes");
  guint enlarged = count_enlarged (game);

  if (is_covid_tile (tile->type) && !tsr_game_variant_is (game, "covid.tile-placement-spreads", "yes"))
    enlarged = 0;
  if (enlarged > 0)
    {
      TsrStep step;

      tsr_step_init (&step, "covid.enlarge");
      step.player = tsr_game_get_active (game);
      step.count = enlarged;
      tsr_game_emit (game, &step);
    }
  state->spreads_due = tsr_game_variant_is (game, "covid.tokens-per-placement", "per-area") ? enlarged
                                                                                          : MIN (enlarged, 1);

  if (is_covid_tile (tile->type))
    for (guint k = 0; k < G_N_ELEMENTS (symbol_kinds); k++)
      {
        TsrLocation place;

        if (!symbol_place (game, tsr_game_get_placed_index (game), symbol_kinds[k], &place))
          continue;
        if (tsr_game_get_token_supply (game, infection_kind) > 0)
          put_token (game, "covid.tile-token", &place, -1, FALSE);
        else
          g_array_append_val (state->tile_targets, place);
      }

  /* Whoever is now in an infected feature and was not before enters it;
   * reading "retest-on-growth = yes", whoever was inside a feature this
   * tile enlarged tests again. */
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      gint64 root = tsr_game_figure_feature (game, figure);
      gboolean before = i < state->before->len && g_array_index (state->before, gboolean, i);

      if (root < 0 || !root_infected (game, root))
        continue;
      if (!before || (retest && feature_on_tile (game, root, tsr_game_get_placed_index (game))))
        g_array_append_val (entered, *figure);
    }
  g_array_set_size (state->before, 0);
  test_all (game, entered);
}

static TsrHookResult
covid_after_place (TsrGame *game)
{
  CovidState *state = covid_state (game);
  g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (guint32));

  if (!state->placing)
    {
      state->placing = TRUE;
      place_effects (game);
    }

  /* The COVID tile's tokens that had to come from the board. */
  if (state->tile_targets->len > 0)
    {
      if (any_token_movable (game))
        {
          tsr_game_wait_for (game, infect_choice, tsr_game_get_active (game), FALSE, covid_module);
          return TSR_HOOK_WAIT;
        }
      g_array_set_size (state->tile_targets, 0);
    }

  if (state->spreads_due > 0)
    {
      tsr_covid_collect_targets (game, targets);
      if (targets->len == 0 ||
          (tsr_game_get_token_supply (game, infection_kind) <= 0 && !any_token_movable (game)))
        {
          TsrStep step;

          tsr_step_init (&step, "covid.no-target");
          step.player = tsr_game_get_active (game);
          tsr_game_emit (game, &step);
          state->spreads_due = 0;
        }
      else
        {
          tsr_game_wait_for (game, infect_choice, tsr_game_get_active (game),
                             tsr_game_variant_is (game, "covid.spread", "optional"), covid_module);
          return TSR_HOOK_WAIT;
        }
    }

  state->placing = FALSE;
  return TSR_HOOK_DONE;
}

/* A figure that landed in an infected feature is tested at once
 * (docs/rules-modules.md, "Falling and landing"), unless it is the active player's
 * figure on the tile placed this turn, which the figure step's tests take
 * in after_figure. */
static void
covid_figure_entered (TsrGame         *game,
                      const TsrFigure *figure)
{
  g_autoptr(GArray) entered = g_array_new (FALSE, FALSE, sizeof (TsrFigure));
  gint64 root = tsr_game_figure_feature (game, figure);

  if (tsr_game_get_placed_tile (game) != NULL && figure->player == tsr_game_get_active (game) &&
      figure->x == tsr_game_get_placed_tile (game)->x && figure->y == tsr_game_get_placed_tile (game)->y)
    return;
  if (root < 0 || !root_infected (game, root) || already_tested (game, figure))
    return;

  /* Not noted as tested this turn: it was already inside whatever later
   * enlarges its feature, and a saved position would not remember it. */
  g_array_append_val (entered, *figure);
  test_all (game, entered);
}

static TsrHookResult
covid_after_figure (TsrGame *game)
{
  g_autoptr(GArray) placed = g_array_new (FALSE, FALSE, sizeof (TsrFigure));
  guint positive = 0;

  if (tsr_game_get_placed_tile (game) == NULL)
    return TSR_HOOK_DONE;

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      gint64 root = tsr_game_figure_feature (game, figure);

      if (figure->player == tsr_game_get_active (game) && figure->x == tsr_game_get_placed_tile (game)->x && figure->y == tsr_game_get_placed_tile (game)->y &&
          root >= 0 && root_infected (game, root) && !already_tested (game, figure))
        g_array_append_val (placed, *figure);
    }

  test_all (game, placed);
  for (guint i = 0; i < placed->len; i++)
    {
      const TsrFigure *figure = &g_array_index (placed, TsrFigure, i);

      g_array_append_val (covid_state (game)->tested, *figure);
      if (find_figure (game, figure) < 0)
        positive++;
    }

  /* Reading "replace-after-positive = yes": the player places again. */
  if (positive > 0 && tsr_game_variant_is (game, "covid.replace-after-positive", "yes"))
    {
      TsrStep step;

      tsr_step_init (&step, "covid.replace");
      step.player = tsr_game_get_active (game);
      tsr_game_emit (game, &step);
      tsr_game_reopen_figure_step (game);
    }

  return TSR_HOOK_DONE;
}

/* Reading "completed-stay-infected = no": the features this turn
 * completed, once scored, give their tokens back. */
static TsrHookResult
covid_after_scoring (TsrGame *game)
{
  if (tsr_game_variant_is (game, "covid.completed-stay-infected", "yes"))
    return TSR_HOOK_DONE;

  for (guint c = 0; c < tsr_game_get_completed (game)->len; c++)
    {
      guint32 root = tsr_features_find (tsr_game_get_features (game), g_array_index (tsr_game_get_completed (game), guint32, c));
      TsrLocation place = root_place (game, root);
      guint count = 0;
      TsrStep step;

      for (guint i = tsr_game_get_n_tokens (game); i > 0; i--)
        {
          const TsrToken *token = tsr_game_get_token (game, i - 1);
          int element = tsr_game_feature_element (game, token->x, token->y, token->port);

          if (token->kind == infection_kind && element >= 0 &&
              tsr_features_find (tsr_game_get_features (game), element) == root)
            {
              tsr_game_take_token (game, i - 1);
              count++;
            }
        }
      if (count == 0)
        continue;

      tsr_step_init (&step, "covid.cured");
      step.feature = tsr_features_get_data (tsr_game_get_features (game), root)->kind;
      step.x = place.x;
      step.y = place.y;
      step.port = place.port;
      step.count = count;
      tsr_game_emit (game, &step);
    }

  return TSR_HOOK_DONE;
}

static TsrHookResult
covid_begin_turn (TsrGame *game)
{
  CovidState *state = covid_state (game);
  const TsrTileType *tile = tsr_catalogue_lookup (tsr_catalogue_get_default (), COVID_TILE);
  GPtrArray *deck = tsr_game_get_deck_array (game);
  TsrLocation place;
  TsrStep step;
  guint index;

  g_array_set_size (state->tested, 0);

  /* The extended players variant: the COVID tile beside the start tile at
   * setup, at (1, 0) unless the scenario put it somewhere already. */
  if (tsr_game_get_turn (game) > 1 || !tsr_game_variant_is (game, "covid.extended-players", "true") || tile == NULL ||
      tsr_board_get (tsr_game_get_board (game), 1, 0) != NULL)
    return TSR_HOOK_DONE;
  for (guint i = 0; i < tsr_board_get_n_tiles (tsr_game_get_board (game)); i++)
    if (tsr_board_get_nth (tsr_game_get_board (game), i)->type == tile)
      return TSR_HOOK_DONE;

  for (guint i = 0; i < deck->len; i++)
    if (g_ptr_array_index (deck, i) == tile)
      {
        g_ptr_array_remove_index (deck, i);
        break;
      }

  index = tsr_game_put_tile (game, tile, 1, 0, 0, FALSE);
  tsr_step_init (&step, "covid.extended-setup");
  step.tile = tile;
  step.x = 1;
  step.y = 0;
  tsr_game_emit (game, &step);

  /* Its tokens, city first, then field; nobody stands there yet. */
  if (symbol_place (game, index, TSR_FEATURE_CITY, &place))
    put_token (game, "covid.tile-token", &place, -1, FALSE);
  if (symbol_place (game, index, TSR_FEATURE_FIELD, &place))
    put_token (game, "covid.tile-token", &place, -1, FALSE);
  return TSR_HOOK_DONE;
}

/* The infect choice */

static gboolean
covid_accepts (TsrGame       *game,
               TsrActionKind  kind)
{
  return kind == infect_action;
}

static void
append_infect (GArray            *actions,
               const TsrLocation *place,
               const TsrToken    *take)
{
  TsrAction action;

  tsr_action_init (&action, infect_action);
  action.has_pos = TRUE;
  action.x = place->x;
  action.y = place->y;
  action.port = place->port;
  if (take != NULL)
    {
      action.has_take = TRUE;
      action.take_x = take->x;
      action.take_y = take->y;
      action.take_port = take->port;
    }
  g_array_append_val (actions, action);
}

/* The places a token may go now: the COVID tile's pending one, or every
 * spread target. */
static void
current_targets (TsrGame *game,
                 GArray  *places)
{
  CovidState *state = covid_state (game);
  g_autoptr(GArray) roots = g_array_new (FALSE, FALSE, sizeof (guint32));

  g_array_set_size (places, 0);
  if (state->tile_targets->len > 0)
    {
      g_array_append_val (places, g_array_index (state->tile_targets, TsrLocation, 0));
      return;
    }

  tsr_covid_collect_targets (game, roots);
  for (guint i = 0; i < roots->len; i++)
    {
      TsrLocation place = root_place (game, g_array_index (roots, guint32, i));

      g_array_append_val (places, place);
    }
}

static void
covid_list_options (TsrGame *game,
                    GArray  *actions)
{
  g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  gboolean from_supply = tsr_game_get_token_supply (game, infection_kind) > 0;

  current_targets (game, places);
  for (guint i = 0; i < places->len; i++)
    {
      const TsrLocation *place = &g_array_index (places, TsrLocation, i);

      if (from_supply)
        append_infect (actions, place, NULL);
      else
        for (guint t = 0; t < tsr_game_get_n_tokens (game); t++)
          if (token_movable (game, tsr_game_get_token (game, t)))
            append_infect (actions, place, tsr_game_get_token (game, t));
    }
}

/* The token at (x, y) on the segment of @port, or -1. */
static int
find_token (TsrGame *game,
            gint32   x,
            gint32   y,
            TsrPort  port)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);
  int segment;

  if (tile == NULL || (segment = tsr_placed_tile_segment_at (tile, port)) < 0)
    return -1;

  for (guint i = 0; i < tsr_game_get_n_tokens (game); i++)
    {
      const TsrToken *token = tsr_game_get_token (game, i);

      if (token->kind == infection_kind && token->x == x && token->y == y &&
          tsr_placed_tile_segment_at (tile, token->port) == segment)
        return i;
    }

  return -1;
}

static gboolean
covid_answer (TsrGame          *game,
              const TsrAction  *action,
              GError          **error)
{
  CovidState *state = covid_state (game);
  g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  gboolean from_supply = tsr_game_get_token_supply (game, infection_kind) > 0;
  int element, take = -1;
  guint32 root;
  gboolean target = FALSE;
  TsrLocation place;

  if (action->kind == TSR_ACTION_SKIP)
    {
      state->spreads_due = 0;
      return TRUE;
    }

  element = action->has_pos ? tsr_game_feature_element (game, action->x, action->y, action->port) : -1;
  if (element < 0)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_SEGMENT);
      return FALSE;
    }

  root = tsr_features_find (tsr_game_get_features (game), element);
  current_targets (game, places);
  for (guint i = 0; i < places->len && !target; i++)
    {
      const TsrLocation *p = &g_array_index (places, TsrLocation, i);

      target = tsr_features_find (tsr_game_get_features (game), tsr_game_feature_element (game, p->x, p->y, p->port)) == root;
    }
  if (!target)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   _("The infection can only spread to an uninfected feature that touches an infected one."));
      return FALSE;
    }

  if (from_supply && action->has_take)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   _("Tokens are left in the supply: none is taken from the board."));
      return FALSE;
    }
  if (!from_supply)
    {
      take = action->has_take ? find_token (game, action->take_x, action->take_y, action->take_port) : -1;
      if (take < 0 || !token_movable (game, tsr_game_get_token (game, take)))
        {
          g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                       _("The supply is empty: the token must be taken from one on the board that may move."));
          return FALSE;
        }
    }

  place = (TsrLocation) { action->x, action->y, action->port };
  if (state->tile_targets->len > 0)
    {
      g_array_remove_index (state->tile_targets, 0);
      put_token (game, "covid.tile-token", &place, take, TRUE);
    }
  else
    {
      put_token (game, take >= 0 ? "covid.spread-moved" : "covid.spread", &place, take, TRUE);
      state->spreads_due--;
    }

  return TRUE;
}

/* infected="true" on an expected <feature>: a token lies on it. */
static gboolean
feature_infected (TsrGame *game,
                  guint32  element)
{
  return root_infected (game, element);
}

static const TsrFeaturePropertyDecl feature_properties[] = {
  { "infected", feature_infected, tsr_covid_infected_says },
  { NULL }
};

/* Infecting with a token taken from the board says where it comes from. */
static const char *
covid_label (TsrGame         *game,
             const TsrAction *action,
             TsrStep         *values)
{
  if (action->kind != infect_action || !action->has_take)
    return NULL;

  values->x = action->take_x;
  values->y = action->take_y;
  values->port = action->take_port;
  return "move-token";
}

const TsrModule tsr_module_covid = {
  .id = "covid",
  .index = &covid_module,
  .tile_set = "covid",
  .rules = rules,
  .tokens = token_decls,
  .actions = action_decls,
  .choices = choice_decls,
  .feature_properties = feature_properties,
  .card_decks = tsr_covid_card_decks,
  .load_decks = tsr_covid_load_decks,
  .save_decks = tsr_covid_save_decks,
  .decks_default = tsr_covid_decks_default,
  .label = covid_label,
  .state_new = covid_state_new,
  .state_copy = covid_state_copy,
  .state_free = covid_state_free,
  .state_equal = covid_state_equal,
  .token_box = covid_token_box,
  .shuffle = covid_shuffle,
  .before_place = covid_before_place,
  .begin_turn = covid_begin_turn,
  .after_place = covid_after_place,
  .after_figure = covid_after_figure,
  .figure_entered = covid_figure_entered,
  .after_scoring = covid_after_scoring,
  .accepts = covid_accepts,
  .list_options = covid_list_options,
  .answer = covid_answer,
};
