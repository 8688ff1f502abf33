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
#include "tsr-figure-art.h"
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

#define CANVAS 240   /* pixels per tile, for a figure or a tile alone */

static cairo_surface_t *
tile_alone (const char *type_id)
{
  TsrPlacedTile tile = { tsr_catalogue_lookup (tsr_catalogue_get_default (), type_id), 0, 0, 0, { 0 }, TSR_AXIS_NONE };
  TsrTileStyle style = { FALSE, FALSE };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, CANVAS, CANVAS);
  cairo_t *cr = cairo_create (surface);

  g_assert_nonnull (tile.type);
  cairo_scale (cr, CANVAS, CANVAS);
  tsr_tile_art_draw (cr, &tile, &style);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* A figure of @kind the height of the canvas, on nothing. */
static cairo_surface_t *
figure_alone (const char *kind_name,
              double      size)
{
  TsrFigureKind kind;
  TsrPlayerLook look;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, CANVAS, CANVAS);
  cairo_t *cr = cairo_create (surface);
  TsrPlayer red = { (char *) "red", NULL };

  g_assert_true (tsr_figure_kind_from_string (kind_name, &kind));
  tsr_player_look (&red, 0, &look);
  tsr_figure_art_draw (cr, kind, tsr_figure_kind_is_neutral (kind) ? NULL : &look, FALSE,
                       CANVAS / 2.0, CANVAS / 2.0, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Whether the figure alone on @surface covers (x, y). */
static gboolean
covered (cairo_surface_t *surface,
         int              x,
         int              y)
{
  const guint8 *row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);

  return ((const guint32 *) (const void *) row)[x] >> 24 >= 0x80;
}

typedef struct
{
  int   left, top, right, bottom;   /* inclusive */
  guint n;
} Extent;

/* Where @surface is drawn on (alpha over half), or, with @under, where it
 * differs from @under. */
static Extent
extent (cairo_surface_t *surface,
        cairo_surface_t *under)
{
  Extent e = { G_MAXINT, G_MAXINT, -1, -1, 0 };

  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        if (under != NULL ? same_colour (pixel (surface, x, y), pixel (under, x, y)) : !covered (surface, x, y))
          continue;
        e.left = MIN (e.left, x), e.right = MAX (e.right, x);
        e.top = MIN (e.top, y), e.bottom = MAX (e.bottom, y);
        e.n++;
      }

  return e;
}

/* The tornado tile's mark is as large as a figure standing on a tile:
 * compared with the same tile without it (base.U), against a meeple. */
static void
test_tornado_mark_size (void)
{
  cairo_surface_t *marked = tile_alone ("disasters.tornado-1");
  cairo_surface_t *plain = tile_alone ("base.U");
  cairo_surface_t *meeple = figure_alone ("meeple", TSR_FIGURE_SIZE * CANVAS);
  Extent mark = extent (marked, plain), figure = extent (meeple, NULL);

  g_assert_cmpuint (mark.n, >, 0);
  g_test_message ("the mark: %d × %d pixels; a meeple: %d × %d", mark.right - mark.left + 1,
                  mark.bottom - mark.top + 1, figure.right - figure.left + 1, figure.bottom - figure.top + 1);
  g_assert_cmpint (mark.right - mark.left, >=, 0.8 * (figure.right - figure.left));
  g_assert_cmpint (mark.bottom - mark.top, >=, 0.8 * (figure.bottom - figure.top));
  /* Inside the tile, clear of its edges. */
  g_assert_cmpint (mark.right, <, CANVAS - 1);
  g_assert_cmpint (mark.bottom, <, CANVAS - 1);

  cairo_surface_destroy (marked);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (meeple);
}

/* The Black Dragon reaches out in many places, as a beast with a snout,
 * horn, wings, feet and tail does: counted as the peaks of its outline's
 * distance from its middle, all round (the arrowhead it once was had
 * four). */
static void
test_dragon_shape (void)
{
  cairo_surface_t *dragon = figure_alone ("black-dragon", CANVAS * 0.9);
  double reach[180] = { 0 }, cx = 0, cy = 0, longest = 0;
  Extent whole = extent (dragon, NULL);
  guint tips = 0;

  for (int y = whole.top; y <= whole.bottom; y++)
    for (int x = whole.left; x <= whole.right; x++)
      if (covered (dragon, x, y))
        cx += x, cy += y;
  cx /= whole.n, cy /= whole.n;

  for (int y = whole.top; y <= whole.bottom; y++)
    for (int x = whole.left; x <= whole.right; x++)
      if (covered (dragon, x, y))
        {
          int bin = (int) ((atan2 (y - cy, x - cx) + G_PI) / (2 * G_PI) * G_N_ELEMENTS (reach)) % G_N_ELEMENTS (reach);

          reach[bin] = MAX (reach[bin], hypot (x - cx, y - cy));
          longest = MAX (longest, reach[bin]);
        }

  /* A tip rises above what is on either side of it, all the way round
   * to something higher, by a tenth of the longest reach. */
  for (int i = 0; i < (int) G_N_ELEMENTS (reach); i++)
    {
      int n = G_N_ELEMENTS (reach);
      double low[2] = { reach[i], reach[i] };

      if (!(reach[i] > reach[(i + n - 1) % n] && reach[i] >= reach[(i + 1) % n]))
        continue;
      for (int side = 0; side < 2; side++)
        for (int k = 1; k < n; k++)
          {
            double r = reach[(i + (side ? k : n - k)) % n];

            if (r > reach[i])
              break;
            low[side] = MIN (low[side], r);
          }
      if (reach[i] - MAX (low[0], low[1]) >= 0.1 * longest)
        tips++;
    }

  g_test_message ("the dragon reaches out in %u places", tips);
  g_assert_cmpuint (tips, >=, 6);
  cairo_surface_destroy (dragon);
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

/* The initial is the first character as a reader sees it, in capitals,
 * in any script: a caron written as a mark of its own stays with its
 * letter, and a name that starts with neither letter nor digit gets its
 * place in turn order. */
static void
test_initial_letters (void)
{
  static const struct
  {
    const char *name;
    const char *initial;
  } names[] = {
    { "Červená", "Č" },
    { "Cervena", "C" },
    { "łukasz", "Ł" },
    { "Ελένη", "Ε" },
    { "C\xcc\x8c" "ervena", "C\xcc\x8c" },
    { "  anna", "A" },
    { "#3", "3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      TsrPlayer player = { (char *) "p", (char *) names[i].name };
      TsrPlayerLook look;

      tsr_player_look (&player, 2, &look);
      g_assert_cmpstr (look.letter, ==, names[i].initial);
    }
}

/* In how many pixels where @expected is opaque @actual differs from it,
 * over the box (x0, y0)–(x1, y1). */
static guint
pixels_apart (cairo_surface_t *actual,
              cairo_surface_t *expected,
              int              x0,
              int              y0,
              int              x1,
              int              y1)
{
  guint n = 0;

  for (int y = y0; y <= y1; y++)
    for (int x = x0; x <= x1; x++)
      {
        const guint8 *row = cairo_image_surface_get_data (expected) + y * cairo_image_surface_get_stride (expected);

        if (((const guint32 *) (const void *) row)[x] >> 24 == 0xff &&
            !same_colour (pixel (actual, x, y), pixel (expected, x, y)))
          n++;
      }

  return n;
}

/* The board of players named Červená, Cervena, Łukasz and Ελένη, each
 * with a meeple: each figure's initial is drawn as its letter.  Compared
 * with the same figure drawn alone, at the same place, with the letter
 * given; the letters it must not be (the plain "C" of the accented one,
 * "L" for "Ł", a digit for a name the font had no letter for) differ from
 * it in the same box, so the comparison tells them apart. */
static void
test_initials_on_the_board (void)
{
  static const Case c = { "render/initials.tessera", -1, 240, FALSE, NULL };
  static const struct
  {
    const char *initial;
    const char *not[2];
  } expected[] = {
    { "Č", { "C", "1" } },
    { "C", { "Č", "2" } },
    { "Ł", { "L", "3" } },
    { "Ε", { "F", "4" } },
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, c.scenario, NULL);
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (path, NULL);
  g_autoptr(TsrGame) game = NULL;
  cairo_surface_t *board = render (&c);
  int width = cairo_image_surface_get_width (board), height = cairo_image_surface_get_height (board);
  double margin = c.tile_size / 4, size = TSR_FIGURE_SIZE * c.tile_size;

  tsr_scenario_run (scenario, &game, NULL);
  g_assert_cmpuint (tsr_game_get_n_figures (game), ==, G_N_ELEMENTS (expected));

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      TsrFigurePlace place;
      double cx, cy;
      int x0, y0, x1, y1;
      guint apart;

      g_assert_cmpuint (tsr_board_art_figure_places (game, figure->x, figure->y, &place, 1), ==, 1);
      cx = margin + (figure->x + place.x) * c.tile_size;
      cy = margin + (figure->y + place.y) * c.tile_size;
      /* The initial's box on a standing meeple. */
      x0 = (int) (cx - 0.25 * size), x1 = (int) (cx + 0.25 * size);
      y0 = (int) (cy - 0.1 * size), y1 = (int) (cy + 0.38 * size);

      for (guint k = 0; k < 3; k++)
        {
          const char *letter = k == 0 ? expected[i].initial : expected[i].not[k - 1];
          cairo_surface_t *alone = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
          cairo_t *cr = cairo_create (alone);
          TsrPlayerLook look;

          tsr_player_look (tsr_game_get_player (game, figure->player), figure->player, &look);
          g_strlcpy (look.letter, letter, sizeof look.letter);
          cairo_translate (cr, margin + figure->x * c.tile_size, margin + figure->y * c.tile_size);
          cairo_scale (cr, c.tile_size, c.tile_size);
          tsr_figure_art_draw (cr, figure->kind, &look, place.lying, place.x, place.y, TSR_FIGURE_SIZE);
          cairo_destroy (cr);
          cairo_surface_flush (alone);

          apart = pixels_apart (board, alone, x0, y0, x1, y1);
          g_test_message ("%s's figure against “%s”: %u pixels apart",
                          tsr_game_get_player (game, figure->player)->name, letter, apart);
          if (k == 0 && apart > 0)
            g_error ("%s's figure does not show “%s”: %u pixels differ",
                     tsr_game_get_player (game, figure->player)->name, letter, apart);
          if (k > 0 && apart < 10)
            g_error ("%s's figure could as well show “%s”: only %u pixels differ",
                     tsr_game_get_player (game, figure->player)->name, letter, apart);
          cairo_surface_destroy (alone);
        }
    }

  cairo_surface_destroy (board);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/render/golden/%s", cases[i].golden);

      g_test_add_data_func (name, &cases[i], test_golden);
    }
  g_test_add_func ("/render/hit-anchors", test_hit_anchors);
  g_test_add_func ("/render/tint-covers-its-feature", test_tint_covers_its_feature);
  g_test_add_func ("/render/initial-contrast", test_initial_contrast);
  g_test_add_func ("/render/initial-letters", test_initial_letters);
  g_test_add_func ("/render/initials-on-the-board", test_initials_on_the_board);
  g_test_add_func ("/render/tornado-mark-size", test_tornado_mark_size);
  g_test_add_func ("/render/dragon-shape", test_dragon_shape);

  return g_test_run ();
}
