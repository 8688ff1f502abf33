/* tsr-names.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-geometry.h"
#include "tsr-names.h"

/* Where on the tile at (@x, @y) the port @port is, said as a player
 * finds it: the side, or the corner of a field beside a road. */
static char *
describe_port (gint32         x,
               gint32         y,
               TsrPort        port,
               TsrFeatureKind feature)
{
  /* The corner a side's first and last ports lie in, clockwise from the
   * north-west: N1 NW, N3 NE, E1 NE, E3 SE… */
  static const guint corner_of[TSR_N_SIDES][2] = { { 0, 1 }, { 1, 2 }, { 2, 3 }, { 3, 0 } };
  TsrSide side = tsr_port_side (port);
  guint index = port % 3;

  if (index == 1 || feature == TSR_FEATURE_CITY)
    switch (side)
      {
      /* Translators: where on a tile a feature or a figure is, after a noun ("the city …",
       * "Red's meeple …") or a verb of being ("now stands …"), never of motion */
      case TSR_SIDE_N: return g_strdup_printf (_("on the north side of the tile at (%d, %d)"), x, y);
      /* Translators: as "on the north side of the tile at (%d, %d)" */
      case TSR_SIDE_E: return g_strdup_printf (_("on the east side of the tile at (%d, %d)"), x, y);
      /* Translators: as "on the north side of the tile at (%d, %d)" */
      case TSR_SIDE_S: return g_strdup_printf (_("on the south side of the tile at (%d, %d)"), x, y);
      /* Translators: as "on the north side of the tile at (%d, %d)" */
      case TSR_SIDE_W: return g_strdup_printf (_("on the west side of the tile at (%d, %d)"), x, y);
      default: break;
      }

  switch (corner_of[side][index / 2])
    {
    /* Translators: where on a tile a field or a figure in it is, after a noun or a verb of
     * being, never of motion */
    case 0: return g_strdup_printf (_("in the north-west corner of the tile at (%d, %d)"), x, y);
    /* Translators: as "in the north-west corner of the tile at (%d, %d)" */
    case 1: return g_strdup_printf (_("in the north-east corner of the tile at (%d, %d)"), x, y);
    /* Translators: as "in the north-west corner of the tile at (%d, %d)" */
    case 2: return g_strdup_printf (_("in the south-east corner of the tile at (%d, %d)"), x, y);
    /* Translators: as "in the north-west corner of the tile at (%d, %d)" */
    default: return g_strdup_printf (_("in the south-west corner of the tile at (%d, %d)"), x, y);
    }
}

/**
 * tsr_place_describe:
 * @port: the port in board orientation, or %TSR_PORT_NONE for the whole
 *   tile
 * @feature: the kind of feature there, which decides whether a side's end
 *   is a corner (a field's) or part of the side (a city's)
 *
 * Returns: (transfer full): a phrase saying where a feature or figure is,
 *   in the user's language: "on the east side of the tile at (2, 0)"
 */
char *
tsr_place_describe (gint32         x,
                    gint32         y,
                    TsrPort        port,
                    TsrFeatureKind feature)
{
  if (TSR_PORT_IS_EDGE (port))
    return describe_port (x, y, port, feature);
  if (port == TSR_PORT_SPAN)
    /* Translators: where a road crossing on a bridge, or a figure on it, is */
    return g_strdup_printf (_("on the bridge across the tile at (%d, %d)"), x, y);

  /* Translators: where a monastery, an amphitheatre or a figure in one is; also a whole tile */
  return g_strdup_printf (_("on the tile at (%d, %d)"), x, y);
}

/* The name of a figure kind: the title its module gives it. */
const char *
tsr_figure_kind_get_name (TsrFigureKind kind)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, "figure", tsr_figure_kind_get_decl (kind)->title);
}

/**
 * tsr_tile_type_get_name:
 *
 * Returns: the name players give tiles of @type ("city cap with a
 *   straight road"), from the tile data, in the user's language
 */
const char *
tsr_tile_type_get_name (const TsrTileType *type)
{
  if (type->name == NULL)
    /* Translators: the name of a tile whose tile data gives it none */
    return C_("tile name", "tile");

  return g_dgettext (GETTEXT_PACKAGE, type->name);
}
