/* tsr-geometry.h: ports, sides and rotation
 *
 * A tile side has three ports; the twelve edge ports run clockwise from the
 * north-west corner: N1 N2 N3 (north, west to east), E1 E2 E3 (north to
 * south), S1 S2 S3 (east to west), W1 W2 W3 (south to north).  C is the
 * centre and SPAN the road a module may lay across a tile (a bridge).  On the board x grows
 * east and y grows south.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TSR_PORT_N1, TSR_PORT_N2, TSR_PORT_N3,
  TSR_PORT_E1, TSR_PORT_E2, TSR_PORT_E3,
  TSR_PORT_S1, TSR_PORT_S2, TSR_PORT_S3,
  TSR_PORT_W1, TSR_PORT_W2, TSR_PORT_W3,
  TSR_PORT_C,
  TSR_PORT_SPAN,
  TSR_N_PORTS,
  TSR_PORT_NONE = -1,
} TsrPort;

#define TSR_N_EDGE_PORTS 12
#define TSR_PORT_IS_EDGE(p) ((p) >= TSR_PORT_N1 && (p) <= TSR_PORT_W3)

typedef enum
{
  TSR_SIDE_N,
  TSR_SIDE_E,
  TSR_SIDE_S,
  TSR_SIDE_W,
  TSR_N_SIDES,
} TsrSide;

/* What a side shows, for matching.  WILDCARD matches anything (meteor and
 * flood tiles). */
typedef enum
{
  TSR_EDGE_NONE,
  TSR_EDGE_FIELD,
  TSR_EDGE_ROAD,
  TSR_EDGE_CITY,
  TSR_EDGE_RIVER,
  TSR_EDGE_WILDCARD,
} TsrEdge;

/* A span lies north–south (its ends N2 and S2) or west–east (E2, W2). */
typedef enum
{
  TSR_AXIS_NONE = -1,
  TSR_AXIS_NS,
  TSR_AXIS_EW,
} TsrAxis;

/* A place on the board: a tile position and a port in board orientation. */
typedef struct
{
  gint32  x;
  gint32  y;
  TsrPort port;
} TsrLocation;

/* The offset to the neighbour across each side. */
extern const int tsr_side_dx[TSR_N_SIDES];
extern const int tsr_side_dy[TSR_N_SIDES];

/* The eight positions around a tile: north, east, south, west, then
 * north-east, south-east, south-west, north-west. */
extern const int tsr_around_dx[8];
extern const int tsr_around_dy[8];

TsrPort     tsr_port_rotate       (TsrPort      port,
                                   guint        quarter_turns);
guint       tsr_axis_sides        (TsrAxis      axis);
const char *tsr_axis_to_string    (TsrAxis      axis);
gboolean    tsr_axis_from_string  (const char  *text,
                                   TsrAxis     *axis);

const char *tsr_port_to_string    (TsrPort      port);
gboolean    tsr_port_from_string  (const char  *text,
                                   TsrPort     *port);

gboolean    tsr_rotation_from_degrees (int      degrees,
                                       guint   *quarter_turns);

const char *tsr_edge_to_string    (TsrEdge      edge);

/* Small enough to be inline: joining features asks them for every side of
 * every tile placed. */

/* Across a shared side, port k meets port 4 − k of the opposite side:
 * N1↔S3, N2↔S2, N3↔S1, E1↔W3… */
static inline TsrPort
tsr_port_opposite (TsrPort port)
{
  g_return_val_if_fail (TSR_PORT_IS_EDGE (port), TSR_PORT_NONE);

  return ((port / 3 + 2) % 4) * 3 + (2 - port % 3);
}

static inline TsrSide
tsr_port_side (TsrPort port)
{
  g_return_val_if_fail (TSR_PORT_IS_EDGE (port), TSR_SIDE_N);

  return port / 3;
}

/* index: 0, 1 or 2 for the ports 1, 2 and 3 of the side */
static inline TsrPort
tsr_side_port (TsrSide side,
               guint   index)
{
  g_return_val_if_fail (side < TSR_N_SIDES && index < 3, TSR_PORT_NONE);

  return side * 3 + index;
}

static inline TsrSide
tsr_side_opposite (TsrSide side)
{
  return (side + 2) % 4;
}

G_END_DECLS
