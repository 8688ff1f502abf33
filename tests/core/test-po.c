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
  "\"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2);\\n\"\n"
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

/* Five lines, the messages start on line 6. */
#define HEADER \
  "msgid \"\"\n" \
  "msgstr \"\"\n" \
  "\"Content-Type: text/plain; charset=UTF-8\\n\"\n" \
  "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n" \
  "\n"

#define NUL_LINE HEADER "msgid \"a\"\nmsgstr \"x\"\n\0\nmsgid \"b\"\nmsgstr \"c\"\n"
#define WITH_NUL HEADER "msgid \"a\"\nmsgstr \"x\0y\"\n\nmsgid \"b\"\nmsgstr \"c\"\n"

/* What msgfmt --check refuses is refused, every problem naming the file
 * and its line (and column, where gettext gives one). */
static void
test_errors (void)
{
  static const struct { const char *text; gssize length; const char *message; } cases[] = {
    { "msgid \"a\"\nmsgstr \"b\"\nmsgfoo \"c\"\n", -1, "x.po:3: keyword \"msgfoo\" unknown" },
    /* msgfmt names the line after the one the string is not closed on. */
    { "msgid \"a\"\nmsgstr \"b\n", -1, "x.po:3: end-of-line within string" },
    { "msgid \"a\\q\"\nmsgstr \"b\"\n", -1, "x.po:1:10: invalid control sequence" },
    { "\"orphan\"\n", -1, "x.po:1:9: syntax error" },
    { "msgid \"a\" trailing\nmsgstr \"b\"\n", -1, "x.po:1: keyword \"trailing\" unknown" },
    /* Plural forms: an index past the number of forms, none, a sign. */
    { HEADER "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"x\"\nmsgstr[4294967296] \"y\"\n", -1,
      "x.po:9: plural form has wrong index" },
    { HEADER "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"x\"\nmsgstr[] \"y\"\n", -1, "x.po:9:9: syntax error" },
    { HEADER "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"x\"\nmsgstr[-1] \"y\"\n", -1, "x.po:9:9: syntax error" },
    /* A NUL byte, and not the rest of the file dropped after it. */
    { WITH_NUL, sizeof (WITH_NUL) - 1, "x.po:7: a NUL byte; expected text" },
    { NUL_LINE, sizeof (NUL_LINE) - 1, "x.po:8: a NUL byte; expected text" },
    { HEADER "msgctxt \"a\"\nmsgctxt \"b\"\nmsgid \"a\"\nmsgstr \"x\"\n", -1, "x.po:7:8: syntax error" },
    { HEADER "msgid \"a\"\nmsgstr \"x\"\n\nmsgid \"a\"\nmsgstr \"y\"\n", -1, "x.po:9: duplicate message definition" },
    { HEADER "msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"y\"\n", -1, "x.po:6: missing 'msgstr' section" },
    /* Character sets: bytes not in the one named, a name not known. */
    { "msgid \"a\"\nmsgstr \"\xff\"\n", -1,
      "x.po:2: these bytes are not UTF-8 text; expected the character set the header names" },
    { "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"a\"\nmsgstr \"\xe9t\xe9\"\n", -1,
      "x.po:6:9: invalid multibyte sequence" },
    { "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=NO-SUCH-SET\\n\"\n", -1,
      "x.po:3: the header names the character set “NO-SUCH-SET”, which this system cannot convert" },
    /* What the header gets wrong is on the header's line. */
    { "msgid \"\"\nmsgstr \"\"\n\"Plural-Forms: nplurals=2; plural=(n/0);\\n\"\n", -1,
      "x.po:3: plural expression can produce division by zero" },
    /* gettext tells this problem in two halves: each is a line of its own. */
    { "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
      "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"x\"\nmsgstr[1] \"y\"\n", -1,
      "x.po:3: message catalog has plural form translations\n"
      "x.po:3: but header entry lacks a \"plural=EXPRESSION\" attribute" },
    /* Lines that end in CR alone are counted as lines. */
    { "msgid \"a\"\rmsgstr \"b\"\rmsgstr \"c\"\r", -1, "x.po:3:7: syntax error" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrPoCatalogue) catalogue = tsr_po_catalogue_load_data (cases[i].text, cases[i].length, "x.po",
                                                                        &error);
      g_autofree char *start = NULL;

      g_test_message ("case %u: %s", i, cases[i].message);
      g_assert_null (catalogue);
      g_assert_error (error, TSR_PO_ERROR, TSR_PO_ERROR_SYNTAX);
      start = g_strndup (error->message, strlen (cases[i].message));
      g_assert_cmpstr (start, ==, cases[i].message);
    }
}

/* Every problem is told, a line each, in the order of the file. */
static void
test_every_error (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrPoCatalogue) catalogue =
    tsr_po_catalogue_load_data (HEADER "msgid \"a\"\nmsgstr \"x\"\n\nmsgid \"a\"\nmsgstr \"y\"\n\nmsgid \"b\"\n",
                                -1, "x.po", &error);

  g_assert_null (catalogue);
  g_assert_error (error, TSR_PO_ERROR, TSR_PO_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==,
                   "x.po:9: duplicate message definition\n"
                   "x.po:12: missing 'msgstr' section");
}

/* A file of garbage is told by its first twenty problems, as msgfmt
 * stops at twenty. */
static void
test_many_errors (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrPoCatalogue) catalogue = NULL;
  g_auto(GStrv) lines = NULL;

  for (guint i = 0; i < 1000; i++)
    g_string_append (text, "msgid \"a\" msgstr[] \"b\"\n");
  catalogue = tsr_po_catalogue_load_data (text->str, text->len, "x.po", &error);

  g_assert_null (catalogue);
  g_assert_error (error, TSR_PO_ERROR, TSR_PO_ERROR_SYNTAX);
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 21);
  g_assert_cmpstr (lines[0], ==, "x.po:1:19: syntax error");
  g_assert_cmpstr (lines[20], ==, "x.po: more problems; the first 20 are shown");
}

/* An empty file reads, as one without a header, with nothing in it; it
 * may come without a buffer (the fuzz targets' replay gives NULL). */
static void
test_empty (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrPoCatalogue) from_null = tsr_po_catalogue_load_data (NULL, 0, "x.po", &error);
  g_autoptr(TsrPoCatalogue) from_empty = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (tsr_po_catalogue_get_size (from_null), ==, 0);
  from_empty = tsr_po_catalogue_load_data ("", -1, "x.po", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tsr_po_catalogue_get_size (from_empty), ==, 0);
}

/* What msgfmt --check accepts is read, with the translation gettext
 * would give: escapes, a Latin-1 file, CR line ends, a keyword with its
 * string right after it; fuzzy is the flag "fuzzy", not any flag with
 * the word in it. */
static void
test_gettext_reads (void)
{
  static const struct { const char *text; TsrPoState state; const char *translation; } cases[] = {
    { HEADER "msgid \"a\"\nmsgstr \"\\x41\"\n", TSR_PO_TRANSLATED, "A" },
    { HEADER "msgid \"a\"\nmsgstr \"\\101\"\n", TSR_PO_TRANSLATED, "A" },
    { HEADER "msgid \"a\"\nmsgstr \"\\a\"\n", TSR_PO_TRANSLATED, "\a" },
    { "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\n"
      "msgid \"a\"\nmsgstr \"\xe9t\xe9\"\n", TSR_PO_TRANSLATED, "été" },
    { "msgid \"\"\rmsgstr \"\"\r\"Content-Type: text/plain; charset=UTF-8\\n\"\r\rmsgid \"a\"\rmsgstr \"b\"\r",
      TSR_PO_TRANSLATED, "b" },
    { HEADER "msgid\"a\"\nmsgstr\"b\"\n", TSR_PO_TRANSLATED, "b" },
    { HEADER "#, no-fuzzy-like-flag\nmsgid \"a\"\nmsgstr \"b\"\n", TSR_PO_TRANSLATED, "b" },
    { HEADER "#, c-format, fuzzy\nmsgid \"a\"\nmsgstr \"b\"\n", TSR_PO_FUZZY, "b" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrPoCatalogue) catalogue = tsr_po_catalogue_load_data (cases[i].text, -1, "x.po", &error);
      const char *translation = NULL;

      g_test_message ("case %u: %s", i, cases[i].translation);
      g_assert_no_error (error);
      g_assert_cmpuint (tsr_po_catalogue_get_size (catalogue), ==, 1);
      g_assert_cmpint (tsr_po_catalogue_lookup (catalogue, NULL, "a", &translation), ==, cases[i].state);
      g_assert_cmpstr (translation, ==, cases[i].translation);
    }
}

/* The translations Tessera ships read as they are, every message kept. */
static void
test_shipped (void)
{
  g_autofree char *linguas = g_test_build_filename (G_TEST_DIST, "..", "po", "LINGUAS", NULL);
  g_autofree char *list = NULL;
  g_auto(GStrv) lines = NULL;
  guint read = 0;

  g_assert_true (g_file_get_contents (linguas, &list, NULL, NULL));
  lines = g_strsplit (list, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *name = g_strconcat (lines[i], ".po", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", name, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrPoCatalogue) catalogue = NULL;
      const char *translation = NULL;

      if (*lines[i] == '\0' || *lines[i] == '#')
        continue;
      catalogue = tsr_po_catalogue_load_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (tsr_po_catalogue_get_size (catalogue), >, 1000);
      g_assert_cmpint (tsr_po_catalogue_lookup (catalogue, NULL, "{player} draws a tile: {tile}.", &translation),
                       ==, TSR_PO_TRANSLATED);
      g_assert_true (g_utf8_validate (translation, -1, NULL));
      read++;
    }
  g_assert_cmpuint (read, >, 0);
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
  tsr_core_init ();

  g_test_add_func ("/core/po/read", test_read);
  g_test_add_func ("/core/po/errors", test_errors);
  g_test_add_func ("/core/po/every-error", test_every_error);
  g_test_add_func ("/core/po/many-errors", test_many_errors);
  g_test_add_func ("/core/po/gettext-reads", test_gettext_reads);
  g_test_add_func ("/core/po/empty", test_empty);
  g_test_add_func ("/core/po/shipped", test_shipped);
  g_test_add_func ("/core/po/preview", test_preview);

  return g_test_run ();
}
