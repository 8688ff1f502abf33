/* tsr-handout.c: a game's steps as a PDF to teach from
 *
 * A4 pages: first the scenario's title and description, the board it
 * starts from and the players; then a page for each turn (a projector
 * shows one at a time) with the board as it stands after the turn, the
 * scores, and the turn's rule steps, numbered as the window's Steps list
 * counts them, each with its explanation and the title of the rule it
 * applies.  A turn with more steps than its page holds goes on over the
 * next.  All the text is set with Pango, so that every language's letters
 * come out, in the current language; boards are the render library's
 * drawing, numbered along their edges as explanations give positions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <glib/gi18n-lib.h>

#include "tsr-art-file.h"
#include "tsr-board-art.h"
#include "tsr-figure-art.h"
#include "tsr-handout.h"
#include "tsr-player-colours.h"

/* A4, in points: the PDF's unit. */
#define PAGE_WIDTH    595.276
#define PAGE_HEIGHT   841.890
#define MARGIN         56.693   /* 2 cm */
#define TEXT_WIDTH    (PAGE_WIDTH - 2 * MARGIN)
#define TEXT_BOTTOM   (PAGE_HEIGHT - MARGIN)
#define MAX_TILE       90.0     /* a small board is not blown up to the page's width */
#define BOARD_SHARE     0.45    /* of the page's height at most, the rest for the steps */
#define FIGURE_SIZE    13.0     /* the players' figures beside their scores */

typedef enum
{
  STYLE_TITLE,
  STYLE_HEADING,
  STYLE_BODY,
  STYLE_NUMBER,
  STYLE_NOTE,     /* a step's rule, captions */
  STYLE_LABEL,    /* the numbers along a board's edges */
  STYLE_FOOTER,
} Style;

static const struct
{
  double      size;
  PangoWeight weight;
  PangoStyle  slant;
  double      grey;
} styles[] = {
  [STYLE_TITLE]   = { 22, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 0 },
  [STYLE_HEADING] = { 15, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 0 },
  [STYLE_BODY]    = { 11, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL, 0 },
  [STYLE_NUMBER]  = { 11, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 0 },
  [STYLE_NOTE]    = { 9, PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC, 0.4 },
  [STYLE_LABEL]   = { 7, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL, 0.45 },
  [STYLE_FOOTER]  = { 9, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL, 0.4 },
};

typedef struct
{
  cairo_t  *cr;
  gboolean  drawing;       /* FALSE on the pass that only counts the pages */
  guint     page;          /* from 1 */
  guint     n_pages;       /* counted by the first pass */
  double    y;             /* where the next thing goes */
  double    page_top;      /* where the page's first thing went */
  double    number_width;  /* the column of step numbers, as wide as the last one */
  char     *continued;     /* the heading a turn's next page repeats */
} Handout;

static PangoLayout *
text_layout (Handout    *h,
             Style       style,
             const char *text,
             double      width)
{
  PangoLayout *layout = pango_cairo_create_layout (h->cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");

  /* Absolute: a point is a unit of the page, whatever Pango's resolution. */
  pango_font_description_set_absolute_size (font, styles[style].size * PANGO_SCALE);
  pango_font_description_set_weight (font, styles[style].weight);
  pango_font_description_set_style (font, styles[style].slant);
  pango_layout_set_font_description (layout, font);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
layout_width (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return logical.width / (double) PANGO_SCALE;
}

static double
layout_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return logical.height / (double) PANGO_SCALE;
}

static void
show_layout (Handout     *h,
             PangoLayout *layout,
             Style        style,
             double       x,
             double       y)
{
  if (!h->drawing)
    return;

  cairo_set_source_rgb (h->cr, styles[style].grey, styles[style].grey, styles[style].grey);
  cairo_move_to (h->cr, x, y);
  pango_cairo_show_layout (h->cr, layout);
}

static void
finish_page (Handout *h)
{
  g_autofree char *footer = NULL;
  g_autoptr(PangoLayout) layout = NULL;

  if (!h->drawing || h->page == 0)
    return;

  /* Translators: at the foot of every page of the handout; the plural
   * follows the number of pages, the second %u */
  footer = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Page %u of %u", "Page %u of %u", h->n_pages),
                            h->page, h->n_pages);
  layout = text_layout (h, STYLE_FOOTER, footer, TEXT_WIDTH);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  show_layout (h, layout, STYLE_FOOTER, MARGIN, PAGE_HEIGHT - (MARGIN + layout_height (layout)) / 2);
  cairo_show_page (h->cr);
}

static void
new_page (Handout *h)
{
  finish_page (h);
  h->page++;
  h->y = MARGIN;

  if (h->continued != NULL)
    {
      g_autoptr(PangoLayout) layout = text_layout (h, STYLE_HEADING, h->continued, TEXT_WIDTH);

      show_layout (h, layout, STYLE_HEADING, MARGIN, h->y);
      h->y += layout_height (layout) + 10;
    }
  h->page_top = h->y;
}

/* Starts a new page unless @height fits on this one (or would fit on none). */
static void
ensure_room (Handout *h,
             double   height)
{
  if (h->y + height > TEXT_BOTTOM && h->y > h->page_top)
    new_page (h);
}

/* Sets @layout at @x from the current height down, a line at a time, onto
 * the next page where it runs past the bottom. */
static void
flow_layout (Handout     *h,
             PangoLayout *layout,
             Style        style,
             double       x)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);

  do
    {
      PangoRectangle line;
      double baseline;

      pango_layout_iter_get_line_extents (iter, NULL, &line);
      baseline = (pango_layout_iter_get_baseline (iter) - line.y) / (double) PANGO_SCALE;
      ensure_room (h, line.height / (double) PANGO_SCALE);
      if (h->drawing)
        {
          cairo_set_source_rgb (h->cr, styles[style].grey, styles[style].grey, styles[style].grey);
          cairo_move_to (h->cr, x + line.x / (double) PANGO_SCALE, h->y + baseline);
          pango_cairo_show_layout_line (h->cr, pango_layout_iter_get_line_readonly (iter));
        }
      h->y += line.height / (double) PANGO_SCALE;
    }
  while (pango_layout_iter_next_line (iter));

  pango_layout_iter_free (iter);
}

static void
flow_text (Handout        *h,
           Style           style,
           const char     *text,
           PangoAlignment  alignment)
{
  g_autoptr(PangoLayout) layout = text_layout (h, style, text, TEXT_WIDTH);

  pango_layout_set_alignment (layout, alignment);
  flow_layout (h, layout, style, MARGIN);
}

/* Goes to a position of the game's history; an unstarted game (a
 * position being edited) has none but where it stands. */
static gboolean
go_to (TsrGame *game,
       guint    position)
{
  return tsr_game_get_position (game) == position || tsr_game_go_to (game, position, NULL);
}

/* The numbers along one edge: every column (row), or every second,
 * third… where tiles are too small for their numbers. */
static int
label_every (double label_size,
             double tile_size)
{
  return MAX (1, (int) ceil ((label_size + 2) / tile_size));
}

static PangoLayout *
label_layout (Handout *h,
              gint32   value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  return text_layout (h, STYLE_LABEL, text, -1);
}

static void
show_label (Handout *h,
            gint32   value,
            double   x,
            double   y,
            double   x_align,
            double   y_align)
{
  g_autoptr(PangoLayout) layout = label_layout (h, value);

  show_layout (h, layout, STYLE_LABEL, x - x_align * layout_width (layout), y - y_align * layout_height (layout));
}

/* The wider of the numbers of the first and the last column (row). */
static double
label_width (Handout *h,
             gint32   first,
             gint32   last)
{
  g_autoptr(PangoLayout) a = label_layout (h, first);
  g_autoptr(PangoLayout) b = label_layout (h, last);

  return MAX (layout_width (a), layout_width (b));
}

/* The board, centred, as large as fits @max_height and at most MAX_TILE a
 * tile, its columns numbered above it and its rows to its left. */
static void
place_board (Handout       *h,
             const TsrGame *game,
             double         max_height)
{
  gint32 min_x, min_y, max_x, max_y;
  TsrBoardArtOptions options = { 1, 0, FALSE };
  double row_labels, column_labels, left, top, tile;
  int width, height, every;

  if (!tsr_board_get_bounds (tsr_game_get_board (game), &min_x, &min_y, &max_x, &max_y))
    return;

  row_labels = label_width (h, min_y, max_y) + 4;
  column_labels = styles[STYLE_LABEL].size + 4;
  tile = MIN ((TEXT_WIDTH - row_labels) / (max_x - min_x + 1.5), (max_height - column_labels) / (max_y - min_y + 1.5));
  options.tile_size = MIN (MAX_TILE, tile);
  options.margin = options.tile_size / 4;
  tsr_board_art_size (game, &options, &width, &height);
  /* Below a long description, the board goes to the next page whole. */
  ensure_room (h, column_labels + height);
  left = MARGIN + row_labels + (TEXT_WIDTH - row_labels - width) / 2;
  top = h->y + column_labels;
  h->y = top + height;
  if (!h->drawing)
    return;

  cairo_save (h->cr);
  cairo_translate (h->cr, left, top);
  cairo_rectangle (h->cr, 0, 0, width, height);
  cairo_clip (h->cr);
  tsr_board_art_draw (h->cr, game, &options);
  cairo_restore (h->cr);

  tile = options.tile_size;
  every = label_every (label_width (h, min_x, max_x), tile);
  for (gint32 x = min_x; x <= max_x; x++)
    if (x % every == 0)
      show_label (h, x, left + options.margin + (x - min_x + 0.5) * tile, top - 2, 0.5, 1);
  every = label_every (styles[STYLE_LABEL].size, tile);
  for (gint32 y = min_y; y <= max_y; y++)
    if (y % every == 0)
      show_label (h, y, left - 4, top + options.margin + (y - min_y + 0.5) * tile, 1, 0.5);
}

/* Each player's figure, name and score, centred, in as many lines as
 * they take. */
static void
place_players (Handout       *h,
               const TsrGame *game)
{
  guint n = tsr_game_get_n_players (game);
  g_autoptr(GPtrArray) layouts = g_ptr_array_new_with_free_func (g_object_unref);
  const double gap = 18, space = 4;

  for (guint i = 0; i < n; i++)
    {
      const TsrPlayer *player = tsr_game_get_player (game, i);
      /* Translators: a player's name and score, under a board in the handout */
      g_autofree char *text = g_strdup_printf (C_("handout", "%s: %d"), tsr_player_get_display_name (player), player->score);

      g_ptr_array_add (layouts, text_layout (h, STYLE_BODY, text, -1));
    }

  for (guint first = 0, end; first < n; first = end)
    {
      double width = 0, line_height = FIGURE_SIZE, x;

      for (end = first; end < n; end++)
        {
          double cell = FIGURE_SIZE + space + layout_width (g_ptr_array_index (layouts, end));

          if (end > first && width + gap + cell > TEXT_WIDTH)
            break;
          width += (end > first ? gap : 0) + cell;
          line_height = MAX (line_height, layout_height (g_ptr_array_index (layouts, end)));
        }

      ensure_room (h, line_height);
      x = MARGIN + (TEXT_WIDTH - width) / 2;
      for (guint i = first; i < end; i++)
        {
          PangoLayout *layout = g_ptr_array_index (layouts, i);
          TsrPlayerLook look;

          if (h->drawing)
            {
              tsr_player_look (tsr_game_get_player (game, i), i, &look);
              tsr_figure_art_draw (h->cr, TSR_FIGURE_MEEPLE, &look, FALSE,
                                   x + FIGURE_SIZE / 2, h->y + line_height / 2, FIGURE_SIZE);
            }
          x += FIGURE_SIZE + space;
          show_layout (h, layout, STYLE_BODY, x, h->y + (line_height - layout_height (layout)) / 2);
          x += layout_width (layout) + gap;
        }
      h->y += line_height + 4;
    }
}

/* The board, its caption and the scores. */
static void
place_position (Handout       *h,
                const TsrGame *game,
                const char    *caption)
{
  if (tsr_board_get_n_tiles (tsr_game_get_board (game)) > 0)
    {
      place_board (h, game, BOARD_SHARE * (TEXT_BOTTOM - MARGIN));
      h->y += 4;
      flow_text (h, STYLE_NOTE, caption, PANGO_ALIGN_CENTER);
      h->y += 8;
    }
  place_players (h, game);
}

static char *
step_number (guint index)
{
  /* Translators: a step's number in the handout, counted as in the window's list of steps */
  return g_strdup_printf (C_("handout", "%u."), index + 1);
}

/* A step kept whole on one page: its number, its explanation, its rule. */
static void
place_step (Handout       *h,
            const TsrGame *game,
            guint          index)
{
  const TsrStep *step = tsr_game_get_step (game, index);
  const TsrRule *rule = tsr_rulebook_lookup_rule (tsr_game_get_rulebook (game), step->rule);
  g_autofree char *sentence = tsr_game_explain (game, step);
  g_autofree char *number = step_number (index);
  /* Translators: under a step in the handout: the title of the rule the step applies */
  g_autofree char *cites = g_strdup_printf (_("Rule: %s"), rule != NULL ? tsr_translate (rule->title) : step->rule);
  g_autoptr(PangoLayout) number_layout = text_layout (h, STYLE_NUMBER, number, h->number_width);
  g_autoptr(PangoLayout) sentence_layout = text_layout (h, STYLE_BODY, sentence, TEXT_WIDTH - h->number_width);
  g_autoptr(PangoLayout) rule_layout = text_layout (h, STYLE_NOTE, cites, TEXT_WIDTH - h->number_width);

  ensure_room (h, layout_height (sentence_layout) + 1 + layout_height (rule_layout));
  show_layout (h, number_layout, STYLE_NUMBER, MARGIN, h->y);
  flow_layout (h, sentence_layout, STYLE_BODY, MARGIN + h->number_width);
  h->y += 1;
  flow_layout (h, rule_layout, STYLE_NOTE, MARGIN + h->number_width);
  h->y += 8;
}

/* A turn's page: the board after the steps [first, end), and the steps
 * [first, steps_end). */
static void
place_turn (Handout *h,
            TsrGame *game,
            guint    first,
            guint    end,
            guint    steps_end)
{
  guint turn = tsr_game_get_step (game, first)->turn;
  g_autofree char *heading = NULL;
  g_autofree char *caption = NULL;
  gint active;

  new_page (h);
  if (!go_to (game, end))
    g_return_if_reached ();

  active = tsr_game_get_active (game);
  if (active >= 0)
    /* Translators: the heading of a turn's page in the handout: the turn
     * number and the player whose turn it is */
    heading = g_strdup_printf (_("Turn %u · %s"), turn, tsr_player_get_display_name (tsr_game_get_player (game, active)));
  else
    /* Translators: the heading of a turn's page in the handout */
    heading = g_strdup_printf (_("Turn %u"), turn);
  flow_text (h, STYLE_HEADING, heading, PANGO_ALIGN_LEFT);
  h->y += 8;

  /* Translators: under the board on a turn's page of the handout */
  caption = g_strdup_printf (_("The board after turn %u"), turn);
  place_position (h, game, caption);
  h->y += 14;

  /* Translators: the heading of a page a turn's steps run on to, in the handout */
  h->continued = g_strdup_printf (_("Turn %u (continued)"), turn);
  for (guint i = first; i < steps_end; i++)
    place_step (h, game, i);
  g_clear_pointer (&h->continued, g_free);
}

static void
place_title_page (Handout    *h,
                  TsrGame    *game,
                  const char *title,
                  const char *description)
{
  new_page (h);
  flow_text (h, STYLE_TITLE, title, PANGO_ALIGN_LEFT);
  h->y += 10;
  if (description != NULL && *description != '\0')
    {
      flow_text (h, STYLE_BODY, description, PANGO_ALIGN_LEFT);
      h->y += 10;
    }
  h->y += 12;

  if (go_to (game, 0))
    place_position (h, game, _("The board before the first step"));
  h->y += 16;

  flow_text (h, STYLE_BODY, _("Positions are given as (column, row), numbered along the top and the left "
                              "of each board."), PANGO_ALIGN_LEFT);
  h->y += 6;
  if (tsr_game_get_n_steps (game) > 0)
    flow_text (h, STYLE_BODY, _("Each of the pages that follow is one turn: the board as it stands after the "
                                "turn, then the turn’s steps in order, each with the rule it applies."),
               PANGO_ALIGN_LEFT);
  else
    flow_text (h, STYLE_BODY, _("The rules have taken no step yet: the scenario has no script, or the game "
                                "has not been played from its position."), PANGO_ALIGN_LEFT);
}

static void
lay_out (Handout    *h,
         TsrGame    *game,
         const char *title,
         const char *description)
{
  guint n = tsr_game_get_n_steps (game);
  g_autofree char *last = step_number (MAX (n, 1) - 1);
  g_autoptr(PangoLayout) layout = text_layout (h, STYLE_NUMBER, last, -1);

  h->number_width = layout_width (layout) + 8;
  place_title_page (h, game, title, description);
  for (guint first = 0, end, steps_end; first < n; first = steps_end)
    {
      guint turn = tsr_game_get_step (game, first)->turn;

      for (end = first + 1; end < n && tsr_game_get_step (game, end)->turn == turn; end++)
        ;
      /* A turn that has only begun when the steps end (the game passed
       * to the next player, and nothing more) is no page of its own: its
       * step ends the page before. */
      for (steps_end = end; steps_end < n && g_str_equal (tsr_game_get_step (game, steps_end)->rule, "base.next-turn");
           steps_end++)
        ;
      if (steps_end < n)
        steps_end = end;
      place_turn (h, game, first, end, steps_end);
    }
  finish_page (h);
}

/**
 * tsr_handout_save:
 * @game: a game with its history (recording), as played from its position
 * @title: the scenario's title, or a name for it; translated here, as are
 *   the shipped examples'
 * @description: (nullable): the scenario's description
 * @path: the PDF to write
 *
 * Writes the handout: the PDF is made in memory, then written with
 * tsr_file_replace(), so a failure leaves no part of a file.  @game is
 * left as it is.
 */
gboolean
tsr_handout_save (const TsrGame  *game,
                  const char     *title,
                  const char     *description,
                  const char     *path,
                  GError        **error)
{
  g_autoptr(TsrGame) copy = NULL;
  g_autoptr(GByteArray) pdf = NULL;
  const char *shown_title, *shown_description;
  cairo_surface_t *surface;
  cairo_t *cr;
  Handout h;
  cairo_status_t status;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (title != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  copy = tsr_game_copy (game);
  pdf = g_byte_array_new ();
  shown_title = tsr_translate_scenario_text (title);
  shown_description = tsr_translate_scenario_text (description);
  surface = cairo_pdf_surface_create_for_stream (tsr_art_file_append, pdf, PAGE_WIDTH, PAGE_HEIGHT);
  cr = cairo_create (surface);
  h = (Handout) { .cr = cr };

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, shown_title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Tessera");

  /* Once to count the pages the footers name, then to draw them. */
  lay_out (&h, copy, shown_title, shown_description);
  h = (Handout) { .cr = cr, .drawing = TRUE, .n_pages = h.page };
  lay_out (&h, copy, shown_title, shown_description);

  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  return tsr_art_file_write (path, status, pdf, error);
}
