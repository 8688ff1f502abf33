/* test-file.c: odd files read, and scenarios saved through links
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tsr-core.h"

static TsrScenario *
example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "base", "s05-shared-road.tessera",
                                                 NULL);
  g_autoptr(GError) error = NULL;
  TsrScenario *scenario = tsr_scenario_load_file (path, &error);

  g_assert_no_error (error);
  return scenario;
}

static char *
contents_of (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names in @dir, sorted and joined by spaces: no temporary file may
 * be left among them. */
static char *
listing (const char *dir)
{
  g_autoptr(GDir) opened = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while ((name = g_dir_read_name (opened)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
remove_all (const char *dir)
{
  g_autoptr(GDir) opened = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (opened)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A named pipe and a device are refused at once, saying what they are;
 * without a writer, reading the pipe would wait forever, and /dev/zero
 * never ends. */
static void
test_odd_files (void)
{
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.tessera", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_null (tsr_scenario_load_file (fifo, &error));
  g_assert_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO);
  g_assert_nonnull (strstr (error->message, fifo));
  g_assert_nonnull (strstr (error->message, "it is a named pipe, not a file"));
  g_clear_error (&error);

  g_assert_null (tsr_scenario_load_file ("/dev/zero", &error));
  g_assert_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO);
  g_assert_cmpstr (error->message, ==, "Could not read “/dev/zero”: it is a device, not a file");
  g_clear_error (&error);

  g_assert_null (tsr_scenario_load_file (dir, &error));
  g_assert_nonnull (strstr (error->message, "it is a folder, not a file"));
  g_clear_error (&error);

  g_assert_null (tsr_po_catalogue_load_file (fifo, &error));
  g_assert_nonnull (strstr (error->message, "it is a named pipe, not a file"));

  remove_all (dir);
}

/* The cap holds while reading, not only by the size a file says it has:
 * /proc's files say they are empty. */
static void
test_cap_while_reading (void)
{
  g_autoptr(GError) error = NULL;
  GStatBuf st;
  char *contents = NULL;
  gsize length = 0;

  g_assert_cmpint (g_stat ("/proc/self/status", &st), ==, 0);
  g_assert_cmpint (st.st_size, ==, 0);
  g_assert_false (tsr_file_read ("/proc/self/status", 16, NULL, &contents, &length, &error));
  g_assert_error (error, TSR_FILE_ERROR, TSR_FILE_ERROR_TOO_LARGE);
  g_assert_cmpuint (length, ==, 17);
  g_assert_null (contents);
  g_clear_error (&error);

  g_assert_true (tsr_file_read ("/proc/self/status", 1024 * 1024, NULL, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 16);
  g_assert_cmpuint (strlen (contents), ==, length);
  g_free (contents);
}

/* A load given up on stops reading: a cancelled cancellable ends the
 * read of a large file (many chunks) with G_IO_ERROR_CANCELLED, and a
 * scenario's load with the same error, not a problem of the file. */
static void
test_cancelled_read (void)
{
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *large = g_build_filename (dir, "large.tessera", NULL);
  g_autofree char *filler = g_malloc0 (8 * 1024 * 1024);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_set_contents (large, filler, 8 * 1024 * 1024, NULL));
  g_cancellable_cancel (cancellable);

  g_assert_false (tsr_file_read (large, 64 * 1024 * 1024, cancellable, &contents, &length, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (contents);
  g_clear_error (&error);

  g_assert_null (tsr_scenario_load_file_cancellable (large, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

  remove_all (dir);
}

/* Saving to a symbolic link writes the file it points at; the link
 * stays a link. */
static void
test_save_through_link (void)
{
  g_autoptr(TsrScenario) scenario = example ();
  g_autofree char *expected = tsr_scenario_to_xml (scenario);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *sub = g_build_filename (dir, "kept", NULL);
  g_autofree char *target = g_build_filename (sub, "real.tessera", NULL);
  g_autofree char *link = g_build_filename (dir, "link.tessera", NULL);
  g_autofree char *dangling = g_build_filename (dir, "new.tessera", NULL);
  g_autofree char *created = g_build_filename (sub, "created.tessera", NULL);
  g_autofree char *written = NULL, *names = NULL, *pointed = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, "old contents", -1, NULL));
  g_assert_cmpint (symlink ("kept/real.tessera", link), ==, 0);

  g_assert_true (tsr_scenario_save_file (scenario, link, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  pointed = g_file_read_link (link, NULL);
  g_assert_cmpstr (pointed, ==, "kept/real.tessera");
  written = contents_of (target);
  g_assert_cmpstr (written, ==, expected);
  g_clear_pointer (&written, g_free);

  /* A link to a file not yet there: the file is made where it points. */
  g_assert_cmpint (symlink ("kept/created.tessera", dangling), ==, 0);
  g_assert_true (tsr_scenario_save_file (scenario, dangling, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (dangling, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  written = contents_of (created);
  g_assert_cmpstr (written, ==, expected);

  names = listing (sub);
  g_assert_cmpstr (names, ==, "created.tessera real.tessera");

  g_remove (link);
  g_remove (dangling);
  remove_all (sub);
  remove_all (dir);
}

/* A file keeps its permissions: a private file stays private, a shared
 * one stays shared whatever the umask. */
static void
test_save_keeps_mode (void)
{
  g_autoptr(TsrScenario) scenario = example ();
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "mine.tessera", NULL);
  g_autofree char *fresh = g_build_filename (dir, "fresh.tessera", NULL);
  g_autoptr(GError) error = NULL;
  mode_t mask = umask (022);
  GStatBuf st;

  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (tsr_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);

  g_assert_cmpint (g_chmod (path, 0664), ==, 0);
  g_assert_true (tsr_scenario_save_file (scenario, path, &error));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0664);

  /* A new file: what the umask leaves of rw-rw-rw-. */
  g_assert_true (tsr_scenario_save_file (scenario, fresh, &error));
  g_assert_cmpint (g_stat (fresh, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0644);

  umask (mask);
  remove_all (dir);
}

/* A file with two names (hard links) is rewritten in place, as
 * g_file_replace() does: both names still show the same, new, file. */
static void
test_save_hard_link (void)
{
  g_autoptr(TsrScenario) scenario = example ();
  g_autofree char *expected = tsr_scenario_to_xml (scenario);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *first = g_build_filename (dir, "first.tessera", NULL);
  g_autofree char *second = g_build_filename (dir, "second.tessera", NULL);
  g_autofree char *written = NULL, *names = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf a, b;

  g_assert_true (g_file_set_contents (first, "old contents", -1, NULL));
  g_assert_cmpint (link (first, second), ==, 0);
  g_assert_true (tsr_scenario_save_file (scenario, first, &error));
  g_assert_no_error (error);

  g_assert_cmpint (g_stat (first, &a), ==, 0);
  g_assert_cmpint (g_stat (second, &b), ==, 0);
  g_assert_cmpuint (a.st_ino, ==, b.st_ino);
  g_assert_cmpuint (a.st_nlink, ==, 2);
  written = contents_of (second);
  g_assert_cmpstr (written, ==, expected);
  names = listing (dir);
  g_assert_cmpstr (names, ==, "first.tessera second.tessera");

  remove_all (dir);
}

/* A hard-linked file whose new contents do not fit (a full disk; here
 * a limit on file sizes, which root is held to as well) keeps its old
 * contents: the rewrite in place comes only once they fit elsewhere. */
static void
test_save_hard_link_full (void)
{
  g_autoptr(TsrScenario) scenario = example ();
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *first = g_build_filename (dir, "first.tessera", NULL);
  g_autofree char *second = g_build_filename (dir, "second.tessera", NULL);
  g_autofree char *written = NULL, *names = NULL, *quoted = NULL;
  g_autoptr(GError) error = NULL;
  struct rlimit before, small;
  void (*handler) (int);

  g_assert_true (g_file_set_contents (first, "old contents", -1, NULL));
  g_assert_cmpint (link (first, second), ==, 0);

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &before), ==, 0);
  small = before;
  small.rlim_cur = 512;
  /* A write past the limit fails with EFBIG rather than killing us. */
  handler = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);
  g_assert_false (tsr_scenario_save_file (scenario, first, &error));
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &before), ==, 0);
  signal (SIGXFSZ, handler);

  quoted = g_strdup_printf ("Could not write “%s”: File too large", first);
  g_assert_cmpstr (error->message, ==, quoted);
  written = contents_of (second);
  g_assert_cmpstr (written, ==, "old contents");
  names = listing (dir);
  g_assert_cmpstr (names, ==, "first.tessera second.tessera");

  remove_all (dir);
}

/* A file the user may not write is refused, as g_file_replace() does,
 * although the folder would let a rename replace it (root may write
 * it, there as here, so this runs only for others). */
static void
test_save_read_only_file (void)
{
  g_autoptr(TsrScenario) scenario = example ();
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "kept.tessera", NULL);
  g_autofree char *written = NULL, *names = NULL, *quoted = NULL;
  g_autoptr(GError) error = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root writes read-only files");
      g_rmdir (dir);
      return;
    }

  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (tsr_scenario_save_file (scenario, path, &error));
  quoted = g_strdup_printf ("Could not write “%s”: Permission denied", path);
  g_assert_cmpstr (error->message, ==, quoted);
  written = contents_of (path);
  g_assert_cmpstr (written, ==, "old contents");
  names = listing (dir);
  g_assert_cmpstr (names, ==, "kept.tessera");

  remove_all (dir);
}

/* A save that cannot be made names the file the user gave (not the
 * temporary file, nor where a link led), and leaves nothing behind. */
static void
test_save_error_names_file (void)
{
  g_autoptr(TsrScenario) scenario = example ();
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", "position.tessera", NULL);
  g_autofree char *link = g_build_filename (dir, "link.tessera", NULL);
  g_autofree char *quoted = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (tsr_scenario_save_file (scenario, missing, &error));
  g_assert_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO);
  quoted = g_strdup_printf ("Could not write “%s”: No such file or directory", missing);
  g_assert_cmpstr (error->message, ==, quoted);
  g_clear_error (&error);
  g_clear_pointer (&quoted, g_free);

  g_assert_cmpint (symlink ("missing/position.tessera", link), ==, 0);
  g_assert_false (tsr_scenario_save_file (scenario, link, &error));
  quoted = g_strdup_printf ("Could not write “%s”: No such file or directory", link);
  g_assert_cmpstr (error->message, ==, quoted);
  g_clear_error (&error);

  g_assert_false (tsr_scenario_save_file (scenario, "/dev/full", &error));
  g_assert_cmpstr (error->message, ==, "Could not write “/dev/full”: it is a device, not a file");

  names = listing (dir);
  g_assert_cmpstr (names, ==, "link.tessera");
  remove_all (dir);
}

/* A folder the user may not write to (root may write anywhere, so this
 * runs only for others). */
static void
test_save_read_only_folder (void)
{
  g_autoptr(TsrScenario) scenario = example ();
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "position.tessera", NULL);
  g_autofree char *quoted = NULL;
  g_autoptr(GError) error = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root writes into read-only folders");
      g_rmdir (dir);
      return;
    }

  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
  g_assert_false (tsr_scenario_save_file (scenario, path, &error));
  quoted = g_strdup_printf ("Could not write “%s”: Permission denied", path);
  g_assert_cmpstr (error->message, ==, quoted);
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  remove_all (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();
  tsr_i18n_init ();

  g_test_add_func ("/file/odd-files", test_odd_files);
  g_test_add_func ("/file/cap-while-reading", test_cap_while_reading);
  g_test_add_func ("/file/cancelled-read", test_cancelled_read);
  g_test_add_func ("/file/save-through-link", test_save_through_link);
  g_test_add_func ("/file/save-keeps-mode", test_save_keeps_mode);
  g_test_add_func ("/file/save-hard-link", test_save_hard_link);
  g_test_add_func ("/file/save-hard-link-full", test_save_hard_link_full);
  g_test_add_func ("/file/save-read-only-file", test_save_read_only_file);
  g_test_add_func ("/file/save-error-names-file", test_save_error_names_file);
  g_test_add_func ("/file/save-read-only-folder", test_save_read_only_folder);

  return g_test_run ();
}
