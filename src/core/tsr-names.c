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

/* The names explanations use for {figure}: the title its module gives
 * the kind. */
const char *
tsr_figure_kind_get_name (TsrFigureKind kind)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, "figure", tsr_figure_kind_get_decl (kind)->title);
}
