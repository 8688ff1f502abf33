/* tsr-cli-bench-window.c: the window's figures for `tessera-cli bench`
 *
 * tessera-cli does not link the toolkit: it runs the window's program with
 * --measure-startup (which prints a line at its first frame and quits) and
 * --measure-render (which prints its own figures), and needs a display to
 * do so.  The first frame is timed from before the process starts, so the
 * figure includes loading the program and its libraries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"

/* @variable's value, or @name on the PATH: `meson devenv` puts the build
 * tree's src/app first there, where the bare window (never installed)
 * sits beside the window's program. */
static char *
find_program (const char *variable,
              const char *name)
{
  const char *override = g_getenv (variable);

  if (override != NULL)
    return g_strdup (override);

  return g_find_program_in_path (name);
}

static GSubprocess *
spawn (const char  *app,
       const char  *option,
       GError     **error)
{
  return g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, error,
                           app, option, NULL);
}

/* Milliseconds from starting the program to its first frame, or -1. */
static double
time_first_frame (const char  *app,
                  GError     **error)
{
  gint64 start = g_get_monotonic_time ();
  g_autoptr(GSubprocess) process = spawn (app, "--measure-startup", error);
  g_autoptr(GDataInputStream) out = NULL;
  g_autofree char *line = NULL;
  double elapsed;

  if (process == NULL)
    return -1;

  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, error);
  elapsed = (g_get_monotonic_time () - start) / 1000.0;
  if (!g_subprocess_wait (process, NULL, error))
    return -1;

  if (g_strcmp0 (line, "first-frame") != 0)
    {
      if (error != NULL && *error == NULL)
        /* Translators: %s is the path of the program the benchmark started */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s did not show a window"), app);
      return -1;
    }

  return elapsed;
}

/* Runs the window's program with @option, which prints its own figures,
 * and passes them on; the value of the figure @name among them goes to
 * @value, when given (0 when it is not there). */
static gboolean
run_measure (const char *app,
             const char *option,
             const char *name,
             double     *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = spawn (app, option, &error);
  g_autofree char *output = NULL;

  if (process == NULL || !g_subprocess_communicate_utf8 (process, NULL, NULL, &output, NULL, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return FALSE;
    }
  fputs (output, stdout);
  fflush (stdout);

  if (value != NULL)
    {
      g_autofree char *lines = g_strconcat ("\n", output, NULL);
      g_autofree char *start = g_strdup_printf ("\n%s\t", name);
      const char *line = strstr (lines, start);

      *value = line != NULL ? g_ascii_strtod (line + strlen (start), NULL) : 0;
    }
  return g_subprocess_get_successful (process);
}

/**
 * tsr_cli_bench_window:
 * @quick: the median of three runs of each instead of seven
 *
 * Prints startup.first-frame and, when the bare window was built beside
 * it, startup.bare and startup.ratio (their medians, from runs that take
 * turns, so that a busy moment of the machine falls on both); then the
 * window's own render.1000, frame.1000, rss.empty and rss.1000; the bare
 * window's frame.bare (the same frames' floor: a window of textures
 * moved as the board is) and frame.ratio; and the window's steps.open
 * and steps.select.  Returns %FALSE, with
 * a message on stderr, when they cannot be measured here.
 */
gboolean
tsr_cli_bench_window (gboolean quick)
{
  g_autofree char *app = find_program ("TESSERA_APP", "tessera");
  g_autofree char *bare = find_program ("TESSERA_BARE_WINDOW", "tessera-bare-window");
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) bare_times = g_array_new (FALSE, FALSE, sizeof (double));
  double frame = 0, bare_frame = 0, first, bare_first;
  guint runs = quick ? 3 : 7;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      fprintf (stderr, "%s\n", _("No display: the window’s figures are not measured."));
      return FALSE;
    }
  if (app == NULL)
    {
      fprintf (stderr, "%s\n", _("The window’s program was not found: its figures are not measured."));
      return FALSE;
    }

  for (guint i = 0; i < runs; i++)
    if ((first = time_first_frame (app, &error)) < 0 ||
        (bare != NULL && (bare_first = time_first_frame (bare, &error)) < 0))
      {
        fprintf (stderr, "%s\n", error->message);
        return FALSE;
      }
    else
      {
        g_array_append_val (times, first);
        if (bare != NULL)
          g_array_append_val (bare_times, bare_first);
      }
  printf ("startup.first-frame\t%.0f\tms\n", tsr_percentile (times, 50));
  if (bare != NULL)
    {
      printf ("startup.bare\t%.0f\tms\n", tsr_percentile (bare_times, 50));
      printf ("startup.ratio\t%.2f\t×\n", tsr_percentile (times, 50) / tsr_percentile (bare_times, 50));
    }
  else
    fprintf (stderr, "%s\n", _("The bare window is built only with the sources: the start-up ratio is not measured."));
  fflush (stdout);

  if (!run_measure (app, "--measure-render", "frame.1000", &frame))
    return FALSE;
  /* The same frames' floor, where the bare window was built. */
  if (bare != NULL)
    {
      if (!run_measure (bare, "--measure-frames", "frame.bare", &bare_frame))
        return FALSE;
      if (frame > 0 && bare_frame > 0)
        printf ("frame.ratio\t%.2f\t×\n", frame / bare_frame);
      fflush (stdout);
    }
  return run_measure (app, "--measure-steps", NULL, NULL);
}
