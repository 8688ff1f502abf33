/* tsr-figure.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-figure.h"

static const char *names[TSR_N_FIGURE_KINDS] = {
  "meeple", "abbot", "phantom", "gladiator", "black-dragon", "tornado",
};

const char *
tsr_figure_kind_to_string (TsrFigureKind kind)
{
  g_return_val_if_fail (kind < TSR_N_FIGURE_KINDS, NULL);

  return names[kind];
}

gboolean
tsr_figure_kind_from_string (const char    *text,
                             TsrFigureKind *kind)
{
  for (guint i = 0; i < TSR_N_FIGURE_KINDS; i++)
    if (strcmp (text, names[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }

  return FALSE;
}

gboolean
tsr_figure_kind_is_neutral (TsrFigureKind kind)
{
  return kind == TSR_FIGURE_BLACK_DRAGON || kind == TSR_FIGURE_TORNADO;
}

/* The supply a figure comes from and goes back to: a gladiator is a
 * meeple lying down. */
TsrFigureKind
tsr_figure_kind_supply (TsrFigureKind kind)
{
  return kind == TSR_FIGURE_GLADIATOR ? TSR_FIGURE_MEEPLE : kind;
}

/* The supply this figure comes from: a gladiator is the owner's phantom
 * or one of its meeples (The Gladiator of Italica). */
TsrFigureKind
tsr_figure_supply (const TsrFigure *figure)
{
  if (figure->kind == TSR_FIGURE_GLADIATOR && figure->phantom)
    return TSR_FIGURE_PHANTOM;

  return tsr_figure_kind_supply (figure->kind);
}

/* Where each kind may stand by its own nature; whether the feature is free
 * and the module on is decided by the turn machine. */
gboolean
tsr_figure_kind_can_stand (TsrFigureKind  kind,
                           TsrFeatureKind feature)
{
  switch (kind)
    {
    case TSR_FIGURE_MEEPLE:
    case TSR_FIGURE_PHANTOM:
      return feature != TSR_FEATURE_RIVER;
    case TSR_FIGURE_ABBOT:
      return TSR_FEATURE_IS_CLOISTER (feature);
    case TSR_FIGURE_GLADIATOR:
      return feature == TSR_FEATURE_AMPHITHEATRE;
    case TSR_FIGURE_BLACK_DRAGON:
    case TSR_FIGURE_TORNADO:
    case TSR_N_FIGURE_KINDS:
    default:
      return FALSE;
    }
}

/* How much a figure counts for the majority on a feature: a gladiator
 * lies there without scoring it. */
guint
tsr_figure_kind_weight (TsrFigureKind kind)
{
  switch (kind)
    {
    case TSR_FIGURE_MEEPLE:
    case TSR_FIGURE_ABBOT:
    case TSR_FIGURE_PHANTOM:
      return 1;
    case TSR_FIGURE_GLADIATOR:
    case TSR_FIGURE_BLACK_DRAGON:
    case TSR_FIGURE_TORNADO:
    case TSR_N_FIGURE_KINDS:
    default:
      return 0;
    }
}

/* Whether the figure goes back to its owner when its feature is scored
 * during the game: a gladiator stays in its arena and stands up. */
gboolean
tsr_figure_kind_goes_home (TsrFigureKind kind)
{
  return kind != TSR_FIGURE_GLADIATOR;
}
