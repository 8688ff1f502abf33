/* tsr-measure.c: measurements of the window, for `tessera-cli bench`
 *
 * `tessera --measure-startup` prints a line as the first frame of the
 * window is drawn and quits; the benchmark times the process from its
 * start to that line.  `tessera --measure-render` opens a 1,000-tile board
 * with figures and prints how long the board takes to snapshot at three
 * zoom levels (the worst), how long the frames of panning and zooming it
 * take to draw (the 95th percentile, from the frame clock's phases), and
 * the process's resident memory with the board open.
 * `tessera --measure-steps` opens a whole random game with every module
 * in Play with the Steps panel shown, and prints how long that took to
 * draw and how long moving to a step took (the worst of many).  Lines
 * are NAME<TAB>VALUE<TAB>UNIT, as the benchmark's.
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
#include "tsr-soak.h"
#include "tsr-window.h"

#define RENDER_TILES 1000
#define RENDER_ROUNDS 5
/* Frames of panning, then of zooming in and out. */
#define PAN_FRAMES 60
#define ZOOM_FRAMES 60
/* Steps moved to at random, and the seed of the game and of the moves. */
#define STEP_MOVES 40
/* Milliseconds between a step drawn and the next move. */
#define STEP_PAUSE 100
#define STEPS_SEED 1

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

static GtkWidget *
find_widget (GtkWidget *root,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

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
  /* Frames drawn while the board pans and zooms, or while the Steps
   * panel moves from step to step. */
  GtkWidget *animated;
  GArray    *times;         /* double, ms */
  gint64     start;
  guint      n_steps;
  GRand     *rand;
  GCallback  on_empty;      /* once the empty window is drawn */
} RenderMeasure;

static void
render_measure_free (RenderMeasure *measure)
{
  g_unlink (measure->path);
  g_free (measure->path);
  g_clear_pointer (&measure->times, g_array_unref);
  g_clear_pointer (&measure->rand, g_rand_free);
  g_free (measure);
}

/* Writes @scenario to a file of its own for the window to open, as a
 * user's file would be; %NULL and a message on stderr when it cannot. */
static char *
write_scenario (const TsrScenario *scenario)
{
  g_autofree char *xml = tsr_scenario_to_xml (scenario);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  int fd;

  fd = g_file_open_tmp (NULL, &path, &error);
  if (fd < 0)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  close (fd);
  if (!g_file_set_contents (path, xml, -1, &error))
    {
      g_printerr ("%s\n", error->message);
      g_unlink (path);
      return NULL;
    }

  return g_steal_pointer (&path);
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

/* Opens the measure's file in its window; on failure says why, quits
 * and frees @measure. */
static gboolean
open_measured (RenderMeasure *measure)
{
  g_autoptr(GFile) file = g_file_new_for_path (measure->path);
  g_autoptr(GError) error = NULL;

  if (tsr_window_open_file (measure->window, file, &error))
    return TRUE;

  g_printerr ("%s\n", error->message);
  quit_soon (GTK_WIDGET (measure->window));
  render_measure_free (measure);
  return FALSE;
}

/* Runs @measure's first callback once its window, still empty, is drawn. */
static void
on_measure_mapped (GtkWidget     *window,
                   RenderMeasure *measure)
{
  after_next_frame (window, measure->on_empty, measure);
}

/* Writes @scenario to a file, then shows an empty window and calls
 * @on_empty (a frame clock's after-paint handler) once it is drawn. */
static void
start_measure (GApplication      *app,
               const TsrScenario *scenario,
               GCallback          on_empty)
{
  g_autofree char *path = write_scenario (scenario);
  RenderMeasure *measure;

  if (path == NULL)
    return;

  measure = g_new0 (RenderMeasure, 1);
  measure->window = tsr_window_new (TSR_APPLICATION (app));
  measure->path = g_steal_pointer (&path);
  measure->on_empty = on_empty;
  g_signal_connect (measure->window, "map", G_CALLBACK (on_measure_mapped), measure);
  gtk_window_present (GTK_WINDOW (measure->window));
}

/* A frame of the pan or the zoom begins: the clock's update phase comes
 * before its layout and paint. */
static void
on_animated_update (GdkFrameClock *clock,
                    RenderMeasure *measure)
{
  measure->start = g_get_monotonic_time ();
}

static void on_animated_painted (GdkFrameClock *clock,
                                 RenderMeasure *measure);

static void
finish_frames (RenderMeasure *measure)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (measure->animated);

  g_signal_handlers_disconnect_by_func (clock, on_animated_update, measure);
  g_signal_handlers_disconnect_by_func (clock, on_animated_painted, measure);
  gdk_frame_clock_end_updating (clock);
}

/* A frame of the pan or zoom is drawn: count it, and move on. */
static void
on_animated_painted (GdkFrameClock *clock,
                     RenderMeasure *measure)
{
  TsrBoardView *board = TSR_BOARD_VIEW (find_widget (measure->animated, TSR_TYPE_BOARD_VIEW));
  guint frame;

  if (measure->start == 0)
    return;
  g_array_append_val (measure->times, ((double) { (g_get_monotonic_time () - measure->start) / 1000.0 }));
  measure->start = 0;
  frame = measure->times->len;

  if (frame < PAN_FRAMES)
    /* Across the board, a tile a frame. */
    tsr_board_view_center_on (board, (gint32) frame - PAN_FRAMES / 2, (gint32) (frame % 7) - 3);
  else if (frame < PAN_FRAMES + ZOOM_FRAMES)
    tsr_board_view_zoom (board, frame - PAN_FRAMES < ZOOM_FRAMES / 2 ? 1.06 : 1 / 1.06);
  else
    {
      finish_frames (measure);
      printf ("frame.%d\t%.2f\tms\n", RENDER_TILES, tsr_percentile (measure->times, 95));
      fflush (stdout);
      gtk_window_destroy (GTK_WINDOW (measure->animated));
      quit_soon (GTK_WIDGET (measure->window));
      render_measure_free (measure);
    }
}

static void
start_frames (RenderMeasure *measure,
              GtkWidget     *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  measure->animated = window;
  measure->times = g_array_new (FALSE, FALSE, sizeof (double));
  g_signal_connect (clock, "update", G_CALLBACK (on_animated_update), measure);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_animated_painted), measure);
  /* A frame a refresh, as an animation of the board would ask. */
  gdk_frame_clock_begin_updating (clock);
}

static void
on_board_frame (GdkFrameClock *clock,
                RenderMeasure *measure)
{
  GtkWidget *board_window = g_object_get_data (G_OBJECT (measure->window), "measure-board-window");
  TsrBoardView *board = TSR_BOARD_VIEW (find_widget (board_window, TSR_TYPE_BOARD_VIEW));
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

  /* Then the frames of panning and zooming it, from the whole board. */
  tsr_board_view_fit (board);
  tsr_board_view_zoom (board, 64 / tsr_board_view_get_scale (board));
  start_frames (measure, board_window);
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
  g_signal_handlers_disconnect_by_func (clock, on_empty_frame, measure);
  measure->rss_empty = resident_mib ();

  if (!open_measured (measure))
    return;
  after_next_frame (GTK_WIDGET (measure->window), G_CALLBACK (on_opened_frame), measure);
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

  start_measure (app, scenario, G_CALLBACK (on_empty_frame));
}

static void on_step_frame (GdkFrameClock *clock,
                           RenderMeasure *measure);

/* As a click on a row does. */
static gboolean
move_to_random_step (gpointer data)
{
  RenderMeasure *measure = data;

  measure->start = g_get_monotonic_time ();
  tsr_document_go_to_step (tsr_window_get_document (measure->window),
                           g_rand_int_range (measure->rand, 1, measure->n_steps + 1));
  after_next_frame (GTK_WIDGET (measure->window), G_CALLBACK (on_step_frame), measure);
  return G_SOURCE_REMOVE;
}

/* A step moved to is drawn: count it, and move to another. */
static void
on_step_frame (GdkFrameClock *clock,
               RenderMeasure *measure)
{
  g_signal_handlers_disconnect_by_func (clock, on_step_frame, measure);
  if (measure->start != 0)
    g_array_append_val (measure->times, ((double) { (g_get_monotonic_time () - measure->start) / 1000.0 }));

  if (measure->times->len == STEP_MOVES)
    {
      printf ("steps.select\t%.2f\tms\n", tsr_percentile (measure->times, 100));
      fflush (stdout);
      quit_soon (GTK_WIDGET (measure->window));
      render_measure_free (measure);
      return;
    }

  /* As a person's click does: a while after the last frame, not in the
   * middle of it, where the frame clock would make the move wait for its
   * next slot. */
  g_timeout_add (STEP_PAUSE, move_to_random_step, measure);
}

/* The game is open in Play with its steps listed: how long that took,
 * then the moves. */
static void
on_steps_opened (GdkFrameClock *clock,
                 RenderMeasure *measure)
{
  TsrGame *game = tsr_document_get_game (tsr_window_get_document (measure->window));

  g_signal_handlers_disconnect_by_func (clock, on_steps_opened, measure);
  printf ("steps.open\t%.0f\tms\n", (g_get_monotonic_time () - measure->start) / 1000.0);
  printf ("steps.count\t%u\tsteps\n", tsr_game_get_n_steps (game));
  fflush (stdout);

  measure->n_steps = tsr_game_get_n_steps (game);
  measure->times = g_array_new (FALSE, FALSE, sizeof (double));
  measure->rand = g_rand_new_with_seed (STEPS_SEED);
  measure->start = 0;
  on_step_frame (clock, measure);
}

/* The empty window is drawn: open the game, in Play, at the Steps tab. */
static void
on_steps_empty_frame (GdkFrameClock *clock,
                      RenderMeasure *measure)
{
  GtkWidget *sidebar;

  g_signal_handlers_disconnect_by_func (clock, on_steps_empty_frame, measure);
  measure->start = g_get_monotonic_time ();
  if (!open_measured (measure))
    return;
  gtk_widget_activate_action (GTK_WIDGET (measure->window), "win.mode", "s", "play");
  sidebar = find_widget (GTK_WIDGET (measure->window), ADW_TYPE_VIEW_STACK);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (sidebar), "steps");
  after_next_frame (GTK_WIDGET (measure->window), G_CALLBACK (on_steps_opened), measure);
}


/**
 * tsr_measure_steps:
 *
 * Opens a whole random game with every module in Play, the Steps panel
 * shown, and prints how long until it was drawn (steps.open), how many
 * steps it has, and the longest a move to a step took to draw
 * (steps.select); then quits.
 */
void
tsr_measure_steps (GApplication *app)
{
  g_auto(GStrv) modules = tsr_soak_all_modules ();
  g_autoptr(GString) problem = g_string_new (NULL);
  g_autoptr(TsrScenario) scenario = tsr_soak_play_scenario (STEPS_SEED, (const char * const *) modules, problem);

  if (scenario == NULL)
    {
      g_printerr ("%s\n", problem->str);
      return;
    }
  start_measure (app, scenario, G_CALLBACK (on_steps_empty_frame));
}
