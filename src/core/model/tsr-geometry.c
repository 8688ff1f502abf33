/* tsr-geometry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-geometry.h"

const int tsr_side_dx[TSR_N_SIDES] = { 0, 1, 0, -1 };
const int tsr_side_dy[TSR_N_SIDES] = { -1, 0, 1, 0 };

const int tsr_around_dx[8] = { 0, 1, 0, -1, 1, 1, -1, -1 };
const int tsr_around_dy[8] = { -1, 0, 1, 0, -1, 1, 1, -1 };

static const char *port_names[TSR_N_PORTS] = {
  "N1", "N2", "N3", "E1", "E2", "E3", "S1", "S2", "S3", "W1", "W2", "W3",
  "C", "bridge",
};

/* Rotating a quarter turn clockwise moves every edge port to the same index
 * on the next side; the centre and the bridge stay where they are (the
 * bridge's axis is turned by its owner). */
TsrPort
tsr_port_rotate (TsrPort port,
                 guint   quarter_turns)
{
  if (!TSR_PORT_IS_EDGE (port))
    return port;

  return (port + 3 * (quarter_turns % 4)) % TSR_N_EDGE_PORTS;
}

/* The two sides a bridge along @axis ends on, a bit per TsrSide. */
guint
tsr_axis_sides (TsrAxis axis)
{
  return axis == TSR_AXIS_NS ? (1u << TSR_SIDE_N) | (1u << TSR_SIDE_S)
                             : (1u << TSR_SIDE_E) | (1u << TSR_SIDE_W);
}

/* The names scenario files give an axis. */
const char *
tsr_axis_to_string (TsrAxis axis)
{
  return axis == TSR_AXIS_EW ? "ew" : "ns";
}

gboolean
tsr_axis_from_string (const char *text,
                      TsrAxis    *axis)
{
  if (strcmp (text, "ns") != 0 && strcmp (text, "ew") != 0)
    return FALSE;

  *axis = text[0] == 'n' ? TSR_AXIS_NS : TSR_AXIS_EW;
  return TRUE;
}

const char *
tsr_port_to_string (TsrPort port)
{
  g_return_val_if_fail (port >= 0 && port < TSR_N_PORTS, NULL);

  return port_names[port];
}

gboolean
tsr_port_from_string (const char *text,
                      TsrPort    *port)
{
  for (guint i = 0; i < TSR_N_PORTS; i++)
    if (strcmp (text, port_names[i]) == 0)
      {
        *port = i;
        return TRUE;
      }

  return FALSE;
}

gboolean
tsr_rotation_from_degrees (int    degrees,
                           guint *quarter_turns)
{
  if (degrees != 0 && degrees != 90 && degrees != 180 && degrees != 270)
    return FALSE;

  *quarter_turns = degrees / 90;
  return TRUE;
}

const char *
tsr_edge_to_string (TsrEdge edge)
{
  static const char letters[][2] = { "-", "F", "R", "C", "I", "*" };

  g_return_val_if_fail (edge <= TSR_EDGE_WILDCARD, "?");

  return letters[edge];
}
