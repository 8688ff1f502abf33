/* tsr-scenario-load.c: reading a scenario file
 *
 * Reading goes in three passes over an untrusted file: libxml2 parses it
 * with the safe options of tsr-xml.c; the RELAX NG schema checks its
 * shape; then this file checks its meaning (a tile id that exists, a port
 * the tile has, a player that was declared…) while building the position
 * into a new game.  Every problem of the second and third pass is
 * collected; where both report one element, the more precise sentence of
 * the third is kept.  Nothing is handed back unless the whole file is
 * right, so a failed load changes nothing the caller holds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tsr-scenario-private.h"
#include "expansions/tsr-covid.h"
#include "expansions/tsr-disasters.h"
#include "expansions/tsr-rainbow-bridge.h"
#include "tsr-schema.h"

G_DEFINE_QUARK (tsr-scenario-error-quark, tsr_scenario_error)

#define NS "urn:tessera:scenario:1"

/* Positions further out than this are surely a typo. */
#define MAX_COORD 1000000

/* Every expansion and piece the format knows, built into Tessera or not. */
static const char *format_modules[] = {
  "base", "covid", "black-dragon", "italica", "rainbow-bridge", "disasters",
  "river", "abbot", "bridges", "phantom",
};

static gboolean
in_namespace (xmlNode *node)
{
  return node->ns != NULL && strcmp ((const char *) node->ns->href, NS) == 0;
}

typedef struct
{
  const char  *name;
  GString     *problems;
  TsrGame     *game;
  TsrScenario *scenario;

  /* Read in the first pass, applied in order once all are known. */
  xmlNode     *sections[9];
  GPtrArray   *tiles;          /* xmlNode <tile>, the start tile first */
} Loader;

enum
{
  SECTION_TITLE,
  SECTION_DESCRIPTION,
  SECTION_RULES,
  SECTION_PLAYERS,
  SECTION_BOARD,
  SECTION_DECKS,
  SECTION_TURN,
  SECTION_SCRIPT,
  SECTION_EXPECT,
};

static const char *section_names[] = {
  "title", "description", "rules", "players", "board", "decks", "turn", "script", "expect",
};

#define problem(loader, node, ...) \
  tsr_xml_problem ((loader)->problems, (loader)->name, (node), __VA_ARGS__)

/* Attributes */

#define attr tsr_xml_get_attr

static gboolean
has_attr (xmlNode    *node,
          const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

static gboolean
missing (Loader     *loader,
         xmlNode    *node,
         const char *name)
{
  problem (loader, node, _("<%s> needs the attribute %s"), (const char *) node->name, name);
  return FALSE;
}

/* A whole number between @min and @max. */
static gboolean
int_attr (Loader     *loader,
          xmlNode    *node,
          const char *name,
          gint64      min,
          gint64      max,
          gint64     *value)
{
  g_autofree char *text = attr (node, name);
  char *end = NULL;

  if (text == NULL)
    return missing (loader, node, name);

  *value = g_ascii_strtoll (text, &end, 10);
  if (*text == '\0' || *end != '\0' || g_ascii_isspace (*text))
    {
      problem (loader, node, _("%s=\"%s\": expected a whole number"), name, text);
      return FALSE;
    }
  if (*value < min || *value > max)
    {
      if (min == 0 && *value < 0)
        problem (loader, node, _("%s=\"%s\": expected a number that is not negative"), name, text);
      else
        problem (loader, node, _("%s=\"%s\": expected a number from %lld to %lld"),
                 name, text, (long long) min, (long long) max);
      return FALSE;
    }

  return TRUE;
}

static gboolean
count_attr (Loader     *loader,
            xmlNode    *node,
            const char *name,
            gint64     *value)
{
  return int_attr (loader, node, name, 0, G_MAXINT32, value);
}

static gboolean
position_attrs (Loader  *loader,
                xmlNode *node,
                gint32  *x,
                gint32  *y)
{
  gint64 vx = 0, vy = 0;
  gboolean ok = int_attr (loader, node, "x", -MAX_COORD, MAX_COORD, &vx);

  ok &= int_attr (loader, node, "y", -MAX_COORD, MAX_COORD, &vy);
  *x = vx;
  *y = vy;
  return ok;
}

static gboolean
bool_attr (Loader     *loader,
           xmlNode    *node,
           const char *name,
           gboolean    fallback,
           gboolean   *value)
{
  g_autofree char *text = attr (node, name);

  *value = fallback;
  if (text == NULL)
    return TRUE;
  if (strcmp (text, "true") == 0 || strcmp (text, "false") == 0)
    {
      *value = text[0] == 't';
      return TRUE;
    }

  problem (loader, node, _("%s=\"%s\": expected true or false"), name, text);
  return FALSE;
}

static gboolean
rotation_attr (Loader  *loader,
               xmlNode *node,
               guint8  *rotation)
{
  g_autofree char *text = attr (node, "rotation");
  guint turns = 0;

  *rotation = 0;
  if (text == NULL)
    return missing (loader, node, "rotation");
  if (!tsr_rotation_from_degrees ((int) g_ascii_strtoll (text, NULL, 10), &turns) ||
      strspn (text, "0123456789") != strlen (text))
    {
      problem (loader, node, _("rotation=\"%s\": expected 0, 90, 180 or 270"), text);
      return FALSE;
    }

  *rotation = turns;
  return TRUE;
}

static gboolean
port_attr (Loader     *loader,
           xmlNode    *node,
           const char *name,
           TsrPort    *port)
{
  g_autofree char *text = attr (node, name);

  *port = TSR_PORT_NONE;
  if (text == NULL)
    return missing (loader, node, name);
  if (!tsr_port_from_string (text, port))
    {
      problem (loader, node, _("%s=\"%s\": expected a port: N1, N2, N3, E1…W3, C or bridge"), name, text);
      return FALSE;
    }

  return TRUE;
}

/* Modules */

static gboolean
format_knows (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (format_modules); i++)
    if (strcmp (format_modules[i], id) == 0)
      return TRUE;

  return FALSE;
}

/* Whether the module @id is on; if not, says what to do about it. */
static gboolean
require_module (Loader     *loader,
                xmlNode    *node,
                const char *id,
                const char *what)
{
  TsrModuleId module;

  if (tsr_game_has_module (loader->game, id))
    return TRUE;

  if (tsr_module_lookup (id, &module))
    problem (loader, node, _("%s needs the expansion “%s”; expected <expansion id=\"%s\"/> in <rules>"),
             what, id, id);
  else
    problem (loader, node, _("%s needs the expansion “%s”, which this version of Tessera does not have"),
             what, id);
  return FALSE;
}

static const char *
figure_module (TsrFigureKind kind)
{
  switch (kind)
    {
    case TSR_FIGURE_ABBOT:
      return "abbot";
    case TSR_FIGURE_PHANTOM:
      return "phantom";
    case TSR_FIGURE_GLADIATOR:
      return "italica";
    case TSR_FIGURE_BLACK_DRAGON:
      return "black-dragon";
    case TSR_FIGURE_TORNADO:
      return "disasters";
    case TSR_FIGURE_MEEPLE:
    default:
      return "base";
    }
}

static const char *
token_module (const char *kind)
{
  return strcmp (kind, "infection") == 0 ? "covid" : "disasters";
}

/* The expansion an action belongs to; for those two share, the first. */
static const char *
action_module (TsrActionKind kind,
               const char  **second)
{
  *second = NULL;
  switch (kind)
    {
    case TSR_ACTION_RECALL_ABBOT:
      return "abbot";
    case TSR_ACTION_PLACE_BRIDGE:
      return "bridges";
    case TSR_ACTION_CLAIM_RAINBOW_BRIDGE:
      return "rainbow-bridge";
    case TSR_ACTION_INFECT:
      return "covid";
    case TSR_ACTION_DRAGON_MOVE:
      return "black-dragon";
    case TSR_ACTION_STEAL:
    case TSR_ACTION_SCORE_FIRST:
      return "italica";
    case TSR_ACTION_PASS:
      *second = "disasters";
      return "italica";
    case TSR_ACTION_LAND:
      *second = "disasters";
      return "rainbow-bridge";
    case TSR_ACTION_METEOR_TARGET:
    case TSR_ACTION_FLOOD_TARGET:
    case TSR_ACTION_TORNADO_MOVE:
    case TSR_ACTION_TORNADO_PICK:
      return "disasters";
    default:
      return "base";
    }
}

/* References */

static const TsrTileType *
tile_attr (Loader     *loader,
           xmlNode    *node,
           const char *name,
           gboolean    required)
{
  g_autofree char *id = attr (node, name);
  const TsrTileType *type;
  g_autofree char *what = NULL;

  if (id == NULL)
    {
      if (required)
        missing (loader, node, name);
      return NULL;
    }

  type = tsr_catalogue_lookup (tsr_catalogue_get_default (), id);
  if (type == NULL)
    {
      problem (loader, node, _("unknown tile “%s”; expected a tile id such as base.A … base.X or river.spring"), id);
      return NULL;
    }

  what = g_strdup_printf (_("the tile %s"), id);
  if (!require_module (loader, node, type->set, what))
    return NULL;

  return type;
}

static char *
player_list (TsrGame *game)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < tsr_game_get_n_players (game); i++)
    {
      if (i > 0)
        g_string_append (list, ", ");
      g_string_append (list, tsr_game_get_player (game, i)->id);
    }

  return g_string_free (list, FALSE);
}

/* Returns: the index of the player named by @name, -1 when absent, -2
 * when it names nobody declared. */
static gint
player_attr (Loader     *loader,
             xmlNode    *node,
             const char *name)
{
  g_autofree char *id = attr (node, name);
  g_autofree char *players = NULL;
  int index;

  if (id == NULL)
    return -1;

  index = tsr_game_find_player (loader->game, id);
  if (index >= 0)
    return index;

  players = player_list (loader->game);
  problem (loader, node, _("no player “%s” is declared in <players>; expected one of: %s"), id, players);
  return -2;
}

static gboolean
figure_attr (Loader        *loader,
             xmlNode       *node,
             gboolean       player_only,
             TsrFigureKind *kind)
{
  g_autofree char *text = attr (node, "kind");
  g_autofree char *what = NULL;

  *kind = TSR_FIGURE_MEEPLE;
  if (text == NULL)
    return missing (loader, node, "kind");
  if (!tsr_figure_kind_from_string (text, kind) || (player_only && tsr_figure_kind_is_neutral (*kind)))
    {
      problem (loader, node, player_only
                             ? _("kind=\"%s\": expected meeple, abbot, phantom or gladiator")
                             : _("kind=\"%s\": expected meeple, abbot, phantom, gladiator, black-dragon or tornado"),
               text);
      return FALSE;
    }

  what = g_strdup_printf (_("a figure of kind %s"), text);
  return require_module (loader, node, figure_module (*kind), what);
}

static char *
token_attr (Loader  *loader,
            xmlNode *node)
{
  char *kind = attr (node, "kind");
  g_autofree char *what = NULL;

  if (kind == NULL)
    {
      missing (loader, node, "kind");
      return NULL;
    }
  if (strcmp (kind, "infection") != 0 && strcmp (kind, "earthquake") != 0)
    {
      problem (loader, node, _("kind=\"%s\": expected infection or earthquake"), kind);
      g_free (kind);
      return NULL;
    }

  what = g_strdup_printf (_("a token of kind %s"), kind);
  require_module (loader, node, token_module (kind), what);
  return kind;
}

/* The attributes each element may have, wherever it stands. */
static const struct
{
  const char *element;
  const char *attributes;
} known_attributes[] = {
  { "scenario", "format" },
  { "title", "" },
  { "description", "" },
  { "rules", "" },
  { "players", "" },
  { "board", "" },
  { "tiles", "" },
  { "tests", "" },
  { "tests-discard", "" },
  { "script", "" },
  { "expect", "" },
  { "steal", "" },
  { "pass", "" },
  { "skip", "" },
  { "end-game", "" },
  { "expansion", "id" },
  { "variant", "id value" },
  { "player", "id name score meeples abbot phantom holds" },
  { "removed", "player kind count" },
  { "tile", "type x y rotation start" },
  { "figure", "kind player x y at chances piece present" },
  { "token", "kind x y at present" },
  { "bridge", "x y axis rainbow owner" },
  { "flood", "x y spread player" },
  { "broken", "x y at" },
  { "decks", "shuffle" },
  { "turn", "player phase drawn" },
  { "draw", "tile" },
  { "place-tile", "tile x y rotation" },
  { "place-figure", "kind at x y" },
  { "place-bridge", "x y axis" },
  { "claim-rainbow-bridge", "x y" },
  { "recall-abbot", "x y" },
  { "infect", "x y at take-x take-y take-at" },
  { "dragon-move", "x y" },
  { "score-first", "x y at player" },
  { "meteor-target", "x y" },
  { "flood-target", "x y" },
  { "tornado-move", "x y" },
  { "tornado-pick", "x y at" },
  { "land", "at" },
  { "score", "player value" },
  { "supply", "player kind count" },
  { "tokens", "kind count" },
  { "feature", "x y at complete infected broken destroyed tiles points" },
  { "pending", "choice player" },
  { "placements", "tile count" },
  { "legal", "tile x y rotation value" },
  { "can-place", "kind at x y value" },
  { "step", "rule" },
  { "rejected", "code" },
};

/* Reports every attribute an element of the format does not have. */
static void
check_attributes (Loader  *loader,
                  xmlNode *node)
{
  const char *allowed = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (known_attributes); i++)
    if (strcmp ((const char *) node->name, known_attributes[i].element) == 0)
      allowed = known_attributes[i].attributes;

  /* An unknown element is reported as such where it stands. */
  for (xmlAttr *a = allowed != NULL ? node->properties : NULL; a != NULL; a = a->next)
    {
      g_autofree char *padded = g_strdup_printf (" %s ", allowed);
      g_autofree char *wanted = g_strdup_printf (" %s ", (const char *) a->name);

      if (a->ns != NULL || strstr (padded, wanted) == NULL)
        {
          if (*allowed == '\0')
            problem (loader, node, _("unknown attribute %s on <%s>; expected no attributes"),
                     (const char *) a->name, (const char *) node->name);
          else
            problem (loader, node, _("unknown attribute %s on <%s>; expected: %s"),
                     (const char *) a->name, (const char *) node->name, allowed);
        }
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && in_namespace (child))
      check_attributes (loader, child);
}

static gboolean
is_element (xmlNode    *node,
            const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

static char *
text_of (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup ((const char *) content);

  xmlFree (content);
  return text;
}

/* Each child element must be one of @expected; says which were. */
static gboolean
check_child (Loader     *loader,
             xmlNode    *child,
             const char *parent,
             const char *expected)
{
  if (!in_namespace (child))
    {
      problem (loader, child, _("<%s> is not in the scenario namespace %s"), (const char *) child->name, NS);
      return FALSE;
    }

  problem (loader, child, _("unknown element <%s> in <%s>; expected %s"),
           (const char *) child->name, parent, expected);
  return FALSE;
}

/* Rules */

static void
load_rules (Loader  *loader,
            xmlNode *rules)
{
  /* Every expansion first: a variant may come before its expansion. */
  for (xmlNode *node = rules->children; node != NULL; node = node->next)
    {
      g_autofree char *id = NULL;
      g_autoptr(GError) error = NULL;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!is_element (node, "expansion") || !in_namespace (node))
        {
          if (!is_element (node, "variant"))
            check_child (loader, node, "rules", "<expansion> or <variant>");
          continue;
        }

      id = attr (node, "id");
      if (id == NULL)
        missing (loader, node, "id");
      else if (!format_knows (id))
        problem (loader, node, _("unknown expansion “%s”; expected one of: covid, black-dragon, italica, "
                                 "rainbow-bridge, disasters, river, abbot, bridges, phantom"), id);
      else if (!tsr_game_enable_module (loader->game, id, &error))
        problem (loader, node, _("the expansion “%s” is not available in this version of Tessera"), id);
    }

  for (xmlNode *node = rules->children; node != NULL; node = node->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *value = NULL;
      const TsrVariant *variant;

      if (!is_element (node, "variant") || !in_namespace (node))
        continue;

      id = attr (node, "id");
      value = attr (node, "value");
      if (id == NULL || value == NULL)
        {
          missing (loader, node, id == NULL ? "id" : "value");
          continue;
        }

      variant = tsr_rulebook_lookup_variant (tsr_rulebook_get_default (), id);
      if (variant == NULL)
        {
          problem (loader, node, _("unknown variant “%s”; the rule text lists every variant"), id);
          continue;
        }
      if (!tsr_game_has_module (loader->game, variant->module))
        {
          problem (loader, node, _("the variant “%s” belongs to the expansion “%s”, which <rules> does not switch on"),
                   id, variant->module);
          continue;
        }
      if (!tsr_variant_accepts (variant, value))
        {
          g_autoptr(GString) values = g_string_new (NULL);

          for (guint i = 0; i < variant->values->len; i++)
            g_string_append_printf (values, "%s%s", i > 0 ? ", " : "",
                                    ((TsrVariantValue *) g_ptr_array_index (variant->values, i))->id);
          if (variant->integer)
            problem (loader, node, _("the variant “%s” cannot be “%s”; expected a positive whole number"), id, value);
          else
            problem (loader, node, _("the variant “%s” cannot be “%s”; expected one of: %s"), id, value, values->str);
          continue;
        }

      tsr_game_set_variant (loader->game, id, value, NULL);
    }
}

/* Players */

static void
load_players (Loader  *loader,
              xmlNode *players)
{
  for (xmlNode *node = players->children; node != NULL; node = node->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      gint64 value;
      guint index;

      if (node->type != XML_ELEMENT_NODE || is_element (node, "removed"))
        continue;
      if (!is_element (node, "player") || !in_namespace (node))
        {
          check_child (loader, node, "players", "<player> or <removed>");
          continue;
        }

      id = attr (node, "id");
      if (id == NULL)
        {
          missing (loader, node, "id");
          continue;
        }
      if (tsr_game_find_player (loader->game, id) >= 0)
        {
          problem (loader, node, _("a second player “%s”; each player id is used once"), id);
          continue;
        }

      name = attr (node, "name");
      index = tsr_game_add_player (loader->game, id, name);

      if (has_attr (node, "score") && count_attr (loader, node, "score", &value))
        tsr_game_set_score (loader->game, index, value);
      if (has_attr (node, "meeples") && count_attr (loader, node, "meeples", &value))
        tsr_game_set_owned (loader->game, index, TSR_FIGURE_MEEPLE, value);
      if (has_attr (node, "abbot") && require_module (loader, node, "abbot", _("abbot=")) &&
          count_attr (loader, node, "abbot", &value))
        tsr_game_set_owned (loader->game, index, TSR_FIGURE_ABBOT, value);
      if (has_attr (node, "phantom") && require_module (loader, node, "phantom", _("phantom=")) &&
          count_attr (loader, node, "phantom", &value))
        tsr_game_set_owned (loader->game, index, TSR_FIGURE_PHANTOM, value);
      if (has_attr (node, "holds") && require_module (loader, node, "rainbow-bridge", _("holds=")))
        {
          g_autofree char *held = attr (node, "holds");

          if (strcmp (held, "rainbow-bridge") != 0)
            problem (loader, node, _("holds=\"%s\": expected rainbow-bridge"), held);
          else if (tsr_game_count_rainbow_bridges (loader->game) > 0)
            problem (loader, node, _("a second player holding the Rainbow Bridge; the box has one"));
          else
            tsr_game_set_rainbow_holder (loader->game, index);
        }
    }

  if (tsr_game_get_n_players (loader->game) == 0)
    problem (loader, players, _("<players> lists no player; expected at least one <player>"));

  for (xmlNode *node = players->children; node != NULL; node = node->next)
    {
      TsrFigureKind kind = TSR_FIGURE_MEEPLE;
      gint64 count;
      gint player;

      if (!is_element (node, "removed") || !in_namespace (node))
        continue;

      player = player_attr (loader, node, "player");
      if (player == -1)
        missing (loader, node, "player");
      if (has_attr (node, "kind") && !figure_attr (loader, node, TRUE, &kind))
        continue;
      if (count_attr (loader, node, "count", &count) && player >= 0)
        tsr_game_set_removed (loader->game, player, kind, count);
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
load_tiles (Loader  *loader,
            xmlNode *board)
{
  g_autoptr(GHashTable) taken = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GArray) keys = g_array_sized_new (FALSE, FALSE, sizeof (gint64), 64);
  xmlNode *start = NULL;

  for (xmlNode *node = board->children; node != NULL; node = node->next)
    {
      gboolean is_start = FALSE;

      if (!is_element (node, "tile") || !in_namespace (node))
        continue;
      bool_attr (loader, node, "start", FALSE, &is_start);
      if (is_start && start != NULL)
        problem (loader, node, _("a second start tile; expected start=\"true\" on one tile at most"));
      else if (is_start)
        start = node;
    }

  /* The start tile goes first: the first tile listed, unless another
   * says start="true". */
  for (xmlNode *node = board->children; node != NULL; node = node->next)
    if (is_element (node, "tile") && in_namespace (node) && node != start)
      g_ptr_array_add (loader->tiles, node);
  if (start != NULL)
    g_ptr_array_insert (loader->tiles, 0, start);

  g_array_set_size (keys, loader->tiles->len);
  for (guint i = 0; i < loader->tiles->len; i++)
    {
      xmlNode *node = g_ptr_array_index (loader->tiles, i);
      const TsrTileType *type = tile_attr (loader, node, "type", TRUE);
      gint32 x, y;
      guint8 rotation = 0;
      gint64 *key = &g_array_index (keys, gint64, i);
      xmlNode *first;
      guint line, column;

      if (!position_attrs (loader, node, &x, &y) || !rotation_attr (loader, node, &rotation) || type == NULL)
        continue;

      *key = TSR_POS_KEY (x, y);
      first = g_hash_table_lookup (taken, key);
      if (first != NULL)
        {
          tsr_xml_node_position (first, &line, &column);
          problem (loader, node, _("a second tile at (%d, %d); the first is on line %u"), x, y, line);
          continue;
        }
      g_hash_table_insert (taken, key, node);

      tsr_game_setup_tile (loader->game, type, x, y, rotation, NULL);
      remember_position (loader->scenario->tile_lines, node);
    }
}

static void
load_bridges (Loader  *loader,
              xmlNode *board)
{
  for (xmlNode *node = board->children; node != NULL; node = node->next)
    {
      g_autofree char *axis = NULL;
      gboolean rainbow = FALSE;
      gint32 x, y;

      if (!is_element (node, "bridge") || !in_namespace (node))
        continue;
      if (!require_module (loader, node, "bridges", _("a bridge")) ||
          !position_attrs (loader, node, &x, &y) ||
          !bool_attr (loader, node, "rainbow", FALSE, &rainbow))
        continue;
      if (rainbow && !require_module (loader, node, "rainbow-bridge", _("the Rainbow Bridge")))
        continue;
      if (rainbow && tsr_game_count_rainbow_bridges (loader->game) > 0)
        {
          problem (loader, node, _("a second Rainbow Bridge; the box has one, and a player holds it or it lies elsewhere"));
          continue;
        }
      axis = attr (node, "axis");
      if (axis == NULL || (strcmp (axis, "ns") != 0 && strcmp (axis, "ew") != 0))
        {
          problem (loader, node, _("axis=\"%s\": expected ns or ew"), axis != NULL ? axis : "");
          continue;
        }
      if (tsr_board_get (tsr_game_get_board (loader->game), x, y) == NULL)
        {
          problem (loader, node, _("no tile at (%d, %d) for this bridge to lie on"), x, y);
          continue;
        }
      tsr_game_set_bridge (loader->game, x, y, axis[0] == 'n' ? TSR_AXIS_NS : TSR_AXIS_EW, rainbow, NULL);
    }
}

/* A place on a tile of the board: the tile must be there and have
 * something under the port. */
static gboolean
check_place (Loader  *loader,
             xmlNode *node,
             gint32   x,
             gint32   y,
             TsrPort  port,
             int     *segment)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (loader->game), x, y);

  if (tile == NULL)
    {
      problem (loader, node, _("no tile at (%d, %d); expected the position of a tile in <board>"), x, y);
      return FALSE;
    }

  *segment = tsr_placed_tile_segment_at (tile, port);
  if (*segment < 0)
    {
      problem (loader, node, port == TSR_PORT_BRIDGE
                             ? _("the tile at (%d, %d) has no bridge; expected a port of its own")
                             : _("the tile at (%d, %d) has nothing at %s; expected one of its ports"),
               x, y, tsr_port_to_string (port));
      return FALSE;
    }

  return TRUE;
}

static void
load_figures (Loader  *loader,
              xmlNode *board)
{
  for (xmlNode *node = board->children; node != NULL; node = node->next)
    {
      TsrFigureKind kind;
      TsrPort port = TSR_PORT_NONE;
      gint32 x, y;
      gint player;
      int segment = -1;

      if (!is_element (node, "figure") || !in_namespace (node))
        continue;
      if (!figure_attr (loader, node, FALSE, &kind) || !position_attrs (loader, node, &x, &y))
        continue;

      player = player_attr (loader, node, "player");
      if (player == -2)
        continue;

      if (tsr_figure_kind_is_neutral (kind))
        {
          if (player >= 0 || has_attr (node, "at"))
            {
              problem (loader, node, _("the %s belongs to no player and stands on a whole tile; "
                                       "expected no player= and no at="),
                       tsr_figure_kind_to_string (kind));
              continue;
            }
          if (tsr_board_get (tsr_game_get_board (loader->game), x, y) == NULL)
            {
              problem (loader, node, _("no tile at (%d, %d); expected the position of a tile in <board>"), x, y);
              continue;
            }
        }
      else
        {
          const TsrPlacedTile *tile;
          TsrFeatureKind feature;

          if (player < 0)
            {
              missing (loader, node, "player");
              continue;
            }
          if (!port_attr (loader, node, "at", &port) || !check_place (loader, node, x, y, port, &segment))
            continue;

          tile = tsr_board_get (tsr_game_get_board (loader->game), x, y);
          feature = tsr_placed_tile_segment_kind (tile, segment);
          if (!tsr_figure_kind_can_stand (kind, feature))
            {
              problem (loader, node, _("kind=\"%s\" cannot stand on a %s; expected a port of a feature it can stand on"),
                       tsr_figure_kind_to_string (kind), tsr_feature_kind_to_string (feature));
              continue;
            }
        }

      if ((has_attr (node, "chances") || has_attr (node, "piece")) && kind != TSR_FIGURE_GLADIATOR)
        {
          problem (loader, node, _("only a gladiator has chances and a piece"));
          continue;
        }

      {
        TsrFigure figure = { .kind = kind, .player = player, .x = x, .y = y, .port = port };
        g_autofree char *piece = attr (node, "piece");
        gint64 chances = 0;

        if (has_attr (node, "chances") && !int_attr (loader, node, "chances", 1, 3, &chances))
          continue;
        if (piece != NULL && strcmp (piece, "meeple") != 0 && strcmp (piece, "phantom") != 0)
          {
            problem (loader, node, _("piece=\"%s\": expected meeple or phantom"), piece);
            continue;
          }
        figure.chances = chances;
        figure.phantom = g_strcmp0 (piece, "phantom") == 0;
        tsr_game_setup_figure_full (loader->game, &figure, NULL);
      }
      remember_position (loader->scenario->figure_lines, node);
    }
}

static void
load_marks (Loader  *loader,
            xmlNode *board)
{
  for (xmlNode *node = board->children; node != NULL; node = node->next)
    {
      g_autofree char *kind = NULL;
      TsrPort port = TSR_PORT_NONE;
      gint32 x, y;
      int segment;
      gboolean spread;

      if (node->type != XML_ELEMENT_NODE)
        continue;

      if (is_element (node, "token") && in_namespace (node))
        {
          TsrTokenKind token;

          kind = token_attr (loader, node);
          if (kind != NULL && tsr_token_kind_from_string (kind, &token) &&
              position_attrs (loader, node, &x, &y) && port_attr (loader, node, "at", &port) &&
              check_place (loader, node, x, y, port, &segment))
            {
              tsr_game_setup_token (loader->game, token, x, y, port, NULL);
              remember_position (loader->scenario->token_lines, node);
            }
        }
      else if (is_element (node, "flood") && in_namespace (node))
        {
          if (require_module (loader, node, "disasters", _("the flood")) &&
              position_attrs (loader, node, &x, &y) &&
              bool_attr (loader, node, "spread", FALSE, &spread))
            {
              gint player = has_attr (node, "player") ? player_attr (loader, node, "player") : -1;

              if (!tsr_game_setup_flood (loader->game, x, y, spread, player, NULL))
                problem (loader, node, _("no flood tile at (%d, %d); expected <tile type=\"disasters.flood\"> there"),
                         x, y);
            }
        }
      else if (is_element (node, "broken") && in_namespace (node))
        {
          if (require_module (loader, node, "rainbow-bridge", _("a broken road")) &&
              position_attrs (loader, node, &x, &y) && port_attr (loader, node, "at", &port) &&
              check_place (loader, node, x, y, port, &segment))
            tsr_game_add_flags (loader->game, x, y, port,
                                TSR_FEATURE_FLAG_BROKEN | TSR_FEATURE_FLAG_NEVER_COMPLETE, NULL);
        }
      else if (!is_element (node, "tile") && !is_element (node, "figure") && !is_element (node, "bridge"))
        check_child (loader, node, "board", "<tile>, <figure>, <token>, <bridge>, <flood> or <broken>");
    }
}

/* Decks */

/* A list of testing cards: negative, positive or death. */
static void
read_cards (Loader  *loader,
            xmlNode *node,
            GArray  *cards)
{
  g_autofree char *text = text_of (node);
  g_auto(GStrv) names = g_strsplit_set (text, " \t\r\n", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      TsrTestCard card;

      if (*names[i] == '\0')
        continue;
      if (!tsr_test_card_from_string (names[i], &card))
        {
          problem (loader, node, _("unknown testing card “%s”; expected negative, positive or death"), names[i]);
          continue;
        }
      g_array_append_val (cards, card);
    }
}

static void
load_decks (Loader  *loader,
            xmlNode *decks)
{
  g_autoptr(GPtrArray) tiles = g_ptr_array_new ();
  g_autoptr(GArray) tests = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  g_autoptr(GArray) tests_discard = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  gboolean listed = FALSE, tests_listed = FALSE;

  if (decks != NULL && has_attr (decks, "shuffle"))
    {
      gint64 seed;

      if (count_attr (loader, decks, "shuffle", &seed))
        {
          loader->scenario->has_shuffle = TRUE;
          loader->scenario->shuffle = seed;
        }
    }

  for (xmlNode *node = decks != NULL ? decks->children : NULL; node != NULL; node = node->next)
    {
      g_autofree char *text = NULL;
      g_auto(GStrv) ids = NULL;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!in_namespace (node) ||
          (!is_element (node, "tiles") && !is_element (node, "tests") && !is_element (node, "tests-discard")))
        {
          check_child (loader, node, "decks", "<tiles>, <tests> or <tests-discard>");
          continue;
        }
      if (!is_element (node, "tiles"))
        {
          if (require_module (loader, node, "covid", _("a deck of testing cards")))
            read_cards (loader, node, is_element (node, "tests") ? tests : tests_discard);
          tests_listed = TRUE;
          continue;
        }

      listed = TRUE;
      text = text_of (node);
      ids = g_strsplit_set (text, " \t\r\n", -1);
      for (guint i = 0; ids[i] != NULL; i++)
        {
          const TsrTileType *type;
          g_autofree char *what = NULL;

          if (*ids[i] == '\0')
            continue;
          type = tsr_catalogue_lookup (tsr_catalogue_get_default (), ids[i]);
          if (type == NULL)
            {
              problem (loader, node, _("unknown tile “%s” in the deck; expected tile ids such as base.A … base.X"),
                       ids[i]);
              continue;
            }
          what = g_strdup_printf (_("the tile %s"), ids[i]);
          if (require_module (loader, node, type->set, what))
            g_ptr_array_add (tiles, (gpointer) type);
        }
    }

  if (listed)
    {
      tsr_game_set_deck (loader->game, (const TsrTileType * const *) tiles->pdata, tiles->len);
      if (loader->scenario->has_shuffle)
        {
          g_autoptr(GRand) rand = g_rand_new_with_seed (loader->scenario->shuffle);

          tsr_game_shuffle_deck (loader->game, rand);
        }
    }
  else
    {
      g_autoptr(GRand) rand = loader->scenario->has_shuffle ? g_rand_new_with_seed (loader->scenario->shuffle) : NULL;

      tsr_game_fill_deck (loader->game, rand);
    }

  /* Testing cards listed replace the box's (shuffled or not). */
  if (tests_listed && tsr_game_has_module (loader->game, "covid"))
    {
      g_autoptr(GError) error = NULL;

      if (!tsr_game_set_tests (loader->game, (const TsrTestCard *) (void *) tests->data, tests->len,
                               (const TsrTestCard *) (void *) tests_discard->data, tests_discard->len, &error))
        problem (loader, decks, "%s", error->message);
    }
}

/* Whose turn */

static void
load_turn (Loader  *loader,
           xmlNode *turn)
{
  g_autofree char *phase_name = NULL;
  g_autoptr(GError) error = NULL;
  TsrPhase phase = TSR_PHASE_DRAW;
  const TsrTileType *drawn = NULL;
  gint player;

  if (turn == NULL || tsr_game_get_n_players (loader->game) == 0)
    return;

  player = player_attr (loader, turn, "player");
  if (player == -1)
    missing (loader, turn, "player");
  if (player < 0)
    return;

  phase_name = attr (turn, "phase");
  if (phase_name != NULL && (!tsr_phase_from_string (phase_name, &phase) || phase == TSR_PHASE_GAME_OVER))
    {
      problem (loader, turn, _("phase=\"%s\": expected draw, place-tile, place-figure, score or end"), phase_name);
      return;
    }

  drawn = tile_attr (loader, turn, "drawn", FALSE);
  if (phase == TSR_PHASE_PLACE_TILE && drawn == NULL)
    {
      if (!has_attr (turn, "drawn"))
        problem (loader, turn, _("the phase place-tile needs the tile in hand; expected drawn=\"TILE\""));
      return;
    }
  if (phase != TSR_PHASE_PLACE_TILE && has_attr (turn, "drawn"))
    {
      problem (loader, turn, _("a tile is in hand only in the phase place-tile; expected no drawn= here"));
      return;
    }
  if (phase >= TSR_PHASE_PLACE_FIGURE && tsr_board_get_n_tiles (tsr_game_get_board (loader->game)) == 0)
    {
      problem (loader, turn, _("the phase %s needs the tile placed this turn on the board"), phase_name);
      return;
    }

  tsr_game_set_turn (loader->game, player, 1);
  tsr_game_set_phase (loader->game, phase, drawn, &error);
}

/* The script */

static const struct
{
  const char    *element;
  TsrActionKind  kind;
} actions[] = {
  { "draw", TSR_ACTION_DRAW },
  { "place-tile", TSR_ACTION_PLACE_TILE },
  { "place-figure", TSR_ACTION_PLACE_FIGURE },
  { "place-bridge", TSR_ACTION_PLACE_BRIDGE },
  { "claim-rainbow-bridge", TSR_ACTION_CLAIM_RAINBOW_BRIDGE },
  { "recall-abbot", TSR_ACTION_RECALL_ABBOT },
  { "infect", TSR_ACTION_INFECT },
  { "dragon-move", TSR_ACTION_DRAGON_MOVE },
  { "steal", TSR_ACTION_STEAL },
  { "pass", TSR_ACTION_PASS },
  { "score-first", TSR_ACTION_SCORE_FIRST },
  { "meteor-target", TSR_ACTION_METEOR_TARGET },
  { "flood-target", TSR_ACTION_FLOOD_TARGET },
  { "tornado-move", TSR_ACTION_TORNADO_MOVE },
  { "tornado-pick", TSR_ACTION_TORNADO_PICK },
  { "land", TSR_ACTION_LAND },
  { "skip", TSR_ACTION_SKIP },
  { "end-game", TSR_ACTION_END_GAME },
};

static gboolean
action_needs_pos (TsrActionKind kind)
{
  switch (kind)
    {
    case TSR_ACTION_PLACE_TILE:
    case TSR_ACTION_PLACE_BRIDGE:
    case TSR_ACTION_RECALL_ABBOT:
    case TSR_ACTION_INFECT:
    case TSR_ACTION_DRAGON_MOVE:
    case TSR_ACTION_SCORE_FIRST:
    case TSR_ACTION_METEOR_TARGET:
    case TSR_ACTION_FLOOD_TARGET:
    case TSR_ACTION_TORNADO_MOVE:
    case TSR_ACTION_TORNADO_PICK:
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
action_needs_port (TsrActionKind kind)
{
  return kind == TSR_ACTION_PLACE_FIGURE || kind == TSR_ACTION_INFECT ||
         kind == TSR_ACTION_SCORE_FIRST || kind == TSR_ACTION_TORNADO_PICK || kind == TSR_ACTION_LAND;
}

static TsrScriptItem *
load_action (Loader        *loader,
             xmlNode       *node,
             TsrActionKind  kind)
{
  TsrScriptItem *item = g_new0 (TsrScriptItem, 1);
  TsrAction *action = &item->action;
  const char *second;
  const char *module = action_module (kind, &second);
  g_autofree char *what = g_strdup_printf ("<%s>", (const char *) node->name);

  tsr_action_init (action, kind);
  tsr_xml_node_position (node, &item->line, &item->column);

  if (!tsr_game_has_module (loader->game, module) &&
      (second == NULL || !tsr_game_has_module (loader->game, second)))
    require_module (loader, node, module, what);

  if (kind == TSR_ACTION_DRAW || kind == TSR_ACTION_PLACE_TILE)
    {
      action->tile = tile_attr (loader, node, "tile", FALSE);
      if (action->tile != NULL)
        item->has |= TSR_HAS_TILE;
    }

  if (action_needs_pos (kind) || has_attr (node, "x") || has_attr (node, "y"))
    {
      action->has_pos = position_attrs (loader, node, &action->x, &action->y);
      if (action->has_pos)
        item->has |= TSR_HAS_POS;
    }

  if (kind == TSR_ACTION_PLACE_TILE)
    rotation_attr (loader, node, &action->rotation);
  if (action_needs_port (kind))
    port_attr (loader, node, "at", &action->port);
  if (kind == TSR_ACTION_PLACE_FIGURE)
    figure_attr (loader, node, TRUE, &action->figure);
  if (kind == TSR_ACTION_SCORE_FIRST && has_attr (node, "player"))
    {
      gint player = player_attr (loader, node, "player");

      if (player >= 0)
        {
          action->player = player;
          item->has |= TSR_HAS_PLAYER;
        }
    }
  if (kind == TSR_ACTION_PLACE_BRIDGE)
    {
      g_autofree char *axis = attr (node, "axis");

      if (axis == NULL || (strcmp (axis, "ns") != 0 && strcmp (axis, "ew") != 0))
        problem (loader, node, _("axis=\"%s\": expected ns or ew"), axis != NULL ? axis : "");
      else
        action->axis = axis[0] == 'n' ? TSR_AXIS_NS : TSR_AXIS_EW;
    }
  if (kind == TSR_ACTION_INFECT && has_attr (node, "take-x"))
    {
      gint64 tx = 0, ty = 0;

      if (int_attr (loader, node, "take-x", -MAX_COORD, MAX_COORD, &tx) &&
          int_attr (loader, node, "take-y", -MAX_COORD, MAX_COORD, &ty) &&
          port_attr (loader, node, "take-at", &action->take_port))
        {
          action->has_take = TRUE;
          action->take_x = tx;
          action->take_y = ty;
          item->has |= TSR_HAS_TAKE;
        }
    }

  return item;
}

static TsrExpectation *
load_expectation (Loader  *loader,
                  xmlNode *node)
{
  TsrExpectation *e = g_new0 (TsrExpectation, 1);
  gint64 value;
  gboolean known = FALSE;

  e->player = -1;
  e->port = TSR_PORT_NONE;
  tsr_xml_node_position (node, &e->line, &e->column);

  for (guint i = 0; i < TSR_N_EXPECTS; i++)
    if (is_element (node, tsr_expect_names[i]))
      {
        e->kind = i;
        known = TRUE;
      }
  if (!known || !in_namespace (node))
    {
      check_child (loader, node, "expect", "an expectation: <score>, <supply>, <removed>, <figure>, <token>, "
                   "<tokens>, <feature>, <turn>, <pending>, <placements>, <legal>, <can-place>, <step> or <rejected>");
      tsr_expectation_free (e);
      return NULL;
    }

  if (has_attr (node, "player"))
    {
      e->player = player_attr (loader, node, "player");
      if (e->player >= 0)
        e->has |= TSR_HAS_PLAYER;
    }
  if (has_attr (node, "x") || has_attr (node, "y"))
    {
      if (position_attrs (loader, node, &e->x, &e->y))
        e->has |= TSR_HAS_POS;
    }
  if (has_attr (node, "at") && port_attr (loader, node, "at", &e->port))
    e->has |= TSR_HAS_PORT;

  switch (e->kind)
    {
    case TSR_EXPECT_SCORE:
      if (e->player == -1)
        missing (loader, node, "player");
      if (count_attr (loader, node, "value", &value))
        e->count = value;
      break;

    case TSR_EXPECT_SUPPLY:
    case TSR_EXPECT_REMOVED:
      if (e->player == -1)
        missing (loader, node, "player");
      e->figure = TSR_FIGURE_MEEPLE;
      if (has_attr (node, "kind") && figure_attr (loader, node, TRUE, &e->figure))
        e->has |= TSR_HAS_KIND;
      if (count_attr (loader, node, "count", &value))
        e->count = value;
      break;

    case TSR_EXPECT_FIGURE:
      figure_attr (loader, node, FALSE, &e->figure);
      if (!(e->has & TSR_HAS_POS))
        position_attrs (loader, node, &e->x, &e->y);
      if (has_attr (node, "chances") && int_attr (loader, node, "chances", 0, 3, &value))
        {
          e->count = value;
          e->has |= TSR_HAS_CHANCES;
        }
      e->flag = TRUE;
      if (has_attr (node, "present") && bool_attr (loader, node, "present", TRUE, &e->flag))
        e->has |= TSR_HAS_FLAG;
      break;

    case TSR_EXPECT_TOKEN:
    case TSR_EXPECT_TOKENS:
      e->token = token_attr (loader, node);
      if (e->kind == TSR_EXPECT_TOKENS)
        {
          if (count_attr (loader, node, "count", &value))
            e->count = value;
          break;
        }
      if (!(e->has & TSR_HAS_POS))
        position_attrs (loader, node, &e->x, &e->y);
      e->flag = TRUE;
      if (has_attr (node, "present") && bool_attr (loader, node, "present", TRUE, &e->flag))
        e->has |= TSR_HAS_FLAG;
      break;

    case TSR_EXPECT_FEATURE:
      if (!(e->has & TSR_HAS_POS))
        position_attrs (loader, node, &e->x, &e->y);
      if (!(e->has & TSR_HAS_PORT))
        port_attr (loader, node, "at", &e->port);
      if (has_attr (node, "complete") && bool_attr (loader, node, "complete", FALSE, &e->complete))
        e->has |= TSR_HAS_COMPLETE;
      if (has_attr (node, "infected") && bool_attr (loader, node, "infected", FALSE, &e->infected))
        e->has |= TSR_HAS_INFECTED;
      if (has_attr (node, "broken") && bool_attr (loader, node, "broken", FALSE, &e->broken))
        e->has |= TSR_HAS_BROKEN;
      if (has_attr (node, "destroyed") && bool_attr (loader, node, "destroyed", FALSE, &e->destroyed))
        e->has |= TSR_HAS_DESTROYED;
      if (has_attr (node, "tiles") && count_attr (loader, node, "tiles", &e->tiles))
        e->has |= TSR_HAS_TILES;
      if (has_attr (node, "points") && count_attr (loader, node, "points", &e->points))
        e->has |= TSR_HAS_POINTS;
      break;

    case TSR_EXPECT_TURN:
      if (has_attr (node, "phase"))
        {
          g_autofree char *phase = attr (node, "phase");

          if (tsr_phase_from_string (phase, &e->phase) && e->phase != TSR_PHASE_GAME_OVER)
            e->has |= TSR_HAS_PHASE;
          else
            problem (loader, node, _("phase=\"%s\": expected draw, place-tile, place-figure, score or end"), phase);
        }
      break;

    case TSR_EXPECT_PENDING:
      {
        g_autofree char *choice = attr (node, "choice");

        if (choice == NULL)
          missing (loader, node, "choice");
        else if (!tsr_choice_kind_from_string (choice, &e->choice))
          problem (loader, node, _("choice=\"%s\": expected a choice such as draw, place-tile, place-figure, "
                                   "infect, dragon-move, steal or land"), choice);
      }
      break;

    case TSR_EXPECT_PLACEMENTS:
      e->tile = tile_attr (loader, node, "tile", TRUE);
      if (count_attr (loader, node, "count", &value))
        e->count = value;
      break;

    case TSR_EXPECT_LEGAL:
      e->tile = tile_attr (loader, node, "tile", TRUE);
      if (!(e->has & TSR_HAS_POS))
        position_attrs (loader, node, &e->x, &e->y);
      rotation_attr (loader, node, &e->rotation);
      e->flag = TRUE;
      if (has_attr (node, "value") && bool_attr (loader, node, "value", TRUE, &e->flag))
        e->has |= TSR_HAS_FLAG;
      break;

    case TSR_EXPECT_CAN_PLACE:
      figure_attr (loader, node, TRUE, &e->figure);
      if (!(e->has & TSR_HAS_PORT))
        port_attr (loader, node, "at", &e->port);
      e->flag = TRUE;
      if (has_attr (node, "value") && bool_attr (loader, node, "value", TRUE, &e->flag))
        e->has |= TSR_HAS_FLAG;
      break;

    case TSR_EXPECT_STEP:
      e->rule = attr (node, "rule");
      if (e->rule == NULL)
        missing (loader, node, "rule");
      else if (tsr_rulebook_lookup_rule (tsr_rulebook_get_default (), e->rule) == NULL)
        problem (loader, node, _("unknown rule “%s”; expected a rule id from the rule text, such as base.score-city"),
                 e->rule);
      break;

    case TSR_EXPECT_REJECTED:
      e->code = attr (node, "code");
      if (e->code != NULL)
        {
          TsrRuleError code;

          if (tsr_rule_error_from_string (e->code, &code))
            e->has |= TSR_HAS_CODE;
          else
            problem (loader, node, _("unknown rejection code “%s”; expected a code such as edge-mismatch "
                                     "or feature-occupied"), e->code);
        }
      break;

    case TSR_N_EXPECTS:
    default:
      g_assert_not_reached ();
    }

  return e;
}

static TsrScriptItem *
load_expect (Loader  *loader,
             xmlNode *expect)
{
  TsrScriptItem *item = g_new0 (TsrScriptItem, 1);

  item->is_expect = TRUE;
  item->expectations = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_expectation_free);
  tsr_xml_node_position (expect, &item->line, &item->column);

  for (xmlNode *node = expect->children; node != NULL; node = node->next)
    {
      TsrExpectation *e;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      e = load_expectation (loader, node);
      if (e != NULL)
        g_ptr_array_add (item->expectations, e);
    }

  return item;
}

static void
load_script (Loader  *loader,
             xmlNode *script)
{
  for (xmlNode *node = script->children; node != NULL; node = node->next)
    {
      gboolean known = FALSE;

      if (node->type != XML_ELEMENT_NODE)
        continue;

      if (is_element (node, "expect") && in_namespace (node))
        {
          g_ptr_array_add (loader->scenario->script, load_expect (loader, node));
          continue;
        }

      for (guint i = 0; i < G_N_ELEMENTS (actions) && !known; i++)
        if (is_element (node, actions[i].element) && in_namespace (node))
          {
            g_ptr_array_add (loader->scenario->script, load_action (loader, node, actions[i].kind));
            known = TRUE;
          }

      if (!known)
        check_child (loader, node, "script", "an action such as <draw>, <place-tile>, <place-figure>, "
                     "<skip> or <end-game>, or <expect>");
    }
}

/* The whole document */

static void
find_sections (Loader  *loader,
               xmlNode *root)
{
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      gboolean known = FALSE;

      if (node->type != XML_ELEMENT_NODE)
        continue;

      for (guint i = 0; i < G_N_ELEMENTS (section_names); i++)
        if (is_element (node, section_names[i]) && in_namespace (node))
          {
            known = TRUE;
            if (loader->sections[i] != NULL)
              problem (loader, node, _("a second <%s>; a scenario has one"), section_names[i]);
            else
              loader->sections[i] = node;
          }

      if (!known)
        check_child (loader, node, "scenario", "<title>, <description>, <rules>, <players>, <board>, "
                     "<decks>, <turn>, <script> or <expect>");
    }

  if (loader->sections[SECTION_PLAYERS] == NULL)
    problem (loader, root, _("the scenario has no <players>; expected at least one <player> in it"));
  if (loader->sections[SECTION_BOARD] == NULL)
    problem (loader, root, _("the scenario has no <board>; expected one, even if empty"));
}

static void
load_document (Loader  *loader,
               xmlNode *root)
{
  xmlNode **sections = loader->sections;
  g_autofree char *format = attr (root, "format");

  if (g_strcmp0 (format, "1") != 0)
    problem (loader, root, _("format=\"%s\": this version of Tessera reads format=\"1\""), format != NULL ? format : "");

  check_attributes (loader, root);
  find_sections (loader, root);

  if (sections[SECTION_TITLE] != NULL)
    loader->scenario->title = text_of (sections[SECTION_TITLE]);
  if (sections[SECTION_DESCRIPTION] != NULL)
    loader->scenario->description = text_of (sections[SECTION_DESCRIPTION]);
  if (sections[SECTION_RULES] != NULL)
    load_rules (loader, sections[SECTION_RULES]);
  if (sections[SECTION_PLAYERS] != NULL)
    load_players (loader, sections[SECTION_PLAYERS]);
  if (sections[SECTION_BOARD] != NULL)
    {
      load_tiles (loader, sections[SECTION_BOARD]);
      load_bridges (loader, sections[SECTION_BOARD]);
      load_marks (loader, sections[SECTION_BOARD]);
      load_figures (loader, sections[SECTION_BOARD]);
    }
  load_decks (loader, sections[SECTION_DECKS]);
  load_turn (loader, sections[SECTION_TURN]);
  if (sections[SECTION_SCRIPT] != NULL)
    load_script (loader, sections[SECTION_SCRIPT]);
  if (sections[SECTION_EXPECT] != NULL)
    loader->scenario->expect = load_expect (loader, sections[SECTION_EXPECT]);
}

/* Orders "NAME:LINE:COLUMN: message" lines by line, then column. */
static int
compare_problems (gconstpointer a,
                  gconstpointer b,
                  gpointer      name_length)
{
  const char *x = *(const char * const *) a + GPOINTER_TO_SIZE (name_length) + 1;
  const char *y = *(const char * const *) b + GPOINTER_TO_SIZE (name_length) + 1;
  char *end_x, *end_y;
  guint64 line_x = g_ascii_strtoull (x, &end_x, 10), line_y = g_ascii_strtoull (y, &end_y, 10);

  if (line_x != line_y)
    return line_x < line_y ? -1 : 1;

  return (int) g_ascii_strtoull (end_x + 1, NULL, 10) - (int) g_ascii_strtoull (end_y + 1, NULL, 10);
}

/* The problems to report, sorted by line and column.  The meaning check
 * knows every element and attribute the format has and says precisely
 * what was expected; the schema's messages are shown only when it found
 * nothing, as they then point at something it did not look for. */
static char *
merge_problems (const char *name,
                const char *schema,
                const char *meaning)
{
  g_auto(GStrv) split = g_strsplit (*meaning != '\0' ? meaning : schema, "\n", -1);
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (guint i = 0; split[i] != NULL; i++)
    if (*split[i] != '\0')
      g_ptr_array_add (lines, split[i]);

  g_ptr_array_sort_with_data (lines, compare_problems, GSIZE_TO_POINTER (strlen (name)));
  for (guint i = 0; i < lines->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, '\n');
      g_string_append (out, g_ptr_array_index (lines, i));
    }

  return g_string_free (out, FALSE);
}

static TsrScenario *
scenario_new (const char *name)
{
  TsrScenario *scenario = g_new0 (TsrScenario, 1);

  scenario->name = g_strdup (name);
  scenario->script = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_script_item_free);
  scenario->tile_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  scenario->figure_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  scenario->token_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  return scenario;
}

/* Puts the sections of <scenario> in the order the schema lists them,
 * anything else after them.  A file may give them in any order; the moved
 * elements keep the positions they were read at. */
static void
sort_sections (xmlNode *root)
{
  g_autoptr(GPtrArray) rest = g_ptr_array_new ();
  g_autoptr(GPtrArray) ordered = g_ptr_array_new ();

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    g_ptr_array_add (rest, node);

  for (guint s = 0; s < G_N_ELEMENTS (section_names); s++)
    for (guint i = 0; i < rest->len; i++)
      {
        xmlNode *node = g_ptr_array_index (rest, i);

        if (node != NULL && is_element (node, section_names[s]) && in_namespace (node))
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

/* Returns: the line of a DOCTYPE declaration before the root element, or
 * 0.  Scenario files have none; refusing them before parsing keeps any
 * entity, external or exponential, from ever being looked at. */
static guint
doctype_line (const char *data,
              gsize       length)
{
  const char *p = data, *end = data + length;
  guint line = 1;

  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    p += 3;

  while (p < end)
    {
      if (*p == '\n')
        line++;
      if (g_ascii_isspace (*p))
        {
          p++;
          continue;
        }
      if (*p != '<' || p + 1 >= end)
        return 0;
      if (p[1] == '?' || (p[1] == '!' && p + 3 < end && p[2] == '-' && p[3] == '-'))
        {
          const char *close = g_strstr_len (p, end - p, p[1] == '?' ? "?>" : "-->");

          if (close == NULL)
            return 0;
          for (; p < close; p++)
            line += *p == '\n';
          p = close + 2;
          continue;
        }
      return (gsize) (end - p) >= 9 && strncmp (p, "<!DOCTYPE", 9) == 0 ? line : 0;
    }

  return 0;
}

/* A format macro inside the msgid would cut it in two for translators:
 * the size goes in as a whole number of MiB, capped to fit. */
static void
set_too_large (GError     **error,
               const char  *name,
               guint64      bytes)
{
  g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_TOO_LARGE,
               _("%s: the file is %d MiB; scenarios larger than %d MiB are refused"),
               name, (int) MIN (bytes / (1024 * 1024), (guint64) G_MAXINT), TSR_SCENARIO_MAX_SIZE / (1024 * 1024));
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
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GError) invalid = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GPtrArray) tiles = g_ptr_array_new ();
  g_autoptr(TsrScenario) scenario = NULL;
  g_autofree char *all = NULL;
  Loader loader = { 0 };
  xmlNode *root;

  if (length > TSR_SCENARIO_MAX_SIZE)
    {
      set_too_large (error, name, length);
      return NULL;
    }

  if (doctype_line (data, length) > 0)
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   _("%s:%u:1: the file has a DOCTYPE declaration; expected none, scenario files "
                     "declare no entities"), name, doctype_line (data, length));
      return NULL;
    }

  doc = tsr_xml_read (data, length, name, error);
  if (doc == NULL)
    return NULL;

  /* Not UTF-8 (the scan above reads bytes): the parser saw the DOCTYPE
   * but, without entity substitution, expanded and fetched nothing. */
  if (xmlGetIntSubset (doc) != NULL)
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   _("%s:%u:1: the file has a DOCTYPE declaration; expected none, scenario files "
                     "declare no entities"), name, (guint) MAX (xmlGetLineNo ((xmlNode *) xmlGetIntSubset (doc)), 1));
      return NULL;
    }

  root = xmlDocGetRootElement (doc);
  if (root == NULL || strcmp ((const char *) root->name, "scenario") != 0 || !in_namespace (root))
    {
      guint line = 1, column = 1;

      if (root != NULL)
        tsr_xml_node_position (root, &line, &column);
      if (root != NULL && root->ns != NULL)
        g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                     _("%s:%u:%u: the root element is <%s> in the namespace %s; expected <scenario xmlns=\"%s\">"),
                     name, line, column, (const char *) root->name, (const char *) root->ns->href, NS);
      else
        g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                     _("%s:%u:%u: the root element is <%s>; expected <scenario xmlns=\"%s\">"),
                     name, line, column, root != NULL ? (const char *) root->name : "", NS);
      return NULL;
    }

  sort_sections (root);
  tsr_schema_validate (doc, "schema/scenario.rng", name, &invalid);

  scenario = scenario_new (name);
  loader.name = name;
  loader.problems = problems;
  loader.game = tsr_game_new ();
  loader.scenario = scenario;
  loader.tiles = tiles;
  scenario->setup = loader.game;

  load_document (&loader, root);

  if (problems->len > 0 || invalid != NULL)
    {
      all = merge_problems (name, invalid != NULL ? invalid->message : "", problems->str);
      g_set_error_literal (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID, all);
      return NULL;
    }

  return g_steal_pointer (&scenario);
}

/**
 * tsr_scenario_load_file:
 *
 * Reads a scenario file, refusing one over %TSR_SCENARIO_MAX_SIZE before
 * reading it.
 */
TsrScenario *
tsr_scenario_load_file (const char  *path,
                        GError     **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) local = NULL;
  GStatBuf st;
  gsize length;

  if (g_stat (path, &st) == 0 && st.st_size > TSR_SCENARIO_MAX_SIZE)
    {
      set_too_large (error, path, st.st_size);
      return NULL;
    }

  if (!g_file_get_contents (path, &contents, &length, &local))
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO, "%s", local->message);
      return NULL;
    }

  return tsr_scenario_load_data (contents, length, path, error);
}

/**
 * tsr_scenario_parse_action:
 * @xml: one action element of a script, such as
 *   <place-tile x="0" y="-1" rotation="180"/>, without a namespace
 * @game: the game it is for: its players and modules
 *
 * Reads an action written in the scenario script's notation.
 */
gboolean
tsr_scenario_parse_action (const char  *xml,
                           const TsrGame *game,
                           TsrAction   *action,
                           GError     **error)
{
  g_autofree char *text = g_strdup_printf ("<script xmlns=\"%s\">%s</script>", NS, xml);
  g_autoptr(xmlDoc) doc = tsr_xml_read (text, strlen (text), "action", error);
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(TsrScenario) scenario = scenario_new ("action");
  Loader loader = { 0 };
  xmlNode *node = NULL;

  if (doc == NULL)
    return FALSE;

  for (xmlNode *child = xmlDocGetRootElement (doc)->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      {
        if (node != NULL)
          {
            g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID, _("expected one action"));
            return FALSE;
          }
        node = child;
      }

  loader.name = "action";
  loader.problems = problems;
  loader.game = (TsrGame *) game;
  loader.scenario = scenario;
  if (node != NULL)
    load_script (&loader, xmlDocGetRootElement (doc));

  if (node == NULL || problems->len > 0 || scenario->script->len != 1 ||
      ((TsrScriptItem *) g_ptr_array_index (scenario->script, 0))->is_expect)
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID, "%s",
                   problems->len > 0 ? problems->str : _("expected one action"));
      return FALSE;
    }

  *action = ((TsrScriptItem *) g_ptr_array_index (scenario->script, 0))->action;
  return TRUE;
}
