/* tsr-measure.c: measurements of the window, for `tessera-cli bench`
 *
 * `tessera --measure-startup` prints a line as the first frame of the
 * window is drawn and quits; the benchmark times the process from its
 * start to that line.  `tessera --measure-render` opens a 1,000-tile board
 * with figures and prints how long the board takes to snapshot at three
 * zoom levels (the worst), and the process's resident memory with the
 * board open.  Lines are NAME<TAB>VALUE<TAB>UNIT, as the benchmark's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tsr-board-view.h"
#include "tsr-core.h"
#include "tsr-measure.h"
#include "tsr-window.h"

#define RENDER_TILES 1000
#define RENDER_ROUNDS 5

static void
quit_soon (GtkWidget *window)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)));

  g_application_quit (app);
}

static void
on_first_frame (GdkFrameClock *clock,
                GtkWidget     *window)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_frame, window);
  printf ("first-frame\n");
  fflush (stdout);
  quit_soon (window);
}

static void
on_mapped (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (on_first_frame), window);
}

/**
 * tsr_measure_first_frame:
 *
 * Prints "first-frame" once @window has drawn its first frame, then quits.
 */
void
tsr_measure_first_frame (GtkWidget *window)
{
  if (gtk_widget_get_mapped (window))
    on_mapped (window);
  else
    g_signal_connect (window, "map", G_CALLBACK (on_mapped), NULL);
}

/* Resident memory of this process, in MiB, or -1. */
static double
resident_mib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) ||
      (line = strstr (status, "VmRSS:")) == NULL)
    return -1;

  return g_ascii_strtod (line + strlen ("VmRSS:"), NULL) / 1024.0;
}

static TsrBoardView *
find_board (GtkWidget *root)
{
  if (TSR_IS_BOARD_VIEW (root))
    return TSR_BOARD_VIEW (root);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TsrBoardView *found = find_board (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Milliseconds to build the board's render nodes, averaged over a few
 * rounds after one that fills the texture cache (as a live view has). */
static double
time_snapshot (GtkWidget *board)
{
  gint64 start = 0;

  for (int round = 0; round <= RENDER_ROUNDS; round++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      GskRenderNode *node;

      if (round == 1)
        start = g_get_monotonic_time ();
      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node != NULL)
        gsk_render_node_unref (node);
    }

  return (g_get_monotonic_time () - start) / 1000.0 / RENDER_ROUNDS;
}

typedef struct
{
  TsrWindow *window;
  char      *path;
  double     rss_empty;
} RenderMeasure;

static void
render_measure_free (RenderMeasure *measure)
{
  g_unlink (measure->path);
  g_free (measure->path);
  g_free (measure);
}

/* Runs @callback once, after the next frame of @widget is drawn. */
static void
after_next_frame (GtkWidget *widget,
                  GCallback  callback,
                  gpointer   data)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint", callback, data);
  gtk_widget_queue_draw (widget);
}

static void
on_board_frame (GdkFrameClock *clock,
                RenderMeasure *measure)
{
  GtkWidget *board_window = g_object_get_data (G_OBJECT (measure->window), "measure-board-window");
  TsrBoardView *board = find_board (board_window);
  double worst = 0;

  g_signal_handlers_disconnect_by_func (clock, on_board_frame, measure);

  /* The whole board, then closer. */
  tsr_board_view_fit (board);
  worst = MAX (worst, time_snapshot (GTK_WIDGET (board)));
  tsr_board_view_zoom (board, 64 / tsr_board_view_get_scale (board));
  worst = MAX (worst, time_snapshot (GTK_WIDGET (board)));
  tsr_board_view_zoom (board, 160 / tsr_board_view_get_scale (board));
  worst = MAX (worst, time_snapshot (GTK_WIDGET (board)));

  printf ("render.%d\t%.2f\tms\n", RENDER_TILES, worst);
  fflush (stdout);
  gtk_window_destroy (GTK_WINDOW (board_window));
  quit_soon (GTK_WIDGET (measure->window));
  render_measure_free (measure);
}

static void
on_board_window_mapped (GtkWidget     *board_window,
                        RenderMeasure *measure)
{
  after_next_frame (board_window, G_CALLBACK (on_board_frame), measure);
}

/* With the board open in the window: its memory, then a window with
 * nothing but the board, large enough to show all of it at once. */
static void
on_opened_frame (GdkFrameClock *clock,
                 RenderMeasure *measure)
{
  GtkWidget *board_window = gtk_window_new ();
  GtkWidget *board = tsr_board_view_new ();

  g_signal_handlers_disconnect_by_func (clock, on_opened_frame, measure);

  printf ("rss.empty\t%.1f\tMiB\n", measure->rss_empty);
  printf ("rss.%d\t%.1f\tMiB\n", RENDER_TILES, resident_mib ());
  fflush (stdout);

  tsr_board_view_set_game (TSR_BOARD_VIEW (board), tsr_document_get_game (tsr_window_get_document (measure->window)));
  gtk_window_set_child (GTK_WINDOW (board_window), board);
  gtk_window_set_default_size (GTK_WINDOW (board_window), 1200, 900);
  g_object_set_data (G_OBJECT (measure->window), "measure-board-window", board_window);
  g_signal_connect (board_window, "map", G_CALLBACK (on_board_window_mapped), measure);
  gtk_window_present (GTK_WINDOW (board_window));
}

/* The empty window is drawn: its memory, then open the board. */
static void
on_empty_frame (GdkFrameClock *clock,
                RenderMeasure *measure)
{
  g_autoptr(GFile) file = g_file_new_for_path (measure->path);
  g_autoptr(GError) error = NULL;

  g_signal_handlers_disconnect_by_func (clock, on_empty_frame, measure);
  measure->rss_empty = resident_mib ();

  if (!tsr_window_open_file (measure->window, file, &error))
    {
      g_printerr ("%s\n", error->message);
      quit_soon (GTK_WIDGET (measure->window));
      render_measure_free (measure);
      return;
    }
  after_next_frame (GTK_WIDGET (measure->window), G_CALLBACK (on_opened_frame), measure);
}

static void
on_render_mapped (GtkWidget     *window,
                  RenderMeasure *measure)
{
  after_next_frame (window, G_CALLBACK (on_empty_frame), measure);
}

/**
 * tsr_measure_render:
 *
 * Prints the memory the process holds with the window empty and with a
 * 1,000-tile board (built by random play, figures included) open, then how
 * long snapshotting that board takes at three zoom levels; then quits.
 */
void
tsr_measure_render (GApplication *app)
{
  g_autoptr(TsrGame) game = tsr_random_player_build_board (RENDER_TILES, RENDER_TILES);
  g_autoptr(TsrScenario) scenario = tsr_scenario_new_from_game (game, "Benchmark", NULL);
  g_autofree char *xml = tsr_scenario_to_xml (scenario);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  RenderMeasure *measure;
  int fd;

  fd = g_file_open_tmp (NULL, &path, &error);
  if (fd < 0 || !g_file_set_contents (path, xml, -1, &error))
    {
      g_printerr ("%s\n", error->message);
      return;
    }
  close (fd);

  measure = g_new0 (RenderMeasure, 1);
  measure->window = tsr_window_new (TSR_APPLICATION (app));
  measure->path = g_steal_pointer (&path);
  g_signal_connect (measure->window, "map", G_CALLBACK (on_render_mapped), measure);
  gtk_window_present (GTK_WINDOW (measure->window));
}
