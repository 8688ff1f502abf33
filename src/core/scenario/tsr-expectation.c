/* tsr-expectation.c: what a scenario may expect, each kind in one place
 *
 * Every kind of expectation is one entry of the table at the end: its
 * element, how its attributes are read, how they are written back and
 * how it is checked against the game.  What the trace of steps says
 * (<step>, <scored>, <rejected>) is in tsr-expectation-trace.c.  The runner (tsr-scenario-run.c)
 * and the writer (tsr-scenario-save.c) only look kinds up here.
 *
 * Modules say what an expected <feature> may name besides the base
 * game's attributes (TsrFeaturePropertyDecl): those are read, written and
 * checked here too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-scenario-private.h"

#define problem tsr_scenario_reader_problem
#define fail tsr_run_fail

/* Reading and writing the attributes several kinds share */

static const char *
yes_no (gboolean value)
{
  return value ? "true" : "false";
}

static const char *
player_id (TsrRun *run,
           gint    player)
{
  return player >= 0 ? tsr_game_get_player (run->game, player)->id : _("nobody");
}

/* player= given: the player it names. */
static void
parse_player (TsrScenarioReader *reader,
              xmlNode           *node,
              TsrExpectation    *e,
              gboolean           required)
{
  e->player = tsr_scenario_reader_player (reader, node, "player");
  if (e->player >= 0)
    e->has |= TSR_HAS_PLAYER;
  else if (e->player == -1 && required)
    tsr_scenario_reader_missing (reader, node, "player");
}

static void
parse_count (TsrScenarioReader *reader,
             xmlNode           *node,
             const char        *name,
             TsrExpectation    *e)
{
  gint64 value;

  if (tsr_scenario_reader_count (reader, node, name, &value))
    e->count = value;
}

/* An optional yes/no: present="false", value="false". */
static void
parse_flag (TsrScenarioReader *reader,
            xmlNode           *node,
            const char        *name,
            TsrExpectation    *e)
{
  e->flag = TRUE;
  if (tsr_scenario_reader_has (node, name) && tsr_scenario_reader_bool (reader, node, name, TRUE, &e->flag))
    e->has |= TSR_HAS_FLAG;
}

static void
parse_place (TsrScenarioReader *reader,
             xmlNode           *node,
             TsrExpectation    *e,
             gboolean           port_required)
{
  if (tsr_scenario_reader_has (node, "x") || tsr_scenario_reader_has (node, "y") || port_required)
    if (tsr_scenario_reader_position (reader, node, &e->x, &e->y))
      e->has |= TSR_HAS_POS;
  if ((tsr_scenario_reader_has (node, "at") || port_required) &&
      tsr_scenario_reader_port (reader, node, "at", &e->port))
    e->has |= TSR_HAS_PORT;
}

static void
write_player (TsrScenarioWriter    *writer,
              const TsrScenario    *scenario,
              const TsrExpectation *e)
{
  if (e->has & TSR_HAS_PLAYER)
    tsr_scenario_writer_attr_player (writer, "player", scenario->setup, e->player);
}

static void
write_place (TsrScenarioWriter    *writer,
             const TsrExpectation *e)
{
  if (e->has & TSR_HAS_POS)
    tsr_scenario_writer_attr_pos (writer, e->x, e->y);
  if (e->has & TSR_HAS_PORT)
    tsr_scenario_writer_attr (writer, "at", tsr_port_to_string (e->port));
}

static void
write_flag (TsrScenarioWriter    *writer,
            const char           *name,
            const TsrExpectation *e)
{
  if (e->has & TSR_HAS_FLAG)
    tsr_scenario_writer_attr_bool (writer, name, e->flag);
}

/* <score player value/> */

static void
parse_score (TsrScenarioReader *reader,
             xmlNode           *node,
             TsrExpectation    *e)
{
  gint64 value;

  parse_player (reader, node, e, TRUE);
  if (tsr_scenario_reader_int (reader, node, "value", 0, TSR_SCORE_MAX, &value))
    e->count = value;
}

static void
write_score (TsrScenarioWriter    *writer,
             const TsrScenario    *scenario,
             const TsrExpectation *e)
{
  write_player (writer, scenario, e);
  tsr_scenario_writer_attr_int (writer, "value", e->count);
}

static void
check_score (TsrRun               *run,
             const TsrExpectation *e)
{
  gint32 score = tsr_game_get_player (run->game, e->player)->score;

  if (score != e->count)
    /* Translators: a scenario's check that failed; %s is a player's id ("red"), %lld the score the file
     * expects, %d the score in the game */
    fail (run, e, _("expected %s's score %lld, found %d"), player_id (run, e->player), (long long) e->count, score);
}

/* <supply player kind? count/> and <removed player kind? count/>: the
 * kind of a supply is a figure's, or a stock a module keeps (bridges). */

/* @stocks: whether the kind may also name a stock */
static void
parse_kind_count (TsrScenarioReader *reader,
                  xmlNode           *node,
                  TsrExpectation    *e,
                  gboolean           stocks)
{
  g_autofree char *kind = tsr_scenario_reader_string (node, "kind");

  parse_player (reader, node, e, TRUE);
  e->figure = TSR_FIGURE_MEEPLE;
  if (kind != NULL && stocks && tsr_player_stock_lookup (kind, &e->stock))
    {
      if (tsr_scenario_reader_require (reader, node, tsr_player_stock_get_owners (e->stock), TSR_NEED_SUPPLY, kind))
        e->has |= TSR_HAS_KIND | TSR_HAS_STOCK;
    }
  else if (kind != NULL && tsr_scenario_reader_figure (reader, node, TRUE, &e->figure))
    e->has |= TSR_HAS_KIND;
  parse_count (reader, node, "count", e);
}

static void
parse_supply (TsrScenarioReader *reader,
              xmlNode           *node,
              TsrExpectation    *e)
{
  parse_kind_count (reader, node, e, TRUE);
}

static void
parse_removed (TsrScenarioReader *reader,
               xmlNode           *node,
               TsrExpectation    *e)
{
  parse_kind_count (reader, node, e, FALSE);
}

static const char *
supply_kind (const TsrExpectation *e)
{
  return (e->has & TSR_HAS_STOCK) ? tsr_player_stock_get_decl (e->stock)->name
                                  : tsr_figure_kind_to_string (e->figure);
}

static void
write_supply (TsrScenarioWriter    *writer,
              const TsrScenario    *scenario,
              const TsrExpectation *e)
{
  write_player (writer, scenario, e);
  if (e->has & TSR_HAS_KIND)
    tsr_scenario_writer_attr (writer, "kind", supply_kind (e));
  tsr_scenario_writer_attr_int (writer, "count", e->count);
}

static void
check_supply (TsrRun               *run,
              const TsrExpectation *e)
{
  gint supply = (e->has & TSR_HAS_STOCK) ? tsr_game_get_stock (run->game, e->player, e->stock)
                                         : tsr_game_get_supply (run->game, e->player, e->figure);

  if (supply != e->count)
    /* Translators: a scenario's check that failed; %lld is the number expected, then a player's id and a
     * kind of piece as files write them ("red", "meeple"), %d the number in the game */
    fail (run, e, _("expected %lld of %s's %s in the supply, found %d"),
          (long long) e->count, player_id (run, e->player), supply_kind (e), supply);
}

static void
check_removed (TsrRun               *run,
               const TsrExpectation *e)
{
  gint removed = tsr_game_get_player (run->game, e->player)->removed[tsr_figure_kind_supply (e->figure)];

  if (removed != e->count)
    /* Translators: a scenario's check that failed; %lld is the number expected, then a player's id and a
     * kind of figure as files write them ("red", "meeple"), %d the number in the game */
    fail (run, e, _("expected %lld of %s's %s removed from the game, found %d"),
          (long long) e->count, player_id (run, e->player), tsr_figure_kind_to_string (e->figure), removed);
}

/* <figure kind player? x y at? present? STATE?/>: STATE is the attribute
 * the kind's module gives its figures' number (chances). */

static void
parse_figure (TsrScenarioReader *reader,
              xmlNode           *node,
              TsrExpectation    *e)
{
  const char *state;

  tsr_scenario_reader_figure (reader, node, FALSE, &e->figure);
  if (tsr_scenario_reader_has (node, "player"))
    parse_player (reader, node, e, FALSE);
  if (tsr_scenario_reader_position (reader, node, &e->x, &e->y))
    e->has |= TSR_HAS_POS;
  if (tsr_scenario_reader_has (node, "at") && tsr_scenario_reader_port (reader, node, "at", &e->port))
    e->has |= TSR_HAS_PORT;
  state = tsr_figure_kind_get_decl (e->figure)->state_attribute;
  if (state != NULL && tsr_scenario_reader_has (node, state) &&
      tsr_scenario_reader_int (reader, node, state, 0, tsr_figure_kind_get_decl (e->figure)->state_max, &e->count))
    e->has |= TSR_HAS_STATE;
  parse_flag (reader, node, "present", e);
}

static void
write_figure (TsrScenarioWriter    *writer,
              const TsrScenario    *scenario,
              const TsrExpectation *e)
{
  tsr_scenario_writer_attr (writer, "kind", tsr_figure_kind_to_string (e->figure));
  write_player (writer, scenario, e);
  write_place (writer, e);
  if (e->has & TSR_HAS_STATE)
    tsr_scenario_writer_attr_int (writer, tsr_figure_kind_get_decl (e->figure)->state_attribute, e->count);
  write_flag (writer, "present", e);
}

static gboolean
figure_present (TsrRun               *run,
                const TsrExpectation *e)
{
  for (guint i = 0; i < tsr_game_get_n_figures (run->game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (run->game, i);

      if (figure->kind == e->figure && figure->x == e->x && figure->y == e->y &&
          (!(e->has & TSR_HAS_PLAYER) || figure->player == e->player) &&
          (!(e->has & TSR_HAS_PORT) || figure->port == e->port) &&
          (!(e->has & TSR_HAS_STATE) || figure->state == e->count))
        return TRUE;
    }

  return FALSE;
}

static void
check_figure (TsrRun               *run,
              const TsrExpectation *e)
{
  const char *kind = tsr_figure_kind_to_string (e->figure);

  if (figure_present (run, e) == e->flag)
    return;
  if (!(e->has & TSR_HAS_PORT))
    /* Translators: a scenario's check that failed; a kind of figure as files write it ("meeple"), then a
     * position (column, row) */
    fail (run, e, e->flag ? _("expected a %s at (%d, %d), found none")
                          /* Translators: as "expected a %s at (%d, %d), found none" */
                          : _("expected no %s at (%d, %d), found one"), kind, e->x, e->y);
  else
    /* Translators: a scenario's check that failed; a kind of figure ("meeple"), a position (column, row),
     * then a port of the tile there ("N2"), ids as files write them */
    fail (run, e, e->flag ? _("expected a %s at (%d, %d) %s, found none")
                          /* Translators: as "expected a %s at (%d, %d) %s, found none" */
                          : _("expected no %s at (%d, %d) %s, found one"),
          kind, e->x, e->y, tsr_port_to_string (e->port));
}

/* <token kind x y at? present?/> and <tokens kind count/> */

static void
parse_token (TsrScenarioReader *reader,
             xmlNode           *node,
             TsrExpectation    *e)
{
  tsr_scenario_reader_token (reader, node, &e->token);
  if (tsr_scenario_reader_position (reader, node, &e->x, &e->y))
    e->has |= TSR_HAS_POS;
  if (tsr_scenario_reader_has (node, "at") && tsr_scenario_reader_port (reader, node, "at", &e->port))
    e->has |= TSR_HAS_PORT;
  parse_flag (reader, node, "present", e);
}

static void
write_token (TsrScenarioWriter    *writer,
             const TsrScenario    *scenario,
             const TsrExpectation *e)
{
  tsr_scenario_writer_attr (writer, "kind", tsr_token_kind_to_string (e->token));
  write_place (writer, e);
  write_flag (writer, "present", e);
}

/* A token of the expected kind on the tile, on the segment of the
 * expected port when one is given. */
static gboolean
token_present (TsrRun               *run,
               const TsrExpectation *e)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (run->game), e->x, e->y);

  for (guint i = 0; i < tsr_game_get_n_tokens (run->game); i++)
    {
      const TsrToken *token = tsr_game_get_token (run->game, i);

      if (token->kind != e->token || token->x != e->x || token->y != e->y)
        continue;
      if (!(e->has & TSR_HAS_PORT) ||
          (tile != NULL && tsr_placed_tile_segment_at (tile, token->port) == tsr_placed_tile_segment_at (tile, e->port)))
        return TRUE;
    }

  return FALSE;
}

static void
check_token (TsrRun               *run,
             const TsrExpectation *e)
{
  const char *kind = tsr_token_kind_to_string (e->token);

  if (token_present (run, e) == e->flag)
    return;
  if (!(e->has & TSR_HAS_PORT))
    /* Translators: a scenario's check that failed; a kind of token as files write it ("infection"), then
     * a position (column, row) */
    fail (run, e, e->flag ? _("expected a %s token at (%d, %d), found none")
                          /* Translators: as "expected a %s token at (%d, %d), found none" */
                          : _("expected no %s token at (%d, %d), found one"), kind, e->x, e->y);
  else
    /* Translators: a scenario's check that failed; a kind of token ("infection"), a position (column,
     * row), then a port of the tile there ("N2"), ids as files write them */
    fail (run, e, e->flag ? _("expected a %s token at (%d, %d) %s, found none")
                          /* Translators: as "expected a %s token at (%d, %d) %s, found none" */
                          : _("expected no %s token at (%d, %d) %s, found one"),
          kind, e->x, e->y, tsr_port_to_string (e->port));
}

static void
parse_tokens (TsrScenarioReader *reader,
              xmlNode           *node,
              TsrExpectation    *e)
{
  tsr_scenario_reader_token (reader, node, &e->token);
  parse_count (reader, node, "count", e);
}

static void
write_tokens (TsrScenarioWriter    *writer,
              const TsrScenario    *scenario,
              const TsrExpectation *e)
{
  tsr_scenario_writer_attr (writer, "kind", tsr_token_kind_to_string (e->token));
  tsr_scenario_writer_attr_int (writer, "count", e->count);
}

static void
check_tokens (TsrRun               *run,
              const TsrExpectation *e)
{
  gint supply = tsr_game_get_token_supply (run->game, e->token);

  if (supply != e->count)
    /* Translators: a scenario's check that failed; %lld is the number expected, %s a kind of token as
     * files write it ("infection"), %d the number in the game */
    fail (run, e, g_dngettext (GETTEXT_PACKAGE, "expected %lld %s token in the supply, found %d",
                               "expected %lld %s tokens in the supply, found %d", (gulong) e->count),
          (long long) e->count, tsr_token_kind_to_string (e->token), supply);
}

/* <feature x y at complete? broken? tiles? points? PROPERTY?…/> */

static void
parse_feature (TsrScenarioReader *reader,
               xmlNode           *node,
               TsrExpectation    *e)
{
  parse_place (reader, node, e, TRUE);
  if (tsr_scenario_reader_has (node, "complete") &&
      tsr_scenario_reader_bool (reader, node, "complete", FALSE, &e->flag))
    e->has |= TSR_HAS_COMPLETE;
  if (tsr_scenario_reader_has (node, "broken") && tsr_scenario_reader_bool (reader, node, "broken", FALSE, &e->broken))
    e->has |= TSR_HAS_BROKEN;
  if (tsr_scenario_reader_has (node, "tiles") && tsr_scenario_reader_count (reader, node, "tiles", &e->tiles))
    e->has |= TSR_HAS_TILES;
  if (tsr_scenario_reader_has (node, "points") && tsr_scenario_reader_int (reader, node, "points", 0, TSR_SCORE_MAX, &e->points))
    e->has |= TSR_HAS_POINTS;

  for (guint i = 0; i < tsr_feature_property_count (); i++)
    {
      const char *name = tsr_feature_property_get_decl (i)->name;
      gboolean value;

      /* The grammar says when it needs a module not in play. */
      if (tsr_scenario_reader_has (node, name) && tsr_game_has_any_module (reader->game, tsr_feature_property_get_owners (i)) &&
          tsr_scenario_reader_bool (reader, node, name, FALSE, &value))
        {
          e->properties |= 1u << i;
          e->values |= (guint32) value << i;
        }
    }
}

static void
write_feature (TsrScenarioWriter    *writer,
               const TsrScenario    *scenario,
               const TsrExpectation *e)
{
  write_place (writer, e);
  if (e->has & TSR_HAS_COMPLETE)
    tsr_scenario_writer_attr_bool (writer, "complete", e->flag);
  for (guint i = 0; i < tsr_feature_property_count (); i++)
    if (e->properties & (1u << i))
      tsr_scenario_writer_attr_bool (writer, tsr_feature_property_get_decl (i)->name, (e->values >> i) & 1);
  if (e->has & TSR_HAS_BROKEN)
    tsr_scenario_writer_attr_bool (writer, "broken", e->broken);
  if (e->has & TSR_HAS_TILES)
    tsr_scenario_writer_attr_int (writer, "tiles", e->tiles);
  if (e->has & TSR_HAS_POINTS)
    tsr_scenario_writer_attr_int (writer, "points", e->points);
}

/* "expected the city at (0, 0) N2 complete="true", found false" */
static void
check_feature_flag (TsrRun               *run,
                    const TsrExpectation *e,
                    const TsrFeatureInfo *info,
                    const char           *name,
                    gboolean              expected,
                    gboolean              found)
{
  if (expected != found)
    /* Translators: a scenario's check that failed; a kind of feature ("city"), a position (column, row), a
     * port ("N2"), an attribute, the value expected and the value found, all as files write them */
    fail (run, e, _("expected the %s at (%d, %d) %s %s=\"%s\", found %s"),
          tsr_feature_kind_to_string (info->kind), e->x, e->y, tsr_port_to_string (e->port), name,
          yes_no (expected), yes_no (found));
}

static void
check_feature (TsrRun               *run,
               const TsrExpectation *e)
{
  const char *kind;
  TsrFeatureInfo info;
  int element = tsr_game_feature_element (run->game, e->x, e->y, e->port);

  if (element < 0 || !tsr_game_get_feature (run->game, e->x, e->y, e->port, &info))
    {
      /* Translators: a scenario's check that failed; (%d, %d) is a position (column, row), %s a port as
       * files write it ("N2") */
      fail (run, e, _("expected a feature at (%d, %d) %s, found none"), e->x, e->y, tsr_port_to_string (e->port));
      return;
    }

  kind = tsr_feature_kind_to_string (info.kind);
  if (e->has & TSR_HAS_COMPLETE)
    check_feature_flag (run, e, &info, "complete", e->flag, info.complete);
  for (guint i = 0; i < tsr_feature_property_count (); i++)
    if (e->properties & (1u << i))
      check_feature_flag (run, e, &info, tsr_feature_property_get_decl (i)->name, (e->values >> i) & 1,
                          tsr_feature_property_get_decl (i)->get (run->game, element));
  /* Broken: can never be completed, whatever the reason. */
  if (e->has & TSR_HAS_BROKEN)
    check_feature_flag (run, e, &info, "broken", e->broken, (info.flags & TSR_FEATURE_FLAG_NEVER_COMPLETE) != 0);
  if ((e->has & TSR_HAS_TILES) && info.tiles != e->tiles)
    /* Translators: a scenario's check that failed; a kind of feature ("city"), a position (column, row), a
     * port ("N2"), the number of tiles expected and the number in the game */
    fail (run, e, g_dngettext (GETTEXT_PACKAGE, "expected the %s at (%d, %d) %s to cover %lld tile, found %u",
                               "expected the %s at (%d, %d) %s to cover %lld tiles, found %u", (gulong) e->tiles),
          kind, e->x, e->y, tsr_port_to_string (e->port), (long long) e->tiles, info.tiles);
  if ((e->has & TSR_HAS_POINTS) && info.points != e->points)
    {
      g_autofree char *expr = tsr_score_expr_to_string (&info.expr);

      /* Translators: a scenario's check that failed; a kind of feature ("city"), a position, a port
       * ("N2"), the points expected, the points in the game and their sum ("2 tiles × 2 = 4") */
      fail (run, e, g_dngettext (GETTEXT_PACKAGE, "expected the %s at (%d, %d) %s to be worth %lld point, found %d (%s)",
                                 "expected the %s at (%d, %d) %s to be worth %lld points, found %d (%s)",
                                 (gulong) e->points),
            kind, e->x, e->y, tsr_port_to_string (e->port), (long long) e->points, info.points, expr);
    }
}

/* <turn player? phase?/> */

static void
parse_turn (TsrScenarioReader *reader,
            xmlNode           *node,
            TsrExpectation    *e)
{
  parse_player (reader, node, e, FALSE);
  if (tsr_scenario_reader_has (node, "phase") && tsr_scenario_reader_phase (reader, node, &e->phase))
    e->has |= TSR_HAS_PHASE;
}

static void
write_turn (TsrScenarioWriter    *writer,
            const TsrScenario    *scenario,
            const TsrExpectation *e)
{
  write_player (writer, scenario, e);
  if (e->has & TSR_HAS_PHASE)
    tsr_scenario_writer_attr (writer, "phase", tsr_phase_to_string (e->phase));
}

static void
check_turn (TsrRun               *run,
            const TsrExpectation *e)
{
  TsrGame *game = run->game;

  if ((e->has & TSR_HAS_PLAYER) && tsr_game_get_active (game) != e->player)
    /* Translators: a scenario's check that failed; the id of the player whose turn is expected, then of
     * the player whose turn it is ("red") */
    fail (run, e, _("expected %s's turn, found %s's"),
          player_id (run, e->player), player_id (run, tsr_game_get_active (game)));
  if ((e->has & TSR_HAS_PHASE) && tsr_game_get_phase (game) != e->phase)
    /* Translators: a scenario's check that failed; the phase of the turn expected, then the phase in the
     * game, as files write them ("place-tile") */
    fail (run, e, _("expected the phase %s, found %s"),
          tsr_phase_to_string (e->phase), tsr_phase_to_string (tsr_game_get_phase (game)));
}

/* <pending choice player?/> */

static void
parse_pending (TsrScenarioReader *reader,
               xmlNode           *node,
               TsrExpectation    *e)
{
  g_autofree char *choice = tsr_scenario_reader_string (node, "choice");

  parse_player (reader, node, e, FALSE);
  if (choice == NULL)
    tsr_scenario_reader_missing (reader, node, "choice");
  else if (!tsr_choice_kind_from_string (choice, &e->choice))
    {
      g_autofree char *names = tsr_choice_kind_list ();

      /* Translators: an error in a scenario file; the value the file gives, then the list of values it may
       * give; keep choice= as it is */
      problem (reader, node, _("choice=\"%s\": expected one of: %s"), choice, names);
    }
}

static void
write_pending (TsrScenarioWriter    *writer,
               const TsrScenario    *scenario,
               const TsrExpectation *e)
{
  tsr_scenario_writer_attr (writer, "choice", tsr_choice_kind_to_string (e->choice));
  write_player (writer, scenario, e);
}

static void
check_pending (TsrRun               *run,
               const TsrExpectation *e)
{
  const TsrChoice *choice = tsr_game_get_choice (run->game);

  if (choice->kind != e->choice || ((e->has & TSR_HAS_PLAYER) && choice->player != e->player))
    /* Translators: a scenario's check that failed; a kind of choice ("place-figure") and a player's id
     * ("red"), twice: what is expected, then what the game waits for */
    fail (run, e, _("expected the choice %s for %s, found %s for %s"),
          tsr_choice_kind_to_string (e->choice),
          player_id (run, (e->has & TSR_HAS_PLAYER) ? e->player : choice->player),
          tsr_choice_kind_to_string (choice->kind), player_id (run, choice->player));
}

/* <options count/>: how many answers the pending choice has, as the
 * window offers them (tsr_game_list_options). */

static void
parse_options (TsrScenarioReader *reader,
               xmlNode           *node,
               TsrExpectation    *e)
{
  parse_count (reader, node, "count", e);
}

static void
write_options (TsrScenarioWriter    *writer,
               const TsrScenario    *scenario,
               const TsrExpectation *e)
{
  tsr_scenario_writer_attr_int (writer, "count", e->count);
}

static void
check_options (TsrRun               *run,
               const TsrExpectation *e)
{
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));

  tsr_game_list_options (run->game, options);
  if (options->len != e->count)
    /* Translators: a scenario's check that failed; %lld is the number of answers expected, %u the number
     * the game offers */
    fail (run, e, g_dngettext (GETTEXT_PACKAGE, "expected %lld answer to the pending choice, found %u",
                               "expected %lld answers to the pending choice, found %u", (gulong) e->count),
          (long long) e->count, options->len);
}

/* <placements tile count/> */

static void
parse_placements (TsrScenarioReader *reader,
                  xmlNode           *node,
                  TsrExpectation    *e)
{
  e->tile = tsr_scenario_reader_tile_type (reader, node, "tile", TRUE);
  parse_count (reader, node, "count", e);
}

static void
write_placements (TsrScenarioWriter    *writer,
                  const TsrScenario    *scenario,
                  const TsrExpectation *e)
{
  tsr_scenario_writer_attr (writer, "tile", e->tile->id);
  tsr_scenario_writer_attr_int (writer, "count", e->count);
}

static void
check_placements (TsrRun               *run,
                  const TsrExpectation *e)
{
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (TsrPlacement));

  tsr_game_list_placements (run->game, e->tile, placements);
  if (placements->len != e->count)
    /* Translators: a scenario's check that failed; %lld is the number expected, %s a tile's id ("base.D"),
     * %u the number the game finds */
    fail (run, e, g_dngettext (GETTEXT_PACKAGE, "expected %lld legal placement of %s, found %u",
                               "expected %lld legal placements of %s, found %u", (gulong) e->count),
          (long long) e->count, e->tile->id, placements->len);
}

/* <legal tile x y rotation value?/> */

static void
parse_legal (TsrScenarioReader *reader,
             xmlNode           *node,
             TsrExpectation    *e)
{
  e->tile = tsr_scenario_reader_tile_type (reader, node, "tile", TRUE);
  if (tsr_scenario_reader_position (reader, node, &e->x, &e->y))
    e->has |= TSR_HAS_POS;
  tsr_scenario_reader_rotation (reader, node, &e->rotation);
  parse_flag (reader, node, "value", e);
}

static void
write_legal (TsrScenarioWriter    *writer,
             const TsrScenario    *scenario,
             const TsrExpectation *e)
{
  tsr_scenario_writer_attr (writer, "tile", e->tile->id);
  tsr_scenario_writer_attr_pos (writer, e->x, e->y);
  tsr_scenario_writer_attr_int (writer, "rotation", e->rotation * 90);
  write_flag (writer, "value", e);
}

static void
check_legal (TsrRun               *run,
             const TsrExpectation *e)
{
  g_autoptr(GError) why = NULL;
  gboolean legal = tsr_game_check_placement (run->game, e->tile, e->x, e->y, e->rotation, &why);

  if (legal != e->flag)
    /* Translators: a scenario's check that failed; %s is a tile's id ("base.D"), (%d, %d) a position
     * (column, row), %d° the tile's rotation */
    fail (run, e, legal ? _("expected %s at (%d, %d) turned %d° to be illegal, found it legal")
                        /* Translators: a scenario's check that failed; a tile's id ("base.D"), a position
                         * (column, row), the rotation, then why the rules refuse it */
                        : _("expected %s at (%d, %d) turned %d° to be legal, found it illegal: %s"),
          e->tile->id, e->x, e->y, e->rotation * 90, why != NULL ? why->message : "");
}

/* <can-place kind at x? y? value?/> */

static void
parse_can_place (TsrScenarioReader *reader,
                 xmlNode           *node,
                 TsrExpectation    *e)
{
  tsr_scenario_reader_figure (reader, node, TRUE, &e->figure);
  parse_place (reader, node, e, FALSE);
  if (!(e->has & TSR_HAS_PORT))
    tsr_scenario_reader_port (reader, node, "at", &e->port);
  parse_flag (reader, node, "value", e);
}

static void
write_can_place (TsrScenarioWriter    *writer,
                 const TsrScenario    *scenario,
                 const TsrExpectation *e)
{
  tsr_scenario_writer_attr (writer, "kind", tsr_figure_kind_to_string (e->figure));
  tsr_scenario_writer_attr (writer, "at", tsr_port_to_string (e->port));
  if (e->has & TSR_HAS_POS)
    tsr_scenario_writer_attr_pos (writer, e->x, e->y);
  write_flag (writer, "value", e);
}

/* Whether the active player may place the figure now: only while a choice
 * offers figures, on the tile placed this turn. */
static gboolean
can_place (TsrRun               *run,
           const TsrExpectation *e)
{
  g_autoptr(GArray) options = NULL;
  TsrAction action;

  tsr_action_init (&action, TSR_ACTION_PLACE_FIGURE);
  action.figure = e->figure;
  action.port = e->port;
  action.has_pos = (e->has & TSR_HAS_POS) != 0;
  action.x = e->x;
  action.y = e->y;
  if (tsr_game_get_choice (run->game)->kind == TSR_CHOICE_FIGURE)
    return tsr_game_check_figure (run->game, &action, NULL);

  /* A module's own step of placing figures: the placement must be among
   * its answers. */
  options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  tsr_game_list_options (run->game, options);
  for (guint i = 0; i < options->len; i++)
    {
      const TsrAction *option = &g_array_index (options, TsrAction, i);

      const TsrBoard *board = tsr_game_get_board (run->game);

      if (option->kind == TSR_ACTION_PLACE_FIGURE && option->figure == e->figure &&
          (!action.has_pos || (option->x == e->x && option->y == e->y)) &&
          tsr_board_segment_at (board, option->x, option->y, option->port) ==
          tsr_board_segment_at (board, option->x, option->y, e->port))
        return TRUE;
    }

  return FALSE;
}

static void
check_can_place (TsrRun               *run,
                 const TsrExpectation *e)
{
  if (can_place (run, e) != e->flag)
    /* Translators: a scenario's check that failed; the first %s is a kind of figure ("meeple"), the second
     * a port ("N2"), as files write them */
    fail (run, e, e->flag ? _("expected the active player to be allowed a %s at %s, found it refused")
                          /* Translators: a scenario's check that failed; the first %s is a kind of figure
                           * ("meeple"), the second a port ("N2"), as files write them */
                          : _("expected the active player not to be allowed a %s at %s, found it allowed"),
          tsr_figure_kind_to_string (e->figure), tsr_port_to_string (e->port));
}

/* The table */

static const TsrExpectDecl expectations[] = {
  { "score", parse_score, write_score, check_score },
  { "supply", parse_supply, write_supply, check_supply },
  { "removed", parse_removed, write_supply, check_removed },
  { "figure", parse_figure, write_figure, check_figure },
  { "token", parse_token, write_token, check_token },
  { "tokens", parse_tokens, write_tokens, check_tokens },
  { "feature", parse_feature, write_feature, check_feature },
  { "turn", parse_turn, write_turn, check_turn },
  { "pending", parse_pending, write_pending, check_pending },
  { "options", parse_options, write_options, check_options },
  { "placements", parse_placements, write_placements, check_placements },
  { "legal", parse_legal, write_legal, check_legal },
  { "can-place", parse_can_place, write_can_place, check_can_place },
};

/* Returns: (nullable): the kind of expectation the element @name is */
const TsrExpectDecl *
tsr_expect_lookup (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (expectations); i++)
    if (strcmp (expectations[i].name, name) == 0)
      return &expectations[i];
  for (guint i = 0; tsr_expect_trace_decls[i].name != NULL; i++)
    if (strcmp (tsr_expect_trace_decls[i].name, name) == 0)
      return &tsr_expect_trace_decls[i];

  return NULL;
}

/**
 * tsr_scenario_read_expect:
 *
 * Reads an <expect> block.  An element the grammar does not have was
 * reported already.
 *
 * Returns: (transfer full): the script item
 */
TsrScriptItem *
tsr_scenario_read_expect (TsrScenarioReader *reader,
                          xmlNode           *expect)
{
  TsrScriptItem *item = g_new0 (TsrScriptItem, 1);

  item->is_expect = TRUE;
  item->expectations = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_expectation_free);
  tsr_xml_node_position (expect, &item->line, &item->column);

  for (xmlNode *node = expect->children; node != NULL; node = node->next)
    {
      const TsrExpectDecl *decl;
      TsrExpectation *e;

      if (node->type != XML_ELEMENT_NODE || !tsr_scenario_reader_is (node, (const char *) node->name) ||
          (decl = tsr_expect_lookup ((const char *) node->name)) == NULL)
        continue;

      e = g_new0 (TsrExpectation, 1);
      e->decl = decl;
      e->player = -1;
      e->port = TSR_PORT_NONE;
      tsr_xml_node_position (node, &e->line, &e->column);
      decl->parse (reader, node, e);
      g_ptr_array_add (item->expectations, e);
    }

  return item;
}
