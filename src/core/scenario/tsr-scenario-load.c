/* tsr-scenario-load.c: reading a scenario file
 *
 * Reading goes in three passes over an untrusted file: libxml2 parses it
 * with the safe options of tsr-xml.c; the RELAX NG grammar (the core's
 * with every module's part, tsr-schema.c) checks its shape, and says for
 * any element or attribute it does not have what it has instead; then
 * the loader checks its meaning (a tile id that exists, a port the tile
 * has, a player that was declared…) while building the position into a
 * new game, each module reading its own elements.  Every problem is kept
 * with its line and column; where the grammar and the meaning check both
 * report something on one line, the more precise sentence of the meaning
 * check is kept.  Nothing is handed back unless the whole file is right,
 * so a failed load changes nothing the caller holds.
 *
 * The script and the expectations are read in tsr-scenario-script.c and
 * tsr-expectation.c, the attributes in tsr-scenario-reader.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-file.h"
#include "tsr-posmap.h"
#include "tsr-scenario-private.h"
#include "tsr-schema.h"

G_DEFINE_QUARK (tsr-scenario-error-quark, tsr_scenario_error)

#define problem tsr_scenario_reader_problem
#define is_element tsr_scenario_reader_is

/* Rules */

/* The modules a file may switch on, "covid, black-dragon…": the fan
 * expansions first, as people look for them. */
static char *
expansion_list (void)
{
  GString *list = g_string_new (NULL);
  const TsrRulebook *rulebook = tsr_rulebook_get_default ();

  for (guint fan = 0; fan < 2; fan++)
    for (guint i = 1; i < tsr_module_count (); i++)
      {
        const TsrModuleText *text = tsr_rulebook_lookup_module (rulebook, tsr_module_get (i)->id);

        if ((g_strcmp0 (text->kind, "fan") == 0) == (fan == 0))
          g_string_append_printf (list, "%s%s", list->len > 0 ? ", " : "", tsr_module_get (i)->id);
      }

  return g_string_free (list, FALSE);
}

static void
load_variant (TsrScenarioReader *reader,
              xmlNode           *node)
{
  g_autofree char *id = tsr_scenario_reader_string (node, "id");
  g_autofree char *value = tsr_scenario_reader_string (node, "value");
  const TsrVariant *variant;

  if (id == NULL || value == NULL)
    {
      tsr_scenario_reader_missing (reader, node, id == NULL ? "id" : "value");
      return;
    }

  variant = tsr_rulebook_lookup_variant (tsr_rulebook_get_default (), id);
  if (variant == NULL)
    {
      /* Translators: an error in a scenario file; %s is the variant id the file gives */
      problem (reader, node, _("unknown variant “%s”; the rule text lists every variant"), id);
      return;
    }
  if (!tsr_game_has_module (reader->game, variant->module))
    {
      /* Translators: an error in a scenario file; the first %s is a variant id, the second the id of the
       * expansion it belongs to, both as files write them; keep <rules> as it is */
      problem (reader, node, _("the variant “%s” belongs to the expansion “%s”, which <rules> does not switch on"),
               id, variant->module);
      return;
    }
  if (!tsr_variant_accepts (variant, value))
    {
      g_autoptr(GString) values = g_string_new (NULL);

      for (guint i = 0; i < variant->values->len; i++)
        g_string_append_printf (values, "%s%s", i > 0 ? ", " : "",
                                ((TsrVariantValue *) g_ptr_array_index (variant->values, i))->id);
      if (variant->integer)
        /* Translators: a variant id, the value the file gives it, and the largest value allowed */
        problem (reader, node, _("the variant “%s” cannot be “%s”; expected a whole number from 1 to %d"), id, value,
                 TSR_SCORE_MAX);
      else
        /* Translators: an error in a scenario file; the first %s is a variant id, the second the value the
         * file gives it, the third the list of the values it may take */
        problem (reader, node, _("the variant “%s” cannot be “%s”; expected one of: %s"), id, value, values->str);
      return;
    }

  tsr_game_set_variant (reader->game, id, value, NULL);
}

static void
load_rules (TsrScenarioReader *reader)
{
  xmlNode *node = NULL;

  /* Every expansion first: a variant may come before its expansion. */
  while (tsr_scenario_reader_next (reader, "rules", "expansion", &node))
    {
      g_autofree char *id = tsr_scenario_reader_string (node, "id");
      TsrModuleId module;

      if (id == NULL)
        tsr_scenario_reader_missing (reader, node, "id");
      else if (!tsr_module_lookup (id, &module))
        {
          g_autofree char *known = expansion_list ();

          /* Translators: an error in a scenario file; the first %s is the expansion id the file gives, the
           * second the list of the ids files may give */
          problem (reader, node, _("unknown expansion “%s”; expected one of: %s"), id, known);
        }
      else
        tsr_game_enable_module (reader->game, id, NULL);
    }

  node = NULL;
  while (tsr_scenario_reader_next (reader, "rules", "variant", &node))
    load_variant (reader, node);
}

/* Players */

static gboolean
flag_taken (TsrGame *game,
            guint    bit)
{
  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    if (tsr_game_get_player (game, p)->flags & bit)
      return TRUE;

  return FALSE;
}

/* What the modules in play say of a player: how many of their figures
 * the player owns, their stocks and their flags. */
static void
load_player_attributes (TsrScenarioReader *reader,
                        xmlNode           *node,
                        guint              index)
{
  for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
    {
      const TsrFigureDecl *decl = tsr_figure_kind_get_decl (kind);
      gint64 value;

      if (decl->owned_attribute == NULL || !tsr_scenario_reader_has (node, decl->owned_attribute))
        continue;
      /* The grammar says when it needs a module not in play. */
      if (tsr_game_has_any_module (reader->game, tsr_figure_kind_get_owners (kind)) &&
          tsr_scenario_reader_int (reader, node, decl->owned_attribute, 0, TSR_PLAYER_MAX_FIGURES, &value))
        tsr_game_set_owned (reader->game, index, kind, value);
    }

  for (guint s = 0; s < tsr_player_stock_count (); s++)
    {
      const TsrPlayerStockDecl *decl = tsr_player_stock_get_decl (s);
      gint64 value;

      if (!tsr_scenario_reader_has (node, decl->attribute))
        continue;
      /* The grammar says when it needs a module not in play. */
      if (!tsr_game_has_any_module (reader->game, tsr_player_stock_get_owners (s)) ||
          !tsr_scenario_reader_count (reader, node, decl->attribute, &value))
        continue;
      if (value > decl->max)
        /* Translators: an error in a scenario file; %s is the name of an attribute, %lld the number the
         * file gives it, %d the largest number it may be; keep %s="%lld" as it is */
        problem (reader, node, _("%s=\"%lld\": expected at most %d"), decl->attribute, (long long) value,
                 decl->max);
      else
        tsr_game_set_stock (reader->game, index, s, value);
    }

  for (guint f = 0; f < tsr_player_flag_count (); f++)
    {
      const TsrPlayerFlagDecl *decl = tsr_player_flag_get_decl (f);
      g_autofree char *value = tsr_scenario_reader_string (node, decl->attribute);
      g_autoptr(GError) error = NULL;

      /* The grammar says when it needs a module not in play. */
      if (value == NULL || !tsr_game_has_any_module (reader->game, tsr_player_flag_get_owners (f)))
        continue;
      if (strcmp (value, decl->value) != 0)
        /* Translators: an error in a scenario file; the first %s is the name of an attribute, the second
         * the value the file gives it, the third the only value it may have; keep %s="%s" as it is */
        problem (reader, node, _("%s=\"%s\": expected %s"), decl->attribute, value, decl->value);
      else if (decl->unique != NULL && flag_taken (reader->game, *decl->bit))
        problem (reader, node, "%s", _(decl->unique));
      else if (!decl->set (reader->game, index, TRUE, &error))
        problem (reader, node, "%s", error->message);
    }
}

static void
load_players (TsrScenarioReader *reader)
{
  xmlNode *node = NULL;

  while (tsr_scenario_reader_next (reader, "players", "player", &node))
    {
      g_autofree char *id = tsr_scenario_reader_string (node, "id");
      g_autofree char *name = tsr_scenario_reader_string (node, "name");
      gint64 value;
      guint index;

      if (id == NULL)
        {
          tsr_scenario_reader_missing (reader, node, "id");
          continue;
        }
      if (tsr_game_find_player (reader->game, id) >= 0)
        {
          /* Translators: an error in a scenario file; %s is the player id the file gives twice */
          problem (reader, node, _("a second player “%s”; each player id is used once"), id);
          continue;
        }

      index = tsr_game_add_player (reader->game, id, name);
      if (tsr_scenario_reader_has (node, "score") &&
          tsr_scenario_reader_int (reader, node, "score", 0, TSR_SCORE_MAX, &value))
        tsr_game_set_score (reader->game, index, value);
      load_player_attributes (reader, node, index);
    }

  /* A scenario without <players> at all is told so by find_sections(). */
  if (tsr_game_get_n_players (reader->game) == 0 && reader->sections[TSR_SECTION_PLAYERS] != NULL)
    problem (reader, reader->sections[TSR_SECTION_PLAYERS],
             _("<players> lists no player; expected at least one <player>"));

  node = NULL;
  while (tsr_scenario_reader_next (reader, "players", "removed", &node))
    {
      TsrFigureKind kind = TSR_FIGURE_MEEPLE;
      gint player = tsr_scenario_reader_player (reader, node, "player");
      gint64 count;

      if (player == -1)
        tsr_scenario_reader_missing (reader, node, "player");
      if (tsr_scenario_reader_has (node, "kind") && !tsr_scenario_reader_figure (reader, node, TRUE, &kind))
        continue;
      if (tsr_scenario_reader_int (reader, node, "count", 0, TSR_PLAYER_MAX_FIGURES, &count) && player >= 0)
        tsr_game_set_removed (reader->game, player, kind, count);
    }
}

/* The board */

/* Notes where a tile or figure was written, for the checker. */
static void
remember_position (GArray  *lines,
                   xmlNode *node)
{
  guint line, column;

  tsr_xml_node_position (node, &line, &column);
  g_array_append_val (lines, line);
  g_array_append_val (lines, column);
}

static void
load_tiles (TsrScenarioReader *reader)
{
  g_autoptr(GHashTable) taken = g_hash_table_new (tsr_pos_key_hash, g_int64_equal);
  g_autoptr(GPtrArray) tiles = g_ptr_array_new ();
  g_autoptr(GArray) keys = NULL;
  xmlNode *node = NULL, *start = NULL;

  while (tsr_scenario_reader_next (reader, "board", "tile", &node))
    {
      gboolean is_start = FALSE;

      tsr_scenario_reader_bool (reader, node, "start", FALSE, &is_start);
      if (is_start && start != NULL)
        problem (reader, node, _("a second start tile; expected start=\"true\" on one tile at most"));
      else if (is_start)
        start = node;
    }

  /* The start tile goes first: the first tile listed, unless another
   * says start="true". */
  node = NULL;
  while (tsr_scenario_reader_next (reader, "board", "tile", &node))
    if (node != start)
      g_ptr_array_add (tiles, node);
  if (start != NULL)
    g_ptr_array_insert (tiles, 0, start);

  keys = g_array_sized_new (FALSE, FALSE, sizeof (gint64), tiles->len);
  g_array_set_size (keys, tiles->len);
  for (guint i = 0; i < tiles->len; i++)
    {
      xmlNode *tile = g_ptr_array_index (tiles, i);
      const TsrTileType *type = tsr_scenario_reader_tile_type (reader, tile, "type", TRUE);
      gint32 x, y;
      guint8 rotation = 0;
      gint64 *key = &g_array_index (keys, gint64, i);
      xmlNode *first;
      guint line, column;

      if (!tsr_scenario_reader_position (reader, tile, &x, &y) ||
          !tsr_scenario_reader_rotation (reader, tile, &rotation) || type == NULL)
        continue;

      *key = TSR_POS_KEY (x, y);
      first = g_hash_table_lookup (taken, key);
      if (first != NULL)
        {
          tsr_xml_node_position (first, &line, &column);
          /* Translators: an error in a scenario file; (%d, %d) is a position (column, row), %u the line of
           * the file where the first tile at that position is */
          problem (reader, tile, _("a second tile at (%d, %d); the first is on line %u"), x, y, line);
          continue;
        }
      g_hash_table_insert (taken, key, tile);

      tsr_game_setup_tile (reader->game, type, x, y, rotation, NULL);
      remember_position (reader->scenario->tile_lines, tile);
    }
}

static void
load_tokens (TsrScenarioReader *reader)
{
  xmlNode *node = NULL;

  while (tsr_scenario_reader_next (reader, "board", "token", &node))
    {
      TsrPort port = TSR_PORT_NONE;
      TsrTokenKind kind;
      gint32 x, y;

      if (tsr_scenario_reader_token (reader, node, &kind) && tsr_scenario_reader_position (reader, node, &x, &y) &&
          tsr_scenario_reader_port (reader, node, "at", &port) && tsr_scenario_reader_place (reader, node, x, y, port))
        {
          tsr_game_setup_token (reader->game, kind, x, y, port, NULL);
          remember_position (reader->scenario->token_lines, node);
        }
    }
}

/* Where a figure stands: a whole tile for a neutral figure, a feature it
 * can stand on for a player's. */
static gboolean
load_figure_place (TsrScenarioReader *reader,
                   xmlNode           *node,
                   TsrFigure         *figure)
{
  const TsrPlacedTile *tile;
  TsrFeatureKind feature;

  if (tsr_figure_kind_is_neutral (figure->kind))
    {
      if (figure->player >= 0 || tsr_scenario_reader_has (node, "at"))
        {
          /* Translators: an error in a scenario file; %s is the kind of figure as files write it ("black-
           * dragon"); keep player= and at= as they are */
          problem (reader, node, _("the %s belongs to no player and stands on a whole tile; "
                                   "expected no player= and no at="),
                   tsr_figure_kind_to_string (figure->kind));
          return FALSE;
        }
      return tsr_scenario_reader_tile (reader, node, figure->x, figure->y);
    }

  if (figure->player < 0)
    return tsr_scenario_reader_missing (reader, node, "player");
  if (!tsr_scenario_reader_port (reader, node, "at", &figure->port) ||
      !tsr_scenario_reader_place (reader, node, figure->x, figure->y, figure->port))
    return FALSE;

  tile = tsr_board_get (reader->game->st.board, figure->x, figure->y);
  feature = tsr_placed_tile_segment_kind (tile, tsr_placed_tile_segment_at (tile, figure->port));
  if (!tsr_figure_kind_can_stand (figure->kind, feature))
    {
      /* Translators: an error in a scenario file; the first %s is the kind of figure the file gives, the
       * second the kind of feature it would stand on ("city"), both as files write them; keep kind="%s" as
       * it is */
      problem (reader, node, _("kind=\"%s\" cannot stand on a %s; expected a port of a feature it can stand on"),
               tsr_figure_kind_to_string (figure->kind), tsr_feature_kind_to_string (feature));
      return FALSE;
    }

  return TRUE;
}

/* The supply a figure stands for, and the number its module gives it. */
static gboolean
load_figure_extras (TsrScenarioReader *reader,
                    xmlNode           *node,
                    TsrFigure         *figure)
{
  const TsrFigureDecl *decl = tsr_figure_kind_get_decl (figure->kind);
  g_autofree char *piece = tsr_scenario_reader_string (node, "piece");
  gint64 state = 0;

  figure->piece = tsr_figure_kind_supply (figure->kind);
  if (piece != NULL && (!tsr_figure_kind_from_string (piece, &figure->piece) ||
                        !tsr_figure_kind_can_be (figure->kind, figure->piece)))
    {
      /* Translators: an error in a scenario file; the first %s is the value the file gives, the second the
       * kind of figure as files write it ("meeple"); keep piece="%s" as it is */
      problem (reader, node, _("piece=\"%s\": a %s cannot stand for that"), piece,
               tsr_figure_kind_to_string (figure->kind));
      return FALSE;
    }

  for (guint k = 0; k < tsr_figure_kind_count (); k++)
    {
      const char *attribute = tsr_figure_kind_get_decl (k)->state_attribute;

      if (attribute != NULL && attribute != decl->state_attribute && tsr_scenario_reader_has (node, attribute))
        {
          /* Translators: an error in a scenario file; the first %s is the name of an attribute the file
           * gives, the second the kind of figure as files write it ("meeple"), which has no such attribute */
          problem (reader, node, _("%s=: a %s has none"), attribute, tsr_figure_kind_to_string (figure->kind));
          return FALSE;
        }
    }
  if (decl->state_attribute != NULL && tsr_scenario_reader_has (node, decl->state_attribute) &&
      !tsr_scenario_reader_int (reader, node, decl->state_attribute, 0, decl->state_max, &state))
    return FALSE;

  figure->state = state;
  return TRUE;
}

static void
load_figures (TsrScenarioReader *reader)
{
  xmlNode *node = NULL;

  while (tsr_scenario_reader_next (reader, "board", "figure", &node))
    {
      TsrFigure figure = { .port = TSR_PORT_NONE };

      if (!tsr_scenario_reader_figure (reader, node, FALSE, &figure.kind) ||
          !tsr_scenario_reader_position (reader, node, &figure.x, &figure.y))
        continue;

      figure.player = tsr_scenario_reader_player (reader, node, "player");
      if (figure.player == -2 || !load_figure_place (reader, node, &figure) ||
          !load_figure_extras (reader, node, &figure))
        continue;

      tsr_game_setup_figure_full (reader->game, &figure, NULL);
      remember_position (reader->scenario->figure_lines, node);
    }
}

/* A module's elements are read after those of the modules it requires,
 * which the hook order does not always give: the Rainbow Bridge's marks
 * may lie on ordinary bridges. */
static void
load_module_board (TsrScenarioReader *reader,
                   guint              module,
                   guint32           *done)
{
  const TsrModuleText *text = tsr_rulebook_lookup_module (reader->game->rulebook, tsr_module_get (module)->id);

  if (*done & (1u << module))
    return;
  *done |= 1u << module;

  for (guint i = 0; text != NULL && text->requires[i] != NULL; i++)
    {
      TsrModuleId required;

      if (tsr_module_lookup (text->requires[i], &required))
        load_module_board (reader, required, done);
    }
  if (tsr_module_get (module)->load_board != NULL)
    tsr_module_get (module)->load_board (reader, reader->game);
}

static void
load_board (TsrScenarioReader *reader)
{
  guint32 done = 0;

  load_tiles (reader);
  TSR_FOREACH_MODULE_ON (reader->game, i)
    load_module_board (reader, i, &done);
  load_tokens (reader);
  load_figures (reader);
}

/* Decks */

static void
load_decks (TsrScenarioReader *reader)
{
  xmlNode *decks = reader->sections[TSR_SECTION_DECKS];
  g_autoptr(GPtrArray) tiles = g_ptr_array_new ();
  g_autoptr(GRand) rand = NULL;
  xmlNode *node = NULL;
  gboolean listed = FALSE;
  gint64 seed;

  if (decks != NULL && tsr_scenario_reader_has (decks, "shuffle") &&
      tsr_scenario_reader_count (reader, decks, "shuffle", &seed))
    {
      reader->scenario->has_shuffle = TRUE;
      reader->scenario->shuffle = seed;
      rand = g_rand_new_with_seed (seed);
    }

  while (tsr_scenario_reader_next (reader, "decks", "tiles", &node))
    {
      g_autofree char *text = tsr_scenario_reader_text (node);
      g_auto(GStrv) ids = g_strsplit_set (text, " \t\r\n", -1);

      if (listed)
        {
          problem (reader, node, _("a second <tiles>; a scenario has one tile deck"));
          continue;
        }
      listed = TRUE;
      for (guint i = 0; ids[i] != NULL; i++)
        {
          const TsrTileType *type;

          if (*ids[i] == '\0')
            continue;
          type = tsr_catalogue_lookup (tsr_catalogue_get_default (), ids[i]);
          if (type == NULL)
            {
              /* Translators: an error in a scenario file; %s is the tile id the file gives; keep base.A
               * and base.X as they are */
              problem (reader, node, _("unknown tile “%s” in the deck; expected tile ids such as base.A … base.X"),
                       ids[i]);
              continue;
            }
          if (tsr_scenario_reader_tile_in_play (reader, node, type))
            g_ptr_array_add (tiles, (gpointer) type);
        }
    }

  if (listed)
    {
      tsr_game_set_deck (reader->game, (const TsrTileType * const *) tiles->pdata, tiles->len);
      if (rand != NULL)
        tsr_game_shuffle_deck (reader->game, rand);
    }
  else
    tsr_game_fill_deck (reader->game, rand);

  TSR_FOREACH_MODULE_ON (reader->game, i)
    if (tsr_module_get (i)->load_decks != NULL)
      tsr_module_get (i)->load_decks (reader, reader->game);
}

/* Whose turn */

static void
load_turn (TsrScenarioReader *reader)
{
  xmlNode *turn = reader->sections[TSR_SECTION_TURN];
  TsrPhase phase = TSR_PHASE_DRAW;
  const TsrTileType *drawn = NULL;
  gint player;

  if (turn == NULL || tsr_game_get_n_players (reader->game) == 0)
    return;

  player = tsr_scenario_reader_player (reader, turn, "player");
  if (player == -1)
    tsr_scenario_reader_missing (reader, turn, "player");
  if (player < 0)
    return;

  if (tsr_scenario_reader_has (turn, "phase") && !tsr_scenario_reader_phase (reader, turn, &phase))
    return;

  drawn = tsr_scenario_reader_tile_type (reader, turn, "drawn", FALSE);
  if (phase == TSR_PHASE_PLACE_TILE && drawn == NULL)
    {
      if (!tsr_scenario_reader_has (turn, "drawn"))
        problem (reader, turn, _("the phase place-tile needs the tile in hand; expected drawn=\"TILE\""));
      return;
    }
  if (phase != TSR_PHASE_PLACE_TILE && tsr_scenario_reader_has (turn, "drawn"))
    {
      problem (reader, turn, _("a tile is in hand only in the phase place-tile; expected no drawn= here"));
      return;
    }
  if (phase >= TSR_PHASE_PLACE_FIGURE && tsr_board_get_n_tiles (reader->game->st.board) == 0)
    {
      /* Translators: an error in a scenario file; %s is the phase of the turn the file gives, as files
       * write it ("place-figure") */
      problem (reader, turn, _("the phase %s needs the tile placed this turn on the board"),
               tsr_phase_to_string (phase));
      return;
    }

  tsr_game_set_turn (reader->game, player, 1);
  tsr_game_set_phase (reader->game, phase, drawn, NULL);
}

/* The whole document */

static void
find_sections (TsrScenarioReader *reader,
               xmlNode           *root)
{
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    for (guint i = 0; i < TSR_N_SECTIONS; i++)
      if (is_element (node, tsr_section_names[i]))
        {
          if (reader->sections[i] != NULL)
            /* Translators: an error in a scenario file; %s is the name of an element the file gives twice
             * ("board") */
            problem (reader, node, _("a second <%s>; a scenario has one"), tsr_section_names[i]);
          else
            reader->sections[i] = node;
        }

  if (reader->sections[TSR_SECTION_PLAYERS] == NULL)
    problem (reader, root, _("the scenario has no <players>; expected at least one <player> in it"));
  if (reader->sections[TSR_SECTION_BOARD] == NULL)
    problem (reader, root, _("the scenario has no <board>; expected one, even if empty"));
}

static void
load_document (TsrScenarioReader *reader,
               xmlNode           *root)
{
  xmlNode **sections = reader->sections;
  g_autofree char *format = tsr_scenario_reader_string (root, "format");

  if (format == NULL)
    problem (reader, root, _("<scenario> has no format attribute; expected format=\"1\""));
  else if (strcmp (format, "1") != 0)
    /* Translators: an error in a scenario file; %s is the value the file gives; keep format="%s" and
     * format="1" as they are */
    problem (reader, root, _("format=\"%s\": this version of Tessera reads format=\"1\""), format);

  find_sections (reader, root);

  if (sections[TSR_SECTION_TITLE] != NULL)
    reader->scenario->title = tsr_scenario_reader_text (sections[TSR_SECTION_TITLE]);
  if (sections[TSR_SECTION_DESCRIPTION] != NULL)
    reader->scenario->description = tsr_scenario_reader_text (sections[TSR_SECTION_DESCRIPTION]);
  load_rules (reader);
  /* Once the modules in play are known: what the grammar does not have,
   * and what it has of a module that is not in play. */
  tsr_scenario_reader_unknown (reader, root, "");
  load_players (reader);
  if (sections[TSR_SECTION_BOARD] != NULL)
    load_board (reader);
  load_decks (reader);
  load_turn (reader);
  if (sections[TSR_SECTION_SCRIPT] != NULL)
    tsr_scenario_read_script (reader, sections[TSR_SECTION_SCRIPT]);
  if (sections[TSR_SECTION_EXPECT] != NULL)
    reader->scenario->expect = tsr_scenario_read_expect (reader, sections[TSR_SECTION_EXPECT]);
}

/* The grammar's problems on lines where the loader found none: they then
 * point at something the loader does not read. */
static void
add_grammar_problems (GArray *problems,
                      GArray *grammar)
{
  guint n = problems->len;

  for (guint i = 0; i < grammar->len; i++)
    {
      TsrXmlProblem *found = &g_array_index (grammar, TsrXmlProblem, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < n && !seen; j++)
        seen = g_array_index (problems, TsrXmlProblem, j).line == found->line;
      if (!seen)
        {
          TsrXmlProblem copy = { found->line, found->column, g_strdup (found->message) };

          g_array_append_val (problems, copy);
        }
    }
}

TsrScenario *
tsr_scenario_alloc (const char *name)
{
  TsrScenario *scenario = g_new0 (TsrScenario, 1);

  scenario->name = g_strdup (name);
  scenario->script = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_script_item_free);
  scenario->tile_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  scenario->figure_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  scenario->token_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  return scenario;
}

/* Puts the sections of <scenario> in the order the grammar lists them,
 * anything else after them.  A file may give them in any order; the moved
 * elements keep the positions they were read at. */
static void
sort_sections (xmlNode *root)
{
  g_autoptr(GPtrArray) rest = g_ptr_array_new ();
  g_autoptr(GPtrArray) ordered = g_ptr_array_new ();

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    g_ptr_array_add (rest, node);

  for (guint s = 0; s < TSR_N_SECTIONS; s++)
    for (guint i = 0; i < rest->len; i++)
      {
        xmlNode *node = g_ptr_array_index (rest, i);

        if (node != NULL && is_element (node, tsr_section_names[s]))
          {
            g_ptr_array_add (ordered, node);
            rest->pdata[i] = NULL;
          }
      }
  for (guint i = 0; i < rest->len; i++)
    if (rest->pdata[i] != NULL)
      g_ptr_array_add (ordered, rest->pdata[i]);

  for (guint i = 0; i < ordered->len; i++)
    xmlUnlinkNode (g_ptr_array_index (ordered, i));
  for (guint i = 0; i < ordered->len; i++)
    xmlAddChild (root, g_ptr_array_index (ordered, i));
}

/* A format macro inside the msgid would cut it in two for translators:
 * the size goes in as a whole number of MiB, capped to fit. */
static void
set_too_large (GError     **error,
               const char  *name,
               guint64      bytes)
{
  g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_TOO_LARGE,
               /* Translators: %s is the name of the file, the first %d its size, the second the largest
                * size Tessera reads, both in mebibytes */
               _("%s: the file is %d MiB; scenarios larger than %d MiB are refused"),
               name, (int) MIN (bytes / (1024 * 1024), (guint64) G_MAXINT), TSR_SCENARIO_MAX_SIZE / (1024 * 1024));
}

/* The root must be <scenario> in the format's namespace. */
static gboolean
check_root (xmlNode     *root,
            const char  *name,
            GError     **error)
{
  guint line = 1, column = 1;

  if (root != NULL && strcmp ((const char *) root->name, "scenario") == 0 && root->ns != NULL &&
      strcmp ((const char *) root->ns->href, TSR_SCENARIO_NS) == 0)
    return TRUE;

  if (root != NULL)
    tsr_xml_node_position (root, &line, &column);
  if (root != NULL && root->ns != NULL)
    g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                 /* Translators: an error in a scenario file: the file's name, then the line and the
                  * column; <%s> is the name of the file's first element, the next %s the namespace it is
                  * in, the last the namespace of scenario files; keep <scenario xmlns="%s"> as it is */
                 _("%s:%u:%u: the root element is <%s> in the namespace %s; expected <scenario xmlns=\"%s\">"),
                 name, line, column, (const char *) root->name, (const char *) root->ns->href, TSR_SCENARIO_NS);
  else
    g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                 /* Translators: an error in a scenario file: the file's name, then the line and the
                  * column; <%s> is the name of the file's first element, the last %s the namespace of
                  * scenario files; keep <scenario xmlns="%s"> as it is */
                 _("%s:%u:%u: the root element is <%s>; expected <scenario xmlns=\"%s\">"),
                 name, line, column, root != NULL ? (const char *) root->name : "", TSR_SCENARIO_NS);
  return FALSE;
}

/* A window that gives up on a load stops it between its stages too:
 * before parsing and before the checks of what the file means. */
static TsrScenario *
load_data (const char    *data,
           gsize          length,
           const char    *name,
           GCancellable  *cancellable,
           GError       **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GArray) problems = tsr_xml_problems_new ();
  g_autoptr(GArray) grammar = tsr_xml_problems_new ();
  g_autoptr(TsrScenario) scenario = NULL;
  TsrScenarioReader reader = { 0 };
  xmlNode *root;

  if (length > TSR_SCENARIO_MAX_SIZE)
    {
      set_too_large (error, name, length);
      return NULL;
    }

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  /* A DOCTYPE is refused there, before anything is parsed. */
  doc = tsr_xml_read (data, length, name, error);
  if (doc == NULL || g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  root = xmlDocGetRootElement (doc);
  if (!check_root (root, name, error))
    return NULL;

  sort_sections (root);
  tsr_schema_check (doc, TSR_SCHEMA_SCENARIO, grammar);

  scenario = tsr_scenario_alloc (name);
  reader.name = name;
  reader.problems = problems;
  reader.game = tsr_game_new ();
  reader.scenario = scenario;
  scenario->setup = reader.game;

  load_document (&reader, root);
  add_grammar_problems (problems, grammar);

  if (problems->len > 0)
    {
      g_autofree char *all = tsr_xml_problems_join (problems, name);

      g_set_error_literal (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID, all);
      return NULL;
    }

  return g_steal_pointer (&scenario);
}

/**
 * tsr_scenario_load_data:
 * @name: what to call the file in messages, usually its path
 *
 * Reads a scenario.  On error, @error lists every problem found, one
 * "NAME:LINE:COLUMN: what is wrong, what was expected" per line.
 *
 * Returns: (transfer full): the scenario, its position set up
 */
TsrScenario *
tsr_scenario_load_data (const char  *data,
                        gsize        length,
                        const char  *name,
                        GError     **error)
{
  return load_data (data, length, name, NULL, error);
}

/**
 * tsr_scenario_read_file:
 * @cancellable: (nullable): stops the reading between chunks, with
 *   %G_IO_ERROR_CANCELLED
 * @contents: (out) (transfer full): what the file holds
 *
 * Reads a file to be opened, refusing anything but a regular file, and
 * one over %TSR_SCENARIO_MAX_SIZE before reading past that size.
 */
gboolean
tsr_scenario_read_file (const char    *path,
                        GCancellable  *cancellable,
                        char         **contents,
                        gsize         *length,
                        GError       **error)
{
  g_autoptr(GError) local = NULL;

  if (tsr_file_read (path, TSR_SCENARIO_MAX_SIZE, cancellable, contents, length, &local))
    return TRUE;

  if (g_error_matches (local, TSR_FILE_ERROR, TSR_FILE_ERROR_TOO_LARGE))
    set_too_large (error, path, *length);
  else if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_propagate_error (error, g_steal_pointer (&local));
  else
    g_set_error_literal (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO, local->message);
  return FALSE;
}

/**
 * tsr_scenario_load_data_cancellable:
 * @cancellable: (nullable): stops the load before parsing and before
 *   the checks of what the file means
 *
 * As tsr_scenario_load_data().
 */
TsrScenario *
tsr_scenario_load_data_cancellable (const char    *data,
                                    gsize          length,
                                    const char    *name,
                                    GCancellable  *cancellable,
                                    GError       **error)
{
  return load_data (data, length, name, cancellable, error);
}

/**
 * tsr_scenario_load_file_cancellable:
 * @cancellable: (nullable): stops the load while the file is read, and
 *   before it is parsed or checked, with %G_IO_ERROR_CANCELLED
 *
 * Reads a scenario file, as tsr_scenario_read_file() reads it.
 */
TsrScenario *
tsr_scenario_load_file_cancellable (const char    *path,
                                    GCancellable  *cancellable,
                                    GError       **error)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (!tsr_scenario_read_file (path, cancellable, &contents, &length, error))
    return NULL;

  return load_data (contents, length, path, cancellable, error);
}

/**
 * tsr_scenario_load_file:
 *
 * As tsr_scenario_load_file_cancellable(), to the end.
 */
TsrScenario *
tsr_scenario_load_file (const char  *path,
                        GError     **error)
{
  return tsr_scenario_load_file_cancellable (path, NULL, error);
}
