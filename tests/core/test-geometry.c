/* test-geometry.c: ports, rotation and matching across sides, exhaustively
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-test-util.h"

/* docs/rules.md, "Ports", written out rather than computed. */
static const struct { const char *a, *b; } facing[] = {
  { "N1", "S3" }, { "N2", "S2" }, { "N3", "S1" },
  { "E1", "W3" }, { "E2", "W2" }, { "E3", "W1" },
};

static void
test_port_names (void)
{
  for (TsrPort p = 0; p < TSR_N_PORTS; p++)
    {
      TsrPort back;

      g_assert_true (tsr_port_from_string (tsr_port_to_string (p), &back));
      g_assert_cmpint (back, ==, p);
    }

  g_assert_cmpstr (tsr_port_to_string (TSR_PORT_N1), ==, "N1");
  g_assert_cmpstr (tsr_port_to_string (TSR_PORT_W3), ==, "W3");
  g_assert_cmpstr (tsr_port_to_string (TSR_PORT_C), ==, "C");
  g_assert_cmpstr (tsr_port_to_string (TSR_PORT_SPAN), ==, "bridge");
  g_assert_false (tsr_port_from_string ("N4", &(TsrPort) { 0 }));
  g_assert_false (tsr_port_from_string ("n1", &(TsrPort) { 0 }));
}

/* Every port under every rotation: a quarter turn moves it to the same
 * index on the next side clockwise; the centre stays. */
static void
test_rotation (void)
{
  static const char sides[] = "NESW";

  for (TsrPort p = 0; p < TSR_N_EDGE_PORTS; p++)
    for (guint r = 0; r < 8; r++)
      {
        const char *name = tsr_port_to_string (p);
        const char *rotated = tsr_port_to_string (tsr_port_rotate (p, r));
        const char *side = strchr (sides, name[0]);

        g_assert_cmpint (rotated[0], ==, sides[(side - sides + r) % 4]);
        g_assert_cmpint (rotated[1], ==, name[1]);
        g_assert_cmpint (tsr_port_rotate (tsr_port_rotate (p, r), 4 - r % 4), ==, p);
      }

  g_assert_cmpint (tsr_port_rotate (TSR_PORT_N1, 1), ==, TSR_PORT_E1);
  g_assert_cmpint (tsr_port_rotate (TSR_PORT_W3, 1), ==, TSR_PORT_N3);
  g_assert_cmpint (tsr_port_rotate (TSR_PORT_S2, 2), ==, TSR_PORT_N2);
  for (guint r = 0; r < 4; r++)
    {
      g_assert_cmpint (tsr_port_rotate (TSR_PORT_C, r), ==, TSR_PORT_C);
      g_assert_cmpint (tsr_port_rotate (TSR_PORT_SPAN, r), ==, TSR_PORT_SPAN);
    }
}

/* All 4096 masks of edge ports, with and without the centre. */
static void
test_mask_rotation (void)
{
  for (guint mask = 0; mask < (1u << TSR_N_EDGE_PORTS); mask++)
    for (guint r = 0; r < 4; r++)
      for (guint centre = 0; centre < 2; centre++)
        {
          guint16 ports = mask | (centre << TSR_PORT_C);
          guint16 expected = centre << TSR_PORT_C;

          for (TsrPort p = 0; p < TSR_N_EDGE_PORTS; p++)
            if (mask & (1u << p))
              expected |= 1u << tsr_port_rotate (p, r);

          g_assert_cmpuint (tsr_ports_rotate (ports, r), ==, expected);
        }
}

static void
test_opposite (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (facing); i++)
    {
      TsrPort a = test_port (facing[i].a), b = test_port (facing[i].b);

      g_assert_cmpint (tsr_port_opposite (a), ==, b);
      g_assert_cmpint (tsr_port_opposite (b), ==, a);
    }

  for (TsrPort p = 0; p < TSR_N_EDGE_PORTS; p++)
    {
      TsrPort q = tsr_port_opposite (p);

      g_assert_cmpint (tsr_port_opposite (q), ==, p);
      g_assert_cmpint (tsr_port_side (q), ==, tsr_side_opposite (tsr_port_side (p)));
      /* The neighbour across the side is where the facing port's side
       * points back from. */
      g_assert_cmpint (tsr_side_dx[tsr_port_side (p)], ==, -tsr_side_dx[tsr_port_side (q)]);
      g_assert_cmpint (tsr_side_dy[tsr_port_side (p)], ==, -tsr_side_dy[tsr_port_side (q)]);
    }

  /* y grows south: north is (0, -1). */
  g_assert_cmpint (tsr_side_dy[TSR_SIDE_N], ==, -1);
  g_assert_cmpint (tsr_side_dx[TSR_SIDE_E], ==, 1);
}

static void
test_degrees (void)
{
  guint turns = 9;

  for (int d = -360; d <= 450; d++)
    {
      gboolean ok = tsr_rotation_from_degrees (d, &turns);

      g_assert_cmpint (ok, ==, d == 0 || d == 90 || d == 180 || d == 270);
      if (ok)
        g_assert_cmpuint (turns, ==, (guint) d / 90);
    }
}

/* For every tile type and rotation, the per-rotation tables agree with
 * rotating the rotation-0 description. */
static void
test_tile_tables (void)
{
  TsrCatalogue *catalogue = tsr_catalogue_get_default ();

  for (guint i = 0; i < tsr_catalogue_get_n_types (catalogue); i++)
    {
      const TsrTileType *type = tsr_catalogue_get_type (catalogue, i);

      for (guint r = 0; r < 4; r++)
        {
          for (TsrPort p = 0; p < TSR_N_PORTS; p++)
            g_assert_cmpint (tsr_tile_type_segment_at (type, r, tsr_port_rotate (p, r)), ==,
                             tsr_tile_type_segment_at (type, 0, p));
          for (TsrSide s = 0; s < TSR_N_SIDES; s++)
            g_assert_cmpint (type->edges[r][(s + r) % 4], ==, type->edges[0][s]);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/geometry/port-names", test_port_names);
  g_test_add_func ("/core/geometry/rotation", test_rotation);
  g_test_add_func ("/core/geometry/mask-rotation", test_mask_rotation);
  g_test_add_func ("/core/geometry/opposite", test_opposite);
  g_test_add_func ("/core/geometry/degrees", test_degrees);
  g_test_add_func ("/core/geometry/tile-tables", test_tile_tables);

  return g_test_run ();
}
