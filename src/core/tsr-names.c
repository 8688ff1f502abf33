/* tsr-names.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-names.h"

/* The names explanations use for {feature}. */
const char *
tsr_feature_kind_get_name (TsrFeatureKind kind)
{
  switch (kind)
    {
    case TSR_FEATURE_CITY:
      return C_("feature", "city");
    case TSR_FEATURE_ROAD:
      return C_("feature", "road");
    case TSR_FEATURE_FIELD:
      return C_("feature", "field");
    case TSR_FEATURE_MONASTERY:
      return C_("feature", "monastery");
    case TSR_FEATURE_AMPHITHEATRE:
      return C_("feature", "amphitheatre");
    case TSR_FEATURE_RIVER:
      return C_("feature", "river");
    case TSR_N_FEATURE_KINDS:
    default:
      g_return_val_if_reached ("?");
    }
}

/* The names explanations use for {figure}. */
const char *
tsr_figure_kind_get_name (TsrFigureKind kind)
{
  switch (kind)
    {
    case TSR_FIGURE_MEEPLE:
      /* Translators: the ordinary wooden follower of Carcassonne */
      return C_("figure", "meeple");
    case TSR_FIGURE_ABBOT:
      return C_("figure", "abbot");
    case TSR_FIGURE_PHANTOM:
      /* Translators: the translucent extra follower of the Phantom expansion */
      return C_("figure", "phantom");
    case TSR_FIGURE_GLADIATOR:
      return C_("figure", "gladiator");
    case TSR_FIGURE_BLACK_DRAGON:
      return C_("figure", "Black Dragon");
    case TSR_FIGURE_TORNADO:
      return C_("figure", "tornado");
    case TSR_N_FIGURE_KINDS:
    default:
      g_return_val_if_reached ("?");
    }
}
