/* test-cli.c: tessera-cli as a user runs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <sys/wait.h>
#include <glib.h>

typedef struct
{
  char *out;
  char *err;
  int   status;
} CliRun;

static void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

/* Runs tessera-cli with ARGS (NULL-terminated) in the C locale and
 * returns its exit status with what it printed. */
static void
run_cli (CliRun *run,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) envp = g_get_environ ();
  const char *cli = g_getenv ("TESSERA_CLI");
  const char *arg;
  va_list args;
  int wait_status;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  va_start (args, run);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  envp = g_environ_setenv (envp, "LC_ALL", "C.UTF-8", TRUE);
  envp = g_environ_unsetenv (envp, "LANGUAGE");

  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

static void
test_version (void)
{
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "tessera-cli " PACKAGE_VERSION "\n");
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_help (void)
{
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Usage: tessera-cli COMMAND"));
  g_assert_nonnull (strstr (run.out, "\n  bench  Measure the speed of the rules core\n"));
  g_assert_nonnull (strstr (run.out, "\n  help   Show the help of tessera-cli or of one command\n"));
  g_assert_cmpstr (run.err, ==, "");
  cli_run_clear (&run);

  /* `help` and `help help` say the same as --help. */
  run_cli (&run, "help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Usage: tessera-cli COMMAND"));
  cli_run_clear (&run);

  run_cli (&run, "help", "help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Usage: tessera-cli COMMAND"));
}

static void
test_no_command (void)
{
  g_auto(CliRun) run = { 0 };

  run_cli (&run, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "Usage: tessera-cli COMMAND"));
}

static void
test_unknown_command (void)
{
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "frobnicate", "x.tessera", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==,
                   "tessera-cli: unknown command “frobnicate”. "
                   "Run “tessera-cli --help” to list the commands.\n");
  cli_run_clear (&run);

  run_cli (&run, "--frobnicate", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==,
                   "tessera-cli: unknown option “--frobnicate”. "
                   "Run “tessera-cli --help” for the options.\n");
  cli_run_clear (&run);

  run_cli (&run, "help", "frobnicate", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "unknown command “frobnicate”"));
}

/* The benchmark's figures, in the documented format; their values are
 * measurements and are not checked. */
static void
test_bench_format (void)
{
  static const char *names[] = {
    "playouts.base", "placements.100", "frontier.100", "placements.1000",
    "frontier.1000", "placements.10000", "frontier.10000",
  };
  static const char *units[] = {
    "games/s", "µs", "positions", "µs", "positions", "µs", "positions",
  };
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&run, "bench", "--quick", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (names) + 1);
  g_assert_cmpstr (lines[G_N_ELEMENTS (names)], ==, "");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);
      char *end = NULL;

      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      g_assert_cmpstr (fields[0], ==, names[i]);
      g_assert_cmpfloat (g_ascii_strtod (fields[1], &end), >, 0);
      g_assert_cmpint (*end, ==, '\0');
      g_assert_cmpstr (fields[2], ==, units[i]);
    }

  cli_run_clear (&run);
  run_cli (&run, "bench", "extra.tessera", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "tessera-cli bench: bench takes no files\n");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/no-command", test_no_command);
  g_test_add_func ("/cli/unknown-command", test_unknown_command);
  g_test_add_func ("/cli/bench-format", test_bench_format);

  return g_test_run ();
}
