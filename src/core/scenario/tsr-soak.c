/* tsr-soak.c
 *
 * A soak game is a game of 2 to 5 players with the given modules on, a
 * deck shuffled by the seed and a random answer to every choice.  After
 * every answer it checks what the rules guarantee whatever happens:
 *
 * - every figure is in exactly one place: on a feature of a tile on the
 *   board, in its owner's supply, or removed from the game;
 * - every token lies on a feature, and the board never holds more than
 *   the box (the supply is the box less the board); what each module in
 *   play checks of its own pieces holds (the one Rainbow Bridge is in one
 *   place);
 * - the features joined tile by tile equal the features rebuilt from the
 *   board;
 * - scores never go below zero and drop only by what a rule makes a
 *   player pay (buying the Rainbow Bridge);
 * - stepping back over each rule step of the answer and forward again
 *   gives back the same state;
 * - the position saved as a scenario and loaded again is the same state
 *   (where the format can say where the game stands: see
 *   format_can_write()).
 *
 * On a break the game is kept as a scenario whose script reproduces it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-game-private.h"
#include "tsr-random-player.h"
#include "tsr-soak.h"

/* Figures: counted on the board, each on something that exists. */
static gboolean
check_figures (TsrGame *game,
               GString *problem)
{
  const TsrBoard *board = tsr_game_get_board (game);
  guint n_players = tsr_game_get_n_players (game);
  g_autofree gint *placed = g_new0 (gint, MAX (n_players, 1) * TSR_MAX_FIGURE_KINDS);
  TsrFigure held;

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      const TsrPlacedTile *tile = tsr_board_get (board, figure->x, figure->y);

      if (tile == NULL)
        {
          g_string_printf (problem, "figure %u (%s) stands at (%d, %d), where there is no tile", i,
                           tsr_figure_kind_to_string (figure->kind), figure->x, figure->y);
          return FALSE;
        }
      if (figure->port != TSR_PORT_NONE && tsr_placed_tile_segment_at (tile, figure->port) < 0)
        {
          g_string_printf (problem, "figure %u (%s) stands at (%d, %d) %s, on no feature", i,
                           tsr_figure_kind_to_string (figure->kind), figure->x, figure->y,
                           tsr_port_to_string (figure->port));
          return FALSE;
        }
      if (figure->player >= (gint) n_players)
        {
          g_string_printf (problem, "figure %u belongs to player %d of %u", i, figure->player, n_players);
          return FALSE;
        }
      if (figure->player >= 0)
        placed[figure->player * TSR_MAX_FIGURE_KINDS + tsr_figure_supply (figure)]++;
    }
  /* A figure a module holds off the board is out of its supply. */
  TSR_FOREACH_MODULE_ON (game, m)
    if (tsr_module_get (m)->held_figure != NULL && tsr_module_get (m)->held_figure (game, &held))
      placed[held.player * TSR_MAX_FIGURE_KINDS + tsr_figure_supply (&held)]++;

  for (guint p = 0; p < n_players; p++)
    {
      const TsrPlayer *player = tsr_game_get_player (game, p);

      for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
        {
          gint on_board = placed[p * TSR_MAX_FIGURE_KINDS + kind];

          if (on_board != player->placed[kind])
            {
              g_string_printf (problem, "%s has %d %s on the board but counts %d", player->id, on_board,
                               tsr_figure_kind_to_string (kind), player->placed[kind]);
              return FALSE;
            }
          if (player->owned[kind] - player->removed[kind] - on_board < 0)
            {
              g_string_printf (problem, "%s owns %d %s, %d removed, %d on the board", player->id,
                               player->owned[kind], tsr_figure_kind_to_string (kind), player->removed[kind],
                               on_board);
              return FALSE;
            }
        }
    }

  return TRUE;
}

/**
 * tsr_game_check_invariants:
 * @problem: receives what is wrong
 *
 * Checks what holds in every state the rules can reach: figures each in
 * one place, features as the board makes them, no negative score.
 *
 * Returns: %FALSE when something does not hold
 */
gboolean
tsr_game_check_invariants (TsrGame *game,
                           GString *problem)
{
  g_autoptr(GString) difference = g_string_new (NULL);

  if (!check_figures (game, problem))
    return FALSE;

  /* Tokens: each on a feature of a tile, never more than the box holds. */
  for (guint i = 0; i < tsr_game_get_n_tokens (game); i++)
    {
      const TsrToken *token = tsr_game_get_token (game, i);
      const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), token->x, token->y);

      if (tile == NULL || tsr_placed_tile_segment_at (tile, token->port) < 0)
        {
          g_string_printf (problem, "a %s token lies at (%d, %d) %s, on no feature",
                           tsr_token_kind_to_string (token->kind), token->x, token->y,
                           tsr_port_to_string (token->port));
          return FALSE;
        }
    }
  for (TsrTokenKind kind = 0; kind < tsr_token_kind_count (); kind++)
    if (tsr_game_get_token_supply (game, kind) < 0)
      {
        g_string_printf (problem, "more %s tokens on the board than in the box", tsr_token_kind_to_string (kind));
        return FALSE;
      }

  if (!tsr_game_check_features (game, difference))
    {
      g_string_printf (problem, "the features joined tile by tile differ from the board's: %s", difference->str);
      return FALSE;
    }

  TSR_FOREACH_MODULE_ON (game, m)
    if (tsr_module_get (m)->check != NULL && !tsr_module_get (m)->check (game, problem))
      return FALSE;

  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    if (tsr_game_get_player (game, p)->score < 0)
      {
        g_string_printf (problem, "%s has a score of %d", tsr_game_get_player (game, p)->id,
                         tsr_game_get_player (game, p)->score);
        return FALSE;
      }

  return TRUE;
}

/* Back over each step of the last answer and forward again. */
static gboolean
check_steps_undo (TsrGame *game,
                  guint    from,
                  GString *problem)
{
  g_autoptr(TsrGame) before = tsr_game_copy_state (game);
  g_autoptr(GString) difference = g_string_new (NULL);
  guint to = tsr_game_get_position (game);

  for (guint position = to; position > from; position--)
    {
      if (!tsr_game_go_to (game, position - 1, NULL) || !tsr_game_go_to (game, to, NULL))
        {
          g_string_printf (problem, "cannot step from %u to %u and back", to, position - 1);
          return FALSE;
        }
      if (!tsr_game_state_equal (before, game, difference))
        {
          g_string_printf (problem, "stepping back to step %u and forward again changed the state: %s",
                           position - 1, difference->str);
          return FALSE;
        }
    }

  return TRUE;
}

/* Whether the scenario format can say where this game stands (the save
 * itself is checked to load every time).  It has no phase for a finished
 * game (one is written as the end of its last turn, whose final scoring
 * then runs again), and of the modules' own choices it brings back only
 * those that follow the figure step (the phantom's), knowing the regular
 * figure was placed only from the figure on the tile: after a module's
 * action took its place (the abbot called back), the choice cannot be
 * told from the figure step. */
static gboolean
format_can_write (TsrGame *game)
{
  const TsrChoice *choice = tsr_game_get_choice (game);
  gint32 x, y;

  if (tsr_game_is_over (game))
    return FALSE;

  if (choice->kind != TSR_CHOICE_DRAW && choice->kind != TSR_CHOICE_PLACE_TILE &&
      choice->kind != TSR_CHOICE_FIGURE && !tsr_choice_kind_resumes (choice->kind))
    return FALSE;

  /* Nor what a module remembers of the turn (a meteor's impact). */
  if (tsr_game_turn_unsaved (game))
    return FALSE;

  if (tsr_choice_kind_resumes (choice->kind) && tsr_game_get_placed (game, &x, &y))
    {
      for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
        {
          const TsrFigure *figure = tsr_game_get_figure (game, i);

          if (figure->player == choice->player && figure->x == x && figure->y == y)
            return TRUE;
        }
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_reload (TsrGame *game,
              GString *problem)
{
  /* The state alone: saving needs no history. */
  g_autoptr(TsrGame) position = tsr_game_copy_state (game);
  g_autoptr(TsrScenario) scenario = tsr_scenario_new_from_game (position, NULL, NULL);
  g_autofree char *xml = tsr_scenario_to_xml (scenario);
  g_autoptr(TsrScenario) loaded = NULL;
  g_autoptr(TsrGame) reloaded = NULL;
  g_autoptr(GString) difference = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  loaded = tsr_scenario_load_data (xml, strlen (xml), "soak.tessera", &error);
  if (loaded == NULL)
    {
      g_string_printf (problem, "the saved position does not load: %s", error->message);
      return FALSE;
    }

  if (!format_can_write (game))
    return TRUE;

  reloaded = tsr_scenario_new_game (loaded);
  if (!tsr_game_state_equal (game, reloaded, difference))
    {
      g_string_printf (problem, "the saved and reloaded position differs: %s", difference->str);
      return FALSE;
    }

  return TRUE;
}

/* A table's game: 2 to 5 players, the start tile, the box shuffled. */
static TsrGame *
soak_setup (GRand              *rand,
            const char * const *modules,
            GString            *problem)
{
  static const char *ids[] = { "red", "blue", "green", "yellow", "black" };
  g_autoptr(TsrGame) game = tsr_game_new ();
  g_autoptr(GError) error = NULL;
  guint n_players = g_rand_int_range (rand, 2, G_N_ELEMENTS (ids) + 1);

  for (guint i = 0; modules != NULL && modules[i] != NULL; i++)
    if (!tsr_game_enable_module (game, modules[i], &error))
      {
        g_string_assign (problem, error->message);
        return NULL;
      }

  /* Either edition of each tile set in play that has two (the second's
   * gardens). */
  for (guint m = 0; m < tsr_module_count (); m++)
    {
      g_autofree char *id = g_strconcat (tsr_module_get (m)->id, ".edition", NULL);
      const TsrVariant *edition = tsr_rulebook_lookup_variant (tsr_game_get_rulebook (game), id);

      if (edition != NULL && tsr_game_has_module (game, tsr_module_get (m)->id) && edition->values != NULL)
        {
          const TsrVariantValue *value = g_ptr_array_index (edition->values,
                                                            g_rand_int_range (rand, 0, edition->values->len));

          tsr_game_set_variant (game, id, value->id, NULL);
        }
    }

  for (guint i = 0; i < n_players; i++)
    tsr_game_add_player (game, ids[i], NULL);
  tsr_game_setup_start (game);
  tsr_game_fill_deck (game, rand);
  return g_steal_pointer (&game);
}

/**
 * tsr_soak_game:
 * @seed: chooses the players, the deck's order and every answer
 * @modules: (nullable): the modules besides the base game
 * @counts: (inout): adds the answers and steps of this game
 * @failure: (out) (optional): on a break, a scenario whose script replays
 *   the game up to it
 * @problem: receives what broke, or why the game could not start
 *
 * Plays one random game to its end, checking the invariants after every
 * answer.
 *
 * Returns: %TRUE when nothing broke
 */
gboolean
tsr_soak_game (guint32             seed,
               const char * const *modules,
               TsrSoakCounts      *counts,
               TsrScenario       **failure,
               GString            *problem)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TsrRandomPlayer) player = tsr_random_player_new (seed);
  g_autoptr(TsrGame) setup = soak_setup (rand, modules, problem);
  g_autoptr(TsrGame) game = NULL;
  g_autofree gint32 *scores = NULL;
  gboolean ok = TRUE;

  if (setup == NULL)
    return FALSE;

  game = tsr_game_copy (setup);
  tsr_game_start (game);
  scores = g_new0 (gint32, tsr_game_get_n_players (game));

  while (ok && !tsr_game_is_over (game))
    {
      guint from = tsr_game_get_position (game);
      g_autoptr(GError) error = NULL;

      if (!tsr_random_player_act (player, game, &error))
        {
          /* The replay ends where the refused answer would have come. */
          if (error != NULL)
            {
              g_string_assign (problem, error->message);
              ok = FALSE;
            }
          break;
        }
      counts->actions++;
      counts->steps += tsr_game_get_position (game) - from;

      ok = tsr_game_check_invariants (game, problem) &&
           check_steps_undo (game, from, problem) &&
           check_reload (game, problem);

      /* The one way down: a rule that makes a player pay. */
      for (guint i = from; i < tsr_game_get_position (game); i++)
        {
          const TsrStep *step = tsr_game_get_step (game, i);

          if (step->player >= 0 && (tsr_rule_decl_lookup (step->rule)->flags & TSR_RULE_PAYS))
            scores[step->player] -= step->points;
        }

      for (guint p = 0; ok && p < tsr_game_get_n_players (game); p++)
        {
          gint32 score = tsr_game_get_player (game, p)->score;

          if (score < scores[p])
            {
              g_string_printf (problem, "%s's score dropped from %d to %d", tsr_game_get_player (game, p)->id,
                               scores[p], score);
              ok = FALSE;
            }
          scores[p] = score;
        }
    }

  if (!ok && failure != NULL)
    {
      g_autofree char *title = g_strdup_printf ("Soak game %u", seed);

      *failure = tsr_scenario_new_from_play (setup, game, title, problem->str);
    }

  return ok;
}

/**
 * tsr_soak_all_modules:
 *
 * Returns: (transfer full): the id of every module besides the base game,
 *   in the rulebook's order
 */
GStrv
tsr_soak_all_modules (void)
{
  GPtrArray *known = tsr_rulebook_get_modules (tsr_rulebook_get_default ());
  GPtrArray *modules = g_ptr_array_new ();

  for (guint i = 0; i < known->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (known, i);

      if (!g_str_equal (module->id, "base"))
        g_ptr_array_add (modules, g_strdup (module->id));
    }

  g_ptr_array_add (modules, NULL);
  return (GStrv) g_ptr_array_free (modules, FALSE);
}

/**
 * tsr_soak_play_scenario:
 * @seed: chooses the players, the deck's order and every answer
 * @modules: (nullable): the modules besides the base game
 * @problem: receives why the game could not start, or which answer the
 *   rules refused
 *
 * Plays one random game to its end, as tsr_soak_game() does but without
 * the checks, for a benchmark that wants a long game to show.
 *
 * Returns: (transfer full) (nullable): a scenario of the game's start
 *   whose script plays the whole game
 */
TsrScenario *
tsr_soak_play_scenario (guint32             seed,
                        const char * const *modules,
                        GString            *problem)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TsrRandomPlayer) player = tsr_random_player_new (seed);
  g_autoptr(TsrGame) setup = soak_setup (rand, modules, problem);
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (setup == NULL)
    return NULL;

  game = tsr_game_copy (setup);
  tsr_game_start (game);
  tsr_random_player_play (player, game, &error);
  if (error != NULL)
    {
      g_string_assign (problem, error->message);
      return NULL;
    }

  return tsr_scenario_new_from_play (setup, game, "A whole game", NULL);
}
