/* tsr-position-text.c: the board in words, for those who cannot see it
 *
 * A screen reader reads the square under the board's cursor, the whole
 * position square by square, and what a rule step is about.  The figures
 * and tokens are said as "Expect This" says them (tsr-truth.c), so a
 * player hears the same sentence the scenario's script would keep.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-names.h"
#include "tsr-position-text.h"
#include "tsr-step-subject.h"
#include "tsr-truth.h"

/* The first sentence "Expect This" would record of @truth. */
static char *
truth_sentence (TsrGame        *game,
                const TsrTruth *truth)
{
  g_autoptr(GPtrArray) expectations = tsr_truth_record (game, truth, NULL);

  if (expectations == NULL || expectations->len == 0)
    return NULL;
  return tsr_expectation_describe (g_ptr_array_index (expectations, 0), game);
}

static void
append_sentence (GString    *text,
                 const char *sentence)
{
  if (sentence == NULL)
    return;
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
}

static void
append_tile (GString             *text,
             gint32               x,
             gint32               y,
             const TsrPlacedTile *tile)
{
  g_autofree char *sentence = NULL;

  if (tile == NULL)
    /* Translators: a square of the board with no tile, as a screen reader says it */
    sentence = g_strdup_printf (_("(%d, %d): no tile."), x, y);
  else
    /* Translators: a square of the board as a screen reader says it: where it is, the name of
     * its tile ("city cap with a straight road") and how far it is turned clockwise, in degrees */
    sentence = g_strdup_printf (_("(%d, %d): %s, turned %u°."), x, y, tsr_tile_type_get_name (tile->type),
                                tile->rotation * 90u);
  append_sentence (text, sentence);

  if (tile != NULL && tile->span == TSR_AXIS_NS)
    append_sentence (text, _("A bridge crosses it from north to south."));
  else if (tile != NULL && tile->span == TSR_AXIS_EW)
    append_sentence (text, _("A bridge crosses it from east to west."));
}

static void
append_pieces (GString *text,
               TsrGame *game,
               gint32   x,
               gint32   y)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      TsrTruth truth = { .kind = TSR_TRUTH_FIGURE, .figure = i };
      g_autofree char *sentence = NULL;

      if (figure->x != x || figure->y != y)
        continue;
      sentence = truth_sentence (game, &truth);
      append_sentence (text, sentence);
    }

  for (guint i = 0; i < tsr_game_get_n_tokens (game); i++)
    {
      const TsrToken *token = tsr_game_get_token (game, i);
      TsrTruth truth = { .kind = TSR_TRUTH_TOKEN, .token = i };
      g_autofree char *sentence = NULL;

      if (token->x != x || token->y != y)
        continue;
      sentence = truth_sentence (game, &truth);
      append_sentence (text, sentence);
    }
}

static gboolean
touches_a_tile (const TsrBoard *board,
                gint32          x,
                gint32          y)
{
  return tsr_board_get (board, x + 1, y) != NULL || tsr_board_get (board, x - 1, y) != NULL ||
         tsr_board_get (board, x, y + 1) != NULL || tsr_board_get (board, x, y - 1) != NULL;
}

/* Where the tile in hand may go, on an empty square beside the board:
 * the turns the rules allow there, each said once. */
static void
append_fit (GString *text,
            TsrGame *game,
            gint32   x,
            gint32   y)
{
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  guint degrees[4];
  guint n = 0;
  gboolean seen[4] = { FALSE };
  g_autofree char *sentence = NULL;

  if (tsr_game_get_choice (game)->kind != TSR_CHOICE_PLACE_TILE || tsr_game_get_drawn (game) == NULL ||
      tsr_board_get (tsr_game_get_board (game), x, y) != NULL || !touches_a_tile (tsr_game_get_board (game), x, y))
    return;

  tsr_game_list_options (game, options);
  for (guint i = 0; i < options->len; i++)
    {
      const TsrAction *option = &g_array_index (options, TsrAction, i);

      if (option->kind == TSR_ACTION_PLACE_TILE && option->has_pos && option->x == x && option->y == y &&
          option->rotation < 4)
        seen[option->rotation] = TRUE;
    }
  for (guint r = 0; r < 4; r++)
    if (seen[r])
      degrees[n++] = r * 90;

  switch (n)
    {
    case 0:
      sentence = g_strdup (_("The tile in hand does not fit here."));
      break;
    case 1:
      /* Translators: how far the tile in hand may be turned clockwise on a square, in degrees */
      sentence = g_strdup_printf (_("The tile in hand fits here turned %u°."), degrees[0]);
      break;
    case 2:
      /* Translators: the two ways the tile in hand may be turned on a square, in degrees */
      sentence = g_strdup_printf (_("The tile in hand fits here turned %u° or %u°."), degrees[0], degrees[1]);
      break;
    case 3:
      /* Translators: the three ways the tile in hand may be turned on a square, in degrees */
      sentence = g_strdup_printf (_("The tile in hand fits here turned %u°, %u° or %u°."), degrees[0], degrees[1],
                                  degrees[2]);
      break;
    default:
      sentence = g_strdup (_("The tile in hand fits here turned any way."));
      break;
    }
  append_sentence (text, sentence);
}

/**
 * tsr_square_describe:
 *
 * Returns: (transfer full): the square at (@x, @y) in words: its tile
 *   and how it is turned, the figures and tokens on it, and whether the
 *   tile in hand fits there
 */
char *
tsr_square_describe (TsrGame *game,
                     gint32   x,
                     gint32   y)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const TsrPlacedTile *tile;

  g_return_val_if_fail (game != NULL, NULL);

  tile = tsr_board_get (tsr_game_get_board (game), x, y);
  append_tile (text, x, y, tile);
  if (tile != NULL)
    append_pieces (text, game, x, y);
  append_fit (text, game, x, y);

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static int
compare_reading_order (gconstpointer a,
                       gconstpointer b)
{
  const TsrPlacedTile *p = *(const TsrPlacedTile *const *) a;
  const TsrPlacedTile *q = *(const TsrPlacedTile *const *) b;

  if (p->y != q->y)
    return p->y < q->y ? -1 : 1;
  return p->x < q->x ? -1 : p->x > q->x;
}

/**
 * tsr_position_describe:
 *
 * Returns: (transfer container) (element-type utf8): every square with a
 *   tile, in reading order (north to south, then west to east), each as
 *   tsr_square_describe() says it
 */
GPtrArray *
tsr_position_describe (TsrGame *game)
{
  const TsrBoard *board;
  g_autoptr(GPtrArray) tiles = g_ptr_array_new ();
  GPtrArray *sentences = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (game != NULL, NULL);

  board = tsr_game_get_board (game);
  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    g_ptr_array_add (tiles, (gpointer) tsr_board_get_nth (board, i));
  g_ptr_array_sort (tiles, compare_reading_order);

  for (guint i = 0; i < tiles->len; i++)
    {
      const TsrPlacedTile *tile = g_ptr_array_index (tiles, i);

      g_ptr_array_add (sentences, tsr_square_describe (game, tile->x, tile->y));
    }

  return sentences;
}

static char *
describe_part (TsrGame              *game,
               const TsrSubjectPart *part)
{
  const TsrLocation *at = &part->where;

  switch (part->kind)
    {
    case TSR_SUBJECT_TILE:
      /* Translators: what a rule step is about, outlined on the board */
      return g_strdup_printf (_("The tile at (%d, %d) is outlined."), at->x, at->y);

    case TSR_SUBJECT_FEATURE:
      {
        TsrTruth truth = { .kind = TSR_TRUTH_FEATURE, .x = at->x, .y = at->y, .port = at->port };

        return truth_sentence (game, &truth);
      }

    case TSR_SUBJECT_FIGURE:
      for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
        {
          const TsrFigure *figure = tsr_game_get_figure (game, i);

          if (figure->x == at->x && figure->y == at->y && figure->port == at->port)
            {
              TsrTruth truth = { .kind = TSR_TRUTH_FIGURE, .figure = i };

              return truth_sentence (game, &truth);
            }
        }
      {
        g_autofree char *place = tsr_place_describe (at->x, at->y, at->port, TSR_N_FEATURE_KINDS);

        /* Translators: where a figure stood before a rule step took it away, outlined on the
         * board; %s says where ("on the north side of the tile at (1, 0)") */
        return g_strdup_printf (_("The place where a figure stood %s is outlined."), place);
      }

    case TSR_SUBJECT_WAY:
    default:
      /* Translators: a square of the way a figure took this turn, outlined on the board */
      return g_strdup_printf (_("The way taken passes (%d, %d)."), at->x, at->y);
    }
}

/**
 * tsr_subject_describe:
 * @parts: (element-type TsrSubjectPart) (nullable): what a step is
 *   about, from tsr_game_get_step_subject()
 *
 * Returns: (transfer full) (nullable): what the board outlines for a
 *   step, in words, or %NULL when it outlines nothing
 */
char *
tsr_subject_describe (TsrGame      *game,
                      const GArray *parts)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (game != NULL, NULL);

  if (parts == NULL || parts->len == 0)
    return NULL;
  for (guint i = 0; i < parts->len; i++)
    {
      g_autofree char *sentence = describe_part (game, &g_array_index (parts, TsrSubjectPart, i));

      append_sentence (text, sentence);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}
