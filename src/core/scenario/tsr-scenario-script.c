/* tsr-scenario-script.c: reading and writing a scenario's script
 *
 * A script is actions and <expect> blocks.  Each action's element and
 * attributes are those its kind declares (TsrActionDecl): the attributes
 * fill the fields of TsrAction, and are read and written here for every
 * kind alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-scenario-private.h"

/**
 * tsr_scenario_read_action:
 *
 * Reads one action of the script, whose element names @kind.
 *
 * Returns: (transfer full): the script item
 */
TsrScriptItem *
tsr_scenario_read_action (TsrScenarioReader *reader,
                          xmlNode           *node,
                          TsrActionKind      kind)
{
  TsrScriptItem *item = g_new0 (TsrScriptItem, 1);
  TsrAction *action = &item->action;
  guint flags = tsr_action_kind_get_decl (kind)->flags;

  tsr_action_init (action, kind);
  tsr_xml_node_position (node, &item->line, &item->column);
  tsr_scenario_reader_require (reader, node, tsr_action_kind_get_owners (kind), TSR_NEED_ELEMENT,
                               (const char *) node->name);

  if (flags & TSR_ACTION_TILE)
    {
      action->tile = tsr_scenario_reader_tile_type (reader, node, "tile", FALSE);
      if (action->tile != NULL)
        item->has |= TSR_HAS_TILE;
    }
  if ((flags & TSR_ACTION_POSITION) ||
      ((flags & TSR_ACTION_MAY_POS) && (tsr_scenario_reader_has (node, "x") || tsr_scenario_reader_has (node, "y"))))
    {
      action->has_pos = tsr_scenario_reader_position (reader, node, &action->x, &action->y);
      if (action->has_pos)
        item->has |= TSR_HAS_POS;
    }
  if (flags & TSR_ACTION_ROTATION)
    tsr_scenario_reader_rotation (reader, node, &action->rotation);
  if (flags & TSR_ACTION_PORT)
    tsr_scenario_reader_port (reader, node, "at", &action->port);
  if (flags & TSR_ACTION_FIGURE)
    tsr_scenario_reader_figure (reader, node, TRUE, &action->figure);
  if (flags & TSR_ACTION_AXIS)
    tsr_scenario_reader_axis (reader, node, "axis", &action->axis);
  if ((flags & TSR_ACTION_PLAYER) && tsr_scenario_reader_has (node, "player"))
    {
      gint player = tsr_scenario_reader_player (reader, node, "player");

      if (player >= 0)
        {
          action->player = player;
          item->has |= TSR_HAS_PLAYER;
        }
    }
  if ((flags & TSR_ACTION_TAKE) && tsr_scenario_reader_has (node, "take-x"))
    {
      gint64 tx = 0, ty = 0;

      if (tsr_scenario_reader_int (reader, node, "take-x", -TSR_SCENARIO_MAX_COORD, TSR_SCENARIO_MAX_COORD, &tx) &&
          tsr_scenario_reader_int (reader, node, "take-y", -TSR_SCENARIO_MAX_COORD, TSR_SCENARIO_MAX_COORD, &ty) &&
          tsr_scenario_reader_port (reader, node, "take-at", &action->take_port))
        {
          action->has_take = TRUE;
          action->take_x = tx;
          action->take_y = ty;
          item->has |= TSR_HAS_TAKE;
        }
    }

  return item;
}

/**
 * tsr_scenario_read_script:
 *
 * Reads the actions and <expect> blocks of @script into the scenario.
 * An element the grammar does not have was reported already.
 */
void
tsr_scenario_read_script (TsrScenarioReader *reader,
                          xmlNode           *script)
{
  for (xmlNode *node = script->children; node != NULL; node = node->next)
    {
      TsrActionKind kind;

      if (node->type != XML_ELEMENT_NODE || !tsr_scenario_reader_is (node, (const char *) node->name))
        continue;

      if (strcmp ((const char *) node->name, "expect") == 0)
        g_ptr_array_add (reader->scenario->script, tsr_scenario_read_expect (reader, node));
      else if (tsr_action_kind_from_string ((const char *) node->name, &kind))
        g_ptr_array_add (reader->scenario->script, tsr_scenario_read_action (reader, node, kind));
    }
}

/* Writing */

void
tsr_scenario_write_action (TsrScenarioWriter   *writer,
                           const TsrScenario   *scenario,
                           const TsrScriptItem *item)
{
  const TsrAction *a = &item->action;
  guint flags = tsr_action_kind_get_decl (a->kind)->flags;

  if (item->has & TSR_HAS_TILE)
    tsr_scenario_writer_attr (writer, "tile", a->tile->id);
  if (flags & TSR_ACTION_FIGURE)
    tsr_scenario_writer_attr (writer, "kind", tsr_figure_kind_to_string (a->figure));
  if (item->has & TSR_HAS_POS)
    tsr_scenario_writer_attr_pos (writer, a->x, a->y);
  if (flags & TSR_ACTION_ROTATION)
    tsr_scenario_writer_attr_int (writer, "rotation", a->rotation * 90);
  if (flags & TSR_ACTION_AXIS)
    tsr_scenario_writer_attr (writer, "axis", tsr_axis_to_string (a->axis));
  if ((flags & TSR_ACTION_PORT) && a->port != TSR_PORT_NONE)
    tsr_scenario_writer_attr (writer, "at", tsr_port_to_string (a->port));
  if (item->has & TSR_HAS_PLAYER)
    tsr_scenario_writer_attr_player (writer, "player", scenario->setup, a->player);
  if (item->has & TSR_HAS_TAKE)
    {
      tsr_scenario_writer_attr_int (writer, "take-x", a->take_x);
      tsr_scenario_writer_attr_int (writer, "take-y", a->take_y);
      tsr_scenario_writer_attr (writer, "take-at", tsr_port_to_string (a->take_port));
    }

  tsr_scenario_writer_element (writer, tsr_action_kind_to_string (a->kind));
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
tsr_scenario_parse_action (const char     *xml,
                           const TsrGame  *game,
                           TsrAction      *action,
                           GError        **error)
{
  g_autofree char *text = g_strdup_printf ("<script xmlns=\"%s\">%s</script>", TSR_SCENARIO_NS, xml);
  g_autoptr(xmlDoc) doc = tsr_xml_read (text, strlen (text), "action", error);
  g_autoptr(GArray) problems = tsr_xml_problems_new ();
  g_autoptr(TsrScenario) scenario = tsr_scenario_alloc ("action");
  TsrScenarioReader reader = { 0 };
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

  reader.name = "action";
  reader.problems = problems;
  reader.game = (TsrGame *) game;
  reader.scenario = scenario;
  if (node != NULL)
    {
      tsr_scenario_reader_unknown (&reader, node, "scenario/script");
      tsr_scenario_read_script (&reader, xmlDocGetRootElement (doc));
    }

  if (node == NULL || problems->len > 0 || scenario->script->len != 1 ||
      ((TsrScriptItem *) g_ptr_array_index (scenario->script, 0))->is_expect)
    {
      g_autofree char *all = problems->len > 0 ? tsr_xml_problems_join (problems, "action") : NULL;

      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID, "%s",
                   all != NULL ? all : _("expected one action"));
      return FALSE;
    }

  *action = ((TsrScriptItem *) g_ptr_array_index (scenario->script, 0))->action;
  return TRUE;
}
