/* test-data.c: the core's version, data resource and safe XML reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <libxml/tree.h>

#include "tsr-core.h"

static void
test_version (void)
{
  g_auto(GStrv) parts = g_strsplit (tsr_get_version (), ".", -1);

  g_assert_cmpstr (tsr_get_version (), ==, PACKAGE_VERSION);
  g_assert_cmpuint (g_strv_length (parts), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      char *end = NULL;

      g_ascii_strtoull (parts[i], &end, 10);
      g_assert_true (end != parts[i] && *end == '\0');
    }
}

static void
test_data_rules_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = tsr_data_read_xml ("rules/base.xml", &error);
  xmlNode *root;
  g_autofree char *module = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (doc);

  root = xmlDocGetRootElement (doc);
  g_assert_cmpstr ((const char *) root->name, ==, "rulebook");
  g_assert_cmpstr ((const char *) root->ns->href, ==, "urn:tessera:rules:1");
  module = (char *) xmlGetProp (root, (const xmlChar *) "module");
  g_assert_cmpstr (module, ==, "base");
}

static void
test_data_missing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = tsr_data_lookup ("tiles/nowhere.xml", &error);
  g_auto(GStrv) names = NULL;

  g_assert_null (bytes);
  g_assert_error (error, TSR_DATA_ERROR, TSR_DATA_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "tiles/nowhere.xml"));
  g_clear_error (&error);

  names = tsr_data_list ("nowhere", &error);
  g_assert_null (names);
  g_assert_error (error, TSR_DATA_ERROR, TSR_DATA_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "nowhere"));
}

static void
test_data_list (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = tsr_data_list ("", &error);

  g_assert_no_error (error);
  g_assert_true (g_strv_contains ((const char * const *) names, "rules/"));
  g_assert_true (g_strv_contains ((const char * const *) names, "schema/"));
  g_assert_true (g_strv_contains ((const char * const *) names, "tiles/"));
  for (guint i = 1; names[i] != NULL; i++)
    g_assert_cmpint (strcmp (names[i - 1], names[i]), <, 0);
}

static void
test_xml_errors_have_positions (void)
{
  static const char text[] =
    "<?xml version=\"1.0\"?>\n"
    "<scenario>\n"
    "  <board>\n"
    "    <tile x=\"0\" x=\"1\"/>\n"
    "  </bord>\n"
    "</scenario>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = tsr_xml_read (text, strlen (text), "bad.tessera", &error);

  g_assert_null (doc);
  g_assert_error (error, TSR_XML_ERROR, TSR_XML_ERROR_MALFORMED);
  /* Both problems, each with its own line. */
  g_assert_true (g_str_has_prefix (error->message, "bad.tessera:4:"));
  g_assert_nonnull (strstr (error->message, "Attribute x redefined"));
  g_assert_nonnull (strstr (error->message, "\nbad.tessera:5:"));
}

static void
test_xml_empty (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = tsr_xml_read ("", 0, "empty.tessera", &error);

  g_assert_null (doc);
  g_assert_error (error, TSR_XML_ERROR, TSR_XML_ERROR_MALFORMED);
  g_assert_true (g_str_has_prefix (error->message, "empty.tessera:"));
}

/* A file from a stranger must not be able to pull a local file into the
 * document through an external entity. */
static void
test_xml_no_external_entities (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp (NULL, &error);
  g_autofree char *secret = NULL;
  g_autofree char *text = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *content = NULL;

  g_assert_no_error (error);
  secret = g_build_filename (dir, "secret.txt", NULL);
  g_file_set_contents (secret, "the secret", -1, &error);
  g_assert_no_error (error);

  text = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                          "<!DOCTYPE scenario [ <!ENTITY leak SYSTEM \"file://%s\"> ]>\n"
                          "<scenario>&leak;</scenario>\n", secret);
  doc = tsr_xml_read (text, strlen (text), "leak.tessera", &error);

  if (doc != NULL)
    {
      content = (char *) xmlNodeGetContent (xmlDocGetRootElement (doc));
      g_assert_null (strstr (content, "the secret"));
    }

  g_remove (secret);
  g_rmdir (dir);
}

static void
test_i18n_locale_dir (void)
{
  g_autofree char *build_tree = g_strdup (g_getenv ("TESSERA_LOCALEDIR"));

  /* Without the variable `meson devenv` sets, the installed catalogues
   * are read, even by a program that sits in the build tree. */
  g_unsetenv ("TESSERA_LOCALEDIR");
  g_assert_cmpstr (tsr_i18n_get_locale_dir (), ==, LOCALEDIR);

  g_setenv ("TESSERA_LOCALEDIR", "/somewhere/locale", TRUE);
  g_assert_cmpstr (tsr_i18n_get_locale_dir (), ==, "/somewhere/locale");

  if (build_tree != NULL)
    g_setenv ("TESSERA_LOCALEDIR", build_tree, TRUE);
  else
    g_unsetenv ("TESSERA_LOCALEDIR");
}

/* The benchmarks' figures: the median of an odd number of runs is the
 * middle one, the 95th percentile of 120 frames the 115th fastest, the
 * 100th the worst; nothing measured gives 0. */
static void
test_percentile (void)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  static const double runs[] = { 9, 3, 7 };

  g_assert_cmpfloat (tsr_percentile (times, 50), ==, 0);
  g_array_append_vals (times, runs, G_N_ELEMENTS (runs));
  g_assert_cmpfloat (tsr_percentile (times, 50), ==, 7);
  g_assert_cmpfloat (tsr_percentile (times, 100), ==, 9);
  g_assert_cmpfloat (g_array_index (times, double, 0), ==, 3);

  g_array_set_size (times, 0);
  for (guint i = 120; i > 0; i--)
    g_array_append_val (times, ((double) { i }));
  g_assert_cmpfloat (tsr_percentile (times, 95), ==, 115);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/version", test_version);
  g_test_add_func ("/core/data/rules-file", test_data_rules_file);
  g_test_add_func ("/core/data/missing", test_data_missing);
  g_test_add_func ("/core/data/list", test_data_list);
  g_test_add_func ("/core/xml/errors-have-positions", test_xml_errors_have_positions);
  g_test_add_func ("/core/xml/empty", test_xml_empty);
  g_test_add_func ("/core/xml/no-external-entities", test_xml_no_external_entities);
  g_test_add_func ("/core/i18n/locale-dir", test_i18n_locale_dir);
  g_test_add_func ("/core/percentile", test_percentile);

  return g_test_run ();
}
