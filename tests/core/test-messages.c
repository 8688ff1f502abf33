/* test-messages.c: a message reaches a translation as one sentence
 *
 * What a scenario file names that only an expansion has, and a figure or
 * token expected (or not) where the board has none (or one), are each
 * said in a sentence of their own: no translated phrase ("the tile %s")
 * is put into another sentence, no " N2" into a gap.  A made-up language
 * (messages-xx.po) translates the whole sentences; the messages must come
 * out in it, entire.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tsr-i18n.h"
#include "tsr-test-util.h"

#define HEAD "<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"

/* Everything in the file that needs an expansion none of <rules> names. */
static void
test_needs_expansion (void)
{
  const char *text =
    HEAD
    "  <players><player id=\"red\" holds=\"rainbow-bridge\"/></players>\n"
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <tile type=\"covid.tile\" x=\"1\" y=\"0\" rotation=\"0\"/>\n"
    "    <flood x=\"0\" y=\"0\"/>\n"
    "    <figure kind=\"abbot\" player=\"red\" x=\"0\" y=\"0\" at=\"C\"/>\n"
    "    <token kind=\"infection\" x=\"0\" y=\"0\" at=\"N2\"/>\n"
    "  </board>\n"
    "  <expect><supply player=\"red\" kind=\"bridge\" count=\"1\"/></expect>\n"
    "</scenario>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_data (text, strlen (text), "f.tessera", &error);

  g_assert_null (scenario);
  g_assert_cmpstr (error->message, ==,
                   "f.tessera:3:12: holds= NEEDS THE EXPANSION “rainbow-bridge”; EXPECTED "
                   "<expansion id=\"rainbow-bridge\"/> IN <rules>\n"
                   "f.tessera:6:5: THE TILE covid.tile NEEDS THE EXPANSION “covid”; EXPECTED "
                   "<expansion id=\"covid\"/> IN <rules>\n"
                   "f.tessera:7:5: <flood> NEEDS THE EXPANSION “disasters”; EXPECTED "
                   "<expansion id=\"disasters\"/> IN <rules>\n"
                   "f.tessera:8:5: A FIGURE OF KIND abbot NEEDS THE EXPANSION “abbot”; EXPECTED "
                   "<expansion id=\"abbot\"/> IN <rules>\n"
                   "f.tessera:9:5: A TOKEN OF KIND infection NEEDS THE EXPANSION “covid”; EXPECTED "
                   "<expansion id=\"covid\"/> IN <rules>\n"
                   "f.tessera:11:11: A SUPPLY OF KIND bridge NEEDS THE EXPANSION “bridges”; EXPECTED "
                   "<expansion id=\"bridges\"/> IN <rules>");
}

/* A figure and a token expected where there is none, and a figure
 * expected absent where there is one, with and without a port. */
static void
test_presence (void)
{
  const char *text =
    HEAD
    "  <rules><expansion id=\"covid\"/></rules>\n"
    "  <players><player id=\"red\"/></players>\n"
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <figure kind=\"meeple\" player=\"red\" x=\"0\" y=\"0\" at=\"N2\"/>\n"
    "  </board>\n"
    "  <expect>\n"
    "    <figure kind=\"meeple\" x=\"1\" y=\"0\"/>\n"
    "    <figure kind=\"meeple\" x=\"0\" y=\"0\" at=\"N2\" present=\"false\"/>\n"
    "    <token kind=\"infection\" x=\"0\" y=\"0\"/>\n"
    "    <token kind=\"infection\" x=\"0\" y=\"0\" at=\"N2\"/>\n"
    "  </expect>\n"
    "</scenario>\n";
  const char *expected[] = {
    "EXPECTED A meeple AT (1, 0), FOUND NONE",
    "EXPECTED NO meeple AT (0, 0) N2, FOUND ONE",
    "EXPECTED A infection TOKEN AT (0, 0), FOUND NONE",
    "EXPECTED A infection TOKEN AT (0, 0) N2, FOUND NONE",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_data (text, strlen (text), "f.tessera", &error);
  g_autoptr(GPtrArray) failures = NULL;
  g_autoptr(TsrGame) game = NULL;

  g_assert_no_error (error);
  g_assert_false (tsr_scenario_run (scenario, &game, &failures));
  g_assert_cmpuint (failures->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < failures->len; i++)
    g_assert_cmpstr (((const TsrScenarioFailure *) g_ptr_array_index (failures, i))->message, ==, expected[i]);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *po = NULL;
  g_autofree char *locale = g_dir_make_tmp ("tessera-messages-XXXXXX", NULL);
  g_autofree char *language = g_build_filename (locale, "xx", NULL);
  g_autofree char *messages = g_build_filename (language, "LC_MESSAGES", NULL);
  g_autofree char *mo = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *msgfmt = g_find_program_in_path ("msgfmt");
  int status;

  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();
  po = g_test_build_filename (G_TEST_DIST, "core", "messages-xx.po", NULL);
  g_assert_nonnull (msgfmt);
  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  g_assert_true (g_spawn_sync (NULL, (char *[]) { msgfmt, po, "-o", mo, NULL }, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               NULL, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_setenv ("TESSERA_LOCALEDIR", locale, TRUE);
  tsr_i18n_init ();
  tsr_i18n_set_language ("xx");

  g_test_add_func ("/core/messages/needs-expansion", test_needs_expansion);
  g_test_add_func ("/core/messages/presence", test_presence);

  status = g_test_run ();
  g_remove (mo);
  g_rmdir (messages);
  g_rmdir (language);
  g_rmdir (locale);
  return status;
}
