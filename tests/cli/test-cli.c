/* test-cli.c: tessera-cli as a user runs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib.h>
#include <glib/gstdio.h>

typedef struct
{
  char       *out;
  char       *err;
  int         status;
  const char *language;  /* LANGUAGE for the run, or NULL for none */
  gboolean    full_disk; /* no file can grow past 4 KiB, as on a full disk */
} CliRun;

static void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

/* In the child, before tessera-cli starts: a write past 4 KiB fails
 * with EFBIG, as one on a full disk fails with ENOSPC (the signal such a
 * write raises is ignored, as the shell's `ulimit -f` would not). */
static void
fill_disk (gpointer user_data)
{
  struct rlimit limit = { 4096, 4096 };

  signal (SIGXFSZ, SIG_IGN);
  setrlimit (RLIMIT_FSIZE, &limit);
}

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
  envp = run->language != NULL ? g_environ_setenv (envp, "LANGUAGE", run->language, TRUE)
                               : g_environ_unsetenv (envp, "LANGUAGE");

  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, run->full_disk ? fill_disk : NULL, NULL,
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
  g_assert_nonnull (strstr (run.out, "\n  bench      Measure the speed of the rules core\n"));
  g_assert_nonnull (strstr (run.out, "\n  help       Show the help of tessera-cli or of one command\n"));
  g_assert_nonnull (strstr (run.out, "\n  handout    Write a scenario's steps as a PDF handout to teach from\n"));
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
  cli_run_clear (&run);

  /* `help COMMAND` is that command's --help, under its own name. */
  run_cli (&run, "help", "render", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Usage:\n  tessera-cli render [OPTION…] FILE\n"));
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

static char *
write_temp (const char *dir,
            const char *name,
            const char *text)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

#define HEAD "<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"

static void
test_check (void)
{
  g_autofree char *scenarios = g_test_build_filename (G_TEST_DIST, "scenarios", NULL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *failing = write_temp (dir, "failing.tessera",
    HEAD
    "  <players><player id=\"red\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "  <expect><score player=\"red\" value=\"2\"/></expect>\n"
    "</scenario>\n");
  g_autofree char *broken = write_temp (dir, "broken.tessera", HEAD "  <players>\n</scenario>\n");
  g_autofree char *expected = NULL;
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n;

  run_cli (&run, "check", scenarios, NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 18);
  g_assert_cmpstr (lines[n - 1], ==, "");
  expected = g_strdup_printf ("%u passed, 0 failed", n - 2);
  g_assert_cmpstr (lines[n - 2], ==, expected);
  for (guint i = 0; i < n - 2; i++)
    g_assert_true (g_str_has_prefix (lines[i], "ok "));
  cli_run_clear (&run);

  run_cli (&run, "check", failing, broken, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "not ok "));
  g_assert_nonnull (strstr (run.out, "failing.tessera — 5: expected red's score 2, found 0\n"));
  g_assert_nonnull (strstr (run.out, "broken.tessera — the file does not load:\n  "));
  g_assert_nonnull (strstr (run.out, "broken.tessera:4:12: Opening and ending tag mismatch: players line 3 and scenario"));
  g_assert_true (g_str_has_suffix (run.out, "\n0 passed, 2 failed\n"));
  cli_run_clear (&run);

  run_cli (&run, "check", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "tessera-cli check: check needs at least one file or directory\n");
  cli_run_clear (&run);

  run_cli (&run, "check", "/nonexistent/x.tessera", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "tessera-cli check: /nonexistent/x.tessera: no such file or directory\n");

  g_remove (failing);
  g_remove (broken);
  g_rmdir (dir);
}

/* --format=tap: TAP 13 with its plan, a line per file in the order
 * checked, a "#" in a name escaped; why a file fails on standard error,
 * as "# " lines.  Under LANGUAGE=cs the human format speaks Czech and the
 * TAP stays English, the rules core's messages included. */
static void
test_check_tap (void)
{
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *passing = write_temp (dir, "a#1.tessera",
    HEAD "  <players><player id=\"red\"/></players>\n  <board/>\n</scenario>\n");
  g_autofree char *failing = write_temp (dir, "b.tessera",
    HEAD
    "  <players><player id=\"red\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "  <expect><score player=\"red\" value=\"2\"/></expect>\n"
    "</scenario>\n");
  g_autofree char *broken = write_temp (dir, "c.tessera", HEAD "  <players>\n</scenario>\n");
  g_autofree char *expected_out = g_strdup_printf ("TAP version 13\n1..3\nok 1 - %s/a\\#1.tessera\n"
                                                   "not ok 2 - %s/b.tessera\nnot ok 3 - %s/c.tessera\n",
                                                   dir, dir, dir);
  g_autofree char *expected_err = g_strdup_printf ("# %s/b.tessera:5:11: expected red's score 2, found 0\n"
                                                   "# %s/c.tessera:4:12: Opening and ending tag mismatch: "
                                                   "players line 3 and scenario\n"
                                                   "# %s/c.tessera:5:1: Premature end of data in tag scenario "
                                                   "line 2\n", dir, dir, dir);
  g_auto(CliRun) run = { .language = "cs" };

  run_cli (&run, "check", dir, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "b.tessera — 5: očekáváno skóre hráče red 2, nalezeno 0\n"));
  g_assert_true (g_str_has_suffix (run.out, "\nprošel 1, selhaly 2\n"));
  cli_run_clear (&run);

  run_cli (&run, "check", "--format=tap", dir, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, expected_out);
  g_assert_cmpstr (run.err, ==, expected_err);
  cli_run_clear (&run);

  run_cli (&run, "check", "--format=tap", passing, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "TAP version 13\n1..1\nok 1 - "));
  g_assert_cmpstr (run.err, ==, "");
  cli_run_clear (&run);

  run.language = NULL;
  run_cli (&run, "check", "--format=xml", dir, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, "tessera-cli check: --format is human, tap or json\n");

  g_remove (passing);
  g_remove (failing);
  g_remove (broken);
  g_rmdir (dir);
}

/* check given nothing to check says so and fails, rather than "0 passed,
 * 0 failed" and success; a loop of links is called one, not a missing
 * file; a link back up a tree is followed once. */
static void
test_check_nothing (void)
{
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *empty = g_build_filename (dir, "empty", NULL);
  g_autofree char *a = g_build_filename (dir, "a.tessera", NULL);
  g_autofree char *b = g_build_filename (dir, "b.tessera", NULL);
  g_autofree char *tree = g_build_filename (dir, "tree", NULL);
  g_autofree char *up = g_build_filename (tree, "up", NULL);
  g_autofree char *one = NULL;
  g_autofree char *expected = NULL;
  g_auto(CliRun) run = { 0 };

  g_assert_cmpint (g_mkdir (empty, 0700), ==, 0);
  run_cli (&run, "check", empty, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, "tessera-cli check: nothing to check: no *.tessera or *.xml file in the "
                                "directories given\n");
  cli_run_clear (&run);

  g_assert_cmpint (symlink (b, a), ==, 0);
  g_assert_cmpint (symlink (a, b), ==, 0);
  run_cli (&run, "check", a, NULL);
  g_assert_cmpint (run.status, ==, 1);
  expected = g_strdup_printf ("tessera-cli check: %s: a loop of symbolic links, which leads to no file\n", a);
  g_assert_cmpstr (run.err, ==, expected);
  cli_run_clear (&run);

  g_assert_cmpint (g_mkdir (tree, 0700), ==, 0);
  one = write_temp (tree, "one.tessera", HEAD "  <players><player id=\"red\"/></players>\n  <board/>\n</scenario>\n");
  g_assert_cmpint (symlink ("..", up), ==, 0);
  g_remove (a);
  g_remove (b);
  run_cli (&run, "check", tree, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_suffix (run.out, "one.tessera\n1 passed, 0 failed\n"));

  g_remove (one);
  g_remove (up);
  g_rmdir (tree);
  g_rmdir (empty);
  g_rmdir (dir);
}

/* compare: where two readings part, in words and in JSON, and a refusal
 * naming the file. */
static void
test_compare (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "black-dragon",
                                                 "v-comparison-above-50.tessera", NULL);
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "compare", path, "--variant", "black-dragon.comparison", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "The readings of black-dragon.comparison part at step 7.\n"));
  g_assert_nonnull (strstr (run.out, "black-dragon.comparison = at-or-above\n"
                                     "  Step: Red's score has reached 50: the Black Dragon lands on the tile at (0, -1).\n"
                                     "  9 steps in all\n"
                                     "  Scores: Red 50, Blue 0\n"
                                     "  Figures:\n"
                                     "    - black-dragon (0, -1)\n"));
  g_assert_nonnull (strstr (run.out, "    red meeple (0, -1) N2\n"));
  cli_run_clear (&run);

  run_cli (&run, "compare", path, "--variant", "black-dragon.comparison", "--format=json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "{\"variant\": \"black-dragon.comparison\", \"first_difference\": 7, "));
  g_assert_nonnull (strstr (run.out, "{\"value\": \"above\", \"steps\": 7, \"failures\": 0, "
                                     "\"scores\": {\"red\": 50, \"blue\": 0}, \"figures\": [{\"player\": \"red\", "
                                     "\"kind\": \"meeple\", \"x\": 0, \"y\": -1, \"port\": \"N2\"}]}"));
  cli_run_clear (&run);

  run_cli (&run, "compare", path, "--variant", "black-dragon.threshold", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, path));
  g_assert_nonnull (strstr (run.err, "takes a number"));
}

static void
test_explain (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "base", "s03-two-tile-city-off.tessera", NULL);
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "explain", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==,
                   "1\tred\tbase.draw\tRed draws a tile: city cap.\n"
                   "1\tred\tbase.place-tile\tRed places the tile at (0, -1), turned 180°.\n"
                   "1\tred\tbase.place-figure\tRed puts a meeple in the city on the south side of the tile at (0, -1).\n"
                   "1\t-\tbase.complete\tThe city on the south side of the tile at (0, -1) is complete.\n"
                   "1\tred\tbase.score-city\tRed scores 4 for the city on the south side of the tile at (0, -1): "
                   "2 tiles × 2 = 4.\n"
                   "1\tred\tbase.return-figure\tRed's meeple on the south side of the tile at (0, -1) goes back to "
                   "the supply.\n"
                   "2\tblue\tbase.next-turn\tIt is now Blue's turn.\n");
  cli_run_clear (&run);

  /* Experts ask for the engine's names: tile ids and port codes. */
  run_cli (&run, "explain", "--ids", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "1\tred\tbase.draw\tRed draws a tile: base.E.\n"));
  g_assert_nonnull (strstr (run.out, "1\t-\tbase.complete\tThe city at (0, -1) S2 is complete.\n"));
}

static void
test_normalize (void)
{
  static const char canonical[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"
    "  <title>Messy &amp; fine</title>\n"
    "  <rules>\n"
    "    <expansion id=\"abbot\"/>\n"
    "    <variant id=\"base.farmers\" value=\"off\"/>\n"
    "  </rules>\n"
    "  <players>\n"
    "    <player id=\"a\" score=\"3\"/>\n"
    "    <player id=\"b\" name=\"Bea\"/>\n"
    "  </players>\n"
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <figure kind=\"meeple\" player=\"b\" x=\"0\" y=\"0\" at=\"N2\"/>\n"
    "  </board>\n"
    "  <decks shuffle=\"7\"/>\n"
    "  <turn player=\"b\" phase=\"draw\"/>\n"
    "  <script>\n"
    "    <skip/>\n"
    "  </script>\n"
    "</scenario>\n";
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *messy = write_temp (dir, "messy.tessera",
    "<?xml version=\"1.0\"?>\n"
    "<scenario format=\"1\" xmlns=\"urn:tessera:scenario:1\">\n"
    "<script><skip/></script>\n"
    "<turn player=\"b\"/>\n"
    "<decks shuffle=\"7\"/>\n"
    "<board>  <figure player=\"b\" kind=\"meeple\" x=\"0\" y=\"0\" at=\"N2\"/>\n"
    "  <tile type=\"base.D\" y=\"0\" x=\"0\" rotation=\"0\"/></board>\n"
    "<players><player id=\"a\" score=\"3\" name=\"a\"/><player name=\"Bea\" id=\"b\"/></players>\n"
    "<rules><variant value=\"off\" id=\"base.farmers\"/><expansion id=\"abbot\"/></rules>\n"
    "<title>Messy &amp; fine</title>\n"
    "</scenario>\n");
  g_autofree char *out = g_build_filename (dir, "out.tessera", NULL);
  g_autofree char *written = NULL;
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "normalize", messy, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, canonical);
  cli_run_clear (&run);

  run_cli (&run, "normalize", messy, "-o", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_file_get_contents (out, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, canonical);
  cli_run_clear (&run);

  run_cli (&run, "normalize", "/nonexistent/x.tessera", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "/nonexistent/x.tessera"));

  g_remove (messy);
  g_remove (out);
  g_rmdir (dir);
}

static void
test_render (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "base", "s12-fields.tessera", NULL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *bad = g_build_filename (dir, "board.jpg", NULL);
  g_autofree char *contents = NULL;
  gsize length;
  g_auto(CliRun) run = { 0 };

  /* Two tiles wide and three high, 50 pixels each, a margin of 12.5. */
  run_cli (&run, "render", path, "-o", png, "--tile-size", "50", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (png, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 24);
  g_assert_true (memcmp (contents, "\x89PNG", 4) == 0);
  g_assert_cmpuint (GUINT32_FROM_BE (*(guint32 *) (void *) (contents + 16)), ==, 125);
  g_assert_cmpuint (GUINT32_FROM_BE (*(guint32 *) (void *) (contents + 20)), ==, 175);
  g_clear_pointer (&contents, g_free);
  cli_run_clear (&run);

  run_cli (&run, "render", path, "-o", svg, "--step", "0", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<svg"));
  cli_run_clear (&run);

  run_cli (&run, "render", path, "-o", png, "--step", "99", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "there is no step 99"));
  cli_run_clear (&run);

  run_cli (&run, "render", path, "-o", bad, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "must end in .png or .svg"));
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));

  g_remove (png);
  g_remove (svg);
  g_rmdir (dir);
}

/* An image that cannot be written fails, naming the file, and leaves no
 * part of one: a missing folder, a "folder" that is a file, a link to
 * /dev/full, a full disk, a read-only folder. */
static void
test_render_unwritable (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "base", "s12-fields.tessera", NULL);
  g_autofree char *large = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "first-turns.tessera",
                                                  NULL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", "board.png", NULL);
  g_autofree char *file = write_temp (dir, "file", "a file");
  g_autofree char *under_file = g_build_filename (file, "board.png", NULL);
  g_autofree char *full = g_build_filename (dir, "full.png", NULL);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *message = NULL;
  g_autoptr(GDir) listing = NULL;
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "render", path, "-o", missing, NULL);
  g_assert_cmpint (run.status, ==, 1);
  message = g_strdup_printf ("tessera-cli render: Could not write “%s”: No such file or directory\n", missing);
  g_assert_cmpstr (run.err, ==, message);
  g_clear_pointer (&message, g_free);
  cli_run_clear (&run);

  run_cli (&run, "render", path, "-o", under_file, NULL);
  g_assert_cmpint (run.status, ==, 1);
  message = g_strdup_printf ("tessera-cli render: Could not write “%s”: Not a directory\n", under_file);
  g_assert_cmpstr (run.err, ==, message);
  g_clear_pointer (&message, g_free);
  cli_run_clear (&run);

  g_assert_cmpint (symlink ("/dev/full", full), ==, 0);
  run_cli (&run, "render", path, "-o", full, NULL);
  g_assert_cmpint (run.status, ==, 1);
  message = g_strdup_printf ("tessera-cli render: Could not write “%s”: it is a device, not a file\n", full);
  g_assert_cmpstr (run.err, ==, message);
  g_clear_pointer (&message, g_free);
  cli_run_clear (&run);

  /* The disk fills up while the image is written: the old image stays. */
  g_assert_true (g_file_set_contents (png, "old image", -1, NULL));
  run.full_disk = TRUE;
  run_cli (&run, "render", large, "-o", png, NULL);
  g_assert_cmpint (run.status, ==, 1);
  message = g_strdup_printf ("tessera-cli render: Could not write “%s”: File too large\n", png);
  g_assert_cmpstr (run.err, ==, message);
  g_clear_pointer (&message, g_free);
  cli_run_clear (&run);
  run_cli (&run, "render", large, "-o", svg, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, svg));
  cli_run_clear (&run);
  run.full_disk = FALSE;
  g_assert_true (g_file_get_contents (png, &message, NULL, NULL));
  g_assert_cmpstr (message, ==, "old image");
  g_clear_pointer (&message, g_free);

  listing = g_dir_open (dir, 0, NULL);
  for (guint i = 0; i < 3; i++)
    {
      const char *name = g_dir_read_name (listing);

      g_assert_true (g_strcmp0 (name, "file") == 0 || g_strcmp0 (name, "full.png") == 0 ||
                     g_strcmp0 (name, "board.png") == 0);
    }
  g_assert_null (g_dir_read_name (listing));

  /* Root writes into read-only folders: that case is for others only. */
  if (geteuid () != 0)
    {
      g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
      run_cli (&run, "render", path, "-o", svg, NULL);
      g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
      g_assert_cmpint (run.status, ==, 1);
      message = g_strdup_printf ("tessera-cli render: Could not write “%s”: Permission denied\n", svg);
      g_assert_cmpstr (run.err, ==, message);
      g_assert_false (g_file_test (svg, G_FILE_TEST_EXISTS));
    }

  g_remove (file);
  g_remove (full);
  g_remove (png);
  g_rmdir (dir);
}

/* A device or a named pipe is refused at once, by every command: /dev/zero
 * would fill the memory, and a pipe nobody writes to would wait forever. */
static void
test_odd_files (void)
{
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.tessera", NULL);
  g_autofree char *message = NULL;
  g_autofree char *out = g_build_filename (dir, "board.png", NULL);
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "check", "/dev/zero", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "not ok /dev/zero — the file does not load:\n"
                                "  Could not read “/dev/zero”: it is a device, not a file\n"
                                "0 passed, 1 failed\n");
  cli_run_clear (&run);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  message = g_strdup_printf ("Could not read “%s”: it is a named pipe, not a file\n", fifo);
  run_cli (&run, "check", fifo, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, message));
  cli_run_clear (&run);

  run_cli (&run, "render", fifo, "-o", out, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, message);
  cli_run_clear (&run);

  run_cli (&run, "normalize", fifo, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, message);

  g_remove (fifo);
  g_rmdir (dir);
}

/* normalize -o through a symbolic link writes the file it points at,
 * which stays private. */
static void
test_normalize_through_link (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "base", "s12-fields.tessera", NULL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *target = write_temp (dir, "real.tessera", "old");
  g_autofree char *link = g_build_filename (dir, "link.tessera", NULL);
  g_autofree char *written = NULL;
  g_auto(CliRun) run = { 0 };
  GStatBuf st;

  g_assert_cmpint (symlink ("real.tessera", link), ==, 0);
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  run_cli (&run, "normalize", path, "-o", link, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (target, &written, NULL, NULL));
  g_assert_true (g_str_has_prefix (written, "<?xml"));
  /* The file written keeps its permissions. */
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);

  g_remove (link);
  g_remove (target);
  g_rmdir (dir);
}

/* Renders a board of two base.D tiles, at (0, 0) and at (@x, @y), to
 * @image with tiles of @tile_size pixels. */
static void
render_two_tiles (CliRun     *run,
                  const char *dir,
                  gint32      x,
                  gint32      y,
                  const char *tile_size,
                  const char *image)
{
  g_autofree char *path = g_build_filename (dir, "far.tessera", NULL);
  g_autofree char *text = g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"
    "  <title>Far apart</title>\n"
    "  <players><player id=\"red\" name=\"Red\"/></players>\n"
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <tile type=\"base.D\" x=\"%d\" y=\"%d\" rotation=\"0\"/>\n"
    "  </board>\n"
    "</scenario>\n", x, y);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  run_cli (run, "render", path, "-o", image, "--tile-size", tile_size, NULL);
  g_remove (path);
}

/* A PNG image is drawn whole in memory: one beyond the budget of pixels
 * (an area of 8192 × 8192, 32767 a side) is refused before it is drawn,
 * with a message naming the file and the budget, and no file written.
 * Smaller tiles fit; an SVG image has no such budget. */
static void
test_render_budget (void)
{
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *refused = NULL;
  g_auto(CliRun) run = { 0 };

  /* 91 tiles of 96 pixels and a margin of 24 each way: 8784 × 8784. */
  render_two_tiles (&run, dir, 90, 90, "96", png);
  refused = g_strdup_printf ("tessera-cli render: Could not write “%s”: a PNG image of 8784 × 8784 px is larger "
                             "than Tessera draws, at most the area of 8192 × 8192 px and 32767 px a side; "
                             "choose smaller tiles or an SVG image\n", png);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, refused);
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  cli_run_clear (&run);

  /* 91 tiles of 88 pixels: 8052 × 8052, within the area. */
  render_two_tiles (&run, dir, 90, 90, "88", png);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  cli_run_clear (&run);

  /* 401 tiles in a row: 38544 × 144, a small area on too long a side. */
  render_two_tiles (&run, dir, 400, 0, "96", png);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "a PNG image of 38544 × 144 px is larger than Tessera draws"));
  cli_run_clear (&run);

  render_two_tiles (&run, dir, 90, 90, "96", svg);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (svg, G_FILE_TEST_EXISTS));

  g_remove (png);
  g_remove (svg);
  g_rmdir (dir);
}

/* Pages of a PDF as cairo writes them: a dictionary "/Type /Page" each,
 * besides the one "/Type /Pages" of their tree.  The file holds
 * compressed streams, so not a string: no strstr(). */
static guint
count_pdf_pages (const char *pdf,
                 gsize       length)
{
  static const char page[] = "/Type /Page";
  guint n = 0;

  for (gsize i = 0; i + sizeof page <= length; i++)
    if (memcmp (pdf + i, page, sizeof page - 1) == 0 && pdf[i + sizeof page - 1] != 's')
      n++;

  return n;
}

/* The handout of a shipped example: its title page, then a page for each
 * of its three turns (the fourth only begins: its one step, "It is now
 * Blue's turn.", ends the third's page).  Written where it cannot
 * be, it fails naming the file and leaves nothing behind. */
static void
test_handout (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "first-turns.tessera",
                                                 NULL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *pdf = g_build_filename (dir, "first-turns.pdf", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", "first-turns.pdf", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.pdf", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GDir) listing = NULL;
  gsize length;
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "handout", path, "-o", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  g_assert_cmpuint (count_pdf_pages (contents, length), ==, 4);
  g_assert_cmpint (g_remove (pdf), ==, 0);
  cli_run_clear (&run);

  run_cli (&run, "handout", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "tessera-cli handout: handout needs -o OUT.pdf\n");
  cli_run_clear (&run);

  run_cli (&run, "handout", path, "-o", missing, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, missing));
  g_assert_nonnull (strstr (run.err, "No such file or directory"));
  cli_run_clear (&run);

  /* A folder in the way: the temporary file is written, the rename fails,
   * and the temporary file goes. */
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  run_cli (&run, "handout", path, "-o", folder, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, folder));
  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "folder.pdf");
  g_assert_null (g_dir_read_name (listing));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));

  g_rmdir (folder);
  g_rmdir (dir);
}

/* --lang picks the language of the explanations, from any catalogue
 * found where TESSERA_LOCALEDIR says: here one made for the test. */
static void
test_explain_language (void)
{
  static const char po[] =
    "msgid \"\"\n"
    "msgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    "\n"
    "msgid \"{player} draws a tile: {tile}.\"\n"
    "msgstr \"{player} si bere dílek: {tile}.\"\n";
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *messages = g_build_filename (dir, "cs", "LC_MESSAGES", NULL);
  g_autofree char *po_path = g_build_filename (dir, "cs.po", NULL);
  g_autofree char *mo_path = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "first-turns.tessera",
                                                 NULL);
  g_autofree char *command = NULL;
  g_autofree char *build_tree = g_strdup (g_getenv ("TESSERA_LOCALEDIR"));
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  int status;

  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  g_assert_true (g_file_set_contents (po_path, po, -1, &error));
  command = g_strdup_printf ("msgfmt -o '%s' '%s'", mo_path, po_path);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  g_setenv ("TESSERA_LOCALEDIR", dir, TRUE);
  run_cli (&run, "explain", "--lang", "cs", path, NULL);
  /* The other tests read the build tree's catalogues. */
  if (build_tree != NULL)
    g_setenv ("TESSERA_LOCALEDIR", build_tree, TRUE);
  else
    g_unsetenv ("TESSERA_LOCALEDIR");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\tbase.draw\tRed si bere dílek: city cap.\n"));
  /* What the catalogue lacks stays English. */
  g_assert_nonnull (strstr (run.out, "\tbase.place-tile\tRed places the tile at (0, -1)"));

  g_remove (mo_path);
  g_remove (po_path);
  g_rmdir (messages);
  g_clear_pointer (&messages, g_free);
  messages = g_build_filename (dir, "cs", NULL);
  g_rmdir (messages);
  g_rmdir (dir);
}

/* The Czech catalogue built with the programs: LANGUAGE=cs gives Czech
 * explanations of a shipped scenario, each noun declined in its own
 * sentence, tile names and places included, and its players, named after
 * their colours, called by the colours' Czech names. */
static void
test_explain_czech (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios",
                                                 "rainbow-bridge-example-2-sneak.tessera", NULL);
  g_auto(CliRun) run = { .language = "cs" };

  run_cli (&run, "explain", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\tbase.draw\tČervený táhne dílek: městská čepička.\n"));
  g_assert_nonnull (strstr (run.out, "\trainbow-bridge.land\tFigurka hráče Červený spadla a teď stojí na severní straně "
                                     "dílku na (1, 0).\n"));
  g_assert_nonnull (strstr (run.out, "\tbase.final-city\tModrý získává 3 b. za nedokončené město na východní straně "
                                     "dílku na (1, -1): 2 dílky + 1 erb = 3.\n"));
}

/* A short soak says each count on a line of its own, in the plural form
 * the count needs, and names the modules it played with; an unknown one
 * is refused before any game. */
static void
test_soak (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&run, "soak", "--games", "3", "--seed", "5", "--expansions", "rainbow-bridge", NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 6);
  g_assert_true (g_str_has_prefix (lines[0], "3 games played in "));
  g_assert_true (g_str_has_suffix (lines[0], " s: every invariant held."));
  g_assert_cmpstr (lines[1], ==, "Seeds 5 to 7.");
  g_assert_true (g_str_has_suffix (lines[2], " answers given."));
  g_assert_true (g_str_has_suffix (lines[3], " rule steps taken."));
  g_assert_cmpstr (lines[4], ==, "Modules: rainbow-bridge.");
  g_assert_cmpstr (lines[5], ==, "");
  g_assert_cmpstr (run.err, ==, "");
  cli_run_clear (&run);

  run_cli (&run, "soak", "--games", "1", "--seed", "5", "--expansions", "none", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "1 game played in "));
  g_assert_nonnull (strstr (run.out, " s: every invariant held.\nSeed 5.\n"));
  g_assert_true (g_str_has_suffix (run.out, "\nModules: base.\n"));

  cli_run_clear (&run);
  run_cli (&run, "soak", "--games", "3", "--expansions", "pigs", NULL);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_nonnull (strstr (run.err, "pigs"));
}

/* One figure line: NAME<TAB>VALUE<TAB>UNIT, the value a positive number. */
static void
assert_figure (const char *line,
               const char *name,
               const char *unit)
{
  g_auto(GStrv) fields = g_strsplit (line, "\t", -1);
  char *end = NULL;

  g_assert_cmpuint (g_strv_length (fields), ==, 3);
  g_assert_cmpstr (fields[0], ==, name);
  g_assert_cmpfloat (g_ascii_strtod (fields[1], &end), >, 0);
  g_assert_cmpint (*end, ==, '\0');
  g_assert_cmpstr (fields[2], ==, unit);
}

/* The benchmark's figures, in the documented format; their values are
 * measurements and are not checked.  The window's figures come last, when
 * there is a display and a window to measure, else a note says why not. */
static void
test_bench_format (void)
{
  static const char *names[] = {
    "playouts.base", "placements.100", "frontier.100", "placements.1000",
    "frontier.1000", "placements.10000", "frontier.10000", "xml.load.10000", "xml.save.10000",
    "xml.load.row.100000", "xml.save.row.100000",
  };
  static const char *units[] = {
    "games/s", "µs", "positions", "µs", "positions", "µs", "positions", "ms", "ms", "ms", "ms",
  };
  static const char *window_names[] = {
    "startup.first-frame", "startup.bare", "startup.ratio", "rss.empty", "rss.1000", "render.1000",
    "frame.1000", "frame.bare", "frame.ratio", "steps.open", "steps.count", "steps.select",
  };
  static const char *window_units[] = { "ms", "ms", "×", "MiB", "MiB", "ms", "ms", "ms", "×", "ms", "steps", "ms" };
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n;

  run_cli (&run, "bench", "--quick", NULL);
  g_assert_cmpint (run.status, ==, 0);

  lines = g_strsplit (run.out, "\n", -1);
  n = g_strv_length (lines) - 1;
  g_assert_cmpstr (lines[n], ==, "");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    assert_figure (lines[i], names[i], units[i]);

  if (*run.err == '\0')
    {
      g_assert_cmpuint (n, ==, G_N_ELEMENTS (names) + G_N_ELEMENTS (window_names));
      for (guint i = 0; i < G_N_ELEMENTS (window_names); i++)
        assert_figure (lines[G_N_ELEMENTS (names) + i], window_names[i], window_units[i]);
    }
  else
    {
      g_assert_cmpuint (n, ==, G_N_ELEMENTS (names));
      g_assert_true (g_str_equal (run.err, "No display: the window’s figures are not measured.\n") ||
                     g_str_equal (run.err, "The window’s program was not found: its figures are not measured.\n"));
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
  g_test_add_func ("/cli/check", test_check);
  g_test_add_func ("/cli/check-tap", test_check_tap);
  g_test_add_func ("/cli/check-nothing", test_check_nothing);
  g_test_add_func ("/cli/explain", test_explain);
  g_test_add_func ("/cli/compare", test_compare);
  g_test_add_func ("/cli/normalize", test_normalize);
  g_test_add_func ("/cli/render", test_render);
  g_test_add_func ("/cli/render-budget", test_render_budget);
  g_test_add_func ("/cli/render-unwritable", test_render_unwritable);
  g_test_add_func ("/cli/odd-files", test_odd_files);
  g_test_add_func ("/cli/normalize-through-link", test_normalize_through_link);
  g_test_add_func ("/cli/handout", test_handout);
  g_test_add_func ("/cli/soak", test_soak);
  g_test_add_func ("/cli/explain-language", test_explain_language);
  g_test_add_func ("/cli/explain-czech", test_explain_czech);

  return g_test_run ();
}
