/* tsr-history.c: the trace of a game and moving through it
 *
 * With recording on, the game keeps a deep copy of its state after every
 * rule step (tsr-game.c makes them), so going to any step restores
 * exactly what was there.  Undo and redo move between the positions where
 * the engine waited for an answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-game-private.h"

guint
tsr_game_get_n_steps (const TsrGame *game)
{
  return game->trace_len;
}

const TsrStep *
tsr_game_get_step (const TsrGame *game,
                   guint          index)
{
  g_return_val_if_fail (index < game->trace_len, NULL);

  return &game->trace[index];
}

/**
 * tsr_game_set_recording:
 *
 * With recording on (the default), the game keeps a snapshot after every
 * step so it can go back to any of them.  The benchmark and the soak turn
 * it off.  Only before the game starts.
 */
void
tsr_game_set_recording (TsrGame  *game,
                        gboolean  recording)
{
  g_return_if_fail (!game->started);

  game->recording = recording;
}

/* Returns: how many steps of the trace are applied. */
guint
tsr_game_get_position (const TsrGame *game)
{
  return game->position;
}

/**
 * tsr_game_go_to:
 * @position: how many steps of the trace to have applied, from 0 (the
 *   position the game started from) to the length of the trace
 *
 * Restores the state after that step, exactly.  The steps after it stay
 * in the trace until an action replaces them.
 */
gboolean
tsr_game_go_to (TsrGame     *game,
                guint        position,
                GError     **error)
{
  if (!game->recording || position > game->trace_len || position >= game->snapshots->len)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_IN_HISTORY);
      return FALSE;
    }

  tsr_game_state_clear (&game->st);
  tsr_game_state_copy (&game->st, g_ptr_array_index (game->snapshots, position));
  game->position = position;
  return TRUE;
}

static gboolean
position_is_stable (const TsrGame *game,
                    guint          position)
{
  const TsrGameState *st;

  if (position > 0)
    return game->trace[position - 1].stable;

  st = g_ptr_array_index (game->snapshots, 0);
  return st->choice.kind != TSR_CHOICE_NONE;
}

static int
previous_stable (const TsrGame *game)
{
  if (!game->recording)
    return -1;

  for (int p = (int) game->position - 1; p >= 0; p--)
    if (position_is_stable (game, p))
      return p;

  return -1;
}

static int
next_stable (const TsrGame *game)
{
  if (!game->recording)
    return -1;

  for (guint p = game->position + 1; p <= game->trace_len; p++)
    if (position_is_stable (game, p))
      return p;

  return -1;
}

gboolean
tsr_game_can_undo (const TsrGame *game)
{
  return previous_stable (game) >= 0;
}

gboolean
tsr_game_can_redo (const TsrGame *game)
{
  return next_stable (game) >= 0;
}

/* Goes back to where the engine last waited for an answer. */
gboolean
tsr_game_undo (TsrGame *game)
{
  int position = previous_stable (game);

  return position >= 0 && tsr_game_go_to (game, position, NULL);
}

/* Goes forward to where the engine next waited for an answer. */
gboolean
tsr_game_redo (TsrGame *game)
{
  int position = next_stable (game);

  return position >= 0 && tsr_game_go_to (game, position, NULL);
}

/* Field by field: structure padding holds whatever was there. */
static gboolean
location_equal (const TsrLocation *a,
                const TsrLocation *b)
{
  return a->x == b->x && a->y == b->y && a->port == b->port;
}

/* Anchors in a fixed order: which module set its marks first is no part
 * of the position (a file reads them module by module). */
static gint
compare_anchors (gconstpointer a,
                 gconstpointer b)
{
  const TsrFlagAnchor *s = a, *t = b;

  if (s->where.x != t->where.x)
    return s->where.x < t->where.x ? -1 : 1;
  if (s->where.y != t->where.y)
    return s->where.y < t->where.y ? -1 : 1;
  if (s->where.port != t->where.port)
    return s->where.port < t->where.port ? -1 : 1;
  return s->flags < t->flags ? -1 : s->flags > t->flags;
}

static GArray *
sorted_anchors (GArray *anchors)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (TsrFlagAnchor), anchors->len);

  g_array_append_vals (copy, anchors->data, anchors->len);
  g_array_sort (copy, compare_anchors);
  return copy;
}

static gboolean
figure_equal (const TsrFigure *a,
              const TsrFigure *b)
{
  return a->kind == b->kind && a->player == b->player && a->state == b->state &&
         a->piece == b->piece && a->x == b->x && a->y == b->y && a->port == b->port;
}

/* Field by field: a token's padding is whatever its maker left there. */
static gboolean
token_equal (const TsrToken *a,
             const TsrToken *b)
{
  return a->kind == b->kind && a->x == b->x && a->y == b->y && a->port == b->port;
}

static gboolean
expr_equal (const TsrScoreExpr *a,
            const TsrScoreExpr *b)
{
  if (a->n_items != b->n_items)
    return FALSE;

  for (guint i = 0; i < a->n_items; i++)
    if (a->items[i].unit != b->items[i].unit || a->items[i].count != b->items[i].count ||
        a->items[i].each != b->items[i].each)
      return FALSE;

  return TRUE;
}

static gboolean
event_equal (const TsrScoreEvent *a,
             const TsrScoreEvent *b)
{
  return a->kind == b->kind && a->rule == b->rule && a->element == b->element &&
         location_equal (&a->place, &b->place) && a->feature == b->feature &&
         a->player == b->player && expr_equal (&a->expr, &b->expr) && a->final == b->final;
}

/**
 * tsr_game_state_equal:
 * @difference: (nullable): receives the first difference found
 *
 * Compares everything the rules look at in two games: not their trace,
 * nor the number of the turn.
 */
gboolean
tsr_game_state_equal (const TsrGame *a,
                      const TsrGame *b,
                      GString       *difference)
{
  const TsrGameState *x = &a->st, *y = &b->st;
  GHashTableIter iter;
  gpointer key, value;

  if (x->modules != y->modules || x->chosen != y->chosen)
    TSR_DIFFER ("modules %x against %x", x->modules, y->modules);
  if (g_hash_table_size (x->variants) != g_hash_table_size (y->variants))
    TSR_DIFFER ("%u variants set against %u", g_hash_table_size (x->variants), g_hash_table_size (y->variants));
  g_hash_table_iter_init (&iter, x->variants);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, g_hash_table_lookup (y->variants, key)) != 0)
      TSR_DIFFER ("variant %s", (const char *) key);

  if (tsr_board_get_n_tiles (x->board) != tsr_board_get_n_tiles (y->board))
    TSR_DIFFER ("%u tiles against %u", tsr_board_get_n_tiles (x->board), tsr_board_get_n_tiles (y->board));
  for (guint i = 0; i < tsr_board_get_n_tiles (x->board); i++)
    {
      const TsrPlacedTile *s = tsr_board_get_nth (x->board, i), *t = tsr_board_get_nth (y->board, i);

      if (s->type != t->type || s->x != t->x || s->y != t->y || s->rotation != t->rotation ||
          memcmp (s->edges, t->edges, sizeof s->edges) != 0)
        TSR_DIFFER ("tile %u", i);
    }
  if (!tsr_features_equal (x->features, y->features, difference))
    return FALSE;

  if (x->players->len != y->players->len)
    TSR_DIFFER ("%u players against %u", x->players->len, y->players->len);
  for (guint i = 0; i < x->players->len; i++)
    {
      const TsrPlayer *p = &g_array_index (x->players, TsrPlayer, i);
      const TsrPlayer *q = &g_array_index (y->players, TsrPlayer, i);

      if (strcmp (p->id, q->id) != 0 || strcmp (p->name, q->name) != 0 || p->score != q->score ||
          memcmp (p->owned, q->owned, sizeof p->owned) != 0 ||
          memcmp (p->removed, q->removed, sizeof p->removed) != 0 ||
          memcmp (p->placed, q->placed, sizeof p->placed) != 0 || p->flags != q->flags ||
          p->stocks_set != q->stocks_set || memcmp (p->stocks, q->stocks, sizeof p->stocks) != 0)
        TSR_DIFFER ("player %s (score %d against %d)", p->id, p->score, q->score);
    }

  if (x->figures->len != y->figures->len)
    TSR_DIFFER ("%u figures against %u", x->figures->len, y->figures->len);
  for (guint i = 0; i < x->figures->len; i++)
    if (!figure_equal (&g_array_index (x->figures, TsrFigure, i), &g_array_index (y->figures, TsrFigure, i)))
      TSR_DIFFER ("figure %u", i);
  if (x->tokens->len != y->tokens->len)
    TSR_DIFFER ("%u tokens against %u", x->tokens->len, y->tokens->len);
  for (guint i = 0; i < x->tokens->len; i++)
    if (!token_equal (&g_array_index (x->tokens, TsrToken, i), &g_array_index (y->tokens, TsrToken, i)))
      TSR_DIFFER ("token %u", i);
  if (x->deck->len != y->deck->len)
    TSR_DIFFER ("deck (%u against %u tiles)", x->deck->len, y->deck->len);
  for (guint i = 0; i < x->deck->len; i++)
    if (g_ptr_array_index (x->deck, i) != g_ptr_array_index (y->deck, i))
      TSR_DIFFER ("deck tile %u", i);
  if (x->anchors->len != y->anchors->len)
    TSR_DIFFER ("%u flags on features against %u", x->anchors->len, y->anchors->len);
  if (x->anchors->len > 0)
    {
      g_autoptr(GArray) xs = sorted_anchors (x->anchors);
      g_autoptr(GArray) ys = sorted_anchors (y->anchors);

      for (guint i = 0; i < xs->len; i++)
        {
          const TsrFlagAnchor *s = &g_array_index (xs, TsrFlagAnchor, i);
          const TsrFlagAnchor *t = &g_array_index (ys, TsrFlagAnchor, i);

          if (!location_equal (&s->where, &t->where) || s->flags != t->flags)
            TSR_DIFFER ("flag %u", i);
        }
    }

  /* The turn's number only counts turns for people (a scenario does not
   * even record it); no rule reads it. */
  if (x->active != y->active || x->stage != y->stage || x->cursor != y->cursor)
    TSR_DIFFER ("player %d/%d, stage %d/%d", x->active, y->active, x->stage, y->stage);
  if (x->choice.kind != y->choice.kind || x->choice.player != y->choice.player ||
      x->choice.optional != y->choice.optional || x->choice_module != y->choice_module)
    TSR_DIFFER ("choice %d against %d", x->choice.kind, y->choice.kind);
  /* Where the tile of this turn went means nothing before it is placed. */
  if (x->drawn != y->drawn || x->placed != y->placed ||
      (x->placed && (x->placed_x != y->placed_x || x->placed_y != y->placed_y ||
                     x->placed_index != y->placed_index)) ||
      x->figure_done != y->figure_done || x->end_requested != y->end_requested)
    TSR_DIFFER ("%s", "tile in hand or placed this turn");
  if (x->completed->len != y->completed->len)
    TSR_DIFFER ("%s", "features completed this turn");
  for (guint i = 0; i < x->completed->len; i++)
    if (g_array_index (x->completed, guint32, i) != g_array_index (y->completed, guint32, i))
      TSR_DIFFER ("%s", "features completed this turn");
  if (x->events->len != y->events->len || x->event_cursor != y->event_cursor ||
      x->event_module != y->event_module || x->events_built != y->events_built ||
      x->events_held != y->events_held || x->events_released != y->events_released)
    TSR_DIFFER ("%s", "scoring queue");
  for (guint i = 0; i < x->events->len; i++)
    if (!event_equal (&g_array_index (x->events, TsrScoreEvent, i), &g_array_index (y->events, TsrScoreEvent, i)))
      TSR_DIFFER ("scoring event %u", i);

  for (guint i = 0; i < tsr_module_count (); i++)
    {
      const TsrModule *module = tsr_module_get (i);

      if ((x->module_state[i] == NULL) != (y->module_state[i] == NULL))
        TSR_DIFFER ("state of %s", module->id);
      if (x->module_state[i] != NULL && module->state_equal != NULL &&
          !module->state_equal (x->module_state[i], y->module_state[i]))
        TSR_DIFFER ("state of %s", module->id);
    }

  return TRUE;
}

#undef DIFFER

