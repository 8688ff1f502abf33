/* tsr-art-text.c
 *
 * Text on the board is set with Pango and drawn as the outlines of its
 * glyphs, so that a name in any script gets its own letters, and an SVG
 * carries the shapes rather than a font its reader may lack.
 *
 * The layout is made once at a fixed size, unhinted and unrounded, and
 * scaled to its box: the shapes are then the same whatever the zoom, the
 * surface or the screen's font settings, which the golden images of the
 * render tests rely on.  DejaVu Sans covers Latin, Greek and Cyrillic
 * (Debian's fonts-dejavu-core, which build-aux/setup.sh installs);
 * fontconfig falls back to another font for the rest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <pango/pangocairo.h>

#include "tsr-art-text.h"

#define FONT "DejaVu Sans, Sans Bold"
#define LAYOUT_SIZE 100.0   /* pixels a line of the layout, before scaling */

#define MAX_SHAPES 256   /* kept; past that, the cache starts again */

/* A text's outline, made once: the window draws every figure in view on
 * every frame, and setting the initial anew each time made a figure take
 * a third longer to draw (1,000 meeples 20 pixels high: 35 ms against
 * 27; from the cache, as with the stroke font before, 27 against 26). */
typedef struct
{
  cairo_path_t   *path;
  PangoRectangle  logical;   /* in pixels of the layout */
} Shape;

static void
shape_free (gpointer data)
{
  Shape *shape = data;

  cairo_path_destroy (shape->path);
  g_free (shape);
}

static Shape *
shape_new (const char *text)
{
  PangoContext *context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (FONT);
  g_autoptr(PangoLayout) layout = NULL;
  cairo_font_options_t *options = cairo_font_options_create ();
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (scratch);
  Shape *shape = g_new0 (Shape, 1);

  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (context, FALSE);

  pango_font_description_set_absolute_size (font, LAYOUT_SIZE * PANGO_SCALE);
  layout = pango_layout_new (context);
  g_object_unref (context);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, NULL, &shape->logical);

  pango_cairo_layout_path (cr, layout);
  shape->path = cairo_copy_path (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
  return shape;
}

static GHashTable *shapes;   /* text → Shape */
G_LOCK_DEFINE_STATIC (shapes);

/* The shape of @text, made when first asked for; call with the lock held,
 * and use it before letting go. */
static const Shape *
shape_of (const char *text)
{
  Shape *shape;

  if (shapes == NULL)
    shapes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, shape_free);
  shape = g_hash_table_lookup (shapes, text);
  if (shape == NULL)
    {
      if (g_hash_table_size (shapes) >= MAX_SHAPES)
        g_hash_table_remove_all (shapes);
      shape = shape_new (text);
      g_hash_table_insert (shapes, g_strdup (text), shape);
    }

  return shape;
}

/**
 * tsr_art_text_draw:
 * @text: a line of text, UTF-8
 * @cx: the centre of the box the text goes in
 * @cy:
 * @width: the box's width: a longer text is made smaller to stay inside
 * @height: the box's height, that of a line of the text (accents and
 *   descenders included); a capital comes out about 0.6 of it
 *
 * Fills @text with the current source, centred on (@cx, @cy).  No line
 * is drawn round the letters: the callers' boxes lie inside what the
 * text is read against, and stroking the outline made a figure take
 * twice as long to draw.
 */
void
tsr_art_text_draw (cairo_t    *cr,
                   const char *text,
                   double      cx,
                   double      cy,
                   double      width,
                   double      height)
{
  const Shape *shape;
  PangoRectangle logical;
  double scale;

  G_LOCK (shapes);
  shape = shape_of (text);
  logical = shape->logical;
  if (logical.width <= 0 || logical.height <= 0)
    {
      G_UNLOCK (shapes);
      return;
    }
  scale = MIN (width / logical.width, height / logical.height) * PANGO_SCALE;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -(logical.x + logical.width / 2.0) / PANGO_SCALE,
                   -(logical.y + logical.height / 2.0) / PANGO_SCALE);
  cairo_new_path (cr);
  cairo_append_path (cr, shape->path);
  G_UNLOCK (shapes);
  cairo_fill (cr);
  cairo_restore (cr);
}
