/* tsr-jcz-import.c: opening a JCloisterZone saved game (docs/format.md,
 * "Opening JCloisterZone games")
 *
 * A .jcz file is JSON: the game's setup (sets of tiles, elements, rules,
 * the start tile), its players, and every message the players' clients
 * sent, from which JCloisterZone works the game out again.  This reads
 * it with json-glib, refuses in one message everything it needs that
 * Tessera does not have, sets the game up and hands the messages to the
 * replay (tsr-jcz-replay.c), whose game becomes a scenario whose script
 * replays it.  Nothing is stored in a .jcz but the messages, so the
 * scenario is all there is to keep.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-jcz-private.h"
#include "tsr-jcz.h"

/* The first version whose saved games this format is: initialRandom and
 * a COMMIT's random, pointers that name their feature. */
#define FIRST_MAJOR 5
#define FIRST_MINOR 7

/* The players' colours by their JCloisterZone slot; Tessera colours a
 * player by an id it knows, and calls the others grey. */
static const char *const slot_colours[] = {
  "red", "blue", "yellow", "green", NULL, NULL, NULL, NULL, "black",
};

/* JSON members, each only when of the type asked. */

static JsonNode *
member (JsonObject *object,
        const char *name)
{
  return object != NULL && json_object_has_member (object, name) ? json_object_get_member (object, name) : NULL;
}

static JsonObject *
object_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = member (object, name);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonArray *
array_member (JsonObject *object,
              const char *name)
{
  JsonNode *node = member (object, name);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static const char *
string_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = member (object, name);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
             ? json_node_get_string (node)
             : NULL;
}

static gboolean
number_member (JsonObject *object,
               const char *name,
               double     *value)
{
  JsonNode *node = member (object, name);
  GType type = node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;

  if (type == G_TYPE_INT64)
    *value = (double) json_node_get_int (node);
  else if (type == G_TYPE_DOUBLE)
    *value = json_node_get_double (node);
  else
    return FALSE;

  return TRUE;
}

/* A whole number from @min to @max, as a number or true (an element
 * switched on). */
static gboolean
count_member (JsonObject *object,
              const char *name,
              gint64      min,
              gint64      max,
              gint64     *value)
{
  JsonNode *node = member (object, name);
  double number;

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    {
      *value = json_node_get_boolean (node) ? 1 : 0;
      return TRUE;
    }
  /* The bounds first: a double beyond gint64 has no whole value to cast to. */
  if (!number_member (object, name, &number) || !(number >= min && number <= max) || number != (gint64) number)
    return FALSE;

  *value = (gint64) number;
  return TRUE;
}

/* Not ABS (): the negation of G_MININT64 overflows. */
static gboolean
coord_is_kept (gint64 value)
{
  return value >= -TSR_SCENARIO_MAX_COORD && value <= TSR_SCENARIO_MAX_COORD;
}

/* A position: [x, y] within the limits scenario files keep. */
static gboolean
read_position (JsonObject *object,
               const char *name,
               gint32     *x,
               gint32     *y)
{
  JsonArray *array = array_member (object, name);
  JsonNode *a, *b;

  if (array == NULL || json_array_get_length (array) != 2)
    return FALSE;
  a = json_array_get_element (array, 0);
  b = json_array_get_element (array, 1);
  if (!JSON_NODE_HOLDS_VALUE (a) || json_node_get_value_type (a) != G_TYPE_INT64 ||
      !JSON_NODE_HOLDS_VALUE (b) || json_node_get_value_type (b) != G_TYPE_INT64 ||
      !coord_is_kept (json_node_get_int (a)) || !coord_is_kept (json_node_get_int (b)))
    return FALSE;

  *x = (gint32) json_node_get_int (a);
  *y = (gint32) json_node_get_int (b);
  return TRUE;
}

/**
 * tsr_jcz_text:
 *
 * Returns: (transfer full): @text as a scenario can keep it: JSON may hold
 *   any character, XML 1.0 no control character but tab and line breaks,
 *   so those become U+FFFD, as bytes that are not UTF-8 do
 */
char *
tsr_jcz_text (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *kept = g_string_sized_new (strlen (valid));

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xfffe || c == 0xffff)
        g_string_append_unichar (kept, 0xfffd);
      else
        g_string_append_len (kept, p, g_utf8_next_char (p) - p);
    }

  return g_string_free (kept, FALSE);
}

static void
add_problem (GPtrArray  *problems,
             const char *format,
             ...) G_GNUC_PRINTF (2, 3);

static void
add_problem (GPtrArray  *problems,
             const char *format,
             ...)
{
  va_list args;
  char *text;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  /* Each thing missing is said once, however often the game needs it. */
  for (guint i = 0; i < problems->len; i++)
    if (strcmp (g_ptr_array_index (problems, i), text) == 0)
      {
        g_free (text);
        return;
      }
  g_ptr_array_add (problems, text);
}

/* Whether @version ("5.7.0", "6.2.0-alpha.1") is 5.7 or later. */
static gboolean
version_supported (const char *version)
{
  guint64 major, minor;
  char *end;

  major = g_ascii_strtoull (version, &end, 10);
  if (end == version || *end != '.')
    return FALSE;
  minor = g_ascii_strtoull (end + 1, &end, 10);

  return major > FIRST_MAJOR || (major == FIRST_MAJOR && minor >= FIRST_MINOR);
}

/* A rotation as messages write it: "R0" to "R270". */
static gboolean
read_rotation (const char *text,
               guint      *rotation)
{
  static const char *const names[] = { "R0", "R90", "R180", "R270" };

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (names); i++)
    if (strcmp (text, names[i]) == 0)
      {
        *rotation = i;
        return TRUE;
      }

  return FALSE;
}

/* "0.small.3", "1.abbot.1": the kind of figure, or FALSE for one Tessera
 * does not have. */
static gboolean
read_meeple (const char    *id,
             TsrFigureKind *kind)
{
  const char *dot = id != NULL ? strchr (id, '.') : NULL;
  g_autofree char *name = NULL;
  const char *end;

  if (dot == NULL)
    return FALSE;
  end = strchr (dot + 1, '.');
  name = end != NULL ? g_strndup (dot + 1, end - dot - 1) : g_strdup (dot + 1);
  if (strcmp (name, "small") == 0)
    {
      *kind = TSR_FIGURE_MEEPLE;
      return TRUE;
    }

  return (strcmp (name, "abbot") == 0 || strcmp (name, "phantom") == 0) && tsr_figure_kind_from_string (name, kind);
}

/* The pointer of a DEPLOY_MEEPLE or a PLACE_TOKEN. */
static gboolean
read_pointer (JsonObject    *pointer,
              TsrJczMessage *message)
{
  if (pointer == NULL || !read_position (pointer, "position", &message->x, &message->y))
    return FALSE;
  message->feature = string_member (pointer, "feature");
  message->location = string_member (pointer, "location");

  return message->location != NULL;
}

/* Reads one message of the replay into @message; what Tessera lacks goes
 * to @missing, what is malformed to @damaged. */
static gboolean
read_message (JsonObject    *object,
              guint          index,
              TsrJczMessage *message,
              GPtrArray     *missing,
              GPtrArray     *damaged,
              const char    *name)
{
  JsonObject *payload = object_member (object, "payload");
  const char *type = string_member (object, "type");
  const char *what;
  gboolean read = TRUE;

  *message = (TsrJczMessage) { .index = index, .type = type, .figure = TSR_FIGURE_NONE };
  if (type == NULL || payload == NULL)
    {
      /* Translators: an error in a JCloisterZone game; %s is the file's name, %u the number of a message
       * of its replay; keep type and payload as they are */
      add_problem (damaged, _("%s: message %u of the replay has no type or no payload"), name, index + 1);
      return FALSE;
    }

  if (strcmp (type, "PLACE_TILE") == 0)
    {
      message->kind = TSR_JCZ_PLACE_TILE;
      message->tile = string_member (payload, "tileId");
      read = message->tile != NULL && read_rotation (string_member (payload, "rotation"), &message->rotation) &&
             read_position (payload, "position", &message->x, &message->y);
      if (read && tsr_jcz_tile_to_tessera (message->tile) == NULL)
        /* Translators: what a JCloisterZone game needs that Tessera lacks: a tile, by its id there */
        add_problem (missing, _("The tile “%s”."), message->tile);
    }
  else if (strcmp (type, "DEPLOY_MEEPLE") == 0)
    {
      const char *meeple = string_member (payload, "meepleId");

      message->kind = TSR_JCZ_DEPLOY;
      read = read_pointer (object_member (payload, "pointer"), message) && meeple != NULL;
      if (read && !read_meeple (meeple, &message->figure))
        /* Translators: what a JCloisterZone game needs that Tessera lacks: a figure, by its id there
         * ("0.big.1") */
        add_problem (missing, _("The figure “%s”."), meeple);
    }
  else if (strcmp (type, "PASS") == 0)
    message->kind = TSR_JCZ_PASS;
  else if (strcmp (type, "COMMIT") == 0)
    {
      message->kind = TSR_JCZ_COMMIT;
      message->has_random = number_member (payload, "random", &message->random);
      read = !message->has_random || (message->random >= 0 && message->random < 1);
    }
  else if (strcmp (type, "RETURN_MEEPLE") == 0)
    {
      JsonObject *pointer = object_member (payload, "pointer");

      message->kind = TSR_JCZ_RECALL_ABBOT;
      what = string_member (payload, "source");
      read = what != NULL && read_pointer (object_member (pointer, "featurePointer"), message);
      if (read && strcmp (what, "ABBOT_RETURN") != 0)
        /* Translators: what a JCloisterZone game needs that Tessera lacks: a message, by its type and
         * the kind of it there ("RETURN_MEEPLE FESTIVAL") */
        add_problem (missing, _("The message “%s %s”."), type, what);
    }
  else if (strcmp (type, "PLACE_TOKEN") == 0)
    {
      message->kind = TSR_JCZ_BRIDGE;
      what = string_member (payload, "token");
      read = what != NULL && read_pointer (object_member (payload, "pointer"), message);
      if (read && strcmp (what, "BRIDGE") != 0)
        add_problem (missing, _("The message “%s %s”."), type, what);
    }
  else
    {
      /* Translators: what a JCloisterZone game needs that Tessera lacks: a message, by its type there */
      add_problem (missing, _("The message “%s”."), type);
      return FALSE;
    }

  if (!read)
    /* Translators: an error in a JCloisterZone game; %s is the file's name, %u the number of a message of
     * its replay, the last %s its type as the file gives it */
    add_problem (damaged, _("%s: message %u of the replay (%s) is not as JCloisterZone writes one"), name, index + 1,
                 type);
  return read;
}

/* The replay, less what UNDO took back, as JCloisterZone undoes: the
 * messages of the player still on turn since the turn began, the last
 * first; the end of a turn (a COMMIT carrying a random number) cannot be
 * undone. */
static void
read_replay (TsrJczGame *jcz,
             JsonArray  *replay,
             GPtrArray  *missing,
             GPtrArray  *damaged)
{
  g_autoptr(GArray) undoable = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < json_array_get_length (replay); i++)
    {
      JsonNode *node = json_array_get_element (replay, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      TsrJczMessage message;

      if (g_strcmp0 (string_member (object, "type"), "UNDO") == 0)
        {
          if (undoable->len == 0)
            /* Translators: an error in a JCloisterZone game; %s is the file's name, %u the number of a
             * message of its replay; keep UNDO as it is */
            add_problem (damaged, _("%s: message %u of the replay is an UNDO with nothing to undo"), jcz->name, i + 1);
          else
            {
              g_array_set_size (jcz->messages, g_array_index (undoable, guint, undoable->len - 1));
              g_array_set_size (undoable, undoable->len - 1);
            }
          continue;
        }

      if (!read_message (object, i, &message, missing, damaged, jcz->name))
        continue;
      if (message.kind == TSR_JCZ_COMMIT && message.has_random)
        g_array_set_size (undoable, 0);
      else
        g_array_append_val (undoable, jcz->messages->len);
      g_array_append_val (jcz->messages, message);
    }
}

/* The game's sets, elements and rules, as a game of Tessera's. */
static void
read_setup (TsrJczGame *jcz,
            JsonObject *setup,
            TsrGame    *game,
            gint64     *meeples,
            GPtrArray  *missing,
            GPtrArray  *damaged)
{
  JsonObject *sets = object_member (setup, "sets");
  JsonObject *elements = object_member (setup, "elements");
  JsonObject *rules = object_member (setup, "rules");
  g_autoptr(GList) names = NULL;
  gboolean gardens = FALSE, farmers = FALSE, river = FALSE, abbot = FALSE;
  guint base_edition = 0, river_edition = 0;

  if (sets == NULL || elements == NULL)
    {
      /* Translators: an error in a JCloisterZone game; %s is the file's name; keep setup, sets and elements
       * as they are */
      add_problem (damaged, _("%s: the setup has no sets or no elements"), jcz->name);
      return;
    }

  names = json_object_get_members (sets);
  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *set = l->data;
      gint64 count;

      if (!tsr_jcz_set_is_known (set))
        /* Translators: what a JCloisterZone game needs that Tessera lacks: a set of tiles, by its id there
         * ("inns-and-cathedrals:1") */
        add_problem (missing, _("The set “%s”."), set);
      else if (!count_member (sets, set, 0, 1, &count))
        /* Translators: what a JCloisterZone game needs that Tessera lacks: more than one copy of a set */
        add_problem (missing, _("More than one copy of the set “%s”."), set);
      else if (count == 1)
        {
          gboolean is_river = g_str_has_prefix (set, "river");
          guint edition = tsr_jcz_set_edition (set);
          guint *seen = is_river ? &river_edition : &base_edition;
          g_autofree char *value = g_strdup_printf ("%u", edition);
          guint copies = 1;

          if (*seen != 0 && *seen != edition)
            /* Translators: what a JCloisterZone game needs that Tessera lacks: both editions of a game's
             * tiles in one box; %s is the second set's id there ("basic:2") */
            add_problem (missing, _("The set “%s” beside the other edition of its tiles."), set);
          *seen = edition;
          g_ptr_array_add (jcz->sets, (gpointer) set);
          g_array_append_val (jcz->set_counts, copies);
          tsr_game_set_variant (game, is_river ? "river.edition" : "base.edition", value, NULL);
        }
    }
  g_clear_pointer (&names, g_list_free);

  /* An element is in play when named, whatever its value, as JCloisterZone
   * reads it; a number says how many figures each player has. */
  names = json_object_get_members (elements);
  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *element = l->data;
      gint64 count = 1;

      if (JSON_NODE_HOLDS_NULL (json_object_get_member (elements, element)))
        continue;
      if (strcmp (element, "small-follower") == 0)
        {
          if (!count_member (elements, element, 0, 99, meeples))
            /* Translators: an error in a JCloisterZone game; the file's name, then the name of an element of
             * its setup ("small-follower") */
            add_problem (damaged, _("%s: the setup's element “%s” is not as JCloisterZone writes it"), jcz->name,
                         element);
        }
      else if (strcmp (element, "farmers") == 0)
        farmers = TRUE;
      else if (strcmp (element, "garden") == 0)
        gardens = TRUE;
      else if (strcmp (element, "river") == 0)
        {
          river = TRUE;
          tsr_game_enable_module (game, "river", NULL);
        }
      else if (strcmp (element, "abbot") == 0 || strcmp (element, "phantom") == 0 || strcmp (element, "bridge") == 0)
        {
          if (strcmp (element, "bridge") != 0 && !count_member (elements, element, 0, 1, &count))
            /* Translators: what a JCloisterZone game needs that Tessera lacks: more than one of a figure
             * each player has, by its name there ("abbot") */
            add_problem (missing, _("More than one “%s” for each player."), element);
          else if (count == 1)
            tsr_game_enable_module (game, strcmp (element, "bridge") == 0 ? "bridges" : element, NULL);
          abbot |= count == 1 && strcmp (element, "abbot") == 0;
        }
      else
        /* Translators: what a JCloisterZone game needs that Tessera lacks: an element of the setup, by
         * its name there ("big-follower") */
        add_problem (missing, _("The element “%s”."), element);
    }
  g_clear_pointer (&names, g_list_free);

  if (!farmers)
    tsr_game_set_variant (game, "base.farmers", "off", NULL);
  /* Without the element, JCloisterZone mixes the river's tiles with the
   * rest, which no rule of Tessera's does. */
  if (river_edition != 0 && !river)
    /* Translators: what a JCloisterZone game needs that Tessera lacks; keep river as it is */
    add_problem (missing, _("The river's tiles without the element “river”."));
  /* Tessera plays the second edition's gardens whenever the abbot is on. */
  if (base_edition == 2 && abbot && !gardens)
    /* Translators: what a JCloisterZone game needs that Tessera lacks; keep garden as it is */
    add_problem (missing, _("The second edition's tiles with the abbot but without the element “garden”."));

  names = rules != NULL ? json_object_get_members (rules) : NULL;
  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *value = string_member (rules, l->data);

      if (strcmp (l->data, "tiny-city-scoring") == 0 && g_strcmp0 (value, "2") == 0)
        tsr_game_set_variant (game, "base.tiny-city", "on", NULL);
      else if (strcmp (l->data, "tiny-city-scoring") != 0 || g_strcmp0 (value, "4") != 0)
        /* Translators: what a JCloisterZone game needs that Tessera lacks: a rule and its value, by their
         * names there */
        add_problem (missing, _("The rule “%s” set to “%s”."), (const char *) l->data, value != NULL ? value : "");
    }
}

/* The players in turn order, each coloured by the slot JCloisterZone
 * gave them where Tessera has that colour. */
static void
read_players (TsrJczGame *jcz,
              JsonArray  *players,
              TsrGame    *game,
              gint64      meeples,
              GPtrArray  *damaged)
{
  for (guint i = 0; players != NULL && i < json_array_get_length (players); i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = string_member (player, "name");
      g_autofree char *kept = NULL;
      g_autofree char *id = NULL;
      gint64 slot = -1;
      guint index;

      if (name == NULL)
        {
          /* Translators: an error in a JCloisterZone game; %s is the file's name, %u a player's number */
          add_problem (damaged, _("%s: player %u has no name"), jcz->name, i + 1);
          continue;
        }
      count_member (player, "slot", 0, G_N_ELEMENTS (slot_colours) - 1, &slot);
      id = g_strdup (slot >= 0 && slot_colours[slot] != NULL ? slot_colours[slot] : "grey");
      if (tsr_game_find_player (game, id) >= 0)
        {
          g_free (id);
          id = g_strdup_printf ("player-%u", i + 1);
        }
      kept = tsr_jcz_text (name);
      index = tsr_game_add_player (game, id, kept);
      tsr_game_set_owned (game, index, TSR_FIGURE_MEEPLE, (gint) meeples);
    }

  if (tsr_game_get_n_players (game) == 0)
    /* Translators: an error in a JCloisterZone game; %s is the file's name */
    add_problem (damaged, _("%s: the game has no players"), jcz->name);
}

/* The start tiles, on the board and out of the pack. */
static void
read_start (TsrJczGame *jcz,
            JsonArray  *start,
            TsrGame    *game,
            GPtrArray  *missing,
            GPtrArray  *damaged)
{
  for (guint i = 0; start != NULL && i < json_array_get_length (start); i++)
    {
      JsonNode *node = json_array_get_element (start, i);
      JsonObject *tile = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *id = string_member (tile, "tile");
      const char *type = id != NULL ? tsr_jcz_tile_to_tessera (id) : NULL;
      gint64 x, y, degrees;
      guint rotation;

      if (id != NULL && type == NULL)
        {
          add_problem (missing, _("The tile “%s”."), id);
          continue;
        }
      if (id != NULL)
        g_ptr_array_add (jcz->start_tiles, (gpointer) id);
      if (type == NULL || !count_member (tile, "x", -TSR_SCENARIO_MAX_COORD, TSR_SCENARIO_MAX_COORD, &x) ||
          !count_member (tile, "y", -TSR_SCENARIO_MAX_COORD, TSR_SCENARIO_MAX_COORD, &y) ||
          !count_member (tile, "rotation", 0, 270, &degrees) || !tsr_rotation_from_degrees ((int) degrees, &rotation) ||
          !tsr_game_setup_tile (game, tsr_catalogue_lookup (tsr_catalogue_get_default (), type), (gint32) x, (gint32) y,
                                rotation, NULL))
        /* Translators: an error in a JCloisterZone game; %s is the file's name, %u the number of a start tile;
         * keep start as it is */
        add_problem (damaged, _("%s: start tile %u of the setup is not one Tessera can lay"), jcz->name, i + 1);
    }

  if (tsr_board_get_n_tiles (tsr_game_get_board (game)) == 0)
    /* Translators: an error in a JCloisterZone game; %s is the file's name */
    add_problem (damaged, _("%s: the setup has no start tile"), jcz->name);
}

/* What a debugging annotation forces of the draws: the tiles drawn first,
 * and how many draws the game has. */
static void
read_annotations (TsrJczGame *jcz,
                  JsonObject *annotations)
{
  JsonArray *order = array_member (annotations, "drawOrder");
  gint64 end_turn;

  if (order != NULL)
    {
      jcz->draw_order = g_ptr_array_new ();
      for (guint i = 0; i < json_array_get_length (order); i++)
        {
          JsonNode *node = json_array_get_element (order, i);

          if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
            g_ptr_array_add (jcz->draw_order, (gpointer) json_node_get_string (node));
        }
      /* "#END" ends the game once the tiles before it are drawn. */
      if (jcz->draw_order->len > 0 &&
          strcmp (g_ptr_array_index (jcz->draw_order, jcz->draw_order->len - 1), "#END") == 0)
        {
          g_ptr_array_set_size (jcz->draw_order, jcz->draw_order->len - 1);
          jcz->draw_limit = jcz->draw_order->len;
        }
    }
  if (count_member (annotations, "endTurn", 0, G_MAXINT, &end_turn))
    jcz->draw_limit = (gint) end_turn;
}

void
tsr_jcz_game_clear (TsrJczGame *jcz)
{
  g_clear_pointer (&jcz->sets, g_ptr_array_unref);
  g_clear_pointer (&jcz->set_counts, g_array_unref);
  g_clear_pointer (&jcz->start_tiles, g_ptr_array_unref);
  g_clear_pointer (&jcz->messages, g_array_unref);
  g_clear_pointer (&jcz->draw_order, g_ptr_array_unref);
  g_clear_pointer (&jcz->unchecked, g_ptr_array_unref);
}

/* Says every problem of @problems in one error, under @heading. */
static void
set_problems (GError    **error,
              const char *heading,
              GPtrArray  *problems)
{
  g_autoptr(GString) text = g_string_new (heading);

  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (text, "\n  %s", (const char *) g_ptr_array_index (problems, i));
  g_set_error_literal (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID, text->str);
}

/* A JSON parser's error, as FILE:LINE:COLUMN: what.  json-glib words its
 * message "<data>:LINE:COLUMN: Parse error: what", the column being the
 * last one it read (0 at the start of a line). */
static void
set_parse_error (GError      **error,
                 const char   *name,
                 const GError *parse_error)
{
  g_autoptr(GRegex) regex = g_regex_new ("^[^:]*:(\\d+):(\\d+): (?:Parse error: )?(.*)$", G_REGEX_DOTALL, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *line = NULL;
  g_autofree char *column = NULL;
  g_autofree char *what = NULL;

  if (!g_regex_match (regex, parse_error->message, 0, &match))
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   /* Translators: an error in a JCloisterZone game whose JSON breaks somewhere the reader
                    * does not say: the file's name, then what the reader found wrong (in English) */
                   _("%s: this JCloisterZone game is damaged: %s"), name, parse_error->message);
      return;
    }

  line = g_match_info_fetch (match, 1);
  column = g_match_info_fetch (match, 2);
  what = g_match_info_fetch (match, 3);
  g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
               /* Translators: an error in a JCloisterZone game: the file's name, the line and column where its
                * JSON breaks, and what the reader found wrong there (in English) */
               _("%s:%u:%u: this JCloisterZone game is damaged: %s"), name, (guint) g_ascii_strtoull (line, NULL, 10),
               MAX ((guint) g_ascii_strtoull (column, NULL, 10), 1u), what);
}

static char *
default_title (const char *name)
{
  g_autofree char *base = g_filename_display_basename (name);

  if (g_str_has_suffix (base, ".jcz"))
    base[strlen (base) - 4] = '\0';
  return g_steal_pointer (&base);
}

/**
 * tsr_jcz_import:
 * @data: a JCloisterZone saved game (.jcz), from version 5.7 on
 * @name: its name for messages and, when the game has none, for the title
 *
 * Makes a scenario of a JCloisterZone game: its players, the sets and
 * elements it plays with as expansions and variants, its start tile, the
 * deck in the order JCloisterZone drew it, and its messages as a script,
 * with what its test asserts as expectations.  A game that needs what
 * Tessera does not have is refused with everything it needs in one
 * message; a damaged one with where it breaks.
 *
 * Returns: (transfer full) (nullable): the scenario
 */
TsrScenario *
tsr_jcz_import (const char *data,
                gsize       length,
                const char *name,
                GError    **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(GPtrArray) missing = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) damaged = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(TsrGame) setup = tsr_game_new ();
  g_autoptr(TsrGame) played = NULL;
  g_autoptr(GPtrArray) expectations = NULL;
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  TsrJczGame jcz = { .name = name, .draw_limit = -1 };
  JsonObject *setup_object;
  TsrScenario *scenario;
  gint64 meeples = 7;

  /* An empty file may come as no data at all. */
  if (length > G_MAXSSIZE ||
      !json_parser_load_from_data (parser, length > 0 ? data : "", (gssize) length, &parse_error))
    {
      if (parse_error != NULL)
        set_parse_error (error, name, parse_error);
      else
        g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_TOO_LARGE, _("%s: the file is too large"), name);
      return NULL;
    }

  if (json_parser_get_root (parser) == NULL || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   /* Translators: an error in a file opened as a JCloisterZone game; %s is its name */
                   _("%s: this is not a JCloisterZone game: its JSON holds no object"), name);
      return NULL;
    }

  jcz.root = json_node_get_object (json_parser_get_root (parser));
  jcz.version = string_member (jcz.root, "appVersion");
  if (jcz.version == NULL || !version_supported (jcz.version))
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   /* Translators: an error in a JCloisterZone game; the file's name, then the version of
                    * JCloisterZone that saved it */
                   _("%s: the game was saved by JCloisterZone %s; Tessera opens games saved by version 5.7.0 "
                     "or later"),
                   name, jcz.version != NULL ? jcz.version : "?");
      return NULL;
    }

  jcz.sets = g_ptr_array_new ();
  jcz.set_counts = g_array_new (FALSE, FALSE, sizeof (guint));
  jcz.start_tiles = g_ptr_array_new ();
  jcz.messages = g_array_new (FALSE, FALSE, sizeof (TsrJczMessage));
  jcz.unchecked = g_ptr_array_new_with_free_func (g_free);

  setup_object = object_member (jcz.root, "setup");
  if (!number_member (jcz.root, "initialRandom", &jcz.initial_random) || jcz.initial_random < 0 ||
      jcz.initial_random >= 1)
    /* Translators: an error in a JCloisterZone game; %s is the file's name; keep initialRandom as it is */
    add_problem (damaged, _("%s: initialRandom is not a number from 0 to 1"), name);
  if (array_member (jcz.root, "replay") == NULL)
    /* Translators: an error in a JCloisterZone game; %s is the file's name; keep replay as it is */
    add_problem (damaged, _("%s: the game has no replay"), name);
  else
    read_replay (&jcz, array_member (jcz.root, "replay"), missing, damaged);
  read_setup (&jcz, setup_object, setup, &meeples, missing, damaged);
  read_players (&jcz, array_member (jcz.root, "players"), setup, meeples, damaged);
  read_start (&jcz, array_member (setup_object, "start"), setup, missing, damaged);
  read_annotations (&jcz, object_member (jcz.root, "gameAnnotations"));

  if (missing->len > 0)
    {
      g_autofree char *heading = g_strdup_printf (
        /* Translators: the heading of the list of what a JCloisterZone game needs that Tessera lacks;
         * the file's name, then the version of JCloisterZone that saved it */
        _("%s: this game of JCloisterZone %s needs what Tessera does not have:"), name, jcz.version);

      set_problems (error, heading, missing);
      tsr_jcz_game_clear (&jcz);
      return NULL;
    }
  if (damaged->len > 0)
    {
      g_autofree char *heading = g_strdup_printf (
        /* Translators: the heading of the list of what is wrong with a JCloisterZone game; %s is the file's
         * name */
        _("%s: this JCloisterZone game is damaged:"), name);

      set_problems (error, heading, damaged);
      tsr_jcz_game_clear (&jcz);
      return NULL;
    }

  if (!tsr_jcz_replay (&jcz, setup, &played, error))
    {
      tsr_jcz_game_clear (&jcz);
      return NULL;
    }

  expectations = tsr_jcz_read_test (&jcz, played);
  title = string_member (jcz.root, "name") != NULL ? tsr_jcz_text (string_member (jcz.root, "name")) : NULL;
  if (title == NULL || *title == '\0')
    {
      g_free (title);
      title = default_title (name);
    }
  {
    g_autofree char *base = g_filename_display_basename (name);
    g_autoptr(GString) text = g_string_new (NULL);
    const char *test = string_member (object_member (jcz.root, "test"), "description");

    /* Translators: a scenario's description; the name of the JCloisterZone game file, then the version of
     * JCloisterZone that saved it */
    g_string_printf (text, _("Imported from the JCloisterZone game “%s”, saved by version %s."), base, jcz.version);
    if (test != NULL && *test != '\0')
      g_string_append_printf (text, "\n\n%s", test);
    if (jcz.unchecked->len > 0)
      {
        g_string_append_printf (text, "\n\n%s",
                                /* Translators: in a scenario's description, before a list of the assertions
                                 * of a JCloisterZone game's test, each on a line of its own, in English */
                                _("Its test asserts what Tessera does not check:"));
        for (guint i = 0; i < jcz.unchecked->len; i++)
          g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (jcz.unchecked, i));
      }
    /* The version, the file's name and the test are the file's words:
     * kept as a scenario can keep them, all at once. */
    description = tsr_jcz_text (text->str);
  }

  scenario = tsr_scenario_new_from_play (setup, played, title, description);
  if (expectations->len > 0)
    tsr_scenario_add_expectations (scenario, tsr_game_get_n_actions (played), NULL, expectations);
  scenario->imported = TRUE;
  tsr_jcz_game_clear (&jcz);
  return scenario;
}

/**
 * tsr_jcz_is_game:
 *
 * Returns: whether @data looks like a JCloisterZone game rather than a
 *   scenario: JSON, whose first character is a brace
 */
gboolean
tsr_jcz_is_game (const char *data,
                 gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (data[i]))
      return data[i] == '{';

  return FALSE;
}
