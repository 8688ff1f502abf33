/* tsr-names.h: names of things, in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-figure.h"
#include "tsr-geometry.h"
#include "tsr-tile.h"

G_BEGIN_DECLS

const char *tsr_figure_kind_get_name  (TsrFigureKind  kind);
char       *tsr_place_describe        (gint32         x,
                                       gint32         y,
                                       TsrPort        port,
                                       TsrFeatureKind feature);
const char *tsr_tile_type_get_name    (const TsrTileType *type);

G_END_DECLS
