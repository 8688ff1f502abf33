/* tsr-scenario-reader.c: reading the attributes of a scenario's elements
 *
 * Every reading function checks what it reads and, when it is wrong,
 * reports the problem with the element's line and column and says what
 * was expected.  The loader, the script and expectation readers and the
 * modules' load hooks share them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-scenario-private.h"
#include "tsr-schema.h"

const char *const tsr_section_names[TSR_N_SECTIONS] = {
  "title", "description", "rules", "players", "board", "decks", "turn", "script", "expect",
};

void
tsr_scenario_reader_problem (TsrScenarioReader *reader,
                             xmlNode           *node,
                             const char        *format,
                             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  tsr_xml_problems_add (reader->problems, node, "%s", message);
}

gboolean
tsr_scenario_reader_is (xmlNode    *node,
                        const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0 &&
         node->ns != NULL && strcmp ((const char *) node->ns->href, TSR_SCENARIO_NS) == 0;
}

/**
 * tsr_scenario_reader_next:
 * @section: "board", "decks"…
 * @element: the name of the elements wanted
 * @node: (inout): %NULL to start, then the previous one found
 *
 * Steps through the elements called @element in a section of the file.
 *
 * Returns: %FALSE when there is none left
 */
gboolean
tsr_scenario_reader_next (TsrScenarioReader  *reader,
                          const char         *section,
                          const char         *element,
                          xmlNode           **node)
{
  xmlNode *from = NULL;

  if (*node != NULL)
    from = (*node)->next;
  else
    for (guint i = 0; i < TSR_N_SECTIONS; i++)
      if (strcmp (tsr_section_names[i], section) == 0 && reader->sections[i] != NULL)
        from = reader->sections[i]->children;

  for (*node = from; *node != NULL; *node = (*node)->next)
    if (tsr_scenario_reader_is (*node, element))
      return TRUE;

  return FALSE;
}

gboolean
tsr_scenario_reader_has (xmlNode    *node,
                         const char *name)
{
  /* o:x="1" is not x, whatever o stands for. */
  return xmlHasNsProp (node, (const xmlChar *) name, NULL) != NULL;
}

/* Returns: (transfer full) (nullable): the attribute @name, or %NULL */
char *
tsr_scenario_reader_string (xmlNode    *node,
                            const char *name)
{
  return tsr_xml_get_attr (node, name);
}

/* Returns: (transfer full): the text inside @node */
char *
tsr_scenario_reader_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup ((const char *) content);

  xmlFree (content);
  return text;
}

gboolean
tsr_scenario_reader_missing (TsrScenarioReader *reader,
                             xmlNode           *node,
                             const char        *name)
{
  /* Translators: an error in a scenario file; <%s> is the name of an element, the other %s the name of the
   * attribute it lacks */
  tsr_scenario_reader_problem (reader, node, _("<%s> needs the attribute %s"), (const char *) node->name, name);
  return FALSE;
}

/* The list of names, "<a>, <b>, <c>", or "a b c" without brackets. */
static char *
name_list (GPtrArray *names,
           gboolean   elements)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; names != NULL && i < names->len; i++)
    g_string_append_printf (list, elements ? "%s<%s>" : "%s%s", i == 0 ? "" : elements ? ", " : " ",
                            (const char *) g_ptr_array_index (names, i));

  return g_string_free (list, FALSE);
}

/* An element only modules' parts of the grammar have (@owners, 0 for the
 * core's) needs one of them in play. */
static gboolean
require_owners (TsrScenarioReader *reader,
                xmlNode           *node,
                guint32            owners)
{
  if (owners == 0)
    return TRUE;

  return tsr_scenario_reader_require (reader, node, owners, TSR_NEED_ELEMENT, (const char *) node->name);
}

/**
 * tsr_scenario_reader_unknown:
 * @path: the element names from the root to @node's parent, as the
 *   grammar knows them ("scenario/board")
 *
 * Reports everything under @node, @node included, that the grammar does
 * not have at that place: elements and attributes, each saying what the
 * grammar allows there; and what only the parts of modules not in play
 * have, saying which to switch on.
 */
void
tsr_scenario_reader_unknown (TsrScenarioReader *reader,
                             xmlNode           *node,
                             const char        *path)
{
  g_autofree char *here = *path != '\0' ? g_strdup_printf ("%s/%s", path, (const char *) node->name)
                                         : g_strdup ((const char *) node->name);
  GPtrArray *attributes = tsr_schema_attributes (TSR_SCHEMA_SCENARIO, here);
  const char *parent = strrchr (path, '/') != NULL ? strrchr (path, '/') + 1 : path;

  if (node->ns == NULL || strcmp ((const char *) node->ns->href, TSR_SCENARIO_NS) != 0)
    {
      g_autofree char *written = tsr_xml_node_written_name (node);

      /* Translators: an error in a scenario file; <%s> is the name of an element as the file writes it,
       * the other %s the namespace of scenario files */
      tsr_scenario_reader_problem (reader, node, _("<%s> is not in the scenario namespace %s"),
                                   written, TSR_SCENARIO_NS);
      return;
    }
  if (attributes == NULL)
    {
      GPtrArray *children = tsr_schema_children (TSR_SCHEMA_SCENARIO, path);
      g_autofree char *expected = NULL;

      if (children != NULL && children->len > 0)
        {
          expected = name_list (children, TRUE);
          /* Translators: an error in a scenario file; the first <%s> is the name of the element the file
           * gives, the second the name of the element it is in, the last %s the list of the elements that
           * may be there */
          tsr_scenario_reader_problem (reader, node, _("unknown element <%s> in <%s>; expected one of: %s"),
                                       (const char *) node->name, parent, expected);
        }
      else if (tsr_schema_holds_text (TSR_SCHEMA_SCENARIO, path))
        /* Translators: an error in a scenario file; the first <%s> is the name of the element the file
         * gives, the second and third the name of the element it is in, which may hold text but no
         * element */
        tsr_scenario_reader_problem (reader, node, _("unknown element <%s> in <%s>: <%s> holds text only"),
                                     (const char *) node->name, parent, parent);
      else
        /* Translators: an error in a scenario file; the first <%s> is the name of the element the file
         * gives, the second and third the name of the element it is in, which may hold nothing at all */
        tsr_scenario_reader_problem (reader, node, _("unknown element <%s> in <%s>: <%s> holds nothing"),
                                     (const char *) node->name, parent, parent);
      return;
    }

  if (*path != '\0' && !require_owners (reader, node, tsr_schema_owners (TSR_SCHEMA_SCENARIO, path,
                                                                         (const char *) node->name)))
    return;

  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      gboolean known = FALSE;
      g_autofree char *expected = NULL;
      g_autofree char *written = NULL;

      for (guint i = 0; a->ns == NULL && i < attributes->len; i++)
        known |= strcmp (g_ptr_array_index (attributes, i), (const char *) a->name) == 0;
      if (known)
        {
          g_autofree char *key = g_strconcat ("@", (const char *) a->name, NULL);
          guint32 owners = tsr_schema_owners (TSR_SCHEMA_SCENARIO, here, key);

          if (owners != 0)
            tsr_scenario_reader_require (reader, node, owners, TSR_NEED_ATTRIBUTE, (const char *) a->name);
          continue;
        }

      expected = name_list (attributes, FALSE);
      written = tsr_xml_attr_written_name (a);
      if (attributes->len == 0)
        /* Translators: an error in a scenario file; the first %s is the name of the attribute the file
         * gives, <%s> the name of its element */
        tsr_scenario_reader_problem (reader, node, _("unknown attribute %s on <%s>; expected no attributes"),
                                     written, (const char *) node->name);
      else
        /* Translators: an error in a scenario file; the first %s is the name of the attribute the file
         * gives, <%s> the name of its element, the last %s the list of the attributes that element may
         * have */
        tsr_scenario_reader_problem (reader, node, _("unknown attribute %s on <%s>; expected: %s"),
                                     written, (const char *) node->name, expected);
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      tsr_scenario_reader_unknown (reader, child, here);
}

/* Numbers and names */

/* A whole number between @min and @max. */
gboolean
tsr_scenario_reader_int (TsrScenarioReader *reader,
                         xmlNode           *node,
                         const char        *name,
                         gint64             min,
                         gint64             max,
                         gint64            *value)
{
  g_autofree char *text = tsr_xml_get_attr (node, name);
  char *end = NULL;

  if (text == NULL)
    return tsr_scenario_reader_missing (reader, node, name);

  *value = g_ascii_strtoll (text, &end, 10);
  if (*text == '\0' || *end != '\0' || g_ascii_isspace (*text))
    {
      /* Translators: an error in a scenario file; the first %s is the name of an attribute, the second the
       * value the file gives it; keep %s="%s" as it is */
      tsr_scenario_reader_problem (reader, node, _("%s=\"%s\": expected a whole number"), name, text);
      return FALSE;
    }
  if (*value < min || *value > max)
    {
      if (min == 0 && *value < 0)
        /* Translators: an error in a scenario file; the first %s is the name of an attribute, the second
         * the value the file gives it; keep %s="%s" as it is */
        tsr_scenario_reader_problem (reader, node, _("%s=\"%s\": expected a number that is not negative"),
                                     name, text);
      else
        /* Translators: an error in a scenario file; the first %s is the name of an attribute, the second
         * the value the file gives it, the two %lld the smallest and the largest number it may be; keep
         * %s="%s" as it is */
        tsr_scenario_reader_problem (reader, node, _("%s=\"%s\": expected a number from %lld to %lld"),
                                     name, text, (long long) min, (long long) max);
      return FALSE;
    }

  return TRUE;
}

gboolean
tsr_scenario_reader_count (TsrScenarioReader *reader,
                           xmlNode           *node,
                           const char        *name,
                           gint64            *value)
{
  return tsr_scenario_reader_int (reader, node, name, 0, G_MAXINT32, value);
}

gboolean
tsr_scenario_reader_position (TsrScenarioReader *reader,
                              xmlNode           *node,
                              gint32            *x,
                              gint32            *y)
{
  gint64 vx = 0, vy = 0;
  gboolean ok = tsr_scenario_reader_int (reader, node, "x", -TSR_SCENARIO_MAX_COORD, TSR_SCENARIO_MAX_COORD, &vx);

  ok &= tsr_scenario_reader_int (reader, node, "y", -TSR_SCENARIO_MAX_COORD, TSR_SCENARIO_MAX_COORD, &vy);
  *x = vx;
  *y = vy;
  return ok;
}

/* A yes or no: @fallback when absent. */
gboolean
tsr_scenario_reader_bool (TsrScenarioReader *reader,
                          xmlNode           *node,
                          const char        *name,
                          gboolean           fallback,
                          gboolean          *value)
{
  g_autofree char *text = tsr_xml_get_attr (node, name);

  *value = fallback;
  if (text == NULL)
    return TRUE;
  if (strcmp (text, "true") == 0 || strcmp (text, "false") == 0)
    {
      *value = text[0] == 't';
      return TRUE;
    }

  /* Translators: an error in a scenario file; the first %s is the name of an attribute, the second the
   * value the file gives it; keep %s="%s", true and false as they are */
  tsr_scenario_reader_problem (reader, node, _("%s=\"%s\": expected true or false"), name, text);
  return FALSE;
}

gboolean
tsr_scenario_reader_rotation (TsrScenarioReader *reader,
                              xmlNode           *node,
                              guint8            *rotation)
{
  g_autofree char *text = tsr_xml_get_attr (node, "rotation");
  guint turns = 0;

  *rotation = 0;
  if (text == NULL)
    return tsr_scenario_reader_missing (reader, node, "rotation");
  if (!tsr_rotation_from_degrees ((int) g_ascii_strtoll (text, NULL, 10), &turns) ||
      strspn (text, "0123456789") != strlen (text))
    {
      /* Translators: an error in a scenario file; %s is the value the file gives; keep rotation="%s" as it
       * is */
      tsr_scenario_reader_problem (reader, node, _("rotation=\"%s\": expected 0, 90, 180 or 270"), text);
      return FALSE;
    }

  *rotation = turns;
  return TRUE;
}

gboolean
tsr_scenario_reader_port (TsrScenarioReader *reader,
                          xmlNode           *node,
                          const char        *name,
                          TsrPort           *port)
{
  g_autofree char *text = tsr_xml_get_attr (node, name);

  *port = TSR_PORT_NONE;
  if (text == NULL)
    return tsr_scenario_reader_missing (reader, node, name);
  if (!tsr_port_from_string (text, port))
    {
      /* Translators: an error in a scenario file; the first %s is the name of an attribute, the second the
       * value the file gives it; keep %s="%s" and the port names as they are */
      tsr_scenario_reader_problem (reader, node, _("%s=\"%s\": expected a port: N1, N2, N3, E1…W3, C or bridge"),
                                   name, text);
      return FALSE;
    }

  return TRUE;
}

gboolean
tsr_scenario_reader_axis (TsrScenarioReader *reader,
                          xmlNode           *node,
                          const char        *name,
                          TsrAxis           *axis)
{
  g_autofree char *text = tsr_xml_get_attr (node, name);

  if (text == NULL || !tsr_axis_from_string (text, axis))
    {
      /* Translators: an error in a scenario file; the first %s is the name of an attribute, the second the
       * value the file gives it; keep %s="%s", ns and ew as they are */
      tsr_scenario_reader_problem (reader, node, _("%s=\"%s\": expected ns or ew"), name, text != NULL ? text : "");
      return FALSE;
    }

  return TRUE;
}

gboolean
tsr_scenario_reader_phase (TsrScenarioReader *reader,
                           xmlNode           *node,
                           TsrPhase          *phase)
{
  g_autofree char *text = tsr_xml_get_attr (node, "phase");

  if (text == NULL || !tsr_phase_from_string (text, phase) || *phase == TSR_PHASE_GAME_OVER)
    {
      /* Translators: an error in a scenario file; %s is the value the file gives; keep phase="%s" and the
       * names of the phases as they are */
      tsr_scenario_reader_problem (reader, node, _("phase=\"%s\": expected draw, place-tile, place-figure, score or end"),
                                   text != NULL ? text : "");
      return FALSE;
    }

  return TRUE;
}

/* Modules */

/* Their ids, "a, b", for messages. */
static char *
module_list (guint32 modules)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < tsr_module_count (); i++)
    if (modules & (1u << i))
      g_string_append_printf (list, "%s“%s”", list->len > 0 ? _(", ") : "", tsr_module_get (i)->id);

  return g_string_free (list, FALSE);
}

/* Says that what @node names (@need, called @name) needs one of the
 * expansions @ids (@one: just one), the first of them @id.  Each thing is
 * a sentence of its own, so that a translation can agree with it. */
static void
say_needed (TsrScenarioReader *reader,
            xmlNode           *node,
            TsrNeed            need,
            const char        *name,
            gboolean           one,
            const char        *ids,
            const char        *id)
{
  switch (need)
    {
    case TSR_NEED_ELEMENT:
      /* Translators: an error in a scenario file; <%s> is an element only an expansion has, the second %s
       * the id of the expansion in quotes (“covid”), the third the same id; keep <expansion id="%s"/> and
       * <rules> as they are */
      tsr_scenario_reader_problem (reader, node, one ? _("<%s> needs the expansion %s; expected "
                                                         "<expansion id=\"%s\"/> in <rules>")
                                   /* Translators: an error in a scenario file; <%s> is an element only
                                    * expansions have, the second %s lists them in quotes (“abbot”,
                                    * “phantom”), any of which will do, the third is the first of their ids;
                                    * keep <expansion id="%s"/> and <rules> as they are */
                                                     : _("<%s> needs one of the expansions %s; expected, for "
                                                         "example, <expansion id=\"%s\"/> in <rules>"),
                                   name, ids, id);
      break;
    case TSR_NEED_ATTRIBUTE:
      /* Translators: an error in a scenario file; %s= is an attribute only an expansion has, the second %s
       * the id of the expansion in quotes (“covid”), the third the same id; keep <expansion id="%s"/> and
       * <rules> as they are */
      tsr_scenario_reader_problem (reader, node, one ? _("%s= needs the expansion %s; expected "
                                                         "<expansion id=\"%s\"/> in <rules>")
                                   /* Translators: an error in a scenario file; %s= is an attribute only
                                    * expansions have, the second %s lists them in quotes (“abbot”,
                                    * “phantom”), any of which will do, the third is the first of their ids;
                                    * keep <expansion id="%s"/> and <rules> as they are */
                                                     : _("%s= needs one of the expansions %s; expected, for "
                                                         "example, <expansion id=\"%s\"/> in <rules>"),
                                   name, ids, id);
      break;
    case TSR_NEED_TILE:
      /* Translators: an error in a scenario file; the first %s is the id of a tile of an expansion
       * (“covid.A”), the second the id of the expansion in quotes (“covid”), the third the same id; keep
       * <expansion id="%s"/> and <rules> as they are */
      tsr_scenario_reader_problem (reader, node, one ? _("the tile %s needs the expansion %s; expected "
                                                         "<expansion id=\"%s\"/> in <rules>")
                                   /* Translators: an error in a scenario file; the first %s is the id of a
                                    * tile (“covid.A”), the second lists expansions in quotes, any of which
                                    * will do, the third is the first of their ids; keep
                                    * <expansion id="%s"/> and <rules> as they are */
                                                     : _("the tile %s needs one of the expansions %s; expected, "
                                                         "for example, <expansion id=\"%s\"/> in <rules>"),
                                   name, ids, id);
      break;
    case TSR_NEED_FIGURE:
      /* Translators: an error in a scenario file; the first %s is a kind of figure as files write it
       * (“abbot”), the second the id of the expansion that has it in quotes (“abbot”), the third the same
       * id; keep <expansion id="%s"/> and <rules> as they are */
      tsr_scenario_reader_problem (reader, node, one ? _("a figure of kind %s needs the expansion %s; expected "
                                                         "<expansion id=\"%s\"/> in <rules>")
                                   /* Translators: an error in a scenario file; the first %s is a kind of
                                    * figure as files write it (“abbot”), the second lists the expansions
                                    * that have it in quotes, any of which will do, the third is the first
                                    * of their ids; keep <expansion id="%s"/> and <rules> as they are */
                                                     : _("a figure of kind %s needs one of the expansions %s; "
                                                         "expected, for example, <expansion id=\"%s\"/> in "
                                                         "<rules>"),
                                   name, ids, id);
      break;
    case TSR_NEED_TOKEN:
      /* Translators: an error in a scenario file; the first %s is a kind of token as files write it
       * (“infection”), the second the id of the expansion that has it in quotes (“covid”), the third the
       * same id; keep <expansion id="%s"/> and <rules> as they are */
      tsr_scenario_reader_problem (reader, node, one ? _("a token of kind %s needs the expansion %s; expected "
                                                         "<expansion id=\"%s\"/> in <rules>")
                                   /* Translators: an error in a scenario file; the first %s is a kind of
                                    * token as files write it (“infection”), the second lists the expansions
                                    * that have it in quotes, any of which will do, the third is the first
                                    * of their ids; keep <expansion id="%s"/> and <rules> as they are */
                                                     : _("a token of kind %s needs one of the expansions %s; "
                                                         "expected, for example, <expansion id=\"%s\"/> in "
                                                         "<rules>"),
                                   name, ids, id);
      break;
    case TSR_NEED_SUPPLY:
    default:
      /* Translators: an error in a scenario file; the first %s is a kind of supply as files write it
       * (“bridge”), the second the id of the expansion that has it in quotes (“bridges”), the third the
       * same id; keep <expansion id="%s"/> and <rules> as they are */
      tsr_scenario_reader_problem (reader, node, one ? _("a supply of kind %s needs the expansion %s; expected "
                                                         "<expansion id=\"%s\"/> in <rules>")
                                   /* Translators: an error in a scenario file; the first %s is a kind of
                                    * supply as files write it (“bridge”), the second lists the expansions
                                    * that have it in quotes, any of which will do, the third is the first
                                    * of their ids; keep <expansion id="%s"/> and <rules> as they are */
                                                     : _("a supply of kind %s needs one of the expansions %s; "
                                                         "expected, for example, <expansion id=\"%s\"/> in "
                                                         "<rules>"),
                                   name, ids, id);
      break;
    }
}

/**
 * tsr_scenario_reader_require:
 * @modules: the modules that have what @node names, a bit each
 * @need: what @node names: an element, an attribute, a tile…
 * @name: its name as the file writes it ("flood", "holds", "covid.A")
 *
 * Returns: whether one of @modules is switched on; if not, says which
 *   expansion to switch on
 */
gboolean
tsr_scenario_reader_require (TsrScenarioReader *reader,
                             xmlNode           *node,
                             guint32            modules,
                             TsrNeed            need,
                             const char        *name)
{
  g_autofree char *ids = NULL;
  guint first = 0;

  if (reader->game->st.modules & modules)
    return TRUE;

  while (first < 31 && !(modules & (1u << first)))
    first++;
  ids = module_list (modules);
  say_needed (reader, node, need, name, (modules & (modules - 1)) == 0, ids, tsr_module_get (first)->id);
  return FALSE;
}

/* References */

/* A tile id of the catalogue, of a module in play. */
const TsrTileType *
tsr_scenario_reader_tile_type (TsrScenarioReader *reader,
                               xmlNode           *node,
                               const char        *name,
                               gboolean           required)
{
  g_autofree char *id = tsr_xml_get_attr (node, name);
  const TsrTileType *type;

  if (id == NULL)
    {
      if (required)
        tsr_scenario_reader_missing (reader, node, name);
      return NULL;
    }

  type = tsr_catalogue_lookup (tsr_catalogue_get_default (), id);
  if (type == NULL)
    {
      /* Translators: an error in a scenario file; %s is the tile id the file gives; keep base.A and base.X
       * as they are */
      tsr_scenario_reader_problem (reader, node, _("unknown tile “%s”; expected a tile id such as base.A … base.X"), id);
      return NULL;
    }

  return tsr_scenario_reader_tile_in_play (reader, node, type) ? type : NULL;
}

/* Whether a module in play has the tiles of @type's set; if not, says
 * which to switch on. */
gboolean
tsr_scenario_reader_tile_in_play (TsrScenarioReader *reader,
                                  xmlNode           *node,
                                  const TsrTileType *type)
{
  guint32 modules = 0;

  for (guint i = 0; i < tsr_module_count (); i++)
    if (g_strcmp0 (tsr_module_get (i)->tile_set, type->set) == 0)
      modules |= 1u << i;

  return tsr_scenario_reader_require (reader, node, modules, TSR_NEED_TILE, type->id);
}

static char *
player_list (TsrGame *game)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < tsr_game_get_n_players (game); i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", tsr_game_get_player (game, i)->id);

  return g_string_free (list, FALSE);
}

/* Returns: the index of the player named by @name, -1 when absent, -2
 * when it names nobody declared. */
gint
tsr_scenario_reader_player (TsrScenarioReader *reader,
                            xmlNode           *node,
                            const char        *name)
{
  g_autofree char *id = tsr_xml_get_attr (node, name);
  g_autofree char *players = NULL;
  int index;

  if (id == NULL)
    return -1;

  index = tsr_game_find_player (reader->game, id);
  if (index >= 0)
    return index;

  players = player_list (reader->game);
  /* Translators: an error in a scenario file; the first %s is the player id the file gives, the second the
   * list of the players the file declares; keep <players> as it is */
  tsr_scenario_reader_problem (reader, node, _("no player “%s” is declared in <players>; expected one of: %s"),
                               id, players);
  return -2;
}

/* The kind="…" of a figure; with @player_only, not a neutral one. */
gboolean
tsr_scenario_reader_figure (TsrScenarioReader *reader,
                            xmlNode           *node,
                            gboolean           player_only,
                            TsrFigureKind     *kind)
{
  g_autofree char *text = tsr_xml_get_attr (node, "kind");

  *kind = TSR_FIGURE_MEEPLE;
  if (text == NULL)
    return tsr_scenario_reader_missing (reader, node, "kind");
  if (!tsr_figure_kind_from_string (text, kind) || (player_only && tsr_figure_kind_is_neutral (*kind)))
    {
      g_autofree char *kinds = tsr_figure_kind_list (player_only);

      /* Translators: an error in a scenario file; the first %s is the value the file gives, the second the
       * list of the values it may have; keep kind="%s" as it is */
      tsr_scenario_reader_problem (reader, node, _("kind=\"%s\": expected one of: %s"), text, kinds);
      return FALSE;
    }

  return tsr_scenario_reader_require (reader, node, tsr_figure_kind_get_owners (*kind), TSR_NEED_FIGURE, text);
}

/* The kind="…" of a token. */
gboolean
tsr_scenario_reader_token (TsrScenarioReader *reader,
                           xmlNode           *node,
                           TsrTokenKind      *kind)
{
  g_autofree char *text = tsr_xml_get_attr (node, "kind");

  if (text == NULL)
    return tsr_scenario_reader_missing (reader, node, "kind");
  if (!tsr_token_kind_from_string (text, kind))
    {
      g_autofree char *kinds = tsr_token_kind_list ();

      tsr_scenario_reader_problem (reader, node, _("kind=\"%s\": expected one of: %s"), text, kinds);
      return FALSE;
    }

  return tsr_scenario_reader_require (reader, node, tsr_token_kind_get_owners (*kind), TSR_NEED_TOKEN, text);
}

/* Whether a tile is at (x, y) of the board set up so far. */
gboolean
tsr_scenario_reader_tile (TsrScenarioReader *reader,
                          xmlNode           *node,
                          gint32             x,
                          gint32             y)
{
  if (tsr_board_get (reader->game->st.board, x, y) != NULL)
    return TRUE;

  /* Translators: an error in a scenario file; (%d, %d) is the position (column, row) the file gives; keep
   * <board> as it is */
  tsr_scenario_reader_problem (reader, node, _("no tile at (%d, %d); expected the position of a tile in <board>"),
                               x, y);
  return FALSE;
}

/* A place on a tile of the board: the tile must be there and have
 * something under the port. */
gboolean
tsr_scenario_reader_place (TsrScenarioReader *reader,
                           xmlNode           *node,
                           gint32             x,
                           gint32             y,
                           TsrPort            port)
{
  if (!tsr_scenario_reader_tile (reader, node, x, y))
    return FALSE;

  if (tsr_board_segment_at (reader->game->st.board, x, y, port) < 0)
    {
      if (port == TSR_PORT_SPAN)
        /* Translators: an error in a scenario file; (%d, %d) is the position (column, row) the file gives */
        tsr_scenario_reader_problem (reader, node, _("the tile at (%d, %d) has no bridge; expected a port of its own"),
                                     x, y);
      else
        /* Translators: an error in a scenario file; (%d, %d) is the position (column, row) the file gives,
         * %s the port of the tile the file gives ("N2") */
        tsr_scenario_reader_problem (reader, node, _("the tile at (%d, %d) has nothing at %s; expected one of its ports"),
                                     x, y, tsr_port_to_string (port));
      return FALSE;
    }

  return TRUE;
}
