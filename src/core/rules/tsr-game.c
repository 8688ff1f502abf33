/* tsr-game.c: the game state, setting it up and looking at it
 *
 * The turn machine is in tsr-engine.c, scoring in tsr-scoring.c, the
 * trace and its history in tsr-history.c; this file owns the state they
 * change, with the modules and variants in play, the deck, the pieces on
 * the board, the features and the placement rules each in a file of its
 * own (tsr-game-*.c).  With recording on, every rule step leaves a
 * snapshot of the
 * state; a position where the engine waited for an answer is "stable",
 * and actions are only taken from one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-array.h"
#include "tsr-game-private.h"

/* State */

void
tsr_player_clear (TsrPlayer *player)
{
  g_clear_pointer (&player->id, g_free);
  g_clear_pointer (&player->name, g_free);
}

static GHashTable *
variants_copy (GHashTable *variants)
{
  GHashTable *copy = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTableIter iter;
  gpointer key, value;

  if (variants == NULL)
    return copy;

  g_hash_table_iter_init (&iter, variants);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy, g_strdup (key), g_strdup (value));

  return copy;
}

static void
state_init (TsrGameState *st)
{
  memset (st, 0, sizeof *st);
  st->modules = 1u << TSR_MODULE_BASE;
  st->variants = variants_copy (NULL);
  st->board = tsr_board_new ();
  st->features = tsr_features_new ();
  st->players = g_array_new (FALSE, TRUE, sizeof (TsrPlayer));
  g_array_set_clear_func (st->players, (GDestroyNotify) tsr_player_clear);
  st->figures = g_array_new (FALSE, FALSE, sizeof (TsrFigure));
  st->tokens = g_array_new (FALSE, FALSE, sizeof (TsrToken));
  st->deck = g_ptr_array_new ();
  st->anchors = g_array_new (FALSE, FALSE, sizeof (TsrFlagAnchor));
  st->completed = g_array_new (FALSE, FALSE, sizeof (guint32));
  st->events = g_array_new (FALSE, FALSE, sizeof (TsrScoreEvent));
  st->active = 0;
  st->turn = 1;
  st->stage = TSR_STAGE_BEGIN_TURN;
  st->choice.kind = TSR_CHOICE_NONE;
  st->choice.player = -1;
  st->choice_module = -1;
}

void
tsr_game_state_copy (TsrGameState       *dest,
                     const TsrGameState *src)
{
  *dest = *src;
  dest->variants = variants_copy (src->variants);
  dest->board = tsr_board_copy (src->board);
  dest->features = tsr_features_copy (src->features);
  dest->players = g_array_copy (src->players);
  g_array_set_clear_func (dest->players, (GDestroyNotify) tsr_player_clear);
  for (guint i = 0; i < dest->players->len; i++)
    {
      TsrPlayer *player = &g_array_index (dest->players, TsrPlayer, i);

      player->id = g_strdup (player->id);
      player->name = g_strdup (player->name);
    }
  dest->figures = g_array_copy (src->figures);
  dest->tokens = g_array_copy (src->tokens);
  dest->deck = g_ptr_array_copy (src->deck, NULL, NULL);
  dest->anchors = g_array_copy (src->anchors);
  dest->completed = g_array_copy (src->completed);
  dest->events = g_array_copy (src->events);

  for (guint i = 0; i < TSR_MAX_MODULES; i++)
    if (src->module_state[i] != NULL)
      dest->module_state[i] = tsr_module_get (i)->state_copy (src->module_state[i]);
}

void
tsr_game_state_clear (TsrGameState *st)
{
  g_clear_pointer (&st->variants, g_hash_table_unref);
  g_clear_pointer (&st->board, tsr_board_free);
  g_clear_pointer (&st->features, tsr_features_free);
  g_clear_pointer (&st->players, g_array_unref);
  g_clear_pointer (&st->figures, g_array_unref);
  g_clear_pointer (&st->tokens, g_array_unref);
  g_clear_pointer (&st->deck, g_ptr_array_unref);
  g_clear_pointer (&st->anchors, g_array_unref);
  g_clear_pointer (&st->completed, g_array_unref);
  g_clear_pointer (&st->events, g_array_unref);

  for (guint i = 0; i < TSR_MAX_MODULES; i++)
    if (st->module_state[i] != NULL)
      g_clear_pointer (&st->module_state[i], tsr_module_get (i)->state_free);
}

static void
snapshot_free (TsrGameState *st)
{
  tsr_game_state_clear (st);
  g_free (st);
}

static TsrGameState *
snapshot_new (const TsrGameState *st)
{
  TsrGameState *copy = g_new (TsrGameState, 1);

  tsr_game_state_copy (copy, st);
  return copy;
}

/* Creating a game */

static void
alloc_scratch (TsrGame *game)
{
  game->scratch_actions = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  game->scratch_placements = g_array_new (FALSE, FALSE, sizeof (TsrPlacement));
  game->scratch_elements = g_array_new (FALSE, FALSE, sizeof (guint32));
}

/**
 * tsr_game_new:
 *
 * Returns: (transfer full): an empty game: base rules on, no player, no
 *   tile, every variant at its default.  Set it up, then call
 *   tsr_game_start().
 */
TsrGame *
tsr_game_new (void)
{
  TsrGame *game = g_new0 (TsrGame, 1);

  state_init (&game->st);
  game->catalogue = tsr_catalogue_get_default ();
  game->rulebook = tsr_rulebook_get_default ();
  /* Room for the steps and actions of a whole base game. */
  game->trace_capacity = 512;
  game->trace = g_new (TsrStep, game->trace_capacity);
  game->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
  game->recording = TRUE;
  game->actions_capacity = 256;
  game->actions = g_new (TsrPlayedAction, game->actions_capacity);
  alloc_scratch (game);
  return game;
}

void
tsr_game_free (TsrGame *game)
{
  if (game == NULL)
    return;

  tsr_game_state_clear (&game->st);
  g_free (game->trace);
  g_ptr_array_unref (game->snapshots);
  g_free (game->actions);
  g_array_unref (game->scratch_actions);
  g_array_unref (game->scratch_placements);
  g_array_unref (game->scratch_elements);
  g_free (game);
}


/**
 * tsr_game_new_standard:
 * @n_players: 2 to 6
 * @modules: (nullable): the modules to switch on besides the base game
 * @seed: the seed the tile deck is shuffled with
 *
 * A game as it starts at the table: the start tile at (0, 0), the rest of
 * the box shuffled, players named after their colours, the first one to
 * draw.
 *
 * Returns: (transfer full): the game, or %NULL with @error set when a
 *   module is unknown
 */
TsrGame *
tsr_game_new_standard (guint               n_players,
                       const char * const *modules,
                       guint32             seed,
                       GError            **error)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  g_return_val_if_fail (n_players >= 1 && n_players <= tsr_player_colour_count (), NULL);

  for (guint i = 0; modules != NULL && modules[i] != NULL; i++)
    if (!tsr_game_enable_module (game, modules[i], error))
      return NULL;

  for (guint i = 0; i < n_players; i++)
    {
      const char *colour = tsr_player_colour_get_id (i);

      tsr_game_add_player (game, colour, tsr_player_colour_name (colour, FALSE));
    }

  tsr_game_setup_start (game);
  tsr_game_fill_deck (game, rand);
  tsr_game_start (game);

  return g_steal_pointer (&game);
}

/**
 * tsr_game_get_start_tile:
 *
 * Returns: the tile the game starts on: the start tile of the last module
 *   in play that starts the game on its own tile set, else the base
 *   game's
 */
const TsrTileType *
tsr_game_get_start_tile (const TsrGame *game)
{
  const char *set = "base";

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->starts)
      set = tsr_module_get (i)->tile_set;

  return tsr_catalogue_get_start (game->catalogue, set);
}

/**
 * tsr_game_setup_start:
 *
 * Puts the start tile of the modules in play at (0, 0).
 */
void
tsr_game_setup_start (TsrGame *game)
{
  tsr_game_setup_tile (game, tsr_game_get_start_tile (game), 0, 0, 0, NULL);
}

/**
 * tsr_game_add_player:
 * @id: a token such as "red"
 * @name: (nullable): the name shown to people; the id when %NULL
 *
 * Adds a player after the others (turn order is the order of adding) with
 * the figures the modules in play give (7 meeples in the base game).
 *
 * Returns: the player's index
 */
guint
tsr_game_add_player (TsrGame    *game,
                     const char *id,
                     const char *name)
{
  TsrPlayer player = { 0 };
  TsrPlayer *added;

  player.id = g_strdup (id);
  player.name = g_strdup (name != NULL ? name : id);
  g_array_append_val (game->st.players, player);
  added = &g_array_index (game->st.players, TsrPlayer, game->st.players->len - 1);
  tsr_player_give_figures (added, game->st.modules);

  return game->st.players->len - 1;
}

void
tsr_game_set_score (TsrGame *game,
                    guint    player,
                    gint32   score)
{
  tsr_game_player (game, player)->score = tsr_score_add (0, score);
}

/* How many figures of @kind the player owns (7 meeples by default). */
void
tsr_game_set_owned (TsrGame       *game,
                    guint          player,
                    TsrFigureKind  kind,
                    gint           count)
{
  g_return_if_fail (kind < tsr_figure_kind_count ());

  tsr_game_player (game, player)->owned[tsr_figure_kind_supply (kind)] = count;
}

/**
 * tsr_game_get_stock:
 * @stock: a stock a module keeps (TsrPlayerStockDecl)
 *
 * Returns: how many pieces of @stock the player has: as set, else as the
 *   rules give; 0 when no module keeping it is in play
 */
gint
tsr_game_get_stock (const TsrGame *game,
                    guint          player,
                    guint          stock)
{
  const TsrPlayer *p = tsr_game_get_player (game, player);

  g_return_val_if_fail (stock < tsr_player_stock_count (), 0);

  if (!tsr_game_has_any_module (game, tsr_player_stock_get_owners (stock)))
    return 0;
  if (p->stocks_set & (1u << stock))
    return p->stocks[stock];
  return tsr_player_stock_get_decl (stock)->initial (game);
}

/* Sets how many pieces of @stock the player has, from then on whatever
 * the rules would give. */
void
tsr_game_set_stock (TsrGame *game,
                    guint    player,
                    guint    stock,
                    gint     count)
{
  TsrPlayer *p = tsr_game_player (game, player);

  g_return_if_fail (stock < tsr_player_stock_count ());

  p->stocks[stock] = CLAMP (count, 0, tsr_player_stock_get_decl (stock)->max);
  p->stocks_set |= 1u << stock;
}

/* How many figures of @kind the player has lost for good (a COVID death). */
void
tsr_game_set_removed (TsrGame       *game,
                      guint          player,
                      TsrFigureKind  kind,
                      gint           count)
{
  g_return_if_fail (kind < tsr_figure_kind_count ());

  tsr_game_player (game, player)->removed[tsr_figure_kind_supply (kind)] = count;
}

/* Whose turn it is when the game starts: that player is about to draw. */
void
tsr_game_set_turn (TsrGame *game,
                   gint     player,
                   guint    turn)
{
  g_return_if_fail (player >= 0 && (guint) player < game->st.players->len);
  g_return_if_fail (!game->started);

  game->st.active = player;
  game->st.turn = turn;
}

static const char *phase_names[] = {
  "draw", "place-tile", "place-figure", "score", "end", "game-over",
};

const char *
tsr_phase_to_string (TsrPhase phase)
{
  g_return_val_if_fail (phase <= TSR_PHASE_GAME_OVER, NULL);

  return phase_names[phase];
}

gboolean
tsr_phase_from_string (const char *text,
                       TsrPhase   *phase)
{
  for (guint i = 0; i < G_N_ELEMENTS (phase_names); i++)
    if (strcmp (text, phase_names[i]) == 0)
      {
        *phase = i;
        return TRUE;
      }

  return FALSE;
}

/**
 * tsr_game_set_phase:
 * @drawn: the tile in hand, for %TSR_PHASE_PLACE_TILE only
 *
 * Where in the turn of the active player the game starts.  For the figure
 * step, scoring and the end of the turn, the tile placed this turn is the
 * last one put on the board.  In the figure step, a figure of the active
 * player already on that tile means the regular figure was placed (only
 * the phantom may follow), or, when it is the phantom, that the figure
 * step is over.  Set the figures before the phase.
 */
gboolean
tsr_game_set_phase (TsrGame            *game,
                    TsrPhase            phase,
                    const TsrTileType  *drawn,
                    GError            **error)
{
  TsrGameState *st = &game->st;
  guint n_tiles = tsr_board_get_n_tiles (st->board);

  g_return_val_if_fail (!game->started, FALSE);

  if ((phase == TSR_PHASE_PLACE_TILE) != (drawn != NULL) ||
      (phase >= TSR_PHASE_PLACE_FIGURE && n_tiles == 0) || phase == TSR_PHASE_GAME_OVER)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }

  st->drawn = drawn;
  st->placed = phase >= TSR_PHASE_PLACE_FIGURE;
  if (st->placed)
    {
      const TsrPlacedTile *last = tsr_board_get_nth (st->board, n_tiles - 1);

      st->placed_index = n_tiles - 1;
      st->placed_x = last->x;
      st->placed_y = last->y;
    }

  st->cursor = 0;
  st->figure_done = FALSE;
  switch (phase)
    {
    case TSR_PHASE_DRAW:
      st->stage = TSR_STAGE_BEGIN_TURN;
      break;
    case TSR_PHASE_PLACE_TILE:
      st->stage = TSR_STAGE_PLACE_TILE;
      break;
    case TSR_PHASE_PLACE_FIGURE:
      st->stage = TSR_STAGE_FIGURE;
      /* The active player's figure on the tile placed this turn says the
       * figure step is done: what modules add after it may follow. */
      for (guint i = 0; i < st->figures->len; i++)
        {
          const TsrFigure *figure = &g_array_index (st->figures, TsrFigure, i);

          if (figure->player == st->active && figure->x == st->placed_x && figure->y == st->placed_y)
            {
              st->figure_done = TRUE;
              st->stage = TSR_STAGE_AFTER_FIGURE;
            }
        }
      break;
    case TSR_PHASE_SCORE:
      /* Past the figure step's hooks: completion is judged next. */
      st->stage = TSR_STAGE_AFTER_FIGURE;
      st->cursor = TSR_MAX_MODULES;
      break;
    case TSR_PHASE_END:
    default:
      st->stage = TSR_STAGE_END_TURN;
      break;
    }

  return TRUE;
}

/**
 * tsr_game_start:
 *
 * Ends the set-up: the turn machine runs until the first choice and the
 * history starts here.
 */
void
tsr_game_start (TsrGame *game)
{
  g_return_if_fail (!game->started);

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->start != NULL)
      tsr_module_get (i)->start (game);

  game->started = TRUE;
  if (game->recording)
    g_ptr_array_add (game->snapshots, snapshot_new (&game->st));
  tsr_engine_run (game);
}

gboolean
tsr_game_is_started (const TsrGame *game)
{
  return game->started;
}

/**
 * tsr_game_copy:
 *
 * Returns: (transfer full): a game with the same state, trace and history
 */
TsrGame *
tsr_game_copy (const TsrGame *game)
{
  TsrGame *copy = g_new0 (TsrGame, 1);

  tsr_game_state_copy (&copy->st, &game->st);
  copy->catalogue = game->catalogue;
  copy->rulebook = game->rulebook;
  copy->trace_len = game->trace_len;
  copy->trace = tsr_array_copy (game->trace, game->trace_len, &copy->trace_capacity, sizeof (TsrStep));
  copy->recording = game->recording;
  copy->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
  for (guint i = 0; i < game->snapshots->len; i++)
    g_ptr_array_add (copy->snapshots, snapshot_new (g_ptr_array_index (game->snapshots, i)));
  copy->position = game->position;
  copy->started = game->started;
  copy->n_actions = game->n_actions;
  copy->actions = tsr_array_copy (game->actions, game->n_actions, &copy->actions_capacity,
                                  sizeof (TsrPlayedAction));
  alloc_scratch (copy);
  return copy;
}

/**
 * tsr_game_copy_state:
 *
 * A copy of where @game stands, without its history: enough to compare
 * states with tsr_game_state_equal(), and cheap however long the game.
 *
 * Returns: (transfer full): the copy, not recording
 */
TsrGame *
tsr_game_copy_state (const TsrGame *game)
{
  TsrGame *copy = g_new0 (TsrGame, 1);

  tsr_game_state_copy (&copy->st, &game->st);
  copy->catalogue = game->catalogue;
  copy->rulebook = game->rulebook;
  copy->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
  copy->recording = FALSE;
  copy->started = game->started;
  alloc_scratch (copy);
  return copy;
}

/* Steps and choices */

void
tsr_game_emit (TsrGame *game,
               TsrStep *step)
{
  g_assert (game->position == game->trace_len);

  step->turn = game->st.turn;
  step->stable = FALSE;
  /* Where a step names a place but not its kind, the kind is the board's:
   * the sentence saying where needs it (a field's corner, a city's side). */
  if (step->feature >= TSR_N_FEATURE_KINDS && step->port != TSR_PORT_NONE)
    {
      const TsrPlacedTile *tile = tsr_board_get (game->st.board, step->x, step->y);
      int segment = tile != NULL ? tsr_placed_tile_segment_at (tile, step->port) : -1;

      if (segment >= 0)
        step->feature = tsr_placed_tile_segment_kind (tile, segment);
    }
  game->trace = tsr_array_reserve (game->trace, game->trace_len, &game->trace_capacity, sizeof (TsrStep));
  game->trace[game->trace_len++] = *step;
  game->position = game->trace_len;

  if (game->recording && game->started)
    g_ptr_array_add (game->snapshots, snapshot_new (&game->st));
}

/**
 * tsr_game_settle_steps:
 * @first: the first step of one change of the board
 *
 * A change told in several steps, a tile leaving the game with the
 * figures on it, is one change of the position: the steps from @first
 * on show where it ends, so that none of them shows a board its sentence
 * says is gone.
 */
void
tsr_game_settle_steps (TsrGame *game,
                       guint    first)
{
  g_assert (game->position == game->trace_len);

  if (!game->recording || !game->started)
    return;

  for (guint p = first + 1; p <= game->trace_len && p < game->snapshots->len; p++)
    {
      TsrGameState **slot = (TsrGameState **) &g_ptr_array_index (game->snapshots, p);

      snapshot_free (*slot);
      *slot = snapshot_new (&game->st);
    }
}

/* The engine stops here until the choice is answered.  The snapshot of
 * the last step becomes the state the engine waits in. */
void
tsr_game_wait_for (TsrGame       *game,
                   TsrChoiceKind  kind,
                   gint           player,
                   gboolean       optional,
                   gint           module)
{
  game->st.choice.kind = kind;
  game->st.choice.player = player;
  game->st.choice.optional = optional;
  game->st.choice_module = module;

  if (game->position > 0)
    game->trace[game->position - 1].stable = TRUE;

  if (game->recording && game->started)
    {
      TsrGameState **slot = (TsrGameState **) &g_ptr_array_index (game->snapshots, game->position);

      g_assert (game->snapshots->len == game->position + 1);
      snapshot_free (*slot);
      *slot = snapshot_new (&game->st);
    }
}

const TsrChoice *
tsr_game_get_choice (const TsrGame *game)
{
  return &game->st.choice;
}

/**
 * tsr_game_get_rulebook:
 *
 * Returns: (transfer none): the rule text the game is played and told by
 */
const TsrRulebook *
tsr_game_get_rulebook (const TsrGame *game)
{
  return game->rulebook;
}

gboolean
tsr_game_is_over (const TsrGame *game)
{
  return game->st.stage == TSR_STAGE_GAME_OVER;
}

static gboolean
at_stable_position (const TsrGame *game)
{
  if (game->position == 0)
    return game->st.choice.kind != TSR_CHOICE_NONE || game->st.stage == TSR_STAGE_GAME_OVER;

  return game->trace[game->position - 1].stable;
}

/* Whether the engine waits for an answer here: actions are taken only
 * from such a position (not from the middle of an action's steps). */
gboolean
tsr_game_is_at_rest (const TsrGame *game)
{
  return at_stable_position (game);
}

/**
 * tsr_game_turn_unsaved:
 *
 * Returns: whether a module remembers something of the turn in progress
 *   that a position saved now cannot say, so that it would play on
 *   otherwise once loaded (a meteor's impact, to be scored after the
 *   figure step)
 */
gboolean
tsr_game_turn_unsaved (const TsrGame *game)
{
  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->turn_unsaved != NULL && tsr_module_get (i)->turn_unsaved (game))
      return TRUE;

  return FALSE;
}

/**
 * tsr_game_list_options:
 * @actions: (element-type TsrAction): receives every legal answer to the
 *   pending choice
 */
void
tsr_game_list_options (TsrGame *game,
                       GArray  *actions)
{
  g_array_set_size (actions, 0);
  if (!at_stable_position (game))
    return;

  tsr_engine_list_options (game, actions);
}

/**
 * tsr_game_act:
 *
 * Applies an action.  An action the rules do not allow now changes
 * nothing and fails with a #TSR_RULE_ERROR.  After an undo, acting drops
 * the steps that could have been redone.
 */
gboolean
tsr_game_act (TsrGame          *game,
              const TsrAction  *action,
              GError          **error)
{
  TsrPlayedAction played;

  g_return_val_if_fail (game->started, FALSE);

  if (!at_stable_position (game))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }

  if (game->position < game->trace_len)
    {
      game->trace_len = game->position;
      if (game->recording)
        g_ptr_array_set_size (game->snapshots, game->position + 1);
    }
  game->n_actions = tsr_game_get_n_actions (game);

  if (!tsr_engine_act (game, action, error))
    return FALSE;

  played.action = *action;
  played.position = game->position;
  game->actions = tsr_array_reserve (game->actions, game->n_actions, &game->actions_capacity,
                                     sizeof (TsrPlayedAction));
  game->actions[game->n_actions++] = played;
  return TRUE;
}

/**
 * tsr_game_get_n_actions:
 *
 * Returns: how many actions were played to reach the current position
 *   (those undone not counted)
 */
guint
tsr_game_get_n_actions (const TsrGame *game)
{
  guint n = game->n_actions;

  /* Positions grow along the list, and the game is usually at its end:
   * counting back from there keeps a long game linear. */
  while (n > 0 && game->actions[n - 1].position > game->position)
    n--;

  return n;
}

const TsrAction *
tsr_game_get_action (const TsrGame *game,
                     guint          index)
{
  g_return_val_if_fail (index < game->n_actions, NULL);

  return &game->actions[index].action;
}

/* Looking at the state */

const TsrBoard *
tsr_game_get_board (const TsrGame *game)
{
  return game->st.board;
}

TsrFeatures *
tsr_game_get_features (TsrGame *game)
{
  return game->st.features;
}

guint
tsr_game_get_n_players (const TsrGame *game)
{
  return game->st.players->len;
}

const TsrPlayer *
tsr_game_get_player (const TsrGame *game,
                     guint          index)
{
  g_return_val_if_fail (index < game->st.players->len, NULL);

  return &g_array_index (game->st.players, TsrPlayer, index);
}

TsrPlayer *
tsr_game_player (TsrGame *game,
                 gint     index)
{
  g_return_val_if_fail (index >= 0 && (guint) index < game->st.players->len, NULL);

  return &g_array_index (game->st.players, TsrPlayer, index);
}

int
tsr_game_find_player (const TsrGame *game,
                      const char    *id)
{
  for (guint i = 0; i < game->st.players->len; i++)
    if (strcmp (g_array_index (game->st.players, TsrPlayer, i).id, id) == 0)
      return i;

  return -1;
}

gint
tsr_game_get_active (const TsrGame *game)
{
  return game->st.active;
}

guint
tsr_game_get_turn (const TsrGame *game)
{
  return game->st.turn;
}

TsrPhase
tsr_game_get_phase (const TsrGame *game)
{
  switch (game->st.stage)
    {
    case TSR_STAGE_BEGIN_TURN:
    case TSR_STAGE_DRAW:
      return TSR_PHASE_DRAW;
    case TSR_STAGE_PLACE_TILE:
    case TSR_STAGE_AFTER_PLACE:
      return TSR_PHASE_PLACE_TILE;
    case TSR_STAGE_FIGURE:
    case TSR_STAGE_AFTER_FIGURE:
      return TSR_PHASE_PLACE_FIGURE;
    case TSR_STAGE_BEFORE_SCORING:
    case TSR_STAGE_SCORING:
    case TSR_STAGE_AFTER_SCORING:
      return TSR_PHASE_SCORE;
    case TSR_STAGE_END_TURN:
    case TSR_STAGE_FINAL:
    case TSR_STAGE_FINAL_SCORING:
      return TSR_PHASE_END;
    case TSR_STAGE_GAME_OVER:
    default:
      return TSR_PHASE_GAME_OVER;
    }
}

const TsrTileType *
tsr_game_get_drawn (const TsrGame *game)
{
  return game->st.drawn;
}

gboolean
tsr_game_get_placed (const TsrGame *game,
                     gint32        *x,
                     gint32        *y)
{
  if (!game->st.placed)
    return FALSE;

  *x = game->st.placed_x;
  *y = game->st.placed_y;
  return TRUE;
}
