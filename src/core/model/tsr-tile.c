/* tsr-tile.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-tile.h"

static const char *feature_names[TSR_N_FEATURE_KINDS] = {
  "city", "road", "field", "monastery", "amphitheatre", "river", "garden",
};

const char *
tsr_feature_kind_to_string (TsrFeatureKind kind)
{
  g_return_val_if_fail (kind < TSR_N_FEATURE_KINDS, NULL);

  return feature_names[kind];
}

gboolean
tsr_feature_kind_from_string (const char     *text,
                              TsrFeatureKind *kind)
{
  for (guint i = 0; i < TSR_N_FEATURE_KINDS; i++)
    if (strcmp (text, feature_names[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }

  return FALSE;
}

/* Returns: the segment under @port (board orientation) or -1. */
int
tsr_tile_type_segment_at (const TsrTileType *type,
                          guint              rotation,
                          TsrPort            port)
{
  g_return_val_if_fail (rotation < 4, -1);
  g_return_val_if_fail (port >= 0 && port < TSR_N_PORTS, -1);

  return type->port_segment[rotation][port];
}

guint16
tsr_tile_type_segment_ports (const TsrTileType *type,
                             guint              segment,
                             guint              rotation)
{
  g_return_val_if_fail (segment < type->n_segments, 0);

  return tsr_ports_rotate (type->segments[segment].ports, rotation);
}

/* The port that names a segment: its first port clockwise from N1, or C. */
TsrPort
tsr_tile_type_segment_anchor (const TsrTileType *type,
                              guint              segment,
                              guint              rotation)
{
  guint16 ports = tsr_tile_type_segment_ports (type, segment, rotation);

  /* Ports are bits in clockwise order from N1, then C. */
  return ports == 0 ? TSR_PORT_NONE : (TsrPort) __builtin_ctz (ports);
}

int
tsr_tile_type_count_pennants (const TsrTileType *type)
{
  int n = 0;

  for (guint i = 0; i < type->n_segments; i++)
    n += type->segments[i].pennants;

  return n;
}
