/* tsr-score.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-player.h"
#include "tsr-score.h"
#include "tsr-tile.h"

/* Adds "count units × each"; items with a zero count are left out, since
 * "0 pennants × 2" explains nothing. */
void
tsr_score_expr_add (TsrScoreExpr *expr,
                    TsrScoreUnit  unit,
                    gint32        count,
                    gint32        each)
{
  g_return_if_fail (expr->n_items < TSR_SCORE_MAX_ITEMS);

  if (count == 0)
    return;

  expr->items[expr->n_items++] = (TsrScoreItem) { unit, count, each };
}

gint32
tsr_score_expr_total (const TsrScoreExpr *expr)
{
  gint32 total = 0;

  for (guint i = 0; i < expr->n_items; i++)
    total += expr->items[i].count * expr->items[i].each;

  return total;
}

/**
 * tsr_score_add:
 * @points: what is scored; negative when paid
 *
 * Returns: @score plus @points, kept from 0 to %TSR_SCORE_MAX: a score
 *   neither goes below 0 nor past the top, where it stays.
 */
gint32
tsr_score_add (gint32 score,
               gint64 points)
{
  return (gint32) CLAMP ((gint64) score + points, 0, TSR_SCORE_MAX);
}

static char *
format_count (TsrScoreUnit unit,
              gint32       count)
{
  switch (unit)
    {
    case TSR_SCORE_TILE:
      /* Translators: part of a score such as "5 tiles × 2 + 1 pennant × 2 = 12" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tile", "%d tiles", count), count);
    case TSR_SCORE_PENNANT:
      /* Translators: part of a score such as "5 tiles × 2 + 1 pennant × 2 = 12" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d pennant", "%d pennants", count), count);
    case TSR_SCORE_MONASTERY:
      /* Translators: part of a score such as "1 monastery + 8 neighbours = 9" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d monastery", "%d monasteries", count), count);
    case TSR_SCORE_AMPHITHEATRE:
      /* Translators: part of a score such as "1 amphitheatre + 8 neighbours = 9" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d amphitheatre", "%d amphitheatres", count), count);
    case TSR_SCORE_GARDEN:
      /* Translators: part of a score such as "1 garden + 8 neighbours = 9" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d garden", "%d gardens", count), count);
    case TSR_SCORE_NEIGHBOUR:
      /* Translators: part of a score such as "1 monastery + 8 neighbours = 9";
       * the tiles around the monastery */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d neighbour", "%d neighbours", count), count);
    case TSR_SCORE_COMPLETED_CITY:
      /* Translators: part of a farm's score such as "2 completed cities × 3 = 6" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d completed city", "%d completed cities", count), count);
    case TSR_N_SCORE_UNITS:
    default:
      g_return_val_if_reached (g_strdup_printf ("%d", count));
    }
}

/**
 * tsr_score_expr_to_string:
 *
 * Returns: (transfer full): the expression as people read it, such as
 *   "5 tiles × 2 + 1 pennant × 2 = 12", or "0" for an empty one
 */
char *
tsr_score_expr_to_string (const TsrScoreExpr *expr)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < expr->n_items; i++)
    {
      const TsrScoreItem *item = &expr->items[i];
      g_autofree char *count = format_count (item->unit, item->count);

      if (i > 0)
        g_string_append (text, " + ");
      if (item->each == 1)
        g_string_append (text, count);
      else
        /* Translators: an item of a score: "5 tiles" and the points per tile */
        g_string_append_printf (text, _("%s × %d"), count, item->each);
    }

  if (expr->n_items == 0)
    g_string_append (text, "0");
  else
    g_string_append_printf (text, " = %d", tsr_score_expr_total (expr));

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The unit a feature at the centre of a tile counts itself in. */
guint
tsr_score_unit_of (guint feature_kind)
{
  switch (feature_kind)
    {
    case TSR_FEATURE_AMPHITHEATRE:
      return TSR_SCORE_AMPHITHEATRE;
    case TSR_FEATURE_GARDEN:
      return TSR_SCORE_GARDEN;
    default:
      return TSR_SCORE_MONASTERY;
    }
}
