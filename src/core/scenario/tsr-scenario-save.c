/* tsr-scenario-save.c: writing a scenario in its canonical form
 *
 * The same scenario always gives the same bytes: sections in the order of
 * the format, elements in the order the game holds them, each module's
 * after the base game's in module order, attributes in a fixed order,
 * defaults left out, two spaces of indentation.  Saving to a file writes
 * a temporary file and renames it over the old one, so a failure halfway
 * leaves the old file as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-file.h"
#include "tsr-scenario-private.h"

static void
indent (TsrScenarioWriter *w)
{
  for (guint i = 0; i < w->depth; i++)
    g_string_append (w->out, "  ");
}

void
tsr_scenario_writer_line (TsrScenarioWriter *w,
                          const char        *format,
                          ...)
{
  va_list args;

  indent (w);
  va_start (args, format);
  g_string_append_vprintf (w->out, format, args);
  va_end (args);
  g_string_append_c (w->out, '\n');
}

#define line tsr_scenario_writer_line

/* Appends @text escaped so that a parser reads it back unchanged: a parser
 * turns a CR or CR LF into LF everywhere, and a TAB, LF or CR inside an
 * attribute into a space, unless they are written as character
 * references.  g_markup_escape_text() leaves those three as they are. */
static void
append_escaped (GString    *out,
                const char *text,
                gboolean    attribute)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  for (const char *p = escaped; *p != '\0'; p++)
    if (*p == '\r' || (attribute && (*p == '\t' || *p == '\n')))
      g_string_append_printf (out, "&#%d;", *p);
    else
      g_string_append_c (out, *p);
}

void
tsr_scenario_writer_attr (TsrScenarioWriter *w,
                          const char        *name,
                          const char        *value)
{
  g_string_append_printf (w->attrs, " %s=\"", name);
  append_escaped (w->attrs, value, TRUE);
  g_string_append_c (w->attrs, '"');
}

void
tsr_scenario_writer_attr_int (TsrScenarioWriter *w,
                              const char        *name,
                              gint64             value)
{
  g_string_append_printf (w->attrs, " %s=\"%" G_GINT64_FORMAT "\"", name, value);
}

void
tsr_scenario_writer_attr_pos (TsrScenarioWriter *w,
                              gint32             x,
                              gint32             y)
{
  tsr_scenario_writer_attr_int (w, "x", x);
  tsr_scenario_writer_attr_int (w, "y", y);
}

void
tsr_scenario_writer_attr_bool (TsrScenarioWriter *w,
                               const char        *name,
                               gboolean           value)
{
  tsr_scenario_writer_attr (w, name, value ? "true" : "false");
}

/* A player's id as the attribute @name. */
void
tsr_scenario_writer_attr_player (TsrScenarioWriter *w,
                                 const char        *name,
                                 const TsrGame     *game,
                                 gint               player)
{
  tsr_scenario_writer_attr (w, name, tsr_game_get_player (game, player)->id);
}

/* An empty element with the attributes given since the last one, on a
 * line of its own. */
void
tsr_scenario_writer_element (TsrScenarioWriter *w,
                             const char        *name)
{
  line (w, "<%s%s/>", name, w->attrs->str);
  g_string_truncate (w->attrs, 0);
}

/* <NAME>a b c</NAME>, with the attributes given since the last element. */
void
tsr_scenario_writer_list (TsrScenarioWriter *w,
                          const char        *name,
                          GPtrArray         *items)
{
  indent (w);
  g_string_append_printf (w->out, "<%s%s>", name, w->attrs->str);
  for (guint i = 0; i < items->len; i++)
    g_string_append_printf (w->out, "%s%s", i > 0 ? " " : "", (const char *) g_ptr_array_index (items, i));
  g_string_append_printf (w->out, "</%s>\n", name);
  g_string_truncate (w->attrs, 0);
}

static void
text_element (TsrScenarioWriter *w,
              const char        *name,
              const char        *text)
{
  indent (w);
  g_string_append_printf (w->out, "<%s>", name);
  append_escaped (w->out, text, FALSE);
  g_string_append_printf (w->out, "</%s>\n", name);
}

/* The position */

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
write_rules (TsrScenarioWriter *w,
             const TsrGame     *game)
{
  g_autoptr(GPtrArray) variants = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, game->st.variants);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (variants, key);
  g_ptr_array_sort (variants, compare_strings);

  if (game->st.modules == 1u << TSR_MODULE_BASE && variants->len == 0)
    return;

  line (w, "<rules>");
  w->depth++;
  /* A module on only because another needs it comes with that one. */
  TSR_FOREACH_MODULE_ON (game, m)
    if (m != TSR_MODULE_BASE && tsr_game_module_chosen (game, m))
      {
        tsr_scenario_writer_attr (w, "id", tsr_module_get (m)->id);
        tsr_scenario_writer_element (w, "expansion");
      }
  for (guint i = 0; i < variants->len; i++)
    {
      const char *id = g_ptr_array_index (variants, i);

      tsr_scenario_writer_attr (w, "id", id);
      tsr_scenario_writer_attr (w, "value", g_hash_table_lookup (game->st.variants, id));
      tsr_scenario_writer_element (w, "variant");
    }
  w->depth--;
  line (w, "</rules>");
}

/* How many of the figures of the modules in play the player owns, where
 * it is not what a module gives, the stocks set, and the modules' flags. */
static void
write_player_attributes (TsrScenarioWriter *w,
                         const TsrGame     *game,
                         const TsrPlayer   *p)
{
  for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
    {
      const TsrFigureDecl *decl = tsr_figure_kind_get_decl (kind);

      if (decl->owned_attribute != NULL && (tsr_figure_kind_get_owners (kind) & game->st.modules) &&
          p->owned[kind] != decl->owned)
        tsr_scenario_writer_attr_int (w, decl->owned_attribute, p->owned[kind]);
    }

  for (guint s = 0; s < tsr_player_stock_count (); s++)
    if ((p->stocks_set & (1u << s)) && (tsr_player_stock_get_owners (s) & game->st.modules))
      tsr_scenario_writer_attr_int (w, tsr_player_stock_get_decl (s)->attribute, p->stocks[s]);

  for (guint f = 0; f < tsr_player_flag_count (); f++)
    {
      const TsrPlayerFlagDecl *decl = tsr_player_flag_get_decl (f);

      if (p->flags & *decl->bit)
        tsr_scenario_writer_attr (w, decl->attribute, decl->value);
    }
}

static void
write_players (TsrScenarioWriter *w,
               const TsrGame     *game)
{
  line (w, "<players>");
  w->depth++;
  for (guint i = 0; i < game->st.players->len; i++)
    {
      const TsrPlayer *p = &g_array_index (game->st.players, TsrPlayer, i);

      tsr_scenario_writer_attr (w, "id", p->id);
      if (strcmp (p->name, p->id) != 0)
        tsr_scenario_writer_attr (w, "name", p->name);
      if (p->score != 0)
        tsr_scenario_writer_attr_int (w, "score", p->score);
      write_player_attributes (w, game, p);
      tsr_scenario_writer_element (w, "player");
    }

  for (guint i = 0; i < game->st.players->len; i++)
    {
      const TsrPlayer *p = &g_array_index (game->st.players, TsrPlayer, i);

      for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
        if (p->removed[kind] != 0)
          {
            tsr_scenario_writer_attr (w, "player", p->id);
            tsr_scenario_writer_attr (w, "kind", tsr_figure_kind_to_string (kind));
            tsr_scenario_writer_attr_int (w, "count", p->removed[kind]);
            tsr_scenario_writer_element (w, "removed");
          }
    }
  w->depth--;
  line (w, "</players>");
}

static void
write_figure (TsrScenarioWriter *w,
              const TsrGame     *game,
              const TsrFigure   *figure)
{
  const TsrFigureDecl *decl = tsr_figure_kind_get_decl (figure->kind);

  tsr_scenario_writer_attr (w, "kind", tsr_figure_kind_to_string (figure->kind));
  if (figure->player >= 0)
    tsr_scenario_writer_attr_player (w, "player", game, figure->player);
  tsr_scenario_writer_attr_pos (w, figure->x, figure->y);
  if (figure->port != TSR_PORT_NONE)
    tsr_scenario_writer_attr (w, "at", tsr_port_to_string (figure->port));
  if (decl->state_attribute != NULL && figure->state > 0)
    tsr_scenario_writer_attr_int (w, decl->state_attribute, figure->state);
  if (figure->player >= 0 && figure->piece != tsr_figure_kind_supply (figure->kind))
    tsr_scenario_writer_attr (w, "piece", tsr_figure_kind_to_string (figure->piece));
  tsr_scenario_writer_element (w, "figure");
}

/* With the phase past placing the tile, the tile placed this turn is
 * written last: that is how the format says which it is. */
static void
write_board (TsrScenarioWriter *w,
             const TsrGame     *game)
{
  const TsrBoard *board = game->st.board;
  guint n = tsr_board_get_n_tiles (board);
  gint last = game->st.placed && game->st.placed_index < n ? (gint) game->st.placed_index : -1;

  if (n == 0 && game->st.figures->len == 0)
    {
      line (w, "<board/>");
      return;
    }

  line (w, "<board>");
  w->depth++;
  for (guint k = 0; k <= n; k++)
    {
      guint i = k;
      const TsrPlacedTile *tile;

      if (k == n)
        {
          if (last < 0)
            break;
          i = last;
        }
      else if ((gint) k == last)
        continue;

      tile = tsr_board_get_nth (board, i);
      tsr_scenario_writer_attr (w, "type", tile->type->id);
      tsr_scenario_writer_attr_pos (w, tile->x, tile->y);
      tsr_scenario_writer_attr_int (w, "rotation", tile->rotation * 90);
      tsr_scenario_writer_element (w, "tile");
    }

  TSR_FOREACH_MODULE_ON (game, m)
    if (tsr_module_get (m)->save_board != NULL)
      tsr_module_get (m)->save_board (w, game);

  for (guint i = 0; i < game->st.figures->len; i++)
    write_figure (w, game, &g_array_index (game->st.figures, TsrFigure, i));

  for (guint i = 0; i < game->st.tokens->len; i++)
    {
      const TsrToken *token = &g_array_index (game->st.tokens, TsrToken, i);

      tsr_scenario_writer_attr (w, "kind", tsr_token_kind_to_string (token->kind));
      tsr_scenario_writer_attr_pos (w, token->x, token->y);
      tsr_scenario_writer_attr (w, "at", tsr_port_to_string (token->port));
      tsr_scenario_writer_element (w, "token");
    }
  w->depth--;
  line (w, "</board>");
}

/* Whether the modules in play keep their decks as the box gives them. */
static gboolean
module_decks_default (const TsrGame *game)
{
  TSR_FOREACH_MODULE_ON (game, m)
    if (tsr_module_get (m)->decks_default != NULL && !tsr_module_get (m)->decks_default (game))
      return FALSE;

  return TRUE;
}

/* The deck is written out only when it is not what the format gives by
 * default (the whole box, shuffled with the seed when there is one). */
static void
write_decks (TsrScenarioWriter *w,
             const TsrScenario *scenario)
{
  const TsrGame *game = scenario->setup;
  g_autoptr(TsrGame) fresh = tsr_game_copy_state (game);
  g_autoptr(GRand) rand = scenario->has_shuffle ? g_rand_new_with_seed (scenario->shuffle) : NULL;
  guint n = tsr_game_get_deck_size (game);
  gboolean is_default, modules_default;

  tsr_game_fill_deck (fresh, rand);
  is_default = tsr_game_get_deck_size (fresh) == n;
  for (guint i = 0; i < n && is_default; i++)
    is_default = tsr_game_get_deck_tile (fresh, i) == tsr_game_get_deck_tile (game, i);

  modules_default = module_decks_default (game);
  if (is_default && modules_default && !scenario->has_shuffle)
    return;

  if (is_default && modules_default)
    {
      line (w, "<decks shuffle=\"%u\"/>", scenario->shuffle);
      return;
    }

  /* A listed deck is not shuffled again, so the seed goes with the box. */
  if (is_default && scenario->has_shuffle)
    line (w, "<decks shuffle=\"%u\">", scenario->shuffle);
  else
    line (w, "<decks>");
  w->depth++;
  if (!is_default || !scenario->has_shuffle)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new ();

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (ids, tsr_game_get_deck_tile (game, i)->id);
      tsr_scenario_writer_list (w, "tiles", ids);
    }
  if (!modules_default)
    TSR_FOREACH_MODULE_ON (game, m)
      if (tsr_module_get (m)->save_decks != NULL)
        tsr_module_get (m)->save_decks (w, game);
  w->depth--;
  line (w, "</decks>");
}

static void
write_turn (TsrScenarioWriter *w,
            const TsrGame     *game)
{
  TsrPhase phase = tsr_game_get_phase (game);

  if (game->st.players->len == 0)
    return;

  /* A finished game is written where it last stood: the end of a turn.
   * The format has no phase for what follows a placement (a module's step
   * waiting for an answer): the tile is down, so the figure step is the
   * nearest it can say. */
  if (phase == TSR_PHASE_GAME_OVER)
    phase = TSR_PHASE_END;
  if (phase == TSR_PHASE_PLACE_TILE && game->st.drawn == NULL && game->st.placed)
    phase = TSR_PHASE_PLACE_FIGURE;

  tsr_scenario_writer_attr_player (w, "player", game, game->st.active);
  tsr_scenario_writer_attr (w, "phase", tsr_phase_to_string (phase));
  if (phase == TSR_PHASE_PLACE_TILE && game->st.drawn != NULL)
    tsr_scenario_writer_attr (w, "drawn", game->st.drawn->id);
  tsr_scenario_writer_element (w, "turn");
}

/* The script */

static void
write_expect (TsrScenarioWriter   *w,
              const TsrScenario   *scenario,
              const TsrScriptItem *item)
{
  if (item->expectations->len == 0)
    {
      line (w, "<expect/>");
      return;
    }

  line (w, "<expect>");
  w->depth++;
  for (guint i = 0; i < item->expectations->len; i++)
    {
      const TsrExpectation *e = g_ptr_array_index (item->expectations, i);

      e->decl->write (w, scenario, e);
      tsr_scenario_writer_element (w, e->decl->name);
    }
  w->depth--;
  line (w, "</expect>");
}

/**
 * tsr_expectation_to_xml:
 * @scenario: the scenario @expectation belongs to (or will): its players
 *   give the ids written
 *
 * Returns: (transfer full): @expectation as one element of an <expect>
 *   block, the way the scenario is saved, on one line without its end
 */
char *
tsr_expectation_to_xml (const TsrScenario    *scenario,
                        const TsrExpectation *expectation)
{
  g_autoptr(GString) attrs = g_string_new (NULL);
  TsrScenarioWriter w = { g_string_new (NULL), attrs, 0 };

  expectation->decl->write (&w, scenario, expectation);
  tsr_scenario_writer_element (&w, expectation->decl->name);
  /* The writer ends every element with a line break; one element alone
   * goes into whatever its caller puts it. */
  g_string_truncate (w.out, w.out->len - 1);

  return g_string_free (w.out, FALSE);
}

/**
 * tsr_scenario_to_xml:
 *
 * Returns: (transfer full): the scenario in its canonical form
 */
char *
tsr_scenario_to_xml (const TsrScenario *scenario)
{
  g_autoptr(GString) attrs = g_string_new (NULL);
  TsrScenarioWriter w = { g_string_new (NULL), attrs, 0 };
  const TsrGame *game = scenario->setup;

  g_string_append (w.out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  line (&w, "<scenario xmlns=\"" TSR_SCENARIO_NS "\" format=\"1\">");
  w.depth++;

  if (scenario->title != NULL)
    text_element (&w, "title", scenario->title);
  if (scenario->description != NULL)
    text_element (&w, "description", scenario->description);
  write_rules (&w, game);
  write_players (&w, game);
  write_board (&w, game);
  write_decks (&w, scenario);
  write_turn (&w, game);

  if (scenario->script->len > 0)
    {
      line (&w, "<script>");
      w.depth++;
      for (guint i = 0; i < scenario->script->len; i++)
        {
          const TsrScriptItem *item = g_ptr_array_index (scenario->script, i);

          if (item->is_expect)
            write_expect (&w, scenario, item);
          else
            tsr_scenario_write_action (&w, scenario, item);
        }
      w.depth--;
      line (&w, "</script>");
    }
  if (scenario->expect != NULL)
    write_expect (&w, scenario, scenario->expect);

  w.depth--;
  line (&w, "</scenario>");

  return g_string_free (w.out, FALSE);
}

/* Whether XML 1.0 cannot carry @c, not even as a character reference: a
 * control character other than TAB, LF and CR, U+FFFE, U+FFFF. */
static gboolean
is_unwritable (gunichar c)
{
  return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xfffe || c == 0xffff;
}

/* Returns: the first character of @text that is_unwritable(), or 0 */
static gunichar
unwritable_char (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    if (is_unwritable (g_utf8_get_char (p)))
      return g_utf8_get_char (p);

  return 0;
}

/**
 * tsr_scenario_writable_text:
 *
 * Returns: (transfer full): @text without the characters a scenario file
 *   cannot hold (see tsr_scenario_check_text()), for where people type
 */
char *
tsr_scenario_writable_text (const char *text)
{
  GString *kept = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!is_unwritable (g_utf8_get_char (p)))
      g_string_append_unichar (kept, g_utf8_get_char (p));

  return g_string_free (kept, FALSE);
}

/**
 * tsr_scenario_check_text:
 *
 * Whether the scenario's words (its title, its description, the players'
 * names) can be written to a file that loads again.  A form feed or any
 * other control character but TAB, LF and CR cannot: XML 1.0 has no way
 * to write it.  Rather than dropping it silently, saving is refused.
 *
 * Returns: %TRUE, or %FALSE with @error set (%TSR_SCENARIO_ERROR_UNWRITABLE_TEXT)
 *   naming the text and the character
 */
gboolean
tsr_scenario_check_text (const TsrScenario  *scenario,
                         GError            **error)
{
  const TsrGame *game = scenario->setup;
  gunichar c;

  if ((c = unwritable_char (scenario->title)) != 0)
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_UNWRITABLE_TEXT,
                   /* Translators: U+%04X is a character's code, as in U+000C (a form feed) */
                   _("The title holds a control character (U+%04X) that a scenario file cannot hold; "
                     "remove it to save"), c);
      return FALSE;
    }

  if ((c = unwritable_char (scenario->description)) != 0)
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_UNWRITABLE_TEXT,
                   /* Translators: U+%04X is a character's code, as in U+000C (a form feed) */
                   _("The description holds a control character (U+%04X) that a scenario file cannot "
                     "hold; remove it to save"), c);
      return FALSE;
    }

  for (guint i = 0; i < game->st.players->len; i++)
    {
      const TsrPlayer *p = &g_array_index (game->st.players, TsrPlayer, i);

      if ((c = unwritable_char (p->name)) != 0)
        {
          g_autoptr(GString) shown = g_string_new (NULL);

          /* The character itself would not show, or would break the
           * message's line. */
          for (const char *q = p->name; *q != '\0'; q = g_utf8_next_char (q))
            g_string_append_unichar (shown, is_unwritable (g_utf8_get_char (q)) ? 0xfffd : g_utf8_get_char (q));

          g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_UNWRITABLE_TEXT,
                       /* Translators: %s is a player's name, where the character shows as �; U+%04X
                        * is the character's code, as in U+000C (a form feed) */
                       _("The player name “%s” holds a control character (U+%04X) that a scenario "
                         "file cannot hold; remove it to save"), shown->str, c);
          return FALSE;
        }
    }

  return TRUE;
}

/**
 * tsr_scenario_save_file:
 *
 * Writes the canonical form to @path with tsr_file_replace(): through a
 * symbolic link, keeping the file's permissions, atomically.  Words that
 * tsr_scenario_check_text() refuses leave the file as it was.
 */
gboolean
tsr_scenario_save_file (const TsrScenario  *scenario,
                        const char         *path,
                        GError            **error)
{
  g_autofree char *xml = NULL;
  g_autoptr(GError) local = NULL;

  if (!tsr_scenario_check_text (scenario, error))
    return FALSE;

  xml = tsr_scenario_to_xml (scenario);
  if (!tsr_file_replace (path, xml, strlen (xml), &local))
    {
      g_set_error_literal (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO, local->message);
      return FALSE;
    }

  return TRUE;
}
