/* tsr-names.h: names of things, in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-figure.h"
#include "tsr-tile.h"

G_BEGIN_DECLS

const char *tsr_feature_kind_get_name (TsrFeatureKind kind);
const char *tsr_figure_kind_get_name  (TsrFigureKind  kind);

G_END_DECLS
