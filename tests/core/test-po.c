/* test-po.c: the translation file reader of the translator preview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-test-util.h"

static const char sample[] =
  "# Czech translation.\n"
  "msgid \"\"\n"
  "msgstr \"\"\n"
  "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
  "\n"
  "#. A sentence explaining one rule step.\n"
  "#: data/rules/base.xml:19\n"
  "msgid \"{player} draws a tile: {tile}.\"\n"
  "msgstr \"{player} si bere dílek: {tile}.\"\n"
  "\n"
  "#, fuzzy\n"
  "msgctxt \"feature\"\n"
  "msgid \"city\"\n"
  "msgstr \"město\"\n"
  "\n"
  "msgctxt \"figure\"\n"
  "msgid \"meeple\"\n"
  "msgstr \"\"\n"
  "\"panáček\"\n"
  "msgid \"Two \\\"lines\\\"\\n\"\n"
  "\"joined\"\n"
  "msgstr \"\"\n"
  "\n"
  "msgid \"%d point\"\n"
  "msgid_plural \"%d points\"\n"
  "msgstr[0] \"%d bod\"\n"
  "msgstr[1] \"%d body\"\n"
  "msgstr[2] \"%d bodů\"\n"
  "#~ msgid \"Gone\"\n"
  "#~ msgstr \"Pryč\"\n";

/* Every state a message can be in, contexts, joined and escaped strings,
 * plurals (the first form is kept), obsolete messages left out. */
static void
test_read (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrPoCatalogue) catalogue = tsr_po_catalogue_load_data (sample, -1, "cs.po", &error);
  const char *translation = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (tsr_po_catalogue_get_size (catalogue), ==, 5);

  g_assert_cmpint (tsr_po_catalogue_lookup (catalogue, NULL, "{player} draws a tile: {tile}.", &translation), ==,
                   TSR_PO_TRANSLATED);
  g_assert_cmpstr (translation, ==, "{player} si bere dílek: {tile}.");
  g_assert_cmpint (tsr_po_catalogue_lookup (catalogue, "feature", "city", &translation), ==, TSR_PO_FUZZY);
  g_assert_cmpstr (translation, ==, "město");
  g_assert_cmpint (tsr_po_catalogue_lookup (catalogue, NULL, "city", NULL), ==, TSR_PO_MISSING);
  g_assert_cmpint (tsr_po_catalogue_lookup (catalogue, "figure", "meeple", &translation), ==,
                   TSR_PO_TRANSLATED);
  g_assert_cmpstr (translation, ==, "panáček");
  g_assert_cmpint (tsr_po_catalogue_lookup (catalogue, NULL, "Two \"lines\"\njoined", &translation), ==,
                   TSR_PO_UNTRANSLATED);
  g_assert_cmpstr (translation, ==, "Two \"lines\"\njoined");
  g_assert_cmpint (tsr_po_catalogue_lookup (catalogue, NULL, "%d point", &translation), ==, TSR_PO_TRANSLATED);
  g_assert_cmpstr (translation, ==, "%d bod");
  g_assert_cmpint (tsr_po_catalogue_lookup (catalogue, NULL, "Gone", NULL), ==, TSR_PO_MISSING);
}

/* A line that is not PO names the file and line. */
static void
test_errors (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "msgid \"a\"\nmsgstr \"b\"\nmsgfoo \"c\"\n", "x.po:3: expected a comment" },
    { "msgid \"a\"\nmsgstr \"b\n", "x.po:2: expected" },
    { "msgid \"a\\q\"\n", "x.po:1: expected" },
    { "\"orphan\"\n", "x.po:1: expected" },
    { "msgid \"a\" trailing\n", "x.po:1: expected" },
    { "msgid \"\xff\"\n", "x.po: the file is not UTF-8 text" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrPoCatalogue) catalogue = tsr_po_catalogue_load_data (cases[i].text, -1, "x.po", &error);

      g_assert_null (catalogue);
      g_assert_error (error, TSR_PO_ERROR, TSR_PO_ERROR_SYNTAX);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
    }
}

/* While a file is previewed, the Rules window's text comes from it; the
 * explanations of the steps stay in the language the program runs in. */
static void
test_preview (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrPoCatalogue) catalogue = tsr_po_catalogue_load_data (sample, -1, "cs.po", &error);
  g_autoptr(TsrGame) game = tsr_game_new ();
  TsrStep step;
  g_autofree char *before = NULL;
  g_autofree char *during = NULL;
  g_autofree char *after = NULL;

  tsr_game_add_player (game, "red", "Red");
  tsr_step_init (&step, "base.draw");
  step.player = 0;
  step.tile = tsr_catalogue_lookup (tsr_catalogue_get_default (), "base.E");

  before = tsr_game_explain (game, &step);
  tsr_i18n_set_preview (catalogue);
  during = tsr_game_explain (game, &step);
  g_assert_cmpint (tsr_translate_state ("{player} draws a tile: {tile}."), ==, TSR_PO_TRANSLATED);
  g_assert_cmpint (tsr_translate_state ("Laying the Rainbow Bridge"), ==, TSR_PO_MISSING);
  g_assert_cmpstr (tsr_translate_previewed ("{player} draws a tile: {tile}."), ==, "{player} si bere dílek: {tile}.");
  g_assert_cmpstr (tsr_translate_previewed ("Laying the Rainbow Bridge"), ==, "Laying the Rainbow Bridge");
  tsr_i18n_set_preview (NULL);
  after = tsr_game_explain (game, &step);

  g_assert_cmpstr (before, ==, "Red draws a tile: city cap.");
  g_assert_cmpstr (during, ==, before);
  g_assert_cmpstr (after, ==, before);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/po/read", test_read);
  g_test_add_func ("/core/po/errors", test_errors);
  g_test_add_func ("/core/po/preview", test_preview);

  return g_test_run ();
}
