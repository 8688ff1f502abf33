/* tsr-scenario-save.c: writing a scenario in its canonical form
 *
 * The same scenario always gives the same bytes: sections in the order of
 * the format page, elements in the order the game holds them, attributes
 * in a fixed order, defaults left out, two spaces of indentation.  Saving
 * to a file writes a temporary file and renames it over the old one, so a
 * failure halfway leaves the old file as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-scenario-private.h"
#include "expansions/tsr-covid.h"
#include "expansions/tsr-disasters.h"

typedef struct
{
  GString *out;
  guint    depth;
} Writer;

static void
indent (Writer *w)
{
  for (guint i = 0; i < w->depth; i++)
    g_string_append (w->out, "  ");
}

G_GNUC_PRINTF (2, 3)
static void
line (Writer     *w,
      const char *format,
      ...)
{
  va_list args;

  indent (w);
  va_start (args, format);
  g_string_append_vprintf (w->out, format, args);
  va_end (args);
  g_string_append_c (w->out, '\n');
}

static void
attr (GString    *out,
      const char *name,
      const char *value)
{
  g_autofree char *escaped = g_markup_escape_text (value, -1);

  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

static void
attr_int (GString    *out,
          const char *name,
          gint64      value)
{
  g_string_append_printf (out, " %s=\"%" G_GINT64_FORMAT "\"", name, value);
}

static void
attr_pos (GString *out,
          gint32   x,
          gint32   y)
{
  attr_int (out, "x", x);
  attr_int (out, "y", y);
}

static void
attr_bool (GString    *out,
           const char *name,
           gboolean    value)
{
  attr (out, name, value ? "true" : "false");
}

/* An empty element with its attributes, on a line of its own. */
static void
element (Writer     *w,
         const char *name,
         GString    *attrs)
{
  line (w, "<%s%s/>", name, attrs->str);
  g_string_truncate (attrs, 0);
}

static void
text_element (Writer     *w,
              const char *name,
              const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  line (w, "<%s>%s</%s>", name, escaped, name);
}

/* The position */

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
write_rules (Writer        *w,
             const TsrGame *game)
{
  g_autoptr(GPtrArray) variants = g_ptr_array_new ();
  g_autoptr(GString) attrs = g_string_new (NULL);
  GHashTableIter iter;
  gpointer key;
  guint modules = 0;

  for (TsrModuleId m = 1; m < TSR_N_MODULES; m++)
    modules += tsr_game_module_on (game, m);
  g_hash_table_iter_init (&iter, game->st.variants);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (variants, key);
  g_ptr_array_sort (variants, compare_strings);

  if (modules == 0 && variants->len == 0)
    return;

  line (w, "<rules>");
  w->depth++;
  for (TsrModuleId m = 1; m < TSR_N_MODULES; m++)
    if (tsr_game_module_on (game, m))
      {
        attr (attrs, "id", tsr_module_get (m)->id);
        element (w, "expansion", attrs);
      }
  for (guint i = 0; i < variants->len; i++)
    {
      const char *id = g_ptr_array_index (variants, i);

      attr (attrs, "id", id);
      attr (attrs, "value", g_hash_table_lookup (game->st.variants, id));
      element (w, "variant", attrs);
    }
  w->depth--;
  line (w, "</rules>");
}

static void
write_players (Writer        *w,
               const TsrGame *game)
{
  g_autoptr(GString) attrs = g_string_new (NULL);

  line (w, "<players>");
  w->depth++;
  for (guint i = 0; i < game->st.players->len; i++)
    {
      const TsrPlayer *p = &g_array_index (game->st.players, TsrPlayer, i);

      attr (attrs, "id", p->id);
      if (strcmp (p->name, p->id) != 0)
        attr (attrs, "name", p->name);
      if (p->score != 0)
        attr_int (attrs, "score", p->score);
      if (p->owned[TSR_FIGURE_MEEPLE] != 7)
        attr_int (attrs, "meeples", p->owned[TSR_FIGURE_MEEPLE]);
      if (tsr_game_module_on (game, TSR_MODULE_ABBOT) && p->owned[TSR_FIGURE_ABBOT] != 1)
        attr_int (attrs, "abbot", p->owned[TSR_FIGURE_ABBOT]);
      if (tsr_game_module_on (game, TSR_MODULE_PHANTOM) && p->owned[TSR_FIGURE_PHANTOM] != 1)
        attr_int (attrs, "phantom", p->owned[TSR_FIGURE_PHANTOM]);
      if (p->holds & TSR_PLAYER_HOLDS_RAINBOW_BRIDGE)
        attr (attrs, "holds", "rainbow-bridge");
      element (w, "player", attrs);
    }

  for (guint i = 0; i < game->st.players->len; i++)
    {
      const TsrPlayer *p = &g_array_index (game->st.players, TsrPlayer, i);

      for (TsrFigureKind kind = 0; kind < TSR_N_FIGURE_KINDS; kind++)
        if (p->removed[kind] != 0)
          {
            attr (attrs, "player", p->id);
            attr (attrs, "kind", tsr_figure_kind_to_string (kind));
            attr_int (attrs, "count", p->removed[kind]);
            element (w, "removed", attrs);
          }
    }
  w->depth--;
  line (w, "</players>");
}

/* With the phase past placing the tile, the tile placed this turn is
 * written last: that is how the format says which it is. */
static void
write_board (Writer        *w,
             const TsrGame *game)
{
  const TsrBoard *board = game->st.board;
  g_autoptr(GString) attrs = g_string_new (NULL);
  guint n = tsr_board_get_n_tiles (board);
  gint last = game->st.placed && game->st.placed_index < n ? (gint) game->st.placed_index : -1;
  gint32 x, y;
  gboolean spread;
  gint flooder;

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
      attr (attrs, "type", tile->type->id);
      attr_pos (attrs, tile->x, tile->y);
      attr_int (attrs, "rotation", tile->rotation * 90);
      element (w, "tile", attrs);
    }

  for (guint i = 0; i < n; i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);

      if (tile->bridge == TSR_AXIS_NONE)
        continue;
      attr_pos (attrs, tile->x, tile->y);
      attr (attrs, "axis", tile->bridge == TSR_AXIS_NS ? "ns" : "ew");
      if (tile->rainbow)
        attr (attrs, "rainbow", "true");
      element (w, "bridge", attrs);
    }

  if (tsr_game_get_flood (game, &x, &y, &spread, &flooder))
    {
      attr_pos (attrs, x, y);
      attr (attrs, "spread", spread ? "true" : "false");
      if (!spread)
        attr (attrs, "player", g_array_index (game->st.players, TsrPlayer, flooder).id);
      element (w, "flood", attrs);
    }

  for (guint i = 0; i < game->st.anchors->len; i++)
    {
      const TsrFlagAnchor *anchor = &g_array_index (game->st.anchors, TsrFlagAnchor, i);

      if (!(anchor->flags & TSR_FEATURE_FLAG_BROKEN))
        continue;
      attr_pos (attrs, anchor->where.x, anchor->where.y);
      attr (attrs, "at", tsr_port_to_string (anchor->where.port));
      element (w, "broken", attrs);
    }

  for (guint i = 0; i < game->st.figures->len; i++)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);

      attr (attrs, "kind", tsr_figure_kind_to_string (figure->kind));
      if (figure->player >= 0)
        attr (attrs, "player", g_array_index (game->st.players, TsrPlayer, figure->player).id);
      attr_pos (attrs, figure->x, figure->y);
      if (figure->port != TSR_PORT_NONE)
        attr (attrs, "at", tsr_port_to_string (figure->port));
      if (figure->kind == TSR_FIGURE_GLADIATOR && figure->chances > 0)
        attr_int (attrs, "chances", figure->chances);
      if (figure->kind == TSR_FIGURE_GLADIATOR && figure->phantom)
        attr (attrs, "piece", "phantom");
      element (w, "figure", attrs);
    }

  for (guint i = 0; i < game->st.tokens->len; i++)
    {
      const TsrToken *token = &g_array_index (game->st.tokens, TsrToken, i);

      attr (attrs, "kind", tsr_token_kind_to_string (token->kind));
      attr_pos (attrs, token->x, token->y);
      attr (attrs, "at", tsr_port_to_string (token->port));
      element (w, "token", attrs);
    }
  w->depth--;
  line (w, "</board>");
}

/* <tests> and <tests-discard>, top first and in the order drawn. */
static void
write_cards (Writer        *w,
             const char    *name,
             GArray        *cards)
{
  indent (w);
  g_string_append_printf (w->out, "<%s>", name);
  for (guint i = 0; i < cards->len; i++)
    g_string_append_printf (w->out, "%s%s", i > 0 ? " " : "",
                            tsr_test_card_to_string (g_array_index (cards, TsrTestCard, i)));
  g_string_append_printf (w->out, "</%s>\n", name);
}

/* The deck is written out only when it is not what the format gives by
 * default (the whole box, shuffled with the seed when there is one). */
static void
write_decks (Writer            *w,
             const TsrScenario *scenario)
{
  const TsrGame *game = scenario->setup;
  g_autoptr(TsrGame) fresh = tsr_game_copy_state (game);
  g_autoptr(GRand) rand = scenario->has_shuffle ? g_rand_new_with_seed (scenario->shuffle) : NULL;
  guint n = tsr_game_get_deck_size (game);
  gboolean is_default, tests_default;

  tsr_game_fill_deck (fresh, rand);
  is_default = tsr_game_get_deck_size (fresh) == n;
  for (guint i = 0; i < n && is_default; i++)
    is_default = tsr_game_get_deck_tile (fresh, i) == tsr_game_get_deck_tile (game, i);

  tests_default = tsr_game_tests_are_default (game);
  if (is_default && tests_default && !scenario->has_shuffle)
    return;

  if (is_default && tests_default)
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
      indent (w);
      g_string_append (w->out, "<tiles>");
      for (guint i = 0; i < n; i++)
        g_string_append_printf (w->out, "%s%s", i > 0 ? " " : "", tsr_game_get_deck_tile (game, i)->id);
      g_string_append (w->out, "</tiles>\n");
    }
  if (!tests_default)
    {
      g_autoptr(GArray) tests = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
      g_autoptr(GArray) discards = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));

      tsr_game_get_tests (game, tests, discards);
      write_cards (w, "tests", tests);
      if (discards->len > 0)
        write_cards (w, "tests-discard", discards);
    }
  w->depth--;
  line (w, "</decks>");
}

static void
write_turn (Writer        *w,
            const TsrGame *game)
{
  g_autoptr(GString) attrs = g_string_new (NULL);
  TsrPhase phase = tsr_game_get_phase (game);

  if (game->st.players->len == 0)
    return;

  /* A finished game is written where it last stood: the end of a turn.
   * The format has no phase for what follows a placement (a spread of
   * COVID-19 waiting for its token): the tile is down, so the figure step
   * is the nearest it can say. */
  if (phase == TSR_PHASE_GAME_OVER)
    phase = TSR_PHASE_END;
  if (phase == TSR_PHASE_PLACE_TILE && game->st.drawn == NULL && game->st.placed)
    phase = TSR_PHASE_PLACE_FIGURE;

  attr (attrs, "player", g_array_index (game->st.players, TsrPlayer, game->st.active).id);
  attr (attrs, "phase", tsr_phase_to_string (phase));
  if (phase == TSR_PHASE_PLACE_TILE && game->st.drawn != NULL)
    attr (attrs, "drawn", game->st.drawn->id);
  element (w, "turn", attrs);
}

/* The script */

static const char *
player_id (const TsrScenario *scenario,
           gint               player)
{
  return tsr_game_get_player (scenario->setup, player)->id;
}

static void
write_action (Writer              *w,
              const TsrScenario   *scenario,
              const TsrScriptItem *item)
{
  const TsrAction *a = &item->action;
  g_autoptr(GString) attrs = g_string_new (NULL);

  if (item->has & TSR_HAS_TILE)
    attr (attrs, "tile", a->tile->id);
  if (a->kind == TSR_ACTION_PLACE_FIGURE)
    attr (attrs, "kind", tsr_figure_kind_to_string (a->figure));
  if (item->has & TSR_HAS_POS)
    attr_pos (attrs, a->x, a->y);
  if (a->kind == TSR_ACTION_PLACE_TILE)
    attr_int (attrs, "rotation", a->rotation * 90);
  if (a->kind == TSR_ACTION_PLACE_BRIDGE)
    attr (attrs, "axis", a->axis == TSR_AXIS_NS ? "ns" : "ew");
  if (a->port != TSR_PORT_NONE)
    attr (attrs, "at", tsr_port_to_string (a->port));
  if (a->kind == TSR_ACTION_SCORE_FIRST && (item->has & TSR_HAS_PLAYER))
    attr (attrs, "player", player_id (scenario, a->player));
  if (item->has & TSR_HAS_TAKE)
    {
      attr_int (attrs, "take-x", a->take_x);
      attr_int (attrs, "take-y", a->take_y);
      attr (attrs, "take-at", tsr_port_to_string (a->take_port));
    }

  element (w, tsr_action_kind_to_string (a->kind), attrs);
}

static void
write_expectation (Writer               *w,
                   const TsrScenario    *scenario,
                   const TsrExpectation *e)
{
  g_autoptr(GString) attrs = g_string_new (NULL);

  switch (e->kind)
    {
    case TSR_EXPECT_SCORE:
      attr (attrs, "player", player_id (scenario, e->player));
      attr_int (attrs, "value", e->count);
      break;

    case TSR_EXPECT_SUPPLY:
    case TSR_EXPECT_REMOVED:
      attr (attrs, "player", player_id (scenario, e->player));
      if (e->has & TSR_HAS_KIND)
        attr (attrs, "kind", tsr_figure_kind_to_string (e->figure));
      attr_int (attrs, "count", e->count);
      break;

    case TSR_EXPECT_FIGURE:
    case TSR_EXPECT_TOKEN:
      attr (attrs, "kind", e->kind == TSR_EXPECT_TOKEN ? e->token : tsr_figure_kind_to_string (e->figure));
      if (e->has & TSR_HAS_PLAYER)
        attr (attrs, "player", player_id (scenario, e->player));
      attr_pos (attrs, e->x, e->y);
      if (e->has & TSR_HAS_PORT)
        attr (attrs, "at", tsr_port_to_string (e->port));
      if (e->has & TSR_HAS_CHANCES)
        attr_int (attrs, "chances", e->count);
      if (e->has & TSR_HAS_FLAG)
        attr_bool (attrs, "present", e->flag);
      break;

    case TSR_EXPECT_TOKENS:
      attr (attrs, "kind", e->token);
      attr_int (attrs, "count", e->count);
      break;

    case TSR_EXPECT_FEATURE:
      attr_pos (attrs, e->x, e->y);
      attr (attrs, "at", tsr_port_to_string (e->port));
      if (e->has & TSR_HAS_COMPLETE)
        attr_bool (attrs, "complete", e->complete);
      if (e->has & TSR_HAS_INFECTED)
        attr_bool (attrs, "infected", e->infected);
      if (e->has & TSR_HAS_BROKEN)
        attr_bool (attrs, "broken", e->broken);
      if (e->has & TSR_HAS_DESTROYED)
        attr_bool (attrs, "destroyed", e->destroyed);
      if (e->has & TSR_HAS_TILES)
        attr_int (attrs, "tiles", e->tiles);
      if (e->has & TSR_HAS_POINTS)
        attr_int (attrs, "points", e->points);
      break;

    case TSR_EXPECT_TURN:
      if (e->has & TSR_HAS_PLAYER)
        attr (attrs, "player", player_id (scenario, e->player));
      if (e->has & TSR_HAS_PHASE)
        attr (attrs, "phase", tsr_phase_to_string (e->phase));
      break;

    case TSR_EXPECT_PENDING:
      attr (attrs, "choice", tsr_choice_kind_to_string (e->choice));
      if (e->has & TSR_HAS_PLAYER)
        attr (attrs, "player", player_id (scenario, e->player));
      break;

    case TSR_EXPECT_PLACEMENTS:
      attr (attrs, "tile", e->tile->id);
      attr_int (attrs, "count", e->count);
      break;

    case TSR_EXPECT_LEGAL:
      attr (attrs, "tile", e->tile->id);
      attr_pos (attrs, e->x, e->y);
      attr_int (attrs, "rotation", e->rotation * 90);
      if (e->has & TSR_HAS_FLAG)
        attr_bool (attrs, "value", e->flag);
      break;

    case TSR_EXPECT_CAN_PLACE:
      attr (attrs, "kind", tsr_figure_kind_to_string (e->figure));
      attr (attrs, "at", tsr_port_to_string (e->port));
      if (e->has & TSR_HAS_POS)
        attr_pos (attrs, e->x, e->y);
      if (e->has & TSR_HAS_FLAG)
        attr_bool (attrs, "value", e->flag);
      break;

    case TSR_EXPECT_STEP:
      attr (attrs, "rule", e->rule);
      break;

    case TSR_EXPECT_REJECTED:
      if (e->has & TSR_HAS_CODE)
        attr (attrs, "code", e->code);
      break;

    case TSR_N_EXPECTS:
    default:
      g_assert_not_reached ();
    }

  element (w, tsr_expect_names[e->kind], attrs);
}

static void
write_expect (Writer              *w,
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
    write_expectation (w, scenario, g_ptr_array_index (item->expectations, i));
  w->depth--;
  line (w, "</expect>");
}

/**
 * tsr_scenario_to_xml:
 *
 * Returns: (transfer full): the scenario in its canonical form
 */
char *
tsr_scenario_to_xml (const TsrScenario *scenario)
{
  Writer w = { g_string_new (NULL), 0 };
  const TsrGame *game = scenario->setup;

  g_string_append (w.out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  line (&w, "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">");
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
            write_action (&w, scenario, item);
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

/**
 * tsr_scenario_save_file:
 *
 * Writes the canonical form to @path atomically: into a temporary file
 * next to it, synced, then renamed over it.
 */
gboolean
tsr_scenario_save_file (const TsrScenario  *scenario,
                        const char         *path,
                        GError            **error)
{
  g_autofree char *xml = tsr_scenario_to_xml (scenario);
  g_autoptr(GError) local = NULL;

  if (!g_file_set_contents_full (path, xml, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0644, &local))
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO, "%s", local->message);
      return FALSE;
    }

  return TRUE;
}
