/* test-render.c: the board renderer against golden images
 *
 * Runs without a display.  Set TESSERA_UPDATE_GOLDEN=1 to write the
 * golden images anew after a deliberate change to the drawing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tsr-board-art.h"
#include "tsr-player-colours.h"
#include "tsr-tile-art.h"

typedef struct
{
  const char *scenario;   /* under tests/ */
  int         step;       /* -1: after the script */
  double      tile_size;
  gboolean    dark;
  const char *golden;     /* under tests/render/ */
} Case;

static const Case cases[] = {
  { "scenarios/base/s12-fields.tessera", -1, 96, FALSE, "s12-fields.png" },
  { "scenarios/base/s05-shared-road.tessera", 0, 64, FALSE, "s05-before.png" },
  { "../data/scenarios/first-turns.tessera", -1, 80, TRUE, "first-turns-dark.png" },
  { "render/every-tile.tessera", -1, 40, FALSE, "every-tile.png" },
  { "../data/scenarios/covid-example-4b.tessera", -1, 96, FALSE, "covid-infection.png" },
};

/* Pixels further apart than this in any channel count as different; a
 * few may differ (antialiasing of a newer cairo), no more. */
#define CHANNEL_TOLERANCE 24
#define PIXEL_TOLERANCE 0.002

static cairo_surface_t *
render (const Case *c)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, c->scenario, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (path, &error);
  g_autoptr(TsrGame) game = NULL;
  TsrBoardArtOptions options = { c->tile_size, c->tile_size / 4, c->dark };
  cairo_surface_t *surface;
  cairo_t *cr;
  int width, height;

  g_assert_no_error (error);
  tsr_scenario_run (scenario, &game, NULL);
  if (c->step >= 0)
    g_assert_true (tsr_game_go_to (game, c->step, NULL));

  tsr_board_art_size (game, &options, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  tsr_board_art_draw (cr, game, &options);
  cairo_destroy (cr);
  return surface;
}

static double
difference (cairo_surface_t *a,
            cairo_surface_t *b)
{
  int width = cairo_image_surface_get_width (a), height = cairo_image_surface_get_height (a);
  guint differing = 0;

  if (width != cairo_image_surface_get_width (b) || height != cairo_image_surface_get_height (b))
    return 1.0;

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  for (int y = 0; y < height; y++)
    {
      const guint8 *ra = cairo_image_surface_get_data (a) + y * cairo_image_surface_get_stride (a);
      const guint8 *rb = cairo_image_surface_get_data (b) + y * cairo_image_surface_get_stride (b);

      for (int x = 0; x < 4 * width; x += 4)
        for (int k = 0; k < 4; k++)
          if (ABS (ra[x + k] - rb[x + k]) > CHANNEL_TOLERANCE)
            {
              differing++;
              break;
            }
    }

  return differing / (double) (width * height);
}

static void
test_golden (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *golden_path = g_test_build_filename (G_TEST_DIST, "render", c->golden, NULL);
  cairo_surface_t *actual = render (c);
  cairo_surface_t *golden;
  double diff;

  if (g_getenv ("TESSERA_UPDATE_GOLDEN") != NULL)
    {
      g_assert_cmpint (cairo_surface_write_to_png (actual, golden_path), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (actual);
      g_test_skip ("golden image written");
      return;
    }

  golden = cairo_image_surface_create_from_png (golden_path);
  g_assert_cmpint (cairo_surface_status (golden), ==, CAIRO_STATUS_SUCCESS);

  diff = difference (actual, golden);
  if (diff > PIXEL_TOLERANCE)
    {
      g_autofree char *out = g_test_build_filename (G_TEST_BUILT, c->golden, NULL);

      cairo_surface_write_to_png (actual, out);
      g_error ("%s differs from its golden image in %.2f%% of its pixels; the drawing is in %s",
               c->scenario, diff * 100, out);
    }

  cairo_surface_destroy (golden);
  cairo_surface_destroy (actual);
}

/* The colour of the pixel (x, y), as 0xRRGGBB. */
static guint32
pixel (cairo_surface_t *surface,
       int              x,
       int              y)
{
  const guint8 *row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);

  return ((const guint32 *) (const void *) row)[x] & 0xffffff;
}

static gboolean
same_colour (guint32 a,
             guint32 b)
{
  for (int shift = 0; shift < 24; shift += 8)
    if (ABS ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff)) > 8)
      return FALSE;

  return TRUE;
}

/* An infected field is tinted over exactly its area: all its grass,
 * up to the road, and nothing of the wall of the city beside it, which
 * is not infected (the start tile of COVID-19's first example, against
 * the same tile drawn alone). */
static void
test_tint_covers_its_feature (void)
{
  static const Case c = { "../data/scenarios/covid-example-1.tessera", -1, 200, FALSE, NULL };
  const TsrTileType *type = tsr_catalogue_lookup (tsr_catalogue_get_default (), "base.D");
  TsrPlacedTile tile = { type, 0, 0, 0, { 0 }, TSR_AXIS_NONE };
  TsrTileStyle style = { FALSE, FALSE };
  cairo_surface_t *board = render (&c);
  cairo_surface_t *alone = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 200);
  cairo_t *cr = cairo_create (alone);
  guint32 grass, wall;
  guint walls = 0, fields = 0;

  cairo_scale (cr, 200, 200);
  tsr_tile_art_draw (cr, &tile, &style);
  cairo_destroy (cr);
  cairo_surface_flush (alone);
  cairo_surface_flush (board);

  /* The tile's own colours: the grass in its south-west corner, the
   * wall in the middle of the city's bend. */
  grass = pixel (alone, 20, 180);
  wall = pixel (alone, 100, 62);
  g_assert_false (same_colour (grass, wall));

  for (int y = 0; y < 200; y++)
    for (int x = 0; x < 200; x++)
      {
        guint32 drawn = pixel (alone, x, y);
        guint32 shown = pixel (board, 50 + x, 50 + y);

        if (drawn == wall)
          {
            walls++;
            if (!same_colour (shown, drawn))
              g_error ("the wall of the city that is not infected is tinted at (%d, %d): #%06x, not #%06x",
                       x, y, shown, drawn);
          }
        else if (drawn == grass && y < 100)
          {
            fields++;
            if (same_colour (shown, drawn))
              g_error ("the infected field is not tinted at (%d, %d)", x, y);
          }
      }

  g_assert_cmpuint (walls, >, 100);
  g_assert_cmpuint (fields, >, 5000);
  cairo_surface_destroy (alone);
  cairo_surface_destroy (board);
}

/* Hit-testing finds each segment at the place its figure is drawn. */
static void
test_hit_anchors (void)
{
  TsrCatalogue *catalogue = tsr_catalogue_get_default ();

  for (guint i = 0; i < tsr_catalogue_get_n_types (catalogue); i++)
    {
      const TsrTileType *type = tsr_catalogue_get_type (catalogue, i);

      for (guint rotation = 0; rotation < 4; rotation++)
        {
          TsrPlacedTile tile = { type, 0, 0, rotation, { 0 }, TSR_AXIS_NONE };

          for (guint s = 0; s < type->n_segments; s++)
            {
              double x, y;
              int found;

              tsr_tile_art_anchor (&tile, s, &x, &y);
              found = tsr_tile_art_segment_at (&tile, x, y);
              if (found != (int) s)
                g_error ("%s turned %u°: the figure spot of %s is over %s", type->id, rotation * 90,
                         type->segments[s].label, found >= 0 ? type->segments[found].label : "nothing");
            }
        }
    }
}

/* WCAG 2: relative luminance of an sRGB colour, and the contrast ratio. */
static double
luminance (double r,
           double g,
           double b)
{
  double rgb[] = { r, g, b };

  for (int i = 0; i < 3; i++)
    rgb[i] = rgb[i] <= 0.04045 ? rgb[i] / 12.92 : pow ((rgb[i] + 0.055) / 1.055, 2.4);

  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

/* Every player colour's initial stands out from its figure by at least
 * 4.5:1, the contrast WCAG asks of normal text. */
static void
test_initial_contrast (void)
{
  for (guint index = 0; index < 8; index++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", index + 1);
      TsrPlayer player = { id, NULL };
      TsrPlayerLook look;
      double fill, ink, ratio;

      tsr_player_look (&player, index, &look);
      fill = luminance (look.red, look.green, look.blue);
      ink = luminance (look.ink, look.ink, look.ink);
      ratio = (MAX (fill, ink) + 0.05) / (MIN (fill, ink) + 0.05);
      if (ratio < 4.5)
        g_error ("player %u's initial stands out from #%02x%02x%02x by only %.2f:1", index + 1,
                 (int) (look.red * 255), (int) (look.green * 255), (int) (look.blue * 255), ratio);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/render/golden/%s", cases[i].golden);

      g_test_add_data_func (name, &cases[i], test_golden);
    }
  g_test_add_func ("/render/hit-anchors", test_hit_anchors);
  g_test_add_func ("/render/tint-covers-its-feature", test_tint_covers_its_feature);
  g_test_add_func ("/render/initial-contrast", test_initial_contrast);

  return g_test_run ();
}
