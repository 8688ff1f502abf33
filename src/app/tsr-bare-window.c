/* tsr-bare-window.c: the floors for Tessera's start-up and frame figures
 *
 * A libadwaita window with a header bar and a label, nothing more.
 * `tessera-cli bench` starts it and `tessera --measure-startup` one after
 * the other on the same display and prints the ratio of their first
 * frames: what the machine, the toolkit and the display cost is the same
 * for both, so the ratio is what Tessera's own start-up adds.  Like the
 * real window, it prints "first-frame" once its first frame is drawn and
 * quits.
 *
 * With --measure-frames it is the floor of frame.1000 instead: a window
 * of the board window's size covered with 64-pixel squares of a few
 * textures (what a board of tiles is to the toolkit, with no game behind
 * it), moved a square a frame, timed as frame.1000 is and printed as
 * frame.bare.  Not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <string.h>
#include <adwaita.h>

#include "tsr-percentile.h"

#define SQUARE 64
#define TEXTURES 16
#define FRAMES 120

/* The squares' pictures: a plain ground and a disc, as a tile's field
 * and city would be. */
static GdkTexture *
square_texture (int seed)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SQUARE, SQUARE);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

  cairo_set_source_rgb (cr, 0.3 + (seed % 4) / 10.0, 0.6, 0.3 + (seed % 3) / 10.0);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.85, 0.7, 0.5);
  cairo_arc (cr, SQUARE / 2.0, SQUARE / 2.0, SQUARE / 3.0, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), SQUARE * cairo_image_surface_get_stride (surface));
  texture = gdk_memory_texture_new (SQUARE, SQUARE, GDK_MEMORY_DEFAULT, bytes, cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

#define BARE_TYPE_BOARD (bare_board_get_type ())
G_DECLARE_FINAL_TYPE (BareBoard, bare_board, BARE, BOARD, GtkWidget)

struct _BareBoard
{
  GtkWidget   parent_instance;
  GdkTexture *textures[TEXTURES];
  guint       frame;
  gint64      start;
  GArray     *times;
};

G_DEFINE_FINAL_TYPE (BareBoard, bare_board, GTK_TYPE_WIDGET)

static void
bare_board_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  BareBoard *self = BARE_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int shift = (int) (self->frame % 8) * SQUARE;

  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.87, 0.87, 0.84, 1 }, &GRAPHENE_RECT_INIT (0, 0, width, height));
  for (int y = 0; y < height; y += SQUARE)
    for (int x = -8 * SQUARE; x < width; x += SQUARE)
      {
        guint which = (guint) ((x + 8 * SQUARE) / SQUARE * 7 + y / SQUARE * 3) % TEXTURES;

        if (x + shift + SQUARE > 0)
          gtk_snapshot_append_texture (snapshot, self->textures[which],
                                       &GRAPHENE_RECT_INIT (x + shift, y, SQUARE, SQUARE));
      }
}

static void
bare_board_dispose (GObject *object)
{
  BareBoard *self = BARE_BOARD (object);

  for (guint i = 0; i < TEXTURES; i++)
    g_clear_object (&self->textures[i]);
  g_clear_pointer (&self->times, g_array_unref);
  G_OBJECT_CLASS (bare_board_parent_class)->dispose (object);
}

static void
bare_board_class_init (BareBoardClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bare_board_dispose;
  GTK_WIDGET_CLASS (klass)->snapshot = bare_board_snapshot;
}

static void
bare_board_init (BareBoard *self)
{
  for (guint i = 0; i < TEXTURES; i++)
    self->textures[i] = square_texture ((int) i);
  self->times = g_array_new (FALSE, FALSE, sizeof (double));
}

/* As frame.1000: from the frame clock's update phase to the end of its
 * paint. */
static void
on_frame_update (GdkFrameClock *clock,
                 BareBoard     *self)
{
  self->start = g_get_monotonic_time ();
  self->frame++;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_frame_painted (GdkFrameClock *clock,
                  BareBoard     *self)
{
  if (self->start == 0)
    return;
  g_array_append_val (self->times, ((double) { (g_get_monotonic_time () - self->start) / 1000.0 }));
  self->start = 0;
  if (self->times->len < FRAMES)
    return;

  g_signal_handlers_disconnect_by_data (clock, self);
  gdk_frame_clock_end_updating (clock);
  printf ("frame.bare\t%.2f\tms\n", tsr_percentile (self->times, 95));
  fflush (stdout);
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))))));
}

static void
on_board_mapped (GtkWidget *board)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (board);

  g_signal_connect (clock, "update", G_CALLBACK (on_frame_update), board);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_frame_painted), board);
  gdk_frame_clock_begin_updating (clock);
}

static void
on_activate_frames (GApplication *app)
{
  GtkWidget *window = gtk_application_window_new (GTK_APPLICATION (app));
  GtkWidget *board = g_object_new (BARE_TYPE_BOARD, NULL);

  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 900);
  g_signal_connect (board, "map", G_CALLBACK (on_board_mapped), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

static void
on_after_paint (GdkFrameClock *clock,
                GtkWindow     *window)
{
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
  printf ("first-frame\n");
  fflush (stdout);
  g_application_quit (G_APPLICATION (gtk_window_get_application (window)));
}

static void
on_map (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint), window);
}

static void
on_activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Tessera"));
  gtk_widget_set_vexpand (gtk_widget_get_last_child (box), TRUE);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  g_signal_connect (window, "map", G_CALLBACK (on_map), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new (NULL, G_APPLICATION_NON_UNIQUE);

  if (argc > 1 && strcmp (argv[1], "--measure-frames") == 0)
    g_signal_connect (app, "activate", G_CALLBACK (on_activate_frames), NULL);
  else
    g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);

  /* It takes the same options as the real window, and no others. */
  return g_application_run (G_APPLICATION (app), 1, argv);
}
