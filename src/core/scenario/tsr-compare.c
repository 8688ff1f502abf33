/* tsr-compare.c: one scenario played under each reading of a variant
 *
 * Every ambiguous rule is a variant; comparing two readings is replaying
 * the same position and script under each value and finding the first
 * step where they part.  Two steps are the same when they name the same
 * rule and say the same in the engine's words (tsr_game_explain_full()
 * with ids), so that the comparison does not depend on the language.
 *
 * What the window and tessera-cli both say of a comparison is said here
 * once: the parting step as each reading has it, the final scores, the
 * figures in the player's words, and where the boards at the end differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-compare.h"
#include "tsr-explain.h"
#include "tsr-game-private.h"
#include "tsr-names.h"
#include "tsr-scenario-private.h"

static void
reading_free (TsrReading *reading)
{
  g_free (reading->value);
  g_clear_pointer (&reading->game, tsr_game_free);
  g_clear_pointer (&reading->failures, g_ptr_array_unref);
  g_clear_pointer (&reading->reports, g_ptr_array_unref);
  g_free (reading);
}

void
tsr_comparison_free (TsrComparison *comparison)
{
  if (comparison == NULL)
    return;

  g_free (comparison->variant);
  g_ptr_array_unref (comparison->readings);
  g_free (comparison);
}

static gboolean
same_step (const TsrGame *a,
           const TsrGame *b,
           guint          index)
{
  g_autofree char *said_a = NULL;
  g_autofree char *said_b = NULL;

  if (g_strcmp0 (tsr_game_get_step (a, index)->rule, tsr_game_get_step (b, index)->rule) != 0)
    return FALSE;

  said_a = tsr_game_explain_full (a, tsr_game_get_step (a, index), TRUE);
  said_b = tsr_game_explain_full (b, tsr_game_get_step (b, index), TRUE);
  return g_strcmp0 (said_a, said_b) == 0;
}

/* The first step where some reading differs from the first one, or ends
 * before it. */
static void
find_first_difference (TsrComparison *comparison)
{
  const TsrReading *first = g_ptr_array_index (comparison->readings, 0);

  comparison->first = G_MAXUINT;
  for (guint r = 1; r < comparison->readings->len; r++)
    {
      const TsrReading *other = g_ptr_array_index (comparison->readings, r);
      guint n = MIN (tsr_game_get_n_steps (first->game), tsr_game_get_n_steps (other->game));
      guint i = 0;

      while (i < n && i < comparison->first && same_step (first->game, other->game, i))
        i++;
      if (i < n || tsr_game_get_n_steps (first->game) != tsr_game_get_n_steps (other->game))
        comparison->first = MIN (comparison->first, i);
    }

  comparison->differ = comparison->first != G_MAXUINT;
  if (!comparison->differ)
    comparison->first = 0;
}

/**
 * tsr_scenario_compare:
 * @variant: the id of a variant with named values, of a module the
 *   scenario has in play
 *
 * Returns: (transfer full) (nullable): the scenario played under each
 *   value of @variant, or %NULL with @error set when the variant is
 *   unknown, takes numbers, or belongs to a module not in play
 */
TsrComparison *
tsr_scenario_compare (const TsrScenario *scenario,
                      const char        *variant,
                      GError           **error)
{
  const TsrVariant *decl = tsr_rulebook_lookup_variant (tsr_rulebook_get_default (), variant);
  g_autoptr(TsrComparison) comparison = NULL;

  if (decl == NULL)
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   /* Translators: %s is what the user gave as the id of a rule variant */
                   _("“%s” is no variant of any module"), variant);
      return NULL;
    }
  if (decl->integer)
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   /* Translators: %s is the id of a rule variant as files write it, such as
                    * "covid.infection-threshold" */
                   _("“%s” takes a number, not one of named readings: compare the numbers with two files"),
                   variant);
      return NULL;
    }
  if (!tsr_game_has_module (scenario->setup, decl->module))
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   /* Translators: the first %s is the id of a rule variant, the second the id of the
                    * expansion it belongs to, as files write them */
                   _("“%s” is a variant of %s, which the scenario does not switch on"), variant, decl->module);
      return NULL;
    }

  comparison = g_new0 (TsrComparison, 1);
  comparison->variant = g_strdup (variant);
  comparison->readings = g_ptr_array_new_with_free_func ((GDestroyNotify) reading_free);

  for (guint v = 0; v < decl->values->len; v++)
    {
      const TsrVariantValue *value = g_ptr_array_index (decl->values, v);
      g_autoptr(TsrScenario) copy = tsr_comparison_reading_to_scenario (scenario, variant, value->id, error);
      TsrReading *reading;

      if (copy == NULL)
        return NULL;
      reading = g_new0 (TsrReading, 1);
      reading->value = g_strdup (value->id);
      tsr_scenario_run (copy, &reading->game, &reading->failures);
      reading->reports = tsr_scenario_report (copy, NULL);
      g_ptr_array_add (comparison->readings, reading);
    }

  find_first_difference (comparison);
  return g_steal_pointer (&comparison);
}

/**
 * tsr_comparison_reading_to_scenario:
 * @variant: a variant id
 * @value: one of its values
 *
 * Returns: (transfer full) (nullable): a copy of @scenario, script and
 *   expectations included, that plays under @value; %NULL with @error
 *   set when @value is no reading of @variant
 */
TsrScenario *
tsr_comparison_reading_to_scenario (const TsrScenario *scenario,
                                    const char        *variant,
                                    const char        *value,
                                    GError           **error)
{
  g_autoptr(TsrScenario) copy = tsr_scenario_copy (scenario);

  if (!tsr_game_set_variant (copy->setup, variant, value, error))
    return NULL;

  return g_steal_pointer (&copy);
}

/**
 * tsr_comparison_explain_parting:
 * @reading: an index into @comparison's readings
 *
 * Returns: (transfer full) (nullable): the step where the readings part,
 *   in the player's words as @reading plays it, or a note that its
 *   script ended before; %NULL when the readings do not part
 */
char *
tsr_comparison_explain_parting (const TsrComparison *comparison,
                                guint                reading)
{
  const TsrReading *r;

  g_return_val_if_fail (reading < comparison->readings->len, NULL);

  if (!comparison->differ)
    return NULL;

  r = g_ptr_array_index (comparison->readings, reading);
  if (comparison->first < tsr_game_get_n_steps (r->game))
    return tsr_game_explain (r->game, tsr_game_get_step (r->game, comparison->first));

  /* Translators: compare: what a reading says at the step where the readings part, when its script
   * ended before that step */
  return g_strdup (_("(the script has ended)"));
}

/**
 * tsr_reading_describe_scores:
 *
 * Returns: (transfer full): every player's score as the reading ends,
 *   in the order of the players: "Red 50, Blue 0"
 */
char *
tsr_reading_describe_scores (const TsrReading *reading)
{
  GString *out = g_string_new (NULL);

  for (guint p = 0; p < tsr_game_get_n_players (reading->game); p++)
    {
      const TsrPlayer *player = tsr_game_get_player (reading->game, p);

      if (p > 0)
        g_string_append (out, ", ");
      /* Translators: a player's score in a list of scores, such as "Red 50" */
      g_string_append_printf (out, C_("a player's score", "%s %d"), tsr_player_get_display_name (player),
                              player->score);
    }

  return g_string_free (out, FALSE);
}

/**
 * tsr_reading_describe_figure:
 * @index: a figure of the game as the reading ends
 *
 * Returns: (transfer full): the figure, its owner and its place in the
 *   player's words: "Red's meeple on the north side of the tile at (0, -1)"
 */
char *
tsr_reading_describe_figure (const TsrReading *reading,
                             guint             index)
{
  const TsrFigure *figure = tsr_game_get_figure (reading->game, index);
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (reading->game), figure->x, figure->y);
  int segment = tile != NULL ? tsr_placed_tile_segment_at (tile, figure->port) : -1;
  /* Only a city's ends are parts of a side; every other feature's are corners. */
  TsrFeatureKind feature = segment >= 0 ? tsr_placed_tile_segment_kind (tile, segment) : TSR_FEATURE_ROAD;
  g_autofree char *place = tsr_place_describe (figure->x, figure->y, figure->port, feature);

  if (figure->player >= 0)
    /* Translators: a figure on the board: its owner, its kind and where it stands,
     * such as "Red's meeple on the north side of the tile at (0, -1)" */
    return g_strdup_printf (_("%1$s's %2$s %3$s"),
                            tsr_player_get_display_name (tsr_game_get_player (reading->game, figure->player)),
                            tsr_figure_kind_get_name (figure->kind), place);

  /* Translators: a figure nobody owns on the board: its kind and where it stands,
   * such as "The Black Dragon on the tile at (0, -1)" */
  return g_strdup_printf (_("The %1$s %2$s"), tsr_figure_kind_get_name (figure->kind), place);
}

static gboolean
same_tile (const TsrPlacedTile *a,
           const TsrPlacedTile *b)
{
  if (a == NULL || b == NULL)
    return a == b;

  return a->type == b->type && a->rotation == b->rotation && a->span == b->span &&
         a->span_flags == b->span_flags && memcmp (a->edges, b->edges, sizeof a->edges) == 0;
}

static gboolean
same_figure (const TsrFigure *a,
             const TsrFigure *b)
{
  return a->kind == b->kind && a->player == b->player && a->piece == b->piece && a->state == b->state &&
         a->x == b->x && a->y == b->y && a->port == b->port;
}

/* How many figures of @game are just like @like: two meeples may share a
 * place, so a figure is matched by count, not by presence. */
static guint
count_figures (const TsrGame   *game,
               const TsrFigure *like)
{
  guint n = 0;

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    n += same_figure (tsr_game_get_figure (game, i), like);

  return n;
}

static void
add_part (GArray         *parts,
          TsrSubjectKind  kind,
          gint32          x,
          gint32          y,
          TsrPort         port)
{
  TsrSubjectPart part = { kind, { x, y, port } };

  for (guint i = 0; i < parts->len; i++)
    {
      const TsrSubjectPart *had = &g_array_index (parts, TsrSubjectPart, i);

      if (had->kind == kind && had->where.x == x && had->where.y == y && had->where.port == port)
        return;
    }

  g_array_append_val (parts, part);
}

/* A figure that stands on a whole tile (a neutral one, such as the Black
 * Dragon) has no part of the tile to ring: its tile is the place. */
static void
add_figure (GArray          *parts,
            const TsrFigure *figure)
{
  if (figure->port == TSR_PORT_NONE)
    add_part (parts, TSR_SUBJECT_TILE, figure->x, figure->y, TSR_PORT_NONE);
  else
    add_part (parts, TSR_SUBJECT_FIGURE, figure->x, figure->y, figure->port);
}

/* Where @game's board and @other's differ, both ways round: a tile or a
 * figure one of them has and the other has not (or has otherwise). */
static void
add_differences (GArray        *parts,
                 const TsrGame *game,
                 const TsrGame *other)
{
  const TsrBoard *board = tsr_game_get_board (game);
  const TsrBoard *other_board = tsr_game_get_board (other);

  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);

      if (!same_tile (tile, tsr_board_get (other_board, tile->x, tile->y)))
        add_part (parts, TSR_SUBJECT_TILE, tile->x, tile->y, TSR_PORT_NONE);
    }
  for (guint i = 0; i < tsr_board_get_n_tiles (other_board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (other_board, i);

      if (tsr_board_get (board, tile->x, tile->y) == NULL)
        add_part (parts, TSR_SUBJECT_TILE, tile->x, tile->y, TSR_PORT_NONE);
    }

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (count_figures (game, figure) != count_figures (other, figure))
        add_figure (parts, figure);
    }
  for (guint i = 0; i < tsr_game_get_n_figures (other); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (other, i);

      if (count_figures (game, figure) != count_figures (other, figure))
        add_figure (parts, figure);
    }
}

/**
 * tsr_comparison_list_differences:
 * @reading: an index into @comparison's readings
 *
 * The places where the board @reading ends with differs from the board
 * of some other reading: a tile (%TSR_SUBJECT_TILE) laid, turned or
 * bridged otherwise or missing on one of them, a figure
 * (%TSR_SUBJECT_FIGURE) that stands there on one and not on the other,
 * or the tile of one that stands on a whole tile.
 * A place only another reading has a figure on is listed too: there is
 * where this board lacks it.
 *
 * Returns: (transfer full) (element-type TsrSubjectPart): the places,
 *   each once
 */
GArray *
tsr_comparison_list_differences (const TsrComparison *comparison,
                                 guint                reading)
{
  GArray *parts = g_array_new (FALSE, FALSE, sizeof (TsrSubjectPart));
  const TsrReading *r;

  g_return_val_if_fail (reading < comparison->readings->len, parts);

  r = g_ptr_array_index (comparison->readings, reading);
  for (guint i = 0; i < comparison->readings->len; i++)
    if (i != reading)
      add_differences (parts, r->game, ((const TsrReading *) g_ptr_array_index (comparison->readings, i))->game);

  return parts;
}
