/* test-load-errors.c: what a file that does not load is told, and where
 *
 * Each message is compared whole: its FILE:LINE:COLUMN, its words and its
 * place among the others, for files written in awkward ways (a line break
 * inside a value, UTF-16, CR line ends, a DOCTYPE behind a comment, a
 * namespaced attribute) and numbers beyond what the format allows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-test-util.h"

#define HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
             "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"

/* Returns: (transfer full): the whole error of loading @length bytes of
 * @data as "f.tessera", which must fail */
static char *
load_error_sized (const char *data,
                  gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_data (data, length, "f.tessera", &error);

  g_assert_null (scenario);
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

static char *
load_error (const char *text)
{
  return load_error_sized (text, strlen (text));
}

/* A value holding line breaks, tabs and CRs (written as character
 * references, which XML keeps) is quoted on its problem's one line, so
 * the problems keep their places and their order. */
static void
test_value_with_line_break (void)
{
  g_autofree char *message = load_error (HEAD
    "  <players>\n"
    "    <player id=\"red\" score=\"1&#9;2\"/>\n"
    "  </players>\n"
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"4&#10;5\"/>\n"
    "    <tile type=\"base.D\" x=\"1\" y=\"0\" rotation=\"7\"/>\n"
    "    <tile type=\"base.D\" x=\"2\" y=\"0\" rotation=\"&#13;&#10;90\"/>\n"
    "  </board>\n"
    "</scenario>\n");

  g_assert_cmpstr (message, ==,
                   "f.tessera:4:5: score=\"1&#9;2\": expected a whole number\n"
                   "f.tessera:7:5: rotation=\"4&#10;5\": expected 0, 90, 180 or 270\n"
                   "f.tessera:8:5: rotation=\"7\": expected 0, 90, 180 or 270\n"
                   "f.tessera:9:5: rotation=\"&#13;&#10;90\": expected 0, 90, 180 or 270");
}

static void
expect_doctype_refused (const char *text,
                        gsize       length,
                        guint       line)
{
  g_autofree char *message = load_error_sized (text, length);
  g_autofree char *expected = g_strdup_printf ("f.tessera:%u:1: the file has a DOCTYPE declaration; expected "
                                               "none, Tessera's files declare no entities", line);

  g_assert_cmpstr (message, ==, expected);
}

/* Whatever comes before it, a DOCTYPE is refused at its own line, and
 * the entities it declares (here a loop) are never read: libxml2 would
 * say so on stderr. */
static void
test_doctype_anywhere (void)
{
  if (g_test_subprocess ())
    {
      static const char *const before[] = {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- c -->\n",
        "<?xml version=\"1.0\"?>\n<!--\n  a comment\n  on three lines -->\n\n",
        "<?xml version=\"1.0\"?><?tessera hint?>\n<!---->\n<!-- -> --><!-- > -->\n",
        "\xef\xbb\xbf\n\n\n",
      };
      static const guint lines[] = { 3, 6, 4, 4 };
      const char *loop = "<!DOCTYPE scenario [\n  <!ENTITY a \"&b;\">\n  <!ENTITY b \"&a;\">\n]>\n"
                         "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\"><title>&a;</title>"
                         "<players><player id=\"red\" name=\"&a;\"/></players><board/></scenario>\n";
      g_autofree char *ebcdic = NULL;
      gsize length;

      for (guint i = 0; i < G_N_ELEMENTS (before); i++)
        {
          g_autofree char *text = g_strconcat (before[i], loop, NULL);

          expect_doctype_refused (text, strlen (text), lines[i]);
        }

      /* In an encoding whose bytes the scan before parsing cannot read,
       * the parser stops at the DOCTYPE, before its entities. */
      {
        g_autofree char *text = g_strconcat ("<?xml version=\"1.0\" encoding=\"IBM037\"?>\n<!-- c -->\n", loop, NULL);

        ebcdic = g_convert (text, -1, "IBM037", "UTF-8", NULL, &length, NULL);
        g_assert_nonnull (ebcdic);
        expect_doctype_refused (ebcdic, length, 3);
      }
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("");
  g_test_trap_assert_stderr ("");
}

#define BAD_ROTATION \
  "<?xml version=\"1.0\" encoding=\"%s\"?>\n" \
  "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n" \
  "  <players>\n" \
  "    <player id=\"red\" name=\"Ředitel\"/>\n" \
  "  </players>\n" \
  "  <board>\n" \
  "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"45\"/> <!-- ž --> <tile type=\"base.D\" x=\"1\" y=\"0\" rotation=\"1\"/>\n" \
  "  </board>\n" \
  "</scenario>\n"

#define BAD_ROTATION_ERROR \
  "f.tessera:7:5: rotation=\"45\": expected 0, 90, 180 or 270\n" \
  "f.tessera:7:64: rotation=\"1\": expected 0, 90, 180 or 270"

/* A UTF-16 file's positions count characters, as a UTF-8 file's do, with
 * a byte order mark or without. */
static void
test_utf16_positions (void)
{
  static const char *const encodings[] = { "UTF-16LE", "UTF-16BE" };

  for (guint i = 0; i < G_N_ELEMENTS (encodings); i++)
    for (guint bom = 0; bom < 2; bom++)
      {
        g_autofree char *text = g_strdup_printf (BAD_ROTATION, "UTF-16");
        g_autofree char *marked = g_strconcat (bom ? "\xef\xbb\xbf" : "", text, NULL);
        g_autofree char *converted = NULL;
        g_autofree char *message = NULL;
        gsize length;

        converted = g_convert (marked, -1, encodings[i], "UTF-8", NULL, &length, NULL);
        g_assert_nonnull (converted);
        message = load_error_sized (converted, length);
        g_assert_cmpstr (message, ==, BAD_ROTATION_ERROR);
      }
}

/* In a file declared in an 8-bit encoding, a column is a byte: the
 * letters and signs before an element count one each. */
static void
test_latin1_positions (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *latin1 = NULL;
  g_autofree char *message = NULL;
  gsize length;

  /* "Ř" and "ž" are not Latin-1: the comment takes as many characters
   * with ones that are, among them bytes that a UTF-8 reading would take
   * for continuations (° is 0xB0, £ is 0xA3). */
  g_string_printf (text, BAD_ROTATION, "ISO-8859-1");
  g_assert_cmpuint (g_string_replace (text, "Ředitel", "Rédacteur", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (text, "<!-- ž -->", "<!--é°£-->", 1), ==, 1);
  latin1 = g_convert (text->str, -1, "ISO-8859-1", "UTF-8", NULL, &length, NULL);
  g_assert_nonnull (latin1);
  message = load_error_sized (latin1, length);
  g_assert_cmpstr (message, ==, BAD_ROTATION_ERROR);
}

/* CR alone ends a line as LF and CR LF do. */
static void
test_line_ends (void)
{
  static const char *const ends[] = { "\r", "\r\n", "\n" };

  for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
    {
      g_autofree char *text = g_strdup_printf (BAD_ROTATION, "UTF-8");
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
      g_autofree char *joined = g_strjoinv (ends[i], lines);
      g_autofree char *message = load_error (joined);

      g_assert_cmpstr (message, ==, BAD_ROTATION_ERROR);
    }
}

/* A scenario written on one line: 100,000 tiles load, and the element
 * that is wrong is found at its column, counted from the line's start. */
static void
test_one_line (void)
{
  const guint n = 100000;
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                                          "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">"
                                          "<players><player id=\"red\" name=\"Ředitel\"/></players><board>");
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = NULL;
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;
  glong column;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "<tile type=\"base.U\" x=\"%u\" y=\"0\" rotation=\"90\"/>", i);
  g_string_append (text, "</board></scenario>");

  scenario = tsr_scenario_load_data (text->str, text->len, "f.tessera", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (tsr_scenario_get_position (scenario))), ==, n);

  /* The last tile turned wrong: its "<" is as many characters in as
   * come before it ("Ř" is one). */
  g_assert_true (g_str_has_suffix (text->str, "rotation=\"90\"/></board></scenario>"));
  g_string_replace (text, "y=\"0\" rotation=\"90\"/></board>", "y=\"0\" rotation=\"9\"/></board>", 1);
  column = g_utf8_strlen (text->str, g_strrstr (text->str, "<tile") - text->str) + 1;
  expected = g_strdup_printf ("f.tessera:1:%ld: rotation=\"9\": expected 0, 90, 180 or 270", column);
  message = load_error_sized (text->str, text->len);
  g_assert_cmpstr (message, ==, expected);
}

/* A missing format is said to be missing, not to be empty; an attribute
 * in another namespace is named as written, and is not the attribute of
 * that name in none. */
static void
test_names_as_written (void)
{
  g_autofree char *no_format = load_error ("<?xml version=\"1.0\"?>\n"
                                           "<scenario xmlns=\"urn:tessera:scenario:1\">\n"
                                           "  <players><player id=\"red\"/></players>\n"
                                           "  <board/>\n"
                                           "</scenario>\n");
  g_autofree char *namespaced = load_error ("<?xml version=\"1.0\"?>\n"
                                            "<scenario xmlns=\"urn:tessera:scenario:1\" xmlns:o=\"urn:o\" "
                                            "format=\"1\">\n"
                                            "  <players><player id=\"red\" o:name=\"Z\"/></players>\n"
                                            "  <board>\n"
                                            "    <tile type=\"base.D\" o:x=\"0\" y=\"0\" rotation=\"0\"/>\n"
                                            "    <o:tile/>\n"
                                            "  </board>\n"
                                            "</scenario>\n");

  g_assert_cmpstr (no_format, ==, "f.tessera:2:1: <scenario> has no format attribute; expected format=\"1\"");
  g_assert_cmpstr (namespaced, ==,
                   "f.tessera:3:12: unknown attribute o:name on <player>; expected: id name score meeples abbot "
                   "phantom holds bridges\n"
                   "f.tessera:5:5: unknown attribute o:x on <tile>; expected: type x y rotation start\n"
                   "f.tessera:5:5: <tile> needs the attribute x\n"
                   "f.tessera:6:5: <o:tile> is not in the scenario namespace urn:tessera:scenario:1");
}

/* Every number a file gives has a range, and one beyond it is refused
 * where it is written, saying the range. */
static void
test_number_ranges (void)
{
  g_autofree char *players = load_error (HEAD
    "  <rules>\n"
    "    <expansion id=\"black-dragon\"/>\n"
    "    <variant id=\"black-dragon.threshold\" value=\"2147483647\"/>\n"
    "  </rules>\n"
    "  <players>\n"
    "    <player id=\"red\" score=\"2147483647\" meeples=\"70000\"/>\n"
    "    <player id=\"blue\" score=\"1000000001\"/>\n"
    "    <removed player=\"blue\" count=\"100\"/>\n"
    "  </players>\n"
    "  <board/>\n"
    "  <expect>\n"
    "    <score player=\"red\" value=\"1000000001\"/>\n"
    "  </expect>\n"
    "</scenario>\n");

  g_assert_cmpstr (players, ==,
                   "f.tessera:5:5: the variant “black-dragon.threshold” cannot be “2147483647”; expected a whole "
                   "number from 1 to 1000000000\n"
                   "f.tessera:8:5: score=\"2147483647\": expected a number from 0 to 1000000000\n"
                   "f.tessera:8:5: meeples=\"70000\": expected a number from 0 to 99\n"
                   "f.tessera:9:5: score=\"1000000001\": expected a number from 0 to 1000000000\n"
                   "f.tessera:10:5: count=\"100\": expected a number from 0 to 99\n"
                   "f.tessera:14:5: value=\"1000000001\": expected a number from 0 to 1000000000");
}

/* A score at the top stays there when more is scored: no overflow, and
 * the position saved then loads again. */
static void
test_score_stays_at_top (void)
{
  g_autofree char *text = g_strdup_printf (HEAD
    "  <players><player id=\"red\" score=\"%d\"/><player id=\"blue\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "  <decks><tiles>base.E base.B</tiles></decks>\n"
    "  <script>\n"
    "    <place-tile x=\"0\" y=\"-1\" rotation=\"180\"/>\n"
    "    <place-figure kind=\"meeple\" at=\"S2\"/>\n"
    "    <expect><step rule=\"base.score-city\"/></expect>\n"
    "  </script>\n"
    "</scenario>\n", TSR_SCORE_MAX);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_data (text, strlen (text), "f.tessera", &error);
  g_autoptr(TsrGame) played = NULL;
  g_autoptr(TsrScenario) saved = NULL;
  g_autoptr(TsrScenario) again = NULL;
  g_autofree char *xml = NULL;

  g_assert_no_error (error);
  g_assert_true (tsr_scenario_run (scenario, &played, NULL));
  g_assert_cmpint (test_score (played, "red"), ==, TSR_SCORE_MAX);

  saved = tsr_scenario_new_from_game (played, NULL, NULL);
  xml = tsr_scenario_to_xml (saved);
  again = tsr_scenario_load_data (xml, strlen (xml), "saved.tessera", &error);
  g_assert_no_error (error);
  g_assert_cmpint (tsr_game_get_player (tsr_scenario_get_position (again), 0)->score, ==, TSR_SCORE_MAX);

  /* Set by a caller beyond the range, it is kept within it too. */
  tsr_game_set_score (played, 1, G_MAXINT32);
  g_assert_cmpint (test_score (played, "blue"), ==, TSR_SCORE_MAX);
}

/* An element inside one that holds no element says what that one holds,
 * rather than listing nothing. */
static void
test_nothing_to_list (void)
{
  g_autofree char *in_text = load_error (HEAD
    "  <description>A turn <draw/> to come.</description>\n"
    "  <players><player id=\"red\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "</scenario>\n");
  g_autofree char *in_empty = load_error (HEAD
    "  <players><player id=\"red\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "  <script><skip><draw/></skip></script>\n"
    "</scenario>\n");

  g_assert_cmpstr (in_text, ==, "f.tessera:3:23: unknown element <draw> in <description>: <description> holds text only");
  g_assert_cmpstr (in_empty, ==, "f.tessera:5:17: unknown element <draw> in <skip>: <skip> holds nothing");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/load-errors/value-with-line-break", test_value_with_line_break);
  g_test_add_func ("/core/load-errors/doctype-anywhere", test_doctype_anywhere);
  g_test_add_func ("/core/load-errors/utf16-positions", test_utf16_positions);
  g_test_add_func ("/core/load-errors/latin1-positions", test_latin1_positions);
  g_test_add_func ("/core/load-errors/line-ends", test_line_ends);
  g_test_add_func ("/core/load-errors/one-line", test_one_line);
  g_test_add_func ("/core/load-errors/names-as-written", test_names_as_written);
  g_test_add_func ("/core/load-errors/number-ranges", test_number_ranges);
  g_test_add_func ("/core/load-errors/score-stays-at-top", test_score_stays_at_top);
  g_test_add_func ("/core/load-errors/nothing-to-list", test_nothing_to_list);

  return g_test_run ();
}
