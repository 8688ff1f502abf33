/* test-tiles.c: the tile data and the tile file loader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-test-util.h"

typedef struct
{
  guint types;
  guint tiles;
  guint pennants;
  guint monasteries;
  guint gardens;
} SetCount;

/* What a box of @edition of @set holds: the types in it and their tiles. */
static SetCount
count_set_in (const char *set,
              guint       edition)
{
  g_autoptr(GPtrArray) types = tsr_catalogue_list_set (tsr_catalogue_get_default (), set);
  SetCount count = { 0, 0, 0, 0 };

  for (guint i = 0; i < types->len; i++)
    {
      const TsrTileType *type = g_ptr_array_index (types, i);
      guint n = tsr_tile_type_count_in (type, edition);

      count.types += n > 0;
      count.tiles += n;
      count.pennants += n * tsr_tile_type_count_pennants (type);
      for (guint s = 0; s < type->n_segments; s++)
        if (type->segments[s].kind == TSR_FEATURE_MONASTERY)
          count.monasteries += n;
        else if (type->segments[s].kind == TSR_FEATURE_GARDEN)
          count.gardens += n;
    }

  return count;
}

static SetCount
count_set (const char *set)
{
  return count_set_in (set, 1);
}

static void
test_base_set (void)
{
  SetCount count = count_set ("base");
  const TsrTileType *start = tsr_catalogue_get_start (tsr_catalogue_get_default (), "base");
  g_autoptr(GPtrArray) types = tsr_catalogue_list_set (tsr_catalogue_get_default (), "base");

  g_assert_cmpuint (count.types, ==, 24);
  g_assert_cmpuint (count.tiles, ==, 72);
  g_assert_cmpuint (count.pennants, ==, 10);
  g_assert_cmpuint (count.monasteries, ==, 6);
  g_assert_cmpstr (start->id, ==, "base.D");

  /* Lettered A to X, in order, before the second edition's garden tiles. */
  for (guint i = 0; i < 24; i++)
    {
      g_autofree char *id = g_strdup_printf ("base.%c", 'A' + i);

      g_assert_cmpstr (((TsrTileType *) g_ptr_array_index (types, i))->id, ==, id);
    }

  /* The readings docs/rules.md warns about ("Ports"). */
  g_assert_cmpuint (test_tile ("base.Q")->count, ==, 1);
  g_assert_cmpuint (test_tile ("base.R")->count, ==, 3);
  g_assert_cmpuint (test_tile ("base.S")->count, ==, 2);
  g_assert_cmpuint (test_tile ("base.T")->count, ==, 1);
  g_assert_cmpuint (test_tile ("base.H")->n_segments, ==, 3);
  g_assert_cmpuint (test_tile ("base.D")->segments[3].borders, ==, 0);
  g_assert_cmpuint (count.gardens, ==, 0);
}

/* The second edition: the same 72 tiles, one copy each of E, H, I, M, N,
 * R, U and V with a garden in its field; River I's second edition gives
 * one of its two curves a garden. */
static void
test_second_edition (void)
{
  static const char *const garden[] = { "E", "H", "I", "M", "N", "R", "U", "V" };
  SetCount base = count_set_in ("base", 2);
  SetCount river = count_set_in ("river", 2);

  g_assert_cmpuint (base.types, ==, 32);
  g_assert_cmpuint (base.tiles, ==, 72);
  g_assert_cmpuint (base.pennants, ==, 10);
  g_assert_cmpuint (base.monasteries, ==, 6);
  g_assert_cmpuint (base.gardens, ==, 8);
  for (guint i = 0; i < G_N_ELEMENTS (garden); i++)
    {
      g_autofree char *plain = g_strdup_printf ("base.%s", garden[i]);
      g_autofree char *with = g_strdup_printf ("base.%s-garden", garden[i]);
      const TsrTileType *type = test_tile (with);

      g_assert_true (type->replaces == test_tile (plain));
      g_assert_cmpuint (tsr_tile_type_count_in (test_tile (plain), 2), ==, test_tile (plain)->count - 1);
      g_assert_cmpuint (tsr_tile_type_count_in (type, 1), ==, 0);
      g_assert_cmpuint (tsr_tile_type_count_in (type, 2), ==, 1);
      /* The same sides: the garden is no edge. */
      g_assert_cmpuint (type->signature[0], ==, test_tile (plain)->signature[0]);
    }

  g_assert_cmpuint (river.types, ==, 11);
  g_assert_cmpuint (river.tiles, ==, 12);
  g_assert_cmpuint (river.gardens, ==, 1);
  g_assert_cmpuint (tsr_tile_type_count_in (test_tile ("river.curve"), 2), ==, 1);
}

static void
test_river_set (void)
{
  SetCount count = count_set ("river");
  const TsrTileType *spring = tsr_catalogue_get_start (tsr_catalogue_get_default (), "river");

  g_assert_cmpuint (count.types, ==, 10);
  g_assert_cmpuint (count.tiles, ==, 12);
  g_assert_cmpstr (spring->id, ==, "river.spring");
  g_assert_cmpint (spring->segments[0].end, ==, TSR_END_SPRING);
  g_assert_cmpint (test_tile ("river.lake")->segments[0].end, ==, TSR_END_LAKE);
}

/* With River I the spring starts, the river comes off the deck first and
 * the lake last of it, and all four base.D wait among the rest. */
static void
test_river_deck (void)
{
  static const char *modules[] = { "river", "disasters", NULL };
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint size, base_d = 0;

  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_clear_pointer (&game, tsr_game_free);
      game = tsr_game_new_standard (2, modules, seed, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (tsr_board_get_nth (tsr_game_get_board (game), 0)->type->id, ==, "river.spring");

      size = tsr_game_get_deck_size (game);
      g_assert_cmpuint (size, ==, 11 + 72 + 6);
      for (guint i = 0; i < size; i++)
        {
          const char *id = tsr_game_get_deck_tile (game, i)->id;

          if (i < 10)
            g_assert_true (g_str_has_prefix (id, "river.") && strcmp (id, "river.lake") != 0);
          else if (i == 10)
            g_assert_cmpstr (id, ==, "river.lake");
          else
            g_assert_false (g_str_has_prefix (id, "river."));
          if (seed == 1 && strcmp (id, "base.D") == 0)
            base_d++;
        }
    }
  g_assert_cmpuint (base_d, ==, 4);
}

static void
test_disasters_set (void)
{
  SetCount count = count_set ("disasters");

  g_assert_cmpuint (count.types, ==, 5);
  g_assert_cmpuint (count.tiles, ==, 6);
  g_assert_true (test_tile ("disasters.meteor")->wildcard);
  g_assert_cmpstr (test_tile ("disasters.meteor")->symbol, ==, "meteor");
  g_assert_cmpstr (test_tile ("disasters.flood")->symbol, ==, "flood");
  g_assert_cmpuint (test_tile ("disasters.meteor")->count, ==, 2);
  g_assert_true (test_tile ("disasters.flood")->wildcard);
  g_assert_cmpuint (test_tile ("disasters.flood")->n_segments, ==, 0);
  g_assert_cmpstr (test_tile ("disasters.earthquake")->symbol, ==, "earthquake");
  g_assert_cmpstr (test_tile ("disasters.tornado-1")->symbol, ==, "tornado");
  g_assert_cmpstr (test_tile ("disasters.tornado-2")->symbol, ==, "tornado");
  g_assert_true (test_tile ("disasters.tornado-2")->placeholder);
}

static gboolean
ring_adjacent (guint16 a,
               guint16 b)
{
  for (TsrPort p = 0; p < TSR_N_EDGE_PORTS; p++)
    if ((a & (1u << p)) &&
        (b & ((1u << ((p + 1) % TSR_N_EDGE_PORTS)) | (1u << ((p + TSR_N_EDGE_PORTS - 1) % TSR_N_EDGE_PORTS)))))
      return TRUE;

  return FALSE;
}

/* A field borders exactly the cities it lies next to around the tile's
 * edge: the "→" lists agree with the ports. */
static void
test_field_borders (void)
{
  TsrCatalogue *catalogue = tsr_catalogue_get_default ();

  for (guint i = 0; i < tsr_catalogue_get_n_types (catalogue); i++)
    {
      const TsrTileType *type = tsr_catalogue_get_type (catalogue, i);

      for (guint f = 0; f < type->n_segments; f++)
        {
          const TsrSegment *field = &type->segments[f];

          if (field->kind != TSR_FEATURE_FIELD)
            continue;

          for (guint c = 0; c < type->n_segments; c++)
            {
              const TsrSegment *city = &type->segments[c];
              gboolean listed = (field->borders & (1u << c)) != 0;

              if (city->kind != TSR_FEATURE_CITY)
                {
                  g_assert_false (listed);
                  continue;
                }
              if (ring_adjacent (field->ports, city->ports) != listed)
                g_error ("%s: field %s and city %s: borders says %d", type->id,
                         field->label, city->label, listed);
            }
        }
    }
}

/* Every non-wildcard tile covers its twelve edge ports exactly once. */
static void
test_coverage (void)
{
  TsrCatalogue *catalogue = tsr_catalogue_get_default ();

  for (guint i = 0; i < tsr_catalogue_get_n_types (catalogue); i++)
    {
      const TsrTileType *type = tsr_catalogue_get_type (catalogue, i);
      guint16 seen = 0;

      for (guint s = 0; s < type->n_segments; s++)
        {
          g_assert_cmpuint (seen & type->segments[s].ports, ==, 0);
          seen |= type->segments[s].ports;
        }
      if (!type->wildcard)
        g_assert_cmpuint (seen & 0x0fff, ==, 0x0fff);
    }
}

#define TILESET(body) \
  "<?xml version=\"1.0\"?>\n<tileset xmlns=\"urn:tessera:tiles:1\" id=\"test\">\n" body "</tileset>\n"

static void
expect_load_error (const char *text,
                   const char *first,
                   const char *second)
{
  g_autoptr(TsrCatalogue) catalogue = tsr_catalogue_new ();
  g_autoptr(GError) error = NULL;

  g_assert_false (tsr_catalogue_load (catalogue, text, strlen (text), "bad.xml", &error));
  g_assert_nonnull (error);
  if (strstr (error->message, first) == NULL || (second != NULL && strstr (error->message, second) == NULL))
    g_error ("expected “%s” and “%s” in: %s", first, second, error->message);
  g_assert_cmpuint (tsr_catalogue_get_n_types (catalogue), ==, 0);
}

static void
test_bad_files (void)
{
  /* A port on two segments, and the error names the line. */
  expect_load_error (TILESET ("  <tile id=\"test.a\" count=\"1\" edges=\"F F F F\">\n"
                              "    <field id=\"f1\" ports=\"N1 N2 N3 E1 E2 E3 S1 S2 S3 W1 W2 W3\"/>\n"
                              "    <field id=\"f2\" ports=\"N1\"/>\n"
                              "  </tile>\n"),
                     "bad.xml:3:3: test.a: the port N1 belongs to two segments", NULL);

  /* A port nobody covers, and edges that disagree, both reported. */
  expect_load_error (TILESET ("  <tile id=\"test.a\" count=\"1\" edges=\"C F F F\">\n"
                              "    <field id=\"f1\" ports=\"N1 N2 N3 E1 E2 E3 S1 S2 S3 W1 W2\"/>\n"
                              "  </tile>\n"),
                     "no segment covers the port W3", "edges=\"C F F F\" but the segments give \"F F F F\"");

  /* Cities cover whole sides; roads the middle port. */
  expect_load_error (TILESET ("  <tile id=\"test.a\" count=\"1\" edges=\"C F F F\">\n"
                              "    <city id=\"c1\" ports=\"N1 N2\"/>\n"
                              "    <field id=\"f1\" ports=\"N3 E1 E2 E3 S1 S2 S3 W1 W2 W3\"/>\n"
                              "  </tile>\n"),
                     "a city side covers all three ports", NULL);
  expect_load_error (TILESET ("  <tile id=\"test.a\" count=\"1\" edges=\"F F F F\">\n"
                              "    <road id=\"r1\" ports=\"N1\"/>\n"
                              "    <field id=\"f1\" ports=\"N2 N3 E1 E2 E3 S1 S2 S3 W1 W2 W3\"/>\n"
                              "  </tile>\n"),
                     "a road covers only the middle port", NULL);

  /* References to segments. */
  expect_load_error (TILESET ("  <tile id=\"test.a\" count=\"1\" edges=\"F F F F\">\n"
                              "    <field id=\"f1\" ports=\"N1 N2 N3 E1 E2 E3 S1 S2 S3 W1 W2 W3\" borders=\"c9\"/>\n"
                              "  </tile>\n"),
                     "bad.xml:4:5: borders: “c9” names no segment of test.a", NULL);

  /* Ids: the set's prefix, used once. */
  expect_load_error (TILESET ("  <tile id=\"other.a\" count=\"1\" edges=\"* * * *\" wildcard=\"true\"/>\n"),
                     "must start with the set's “test.”", NULL);
  expect_load_error (TILESET ("  <tile id=\"test.a\" count=\"1\" edges=\"* * * *\" wildcard=\"true\"/>\n"
                              "  <tile id=\"test.a\" count=\"1\" edges=\"* * * *\" wildcard=\"true\"/>\n"),
                     "bad.xml:4:3: the tile id “test.a” is used twice", NULL);

  /* Not what the schema allows, and not XML at all. */
  expect_load_error (TILESET ("  <tile id=\"test.a\" count=\"0\" edges=\"F F F F\"/>\n"), "bad.xml:3", NULL);
  expect_load_error (TILESET ("  <tile id=\"test.a\" count=\"1\" edges=\"F F F F\">\n"),
                     "bad.xml:4:", NULL);

  /* More copies than a box holds: a deck is built tile by tile, and
   * 4294967297 is not 1. */
  expect_load_error (TILESET ("  <tile id=\"test.a\" count=\"4294967297\" edges=\"* * * *\" wildcard=\"true\"/>\n"),
                     "bad.xml:3:3: count=\"4294967297\": expected a number from 1 to 100", NULL);

  /* A DTD is refused in tile files too, behind a comment as well. */
  expect_load_error ("<?xml version=\"1.0\"?>\n<!-- tiles -->\n<!DOCTYPE tileset [ <!ENTITY a \"&a;\"> ]>\n"
                     "<tileset xmlns=\"urn:tessera:tiles:1\" id=\"test\">&a;</tileset>\n",
                     "bad.xml:3:1: the file has a DOCTYPE declaration", NULL);
}

static void
test_good_file (void)
{
  static const char text[] =
    TILESET ("  <tile id=\"test.a\" count=\"3\" edges=\"C R F R\" placeholder=\"true\">\n"
             "    <city id=\"c1\" ports=\"N1 N2 N3\" pennant=\"true\" symbol=\"virus\"/>\n"
             "    <road id=\"r1\" ports=\"E2 W2\"/>\n"
             "    <field id=\"f1\" ports=\"E1 W3\" borders=\"c1\"/>\n"
             "    <field id=\"f2\" ports=\"E3 S1 S2 S3 W1\"/>\n"
             "  </tile>\n");
  g_autoptr(TsrCatalogue) catalogue = tsr_catalogue_new ();
  g_autoptr(GError) error = NULL;
  const TsrTileType *type;

  g_assert_true (tsr_catalogue_load (catalogue, text, strlen (text), "good.xml", &error));
  g_assert_no_error (error);

  type = tsr_catalogue_lookup (catalogue, "test.a");
  g_assert_nonnull (type);
  g_assert_true (type->placeholder);
  g_assert_cmpuint (type->count, ==, 3);
  g_assert_cmpstr (type->segments[0].symbol, ==, "virus");
  g_assert_cmpuint (type->segments[2].borders, ==, 1u << 0);
  /* Turned a quarter, the city faces east and the road runs north-south. */
  g_assert_cmpint (type->edges[1][TSR_SIDE_E], ==, TSR_EDGE_CITY);
  g_assert_cmpint (type->edges[1][TSR_SIDE_N], ==, TSR_EDGE_ROAD);
  g_assert_cmpint (tsr_tile_type_segment_at (type, 1, TSR_PORT_E2), ==, 0);
  g_assert_cmpint (tsr_tile_type_segment_anchor (type, 3, 1), ==, TSR_PORT_N1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/tiles/base-set", test_base_set);
  g_test_add_func ("/core/tiles/second-edition", test_second_edition);
  g_test_add_func ("/core/tiles/river-set", test_river_set);
  g_test_add_func ("/core/tiles/river-deck", test_river_deck);
  g_test_add_func ("/core/tiles/disasters-set", test_disasters_set);
  g_test_add_func ("/core/tiles/field-borders", test_field_borders);
  g_test_add_func ("/core/tiles/coverage", test_coverage);
  g_test_add_func ("/core/tiles/bad-files", test_bad_files);
  g_test_add_func ("/core/tiles/good-file", test_good_file);

  return g_test_run ();
}
